package codec

// BadMemberPaths runs the generated decoder of v's type (a pointer to a
// struct that has one) on data under the limits l (zero fields: the
// defaults) and the contract c and, when it accepts the document but for
// the one member of the object at the top whose text failed to parse,
// returns the violations badMember gives under Decode and those the reflective path's
// walk (badMemberWalk, its oracle) gives, on the same decoded value, with
// bad true.
func BadMemberPaths(data []byte, v any, l Limits, c Version) (fast, slow []Violation, bad bool) {
	ensureGenerated()
	pl, p, err := target(v)
	if err != nil || pl.gen.fn == nil || pl.kind != kStruct {
		return nil, nil, false
	}
	lim := l.resolved()
	d := decoders.Get().(*decoder)
	defer decoders.Put(d)
	pl.gen.zero(p)
	ok := runGenerated(d, pl.gen, data, p, &lim, c.Or(), false)
	if !ok || !d.lx.isBad {
		return nil, nil, false
	}
	v1, name := d.lx.bad, d.lx.badTop
	d.lx.isBad, d.lx.bad, d.lx.badTop = false, Violation{}, ""
	fast = badMember(&d.w, v1, name, pl, p, false, &lim, c.Or())
	v1.Path = topPointer(name)
	slow = badMemberWalk(v1, pl, p, false, &lim, c.Or())
	return fast, slow, true
}

// BadMemberWalks reports whether badMember takes the walk of an accepted
// value (not the object's rules alone) for a value of v's type.
func BadMemberWalks(v any) bool {
	ensureGenerated()
	pl, _, err := target(v)
	return err == nil && pl.kind == kStruct && !pl.noRules && !pl.rootRules && len(pl.fields) <= 64
}
