package butterfreezone

import (
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
func Resolve(fsys fs.FS, r Reference) error {
	p := path.Clean(r.File)
	if !fs.ValidPath(p) {
		return ErrFileMissing
	}
	st, err := fs.Stat(fsys, p)
	if err != nil || st.IsDir() {
		return ErrFileMissing
	}
	if st.Size() > maxSourceSize {
		return ErrSymbolMissing
	}
	src, err := fs.ReadFile(fsys, p)
	if err != nil {
		return ErrFileMissing
	}
	if n, ok := strings.CutPrefix(r.Symbol, "L"); ok {
		if i, err := strconv.Atoi(n); err == nil {
			lines := strings.Count(string(src), "\n")
			if len(src) > 0 && src[len(src)-1] != '\n' {
				lines++
			}
			if i < 1 || i > lines {
				return ErrSymbolMissing
			}
			return nil
		}
	}
	if !strings.HasSuffix(p, ".go") {
		if strings.Contains(string(src), r.Symbol) {
			return nil
		}
		return ErrSymbolMissing
	}
	f, err := parser.ParseFile(token.NewFileSet(), p, src, parser.SkipObjectResolution)
	if err != nil {
		return ErrSymbolMissing
	}
	if declares(f, r.Symbol) {
		return nil
	}
	return ErrSymbolMissing
}

func declares(f *ast.File, symbol string) bool {
	recv, name, isMethod := strings.Cut(symbol, ".")
	if !isMethod {
		name, recv = recv, ""
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.Name == name && receiver(d) == recv {
				return true
			}
		case *ast.GenDecl:
			if isMethod {
				continue
			}
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.Name == name {
						return true
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.Name == name {
							return true
						}
					}
				}
			}
		}
	}
	return false
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
