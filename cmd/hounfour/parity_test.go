package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// hounfour parity over the shared copy of upstream 8.7.0's vectors: the
// protocol version is announced; until the operations types are
// registered, the folders waiting for them are named and the status is 1;
// the summary counts the entries; --emit-manifest writes the result file
// (to -o FILE as well, and through vectors -parity), with no fail entry.
func TestParityCommand(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	code, out, errOut := runCLI("", "parity", dir)
	if !strings.Contains(errOut, "parity protocol 1.1.0") || !strings.HasPrefix(out, "Total: ") ||
		!strings.Contains(out, "\nfail: 0\n") {
		t.Errorf("status %d\n%s\n%s", code, out, errOut)
	}
	waiting := strings.Contains(errOut, "no library type yet for")
	if waiting != (code == exitFail) || !waiting && code != exitOK {
		t.Errorf("status %d with %q", code, errOut)
	}
	if waiting {
		t.Logf("WAITING: %s", strings.TrimSpace(errOut))
	}
	code2, manifest, _ := runCLI("", "parity", "--emit-manifest", dir)
	var entries []map[string]any
	if err := json.Unmarshal([]byte(manifest), &entries); err != nil || code2 != code || !strings.HasSuffix(manifest, "}\n]\n") {
		t.Fatalf("status %d, %v", code2, err)
	}
	total := strings.TrimPrefix(strings.SplitN(out, "\n", 2)[0], "Total: ")
	if n := len(entries); total != itoa(n) {
		t.Errorf("summary total %s, manifest %d entries", total, n)
	}
	for _, e := range entries {
		if e["result"] == "fail" {
			t.Errorf("fail: %v", e)
		}
	}
	file := filepath.Join(t.TempDir(), "parity.json")
	runCLI("", "parity", "--emit-manifest", "-o", file, dir)
	if b, err := os.ReadFile(file); err != nil || string(b) != manifest {
		t.Errorf("-o FILE: %v", err)
	}
	file2 := filepath.Join(t.TempDir(), "parity2.json")
	runCLI("", "vectors", "-upstream", dir, "-parity", file2)
	if b, err := os.ReadFile(file2); err != nil || string(b) != manifest {
		t.Errorf("vectors -parity FILE: %v", err)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// A folder without the protocol version file is refused; usage errors.
func TestParityCommandErrors(t *testing.T) {
	empty := t.TempDir()
	if code, _, errOut := runCLI("", "parity", empty); code != exitFail || !strings.Contains(errOut, "no parity protocol version") {
		t.Errorf("%d %s", code, errOut)
	}
	if code, _, _ := runCLI("", "parity"); code != exitUsage {
		t.Errorf("no folder: %d", code)
	}
	if code, _, _ := runCLI("", "parity", filepath.Join(empty, "nope")); code != exitUsage {
		t.Errorf("absent folder: %d", code)
	}
	if code, _, _ := runCLI("", "parity", "-o", "x.json", empty); code != exitUsage {
		t.Errorf("-o without --emit-manifest: %d", code)
	}
}
