package hounfour_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// TestReadmeDownstreamProgram builds the README's downstream program against
// this checkout (a replace directive, no network) and compares what it
// prints with the output the README shows.
func TestReadmeDownstreamProgram(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("SKIP README program under -short (it builds a program)")
	}
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	prog := regexp.MustCompile("(?s)<!-- downstream-program[^>]*-->\n```go\n(.*?)```").FindSubmatch(readme)
	want := regexp.MustCompile("(?s)<!-- downstream-output -->\n```text\n(.*?)```").FindSubmatch(readme)
	if prog == nil || want == nil {
		t.Fatal("README lacks the downstream program or its output")
	}
	dir := t.TempDir()
	gomod := "module example.com/downstream\n\ngo 1.26\n\nrequire github.com/hounfour-go/hounfour v0.1.0\n\nreplace github.com/hounfour-go/hounfour => " + root + "\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"main.go": prog[1], "go.mod": []byte(gomod), "go.sum": sum} {
		t.Run(name, func(t *testing.T) {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
	cmd := exec.Command("go", "run", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, out)
	}
	if string(out) != string(want[1]) {
		t.Errorf("the program prints\n%s\nthe README shows\n%s", out, want[1])
	}
}
