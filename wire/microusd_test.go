package wire_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

func TestParseMicroUSD(t *testing.T) {
	t.Parallel()
	// The specification's valid and invalid amounts.
	valid := []struct{ in, want string }{
		{"0", "0"}, {"12345", "12345"}, {"-100", "-100"},
		{"007", "7"}, {"-0", "0"}, {"00", "0"}, {"-000", "0"}, {"-007", "-7"},
		{"99999999999999999999999999999999999999", "99999999999999999999999999999999999999"},
		{"-000099999999999999999999999999999999999999", "-99999999999999999999999999999999999999"},
	}
	for _, tc := range valid {
		t.Run(tc.in, func(t *testing.T) {
			m, err := wire.ParseMicroUSD(tc.in)
			if err != nil || m.String() != tc.want || !m.IsValid() || m.IsZero() {
				t.Errorf("ParseMicroUSD(%q) = %q, %v; want %q", tc.in, m, err, tc.want)
			}
		})
	}
	invalid := []struct{ in, reason string }{
		{"", "empty string"},
		{"+100", "plus sign prefix"},
		{"+", "plus sign prefix"},
		{" 1", "must match ^-?[0-9]+$"},
		{"1 ", "must match ^-?[0-9]+$"},
		{"1.5", "must match ^-?[0-9]+$"},
		{"1e3", "must match ^-?[0-9]+$"},
		{"0x10", "must match ^-?[0-9]+$"},
		{"1_000", "must match ^-?[0-9]+$"},
		{"-", "must match ^-?[0-9]+$"},
		{"--1", "must match ^-?[0-9]+$"},
		{"٣", "must match ^-?[0-9]+$"},
		{"1\n", "must match ^-?[0-9]+$"},
	}
	for _, tc := range invalid {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := wire.ParseMicroUSD(tc.in)
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "micro_usd" || pe.Input != tc.in || pe.Reason != tc.reason || !errors.Is(err, wire.ErrSyntax) {
				t.Errorf("ParseMicroUSD(%q) = %#v, want reason %q", tc.in, err, tc.reason)
				return
			}
			if rule, msg := pe.Violation(); rule != "pattern" || msg != "Expected string to match '^-?[0-9]+$'" {
				t.Errorf("ParseMicroUSD(%q) violation = %q, %q", tc.in, rule, msg)
			}
			var m wire.MicroUSD
			if err := m.UnmarshalText([]byte(tc.in)); err == nil {
				t.Errorf("UnmarshalText(%q) accepted", tc.in)
			}
		})
	}
	if _, err := wire.ParseMicroUSD("+1"); err.Error() != `wire.ParseMicroUSD("+1"): plus sign prefix` {
		t.Errorf("Error() = %q", err)
	}
}

func TestMicroUSDValue(t *testing.T) {
	t.Parallel()
	var absent wire.MicroUSD
	if absent.IsValid() || !absent.IsZero() || absent.String() != "" || absent.Big() != nil {
		t.Fatal("the zero MicroUSD must be absent")
	}
	if _, err := absent.MarshalText(); err == nil {
		t.Fatal("MarshalText of an absent MicroUSD must fail")
	}
	if _, err := json.Marshal(struct{ A wire.MicroUSD }{}); err == nil {
		t.Fatal("json.Marshal of an absent MicroUSD must fail")
	}
	if b, err := json.Marshal(struct {
		A wire.MicroUSD `json:"a,omitzero"`
		B wire.MicroUSD `json:"b"`
	}{B: wire.ZeroMicro()}); err != nil || string(b) != `{"b":"0"}` {
		t.Fatalf("json.Marshal = %s, %v", b, err)
	}
	if wire.ZeroMicro().String() != wire.ZeroMicroText || wire.ZeroMicro().Sign() != 0 || !wire.ZeroMicro().IsValid() {
		t.Fatal("ZeroMicro must be the present number 0")
	}
	if wire.MustParseMicroUSD("-0") != wire.ZeroMicro() || wire.MustParseMicroUSD("007") != wire.MicroUSDFromInt64(7) {
		t.Fatal("== must be numeric equality on parsed values")
	}
	x, _ := new(big.Int).SetString("-123456789012345678901234567890", 10)
	m := wire.MicroUSDFromBig(x)
	if m.String() != "-123456789012345678901234567890" || m.Big().Cmp(x) != 0 || m.Sign() != -1 {
		t.Fatalf("MicroUSDFromBig = %v", m)
	}
	if b1, b2 := m.Big(), m.Big(); b1 == b2 {
		t.Fatal("Big must return a fresh copy")
	} else if b1.Add(b1, big.NewInt(1)); m.Big().Cmp(x) != 0 {
		t.Fatal("changing a returned Big changed the value")
	}
	if !wire.MicroUSDFromBig(nil).IsZero() || wire.MicroUSDFromInt64(-9223372036854775808).String() != "-9223372036854775808" {
		t.Fatal("MicroUSDFromBig(nil) / MicroUSDFromInt64")
	}
	var u wire.MicroUSD
	if err := json.Unmarshal([]byte(`"-0042"`), &u); err != nil || u.String() != "-42" {
		t.Fatalf("json.Unmarshal = %v, %v", u, err)
	}
	if err := json.Unmarshal([]byte(`""`), &u); err == nil {
		t.Fatal(`json.Unmarshal("") must fail`)
	}
	if err := json.Unmarshal([]byte(`12`), &u); err == nil {
		t.Fatal("a JSON number must not decode into MicroUSD")
	}
}

func TestMicroUSDUnsigned(t *testing.T) {
	t.Parallel()
	valid := []struct{ in, want string }{{"0", "0"}, {"007", "7"}, {"000", "0"}, {"12345678901234567890123", "12345678901234567890123"}}
	for _, tc := range valid {
		t.Run(tc.in, func(t *testing.T) {
			m, err := wire.ParseMicroUSDUnsigned(tc.in)
			if err != nil || m.String() != tc.want {
				t.Errorf("ParseMicroUSDUnsigned(%q) = %q, %v", tc.in, m, err)
			}
		})
	}
	invalid := []struct {
		in, reason string
		sentinel   error
	}{
		{"", "empty string", wire.ErrSyntax},
		{"+1", "plus sign prefix", wire.ErrSyntax},
		{"-1", "negative value", wire.ErrRange},
		{"-0", "negative value", wire.ErrRange},
		{"-x", "negative value", wire.ErrRange},
		{"1.0", "must match ^[0-9]+$", wire.ErrSyntax},
		{"x", "must match ^[0-9]+$", wire.ErrSyntax},
	}
	for _, tc := range invalid {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := wire.ParseMicroUSDUnsigned(tc.in)
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "micro_usd_unsigned" || pe.Reason != tc.reason || !errors.Is(err, tc.sentinel) {
				t.Errorf("ParseMicroUSDUnsigned(%q) = %#v, want %q", tc.in, err, tc.reason)
				return
			}
			if rule, msg := pe.Violation(); rule != "pattern" || msg != "Expected string to match '^[0-9]+$'" {
				t.Errorf("ParseMicroUSDUnsigned(%q) violation = %q, %q", tc.in, rule, msg)
			}
		})
	}

	a, b := wire.MustParseMicroUSDUnsigned("5"), wire.MustParseMicroUSDUnsigned("007")
	if got := a.Add(b); got.String() != "12" {
		t.Errorf("5 + 7 = %v", got)
	}
	if got, err := b.Sub(a); err != nil || got.String() != "2" {
		t.Errorf("7 - 5 = %v, %v", got, err)
	}
	if _, err := a.Sub(b); err == nil || err.Error() != "MicroUSD subtraction underflow: 5 - 7" || !errors.Is(err, wire.ErrRange) {
		t.Errorf("5 - 7: %v", err)
	}
	if a.Cmp(b) != -1 || a.Sign() != 1 || a.Big().Int64() != 5 || a.Signed() != wire.MicroUSDFromInt64(5) {
		t.Error("Cmp/Sign/Big/Signed")
	}
	if wire.MicroUSDUnsignedFromUint64(18446744073709551615).String() != "18446744073709551615" {
		t.Error("MicroUSDUnsignedFromUint64")
	}
	if u, err := wire.MicroUSDFromInt64(-1).Unsigned(); err == nil || !u.IsZero() || !errors.Is(err, wire.ErrRange) {
		t.Errorf("Unsigned of -1 = %v, %v", u, err)
	}
	if u, err := wire.MustParseMicroUSD("-0").Unsigned(); err != nil || u.String() != "0" {
		t.Errorf("Unsigned of 0 = %v, %v", u, err)
	}
	var absent wire.MicroUSDUnsigned
	if _, err := absent.MarshalText(); err == nil || absent.IsValid() || !absent.IsZero() {
		t.Error("absent MicroUSDUnsigned")
	}
	if err := absent.UnmarshalText(nil); err == nil {
		t.Error(`UnmarshalText("") must fail`)
	}
}

func TestMicroUSDAbsentArithmeticPanics(t *testing.T) {
	t.Parallel()
	ops := map[string]func(){
		"Add":      func() { wire.ZeroMicro().Add(wire.MicroUSD{}) },
		"Sub":      func() { _, _ = wire.MicroUSD{}.Sub(wire.ZeroMicro()) },
		"Neg":      func() { wire.MicroUSD{}.Neg() },
		"Cmp":      func() { wire.ZeroMicro().Cmp(wire.MicroUSD{}) },
		"MulBPS":   func() { _, _ = wire.MicroUSD{}.MulBPS(1) },
		"BPSShare": func() { _, _ = wire.BPSShare(wire.MicroUSD{}, wire.ZeroMicro()) },
	}
	for name, op := range ops {
		t.Run(name, func(t *testing.T) {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%s on an absent operand did not panic", name)
					}
				}()
				op()
			}()
		})
	}
}

func TestMicroUSDInt64(t *testing.T) {
	t.Parallel()
	signed := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"0", 0, true},
		{"-0", 0, true},
		{"42", 42, true},
		{"-42", -42, true},
		{"9223372036854775807", 9223372036854775807, true},
		{"9223372036854775808", 0, false},
		{"-9223372036854775808", -9223372036854775808, true},
		{"-9223372036854775809", 0, false},
		{"18446744073709551615", 0, false},
		{"99999999999999999999", 0, false},
		{"0000000000000000000000000000042", 42, true},
	}
	for _, tc := range signed {
		t.Run(tc.in, func(t *testing.T) {
			got, ok := wire.MustParseMicroUSD(tc.in).Int64()
			if got != tc.want || ok != tc.ok {
				t.Errorf("MicroUSD(%s).Int64() = %d, %v; want %d, %v", tc.in, got, ok, tc.want, tc.ok)
			}
		})
	}
	if v, ok := (wire.MicroUSD{}).Int64(); v != 0 || ok {
		t.Error("absent MicroUSD.Int64() must be 0, false")
	}
	unsigned := []struct {
		in   string
		want uint64
		ok   bool
	}{
		{"0", 0, true},
		{"18446744073709551615", 18446744073709551615, true},
		{"18446744073709551616", 0, false},
		{"99999999999999999999", 0, false},
		{"100000000000000000000", 0, false},
		{"0018446744073709551615", 18446744073709551615, true},
	}
	for _, tc := range unsigned {
		t.Run(tc.in, func(t *testing.T) {
			got, ok := wire.MustParseMicroUSDUnsigned(tc.in).Uint64()
			if got != tc.want || ok != tc.ok {
				t.Errorf("MicroUSDUnsigned(%s).Uint64() = %d, %v; want %d, %v", tc.in, got, ok, tc.want, tc.ok)
			}
		})
	}
	if v, ok := (wire.MicroUSDUnsigned{}).Uint64(); v != 0 || ok {
		t.Error("absent MicroUSDUnsigned.Uint64() must be 0, false")
	}
}
