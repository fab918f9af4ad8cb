package wire

import (
	"cmp"
	"time"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Timestamp is a protocol date-time: upstream's lexical form
// ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$ that is also
// a real calendar instant.
//
// A Timestamp keeps the received text verbatim: String returns it unchanged.
// == compares the text (like time.Time, whose == compares the representation);
// [Timestamp.Equal], [Timestamp.Before] and [Timestamp.Compare] compare the
// instants, with the offset applied and the fraction at its full written
// precision, so 10:00:00Z equals 12:00:00+02:00 and 10:00:00.5Z equals
// 10:00:00.50Z.
//
// The zero Timestamp is absent: IsZero reports true, it marshals to "" and
// sorts before every present value.
type Timestamp struct {
	s    string // verbatim text; "" = absent
	sec  int64  // the instant, in Unix seconds
	nsec int32  // the first nine fraction digits, as nanoseconds
}

// ParseTimestamp parses a protocol date-time. Lexical failures wrap ErrSyntax;
// calendar failures (month 13, February 30, hour 24, second 60, offset hour 24,
// …) wrap ErrRange. Both are format violations in documents.
func ParseTimestamp(s string) (Timestamp, error) {
	t, err := parseTimestamp(s)
	if err != nil {
		return Timestamp{}, err
	}
	return t, nil
}

// MustParseTimestamp is like ParseTimestamp but panics on error. It is
// intended for tests and hard-coded constants.
func MustParseTimestamp(s string) Timestamp {
	t, err := ParseTimestamp(s)
	if err != nil {
		panic(err)
	}
	return t
}

// dateTimeSyntax is the reason of every lexical failure.
const dateTimeSyntax = "must match YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)"

func parseTimestamp(s string) (Timestamp, *ParseError) {
	// Lexical rule (upstream): ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$
	// with uppercase T and Z only and ASCII digits only.
	n := len(s)
	if n < len("2006-01-02T15:04:05Z") ||
		s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' {
		return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
	}
	year, ok1 := digits4(s[0:4])
	month, ok2 := digits2(s[5:7])
	day, ok3 := digits2(s[8:10])
	hour, ok4 := digits2(s[11:13])
	minute, ok5 := digits2(s[14:16])
	second, ok6 := digits2(s[17:19])
	if !(ok1 && ok2 && ok3 && ok4 && ok5 && ok6) {
		return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
	}
	i := 19
	var nsec int32
	if s[i] == '.' {
		i++
		start := i
		for i < n && lex.IsDigit(s[i]) {
			if i-start < 9 {
				nsec = nsec*10 + int32(s[i]-'0')
			}
			i++
		}
		if i == start {
			return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
		}
		for k := i - start; k < 9; k++ {
			nsec *= 10
		}
	}
	if i == n {
		return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
	}
	offset := 0 // seconds east of UTC
	switch s[i] {
	case 'Z':
		if i+1 != n {
			return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
		}
	case '+', '-':
		if n-i != len("+00:00") || s[i+3] != ':' {
			return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
		}
		oh, okh := digits2(s[i+1 : i+3])
		om, okm := digits2(s[i+4 : i+6])
		if !okh || !okm {
			return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
		}
		// Offset hours 00–23, offset minutes 00–59 ("-00:00" is allowed).
		if oh > 23 || om > 59 {
			return Timestamp{}, timestampKind.error(s, "time zone offset out of range", ErrRange)
		}
		offset = oh*3600 + om*60
		if s[i] == '-' {
			offset = -offset
		}
	default:
		return Timestamp{}, timestampKind.error(s, dateTimeSyntax, ErrSyntax)
	}

	// A real calendar instant in the proleptic Gregorian calendar, years
	// 0000–9999 (year 0000 is a leap year), no hour 24, no leap second.
	var reason string
	switch {
	case month < 1 || month > 12:
		reason = "month out of range"
	case day < 1 || day > daysIn(year, month):
		reason = "day out of range"
	case hour > 23:
		reason = "hour out of range"
	case minute > 59:
		reason = "minute out of range"
	case second > 59:
		reason = "second out of range"
	}
	if reason != "" {
		return Timestamp{}, timestampKind.error(s, reason, ErrRange)
	}
	sec := daysFromCivil(year, month, day)*86400 + int64(hour*3600+minute*60+second-offset)
	return Timestamp{s: s, sec: sec, nsec: nsec}, nil
}

// TimestampFrom returns the Timestamp of the instant t, written in UTC with
// "Z" and the fraction with its trailing zeros trimmed (no fraction when the
// nanoseconds are 0): 2026-02-17T09:30:38.622Z.
//
// The protocol writes years 0000–9999 only; for an instant whose UTC year is
// outside that range TimestampFrom returns the zero (absent) Timestamp.
func TimestampFrom(t time.Time) Timestamp {
	u := t.UTC()
	if y := u.Year(); y < 0 || y > 9999 {
		return Timestamp{}
	}
	var buf [len("2006-01-02T15:04:05.999999999Z")]byte
	b := u.AppendFormat(buf[:0], "2006-01-02T15:04:05.999999999Z07:00")
	return Timestamp{s: string(b), sec: u.Unix(), nsec: int32(u.Nanosecond())}
}

// IsZero reports whether t is the zero (absent) Timestamp.
func (t Timestamp) IsZero() bool { return t.s == "" }

// String returns the text t was parsed from, verbatim, or "" for the zero value.
func (t Timestamp) String() string { return t.s }

// AppendText implements encoding.TextAppender: it appends the verbatim text.
func (t Timestamp) AppendText(b []byte) ([]byte, error) { return append(b, t.s...), nil }

// MarshalText implements encoding.TextMarshaler; the zero value gives "".
func (t Timestamp) MarshalText() ([]byte, error) { return []byte(t.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseTimestamp; "" gives the zero value.
func (t *Timestamp) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*t = Timestamp{}
		return nil
	}
	v, err := parseTimestamp(string(text))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// Time returns the instant in UTC, truncated to nanoseconds; the zero
// Timestamp gives the zero time.Time.
func (t Timestamp) Time() time.Time {
	if t.s == "" {
		return time.Time{}
	}
	return time.Unix(t.sec, int64(t.nsec)).UTC()
}

// Compare returns -1, 0 or +1 as the instant of t is before, equal to or
// after that of u, comparing the fraction at its full written precision. The
// zero Timestamp sorts before every present value and equals itself.
func (t Timestamp) Compare(u Timestamp) int {
	switch {
	case t.s == "" || u.s == "":
		return boolCompare(t.s != "", u.s != "")
	case t.sec != u.sec:
		if t.sec < u.sec {
			return -1
		}
		return 1
	}
	return compareFraction(t.fraction(), u.fraction())
}

// CompareMilli is Compare at millisecond precision: fraction digits beyond
// the millisecond are ignored, as JavaScript's Date ignores them, so the
// protocol's temporal cross-field rules ("must be after") give upstream's
// verdicts: "2026-01-01T00:00:00.0009Z" equals "2026-01-01T00:00:00Z".
// Offsets are applied. The zero Timestamp sorts before every present value.
func (t Timestamp) CompareMilli(u Timestamp) int {
	switch {
	case t.s == "" || u.s == "":
		return boolCompare(t.s != "", u.s != "")
	case t.sec != u.sec:
		return cmp.Compare(t.sec, u.sec)
	}
	return cmp.Compare(t.nsec/1e6, u.nsec/1e6)
}

// Equal reports whether t and u are the same instant (see Compare).
func (t Timestamp) Equal(u Timestamp) bool { return t.Compare(u) == 0 }

// Before reports whether the instant of t is before that of u (see Compare).
func (t Timestamp) Before(u Timestamp) bool { return t.Compare(u) < 0 }

// After reports whether the instant of t is after that of u (see Compare).
func (t Timestamp) After(u Timestamp) bool { return t.Compare(u) > 0 }

// fraction returns the fraction digits of the text ("" when there are none).
func (t Timestamp) fraction() string {
	if len(t.s) <= 20 || t.s[19] != '.' {
		return ""
	}
	end := len(t.s) - 1 // 'Z'
	if t.s[end] != 'Z' {
		end = len(t.s) - len("+00:00")
	}
	return t.s[20:end]
}

// compareFraction compares two digit strings as the fractions 0.a and 0.b.
func compareFraction(a, b string) int {
	for i := 0; i < len(a) || i < len(b); i++ {
		da, db := byte('0'), byte('0')
		if i < len(a) {
			da = a[i]
		}
		if i < len(b) {
			db = b[i]
		}
		if da != db {
			if da < db {
				return -1
			}
			return 1
		}
	}
	return 0
}

func boolCompare(a, b bool) int {
	switch {
	case a == b:
		return 0
	case b:
		return -1
	}
	return 1
}

// daysIn returns the number of days of month m of year y in the proleptic
// Gregorian calendar (leap: divisible by 4 and not by 100, or by 400).
func daysIn(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// daysFromCivil returns the number of days from 1970-01-01 to the date y-m-d
// of the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
func daysFromCivil(y, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := y
	if era < 0 {
		era -= 399
	}
	era /= 400
	yoe := y - era*400
	mp := (m + 9) % 12 // March = 0
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era)*146097 + int64(doe) - 719468
}

// digits2 reads exactly two ASCII digits.
func digits2(s string) (int, bool) {
	if !lex.IsDigit(s[0]) || !lex.IsDigit(s[1]) {
		return 0, false
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), true
}

// digits4 reads exactly four ASCII digits.
func digits4(s string) (int, bool) {
	hi, ok1 := digits2(s[0:2])
	lo, ok2 := digits2(s[2:4])
	return hi*100 + lo, ok1 && ok2
}
