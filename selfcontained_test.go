package hounfour_test

import (
	"go/ast"
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
// code and its documentation does not have it: section numbers, the
// specification folder, decision ids (a D or an R and a number) and
// Markdown files.
var unshippedRef = regexp.MustCompile(`§|shared/spec|\bdecisions?\s+[A-Z]+\d|\b[DR]\d+[a-z]?\b|[\w.-]+\.md\b`)

// decisionName matches an identifier or a file name built on a decision id
// (TestIdentityD15, d15Schemas, kinds_d15.go): a name says what it holds
// or checks.
var decisionName = regexp.MustCompile(`(^|[a-z_])D\d+[a-z]?($|[A-Z_.])|(^|_)d\d+[A-Z_.]`)

// TestDocsSelfContained fails when a comment of a Go file anywhere in the
// module (every doc comment go doc shows, examples included, every other
// comment, and the comments of tests) cites a section number, the
// specification folder, a decision id or a Markdown file that does not
// ship in the repository root or docs/, and when a file name or an
// identifier is built on a decision id. Comments state the rule itself;
// COMPATIBILITY.md entries may be cited by number.
func TestDocsSelfContained(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	reported := map[string]bool{}
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
		if !strings.HasSuffix(name, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		checked++
		if decisionName.MatchString(name) {
			t.Errorf("%s: the file name is built on a decision id; name it after what it holds", rel)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && decisionName.MatchString(id.Name) && !reported[id.Name] {
				reported[id.Name] = true
				t.Errorf("%s: identifier %s is built on a decision id; name it after what it holds or checks", rel, id.Name)
			}
			return true
		})
		for _, g := range f.Comments {
			for _, c := range g.List {
				for _, m := range unshippedRef.FindAllString(c.Text, -1) {
					if strings.HasSuffix(m, ".md") && shipped(root, filepath.Dir(path), m) {
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
	if checked < 400 {
		t.Fatalf("checked only %d files", checked)
	}
}

// TestMarkdownSelfContained: the documents a user reads (README.md,
// ARCHITECTURE.md, COMPATIBILITY.md, CHANGELOG.md, SECURITY.md and docs/) cite no section
// number, specification folder or decision id either; COMPATIBILITY.md
// entries are cited by number. (CONTRIBUTING.md, for contributors who have
// the specification beside the checkout, may.)
func TestMarkdownSelfContained(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"README.md", "ARCHITECTURE.md", "COMPATIBILITY.md", "CHANGELOG.md", "SECURITY.md"} {
		docs = append(docs, filepath.Join(root, name))
	}
	cited := regexp.MustCompile(`§|shared/spec|\bdecisions?\s+[A-Z]+\d|\b[DR]\d+[a-z]?\b`)
	for _, path := range docs {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, path)
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range cited.FindAllString(line, -1) {
				t.Errorf("%s:%d cites %q, which a reader does not have; state the rule instead", rel, i+1, m)
			}
		}
	}
	if len(docs) < 5 {
		t.Fatalf("checked only %d documents", len(docs))
	}
}

// shipped reports whether the Markdown file name exists in the repository
// root or docs/, or (for a test's fixtures) beside the Go file in dir or in
// its testdata/.
func shipped(root, dir, name string) bool {
	for _, dir := range []string{root, filepath.Join(root, "docs"), dir, filepath.Join(dir, "testdata")} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return true
		}
	}
	return false
}

func TestUnshippedRefPattern(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"billing.md §8", "decision D8", "(D15)", "../shared/spec/event.md", "rule R3", "§6.3", "decisions D2, D12"} {
		t.Run(s, func(t *testing.T) {
			if !unshippedRef.MatchString(s) {
				t.Errorf("%q not caught", s)
			}
		})
	}
	for _, s := range []string{"I-1 … I-14", "L1–L4 levels", "deviation 60 in COMPATIBILITY", "ID3 tags", "DD"} {
		t.Run(s, func(t *testing.T) {
			if unshippedRef.MatchString(s) {
				t.Errorf("%q caught", s)
			}
		})
	}
	for _, s := range []string{"TestIdentityD15", "d15Schemas", "d15Doc", "kinds_d15.go", "D3c", "checkD2", "Test_D8_rules"} {
		t.Run(s, func(t *testing.T) {
			if !decisionName.MatchString(s) {
				t.Errorf("name %q not caught", s)
			}
		})
	}
	for _, s := range []string{"d1", "d2", "md2", "toFixed1", "Add64", "Ed25519", "SHA256", "UTF16", "ID3", "tD", "decode2", "x_d1"} {
		t.Run(s, func(t *testing.T) {
			if decisionName.MatchString(s) {
				t.Errorf("name %q caught", s)
			}
		})
	}
}
