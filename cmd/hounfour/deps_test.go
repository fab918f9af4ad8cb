package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestNoTestingInBinary: the hounfour binary does not link package testing
// (nor a testing/… package, nor a test helper of internal/testkit): the
// vectors runner it uses is free of test glue, which lives in
// vectors/vectorstest. Checked with go list -deps, as a reader would.
func TestNoTestingInBinary(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	const module = "github.com/hounfour-go/hounfour"
	for _, want := range []string{module + "/cmd/hounfour", module + "/vectors", "fmt"} {
		t.Run(want, func(t *testing.T) {
			if !slices.Contains(deps, want) {
				t.Fatalf("go list -deps lists no %s: %q", want, deps)
			}
		})
	}
	for _, p := range deps {
		if p == "testing" || strings.HasPrefix(p, "testing/") || strings.HasPrefix(p, module+"/internal/testkit") ||
			(strings.HasPrefix(p, module+"/") && strings.HasSuffix(p, "test")) {
			t.Errorf("the hounfour binary links %s", p)
		}
	}
}
