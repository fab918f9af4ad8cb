package constraint

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Paths read straight from the Go value.
//
// A path whose every step is known from the Go type (a declared member of
// a closed struct, an element of a slice, pointers followed) and whose end
// is a scalar (string, text primitive, boolean, number) is compiled into a
// navigation of the Go value (codec.Ref) that makes only the final scalar
// into a Value, without allocating for anything but a text primitive whose
// text is formatted. Its .length is read the same way from a slice or a
// string, and its comparison with null needs only whether it is null or
// absent. An .every over such a slice whose parameter is only used in such
// paths iterates the Go slice. Everything else reads the value model of the
// member (compiled.go). Both give the same values: a scalar has no
// identity, and nothing read this way is a container.

// refFn navigates to a value of the document.
type refFn func(e *env) codec.Ref

// leafUse is what a path's value is used for.
type leafUse uint8

const (
	useValue   leafUse = iota // the value itself
	useLength                 // its terminal .length
	useNullish                // only whether it is null or undefined
)

// staticPath compiles the navigation of n and returns it with the Type
// of its end; false when a step is not known from the Go type. A path
// that meets an undeclared member gives the zero Type and a navigation
// to an absent member.
func (p *program) staticPath(f *File, n *path) (refFn, codec.Type, bool) {
	var head refFn
	var t codec.Type
	switch {
	case n.param >= 0:
		t = p.refParam[n.param]
		if t == (codec.Type{}) {
			return nil, codec.Type{}, false
		}
		param := n.param
		head = func(e *env) codec.Ref { return e.refs[param] }
	default:
		s := p.slotOf(f, n.head)
		fi := p.fields[s]
		if fi < 0 || p.alias[s] {
			return nil, codec.Type{}, false
		}
		t = p.members.FieldType(fi)
		m := p.members
		head = func(e *env) codec.Ref { return m.Ref(e.typed.ptr, fi) }
	}
	nav := head
	if n.index >= 0 {
		if t.Kind() != codec.RefArray {
			return nil, codec.Type{}, false
		}
		prev, index := nav, n.index
		nav = func(e *env) codec.Ref {
			r := prev(e)
			if r.Kind() != codec.RefArray || index >= r.Len() {
				return codec.Ref{}
			}
			return r.Index(index)
		}
		t = t.Elem()
	}
	for _, s := range n.segs {
		if t.Kind() != codec.RefObject {
			return nil, codec.Type{}, false
		}
		i, ft, ok := t.Field(s)
		if !ok {
			// An undeclared member of a closed object: absent.
			return func(*env) codec.Ref { return codec.Ref{} }, codec.Type{}, true
		}
		prev := nav
		nav = func(e *env) codec.Ref {
			r := prev(e)
			if r.Kind() != codec.RefObject {
				return codec.Ref{}
			}
			return r.Field(i)
		}
		t = ft
	}
	return nav, t, true
}

// fits reports whether a path ending in a value of Type t (the zero Type:
// always absent) can be used for use from the Go value.
func fits(t codec.Type, use leafUse) bool {
	if t == (codec.Type{}) {
		return true
	}
	switch k := t.Kind(); k {
	case codec.RefOther:
		return false
	case codec.RefArray, codec.RefObject:
		return use != useValue
	}
	return true
}

// refPath compiles path node n for use from the Go value, with its
// charge; nil when it cannot be.
func (p *program) refPath(f *File, n *path, use leafUse) cfn {
	if n.length {
		use = useLength
	}
	nav, t, ok := p.staticPath(f, n)
	if !ok || !fits(t, use) {
		return nil
	}
	cost := 1 + int64(len(n.segs))
	switch use {
	case useLength:
		return func(e *env) Value {
			if !e.charge(cost) {
				return undefined
			}
			return refLength(nav(e))
		}
	case useNullish:
		return func(e *env) Value {
			if !e.charge(cost) {
				return undefined
			}
			switch nav(e).Kind() {
			case codec.RefAbsent:
				return undefined
			case codec.RefNull:
				return null
			}
			return vTrue
		}
	}
	if n.param < 0 && t != (codec.Type{}) && t.Kind() == codec.RefText {
		// A text primitive's text, read once per document.
		k := p.memoOf(n)
		return func(e *env) Value {
			if !e.charge(cost) {
				return undefined
			}
			m := &e.tstate.memo[k]
			if !m.set {
				m.v, m.set = refScalar(nav(e)), true
			}
			return m.v
		}
	}
	return func(e *env) Value {
		if !e.charge(cost) {
			return undefined
		}
		return refScalar(nav(e))
	}
}

// memoEntry is the value of a root path read once per document.
type memoEntry struct {
	v   Value
	set bool
}

// memoOf returns the number of the memo of root path n (one per spelling).
func (p *program) memoOf(n *path) int {
	key := n.head + "[" + strconv.Itoa(n.index) + "]." + strings.Join(n.segs, ".")
	if i := slices.Index(p.memos, key); i >= 0 {
		return i
	}
	p.memos = append(p.memos, key)
	return len(p.memos) - 1
}

// refScalar is the value of r, which is not a container.
func refScalar(r codec.Ref) Value {
	switch r.Kind() {
	case codec.RefNull:
		return null
	case codec.RefString:
		return String(r.Str())
	case codec.RefText:
		s, _ := r.Text() // cannot fail once the document's check passed
		return String(s)
	case codec.RefBool:
		return Bool(r.Bool())
	case codec.RefInt:
		return Number(float64(r.Int()))
	case codec.RefUint:
		return Number(float64(r.Uint()))
	case codec.RefFloat:
		return Number(r.Float())
	}
	return undefined
}

// refLength is lengthOf the value of r: a slice's length, a string's
// UTF-16 length, else 0.
func refLength(r codec.Ref) Value {
	switch r.Kind() {
	case codec.RefArray:
		return Number(float64(r.Len()))
	case codec.RefString:
		return Number(float64(codec.UTF16Len(r.Str())))
	case codec.RefText:
		s, _ := r.Text()
		return Number(float64(codec.UTF16Len(s)))
	}
	return Number(0)
}

// refEvery compiles n over the Go slice when its path is known from the
// Go type and its body uses the parameter only in paths read from the Go
// value; nil otherwise.
func (p *program) refEvery(f *File, n *every) cfn {
	if n.p.length {
		return nil
	}
	nav, t, ok := p.staticPath(f, &n.p)
	if !ok || t == (codec.Type{}) || t.Kind() != codec.RefArray {
		return nil
	}
	level := n.level
	p.refParam[level], p.refFail[level] = t.Elem(), false
	body := p.compile(f, n.body)
	failed := p.refFail[level]
	p.refParam[level], p.refFail[level] = codec.Type{}, false
	if failed {
		return nil
	}
	return func(e *env) Value {
		r := nav(e)
		switch r.Kind() {
		case codec.RefEmptyArray:
			return vTrue
		case codec.RefArray:
		default:
			return vFalse
		}
		// The parameter is read through e.refs; its value is a placeholder.
		v := e.quantify(r.Len(), level, func(i int) Value {
			e.refs[level] = r.Index(i)
			return undefined
		}, body)
		e.refs[level] = codec.Ref{}
		return v
	}
}

// refUsed records that the parameter at level is used other than in a
// path read from the Go value.
func (p *program) refUsed(level int) {
	if level >= 0 && p.refParam[level] != (codec.Type{}) {
		p.refFail[level] = true
	}
}

// nullComparand returns the operand of a comparison with the literal null
// that is a path, or nil.
func nullComparand(n *comparison) *path {
	isNull := func(x node) bool {
		l, ok := x.(*literal)
		return ok && l.v.k == KindNull
	}
	if pa, ok := n.l.(*path); ok && isNull(n.r) {
		return pa
	}
	if pa, ok := n.r.(*path); ok && isNull(n.l) {
		return pa
	}
	return nil
}

// Document-level builtins given the document under an alias.
//
// A document-level builtin called on a bare alias (saga_amount_conserved(saga))
// reads only the members its docReads lists, and returns a boolean, so no
// value of the document escapes it. The compiled call gives it an object of
// those members only, made from the slots, and charges the size of the
// whole document: the members the Go value writes.

// docCall compiles n that way when it qualifies; nil otherwise.
func (p *program) docCall(f *File, n *call) cfn {
	if !p.docCallable(f, n) {
		return nil
	}
	reads := make([]docRead, len(n.fn.docReads))
	for i, spec := range n.fn.docReads {
		name, sub := parseRead(spec)
		reads[i] = docRead{name: name, proj: p.projOf(f, name, sub)}
	}
	k := p.partials
	p.partials++
	fn, m := n.fn.fn, p.members
	arg := func(e *env) (Value, int64) {
		if !e.charge(1) { // the argument, a path of one step
			return undefined, 0
		}
		return e.typed.partial(e, k, reads), int64(m.Len(e.typed.ptr))
	}
	if n.b == nil {
		return func(e *env) Value {
			if !e.charge(1) {
				return undefined
			}
			av, size := arg(e)
			if !e.charge(size) {
				return undefined
			}
			return fn(e, av, undefined, 1)
		}
	}
	b := p.compile(f, n.b)
	return func(e *env) Value {
		if !e.charge(1) {
			return undefined
		}
		av, sa := arg(e)
		bv := b(e)
		if !e.charge(sa + size(bv)) {
			return undefined
		}
		return fn(e, av, bv, 2)
	}
}

// projCall compiles a call of a builtin with argReads on a bare root
// member whose value the Go type lets be made with only what the builtin
// reads (the builtins with argReads return booleans, so no value escapes);
// nil otherwise.
func (p *program) projCall(f *File, n *call) cfn {
	pa, ok := n.a.(*path)
	if !ok || n.fn.argReads == "" || n.b != nil || pa.param >= 0 || pa.index >= 0 || len(pa.segs) > 0 || pa.length {
		return nil
	}
	s := p.slotOf(f, pa.head)
	fi := p.fields[s]
	// An array: its size, which the call charges, is its length either way.
	if fi < 0 || p.alias[s] || p.members.FieldType(fi).Kind() != codec.RefArray {
		return nil
	}
	_, sub := parseRead(n.fn.argReads)
	k := p.projOf(f, pa.head, sub)
	fn := n.fn.fn
	return func(e *env) Value {
		if !e.charge(1) {
			return undefined
		}
		var av Value
		if e.charge(1) { // the argument, a path of one step
			av, _ = e.typed.projected(e, k)
		}
		if !e.charge(size(av)) {
			return undefined
		}
		return fn(e, av, undefined, 1)
	}
}

// docCallable reports whether n is a document-level builtin with listed
// reads called on a bare alias of f that the type does not declare.
func (p *program) docCallable(f *File, n *call) bool {
	pa, ok := n.a.(*path)
	if !ok || !n.fn.docLevel || n.fn.docReads == nil || pa.param >= 0 || pa.index >= 0 || len(pa.segs) > 0 ||
		pa.length || !slices.Contains(f.aliases, pa.head) {
		return false
	}
	return p.members.Index(pa.head) < 0
}

// aliasElsewhere reports whether n reads an alias of f other than as the
// argument of a call docCall compiles.
func (p *program) aliasElsewhere(f *File, n node) bool {
	any := func(xs ...node) bool {
		for _, x := range xs {
			if x != nil && p.aliasElsewhere(f, x) {
				return true
			}
		}
		return false
	}
	isAlias := func(param int, head string) bool { return param < 0 && slices.Contains(f.aliases, head) }
	switch n := n.(type) {
	case *notNode:
		return any(n.x)
	case *andNode:
		return any(n.xs...)
	case *orNode:
		return any(n.xs...)
	case *implies:
		return any(n.a, n.b)
	case *comparison:
		return any(n.l, n.r)
	case *path:
		return isAlias(n.param, n.head)
	case *every:
		return isAlias(n.p.param, n.p.head) || any(n.body)
	case *arrayLit:
		return any(n.elems...)
	case *call:
		if p.docCallable(f, n) {
			return any(n.b)
		}
		return any(n.a, n.b)
	case *temporal:
		return isAlias(n.p.param, n.p.head)
	}
	return false
}

// docRead is a member a document-level builtin reads, and its projection
// (projOf).
type docRead struct {
	name string
	proj int
}

// partial returns the object of the members reads, made once per
// evaluation of a document (k numbers the calls of the program).
func (t *typed) partial(e *env, k int, reads []docRead) Value {
	if v := t.partials[k]; v.k == KindObject {
		return v
	}
	var buf [8]Member
	members := buf[:0]
	for _, rd := range reads {
		if v, has := t.projected(e, rd.proj); has {
			members = append(members, Member{Name: rd.name, Value: v})
		}
	}
	v := t.builder().object(members)
	t.partials[k] = v
	return v
}

// projOf returns the number of the projection of root member name, whose
// reads (readSpec.sub) it merges with those of the other builtins reading
// the member: one value per document serves them all.
func (p *program) projOf(f *File, name string, sub []readSpec) int {
	s := p.slotOf(f, name)
	if k := slices.Index(p.projSlots, s); k >= 0 {
		p.projSpecs[k] = mergeReads(p.projSpecs[k], sub)
		return k
	}
	p.projSlots, p.projSpecs = append(p.projSlots, s), append(p.projSpecs, sub)
	return len(p.projSlots) - 1
}

// mergeReads is the union of two reads (nil: the value as a whole).
func mergeReads(a, b []readSpec) []readSpec {
	if a == nil || b == nil {
		return nil
	}
	out := slices.Clone(a)
	for _, rb := range b {
		if i := slices.IndexFunc(out, func(r readSpec) bool { return r.name == rb.name }); i >= 0 {
			out[i].sub = mergeReads(out[i].sub, rb.sub)
		} else {
			out = append(out, rb)
		}
	}
	return out
}

// finishProjections makes the projector of every projection, once all
// its reads are known; a member whose Go type does not let it be made
// that way (nil projector) is read whole from its slot.
func (p *program) finishProjections() {
	p.projs = make([]*projector, len(p.projSlots))
	for k, s := range p.projSlots {
		if fi := p.fields[s]; fi >= 0 && !p.alias[s] {
			p.projs[k] = projectorFor(p.members.FieldType(fi), p.projSpecs[k])
		}
	}
}

// projected returns the value of projection k and whether the document has
// the member, made once per document.
func (t *typed) projected(e *env, k int) (Value, bool) {
	s := t.prog.projSlots[k]
	pj := t.prog.projs[k]
	if pj == nil {
		v := e.rootSlot(s)
		return v, t.slots[s].has
	}
	if v := t.projVals[k]; v.k != KindUndefined {
		return v, true
	}
	r := t.prog.members.Ref(t.ptr, t.prog.fields[s])
	if r.Kind() == codec.RefAbsent {
		return undefined, false
	}
	v := pj.value(t.builder(), r)
	t.projVals[k] = v
	return v, true
}

// A projector makes the value of a member with only the members a builtin
// reads of its objects (of it, or of the elements of an array): the same
// value as far as the builtin can tell.
type projector struct {
	scalar bool       // the value itself, a scalar
	elem   *projector // an array: the projector of its elements
	fields []int      // an object: the members read
	names  []string
	subs   []*projector
}

// readSpec is a parsed docReads entry: name{read,read…}.
type readSpec struct {
	name string
	sub  []readSpec // nil: the value as a whole
}

// parseRead parses a docReads entry.
func parseRead(spec string) (string, []readSpec) {
	r, _ := parseReadAt(spec, 0)
	return r.name, r.sub
}

func parseReadAt(s string, i int) (readSpec, int) {
	start := i
	for i < len(s) && s[i] != '{' && s[i] != ',' && s[i] != '}' {
		i++
	}
	r := readSpec{name: s[start:i]}
	if i < len(s) && s[i] == '{' {
		r.sub = []readSpec{}
		i++
		for i < len(s) && s[i] != '}' {
			var sub readSpec
			sub, i = parseReadAt(s, i)
			r.sub = append(r.sub, sub)
			if i < len(s) && s[i] == ',' {
				i++
			}
		}
		i++
	}
	return r, i
}

// projectorFor returns the projector of values of Type t for the reads sub,
// or nil when t does not let it be made from the Go value.
func projectorFor(t codec.Type, sub []readSpec) *projector {
	switch k := t.Kind(); {
	case sub == nil:
		switch k {
		case codec.RefString, codec.RefText, codec.RefBool, codec.RefInt, codec.RefUint, codec.RefFloat:
			return &projector{scalar: true}
		case codec.RefArray: // of scalars
			if elem := projectorFor(t.Elem(), nil); elem != nil {
				return &projector{elem: elem}
			}
		}
		return nil
	case k == codec.RefArray:
		if elem := projectorFor(t.Elem(), sub); elem != nil && !elem.scalar {
			return &projector{elem: elem}
		}
		return nil
	case k == codec.RefObject:
		pj := &projector{}
		for _, rd := range sub {
			fi, ft, ok := t.Field(rd.name)
			if !ok {
				continue // never present
			}
			s := projectorFor(ft, rd.sub)
			if s == nil {
				return nil
			}
			pj.fields, pj.names, pj.subs = append(pj.fields, fi), append(pj.names, rd.name), append(pj.subs, s)
		}
		return pj
	}
	return nil
}

// value makes the projected value of r into b's slabs.
func (pj *projector) value(b *builder, r codec.Ref) Value {
	switch r.Kind() {
	case codec.RefAbsent:
		return undefined
	case codec.RefNull:
		return null
	case codec.RefEmptyArray:
		return b.array(nil)
	case codec.RefEmptyObject:
		return b.object(nil)
	}
	switch {
	case pj.scalar:
		return refScalar(r)
	case pj.elem != nil:
		start := len(b.elems)
		for i, n := 0, r.Len(); i < n; i++ {
			v := pj.elem.value(b, r.Index(i))
			b.elems = append(b.elems, v)
		}
		v := b.array(b.elems[start:])
		clear(b.elems[start:])
		b.elems = b.elems[:start]
		return v
	}
	start := len(b.members)
	for i, fi := range pj.fields {
		fr := r.Field(fi)
		if fr.Kind() == codec.RefAbsent {
			continue
		}
		v := pj.subs[i].value(b, fr)
		b.members = append(b.members, Member{Name: pj.names[i], Value: v})
	}
	v := b.object(b.members[start:])
	clear(b.members[start:])
	b.members = b.members[:start]
	return v
}

// Big-integer builtins over big-integer builtins.
//
// bigint_sub and bigint_add return decimal text, which the bigint builtin
// they are an argument of converts back. Compiled as an argument of
// bigint_gte, bigint_gt, bigint_eq, bigint_sub or bigint_add, they hand
// over the integer itself, with the length of its text (which the caller's
// charge and digit limit depend on): the same result without making the
// text.

// bigOpd is one argument of a bigint builtin: a value, or (fused) the
// integer a nested bigint_sub or bigint_add returns as text of n bytes.
type bigOpd struct {
	v     Value
	fused bool
	x     integer
	n     int64
}

// size is the charge of the argument (size).
func (o bigOpd) size() int64 {
	if o.fused {
		return o.n / 64
	}
	return size(o.v)
}

// bigOfErr converts the argument as bigArgs does (nullish is 0), recording a
// digit-limit error in *err unless one is recorded already.
func bigOfErr(o bigOpd, err **EvalError) (integer, bool) {
	if !o.fused {
		if o.v.IsNullish() {
			return integer{}, true
		}
		return toBigIntErr(o.v, err)
	}
	if digits := o.n - int64(boolInt(o.x.sign() < 0)); digits > MaxDigits {
		digitsErr(err, int(digits))
		return integer{}, false
	}
	return o.x, true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// textLen is the length of the decimal text of x.
func textLen(x integer) int64 {
	if x.big != nil {
		return int64(len(x.big.String()))
	}
	// The digits of |small| (as an unsigned number: |MinInt64| fits), and
	// the sign.
	n, u := int64(1), uint64(x.small)
	if x.small < 0 {
		n, u = 2, -u
	}
	for ; u >= 10; u /= 10 {
		n++
	}
	return n
}

// bigArg compiles an argument of a bigint builtin.
func (p *program) bigArg(f *File, n node) func(e *env) bigOpd {
	if c, ok := n.(*call); ok && c.fn.bigOp != nil && c.b != nil {
		a, b, op := p.bigArg(f, c.a), p.bigArg(f, c.b), c.fn.bigOp
		return func(e *env) bigOpd {
			if !e.charge(1) {
				return bigOpd{}
			}
			av, bv := a(e), b(e)
			if !e.charge(av.size() + bv.size()) {
				return bigOpd{}
			}
			x, y, ok := e.bigArgsOf(av, bv)
			if !ok {
				return bigOpd{fused: true, n: 1} // "0"
			}
			r := op(x, y)
			return bigOpd{fused: true, x: r, n: textLen(r)}
		}
	}
	x := p.compile(f, n)
	return func(e *env) bigOpd { return bigOpd{v: x(e)} }
}

// bigArgsOf is bigArgs over compiled arguments.
func (e *env) bigArgsOf(a, b bigOpd) (x, y integer, ok bool) { return bigArgsErr(a, b, &e.err) }

// bigArgsErr converts a, then b (bigOfErr), recording errors in *err.
func bigArgsErr(a, b bigOpd, err **EvalError) (x, y integer, ok bool) {
	if x, ok = bigOfErr(a, err); !ok {
		return
	}
	if y, ok = bigOfErr(b, err); !ok {
		return
	}
	return x, y, true
}

// bigCall compiles a call of bigint_gte, bigint_gt or bigint_eq with its
// arguments compiled by bigArg; nil for any other call.
func (p *program) bigCall(f *File, n *call) cfn {
	if n.fn.bigTest == nil || n.b == nil {
		return nil
	}
	a, b, test := p.bigArg(f, n.a), p.bigArg(f, n.b), n.fn.bigTest
	eval := func(e *env) Value {
		if !e.charge(1) {
			return undefined
		}
		av, bv := a(e), b(e)
		if !e.charge(av.size() + bv.size()) {
			return undefined
		}
		x, y, ok := e.bigArgsOf(av, bv)
		return Bool(ok && test(x.cmp(y)))
	}
	key, ok := bigKey(n)
	if !ok {
		return eval
	}
	k := p.sharedOf(key)
	return func(e *env) Value {
		m := &e.tstate.shared[k]
		if m.set && e.budget >= m.cost {
			// The same evaluation: it would charge m.cost without running
			// out and raise m.err.
			e.budget -= m.cost
			if e.err == nil {
				e.err = m.err
			}
			return m.v
		}
		budget, before := e.budget, e.err
		v := eval(e)
		if before == nil && !e.stopped {
			*m = sharedEntry{set: true, v: v, cost: budget - e.budget, err: e.err}
		}
		return v
	}
}

// Shared comparisons.
//
// A bigint comparison whose arguments read no parameter (paths from the
// root, literals, nested bigint arithmetic) has the same value, charges
// the same steps and raises the same error wherever it is evaluated on a
// document: several constraints often test the same one. The first
// evaluation whose effect is fully seen (no error before it, the budget
// not exhausted) is recorded; a later one takes its value, charges its
// cost and raises its error when the budget left covers the cost, and is
// evaluated again otherwise.

// sharedEntry is a recorded comparison.
type sharedEntry struct {
	set  bool
	v    Value
	cost int64
	err  *EvalError
}

// sharedOf returns the number of the shared comparison with key.
func (p *program) sharedOf(key string) int {
	if i := slices.Index(p.shared, key); i >= 0 {
		return i
	}
	p.shared = append(p.shared, key)
	return len(p.shared) - 1
}

// bigKey returns a text identifying the evaluation of n, a bigint builtin
// or one of its arguments, when it reads no parameter; false otherwise.
func bigKey(n node) (string, bool) {
	switch n := n.(type) {
	case *literal:
		return n.v.k.String() + ":" + n.v.String(), true
	case *path:
		if n.param >= 0 {
			return "", false
		}
		key := "$" + n.head + "[" + strconv.Itoa(n.index) + "]." + strings.Join(n.segs, ".")
		if n.length {
			key += ".length"
		}
		return key, true
	case *call:
		if n.fn.bigOp == nil && n.fn.bigTest == nil || n.b == nil {
			return "", false
		}
		a, oka := bigKey(n.a)
		b, okb := bigKey(n.b)
		return n.fn.name + "(" + a + "," + b + ")", oka && okb
	}
	return "", false
}
