package constraintrt

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"

	"github.com/hounfour-go/hounfour/internal/lex"
	"github.com/hounfour-go/hounfour/wire"
)

// Lowercase is ECMAScript toLowerCase (locale-independent, full Unicode).
func Lowercase(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return cases.Lower(language.Und).String(s)
		}
	}
	return strings.ToLower(s)
}

// DateTimeMillis parses a protocol date-time (a real calendar instant, as
// wire.Timestamp requires) to Unix milliseconds, fraction digits beyond
// milliseconds truncated. saga_timeout_valid uses it.
func DateTimeMillis(s string) (int64, bool) {
	ts, err := wire.ParseTimestamp(s)
	if err != nil {
		return 0, false
	}
	return ts.Time().UnixMilli(), true
}

// Instant returns the Unix milliseconds of the protocol date-time s
// (DateTimeMillis) when present, the test of the time builtins' arguments.
func Instant(present bool, s string) (int64, bool) {
	if !present {
		return 0, false
	}
	return DateTimeMillis(s)
}

// TimestampInstant is Instant for a timestamp member: the Unix
// milliseconds of ts's instant, read from the value rather than from its
// text parsed again (the same instant: the value holds the instant of its
// text).
func TimestampInstant(present bool, ts wire.Timestamp) (int64, bool) {
	if !present || ts.IsZero() {
		return 0, false
	}
	return ts.Time().UnixMilli(), true
}

// Shortened returns s for a message: unchanged up to lex.QuoteLimit bytes,
// else its first lex.QuoteLimit bytes, "…" and its length.
func Shortened(s string) string {
	if len(s) <= lex.QuoteLimit {
		return s
	}
	q := lex.Quote(s)
	return q[1:strings.LastIndexByte(q, '"')] + q[strings.LastIndexByte(q, '"')+1:]
}
