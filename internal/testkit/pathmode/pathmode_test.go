package pathmode_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// TestClaim: a claimed test switches the mode, In and Reference switch
// back to the mode in force (nested too), and the end of the test restores
// ModeFast.
func TestClaim(t *testing.T) {
	t.Run("claimed", func(t *testing.T) {
		paths := pathmode.Claim(t)
		paths.Reference(func() {
			if m := codec.CurrentMode(); m != codec.ModeReference {
				t.Errorf("in Reference: mode %v", m)
			}
			paths.In(codec.ModeReflect, func() {
				if m := codec.CurrentMode(); m != codec.ModeReflect {
					t.Errorf("in In(ModeReflect): mode %v", m)
				}
			})
			if m := codec.CurrentMode(); m != codec.ModeReference {
				t.Errorf("after a nested In: mode %v, want reference", m)
			}
		})
		if m := codec.CurrentMode(); m != codec.ModeFast {
			t.Errorf("after Reference: mode %v, want fast", m)
		}
		paths.Set(codec.ModeReference)
	})
	if m := codec.CurrentMode(); m != codec.ModeFast {
		t.Errorf("after the claiming test: mode %v, want fast", m)
	}
}

// TestClaimRefusesParallel: Claim in a parallel test panics, and so does
// t.Parallel in a claimed test.
func TestClaimRefusesParallel(t *testing.T) {
	panics := func(name string, f func(t *testing.T)) {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f(t)
		})
	}
	panics("Parallel after Claim", func(t *testing.T) {
		pathmode.Claim(t)
		t.Parallel()
	})
	t.Run("group", func(t *testing.T) {
		t.Run("Claim after Parallel", func(t *testing.T) {
			t.Parallel()
			defer func() {
				if recover() == nil {
					t.Error("Claim in a parallel test: no panic")
				}
			}()
			pathmode.Claim(t)
		})
	})
}

// TestOnlyClaimedTestsSwitch: no code of the module switches the paths but
// this package and the codec's own tests, and these only in a function
// that claims them (claimPaths): every other test sees ModeFast and may
// run in parallel.
func TestOnlyClaimedTestsSwitch(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	switches := map[string]bool{"SetMode": true, "SetReference": true}
	files := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		dir := filepath.ToSlash(filepath.Dir(rel))
		test := strings.HasSuffix(rel, "_test.go")
		if dir == "internal/testkit/pathmode" || dir == "internal/codec" && !test {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files++
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			var calls []string
			claims := false
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				name := ""
				switch f := call.Fun.(type) {
				case *ast.Ident:
					if dir == "internal/codec" {
						name = f.Name
					}
				case *ast.SelectorExpr:
					if x, ok := f.X.(*ast.Ident); ok && x.Name == "codec" {
						name = f.Sel.Name
					}
				}
				if switches[name] {
					calls = append(calls, name)
				}
				if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "claimPaths" && dir == "internal/codec" && test {
					claims = true
				}
				return true
			})
			if len(calls) > 0 && !claims && !(fn.Name.Name == "claimPaths" && dir == "internal/codec" && test) {
				t.Errorf("%s: %s calls codec.%s: switch the paths through pathmode.Claim", rel, fn.Name.Name, calls[0])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("only %d files read", files)
	}
}
