package constraint

import "errors"

// Native checks: the strategies of the package documentation, each an
// expression node evaluated on the document's value model.

// nativePrefix starts an expression that names a native check.
const nativePrefix = "native:"

// ErrNotEvaluated is matched by the error of a skipped native constraint:
// one whose native check the library does not evaluate.
var ErrNotEvaluated = errors.New("constraint: native check not evaluated")

// NativeError says why the library does not evaluate a constraint's native
// check. It matches ErrNotEvaluated.
type NativeError struct {
	// Strategy is the native check's name.
	Strategy string
	// Reason says why it is not evaluated.
	Reason string
}

// Error returns "native check <strategy> not evaluated: <reason>".
func (e *NativeError) Error() string {
	return "native check " + e.Strategy + " not evaluated: " + e.Reason
}

// Is reports whether target is ErrNotEvaluated.
func (e *NativeError) Is(target error) bool { return target == ErrNotEvaluated }

// nativeReasons are the strategies the library knows but does not
// evaluate, with the reason.
var nativeReasons = map[string]string{
	"conditional_threshold": "it applies only in some states of the resource, and the constrained document " +
		"does not hold the resource's current state",
	"composite_key_uniqueness": "not implemented by this version of the library",
	"hash_chain_verification":  "not implemented by this version of the library",
	"open_enum_validation":     "not implemented by this version of the library",
}

// nativeCheck returns the check of the native constraint c as an
// expression the evaluator runs, or nil and the reason it is not
// evaluated.
func nativeCheck(c *Constraint) (*Expr, error) {
	skip := func(reason string) (*Expr, error) {
		return nil, &NativeError{Strategy: c.Strategy, Reason: reason}
	}
	if reason, ok := nativeReasons[c.Strategy]; ok {
		return skip(reason)
	}
	var params Value
	if c.NativeEnforcement != nil {
		params, _ = DecodeJSON(c.NativeEnforcement)
	}
	str := func(name string) (string, bool) {
		v, _ := params.Get(name)
		return v.s, v.k == KindString && v.s != ""
	}
	need := func(names ...string) ([]string, bool) {
		out := make([]string, len(names))
		for i, n := range names {
			s, ok := str(n)
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	}
	var n node
	var reads []string
	switch c.Strategy {
	case "membership_check", "subset_check":
		p, ok := need("field", "scope", "lookup_key")
		if !ok {
			return skip("it needs the string members field, scope and lookup_key")
		}
		n, reads = &nativeMember{subset: c.Strategy == "subset_check", field: p[0], scope: p[1], key: p[2]}, p[:2]
	case "reference_check":
		p, ok := need("scope", "reference_scope", "lookup_key")
		fs, _ := params.Get("fields")
		var fields []string
		list, _ := elements(fs)
		for _, f := range list {
			if f.k != KindString {
				ok = false
			}
			fields = append(fields, f.s)
		}
		if !ok || fs.k != KindArray {
			return skip("it needs an array of strings fields and the string members scope, reference_scope and lookup_key")
		}
		n, reads = &nativeReference{fields: fields, scope: p[0], refScope: p[1], key: p[2]}, p[:2]
	case "state_machine_validation":
		p, ok := need("state_field", "machine_field")
		if !ok {
			return skip("it needs the string members state_field and machine_field")
		}
		n, reads = &nativeState{state: p[0], machine: p[1]}, p
	case "monotonic_surface_expansion":
		if c.NativeEnforcement != nil {
			return skip("it takes no parameters")
		}
		n, reads = nativeMonotonic{}, []string{"surfaces"}
	default:
		return skip("the library knows no native check of this name")
	}
	var rs []string
	for _, r := range reads {
		rs = appendNew(rs, r)
	}
	return &Expr{src: c.Expression, root: n, reads: rs}, nil
}

// names collects the string members key of the object elements of the
// array v, charging a step per element; false when the budget ran out.
func (e *env) names(v Value, key string) (map[string]struct{}, bool) {
	elems, _ := elements(v)
	if !e.charge(int64(len(elems))) {
		return nil, false
	}
	set := make(map[string]struct{}, len(elems))
	for _, el := range elems {
		if el.k != KindObject {
			continue
		}
		if m, ok := el.obj().get(key); ok && m.k == KindString {
			set[m.s] = struct{}{}
		}
	}
	return set, true
}

// nativeMember is membership_check and subset_check.
type nativeMember struct {
	subset            bool
	field, scope, key string
}

func (n *nativeMember) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	v := e.rootName(n.field)
	set, ok := e.names(e.rootName(n.scope), n.key)
	if !ok {
		return undefined
	}
	if !n.subset {
		_, in := set[v.s]
		return Bool(v.k == KindString && in)
	}
	elems, isArr := elements(v)
	if !isArr || !e.charge(int64(len(elems))) {
		return vFalse
	}
	for _, el := range elems {
		if _, in := set[el.s]; el.k != KindString || !in {
			return vFalse
		}
	}
	return vTrue
}

// nativeReference is reference_check.
type nativeReference struct {
	fields               []string
	scope, refScope, key string
}

func (n *nativeReference) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	set, ok := e.names(e.rootName(n.refScope), n.key)
	if !ok {
		return undefined
	}
	elems, isArr := elements(e.rootName(n.scope))
	if !isArr || !e.charge(int64(len(elems))*int64(len(n.fields))) {
		return vFalse
	}
	for _, el := range elems {
		for _, f := range n.fields {
			m := member(el, f)
			if el.k != KindObject {
				m = undefined
			}
			if _, in := set[m.s]; m.k != KindString || !in {
				return vFalse
			}
		}
	}
	return vTrue
}

// nativeState is state_machine_validation.
type nativeState struct{ state, machine string }

func (n *nativeState) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	v := e.rootName(n.state)
	machine := e.rootName(n.machine)
	if machine.k != KindObject {
		return vFalse
	}
	states, _ := machine.obj().get("states")
	set, ok := e.names(states, "name")
	if !ok {
		return undefined
	}
	_, in := set[v.s]
	return Bool(v.k == KindString && states.k == KindArray && in)
}

// nativeMonotonic is monotonic_surface_expansion.
type nativeMonotonic struct{}

// surfaceStates are the reputation states in order.
var surfaceStates = [...]string{"cold", "warming", "established", "authoritative"}

// tierRank is the rank of a rate-limit tier.
func tierRank(v Value) int {
	if v.k == KindString {
		switch v.s {
		case "standard":
			return 1
		case "extended":
			return 2
		case "unlimited":
			return 3
		}
	}
	return 0
}

func (nativeMonotonic) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	surfaces := e.rootName("surfaces")
	if surfaces.k != KindObject {
		return vFalse
	}
	var lower Value
	have := false
	for _, state := range surfaceStates {
		higher, ok := surfaces.obj().get(state)
		if !ok {
			continue
		}
		if have {
			r := e.expands(lower, higher)
			if r.k != KindBool || r.i == 0 {
				return r
			}
		}
		lower, have = higher, true
	}
	return vTrue
}

// expands reports whether the surface higher expands the surface lower.
func (e *env) expands(lower, higher Value) Value {
	if lower.k != KindObject || higher.k != KindObject {
		return vFalse
	}
	for _, list := range [...]string{"capabilities", "schemas"} {
		lo, _ := lower.obj().get(list)
		hi, _ := higher.obj().get(list)
		los, ok1 := elements(lo)
		his, ok2 := elements(hi)
		if !ok1 || !ok2 {
			return vFalse
		}
		if !e.charge(int64(len(los) + len(his))) {
			return undefined
		}
		set := setOf(his)
		for _, x := range los {
			if !set.has(x) {
				return vFalse
			}
		}
	}
	lt, _ := lower.obj().get("rate_limit_tier")
	ht, _ := higher.obj().get("rate_limit_tier")
	return Bool(tierRank(ht) >= tierRank(lt))
}
