package hounfour_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/agent"
)

// TestButterfreezone checks the repository's own BUTTERFREEZONE.md against
// the standard (seed 001, agent.md §10): the library's AGENT-CONTEXT parser
// reads it without error or warning, every section carries a provenance tag,
// every file:symbol reference in a code span resolves, and the declared
// trust level's criteria hold for this repository.
func TestButterfreezone(t *testing.T) {
	data, err := os.ReadFile("BUTTERFREEZONE.md")
	if err != nil {
		t.Fatal(err)
	}
	ac, err := agent.ParseAgentContext(data)
	if err != nil {
		t.Fatalf("AGENT-CONTEXT: %v", err)
	}
	if len(ac.Warnings) > 0 {
		t.Errorf("AGENT-CONTEXT warnings: %q", ac.Warnings)
	}
	if ac.Name != "hounfour-go" || ac.Type != "library" || ac.Version != "7.0.0" || ac.TrustLevel != agent.GradientL3 ||
		ac.TrustScopesVersion != "v6" || len(ac.Requirements) == 0 {
		t.Errorf("AGENT-CONTEXT = %+v", ac)
	}

	text := string(data)
	body := fencedBlock.ReplaceAllString(text, "")
	// Provenance: the title and every section are followed by a tag.
	lines := strings.Split(text, "\n")
	headings := 0
	for i, l := range lines {
		if !strings.HasPrefix(l, "# ") && !strings.HasPrefix(l, "## ") {
			continue
		}
		headings++
		if i+1 >= len(lines) || !provenance.MatchString(lines[i+1]) {
			t.Errorf("line %d %q: no provenance tag on the next line", i+1, l)
		}
	}
	if headings < 8 || strings.Count(text, "<!-- provenance:") != headings {
		t.Errorf("%d headings, %d provenance tags", headings, strings.Count(text, "<!-- provenance:"))
	}
	if !strings.Contains(text, "\n<!-- ground-truth-meta\n") {
		t.Error("no ground-truth-meta block")
	}

	// References: every code span of the form path:symbol (or path:L<n>)
	// resolves; every code span that names a repository path exists.
	refs := 0
	for _, m := range codeSpan.FindAllStringSubmatch(body, -1) {
		span := m[1]
		if r := reference.FindStringSubmatch(span); r != nil {
			refs++
			if err := resolve(r[1], r[2]); err != nil {
				t.Errorf("`%s`: %v", span, err)
			}
			continue
		}
		if repoPath.MatchString(span) {
			if _, err := os.Stat(filepath.FromSlash(span)); err != nil {
				t.Errorf("`%s`: %v", span, err)
			}
		}
	}
	if refs < 15 {
		t.Errorf("only %d file:symbol references", refs)
	}

	// L3 (Property-Based): tests, a CI pipeline and property-based tests.
	if _, err := os.Stat(".ci/run"); err != nil {
		t.Errorf("L2 needs a CI pipeline: %v", err)
	}
	if !usesGopter(t) {
		t.Error("L3 needs property-based tests")
	}
}

var (
	fencedBlock = regexp.MustCompile("(?s)\n```.*?\n```")
	codeSpan    = regexp.MustCompile("`([^`\n]+)`")
	provenance  = regexp.MustCompile(`^<!-- provenance: (CODE-FACTUAL|DERIVED|OPERATIONAL) -->$`)
	reference   = regexp.MustCompile(`^([A-Za-z0-9_./-]+\.[a-z]+):((?:[A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z_][A-Za-z0-9_]*)?|L[0-9]+)$`)
	repoPath    = regexp.MustCompile(`^(\.?[A-Za-z0-9_-]+/)+([A-Za-z0-9_.-]+)?$|^[A-Za-z0-9_-]+\.(go|md)$`)
)

// resolve reports whether file declares symbol: a top-level func, type, var
// or const, Type.Method for a method, or L<n> for a line that exists.
func resolve(file, symbol string) error {
	src, err := os.ReadFile(filepath.FromSlash(file))
	if err != nil {
		return err
	}
	if n, ok := strings.CutPrefix(symbol, "L"); ok {
		if i, err := strconv.Atoi(n); err == nil {
			if i < 1 || i > strings.Count(string(src), "\n")+1 {
				return os.ErrNotExist
			}
			return nil
		}
	}
	if !strings.HasSuffix(file, ".go") {
		return os.ErrInvalid
	}
	f, err := parser.ParseFile(token.NewFileSet(), file, src, 0)
	if err != nil {
		return err
	}
	recv, name, isMethod := strings.Cut(symbol, ".")
	if !isMethod {
		name, recv = recv, ""
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.Name != name {
				continue
			}
			if recvName(d) == recv {
				return nil
			}
		case *ast.GenDecl:
			if isMethod {
				continue
			}
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.Name == name {
						return nil
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.Name == name {
							return nil
						}
					}
				}
			}
		}
	}
	return os.ErrNotExist
}

func recvName(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return ""
	}
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return ""
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
			if err == nil && strings.Contains(string(b), `"github.com/leanovate/gopter"`) {
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
