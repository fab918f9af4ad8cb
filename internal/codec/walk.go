package codec

import (
	"reflect"
	"slices"
	"strings"
	"unsafe"
)

// walker visits a Go value in schema order and collects
// violations and warnings. With dec set it also emits, at the right places,
// what the structural decode found, and skips the checks of values the decode
// already rejected.
type walker struct {
	path       pathStack
	viol       []Violation
	warn       []Violation
	dec        *decodeResult
	decRes     decodeResult // what dec points to after a structural decode
	structural bool         // only emit decode findings (json.Unmarshal semantics)
	noWarn     bool         // the caller discards warnings: do not run Warnings functions
	// upstream: UpstreamViolations' walk, where the object at the top runs
	// its Meta.UpstreamRules and no other object runs rules
	upstream bool
	// keywords: KeywordViolations' walk (with upstream set), where no
	// object runs rules
	keywords bool
	// accepted: the value is a generated decoder's, whose member checks
	// all passed; only the rules are run
	accepted bool
	// badAt: 1 + the index of the member of the object at the top whose
	// text failed to parse in a generated decode (0: none), and bad its
	// violation, which the accepted walk reports in its place (badMember)
	badAt int
	bad   Violation
	// constraintFailed: the Meta.Constraint shortcut of the object at the
	// top (a plan with rootRules) was asked for this document and said no,
	// so runRules runs its rules without asking again (the same question,
	// a pure one, with the same answer).
	constraintFailed bool
	// cstop: where the run of the constraints a Meta.Constraint shortcut
	// made stopped when it said no (passes), for the rules that continue
	// it (continuedRules).
	cstop    ConstraintStop
	rules    Rules
	limits   Limits      // resolved; the constraint rules read EvalBudget and MaxDigits
	contract Version     // not zero: the contract the value is checked under (version.go)
	kv       [][2]string // scratch for sorting record entries
	str1     string      // scratch holding a record entry being checked
	// Rule runs postponed by objects with Meta.RulesBeforeNested (defer.go).
	deferral
}

func (w *walker) add(rule, msg string) {
	w.viol = append(w.viol, Violation{Path: w.path.String(), Rule: rule, Message: msg})
}

// value checks the Go value of plan pl at p. required tells whether the value
// sits in a required member (absence is then a violation).
func (w *walker) value(pl *plan, p unsafe.Pointer, c *constraints, required bool) {
	if w.accepted {
		w.rulesOnly(pl, p, c)
		return
	}
	if w.dec != nil && len(w.dec.member) > 0 {
		if vs, ok := w.dec.member[string(w.path.key())]; ok {
			w.viol = append(w.viol, vs...)
			return
		}
	}
	switch pl.kind {
	case kString:
		if !w.structural && c.hasChecks {
			w.checkString(*(*string)(p), c)
		}
	case kEnum:
		s := *(*string)(p)
		if w.structural {
			return
		}
		if s == "" {
			if required {
				w.add("required", "Expected required property")
			}
			return
		}
		if _, ok := pl.enumSet[s]; ok && !pl.enumIn(s, w.contract) || !ok && (pl.enumOpen == nil || !pl.enumOpen(s)) {
			w.add("enum", "Expected union value")
			w.viol[len(w.viol)-1].Allowed = pl.allowedIn(w.contract)
		}
		if c.hasChecks {
			w.checkString(s, c)
		}
	case kText, kObject:
		if !w.structural && required && pl.isZero(p) {
			w.add("required", "Expected required property")
		}
	case kInt:
		if !w.structural && c.hasChecks {
			n := loadInt(pl, p)
			w.checkNumber(float64(n), n >= -1<<53 && n <= 1<<53, c, "integer", func(b *bound) int { return cmpInt(n, b.val) })
		}
	case kUint:
		if !w.structural && c.hasChecks {
			n := loadUint(pl, p)
			w.checkNumber(float64(n), n <= 1<<53, c, "integer", func(b *bound) int { return cmpUint(n, b.val) })
		}
	case kFloat:
		if !w.structural && c.hasChecks {
			f := *(*float64)(p)
			w.checkNumber(f, true, c, "number", func(b *bound) int { return cmp3(f, b.val) })
		}
	case kBool:
		if !w.structural && c.constSet && *(*bool)(p) != (c.constStr == "true") {
			w.add("const", "Expected "+c.constStr)
		}
	case kForeign:
	case kRaw:
		w.checkRaw(pl, p)
	case kPtr:
		ep := *(*unsafe.Pointer)(p)
		if ep == nil {
			if required && !c.nullable && !w.structural {
				w.add("required", "Expected required property")
			}
			return
		}
		w.value(pl.elem, ep, c, false)
	case kStruct:
		w.object(pl, p)
	case kSlice, kMap:
		// An optional array or record that is nil is absent: its minItems
		// and the like do not apply (a nil one in a required position is
		// written as [] or {}, and checked as such).
		if !required && *(*unsafe.Pointer)(p) == nil {
			return
		}
		if pl.kind == kSlice {
			w.array(pl, p, c)
		} else {
			w.record(pl, p, c)
		}
	}
}

// rulesOnly is value for an accepted value: it only descends to the objects
// whose rules run.
func (w *walker) rulesOnly(pl *plan, p unsafe.Pointer, c *constraints) {
	if pl.noRules {
		return
	}
	switch pl.kind {
	case kPtr:
		if ep := *(*unsafe.Pointer)(p); ep != nil {
			w.rulesOnly(pl.elem, ep, c)
		}
	case kStruct:
		w.object(pl, p)
	case kSlice:
		if *(*unsafe.Pointer)(p) != nil {
			w.array(pl, p, c)
		}
	case kMap:
		if *(*unsafe.Pointer)(p) != nil {
			w.record(pl, p, c)
		}
	}
}

func (w *walker) checkString(s string, c *constraints) {
	if c.constSet && s != c.constStr {
		w.add("const", "Expected '"+c.constStr+"'")
	}
	if c.match != nil && !c.match(s) {
		w.add("pattern", "Expected string to match '"+c.pattern+"'")
	}
	// The byte length bounds the UTF-16 length from above and is zero exactly
	// when it is, so most strings need no counting.
	if c.minLength == 1 && s == "" || c.minLength > 1 && UTF16Len(s) < c.minLength {
		w.add("minLength", "Expected string length greater or equal to "+itoa(int64(c.minLength)))
	}
	if c.maxLength >= 0 && len(s) > c.maxLength && UTF16Len(s) > c.maxLength {
		w.add("maxLength", "Expected string length less or equal to "+itoa(int64(c.maxLength)))
	}
}

func (w *walker) checkNumber(f float64, exact bool, c *constraints, typ string, cmp func(*bound) int) {
	if c.anyOf != nil && !inInts(c.anyOf, f, exact) {
		w.add("anyOf", "Expected union value")
	}
	if c.constSet && (f != c.constNum || !exact) {
		w.add("const", "Expected "+c.constStr)
	}
	if b := c.min; b != nil {
		r := cmp(b)
		if r < 0 || r == 0 && b.exclusive {
			w.add(minRule(b), minMessage(typ, b))
		}
	}
	if b := c.max; b != nil {
		r := cmp(b)
		if r > 0 || r == 0 && b.exclusive {
			w.add(maxRule(b), maxMessage(typ, b))
		}
	}
}

// inInts reports whether the number f (exact: f is the value itself, not
// a rounding of it) is one of the integer constants set.
func inInts(set []int64, f float64, exact bool) bool {
	if !exact {
		return false
	}
	for _, n := range set {
		if float64(n) == f {
			return true
		}
	}
	return false
}

func minRule(b *bound) string {
	if b.exclusive {
		return "exclusiveMinimum"
	}
	return "minimum"
}

func maxRule(b *bound) string {
	if b.exclusive {
		return "exclusiveMaximum"
	}
	return "maximum"
}

func minMessage(typ string, b *bound) string {
	if b.exclusive {
		return "Expected " + typ + " to be greater than " + b.text
	}
	return "Expected " + typ + " to be greater or equal to " + b.text
}

func maxMessage(typ string, b *bound) string {
	if b.exclusive {
		return "Expected " + typ + " to be less than " + b.text
	}
	return "Expected " + typ + " to be less or equal to " + b.text
}

// Exact comparisons of Go integers with a bound given as a double.
func cmpInt(n int64, b float64) int {
	switch {
	case b >= 9.3e18:
		return -1
	case b <= -9.3e18:
		return 1
	}
	bi := int64(b)
	if float64(bi) != b { // fractional bound
		return cmp3(float64(n), b)
	}
	return cmp3(n, bi)
}

func cmpUint(n uint64, b float64) int {
	switch {
	case b < 0:
		return 1
	case b >= 1.85e19:
		return -1
	}
	bu := uint64(b)
	if float64(bu) != b {
		return cmp3(float64(n), b)
	}
	return cmp3(n, bu)
}

// cmp3 is cmp.Compare without its NaN ordering (a NaN compares equal to
// every bound here, as it always has).
func cmp3[T int64 | uint64 | float64](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func (w *walker) array(pl *plan, p unsafe.Pointer, c *constraints) {
	base, n := sliceAt(p)
	if !w.structural && !w.accepted {
		if c.minItems >= 0 && n < c.minItems {
			w.add("minItems", "Expected array length to be greater or equal to "+itoa(int64(c.minItems)))
		}
		if c.maxItems >= 0 && n > c.maxItems {
			w.add("maxItems", "Expected array length to be less or equal to "+itoa(int64(c.maxItems)))
		}
	}
	if n == 0 {
		return
	}
	size := pl.elem.size
	for i := 0; i < n; i++ {
		w.path.pushIndex(i)
		w.value(pl.elem, unsafe.Add(base, uintptr(i)*size), c.item, true)
		w.path.pop()
	}
}

// record visits entries sorted by key (byte order): Go maps keep no input
// order, and the order must never depend on map iteration.
func (w *walker) record(pl *plan, p unsafe.Pointer, c *constraints) {
	if pl.elem.kind == kRaw && w.dec == nil {
		// Any-valued entries have no checks, and no decode finding is
		// waiting under them: nothing to visit.
		return
	}
	if c.maxProps >= 0 || c.keyMatch != nil {
		w.boundedRecord(pl, p, c)
		return
	}
	if pl.stringRecord {
		// Entries must be reported in key order, but their order only
		// matters when one of them has a violation: check them in map
		// order first, and only when something is found, check them again
		// in key order instead.
		m := *(*map[string]string)(p)
		start := len(w.viol)
		for k, v := range m {
			w.path.pushName(k)
			w.str1 = v
			w.value(pl.elem, unsafe.Pointer(&w.str1), c.item, true)
			w.path.pop()
		}
		if len(w.viol) == start {
			w.extras()
			return
		}
		clear(w.viol[start:])
		w.viol = w.viol[:start]
		// Entries in key order; pairs collected in one pass, no second lookup.
		kv := w.kv[:0]
		for k, v := range *(*map[string]string)(p) {
			kv = append(kv, [2]string{k, v})
		}
		slices.SortFunc(kv, func(a, b [2]string) int { return strings.Compare(a[0], b[0]) })
		for i := range kv {
			w.path.pushName(kv[i][0])
			w.value(pl.elem, unsafe.Pointer(&kv[i][1]), c.item, true)
			w.path.pop()
		}
		clear(kv)
		w.kv = kv[:0]
		w.extras()
		return
	}
	mv := reflect.NewAt(pl.t, p).Elem()
	if mv.Len() > 0 {
		keys := mv.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
		tmp := reflect.New(pl.elem.t).Elem()
		w.inRecord++
		for _, k := range keys {
			tmp.Set(mv.MapIndex(k))
			w.path.pushName(k.String())
			w.value(pl.elem, tmp.Addr().UnsafePointer(), c.item, true)
			w.path.pop()
		}
		w.inRecord--
	}
	w.extras()
}

// boundedRecord is record for a record with maxProperties or a key
// pattern: the entry count first, at the record, then the entries in key
// order, a key that does not match the pattern being an undeclared member
// (its value is not checked).
func (w *walker) boundedRecord(pl *plan, p unsafe.Pointer, c *constraints) {
	mv := reflect.NewAt(pl.t, p).Elem()
	if c.maxProps >= 0 && mv.Len() > c.maxProps {
		w.add("maxProperties", "Expected object to have no more than "+itoa(int64(c.maxProps))+" properties")
	}
	if mv.Len() > 0 {
		keys := mv.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
		tmp := reflect.New(pl.elem.t).Elem()
		w.inRecord++
		for _, k := range keys {
			w.path.pushName(k.String())
			if c.keyMatch != nil && !c.keyMatch(k.String()) {
				w.add("additionalProperties", "Unexpected property")
			} else {
				tmp.Set(mv.MapIndex(k))
				w.value(pl.elem, tmp.Addr().UnsafePointer(), c.item, true)
			}
			w.path.pop()
		}
		w.inRecord--
	}
	w.extras()
}

func (w *walker) extras() {
	if w.dec != nil && len(w.dec.extra) > 0 {
		if vs, ok := w.dec.extra[string(w.path.key())]; ok {
			w.viol = append(w.viol, vs...)
		}
	}
}

// nilOptional reports whether the value of plan pl at p is a nil pointer,
// slice or map.
func nilOptional(pl *plan, p unsafe.Pointer) bool {
	switch pl.kind {
	case kPtr, kSlice, kMap:
		return *(*unsafe.Pointer)(p) == nil
	}
	return false
}

func (w *walker) object(pl *plan, p unsafe.Pointer) {
	// With RulesBeforeNested, the rules of nested objects are queued while
	// the members are walked and run after this object's own (defer.go).
	first := pl.meta != nil && pl.meta.rulesBeforeNested && !w.structural && !w.upstream
	start, segStart := len(w.queue), len(w.segArena)
	if first {
		w.deferring++
	}
	var failedSmall, selfSmall uint64
	var failedBig, selfBig []bool
	if len(pl.fields) > 64 {
		failedBig = make([]bool, len(pl.fields))
		selfBig = make([]bool, len(pl.fields))
	}
	skipAbsent := w.dec == nil && !reference.Load()
	var laterSmall uint64 // present members a later contract introduced (a Go value's)
	var laterBig []bool
	// An accepted value with no member that failed to parse: only the
	// members where a rule may run are visited (the others would be
	// skipped below).
	ruledOnly := w.accepted && w.badAt == 0 && pl.ruledSet
	n := len(pl.fields)
	if ruledOnly {
		n = len(pl.ruled)
	}
	for j := range n {
		i := j
		if ruledOnly {
			i = int(pl.ruled[j])
		}
		f := &pl.fields[i]
		if w.badAt == i+1 && len(w.path.segs) == 0 {
			// The member that failed to parse (badMember): its violation,
			// at the member itself, in place of its checks.
			w.viol = append(w.viol, w.bad)
			failedSmall |= 1 << i
			selfSmall |= 1 << i
			continue
		}
		if w.accepted && f.plan.noRules {
			continue // an accepted value where no rule runs: nothing to visit
		}
		if pl.later && !f.in(w.contract) {
			// Undeclared under this contract. A decoded value never holds
			// it (the decode found it undeclared); a Go value that does
			// has an undeclared member, reported with the undeclared
			// members below when the object is closed.
			if w.dec == nil && !w.structural && !pl.open && !absent(f.plan, unsafe.Add(p, f.offset)) {
				if failedBig != nil {
					if laterBig == nil {
						laterBig = make([]bool, len(pl.fields))
					}
					laterBig[i], failedBig[i], selfBig[i] = true, true, true
				} else {
					laterSmall |= 1 << i
					failedSmall |= 1 << i
					selfSmall |= 1 << i
				}
			}
			continue
		}
		if skipAbsent && !f.required && nilOptional(f.plan, unsafe.Add(p, f.offset)) {
			// An absent optional pointer, array or record: value would
			// return at once, and no decode finding waits under it.
			continue
		}
		w.path.pushName(f.name)
		start := len(w.viol)
		w.value(f.plan, unsafe.Add(p, f.offset), f.c, f.required)
		if len(w.viol) > start {
			here, self := w.path.String(), false
			for _, v := range w.viol[start:] {
				self = self || v.Path == here
			}
			if failedBig != nil {
				failedBig[i], selfBig[i] = true, self
			} else {
				failedSmall |= 1 << i
				if self {
					selfSmall |= 1 << i
				}
			}
		}
		w.path.pop()
	}
	w.extras()
	if laterSmall != 0 || laterBig != nil {
		for i := range pl.fields {
			if laterBig != nil && laterBig[i] || laterBig == nil && laterSmall&(1<<i) != 0 {
				w.path.pushName(pl.fields[i].name)
				w.add("additionalProperties", "Unexpected property")
				w.path.pop()
			}
		}
	}
	if first {
		w.deferring--
	}
	if w.structural {
		return
	}
	hasRules := pl.meta != nil && (pl.meta.rules != nil || pl.meta.warnings != nil && !w.noWarn)
	if w.upstream {
		hasRules = pl.meta != nil && pl.meta.upstream != nil && len(w.path.segs) == 0 && !w.keywords
	}
	if w.deferring > 0 {
		// An enclosing object runs its rules first: queue ours, after those
		// of our members (their usual order), or before them when we too
		// run ours first.
		if hasRules {
			w.enqueue(pl, p, first, start, len(w.viol), failedSmall, selfSmall, failedBig, selfBig)
		}
		return
	}
	if hasRules {
		w.runRules(pl, p, len(w.path.segs), len(w.viol), failedSmall, selfSmall, failedBig, selfBig)
	}
	if first {
		w.flush(start, segStart)
	}
}

// runRules runs the rule and warning functions of the object of plan pl at
// p, whose path is the first depth segments of the walker's path; checked
// is the number of violations when the object's member checks were done.
func (w *walker) runRules(pl *plan, p unsafe.Pointer, depth, checked int, failedSmall, selfSmall uint64, failedBig, selfBig []bool) {
	// The rules live in the walker (a pointer to them is passed to the rule
	// functions); they are set and restored member by member, the pointers
	// only when they change: copying the whole struct into the walker costs a
	// bulk write barrier whenever the collector runs.
	saved := w.rules
	w.rules.setFor(w, pl, depth, checked, failedSmall, selfSmall, failedBig, selfBig)
	w.rules.warn = false
	rules := pl.meta.rules
	if w.upstream {
		rules = pl.meta.upstream
	}
	if rules != nil && pl.meta.passes != nil && w.accepted && !w.upstream && failedSmall == 0 && failedBig == nil &&
		w.badAt == 0 && !w.constraintFailed {
		if pl.meta.passes(p, w.contract.Or(), w.limits.EvalBudget, w.limits.shapeWithinDefaults(), &w.cstop) {
			// In a document the generated decoder accepted, an object
			// whose rules are its constraint file only, which has
			// nothing to report on it (Meta.Constraint).
			rules = nil
		} else if w.cstop.Valid {
			// (Not continued: the rules run as they are.)
			w.cstop.Valid, w.cstop.Err, w.cstop.report = false, nil, nil
		}
	}
	if rules != nil {
		w.rules.warn = false
		rules(p, &w.rules)
	}
	if pl.meta.warnings != nil && !w.noWarn {
		w.rules.warn = true
		pl.meta.warnings(p, &w.rules)
	}
	w.rules.setFor(saved.w, saved.pl, saved.depth, saved.checked, saved.failedSmall, saved.selfSmall,
		saved.failedBig, saved.selfBig)
	w.rules.warn = saved.warn
}

// setFor makes r the rules of the object of plan pl (runRules), writing a
// pointer member only when it changes. The walker and the plan are never
// cleared (nil keeps them): the walker is the one r lives in and a plan
// lives as long as the program, so stale ones hold nothing, and writing
// them and clearing them again for every document costs write barriers
// whenever the collector runs.
func (r *Rules) setFor(w *walker, pl *plan, depth, checked int, failedSmall, selfSmall uint64, failedBig, selfBig []bool) {
	if w != nil && r.w != w {
		r.w = w
	}
	if pl != nil && r.pl != pl {
		r.pl = pl
	}
	if r.failedBig != nil || failedBig != nil {
		r.failedBig = failedBig
	}
	if r.selfBig != nil || selfBig != nil {
		r.selfBig = selfBig
	}
	r.depth, r.checked, r.failedSmall, r.selfSmall = depth, checked, failedSmall, selfSmall
}
