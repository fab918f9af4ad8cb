package codec_test

import (
	"go/ast"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	_ "github.com/hounfour-go/hounfour/schemas" // every document type registered
)

// TestSparesMatchReusePtr holds the members a view-mode decode keeps
// spares of to the generated decoders: every pointer member a generated
// decoder fills with codec.ReusePtr has its spare recorded (unless the
// type's spares are full), and every pointer member recorded is one a
// generated decoder fills with ReusePtr (a pointer to a string, a
// vocabulary value, a boolean or a number is stored by NewString or
// NewScalar, which take no spare: recording one is work for nothing).
func TestSparesMatchReusePtr(t *testing.T) {
	const module = "github.com/hounfour-go/hounfour"
	spares := codec.SpareMembers()
	reused := map[string][]string{} // type → members filled with ReusePtr
	files := eachModuleFile(t, func(name string) bool { return strings.HasPrefix(name, "zz_") }, func(path string, f *ast.File) {
		pkg := module
		if dir := filepath.ToSlash(filepath.Dir(path)); dir != "../.." {
			pkg += "/" + strings.TrimPrefix(dir, "../../")
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || !strings.HasPrefix(fn.Name.Name, "codecDecode") || len(fn.Type.Params.List) != 2 {
				continue
			}
			star, ok := fn.Type.Params.List[1].Type.(*ast.StarExpr)
			if !ok {
				continue
			}
			typ, ok := star.X.(*ast.Ident)
			if !ok {
				continue
			}
			key := pkg + "." + typ.Name
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) != 2 {
					return true
				}
				ix, ok := call.Fun.(*ast.IndexExpr)
				if !ok {
					return true
				}
				if sel, ok := ix.X.(*ast.SelectorExpr); !ok || sel.Sel.Name != "ReusePtr" {
					return true
				}
				off, ok := call.Args[1].(*ast.CallExpr)
				if !ok || len(off.Args) != 1 {
					t.Errorf("%s: %s: ReusePtr's offset is not unsafe.Offsetof(v.Member)", path, fn.Name.Name)
					return true
				}
				member, ok := off.Args[0].(*ast.SelectorExpr)
				if !ok {
					t.Errorf("%s: %s: ReusePtr's offset is not unsafe.Offsetof(v.Member)", path, fn.Name.Name)
					return true
				}
				reused[key] = append(reused[key], member.Sel.Name)
				return true
			})
		}
	})
	if files == 0 || len(reused) == 0 {
		t.Fatalf("%d generated files, %d types with ReusePtr members: the scan found nothing", files, len(reused))
	}
	for typ, members := range reused {
		s, ok := spares[typ]
		if !ok {
			t.Errorf("%s: a generated decoder fills pointer members with ReusePtr but the type is not planned", typ)
			continue
		}
		for _, m := range members {
			if !slices.Contains(s.Names, m) && !s.Full {
				t.Errorf("%s.%s: filled with ReusePtr, but no spare is kept for it", typ, m)
			}
		}
	}
	t.Logf("%d generated files, %d types with ReusePtr members", files, len(reused))
	for typ, s := range spares {
		if !s.Generated {
			continue // spares are taken for a generated decoder only
		}
		for _, m := range s.Pointers {
			if !slices.Contains(reused[typ], m) {
				t.Errorf("%s.%s: a spare is kept for this pointer member, but no generated decoder fills it with ReusePtr", typ, m)
			}
		}
	}
}
