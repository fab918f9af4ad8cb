package codec

// Rules is handed to a type's registered rule functions while the walk is at
// one object. It answers whether members passed their own checks (a
// cross-field rule runs only when every member it reads passed) and records
// violations or warnings relative to the object.
type Rules struct {
	w                      *walker
	pl                     *plan
	depth                  int
	failedSmall, selfSmall uint64
	failedBig, selfBig     []bool
	warn                   bool
	checked                int // len(w.viol) when the object's rules began
}

func (r *Rules) index(member string) int {
	i, ok := r.pl.byName[member]
	if !ok {
		panic("codec.Rules: " + r.pl.t.String() + " has no member " + member)
	}
	return i
}

func (r *Rules) failed(i int) bool {
	if r.failedBig != nil {
		return r.failedBig[i]
	}
	return r.failedSmall&(1<<i) != 0
}

// OK reports whether every named member passed its own checks, including the
// checks of everything nested in it. An absent optional member counts as
// passed; an absent required member has failed. A name the type does not
// declare panics (a programming error; off the reference paths, only when
// some member of the object failed: the tests run every vector on both).
func (r *Rules) OK(members ...string) bool {
	if r.failedSmall == 0 && r.failedBig == nil && !reference.Load() {
		return true // no member failed: no name to look up
	}
	for _, m := range members {
		if r.failed(r.index(m)) {
			return false
		}
	}
	return true
}

// TypeOK reports whether the member is present with the right JSON type (its
// nested values may still have failed). Rules that use only an array's length
// need no more.
func (r *Rules) TypeOK(member string) bool {
	if r.selfSmall == 0 && r.selfBig == nil && !reference.Load() {
		return true // no member has the wrong type
	}
	i := r.index(member)
	if r.selfBig != nil {
		return !r.selfBig[i]
	}
	return r.selfSmall&(1<<i) == 0
}

// Path returns the JSON Pointer of a location relative to the object
// (string member names and int indexes).
func (r *Rules) Path(rel ...any) string {
	segs := r.w.path.segs
	r.w.path.segs = segs[:r.depth]
	base := r.w.path.String()
	r.w.path.segs = segs
	if len(rel) == 0 {
		return base
	}
	return Join(base, rel...)
}

// InElementOf reports whether the object is an element of an array held
// in the member named member of the enclosing object (its path ends in
// /member/<index>), without building the path.
func (r *Rules) InElementOf(member string) bool {
	segs := r.w.path.segs[:r.depth]
	n := len(segs)
	return n >= 2 && segs[n-1].index >= 0 && segs[n-2].index < 0 && segs[n-2].name == member
}

// AtRoot reports whether the object is the document itself rather than an
// object nested in it (rules that apply only to a type validated as a
// document, such as a nested identity checked by its schema alone).
func (r *Rules) AtRoot() bool { return r.depth == 0 }

// Report adds a violation (in a Rules function) or a warning (in a Warnings
// function) at the location rel relative to the object.
func (r *Rules) Report(rule, message string, rel ...any) {
	v := Violation{Path: r.Path(rel...), Rule: rule, Message: message}
	if r.warn {
		r.w.warn = append(r.w.warn, v)
	} else {
		r.w.viol = append(r.w.viol, v)
	}
}

// Declares reports whether the object's type declares the member (rules that
// read names from data, such as constraint expressions, ask before OK).
func (r *Rules) Declares(member string) bool {
	_, ok := r.pl.byName[member]
	return ok
}

// AllOK reports whether every declared member passed its own checks (a rule
// that reads the whole object).
func (r *Rules) AllOK() bool {
	if r.failedBig == nil {
		return r.failedSmall == 0 // only members' bits are ever set
	}
	for i := range r.pl.fields {
		if r.failed(i) {
			return false
		}
	}
	return true
}

// Accepted reports whether the object is part of a document the generated
// decoder accepted: every member of it passed its own checks (their
// keywords, their types' vocabularies), and so did every member of the
// objects it holds; only the rules remain.
func (r *Rules) Accepted() bool { return r.w.accepted }

// DecodedWithinDefaults reports whether the object is part of a document
// the generated decoder read (Accepted) under limits none of which is
// above its default. Every any-valued member such a decode stores is then
// one JSON text the decoder proved (valid UTF-8, no unpaired surrogate
// escape, no member name repeated in an object, its nesting, numbers,
// strings and containers within the decoder's limits, kept compact, which
// never lengthens a string), and every number member it stores is finite
// (a member that failed to parse holds nil or a finite number): the
// constraint language's strict reader accepts each such text under the
// default limits, so the document's value model can be built.
func (r *Rules) DecodedWithinDefaults() bool {
	return r.w.accepted && r.w.limits.shapeWithinDefaults()
}

// Warning reports whether the rules run as the type's Warnings function (so
// a helper shared by both functions knows which kind of finding to add).
func (r *Rules) Warning() bool { return r.warn }

// Limits returns the limits of the decode or validation the rules run in
// (resolved: no zero field). The constraint rules read their evaluation
// budget and digit limit from it.
func (r *Rules) Limits() Limits { return r.w.limits }

// Version is the contract the rules run under (never zero: the zero
// contract is DefaultContract); the constraint rules evaluate the
// constraint files of that contract.
func (r *Rules) Version() Version { return r.w.contract.Or() }

// RunRules calls fn with the Rules of the top-level object of v (a pointer
// to a planned struct) as if every member had passed its own checks, and
// returns what fn reported: violations, or warnings with warn. It lets
// tests and benchmarks run one rule function (such as the constraint
// evaluator's) alone.
func RunRules(v any, warn bool, fn func(r *Rules)) []Violation {
	return RunRulesWithLimits(v, warn, DefaultLimits(), fn)
}

// RunRulesWithLimits is RunRules under the limits l (resolved here).
func RunRulesWithLimits(v any, warn bool, l Limits, fn func(r *Rules)) []Violation {
	return RunRulesIn(v, warn, l, DefaultContract, fn)
}

// RunRulesIn is RunRulesWithLimits under the contract c (zero:
// DefaultContract), which Rules.Version returns.
func RunRulesIn(v any, warn bool, l Limits, c Version, fn func(r *Rules)) []Violation {
	pl, _ := addressable(v)
	w := getWalker()
	defer putWalker(w)
	w.limits = l.resolved()
	w.contract = c.Or()
	w.rules = Rules{w: w, pl: pl, warn: warn}
	fn(&w.rules)
	if warn {
		return w.warn
	}
	return w.viol
}
