package codec_test

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// TestMetaConstraintIsRules holds every Meta literal of the module that
// sets Constraint to what the field declares: its Rules is exactly
// func(x *T, r *codec.Rules) { constraintrt.Apply(Constraint, x, r) }, or
// with ConstraintNative set to the variable v, exactly
// func(x *T, r *codec.Rules) { constraintrt.Apply(Constraint, x, r, v...) },
// so skipping the rules when the constraint file passes skips nothing
// else.
// It also requires the field on every Meta whose Rules has that form, so
// the declarations cannot fall behind the registrations.
func TestMetaConstraintIsRules(t *testing.T) {
	marked := 0
	eachModuleFile(t, func(name string) bool { return !strings.HasSuffix(name, "_test.go") }, func(path string, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			cl, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			ix, ok := cl.Type.(*ast.IndexExpr)
			if !ok {
				return true
			}
			if sel, ok := ix.X.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Meta" {
				return true
			}
			var rules, constraint, native ast.Expr
			for _, el := range cl.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					switch k, _ := kv.Key.(*ast.Ident); {
					case k == nil:
					case k.Name == "Rules":
						rules = kv.Value
					case k.Name == "Constraint":
						constraint = kv.Value
					case k.Name == "ConstraintNative":
						native = kv.Value
					}
				}
			}
			applied, natives, onlyApply := applyOnly(rules)
			switch {
			case constraint != nil && onlyApply && natives != identName(native):
				t.Errorf("%s: Meta ConstraintNative is not %q, the native ids its Rules passes", path, natives)
			case constraint == nil && onlyApply:
				t.Errorf("%s: Meta whose Rules is only the constraint file of %q without Constraint", path, applied)
			case constraint == nil:
			case !onlyApply:
				t.Errorf("%s: Meta with Constraint whose Rules is not only constraintrt.Apply", path)
			default:
				s := ""
				if bl, ok := constraint.(*ast.BasicLit); ok && bl.Kind == token.STRING {
					s, _ = strconv.Unquote(bl.Value)
				}
				if s != applied {
					t.Errorf("%s: Meta Constraint is not %q, the schema its Rules applies", path, applied)
				}
				marked++
			}
			return true
		})
	})
	if marked == 0 {
		t.Fatal("no Meta declares Constraint")
	}
}

// identName returns the name of e when it is an identifier, else "".
func identName(e ast.Expr) string {
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// applyOnly reports whether e is func(x *T, r *codec.Rules) {
// constraintrt.Apply("schema", x, r) } or func(x *T, r *codec.Rules) {
// constraintrt.Apply("schema", x, r, native...) } with native a variable,
// and the schema and the variable's name ("" for none).
func applyOnly(e ast.Expr) (schema, native string, ok bool) {
	fl, ok := e.(*ast.FuncLit)
	if !ok || len(fl.Type.Params.List) != 2 || len(fl.Body.List) != 1 {
		return "", "", false
	}
	ps := fl.Type.Params.List
	if len(ps[0].Names) != 1 || len(ps[1].Names) != 1 {
		return "", "", false
	}
	x, r := ps[0].Names[0].Name, ps[1].Names[0].Name
	es, ok := fl.Body.List[0].(*ast.ExprStmt)
	if !ok {
		return "", "", false
	}
	call, ok := es.X.(*ast.CallExpr)
	if !ok || !(len(call.Args) == 3 && !call.Ellipsis.IsValid() || len(call.Args) == 4 && call.Ellipsis.IsValid()) {
		return "", "", false
	}
	if len(call.Args) == 4 {
		if native = identName(call.Args[3]); native == "" {
			return "", "", false
		}
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Apply" {
		return "", "", false
	}
	if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "constraintrt" {
		return "", "", false
	}
	bl, ok := call.Args[0].(*ast.BasicLit)
	if !ok || bl.Kind != token.STRING {
		return "", "", false
	}
	schema, err := strconv.Unquote(bl.Value)
	if err != nil {
		return "", "", false
	}
	if a, ok := call.Args[1].(*ast.Ident); !ok || a.Name != x {
		return "", "", false
	}
	if a, ok := call.Args[2].(*ast.Ident); !ok || a.Name != r {
		return "", "", false
	}
	return schema, native, true
}
