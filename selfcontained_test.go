package hounfour_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// unshippedRef matches what a comment must not cite, because a reader of the
// package documentation does not have it: section numbers, the
// specification folder, decision ids (D15, R3) and Markdown files.
var unshippedRef = regexp.MustCompile(`§|shared/spec|\bdecisions?\s+[A-Z]+\d|\b[DR]\d+[a-z]?\b|[\w.-]+\.md\b`)

// TestDocsSelfContained fails when a comment of a non-test Go file anywhere
// in the module (every doc comment go doc shows, and every other comment)
// cites a section number, the specification folder, a decision id or a
// Markdown file that does not ship in the repository root. Comments state
// the rule itself; COMPATIBILITY.md entries may be cited by number.
func TestDocsSelfContained(t *testing.T) {
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		checked++
		for _, g := range f.Comments {
			for _, c := range g.List {
				for _, m := range unshippedRef.FindAllString(c.Text, -1) {
					if strings.HasSuffix(m, ".md") && shipped(root, m) {
						continue
					}
					t.Errorf("%s: comment cites %q, which a reader of the documentation does not have; state the rule instead:\n\t%s", rel, m, c.Text)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Fatalf("checked only %d files", checked)
	}
}

// shipped reports whether the Markdown file name exists in the repository
// root or docs/.
func shipped(root, name string) bool {
	for _, dir := range []string{root, filepath.Join(root, "docs")} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return true
		}
	}
	return false
}

func TestUnshippedRefPattern(t *testing.T) {
	for _, s := range []string{"billing.md §8", "decision D8", "(D15)", "../shared/spec/event.md", "rule R3", "§6.3", "decisions D2, D12"} {
		if !unshippedRef.MatchString(s) {
			t.Errorf("%q not caught", s)
		}
	}
	for _, s := range []string{"I-1 … I-14", "L1–L4 levels", "deviation 60 in COMPATIBILITY", "ID3 tags", "DD"} {
		if unshippedRef.MatchString(s) {
			t.Errorf("%q caught", s)
		}
	}
}
