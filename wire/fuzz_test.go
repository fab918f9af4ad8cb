package wire_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/hounfour-go/hounfour/wire"
)

type textPrimitive interface {
	comparable
	String() string
	AppendText([]byte) ([]byte, error)
	MarshalText() ([]byte, error)
}

// checkText asserts the invariants every text primitive keeps for any input:
// no panic; Parse and UnmarshalText agree ("" aside); a rejection is a
// *ParseError quoting the input, wrapping a sentinel, with a violation, and
// fails through json.Unmarshal too; an accepted value's String re-parses to
// an equal value, MarshalText and AppendText equal String, a second marshal
// is byte-equal, and a JSON round trip gives an equal value.
func checkText[T textPrimitive, P interface {
	*T
	UnmarshalText([]byte) error
}](t *testing.T, in string, parse func(string) (T, error), emptyIsZero bool) (T, bool) {
	t.Helper()
	var zero T
	v, err := parse(in)
	var u T
	errU := P(&u).UnmarshalText([]byte(in))
	switch {
	case in == "" && emptyIsZero:
		if errU != nil || u != zero {
			t.Fatalf("UnmarshalText(\"\") = %v, %v; want the zero value", u, errU)
		}
	case (err == nil) != (errU == nil) || u != v:
		t.Fatalf("Parse(%q) = %v, %v but UnmarshalText gives %v, %v", in, v, err, u, errU)
	}

	if err != nil {
		var pe *wire.ParseError
		if !errors.As(err, &pe) || pe.Input != in || pe.Reason == "" || v != zero {
			t.Fatalf("Parse(%q) = %v, %#v", in, v, err)
		}
		if !errors.Is(err, wire.ErrSyntax) && !errors.Is(err, wire.ErrRange) && !errors.Is(err, wire.ErrChecksum) {
			t.Fatalf("Parse(%q) error %v wraps no sentinel", in, err)
		}
		if rule, msg := pe.Violation(); rule == "" || msg == "" {
			t.Fatalf("Parse(%q) error %v has no violation", in, err)
		}
		if in != "" && utf8.ValidString(in) {
			b, _ := json.Marshal(in)
			var j T
			if err := json.Unmarshal(b, P(&j)); err == nil {
				t.Fatalf("json.Unmarshal(%s) accepted what Parse rejects", b)
			}
		}
		return zero, false
	}

	s := v.String()
	again, err := parse(s)
	if err != nil || again != v {
		t.Fatalf("Parse(%q).String() = %q re-parses to %v, %v", in, s, again, err)
	}
	m1, err1 := v.MarshalText()
	m2, err2 := v.MarshalText()
	if err1 != nil || err2 != nil || string(m1) != s || !bytes.Equal(m1, m2) {
		t.Fatalf("MarshalText of %q = %q, %v then %q, %v; String %q", in, m1, err1, m2, err2, s)
	}
	if a, err := v.AppendText([]byte("prefix")); err != nil || string(a) != "prefix"+s {
		t.Fatalf("AppendText of %q = %q, %v", in, a, err)
	}
	j, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(%q): %v", s, err)
	}
	var back T
	if err := json.Unmarshal(j, P(&back)); err != nil || back != v {
		t.Fatalf("JSON round trip of %q: %s → %v, %v", s, j, back, err)
	}
	return v, true
}

func FuzzParseTimestamp(f *testing.F) {
	for _, s := range []string{
		"2026-02-17T09:30:38.622Z", "0000-02-29T00:00:00-00:00", "2026-02-17T24:00:00Z", "2016-12-31T23:59:60Z",
		"2026-02-17T09:30:38.1234567890123+23:59", "2026-02-17T09:30:38Z\n", "２026-02-17T09:30:38Z", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseTimestamp, true)
		_, refOK := referenceTimestamp(in)
		if in != "" && ok != refOK {
			t.Fatalf("ParseTimestamp(%q) ok=%v, reference %v", in, ok, refOK)
		}
		if !ok {
			return
		}
		if tm, err := time.Parse(time.RFC3339Nano, in); v.String() != in || err != nil || !tm.Equal(v.Time()) {
			t.Fatalf("ParseTimestamp(%q) = %q (%v), time.Parse gives %v, %v", in, v, v.Time(), tm, err)
		}
	})
}

func FuzzParseURI(f *testing.F) {
	for _, s := range []string{"https://example.com", "http://a b", "http://\u2028", "HTTPS://x", "http:/a", "http://\xff", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseURI, true)
		if ok && v.String() != in {
			t.Fatalf("URI not verbatim: %q → %q", in, v)
		}
		rest, found := strings.CutPrefix(in, "http://")
		if !found {
			rest, found = strings.CutPrefix(in, "https://")
		}
		r, _ := utf8.DecodeRuneInString(rest)
		want := found && rest != "" && utf8.ValidString(in) && !strings.ContainsRune("\n\r\u2028\u2029", r)
		if in != "" && ok != want {
			t.Fatalf("ParseURI(%q) ok=%v, want %v", in, ok, want)
		}
	})
}

var uuidRE = regexp.MustCompile(`(?i)^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

func FuzzParseUUID(f *testing.F) {
	for _, s := range []string{"123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseUUID, true)
		if in != "" && ok != uuidRE.MatchString(in) || ok && v.String() != in {
			t.Fatalf("ParseUUID(%q) = %q, %v", in, v, ok)
		}
	})
}

var semverRE = regexp.MustCompile(wire.SemverPattern)

func FuzzParseSemver(f *testing.F) {
	for _, s := range []string{"7.0.0", "07.0.0", "7.0", "7.0.0-rc.1", "7.0.0\n", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseSemver, true)
		if in != "" && ok != semverRE.MatchString(in) || ok && v.String() != in {
			t.Fatalf("ParseSemver(%q) = %q, %v", in, v, ok)
		}
	})
}

var accountIDRE = regexp.MustCompile(wire.AccountIDPattern)

func FuzzParseAccountID(f *testing.F) {
	for _, s := range []string{"acct_1-A", "a b", "ä", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseAccountID, true)
		if in != "" && ok != accountIDRE.MatchString(in) || ok && v.String() != in {
			t.Fatalf("ParseAccountID(%q) = %q, %v", in, v, ok)
		}
	})
}

var ulidRE = regexp.MustCompile(wire.ULIDPattern)

func FuzzParseULID(f *testing.F) {
	for _, s := range []string{"01ARZ3NDEKTSV4RRFFQ69G5FAV", "01arz3ndektsv4rrffq69g5fav", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ", "01ARZ3NDEKTSV4RRFFQ69G5FAU", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseULID, true)
		if in != "" && ok != ulidRE.MatchString(in) || ok && v.String() != in {
			t.Fatalf("ParseULID(%q) = %q, %v", in, v, ok)
		}
	})
}

var (
	microRE         = regexp.MustCompile(wire.MicroUSDPattern)
	microUnsignedRE = regexp.MustCompile(wire.MicroUSDUnsignedPattern)
)

// withinDigits reports whether the integer text s (pattern-checked) has at
// most wire.MaxDigits significant digits: leading zeros and the sign are
// not counted.
func withinDigits(s string) bool {
	return len(strings.TrimLeft(strings.TrimPrefix(s, "-"), "0")) <= wire.MaxDigits
}

// digits79 is the smallest integer text over the digit limit.
var digits79 = "1" + strings.Repeat("0", 78)

func FuzzParseMicroUSD(f *testing.F) {
	for _, s := range []string{"0", "-0", "007", "-007", "+1", "", "1.5", "٣", "-", "123456789012345678901234567890",
		digits79, "-" + digits79, "000" + digits79[1:]} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseMicroUSD, false)
		if ok != (microRE.MatchString(in) && withinDigits(in)) || ok && v.String() != bigOf(in).String() {
			t.Fatalf("ParseMicroUSD(%q) = %q, %v", in, v, ok)
		}
	})
}

func FuzzParseMicroUSDUnsigned(f *testing.F) {
	for _, s := range []string{"0", "-0", "007", "+1", "", "1.5", "123456789012345678901234567890", digits79,
		"000" + digits79[1:]} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseMicroUSDUnsigned, false)
		if ok != (microUnsignedRE.MatchString(in) && withinDigits(in)) || ok && v.String() != bigOf(in).String() {
			t.Fatalf("ParseMicroUSDUnsigned(%q) = %q, %v", in, v, ok)
		}
	})
}

var addressRE = regexp.MustCompile(wire.AddressPattern)

// referenceAddress is the address rule written plainly with go-ethereum's
// EIP-55 as the oracle.
func referenceAddress(s string) bool {
	if !addressRE.MatchString(s) {
		return false
	}
	h := s[2:]
	if h == strings.ToLower(h) || h == strings.ToUpper(h) {
		return true
	}
	return common.HexToAddress(s).Hex() == s
}

func FuzzParseAddress(f *testing.F) {
	for _, tc := range eip55Table {
		f.Add(tc.lower)
		f.Add(tc.eip55)
	}
	f.Add("0x5af0D9827E0c53E4799BB226655A1de152A425a5")
	f.Add("0xzz")
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseAddress, true)
		if in != "" && ok != referenceAddress(in) {
			t.Fatalf("ParseAddress(%q) ok=%v, reference disagrees", in, ok)
		}
		if ok && v.String() != common.HexToAddress(in).Hex() {
			t.Fatalf("ParseAddress(%q) = %q", in, v)
		}
	})
}

var nftIDRE = regexp.MustCompile(`^eip155:([1-9]\d*)\/0x([a-fA-F0-9]{40})\/(\d+)$`)

func FuzzParseNftID(f *testing.F) {
	for _, s := range []string{
		"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
		"eip155:137/0x5af0d9827e0c53e4799bb226655a1de152a425a5/999",
		"eip155:18446744073709551616/0x5af0d9827e0c53e4799bb226655a1de152a425a5/0",
		"eip155:1/0x5af0D9827E0c53E4799BB226655A1de152A425a5/42",
		"eip155:0/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, ok := checkText(t, in, wire.ParseNftID, true)
		if in == "" {
			return
		}
		m := nftIDRE.FindStringSubmatch(in)
		want := m != nil && referenceAddress("0x"+m[2])
		if want {
			_, err := strconv.ParseUint(m[1], 10, 64)
			want = err == nil
		}
		if ok != want || ok != wire.IsValidNftID(in) {
			t.Fatalf("ParseNftID(%q) ok=%v, reference %v", in, ok, want)
		}
		if ok && (v.TokenID() != m[3] || strconv.FormatUint(v.ChainID(), 10) != m[1] || v.Collection().Common() != common.HexToAddress(m[2])) {
			t.Fatalf("ParseNftID(%q) parts %d %v %q", in, v.ChainID(), v.Collection(), v.TokenID())
		}
	})
}

func FuzzParseBasisPoints(f *testing.F) {
	for _, s := range []string{"0", "00010000", "10001", "-1", "", "1.0", "5e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, err := wire.ParseBasisPoints(in)
		want := microUnsignedRE.MatchString(in) && bigOf(in).Cmp(big.NewInt(10000)) <= 0
		if (err == nil) != want || err == nil && int64(v) != bigOf(in).Int64() {
			t.Fatalf("ParseBasisPoints(%q) = %d, %v", in, v, err)
		}
		if err == nil {
			if b, err := wire.ParseBasisPoints(v.String()); err != nil || b != v {
				t.Fatalf("ParseBasisPoints(%q) does not round-trip", in)
			}
		}
	})
}

func FuzzBasisPointsUnmarshalJSON(f *testing.F) {
	for _, s := range []string{"0", "5000", "5000.0", "5e3", "-0", "0.5", "1e400", "-1", "10001", "null", `"1"`, "01", "1.", ".5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var v wire.BasisPoints
		err := v.UnmarshalJSON([]byte(in))
		// Reference: encoding/json decides what a number is, float64 the value.
		var val any
		dec := json.NewDecoder(strings.NewReader(in))
		dec.UseNumber()
		want := false
		if num, isNum := decoded(dec, &val); isNum && dec.InputOffset() == int64(len(in)) && in == strings.TrimSpace(in) {
			if fv, err := strconv.ParseFloat(string(num), 64); err == nil && fv == math.Trunc(fv) && fv >= 0 && fv <= 10000 {
				want = true
			}
		}
		if (err == nil) != want {
			t.Fatalf("UnmarshalJSON(%q) = %d, %v; reference %v", in, v, err, want)
		}
		if err == nil {
			out, err := v.MarshalJSON()
			var again wire.BasisPoints
			if err != nil || again.UnmarshalJSON(out) != nil || again != v {
				t.Fatalf("BasisPoints %d does not round-trip: %s, %v", v, out, err)
			}
		}
	})
}

// decoded decodes one JSON value and reports whether it is a number.
func decoded(dec *json.Decoder, val *any) (json.Number, bool) {
	if dec.Decode(val) != nil {
		return "", false
	}
	num, ok := (*val).(json.Number)
	return num, ok
}

func FuzzParsePoolID(f *testing.F) {
	for _, s := range []string{"cheap", "Cheap", "architect", "", "toString"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		p, err := wire.ParsePoolID(in)
		tier, errT := wire.ParseTier(in)
		if (err == nil) != wire.PoolID(in).Valid() || err == nil && string(p) != in {
			t.Fatalf("ParsePoolID(%q) = %q, %v", in, p, err)
		}
		if (errT == nil) != wire.Tier(in).Valid() || errT == nil && string(tier) != in {
			t.Fatalf("ParseTier(%q) = %q, %v", in, tier, errT)
		}
		_ = wire.TierHasAccess(wire.Tier(in), wire.PoolID(in)) // never panics
	})
}

func FuzzMicroArithmetic(f *testing.F) {
	f.Add("007", "-0", int64(5000))
	f.Add("-15", "9223372036854775807", int64(-1))
	f.Add("18446744073709551616", "x", int64(math.MaxInt64))
	f.Add(digits79, "0", int64(1))
	f.Add("-"+strings.Repeat("0", 100)+strings.Repeat("9", 78), digits79[1:], int64(10000))
	f.Fuzz(func(t *testing.T, a, b string, bps int64) {
		x, okA := new(big.Int).SetString(a, 10)
		y, okB := new(big.Int).SetString(b, 10)
		okA = okA && microRE.MatchString(a) && withinDigits(a)
		okB = okB && microRE.MatchString(b) && withinDigits(b)
		sum, err := wire.AddMicro(a, b)
		if (err == nil) != (okA && okB) || err == nil && sum != new(big.Int).Add(x, y).String() {
			t.Fatalf("AddMicro(%q, %q) = %q, %v", a, b, sum, err)
		}
		diff, err := wire.SubtractMicro(a, b)
		if okA && okB {
			if (err == nil) != (x.Cmp(y) >= 0) || err == nil && diff != new(big.Int).Sub(x, y).String() {
				t.Fatalf("SubtractMicro(%q, %q) = %q, %v", a, b, diff, err)
			}
		} else if err == nil {
			t.Fatalf("SubtractMicro(%q, %q) accepted", a, b)
		}
		prod, err := wire.MultiplyBPS(a, bps)
		if (err == nil) != (okA && bps >= 0) {
			t.Fatalf("MultiplyBPS(%q, %d) = %q, %v", a, bps, prod, err)
		}
		if err == nil && prod != new(big.Int).Quo(new(big.Int).Mul(x, big.NewInt(bps)), big.NewInt(10000)).String() {
			t.Fatalf("MultiplyBPS(%q, %d) = %q", a, bps, prod)
		}
		c, err := wire.CompareMicro(a, b)
		if (err == nil) != (okA && okB) || err == nil && c != x.Cmp(y) {
			t.Fatalf("CompareMicro(%q, %q) = %d, %v", a, b, c, err)
		}
	})
}

// FuzzMicroRoundTrip: the typed arithmetic round-trips on any two parsed
// amounts: (a + b) − b = a, −(−a) = a, a × 10000 bps = a, the canonical text
// re-parses to the same value, and the string layer agrees with the typed
// layer on the raw text.
func FuzzMicroRoundTrip(f *testing.F) {
	f.Add("007", "-0")
	f.Add("-9223372036854775808", "9223372036854775807")
	f.Add("123456789012345678901234567890", "-1")
	f.Fuzz(func(t *testing.T, as, bs string) {
		a, errA := wire.ParseMicroUSD(as)
		b, errB := wire.ParseMicroUSD(bs)
		if errA != nil || errB != nil {
			return
		}
		if back := a.Add(b).SubSigned(b); back != a {
			t.Fatalf("(%v + %v) - %v = %v", a, b, b, back)
		}
		if a.Neg().Neg() != a || a.Add(a.Neg()) != wire.ZeroMicro() {
			t.Fatalf("negation of %v", a)
		}
		if x, err := a.MulBPS(10000); err != nil || x != a {
			t.Fatalf("%v × 10000 bps = %v, %v", a, x, err)
		}
		if x, err := wire.ParseMicroUSD(a.String()); err != nil || x != a {
			t.Fatalf("re-parse of %v: %v, %v", a, x, err)
		}
		if d, err := a.Sub(b); (err == nil) != (a.Cmp(b) >= 0) || err == nil && d.Add(b) != a {
			t.Fatalf("%v - %v = %v, %v", a, b, d, err)
		}
		if s, err := wire.AddMicro(as, bs); err != nil || s != a.Add(b).String() {
			t.Fatalf("AddMicro(%q, %q) = %q, %v", as, bs, s, err)
		}
		if c, err := wire.CompareMicro(as, bs); err != nil || c != a.Cmp(b) {
			t.Fatalf("CompareMicro(%q, %q) = %d, %v", as, bs, c, err)
		}
		if v, ok := a.Int64(); ok && wire.MicroUSDFromInt64(v) != a {
			t.Fatalf("Int64 of %v = %d", a, v)
		}
	})
}
