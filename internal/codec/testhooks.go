package codec

import (
	"reflect"
	"slices"
)

// Hooks for the tests that compare the generated decoders and encoders
// with the reflective reference (package schemas): nothing else calls
// them.

// GeneratedTypes returns every type with a generated decoder (for tests).
func GeneratedTypes() []reflect.Type {
	ensureGenerated()
	genMu.Lock()
	defer genMu.Unlock()
	var out []reflect.Type
	for t, g := range genDecoders {
		if g.fn != nil {
			out = append(out, t)
		}
	}
	return out
}

// HasDecoder reports whether t has a generated decoder (for tests).
func HasDecoder(t reflect.Type) bool {
	ensureGenerated()
	return decoderSlot(t).fn != nil
}

// GeneratedAccepts reports whether the generated decoder of v's type (v a
// non-nil pointer) accepts data under the default limits, decoding it into
// *v (for tests: the accept rate of the fast path).
func GeneratedAccepts(data []byte, v any) bool { return GeneratedAcceptsIn(data, v, DefaultContract) }

// GeneratedAcceptsIn is GeneratedAccepts under the contract c (zero:
// DefaultContract).
func GeneratedAcceptsIn(data []byte, v any, c Version) bool {
	ok, _ := generatedAccepts(data, v, c)
	return ok
}

// GeneratedAcceptsAllIn is GeneratedAcceptsIn, false also when a member
// failed to parse: true for a document whose every member passed its own
// checks, of which only the rules remain (Rules.Accepted).
func GeneratedAcceptsAllIn(data []byte, v any, c Version) bool {
	ok, bad := generatedAccepts(data, v, c)
	return ok && !bad
}

// generatedAccepts is GeneratedAcceptsIn; bad tells whether a member failed
// to parse (the decode then takes the walk).
func generatedAccepts(data []byte, v any, c Version) (ok, bad bool) {
	ensureGenerated()
	if _, custom := v.(Custom); custom {
		return false, false
	}
	pl, p, err := target(v)
	if err != nil || pl.gen.fn == nil {
		return false, false
	}
	reflect.NewAt(pl.t, p).Elem().SetZero()
	l := DefaultLimits()
	d := decoders.Get().(*decoder)
	ok = runGenerated(d, pl.gen, data, p, &l, c.Or(), false)
	bad = d.lx.isBad
	d.lx.isBad, d.lx.bad = false, Violation{}
	decoders.Put(d)
	return ok, bad
}

// AcceptedConstraintPasses decodes data into v (a non-nil pointer) with
// its type's generated decoder under the contract c (zero:
// DefaultContract) and the limits l (zero fields: the defaults). When the
// decoder accepts it with every member passing its checks (ok), it returns
// what the Meta.Constraint shortcut of an accepted document says (passes:
// the rules have nothing to report; false for a type without the
// shortcut) and the violations of the rules walk that the shortcut skips
// (for tests: the shortcut against the walk), the walk asking the
// shortcut but running the rules as they are when it says no; and rules,
// the violations of the accepted document's rules as a decode finds them
// (the shortcut, then the rules continued from where its run stopped).
func AcceptedConstraintPasses(data []byte, v any, c Version, l Limits) (ok, passes bool, walk, rules []Violation) {
	ensureGenerated()
	if _, custom := v.(Custom); custom {
		return false, false, nil, nil
	}
	pl, p, err := target(v)
	if err != nil || pl.gen.fn == nil || pl.kind != kStruct {
		return false, false, nil, nil
	}
	reflect.NewAt(pl.t, p).Elem().SetZero()
	l = l.resolved()
	c = c.Or()
	d := decoders.Get().(*decoder)
	defer decoders.Put(d)
	ok = runGenerated(d, pl.gen, data, p, &l, c, false)
	bad := d.lx.isBad
	d.lx.isBad, d.lx.bad, d.lx.badTop = false, Violation{}, ""
	if !ok || bad {
		return false, false, nil, nil
	}
	var stop ConstraintStop
	passes = pl.rootRules && pl.meta.passes != nil && pl.meta.passes(p, c, l.EvalBudget, l.shapeWithinDefaults(), &stop)
	if !pl.noRules {
		d.w.reset()
		walk = slices.Clone(acceptedWalk(&d.w, pl, p, &l, c, nil))
	}
	rules = slices.Clone(acceptedRules(&d.w, pl, p, false, &l, c, nil))
	return true, passes, walk, rules
}

// HasEncoder reports whether a generated encoder is registered for t (T or
// *T).
func HasEncoder(t reflect.Type) bool { return generated(t) != nil }
