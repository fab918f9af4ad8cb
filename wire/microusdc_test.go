package wire_test

import (
	"errors"
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/wire"
)

// TestParseMicroUSDC: accepted texts become canonical; each rejection has
// the reason of its first failing step, the sentinel, and the document
// violation of the micro-usdc pattern.
func TestParseMicroUSDC(t *testing.T) {
	for in, want := range map[string]string{
		"0": "0", "000": "0", "007": "7", "1000000": "1000000",
		"123456789012345678901234567890": "123456789012345678901234567890",
		"000" + strings.Repeat("9", 78):  strings.Repeat("9", 78),
		"000" + digits79[1:]:             "0",
	} {
		m, err := wire.ParseMicroUSDC(in)
		if err != nil || m.String() != want || !m.IsValid() || m.IsZero() {
			t.Errorf("ParseMicroUSDC(%q) = %q, %v; want %q", in, m, err, want)
		}
	}
	for _, c := range []struct {
		in, reason string
		sentinel   error
		rule       string
	}{
		{"", "empty string", wire.ErrSyntax, "pattern"},
		{"+1", "plus sign prefix", wire.ErrSyntax, "pattern"},
		{"-1", "negative value", wire.ErrRange, "pattern"},
		{"-0", "negative value", wire.ErrRange, "pattern"},
		{"1.0", "must match ^[0-9]+$", wire.ErrSyntax, "pattern"},
		{" 1", "must match ^[0-9]+$", wire.ErrSyntax, "pattern"},
		{"abc123", "must match ^[0-9]+$", wire.ErrSyntax, "pattern"},
		{"１", "must match ^[0-9]+$", wire.ErrSyntax, "pattern"},
		{digits79, "more than 78 digits", wire.ErrRange, "limit-digits"},
	} {
		_, err := wire.ParseMicroUSDC(c.in)
		var pe *wire.ParseError
		if !errors.As(err, &pe) || pe.Type != "MicroUSDC" || pe.Reason != c.reason || !errors.Is(err, c.sentinel) {
			t.Errorf("ParseMicroUSDC(%q) = %v, want %q wrapping %v", c.in, err, c.reason, c.sentinel)
			continue
		}
		rule, msg := pe.Violation()
		if rule != c.rule || rule == "pattern" && msg != "Expected string to match '^[0-9]+$'" {
			t.Errorf("ParseMicroUSDC(%q) violation %s %q", c.in, rule, msg)
		}
	}
	if got := (wire.MicroUSDC{}); got.IsValid() || !got.IsZero() || got.String() != "" {
		t.Error("the zero MicroUSDC must be absent")
	}
	if _, err := (wire.MicroUSDC{}).MarshalText(); err == nil {
		t.Error("MarshalText of an absent MicroUSDC must fail")
	}
	if err := (&wire.MicroUSDC{}).Validate(); err == nil {
		t.Error("an absent MicroUSDC is no document")
	}
	if m := wire.MustParseMicroUSDC("5"); m.Validate() != nil {
		t.Error("a present MicroUSDC is a valid document")
	}
}

// TestMicroUSDCHelpers: the helpers on the protocol's examples, with their
// exact messages.
func TestMicroUSDCHelpers(t *testing.T) {
	big30, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	for _, c := range []struct {
		x    *big.Int
		want string
		err  string
	}{
		{big.NewInt(-1), "", "MicroUSDC must be non-negative, got -1"},
		{big.NewInt(-123), "", "MicroUSDC must be non-negative, got -123"},
		{big.NewInt(0), "0", ""},
		{big30, "123456789012345678901234567890", ""},
		{nil, "", "MicroUSDC must be non-negative, got <nil>"},
		{bigOf(digits79), "", "MicroUSDC must have at most 78 digits, got 79 digits"},
	} {
		m, err := wire.NewMicroUSDC(c.x)
		switch {
		case c.err != "" && (err == nil || err.Error() != c.err || !errors.Is(err, wire.ErrRange) || m.IsValid()):
			t.Errorf("NewMicroUSDC(%v) = %q, %v; want error %q", c.x, m, err, c.err)
		case c.err == "" && (err != nil || m.String() != c.want):
			t.Errorf("NewMicroUSDC(%v) = %q, %v; want %s", c.x, m, err, c.want)
		}
	}
	if m, _ := wire.NewMicroUSDC(big30); m.Big().Cmp(big30) != 0 {
		t.Error("NewMicroUSDC must not change the number")
	}

	// ReadMicroUSDC: lenient, never an error.
	for _, c := range []struct {
		v    any
		want string
	}{
		{"007", "7"}, {"0", "0"}, {big.NewInt(5), "5"}, {big30, big30.String()},
		{"-1", ""}, {"", ""}, {"1.0", ""}, {" 1", ""}, {5, ""}, {int64(5), ""}, {5.0, ""}, {nil, ""},
		{big.NewInt(-5), ""}, {(*big.Int)(nil), ""}, {wire.MustParseMicroUSDC("5"), ""}, {[]byte("5"), ""},
	} {
		m, ok := wire.ReadMicroUSDC(c.v)
		if ok != (c.want != "") || m.String() != c.want {
			t.Errorf("ReadMicroUSDC(%#v) = %q, %v; want %q", c.v, m, ok, c.want)
		}
	}

	// DeserializeMicroUSDC: upstream's message, the input as it is.
	for in, want := range map[string]string{"007": "7", "1000000": "1000000", "0": "0"} {
		if m, err := wire.DeserializeMicroUSDC(in); err != nil || m.String() != want {
			t.Errorf("DeserializeMicroUSDC(%q) = %q, %v; want %s", in, m, err, want)
		}
	}
	for _, in := range []string{"", "abc123", "-1", "+1", "１", "1 ", `"1"`} {
		_, err := wire.DeserializeMicroUSDC(in)
		if want := `Invalid MicroUSDC string: "` + in + `"`; err == nil || err.Error() != want || !errors.Is(err, wire.ErrSyntax) {
			t.Errorf("DeserializeMicroUSDC(%q) = %v, want %q", in, err, want)
		}
	}
	long := strings.Repeat("x", 1000)
	if _, err := wire.DeserializeMicroUSDC(long); err == nil || len(err.Error()) > 300 ||
		!strings.HasPrefix(err.Error(), "Invalid MicroUSDC string: ") {
		t.Errorf("a long input must be quoted shortened: %.300v", err)
	}
	if _, err := wire.DeserializeMicroUSDC(digits79); !errors.Is(err, wire.ErrRange) {
		t.Errorf("DeserializeMicroUSDC of 79 digits = %v, want the digit limit", err)
	}

	// Conversions keep the number.
	for _, s := range []string{"5000000", "0", "123456789012345678901234567890"} {
		u := wire.MustParseMicroUSDUnsigned(s)
		c := wire.MicroUSDCFromUnsigned(u)
		if c.String() != s || c.Unsigned() != u || c.Signed() != u.Signed() {
			t.Errorf("%s: MicroUSDCFromUnsigned = %q, back %q / %q", s, c, c.Unsigned(), c.Signed())
		}
		d, err := wire.MicroUSDCFromMicroUSD(wire.MustParseMicroUSD(s))
		if err != nil || d != c {
			t.Errorf("%s: MicroUSDCFromMicroUSD = %q, %v", s, d, err)
		}
	}
	if _, err := wire.MicroUSDCFromMicroUSD(wire.MustParseMicroUSD("-5")); err == nil ||
		err.Error() != "MicroUSDC must be non-negative, got -5" || !errors.Is(err, wire.ErrRange) {
		t.Errorf("MicroUSDCFromMicroUSD(-5) = %v", err)
	}
	if c, err := wire.MicroUSDCFromMicroUSD(wire.MicroUSD{}); err != nil || c.IsValid() {
		t.Error("an absent MicroUSD converts to an absent MicroUSDC")
	}
	if wire.MicroUSDCFromUnsigned(wire.MicroUSDUnsigned{}).IsValid() || (wire.MicroUSDC{}).Unsigned().IsValid() {
		t.Error("absent stays absent")
	}
	if wire.MustParseMicroUSDC("7").Cmp(wire.MustParseMicroUSDC("10")) != -1 {
		t.Error("Cmp")
	}
}

var microUSDCRE = regexp.MustCompile(wire.MicroUSDCPattern)

func FuzzParseMicroUSDC(f *testing.F) {
	for _, s := range []string{"0", "-0", "007", "+1", "", "1.5", "abc123", "１", "123456789012345678901234567890",
		digits79, "000" + digits79[1:]} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseMicroUSDC, false)
		if ok != (microUSDCRE.MatchString(in) && withinDigits(in)) || ok && v.String() != bigOf(in).String() {
			t.Fatalf("ParseMicroUSDC(%q) = %q, %v", in, v, ok)
		}
		d, err := wire.DeserializeMicroUSDC(in)
		if (err == nil) != ok || d != v {
			t.Fatalf("DeserializeMicroUSDC(%q) = %q, %v; ParseMicroUSDC %q, %v", in, d, err, v, ok)
		}
		r, rok := wire.ReadMicroUSDC(in)
		if rok != ok || r != v {
			t.Fatalf("ReadMicroUSDC(%q) = %q, %v", in, r, rok)
		}
	})
}

// TestMicroUSDCProperties: parse, String and parse again is the identity;
// the value is the number the digits denote; the big-integer constructor
// and the conversions to and from micro-USD are inverse.
func TestMicroUSDCProperties(t *testing.T) {
	props := gopter.NewProperties(parameters(t))
	props.Property("parse → String → parse is the identity, String is canonical", prop.ForAll(
		func(s string) bool {
			m, err := wire.ParseMicroUSDC(s)
			if err != nil {
				return false
			}
			n, err := wire.ParseMicroUSDC(m.String())
			return err == nil && n == m && m.String() == bigOf(s).String() && m.Big().Cmp(bigOf(s)) == 0
		}, genDigits()))
	props.Property("NewMicroUSDC(Big()) and the micro-USD round trips give the value back", prop.ForAll(
		func(s string) bool {
			m := wire.MustParseMicroUSDC(s)
			n, err := wire.NewMicroUSDC(m.Big())
			if err != nil || n != m {
				return false
			}
			d, err := wire.MicroUSDCFromMicroUSD(m.Signed())
			return err == nil && d == m && wire.MicroUSDCFromUnsigned(m.Unsigned()) == m
		}, genDigits()))
	props.Property("negative integers are refused by NewMicroUSDC with their value in the message", prop.ForAll(
		func(v int64) bool {
			_, err := wire.NewMicroUSDC(big.NewInt(-v - 1))
			return err != nil && err.Error() == "MicroUSDC must be non-negative, got "+big.NewInt(-v-1).String()
		}, gen.Int64Range(0, 1<<62)))
	props.TestingRun(t)
}
