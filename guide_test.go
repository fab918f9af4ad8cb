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

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

// guideName is a Go name in backticks in docs/typescript-to-go.md: a
// package, an exported name and optionally a method or field.
var guideName = regexp.MustCompile("`((hounfour|wire|agent|billing|conversation|transfer|event|tool|messaging|gateway|integrity|constraint|governance|economy|model|schemas|vectors|commons|reputation|signing|recall)\\.([A-Z][A-Za-z0-9]*)(?:\\.([A-Z][A-Za-z0-9]*))?)`")

// plannedName is a Go name written without backticks: on a guide row that
// says an export is not provided, the name it is planned under.
var plannedName = regexp.MustCompile("(?:^|[^`.A-Za-z0-9])((hounfour|wire|agent|billing|conversation|transfer|event|tool|messaging|gateway|integrity|constraint|governance|economy|model|schemas|vectors|commons|reputation)\\.([A-Z][A-Za-z0-9]*))")

// TestTypeScriptGuideNames type-checks every Go name the TypeScript → Go
// guide writes in backticks: each must be an exported object of its
// package, and Type.Method a method or field of that type, as the
// compiler's export data describes the packages. A row saying an export is
// "not provided" may give the planned Go name in plain text; the test fails
// when that name exists, so such a row cannot outlive the type it waits for.
func TestTypeScriptGuideNames(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("SKIP guide name check under -short (it runs go list -export)")
	}
	root, guide := readGuide(t)
	type ref struct{ text, pkg, name, member string }
	var refs, planned []ref
	pkgs := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(guide))
	for sc.Scan() {
		line := sc.Text()
		for _, m := range guideName.FindAllStringSubmatch(line, -1) {
			refs = append(refs, ref{m[1], m[2], m[3], m[4]})
			pkgs[importPath(m[2])] = true
		}
		if strings.HasPrefix(line, "|") && strings.Contains(line, "not provided") {
			for _, m := range plannedName.FindAllStringSubmatch(line, -1) {
				planned = append(planned, ref{m[1], m[2], m[3], ""})
				pkgs[importPath(m[2])] = true
			}
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
	for _, r := range planned {
		p, err := imp.Import(importPath(r.pkg))
		if err != nil {
			t.Fatalf("import %s: %v", r.pkg, err)
		}
		if obj := p.Scope().Lookup(r.name); obj != nil && obj.Exported() {
			t.Errorf("guide says %s is not provided, but %s exists: map the row to it", r.text, r.text)
		}
	}
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

// TestTypeScriptGuideCoversUpstreamSchemas: every distinct $id of upstream's
// schema files — each top-level schema (by file name) and each named schema
// nested in one — and every schema of the library has a row of its own in
// the guide, whose Go cell is not empty.
func TestTypeScriptGuideCoversUpstreamSchemas(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir(t, "schemas")
	_, guide := readGuide(t)
	rows := map[string]string{} // first cell → last non-empty cell
	for _, line := range strings.Split(string(guide), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 4 {
			continue
		}
		rows[strings.Trim(strings.TrimSpace(cells[1]), "`")] = strings.TrimSpace(cells[len(cells)-2])
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, f := range files {
		ids[strings.TrimSuffix(filepath.Base(f), ".schema.json")] = true
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range nestedID.FindAllSubmatch(data, -1) {
			ids[string(m[1])] = true
		}
	}
	if len(ids) < 150 {
		t.Fatalf("found only %d schema ids upstream", len(ids))
	}
	for id := range ids {
		t.Run(id, func(t *testing.T) {
			if rows[id] == "" {
				t.Errorf("upstream schema %s has no row in the guide", id)
			}
		})
	}
	t.Logf("%d upstream schema ids, each with a row", len(ids))
	for _, name := range schemas.Names() {
		if rows[name] == "" {
			t.Errorf("the library's schema %s has no row in the guide", name)
		}
	}
}

// nestedID is a nested named schema's $id (a name, not a URL).
var nestedID = regexp.MustCompile(`"\$id":\s*"([A-Za-z][A-Za-z0-9]*)"`)

// readGuide returns the module root and the text of the guide.
func readGuide(t *testing.T) (root string, guide []byte) {
	t.Helper()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	guide, err = os.ReadFile(filepath.Join(root, "docs", "typescript-to-go.md"))
	if err != nil {
		t.Fatal(err)
	}
	return root, guide
}
