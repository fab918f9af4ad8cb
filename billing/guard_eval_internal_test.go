package billing

import (
	"fmt"
	"testing"
)

func TestNativeEvaluator(t *testing.T) {
	t.Parallel()
	ev := NativeEvaluator()
	check := func(expr string, kv []string) string {
		p, err := ev.Compile(expr)
		if err != nil {
			return "compile: " + err.Error()
		}
		var in Inputs
		switch len(kv) {
		case 2:
			in = inputs1(kv[0], kv[1])
		case 4:
			in = inputs2(kv[0], kv[1], kv[2], kv[3])
		}
		ok, err := p.Check(in)
		if err != nil {
			return "error: " + err.Error()
		}
		return fmt.Sprint(ok)
	}
	tests := []struct {
		expr string
		kv   []string
		want string
	}{
		{"bigint_gte(limit, spent)", []string{"spent", "5", "limit", "5"}, "true"},
		{"bigint_gte(limit, spent)", []string{"spent", "6", "limit", "5"}, "false"},
		{"bigint_gt(limit, spent)", []string{"spent", "5", "limit", "5"}, "false"},
		{"bigint_eq(a, b)", []string{"a", "007", "b", "7"}, "true"},
		{"bigint_gte(cost, '0')", []string{"cost", "-1"}, "false"},
		{"bigint_gte(cost, 0)", []string{"cost", "0"}, "true"},
		{"bigint_gte(missing, '0')", nil, "true"},
		{"bigint_eq(a, '0')", []string{"a", ""}, "true"},
		{"bigint_eq(a, '12')", []string{"a", " 12\u00a0"}, "true"},
		{"bigint_eq(a, '16')", []string{"a", "0x10"}, "true"},
		{"bigint_eq(a, '8')", []string{"a", "0o10"}, "true"},
		{"bigint_eq(a, '2')", []string{"a", "0B10"}, "true"},
		{"bigint_gte(a, '0')", []string{"a", "-0x10"}, "false"},
		{"bigint_gte(a, '0')", []string{"a", "1.5"}, "false"},
		{"bigint_gte(a, '0')", []string{"a", "+5"}, "true"},
		{"bigint_gte(a, '0')", []string{"a", "0x"}, "false"},
		{"bigint_gte(a, '0')", []string{"a", "-"}, "false"},
		{"bigint_eq(a, '-0')", []string{"a", "0"}, "true"},
		{"bigint_gt(a, b)", []string{"a", "123456789012345678901234567890", "b", "123456789012345678901234567889"}, "true"},
		{"bigint_gt(a, b)", []string{"a", "-9223372036854775809", "b", "-9223372036854775808"}, "false"},
		{"bigint_eq(a, b)", []string{"a", "0xffffffffffffffffffff", "b", "1208925819614629174706175"}, "true"},
		{"bigint_eq(a, 'it\\'s')", []string{"a", "1"}, "false"},
		{"  bigint_gte ( a ,b )  ", []string{"a", "1", "b", "1"}, "true"},
		{"bigint_eq(a, 'it''s')", nil, "compile: Expected paren \")\" at position 17"},
		{"bigint_lte(a, b)", nil, "compile: Unsupported function: bigint_lte at position 0"},
		{"bigint_gte(a, b) && true", nil, "compile: Unexpected character: & at position 17"},
		{"bigint_gte(a, b) (", nil, "compile: Unexpected token after end of expression: ( at position 17"},
		{"bigint_gte(a, b", nil, "compile: Expected paren \")\" at position 15"},
		{"bigint_gte(a)", nil, "compile: Expected comma at position 12"},
		{"bigint_gte(a, 1.5)", nil, "compile: Unsupported operand: fractional number at position 14"},
		{"bigint_gte(a, 'x)", nil, "compile: Unterminated string literal at position 14"},
		{"bigint_gte(a, null)", nil, "compile: Unsupported operand: null at position 14"},
		{"bigint_gte(a, bigint_gt)", nil, "compile: Unsupported operand: bigint_gt at position 14"},
		{"a", nil, "compile: Unsupported function: a at position 0"},
		{"", nil, "compile: Unsupported expression: expected a bigint comparison call at position 0"},
		{"bigint_gte(a, \"b\")", nil, "compile: Unexpected character: \" at position 14"},
		{"bigint_gte(a, b)\xff", nil, "compile: Expression is not valid UTF-8 at position 0"},
		{"bigint_gte(,a)", nil, "compile: Unsupported operand: , at position 11"},
	}
	for _, tc := range tests {
		t.Run(tc.expr, func(t *testing.T) {
			if got := check(tc.expr, tc.kv); got != tc.want {
				t.Errorf("%q %v = %s, want %s", tc.expr, tc.kv, got, tc.want)
			}
		})
	}
	in := inputs2("a", "1", "b", "2")
	if n, v := in.Len(), in.Map(); n != 2 || v["a"] != "1" || v["b"] != "2" {
		t.Errorf("Inputs: %d %v", n, v)
	}
	if name, val := in.At(1); name != "b" || val != "2" {
		t.Errorf("At(1) = %s, %s", name, val)
	}
	if _, ok := in.Lookup("c"); ok {
		t.Error("Lookup of a missing name")
	}
}
