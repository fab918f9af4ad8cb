package constraint

import (
	"math"
	"math/big"
	"time"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/lex"
)

// The time builtins and audit_trail_chain_valid.
//
// An argument is an instant when its text (ToString) is a protocol
// date-time: YYYY-MM-DDThh:mm:ss, an optional fraction of any number of
// digits, then Z or ±hh:mm, with uppercase T and Z, a real calendar date
// and time (no 24:00, no 31 April) and an offset of at most 23:59. The
// instant is taken at millisecond precision, the fraction truncated to its
// first three digits. Anything else is no instant, and the builtin is
// false.

// instantOf returns the Unix milliseconds of the instant v's text is, or
// false. The text of an array is its elements' joined by commas, which a
// date-time never holds, so only an array of one element (whose text is
// that element's) can be an instant; a number, a boolean, null, undefined,
// an object and a bigint never are.
func instantOf(v Value) (int64, bool) {
	for v.k == KindArray {
		elems := v.arr().elems
		if len(elems) != 1 {
			return 0, false
		}
		v = elems[0]
	}
	if v.k != KindString {
		return 0, false
	}
	return rt.DateTimeMillis(v.s)
}

// is_after(a, b): both are instants and a is after b.
func isAfter(_ *env, a, b Value, _ int) Value {
	x, ok1 := instantOf(a)
	y, ok2 := instantOf(b)
	return Bool(ok1 && ok2 && x > y)
}

// is_before(a, b): both are instants and a is before b.
func isBefore(_ *env, a, b Value, _ int) Value {
	x, ok1 := instantOf(a)
	y, ok2 := instantOf(b)
	return Bool(ok1 && ok2 && x < y)
}

// is_between(v, lo, hi): all three are instants and lo ≤ v ≤ hi.
func isBetween(_ *env, v, lo, hi Value) Value {
	x, ok1 := instantOf(v)
	l, ok2 := instantOf(lo)
	h, ok3 := instantOf(hi)
	return Bool(ok1 && ok2 && ok3 && l <= x && x <= h)
}

// ageOf returns the age in seconds of the instant ts at the instant ref
// (negative when ts is after ref) and the maximum age m, ECMAScript
// Number(max); false when ts or ref is no instant, or m is NaN or
// negative.
func ageOf(ts, max, ref Value) (age, m float64, ok bool) {
	t, ok1 := instantOf(ts)
	r, ok2 := instantOf(ref)
	m = toNumber(max)
	if !ok1 || !ok2 || m != m || m < 0 {
		return 0, 0, false
	}
	return float64(r-t) / 1000, m, true
}

// is_stale(ts, max_age_seconds, ref): ts is older than max_age_seconds at
// ref.
func isStale(_ *env, ts, max, ref Value) Value {
	age, m, ok := ageOf(ts, max, ref)
	return Bool(ok && age > m)
}

// is_within(ts, max_age_seconds, ref): ts is at most max_age_seconds old at
// ref (a ts after ref is within).
func isWithin(_ *env, ts, max, ref Value) Value {
	age, m, ok := ageOf(ts, max, ref)
	return Bool(ok && age <= m)
}

// nowLayout is the form of now() without an evaluation timestamp.
const nowLayout = "2006-01-02T15:04:05.000Z"

// now(): the evaluation timestamp (WithEvaluationTimestamp) when it begins
// with a date and time, as it is; else the current time in UTC at
// millisecond precision, YYYY-MM-DDThh:mm:ss.mmmZ.
func now(e *env) Value {
	if e.hasTimestamp && dateTimePrefix(e.timestamp) {
		return String(e.timestamp)
	}
	return String(time.Now().UTC().Format(nowLayout))
}

// dateTimePrefix reports whether s begins with dddd-dd-ddTdd:dd:dd (ASCII
// digits).
func dateTimePrefix(s string) bool {
	const form = "dddd-dd-ddTdd:dd:dd"
	if len(s) < len(form) {
		return false
	}
	for i := 0; i < len(form); i++ {
		if form[i] == 'd' && !lex.IsDigit(s[i]) || form[i] != 'd' && s[i] != form[i] {
			return false
		}
	}
	return true
}

// audit_trail_chain_valid(trail): the entries of the trail (an object; any
// other value counts as {}) link up: entries is an array and genesis_hash a
// string; the first entry's previous_hash is genesis_hash, and each later
// entry's previous_hash is the entry_hash of the one before it, both
// strings. No entries: true. Hashes are compared, never recomputed.
func auditTrailChainValid(e *env, trail, _ Value, _ int) Value {
	t := asRecord(trail).obj()
	entries, _ := t.get("entries")
	genesis, _ := t.get("genesis_hash")
	elems, ok := elements(entries)
	if !ok || genesis.k != KindString {
		return vFalse
	}
	if !e.charge(int64(len(elems))) {
		return undefined
	}
	prev := genesis
	for _, el := range elems {
		got, _ := asRecord(el).obj().get("previous_hash")
		if got.k != KindString || prev.k != KindString || got.s != prev.s {
			return vFalse
		}
		prev, _ = asRecord(el).obj().get("entry_hash")
	}
	return vTrue
}

// toNumber is ECMAScript Number(v): a number stays; a string is
// StringToNumber; true 1, false and null 0; undefined and objects NaN; a
// bigint its value; an array the number of its text (the empty text 0, an
// element's text for one element, NaN for more, whose text holds a comma).
func toNumber(v Value) float64 {
	for {
		switch v.k {
		case KindNumber:
			return v.f
		case KindString:
			return stringToNumber(v.s)
		case KindBool:
			return float64(v.i)
		case KindNull:
			return 0
		case KindBigInt:
			f, _ := new(big.Float).SetInt(v.integer().ToBig()).Float64()
			return f
		case KindArray:
			elems := v.arr().elems
			switch {
			case len(elems) == 0:
				return 0
			case len(elems) > 1:
				return math.NaN()
			}
			// The text of [x] is x's text, null and undefined the empty
			// text; the number of a boolean's text is NaN.
			switch x := elems[0]; x.k {
			case KindNull, KindUndefined:
				return 0
			case KindBool, KindObject:
				return math.NaN()
			default:
				v = x
			}
			continue
		}
		return math.NaN() // undefined, objects
	}
}
