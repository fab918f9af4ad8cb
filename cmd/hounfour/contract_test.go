package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A capability-scoped trust profile with the 8.5.0 members.
const trust85 = `{"scopes":{"billing":"verified"},"default_level":"basic","match_strategy":"exact","precedence_score":10}`

// TestContractFlag selects the contract of validate, names and vectors.
func TestContractFlag(t *testing.T) {
	for _, tc := range []struct {
		args        []string
		code        int
		out, errOut string
	}{
		{[]string{"validate", "capability-scoped-trust"}, 0, "valid", ""},
		{[]string{"validate", "--contract", "8.7.0", "capability-scoped-trust"}, 0, "valid", ""},
		{[]string{"validate", "--contract", "7.0.0", "capability-scoped-trust"}, 1,
			"/match_strategy [additionalProperties] Unexpected property", ""},
		{[]string{"validate", "--contract", "7.0.0", "--format", "json", "capability-scoped-trust"}, 1,
			`"path": "/precedence_score"`, ""},
		{[]string{"validate", "--contract", "8.6.0", "capability-scoped-trust"}, 2, "", "8.6.0"},
		{[]string{"names", "--contract", "7.0.0"}, 0, "capability-scoped-trust\n", ""},
		{[]string{"vectors", "--contract", "7.0.0"}, 0, "ran:    golden vectors", ""},
		{[]string{"vectors", "--contract", "8.7.0"}, 0, "ran:    golden vectors", ""},
	} {
		t.Run(tc.out, func(t *testing.T) {
			code, out, errOut := runCLI(trust85, tc.args...)
			if code != tc.code || !strings.Contains(out, tc.out) || !strings.Contains(errOut, tc.errOut) {
				t.Errorf("%q: exit %d, want %d\nstdout %s\nstderr %s", tc.args, code, tc.code, out, errOut)
			}
		})
	}
}

// TestContractOfTree: an upstream tree's VERSION file selects the
// contract; --contract naming another is a usage error.
func TestContractOfTree(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "conformance"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		version string
		args    []string
		code    int
		errOut  string
	}{
		{"7.0.0\n", []string{"--contract", "8.7.0"}, 2, "is a 7.0.0 tree (its VERSION file), not 8.7.0"},
		{"8.7.0\n", []string{"--contract", "7.0.0"}, 2, "is a 8.7.0 tree (its VERSION file), not 7.0.0"},
		{"6.0.0\n", nil, 2, "not a contract version this library speaks"},
	} {
		t.Run(tc.version, func(t *testing.T) {
			if err := os.WriteFile(filepath.Join(dir, "VERSION"), []byte(tc.version), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, cmd := range []string{"vectors", "conformance"} {
				args := append([]string{cmd, "-upstream", dir}, tc.args...)
				code, out, errOut := runCLI("", args...)
				if code != tc.code || !strings.Contains(errOut, tc.errOut) {
					t.Errorf("%q with VERSION %q: exit %d, want %d\nstdout %s\nstderr %s", args, tc.version, code, tc.code, out, errOut)
				}
			}
		})
	}
}
