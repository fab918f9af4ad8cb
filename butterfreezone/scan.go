package butterfreezone

import (
	"encoding/json"
	"errors"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// module is what the generator reads from a Go module's tree.
type module struct {
	path       string // module path from go.mod
	goVersion  string // the go directive
	direct     []string
	pkgs       []*pkgInfo // sorted by dir; root first
	version    string     // schemas/index.json version
	minVersion string     // schemas/index.json min_supported_version
	usage      []command  // the command's usage lines
	deviations int        // numbered rows of COMPATIBILITY.md
}

type pkgInfo struct {
	dir      string // "." for the module root
	name     string
	synopsis string
	docFile  string // file holding the package comment
	funcs    []decl // exported top-level funcs, by name
	types    []decl // exported types, by name
	schemas  []string
}

type decl struct {
	name, file, synopsis string
}

type command struct {
	prog, name, text string
	file             string // the file declaring the usage constant
}

// Limits on the tree the generator reads.
const (
	maxGoFiles = 5000
	maxDirs    = 2000
)

var errTooLarge = errors.New("butterfreezone: module tree too large")

func scan(fsys fs.FS) (*module, error) {
	m := &module{}
	gomod, err := fs.ReadFile(fsys, "go.mod")
	if err != nil {
		return nil, errors.New("butterfreezone: go.mod not found")
	}
	parseGoMod(m, string(gomod))
	// schemas/index.json, or, for a module with a schema set per contract
	// version (schemas/<version>/index.json), the newest set's.
	indexes := []string{"schemas/index.json"}
	if more, err := fs.Glob(fsys, "schemas/*/index.json"); err == nil {
		indexes = append(indexes, more...)
	}
	for _, p := range indexes {
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			continue
		}
		var idx struct {
			Version string `json:"version"`
			Min     string `json:"min_supported_version"`
		}
		if json.Unmarshal(b, &idx) == nil && (m.version == "" || newerVersion(idx.Version, m.version)) {
			m.version, m.minVersion = idx.Version, idx.Min
		}
	}
	if b, err := fs.ReadFile(fsys, "COMPATIBILITY.md"); err == nil {
		m.deviations = len(deviationRow.FindAllString(string(b), -1))
	}
	files := 0
	dirs := 0
	byDir := map[string]*pkgInfo{}
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			base := d.Name()
			if p != "." && (strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_") || base == "testdata" || base == "vendor") {
				return fs.SkipDir
			}
			if dirs++; dirs > maxDirs {
				return errTooLarge
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		if files++; files > maxGoFiles {
			return errTooLarge
		}
		src, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dir := path.Dir(p)
		pi := byDir[dir]
		if pi == nil {
			pi = &pkgInfo{dir: dir, name: f.Name.Name}
			byDir[dir] = pi
		}
		collect(pi, f, p)
		if isCommand(dir) && f.Name.Name == "main" {
			m.usage = append(m.usage, usageLines(f, path.Base(dir), p)...)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, pi := range byDir {
		slices.SortFunc(pi.funcs, func(a, b decl) int { return strings.Compare(a.name, b.name) })
		slices.SortFunc(pi.types, func(a, b decl) int { return strings.Compare(a.name, b.name) })
		slices.Sort(pi.schemas)
		pi.schemas = slices.Compact(pi.schemas)
		m.pkgs = append(m.pkgs, pi)
	}
	slices.SortFunc(m.pkgs, func(a, b *pkgInfo) int {
		if (a.dir == ".") != (b.dir == ".") {
			if a.dir == "." {
				return -1
			}
			return 1
		}
		return strings.Compare(a.dir, b.dir)
	})
	return m, nil
}

var deviationRow = regexp.MustCompile(`(?m)^\| *[0-9]+ *\|`)

func parseGoMod(m *module, s string) {
	inRequire := false
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "module "):
			m.path = strings.Trim(strings.TrimSpace(l[len("module "):]), `"`)
		case strings.HasPrefix(l, "go "):
			m.goVersion = strings.TrimSpace(l[len("go "):])
		case l == "require (":
			inRequire = true
		case inRequire && l == ")":
			inRequire = false
		case inRequire && l != "" && !strings.Contains(l, "// indirect"):
			m.direct = append(m.direct, strings.Fields(l)[0])
		case strings.HasPrefix(l, "require ") && !strings.Contains(l, "// indirect") && !strings.HasSuffix(l, "("):
			m.direct = append(m.direct, strings.Fields(l)[1])
		}
	}
	slices.Sort(m.direct)
}

var docPkg = new(doc.Package)

func synopsis(text string) string {
	return docPkg.Synopsis(text)
}

func collect(pi *pkgInfo, f *ast.File, file string) {
	if f.Doc != nil && pi.synopsis == "" {
		pi.synopsis = synopsis(f.Doc.Text())
		pi.docFile = file
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil && d.Name.IsExported() {
				pi.funcs = append(pi.funcs, decl{name: d.Name.Name, file: file, synopsis: synopsis(d.Doc.Text())})
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok && ts.Name.IsExported() {
					text := d.Doc.Text()
					if ts.Doc != nil {
						text = ts.Doc.Text()
					}
					pi.types = append(pi.types, decl{name: ts.Name.Name, file: file, synopsis: synopsis(text)})
				}
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		cl, ok := n.(*ast.CompositeLit)
		if !ok || !isMetaType(cl.Type) {
			return true
		}
		for _, e := range cl.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Schema" {
				if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil && s != "" {
						pi.schemas = append(pi.schemas, s)
					}
				}
			}
		}
		return true
	})
}

// isMetaType reports whether a composite literal's type is codec.Meta[T]
// (the registration of a document type and its schema name).
func isMetaType(t ast.Expr) bool {
	ix, ok := t.(*ast.IndexExpr)
	if !ok {
		return false
	}
	sel, ok := ix.X.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Meta"
}

// usageLines reads the command lines of a `usage` string constant: lines
// "  PROG NAME …  description", with a following line continuing an empty
// description.
func usageLines(f *ast.File, prog, file string) []command {
	var out []command
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if n.Name != "usage" || i >= len(vs.Values) {
					continue
				}
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				text, err := strconv.Unquote(lit.Value)
				if err != nil {
					continue
				}
				for _, c := range parseUsage(text, prog) {
					c.prog, c.file = prog, file
					out = append(out, c)
				}
			}
		}
	}
	return out
}

var usageSplit = regexp.MustCompile(`\s{2,}`)

func parseUsage(text, prog string) []command {
	var out []command
	for _, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if rest, ok := strings.CutPrefix(t, prog+" "); ok && strings.TrimSpace(rest) != "" {
			name := strings.Fields(rest)[0]
			parts := usageSplit.Split(t, 2)
			desc := ""
			if len(parts) == 2 {
				desc = parts[1]
			}
			out = append(out, command{name: name, text: desc})
			continue
		}
		if t != "" && len(out) > 0 && out[len(out)-1].text == "" {
			out[len(out)-1].text = t
		}
	}
	return out
}

// newerVersion reports whether the major.minor.patch version a is above b
// (parts compared as numbers; a version that does not parse is not newer).
func newerVersion(a, b string) bool {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	if len(pa) != 3 || len(pb) != 3 {
		return false
	}
	for i := range pa {
		x, errA := strconv.Atoi(pa[i])
		y, errB := strconv.Atoi(pb[i])
		if errA != nil || errB != nil {
			return false
		}
		if x != y {
			return x > y
		}
	}
	return false
}
