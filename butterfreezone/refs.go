package butterfreezone

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Reference is a `file:symbol` or `file:L<line>` code span.
type Reference struct {
	File, Symbol string
	Line         int // the line of the document it is on
}

// reference matches the text of a code span that is a reference: a path
// with an extension, a colon, and an identifier, Type.Member or L<digits>.
var reference = regexp.MustCompile(`^([A-Za-z0-9_./-]+\.[A-Za-z0-9]+):((?:[A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z_][A-Za-z0-9_]*)?|L[0-9]+)$`)

// References returns the references among the document's code spans. Spans
// holding "//" (URLs) are not references.
func (d *Document) References() []Reference {
	var out []Reference
	for _, s := range d.Spans {
		if strings.Contains(s.Text, "//") {
			continue
		}
		if m := reference.FindStringSubmatch(s.Text); m != nil {
			out = append(out, Reference{File: m[1], Symbol: m[2], Line: s.Line})
		}
	}
	return out
}

// Errors of Resolve.
var (
	ErrFileMissing   = errors.New("referenced file missing")
	ErrSymbolMissing = errors.New("symbol not found")
)

// maxSourceSize bounds the files Resolve reads.
const maxSourceSize = 4 << 20

// Resolve checks a reference against the tree: the file must exist
// (ErrFileMissing otherwise); L<n> must be a line of it; in a Go file the
// symbol must be a top-level func, type, var or const, or Type.Method; in
// another file the symbol's text must occur. A symbol that does not
// resolve is ErrSymbolMissing.
func Resolve(fsys fs.FS, r Reference) error { return newResolver(fsys).resolve(r) }

// resolver resolves references against one tree, reading and parsing each
// file once.
type resolver struct {
	fsys  fs.FS
	files map[string]*source
}

// source is what the references to one file need of it.
type source struct {
	err   error           // ErrFileMissing or ErrSymbolMissing for every symbol, or nil
	lines int             // its number of lines
	decls map[string]bool // a Go file: its top-level names and Type.Method
	text  string          // another file: its text
}

func newResolver(fsys fs.FS) *resolver { return &resolver{fsys: fsys, files: map[string]*source{}} }

func (rs *resolver) resolve(r Reference) error {
	p := path.Clean(r.File)
	if !fs.ValidPath(p) {
		return ErrFileMissing
	}
	src := rs.files[p]
	if src == nil {
		src = load(rs.fsys, p)
		rs.files[p] = src
	}
	if src.err != nil {
		return src.err
	}
	if n, ok := strings.CutPrefix(r.Symbol, "L"); ok {
		if i, err := strconv.Atoi(n); err == nil {
			if i < 1 || i > src.lines {
				return ErrSymbolMissing
			}
			return nil
		}
	}
	if src.decls != nil && src.decls[r.Symbol] || src.decls == nil && strings.Contains(src.text, r.Symbol) {
		return nil
	}
	return ErrSymbolMissing
}

// load reads the file p of fsys.
func load(fsys fs.FS, p string) *source {
	st, err := fs.Stat(fsys, p)
	if err != nil || st.IsDir() {
		return &source{err: ErrFileMissing}
	}
	if st.Size() > maxSourceSize {
		return &source{err: ErrSymbolMissing}
	}
	b, err := fs.ReadFile(fsys, p)
	if err != nil {
		return &source{err: ErrFileMissing}
	}
	src := &source{lines: bytes.Count(b, []byte("\n"))}
	if len(b) > 0 && b[len(b)-1] != '\n' {
		src.lines++
	}
	if !strings.HasSuffix(p, ".go") {
		src.text = string(b)
		return src
	}
	f, err := parser.ParseFile(token.NewFileSet(), p, b, parser.SkipObjectResolution)
	if err != nil {
		// Line references still resolve; symbols do not.
		src.decls = map[string]bool{}
		return src
	}
	src.decls = declarations(f)
	return src
}

// declarations returns the top-level names a Go file declares: funcs,
// types, vars and consts by name, methods as Type.Method.
func declarations(f *ast.File) map[string]bool {
	out := map[string]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if recv := receiver(d); recv != "" {
				out[recv+"."+d.Name.Name] = true
			} else {
				out[d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					out[s.Name.Name] = true
				case *ast.ValueSpec:
					for _, n := range s.Names {
						out[n.Name] = true
					}
				}
			}
		}
	}
	return out
}

// receiver returns the receiver's type name of a method ("" for a func).
func receiver(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return ""
	}
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch t := t.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.IndexExpr:
		if id, ok := t.X.(*ast.Ident); ok {
			return id.Name
		}
	case *ast.IndexListExpr:
		if id, ok := t.X.(*ast.Ident); ok {
			return id.Name
		}
	}
	return ""
}
