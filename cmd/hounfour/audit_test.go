package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

func TestAudit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	from, to := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.MkdirAll(from, 0o755)
	os.MkdirAll(to, 0o755)
	os.WriteFile(filepath.Join(from, "x.schema.json"), []byte(`{"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":false}`), 0o644)
	os.WriteFile(filepath.Join(to, "x.schema.json"), []byte(`{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},"additionalProperties":false}`), 0o644)

	code, out, errs := runCLI("", "audit", "-from", from, "-to", to)
	if code != 1 || !strings.Contains(out, "optional_member_added") || !strings.Contains(out, "strict reader BREAKING, lax reader COMPATIBLE") {
		t.Errorf("strict: exit %d\n%s%s", code, out, errs)
	}
	code, out, _ = runCLI("", "audit", "-from", from, "-to", to, "-reader", "lax", "-format", "json")
	var rep struct {
		Strict string `json:"overall_verdict_strict"`
		Lax    string `json:"overall_verdict_lax"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Strict != "BREAKING" || rep.Lax != "COMPATIBLE" {
		t.Errorf("lax json: exit %d\n%s", code, out)
	}
	for i, args := range [][]string{{"audit"}, {"audit", "-from", from, "-to", to, "-reader", "loose"},
		{"audit", "-from", from, "-to", to, "-format", "xml"}, {"audit", "-from", from, "-to", to, "extra"},
		{"audit", "-from", filepath.Join(dir, "none"), "-to", to}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if code, _, _ := runCLI("", args...); code != 2 {
				t.Errorf("%v: exit %d, want 2", args, code)
			}
		})
	}
}

// TestAuditLibrarySets: a side without a folder is the library's schema
// files of --contract.
func TestAuditLibrarySets(t *testing.T) {
	dir := t.TempDir()
	v7 := filepath.Join(dir, "v7")
	if code, out, errs := runCLI("", "schemas", "--contract", "7.0.0", "-o", v7); code != 0 {
		t.Fatalf("schemas: exit %d %s %s", code, out, errs)
	}
	for i, tc := range []struct {
		args []string
		code int
		want string
	}{
		// Added: the document types of 8.x the library has.
		{[]string{"audit", "-from", v7}, 1, fmt.Sprintf("7.0.0 → 8.7.0: %d added, 0 removed, 10 changed, 96 unchanged; strict reader BREAKING, lax reader COMPATIBLE",
			len(schemas.NamesFor(hounfour.Contract870))-len(schemas.NamesFor(hounfour.Contract700)))},
		{[]string{"audit", "-from", v7, "--contract", "7.0.0"}, 0, "7.0.0 → 7.0.0: 0 added, 0 removed, 0 changed, 106 unchanged"},
		{[]string{"audit", "-to", v7, "--contract", "8.7.0"}, 1, "8.7.0 → 7.0.0:"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			code, out, errs := runCLI("", tc.args...)
			if code != tc.code || !strings.Contains(out, tc.want) {
				t.Errorf("%q: exit %d, want %d and %q\n%s%s", tc.args, code, tc.code, tc.want, out, errs)
			}
		})
	}
}
