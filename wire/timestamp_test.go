package wire_test

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/wire"
)

func TestParseTimestamp(t *testing.T) {
	t.Parallel()
	valid := []string{
		"2026-02-17T09:30:38.622Z",
		"2026-02-17T09:30:38Z",
		"2026-02-17T09:30:38+02:00",
		"2026-02-17T09:30:38-00:00", // -00:00 is allowed
		"2026-02-17T09:30:38.5+23:59",
		"2026-02-17T09:30:38-23:59",
		"0000-01-01T00:00:00Z", // year 0000
		"0000-02-29T00:00:00Z", // year 0000 is a leap year
		"9999-12-31T23:59:59.999999999999999999Z",
		"2024-02-29T12:00:00Z", // leap year
		"2000-02-29T12:00:00Z", // divisible by 400
		"2026-01-31T00:00:00Z",
		"2026-04-30T00:00:00Z",
		"2026-02-17T09:30:38.0Z",
		"2026-02-17T09:30:38.000000000000000000000000000001Z", // fraction longer than nanoseconds
		"1969-12-31T23:59:59.999Z",
	}
	for _, s := range valid {
		t.Run(s, func(t *testing.T) {
			ts, err := wire.ParseTimestamp(s)
			if err != nil {
				t.Errorf("ParseTimestamp(%q): %v", s, err)
				return
			}
			if ts.String() != s {
				t.Errorf("ParseTimestamp(%q).String() = %q, want the input verbatim", s, ts.String())
			}
			if ts.IsZero() {
				t.Errorf("ParseTimestamp(%q).IsZero() = true", s)
			}
		})
	}

	invalid := []struct {
		in       string
		sentinel error
	}{
		{"", wire.ErrSyntax},
		{"2026-02-17", wire.ErrSyntax},
		{"2026-02-17T09:30Z", wire.ErrSyntax},            // seconds required
		{"2026-02-17t09:30:38Z", wire.ErrSyntax},         // lowercase t
		{"2026-02-17T09:30:38z", wire.ErrSyntax},         // lowercase z
		{"2026-02-17 09:30:38Z", wire.ErrSyntax},         // space separator
		{"2026-02-17T09:30:38", wire.ErrSyntax},          // no zone
		{"2026-02-17T09:30:38.Z", wire.ErrSyntax},        // empty fraction
		{"2026-02-17T09:30:38,5Z", wire.ErrSyntax},       // comma fraction
		{"2026-02-17T09:30:38+0200", wire.ErrSyntax},     // offset without colon
		{"2026-02-17T09:30:38+02", wire.ErrSyntax},       // short offset
		{"2026-02-17T09:30:38Z\n", wire.ErrSyntax},       // trailing newline
		{" 2026-02-17T09:30:38Z", wire.ErrSyntax},        // leading space
		{"2026-02-17T09:30:38ZZ", wire.ErrSyntax},        // trailing text
		{"+2026-02-17T09:30:38Z", wire.ErrSyntax},        // signed year
		{"12026-02-17T09:30:38Z", wire.ErrSyntax},        // five-digit year
		{"２026-02-17T09:30:38Z", wire.ErrSyntax},         // fullwidth digit
		{"2026-02-1７T09:30:38Z", wire.ErrSyntax},         // fullwidth digit
		{"2026-2-17T09:30:38Z", wire.ErrSyntax},          // one-digit month
		{"2026-13-45T99:99:99Z", wire.ErrRange},          // upstream accepts; calendar validity rejects (deviation 6)
		{"2026-00-10T00:00:00Z", wire.ErrRange},          // month 00
		{"2026-01-00T00:00:00Z", wire.ErrRange},          // day 00
		{"2026-02-29T00:00:00Z", wire.ErrRange},          // not a leap year
		{"1900-02-29T00:00:00Z", wire.ErrRange},          // divisible by 100, not by 400
		{"2026-04-31T00:00:00Z", wire.ErrRange},          // April has 30 days
		{"2026-02-17T24:00:00Z", wire.ErrRange},          // 24:00 rejected
		{"2026-02-17T23:60:00Z", wire.ErrRange},          // minute 60
		{"2016-12-31T23:59:60Z", wire.ErrRange},          // no leap second
		{"2026-02-17T09:30:38+24:00", wire.ErrRange},     // offset hour 24
		{"2026-02-17T09:30:38-00:60", wire.ErrRange},     // offset minute 60
		{"2026-02-17T09:30:38.123+99:00", wire.ErrRange}, // offset hour 99
	}
	for _, tc := range invalid {
		t.Run(tc.in, func(t *testing.T) {
			_, err := wire.ParseTimestamp(tc.in)
			if !errors.Is(err, tc.sentinel) {
				t.Errorf("ParseTimestamp(%q) = %v, want an error wrapping %v", tc.in, err, tc.sentinel)
				return
			}
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "Timestamp" || pe.Input != tc.in {
				t.Errorf("ParseTimestamp(%q) error = %#v", tc.in, err)
				return
			}
			rule, msg := pe.Violation()
			if rule != "format" || msg != "Expected string to match 'date-time' format" {
				t.Errorf("ParseTimestamp(%q) violation = %q, %q", tc.in, rule, msg)
			}
		})
	}
}

func TestTimestampCompare(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b string
		want int
	}{
		{"2026-02-17T10:00:00Z", "2026-02-17T12:00:00+02:00", 0},
		{"2026-02-17T10:00:00Z", "2026-02-17T10:00:00-00:00", 0},
		{"2026-02-17T10:00:00.5Z", "2026-02-17T10:00:00.50000Z", 0},
		{"2026-02-17T10:00:00Z", "2026-02-17T10:00:00.000Z", 0},
		{"2026-02-17T10:00:00.1234567891Z", "2026-02-17T10:00:00.1234567892Z", -1}, // beyond nanoseconds
		{"2026-02-17T10:00:00.0000000001Z", "2026-02-17T10:00:00Z", 1},
		{"2026-02-17T10:00:00Z", "2026-02-17T10:00:01Z", -1},
		{"2026-02-17T00:30:00+01:00", "2026-02-16T23:31:00Z", -1},
		{"2026-02-17T00:00:00-23:59", "2026-02-17T23:58:59Z", 1},
		{"0000-01-01T00:00:00+00:01", "0000-01-01T00:00:00Z", -1}, // before year 0000 in UTC
	}
	for _, tc := range tests {
		t.Run(tc.a, func(t *testing.T) {
			a, b := wire.MustParseTimestamp(tc.a), wire.MustParseTimestamp(tc.b)
			if got := a.Compare(b); got != tc.want {
				t.Errorf("Compare(%s, %s) = %d, want %d", tc.a, tc.b, got, tc.want)
			}
			if got := b.Compare(a); got != -tc.want {
				t.Errorf("Compare(%s, %s) = %d, want %d", tc.b, tc.a, got, -tc.want)
			}
			if a.Equal(b) != (tc.want == 0) || a.Before(b) != (tc.want < 0) || a.After(b) != (tc.want > 0) {
				t.Errorf("Equal/Before/After(%s, %s) disagree with Compare %d", tc.a, tc.b, tc.want)
			}
		})
	}
	var zero wire.Timestamp
	some := wire.MustParseTimestamp("0000-01-01T00:00:00Z")
	if zero.Compare(zero) != 0 || zero.Compare(some) != -1 || some.Compare(zero) != 1 || !zero.Equal(wire.Timestamp{}) {
		t.Error("the zero Timestamp must equal itself and sort first")
	}
}

// CompareMilli ignores fraction digits beyond the millisecond (JavaScript
// Date precision) and applies offsets.
func TestTimestampCompareMilli(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b string
		want int
	}{
		{"2026-01-01T00:00:00.0001Z", "2026-01-01T00:00:00Z", 0},
		{"2026-01-01T00:00:00.0009999Z", "2026-01-01T00:00:00.000Z", 0},
		{"2026-01-01T00:00:00.001Z", "2026-01-01T00:00:00.0009Z", 1},
		{"2026-01-01T00:00:00.5Z", "2026-01-01T00:00:00.499999Z", 1},
		{"2026-01-01T00:00:00.1239Z", "2026-01-01T00:00:00.123Z", 0},
		{"2026-01-01T10:00:00+02:00", "2026-01-01T09:00:00Z", -1},
		{"2026-01-01T10:00:00.0005+02:00", "2026-01-01T08:00:00Z", 0},
		{"2026-01-01T00:00:01Z", "2026-01-01T00:00:00.999Z", 1},
		{"0000-01-01T00:00:00.0001Z", "0000-01-01T00:00:00Z", 0},
	}
	for _, tc := range tests {
		t.Run(tc.a, func(t *testing.T) {
			a, b := wire.MustParseTimestamp(tc.a), wire.MustParseTimestamp(tc.b)
			if got := a.CompareMilli(b); got != tc.want {
				t.Errorf("CompareMilli(%s, %s) = %d, want %d", tc.a, tc.b, got, tc.want)
			}
			if got := b.CompareMilli(a); got != -tc.want {
				t.Errorf("CompareMilli(%s, %s) = %d, want %d", tc.b, tc.a, got, -tc.want)
			}
		})
	}
	var zero wire.Timestamp
	some := wire.MustParseTimestamp("0000-01-01T00:00:00Z")
	if zero.CompareMilli(zero) != 0 || zero.CompareMilli(some) != -1 || some.CompareMilli(zero) != 1 {
		t.Error("the zero Timestamp must equal itself and sort first")
	}
}

func TestTimestampTime(t *testing.T) {
	t.Parallel()
	ts := wire.MustParseTimestamp("2026-02-17T11:30:38.1234567899+02:00")
	want := time.Date(2026, 2, 17, 9, 30, 38, 123456789, time.UTC)
	if got := ts.Time(); !got.Equal(want) || got.Location() != time.UTC {
		t.Errorf("Time() = %v, want %v", got, want)
	}
	if got := (wire.Timestamp{}).Time(); !got.IsZero() {
		t.Errorf("zero Timestamp Time() = %v", got)
	}
}

func TestTimestampFrom(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   time.Time
		want string
	}{
		{time.Date(2026, 2, 17, 9, 30, 38, 622000000, time.UTC), "2026-02-17T09:30:38.622Z"},
		{time.Date(2026, 2, 17, 11, 30, 38, 0, time.FixedZone("", 7200)), "2026-02-17T09:30:38Z"},
		{time.Date(2026, 2, 17, 9, 30, 38, 1, time.UTC), "2026-02-17T09:30:38.000000001Z"},
		{time.Date(5, 1, 2, 3, 4, 5, 0, time.UTC), "0005-01-02T03:04:05Z"},
		{time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC), "0000-01-01T00:00:00Z"},
	}
	for _, tc := range tests {
		t.Run(tc.in.String(), func(t *testing.T) {
			got := wire.TimestampFrom(tc.in)
			if got.String() != tc.want {
				t.Errorf("TimestampFrom(%v) = %q, want %q", tc.in, got, tc.want)
			}
			if !got.Time().Equal(tc.in) {
				t.Errorf("TimestampFrom(%v).Time() = %v", tc.in, got.Time())
			}
			if p := wire.MustParseTimestamp(tc.want); p != got {
				t.Errorf("TimestampFrom(%v) = %#v, parse gives %#v", tc.in, got, p)
			}
		})
	}
	for i, tm := range []time.Time{
		time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 12, 31, 23, 59, 59, 0, time.UTC),
		time.Date(0, 1, 1, 0, 30, 0, 0, time.FixedZone("", 3600)), // year -1 in UTC
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := wire.TimestampFrom(tm); !got.IsZero() {
				t.Errorf("TimestampFrom(%v) = %q, want the zero Timestamp", tm, got)
			}
		})
	}
}

func TestTimestampText(t *testing.T) {
	t.Parallel()
	var ts wire.Timestamp
	if err := ts.UnmarshalText(nil); err != nil || !ts.IsZero() {
		t.Fatalf("UnmarshalText(\"\") = %v, %v", ts, err)
	}
	if b, err := ts.MarshalText(); err != nil || len(b) != 0 {
		t.Fatalf("zero MarshalText = %q, %v", b, err)
	}
	in := "2026-02-17T09:30:38.6220+01:00"
	if err := ts.UnmarshalText([]byte(in)); err != nil || ts.String() != in {
		t.Fatalf("UnmarshalText(%q) = %v, %v", in, ts, err)
	}
	if err := ts.UnmarshalText([]byte("2026-02-30T00:00:00Z")); err == nil {
		t.Fatal("UnmarshalText accepted February 30")
	}
	if ts.String() != in {
		t.Error("a failed UnmarshalText changed the value")
	}
}

// The reference implementation: upstream's regular expression, then time.Parse
// for the calendar, then the offset range calendar validity adds (time.Parse's
// fallback path is lax there). Its instant is an exact rational.
var dateTimeRE = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$`)

func referenceTimestamp(s string) (*big.Rat, bool) {
	m := dateTimeRE.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	if m[3] != "" {
		if h, _ := strconv.Atoi(m[3]); h > 23 {
			return nil, false
		}
		if mm, _ := strconv.Atoi(m[4]); mm > 59 {
			return nil, false
		}
	}
	tm, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return nil, false
	}
	r := new(big.Rat).SetInt64(tm.Unix())
	if frac := strings.TrimPrefix(m[1], "."); frac != "" {
		num, _ := new(big.Int).SetString(frac, 10)
		den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(frac))), nil)
		r.Add(r, new(big.Rat).SetFrac(num, den))
	}
	return r, true
}

// randomDateTime returns text close to the date-time form, valid or not.
func randomDateTime(r *rand.Rand) string {
	num := func(width, max int) string {
		s := strconv.Itoa(r.IntN(max + 1))
		for len(s) < width {
			s = "0" + s
		}
		return s
	}
	var b strings.Builder
	b.WriteString(num(4, 9999) + "-" + num(2, 13) + "-" + num(2, 32) + "T" + num(2, 24) + ":" + num(2, 60) + ":" + num(2, 60))
	if r.IntN(2) == 0 {
		b.WriteString("." + strconv.FormatUint(r.Uint64(), 10)[:1+r.IntN(15)])
	}
	switch r.IntN(3) {
	case 0:
		b.WriteString("Z")
	case 1:
		b.WriteString("+" + num(2, 25) + ":" + num(2, 60))
	default:
		b.WriteString("-" + num(2, 25) + ":" + num(2, 60))
	}
	s := b.String()
	if r.IntN(10) == 0 { // an occasional lexical mutation
		i := r.IntN(len(s))
		s = s[:i] + string("0Tz:.-+ \n"[r.IntN(9)]) + s[i+1:]
	}
	return s
}

func TestTimestampAgainstReference(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, uint64(proptest.Seed(t))))
	var accepted []wire.Timestamp
	var instants []*big.Rat
	for range 20000 {
		s := randomDateTime(r)
		ts, err := wire.ParseTimestamp(s)
		ref, ok := referenceTimestamp(s)
		if (err == nil) != ok {
			t.Fatalf("ParseTimestamp(%q) error %v; reference accepts: %v", s, err, ok)
		}
		if ok {
			accepted = append(accepted, ts)
			instants = append(instants, ref)
		}
	}
	if len(accepted) < 1000 {
		t.Fatalf("only %d accepted samples", len(accepted))
	}
	for i := range 20000 {
		a, b := r.IntN(len(accepted)), r.IntN(len(accepted))
		if i%4 == 0 {
			b = a
		}
		if got, want := accepted[a].Compare(accepted[b]), instants[a].Cmp(instants[b]); got != want {
			t.Fatalf("Compare(%s, %s) = %d, reference %d", accepted[a], accepted[b], got, want)
		}
	}
}
