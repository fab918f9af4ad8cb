package canonical

import "strings"

// UTCTimestampPattern is the text of every timestamp of these documents
// except a run's ts_authored and a series' ts_started: a UTC date and
// time with an optional fraction of 1 to 9 digits and the suffix "Z".
const UTCTimestampPattern = `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$`

// UTCSecondPattern is the second-precision timestamp of a run's
// ts_authored and a series' ts_started: no fraction.
const UTCSecondPattern = `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$`

// isUTCTimestamp reports whether s matches UTCTimestampPattern (ASCII
// digits).
func isUTCTimestamp(s string) bool {
	const shape = "dddd-dd-ddTdd:dd:dd"
	if len(s) < len(shape)+1 || s[len(s)-1] != 'Z' {
		return false
	}
	for i := range len(shape) {
		c := s[i]
		if shape[i] == 'd' {
			if c < '0' || c > '9' {
				return false
			}
		} else if c != shape[i] {
			return false
		}
	}
	rest := s[len(shape) : len(s)-1]
	if rest == "" {
		return true
	}
	if rest[0] != '.' || len(rest) < 2 || len(rest) > 10 {
		return false
	}
	for i := 1; i < len(rest); i++ {
		if rest[i] < '0' || rest[i] > '9' {
			return false
		}
	}
	return true
}

// fraction returns the digits after the seconds of a timestamp matching
// UTCTimestampPattern, and whether it has them.
func fraction(s string) (string, bool) {
	i := strings.IndexByte(s, '.')
	if i < 0 {
		return "", false
	}
	return s[i+1 : len(s)-1], true
}

// atOrAfter returns "" when the timestamp text later (named laterName) is
// at or after earlier (earlierName), and otherwise the reason it is not,
// in check order: a value that does not match UTCTimestampPattern; a
// fraction of seconds on one side only; fractions of different lengths;
// later before earlier, comparing the texts code unit by code unit (with
// equal shapes, the order of the instants).
func atOrAfter(later, earlier, laterName, earlierName string) string {
	for _, x := range [2][2]string{{laterName, later}, {earlierName, earlier}} {
		if !isUTCTimestamp(x[1]) {
			return x[0] + ` "` + x[1] + `" is not JCS-canonical ISO 8601 UTC — lexicographic at-or-after comparison requires both operands to match ISO8601_UTC_PATTERN for monotonicity per SDD §2.0.1.`
		}
	}
	lf, lhas := fraction(later)
	ef, ehas := fraction(earlier)
	if lhas != ehas {
		return "JCS-canonical-form precondition failed — fractional-precision mismatch. " +
			laterName + ` "` + later + `" ` + includes(lhas) + " fractional seconds; " +
			earlierName + ` "` + earlier + `" ` + includes(ehas) + " fractional seconds. " +
			"Lexicographic at-or-after comparison requires identical fractional-precision representation per SDD §2.0.1 (fixed precision); producers MUST emit consistent precision across both fields."
	}
	if len(lf) != len(ef) {
		return "JCS-canonical-form precondition failed — fractional-digit-count mismatch. " +
			laterName + ` "` + later + `" has a different fractional-digit count than ` +
			earlierName + ` "` + earlier + `". ` +
			"Lexicographic at-or-after comparison requires identical digit-count representation per SDD §2.0.1 (fixed precision); producers MUST emit consistent digit-count across both fields."
	}
	if later < earlier {
		return laterName + ` "` + later + `" is before ` + earlierName + ` "` + earlier +
			`" — the later operand precedes the earlier, violating the at-or-after ordering invariant.`
	}
	return ""
}

func includes(has bool) string {
	if has {
		return "includes"
	}
	return "omits"
}
