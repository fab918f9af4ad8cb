package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestButterfreezoneCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/x\n\ngo 1.22\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "doc.go"), []byte("// Package x does x.\npackage x\n\n// Parse parses.\nfunc Parse() {}\n"), 0o644)
	file := filepath.Join(dir, "BUTTERFREEZONE.md")

	// Absent file: validation fails.
	if code, out, _ := runCLI("", "butterfreezone", "validate", "-dir", dir, "-head", "h1"); code != 1 || !strings.Contains(out, "fail existence") {
		t.Errorf("absent: exit %d\n%s", code, out)
	}
	code, out, errs := runCLI("", "butterfreezone", "generate", "-dir", dir, "-head", "h1", "-now", "2026-11-26T08:00:00Z")
	if code != 0 || !strings.Contains(out, "head_sha: h1\ngenerated_at: 2026-11-26T08:00:00Z\n") {
		t.Fatalf("generate: exit %d\n%s%s", code, out, errs)
	}
	if code, _, errs := runCLI("", "butterfreezone", "generate", "-dir", dir, "-w", "-json", "-head", "h1", "-now", "2026-11-26T08:00:00Z"); code != 0 ||
		!strings.Contains(errs, `"word_count"`) {
		t.Fatalf("generate -w: exit %d %s", code, errs)
	}
	if b, _ := os.ReadFile(file); string(b) != out {
		t.Error("-w wrote other bytes than stdout")
	}
	// Passes on the same head; warns (exit 2) on another; -strict fails.
	if code, out, _ := runCLI("", "butterfreezone", "validate", "-dir", dir, "-head", "h1", "-now", "2026-11-27T00:00:00Z"); code != 0 {
		t.Errorf("validate: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("", "butterfreezone", "validate", "-dir", dir, "-head", "h2", "-now", "2026-11-27T00:00:00Z", "-json")
	var r struct {
		Warnings int `json:"warnings"`
	}
	if code != 2 || json.Unmarshal([]byte(out), &r) != nil || r.Warnings != 1 {
		t.Errorf("validate other head: exit %d\n%s", code, out)
	}
	if code, out, _ := runCLI("", "butterfreezone", "validate", "-dir", dir, "-head", "h2", "-strict", "-quiet"); code != 1 || out != "" {
		t.Errorf("strict quiet: exit %d %q", code, out)
	}
	for i, args := range [][]string{{"butterfreezone"}, {"butterfreezone", "check"}, {"butterfreezone", "validate", "x"},
		{"butterfreezone", "generate", "-now", "today"}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if code, _, _ := runCLI("", args...); code != 2 {
				t.Errorf("%v: exit %d, want 2", args, code)
			}
		})
	}
}
