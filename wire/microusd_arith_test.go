package wire_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

// result formats a string-layer result for comparison with the tables.
func result[T any](v T, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	return fmt.Sprint(v)
}

func TestMicroStringLayer(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		got  string
		want string
	}{
		{"AddMicro", result(wire.AddMicro("1", "2")), "3"},
		{"AddMicro", result(wire.AddMicro("007", "-0")), "7"},
		{"AddMicro", result(wire.AddMicro("-5", "3")), "-2"},
		{"AddMicro", result(wire.AddMicro("999999999999999999", "1")), "1000000000000000000"},
		{"AddMicro", result(wire.AddMicro("9223372036854775807", "1")), "9223372036854775808"},
		{"AddMicro", result(wire.AddMicro("-9223372036854775808", "-1")), "-9223372036854775809"},
		{"AddMicro", result(wire.AddMicro("x", "y")), `error: a must be an integer string, got "x"`},
		{"AddMicro", result(wire.AddMicro("1", "+2")), `error: b must be an integer string, got "+2"`},
		{"AddMicro", result(wire.AddMicro("1", "")), `error: b must be an integer string, got ""`},
		{"SubtractMicro", result(wire.SubtractMicro("10", "3")), "7"},
		{"SubtractMicro", result(wire.SubtractMicro("3", "3")), "0"},
		{"SubtractMicro", result(wire.SubtractMicro("-3", "-5")), "2"},
		{"SubtractMicro", result(wire.SubtractMicro("003", "5")), "error: Underflow: 003 - 5 would produce a negative result"},
		{"SubtractMicro", result(wire.SubtractMicro("-0", "0")), "0"},
		{"SubtractMicro", result(wire.SubtractMicro("1.5", "1")), `error: a must be an integer string, got "1.5"`},
		{"SubtractMicroSigned", result(wire.SubtractMicroSigned("3", "10")), "-7"},
		{"SubtractMicroSigned", result(wire.SubtractMicroSigned("3", " 1")), `error: b must be a signed integer string, got " 1"`},
		{"NegateMicro", result(wire.NegateMicro("0")), "0"},
		{"NegateMicro", result(wire.NegateMicro("-0")), "0"},
		{"NegateMicro", result(wire.NegateMicro("-007")), "7"},
		{"NegateMicro", result(wire.NegateMicro("15")), "-15"},
		{"NegateMicro", result(wire.NegateMicro("--1")), `error: a must be a signed integer string, got "--1"`},
		{"IsNegativeMicro", result(wire.IsNegativeMicro("-0")), "false"},
		{"IsNegativeMicro", result(wire.IsNegativeMicro("-1")), "true"},
		{"IsNegativeMicro", result(wire.IsNegativeMicro("0")), "false"},
		{"IsNegativeMicro", result(wire.IsNegativeMicro("")), `error: a must be a signed integer string, got ""`},
		{"MultiplyBPS", result(wire.MultiplyBPS("-15", 5000)), "-7"},
		{"MultiplyBPS", result(wire.MultiplyBPS("15", 5000)), "7"},
		{"MultiplyBPS", result(wire.MultiplyBPS("15", 0)), "0"},
		{"MultiplyBPS", result(wire.MultiplyBPS("-1", 1)), "0"},
		{"MultiplyBPS", result(wire.MultiplyBPS("100", 25000)), "250"},
		{"MultiplyBPS", result(wire.MultiplyBPS("18446744073709551615", 9223372036854775807)), "17014118346046923170401718760531977"},
		{"MultiplyBPS", result(wire.MultiplyBPS("-18446744073709551616", 10000)), "-18446744073709551616"},
		{"MultiplyBPS", result(wire.MultiplyBPS("x", -1)), "error: bps must be a non-negative integer, got -1"},
		{"MultiplyBPS", result(wire.MultiplyBPS("x", 1)), `error: amount must be an integer string, got "x"`},
		{"CompareMicro", result(wire.CompareMicro("-0", "0")), "0"},
		{"CompareMicro", result(wire.CompareMicro("007", "7")), "0"},
		{"CompareMicro", result(wire.CompareMicro("-10", "-9")), "-1"},
		{"CompareMicro", result(wire.CompareMicro("10", "9")), "1"},
		{"CompareMicro", result(wire.CompareMicro("-1", "0")), "-1"},
		{"CompareMicro", result(wire.CompareMicro("1", "a")), `error: b must be an integer string, got "a"`},
		{"BPSShare", result(wire.BPSShare(wire.MicroUSDFromInt64(5), wire.MicroUSDFromInt64(3))), "16666"},
		{"BPSShare", result(wire.BPSShare(wire.MicroUSDFromInt64(-5), wire.MicroUSDFromInt64(3))), "-16666"},
		{"BPSShare", result(wire.BPSShare(wire.MicroUSDFromInt64(1), wire.MustParseMicroUSD("30000"))), "0"},
		{"BPSShare", result(wire.BPSShare(wire.MustParseMicroUSD("922337203685477580700"), wire.MicroUSDFromInt64(7))), "1317624576693539401000000"},
		{"BPSShare", result(wire.BPSShare(wire.MicroUSDFromInt64(1), wire.ZeroMicro())), "error: Cannot compute bpsShare with zero whole"},
		{"ZeroMicroText", wire.ZeroMicroText, "0"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("#%d %s = %s, want %s", i, tc.name, tc.got, tc.want)
			}
		})
	}
}

func TestMicroTypedLayer(t *testing.T) {
	t.Parallel()
	m := wire.MustParseMicroUSD
	tests := []struct {
		name, got, want string
	}{
		{"Add", m("-15").Add(m("5")).String(), "-10"},
		{"Add", m("99999999999999999999").Add(m("1")).String(), "100000000000000000000"},
		{"Sub", result(m("10").Sub(m("3"))), "7"},
		{"Sub", result(m("007").Sub(m("8"))), "error: Underflow: 7 - 8 would produce a negative result"},
		{"Sub", result(m("-8").Sub(m("-9"))), "1"},
		{"SubSigned", m("3").SubSigned(m("10")).String(), "-7"},
		{"Neg", m("5").Neg().String(), "-5"},
		{"Neg", m("-0").Neg().String(), "0"},
		{"MulBPS", result(m("-15").MulBPS(5000)), "-7"},
		{"MulBPS", result(m("-3").MulBPS(15000)), "-4"},
		{"MulBPS", result(m("15").MulBPS(-5)), "error: bps must be a non-negative integer, got -5"},
		{"Cmp", fmt.Sprint(m("-100").Cmp(m("-99"))), "-1"},
		{"Cmp", fmt.Sprint(m("100000000000000000000").Cmp(m("99999999999999999999"))), "1"},
		{"Sign", fmt.Sprint(m("-1").Sign(), m("0").Sign(), m("1").Sign()), "-1 0 1"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("#%d %s = %s, want %s", i, tc.name, tc.got, tc.want)
			}
		})
	}
	if _, err := m("1").Sub(m("2")); !errors.Is(err, wire.ErrRange) {
		t.Errorf("underflow error %v does not wrap ErrRange", err)
	}
	if _, err := wire.AddMicro("x", "1"); !errors.Is(err, wire.ErrSyntax) {
		t.Errorf("input error %v does not wrap ErrSyntax", err)
	}
}
