package hounfour_test

import (
	"bufio"
	"bytes"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/shared"
)

// guideName is a Go name in backticks in docs/typescript-to-go.md: a
// package, an exported name and optionally a method or field.
var guideName = regexp.MustCompile("`((hounfour|wire|agent|billing|conversation|transfer|event|tool|messaging|gateway|integrity|constraint|governance|economy|model|schemas|vectors)\\.([A-Z][A-Za-z0-9]*)(?:\\.([A-Z][A-Za-z0-9]*))?)`")

// TestTypeScriptGuideNames type-checks every Go name the TypeScript → Go
// guide writes in backticks (rows saying "not provided yet" name planned
// types in plain text and are skipped): each must be an exported object of
// its package, and Type.Method a method or field of that type, as the
// compiler's export data describes the packages.
func TestTypeScriptGuideNames(t *testing.T) {
	if testing.Short() {
		t.Skip("SKIP guide name check under -short (it runs go list -export)")
	}
	root, err := shared.Root()
	if err != nil {
		t.Fatal(err)
	}
	guide, err := os.ReadFile(filepath.Join(root, "docs", "typescript-to-go.md"))
	if err != nil {
		t.Fatal(err)
	}
	type ref struct{ text, pkg, name, member string }
	var refs []ref
	pkgs := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(guide))
	for sc.Scan() {
		line := sc.Text()
		if strings.Contains(line, "not provided yet") {
			continue
		}
		for _, m := range guideName.FindAllStringSubmatch(line, -1) {
			refs = append(refs, ref{m[1], m[2], m[3], m[4]})
			pkgs[importPath(m[2])] = true
		}
	}
	if len(refs) < 100 {
		t.Fatalf("found only %d Go names in the guide", len(refs))
	}
	paths := make([]string, 0, len(pkgs))
	for p := range pkgs {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	cmd := exec.Command("go", append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}, paths...)...)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	export := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if p, f, ok := strings.Cut(l, "\t"); ok && f != "" {
			export[p] = f
		}
	}
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		return os.Open(export[path])
	})
	for _, r := range refs {
		p, err := imp.Import(importPath(r.pkg))
		if err != nil {
			t.Fatalf("import %s: %v", r.pkg, err)
		}
		obj := p.Scope().Lookup(r.name)
		if obj == nil || !obj.Exported() {
			t.Errorf("guide names `%s`: %s has no exported %s", r.text, r.pkg, r.name)
			continue
		}
		if r.member == "" {
			continue
		}
		tn, ok := obj.(*types.TypeName)
		if !ok {
			t.Errorf("guide names `%s`: %s.%s is not a type", r.text, r.pkg, r.name)
			continue
		}
		if m, _, _ := types.LookupFieldOrMethod(tn.Type(), true, p, r.member); m == nil || !m.Exported() {
			t.Errorf("guide names `%s`: %s.%s has no method or field %s", r.text, r.pkg, r.name, r.member)
		}
	}
}

func importPath(pkg string) string {
	if pkg == "hounfour" {
		return "github.com/hounfour-go/hounfour"
	}
	return "github.com/hounfour-go/hounfour/" + pkg
}
