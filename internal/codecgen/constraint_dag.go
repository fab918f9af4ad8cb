package codecgen

import (
	"fmt"
	"hash/fnv"
	"reflect"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// dagCall writes is_valid_dag(items, id, ref…): false when the id or a
// reference argument is not a string; true when items is never an array;
// on a slice member of closed structs, constraintrt.DAGValid with the
// readers of the id member and the reference paths (constraintrt.DAGOps).
// The id and reference arguments must be string constants.
func (w *exprWriter) dagCall(n *rt.Node) val {
	w.cost++
	args := make([]val, len(n.Args))
	for i, a := range n.Args {
		args[i] = w.node(a)
	}
	for _, a := range args {
		w.chargeSize(a)
	}
	names := make([]string, 0, len(args)-1)
	for _, a := range args[1:] {
		if a.c == nil {
			decline() // a string known only at run time
		}
		if a.c.kind != rt.LitString {
			return boolVal("false")
		}
		names = append(names, a.c.s)
	}
	items := args[0]
	if items.pres == "false" || items.class != 'x' {
		return boolVal("true") // nothing, or never an array
	}
	info := codec.GenInfo(items.t)
	switch info.Kind {
	case codec.GenStruct, codec.GenMap:
		return boolVal("true") // an object
	case codec.GenSlice:
	default:
		decline()
	}
	elem := codec.GenInfo(info.Elem)
	if elem.Kind != codec.GenStruct || elem.Open || elem.Custom {
		decline()
	}
	ops := w.dagOps(info.Elem, names[0], names[1:])
	r := w.newVar("r")
	if items.pres == "true" && items.safe {
		w.p("%s := constraintrt.DAGValid(&%s, true, &%s)", r, items.v, ops)
		return boolVal(r)
	}
	w.p("%s := true", r)
	w.p("if %s {", items.pres)
	w.p("%s = constraintrt.DAGValid(&%s, true, &%s)", r, items.v, ops)
	w.p("}")
	return boolVal(r)
}

// dagOps declares the constraintrt.DAGOps of item type t for the id member
// and reference paths, and returns its name.
func (w *exprWriter) dagOps(t reflect.Type, id string, refs []string) string {
	tn, ok := w.typeName(t)
	if !ok {
		decline()
	}
	h := fnv.New32a()
	fmt.Fprintf(h, "%q %q", id, refs)
	name := fmt.Sprintf("constraintsDAGOps%s%08x", strings.NewReplacer(".", "", "[", "", "]", "", "*", "").Replace(tn), h.Sum32())
	if !w.declare(name) {
		return name
	}
	// The id: a member name (not a path), a string when present.
	idFn := "func(*" + tn + ") (string, bool) { return \"\", false }"
	if f, ok := fieldOf(t, id); ok {
		v := w.itemValue(t, []step{{name: f.Name, index: -1}})
		switch {
		case v.class == 's' && v.pres == "true":
			idFn = "func(n *" + tn + ") (string, bool) { return " + v.v + ", true }"
		case v.class == 's':
			idFn = "func(n *" + tn + ") (string, bool) {\nif " + v.pres + " {\nreturn " + v.v + ", true\n}\nreturn \"\", false\n}"
		}
	}
	var sb strings.Builder
	for _, ref := range refs {
		sb.WriteString(w.refReader(t, tn, ref) + ",\n")
	}
	fmt.Fprintf(&w.decls, "\n// %s reads the id %q and the references %q of %s (is_valid_dag).\n", name, id, refs, tn)
	fmt.Fprintf(&w.decls, "var %s = constraintrt.DAGOps[%s]{\nID: %s,\nRefs: []func(*%s) (string, uint8){\n%s},\n}\n",
		name, tn, idFn, tn, sb.String())
	return name
}

// refReader writes the reader of the reference path ref of item type t
// (named tn), as ExtractPath reads it: member names through objects only;
// a malformed path, an array or a scalar on the way reads nothing.
func (w *exprWriter) refReader(t reflect.Type, tn, ref string) string {
	none := "func(*" + tn + ") (string, uint8) { return \"\", constraintrt.RefNone }"
	if ref == "" || strings.ContainsAny(ref, "[]") || strings.HasPrefix(ref, ".") || strings.HasSuffix(ref, ".") ||
		strings.Contains(ref, "..") {
		return none
	}
	var steps []step
	cur := t
	for _, seg := range strings.Split(ref, ".") {
		for codec.GenInfo(cur).Kind == codec.GenPtr {
			cur = codec.GenInfo(cur).Elem
		}
		info := codec.GenInfo(cur)
		switch info.Kind {
		case codec.GenStruct:
		case codec.GenMap, codec.GenRaw, codec.GenObject, codec.GenForeign:
			decline()
		default:
			return none // an array or a scalar has no members
		}
		if info.Custom {
			decline()
		}
		f, ok := fieldOf(cur, seg)
		if !ok {
			if info.Open {
				decline()
			}
			return none
		}
		steps = append(steps, step{name: seg, index: -1})
		cur = f.Type
	}
	v := w.itemValue(t, steps)
	if v.pres == "false" && v.null == "false" {
		return none
	}
	switch v.class {
	case 's':
		if v.pres == "true" {
			return "func(n *" + tn + ") (string, uint8) { return " + v.v + ", constraintrt.RefString }"
		}
		return "func(n *" + tn + ") (string, uint8) {\nif " + v.pres + " {\nreturn " + v.v +
			", constraintrt.RefString\n}\nreturn \"\", constraintrt.RefNone\n}"
	case 'n', 'b', 'x':
		if v.pres == "true" {
			return "func(*" + tn + ") (string, uint8) { return \"\", constraintrt.RefOther }"
		}
		return "func(n *" + tn + ") (string, uint8) {\nif " + v.pres +
			" {\nreturn \"\", constraintrt.RefOther\n}\nreturn \"\", constraintrt.RefNone\n}"
	}
	decline()
	return ""
}

// itemValue is the val of the member path steps of an item n of type t.
func (w *exprWriter) itemValue(t reflect.Type, steps []step) val {
	iw := &exprWriter{funcWriter: w.funcWriter}
	v := iw.value(iw.navigate(access{expr: "n", t: t, null: "false"}, steps))
	if iw.b.Len() > 0 {
		decline() // statements: a record on the way
	}
	return v
}
