package hounfour_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/butterfreezone"
)

// TestButterfreezone checks the repository's own BUTTERFREEZONE.md: it is
// what the generator writes for the current tree (head_sha and
// generated_at aside), the validator passes it (references resolved
// against the tree), the library's AGENT-CONTEXT parser reads it without
// warning, and the declared trust level's criteria hold.
func TestButterfreezone(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("BUTTERFREEZONE.md")
	if err != nil {
		t.Fatal(err)
	}
	meta := butterfreezone.Parse(data).Meta
	at, err := time.Parse(time.RFC3339, meta.GeneratedAt)
	if err != nil {
		t.Fatalf("generated_at: %v", err)
	}
	g, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: os.DirFS("."), Existing: data,
		HeadSHA: meta.HeadSHA, GeneratedAt: at})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(g.Document, data) {
		t.Errorf("BUTTERFREEZONE.md is not the generator's output for this tree: run `go generate .` " +
			"(go run ./cmd/hounfour butterfreezone generate -w)")
		gl, dl := strings.Split(string(g.Document), "\n"), strings.Split(string(data), "\n")
		for i := 0; i < len(gl) || i < len(dl); i++ {
			var a, b string
			if i < len(gl) {
				a = gl[i]
			}
			if i < len(dl) {
				b = dl[i]
			}
			if a != b {
				t.Logf("first difference at line %d:\n generated %q\n committed %q", i+1, a, b)
				break
			}
		}
	}
	r := butterfreezone.Validate(data, butterfreezone.Options{Dir: os.DirFS("."), Now: at})
	if r.ExitCode() != 0 {
		t.Errorf("validator: %+v", r.Checks)
	}

	ac, err := agent.ParseAgentContext(data)
	if err != nil {
		t.Fatalf("AGENT-CONTEXT: %v", err)
	}
	if len(ac.Warnings) > 0 {
		t.Errorf("AGENT-CONTEXT warnings: %q", ac.Warnings)
	}
	if ac.Name != "hounfour-go" || ac.Type != "library" || ac.Version != hounfour.ContractVersion || ac.TrustLevel != agent.GradientL3 ||
		ac.TrustScopesVersion != "v6" || len(ac.Requirements) == 0 {
		t.Errorf("AGENT-CONTEXT = %+v", ac)
	}
	// L3 (Property-Based): tests, a CI pipeline and property-based tests.
	if _, err := os.Stat(".ci/run"); err != nil {
		t.Errorf("L2 needs a CI pipeline: %v", err)
	}
	if !usesGopter(t) {
		t.Error("L3 needs property-based tests")
	}
}

func usesGopter(t *testing.T) bool {
	found := false
	err := filepath.WalkDir(".", func(p string, d os.DirEntry, err error) error {
		if err != nil || found {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && p != "." {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, "_test.go") {
			b, err := os.ReadFile(p)
			if err == nil && bytes.Contains(b, []byte(`"github.com/leanovate/gopter"`)) {
				found = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}
