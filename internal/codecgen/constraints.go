package codecgen

import (
	"reflect"
	"strings"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// Generated constraint evaluation. Every struct type registered under a
// schema with a shipped constraint file gets a function
//
//	func constraintsT(x *T, k int, m *constraint.GenMemo) (bool, constraint.Gen)
//
// registered with constraint.RegisterGenerated, which evaluates the
// constraints package constraint can write as Go code over the typed value
// (constraint.GoSource says which); Apply runs them through it and the
// others through their compiled form.

func init() { emitters = append(emitters, constraintEmitter) }

const constraintPath = Module + "/constraint"

func constraintEmitter(g *Gen, t reflect.Type) {
	schema := codec.SchemaName(t)
	if schema == "" || len(constraint.ForSchema(schema)) == 0 {
		return
	}
	if info := g.Info(t); info.Custom || info.Kind != codec.GenStruct || info.Open {
		return
	}
	q := ""
	if g.Pkg != constraintPath {
		q = "constraint."
	}
	names := constraint.GoNames{Constraint: q, Codec: "codec.", Math: "math.", TypeName: g.TypeName}
	src, _, ok := constraint.GoSource(schema, t, g.Unique("constraints"+ident(t.Name())), names)
	if !ok {
		return
	}
	if strings.Contains(src, "math.IsInf(") {
		g.Import("math")
	}
	if q != "" {
		g.Import(constraintPath)
	}
	g.P("%s", src)
}
