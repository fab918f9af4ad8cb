package jcs

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
)

// The number examples of the canonical form (JavaScript's output for each
// literal) and a few more boundaries.
func TestNumbers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"-0", "0"},
		{"0", "0"},
		{"-0.0", "0"},
		{"1e3", "1000"},
		{"1E3", "1000"},
		{"1e21", "1e+21"},
		{"1e20", "100000000000000000000"},
		{"1.5e-7", "1.5e-7"},
		{"1e-7", "1e-7"},
		{"0.000001", "0.000001"},
		{"0.0000015", "0.0000015"},
		{"123e-20", "1.23e-18"},
		{"5e-324", "5e-324"},
		{"1.7976931348623157e308", "1.7976931348623157e+308"},
		{"9007199254740993", "9007199254740992"},
		{"-9007199254740993", "-9007199254740992"},
		{"123456789012345", "123456789012345"},
		{"-123456789012345", "-123456789012345"},
		{"1234567890123456", "1234567890123456"},
		{"12345678901234567", "12345678901234568"},
		{"-100", "-100"},
		{"1.23e+21", "1.23e+21"},
		{"0.30000000000000004", "0.30000000000000004"},
		{"1.5e-10", "1.5e-10"},
		{"10.00", "10"},
		{"0.1", "0.1"},
		{"1e-400", "0"},
		{"-1e-400", "0"},
		{"999999999999999999999", "1e+21"},
		{"123456789e13", "1.23456789e+21"},
		{"4.35", "4.35"},
		{"1.0000000000000001", "1"},
		{"2e-7", "2e-7"},
		{"-2.5e+25", "-2.5e+25"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := Append(nil, []byte(tc.in), Options{})
			if err != nil || string(got) != tc.want {
				t.Fatalf("%s → %s, %v; want %s", tc.in, got, err, tc.want)
			}
			if f, _ := strconv.ParseFloat(tc.in, 64); refNumber(f) != tc.want {
				t.Fatalf("reference: %s → %s; want %s", tc.in, refNumber(f), tc.want)
			}
		})
	}
}

// AppendNumber against the reference on values spread over the whole
// range, and on the edges of the plain-decimal range.
func TestAppendNumberMatchesReference(t *testing.T) {
	t.Parallel()
	vals := []float64{math.MaxFloat64, math.SmallestNonzeroFloat64, 1e21, math.Nextafter(1e21, 0), 1e-6, math.Nextafter(1e-6, 0), 0.1, 1.0 / 3}
	for e := -330; e <= 310; e++ {
		for _, m := range []float64{1, 1.5, 2.2250738585072014, 4.35, 7.000000000000001, 9.999999999999999} {
			vals = append(vals, m*math.Pow(10, float64(e)))
		}
	}
	for bits := uint64(1); bits < 1<<63; bits = bits*3 + 7 {
		vals = append(vals, math.Float64frombits(bits))
	}
	for i, v := range vals {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if math.IsInf(v, 0) || math.IsNaN(v) {
				return
			}
			for _, x := range []float64{v, -v} {
				if got, want := string(AppendNumber(nil, x)), refNumber(x); got != want {
					t.Errorf("%v (%#x): %s, want %s", x, math.Float64bits(x), got, want)
				}
			}
		})
	}
}

func TestStrings(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{`"\u0000\u0001\u001f\u007f\u2028é<>&\b\f\r"`, "\"\\u0000\\u0001\\u001f\u007f\u2028é<>&\\b\\f\\r\""},
		{`"\/"`, `"/"`},
		{`"/"`, `"/"`},
		{`"\u00e9\u00E9"`, `"éé"`},
		{`"\ud83d\ude00"`, `"😀"`},
		{`"😀"`, `"😀"`},
		{`"\"\\"`, `"\"\\"`},
		{`"\t\n"`, `"\t\n"`},
		{`"\u0009\u000a\u000B"`, `"\t\n\u000b"`},
		{`"line1\nline2\t\"quoted\"\\backslash"`, `"line1\nline2\t\"quoted\"\\backslash"`},
		{`""`, `""`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := Append(nil, []byte(tc.in), Options{})
			if err != nil || string(got) != tc.want {
				t.Fatalf("%s → %s, %v; want %s", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestMemberOrder(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		// U+1F600 is the surrogate pair D83D DE00, which sorts before U+FF61.
		{`{"é":1,"😀":2,"｡":3}`, `{"é":1,"😀":2,"｡":3}`},
		{`{"｡":3,"😀":2,"é":1}`, `{"é":1,"😀":2,"｡":3}`},
		{`{"b":2,"a":1,"c":3}`, `{"a":1,"b":2,"c":3}`},
		{`{"ä":1,"a":2,"z":3}`, `{"a":2,"z":3,"ä":1}`},
		{`{"":1,"a":{},"b":[]}`, `{"":1,"a":{},"b":[]}`},
		{`{"b":[],"a":{},"":1}`, `{"":1,"a":{},"b":[]}`},
		{`{"aa":1,"a":2,"a\u0000":3}`, `{"a":2,"a\u0000":3,"aa":1}`},
		{`{"\"":1,"!":2,"#":3}`, `{"!":2,"\"":1,"#":3}`},
		{`{"\\":1,"[":2,"]":3}`, `{"[":2,"\\":1,"]":3}`},
		{`{"\u001f":1," ":2,"\n":3}`, `{"\n":3,"\u001f":1," ":2}`},
		{`{"b":{"d":[1,{"f":2,"e":1}],"c":null},"a":[{"z":1,"y":{}}]}`, `{"a":[{"y":{},"z":1}],"b":{"c":null,"d":[1,{"e":1,"f":2}]}}`},
		{`{"x":{"b":1,"a":2},"a":{"d":{"z":1,"y":2},"c":3}}`, `{"a":{"c":3,"d":{"y":2,"z":1}},"x":{"a":2,"b":1}}`},
		{`{"z":{"a":{"y":{"c":1,"b":2}}},"a":0}`, `{"a":0,"z":{"a":{"y":{"b":2,"c":1}}}}`},
		{`[{"b":1,"a":2},{"a":1},{"d":{"f":1,"e":2}},{"b":{}, "a":[]}]`, `[{"a":2,"b":1},{"a":1},{"d":{"e":2,"f":1}},{"a":[],"b":{}}]`},
		{` { "a" : [ 1 , 2 , { } , [ ] ] } `, `{"a":[1,2,{},[]]}`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			for _, small := range []int32{0, -1, 20} { // rewritten in place, recorded, both
				got, err := Append(nil, []byte(tc.in), Options{small: small})
				if err != nil || string(got) != tc.want {
					t.Fatalf("small %d: %s → %s, %v; want %s", small, tc.in, got, err, tc.want)
				}
			}
			ref, rerr := refCanonical([]byte(tc.in), Options{})
			if rerr != nil || string(ref) != tc.want {
				t.Fatalf("reference: %s, %v", ref, rerr)
			}
		})
	}
}

func TestNFCOption(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, plain, nfc string }{
		{`"e\u0301"`, "\"e\u0301\"", `"é"`},
		{`{"\u212b":1}`, "{\"\u212b\":1}", "{\"\u00c5\":1}"},
		{"{\"\u1112\u1161\u11ab\":1}", "{\"\u1112\u1161\u11ab\":1}", `{"한":1}`},
		{"{\"caf\u0065\u0301\":\"caf\u0065\u0301\"}", "{\"caf\u0065\u0301\":\"caf\u0065\u0301\"}", `{"café":"café"}`},
		// After normalization a name may sort elsewhere.
		{"{\"\u212a\":1,\"L\":2}", "{\"L\":2,\"\u212a\":1}", `{"K":1,"L":2}`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			for _, nfc := range []bool{false, true} {
				want := tc.plain
				if nfc {
					want = tc.nfc
				}
				got, err := Append(nil, []byte(tc.in), Options{NFC: nfc})
				if err != nil || string(got) != want {
					t.Fatalf("NFC %v: %s → %s, %v; want %s", nfc, tc.in, got, err, want)
				}
			}
		})
	}
}

func TestErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      string
		nfc     bool
		kind    Kind
		offset  int
		pointer string
		keys    [2]string
	}{
		{in: ``, kind: KindSyntax},
		{in: ` `, kind: KindSyntax, offset: 1},
		{in: "\ufeff{}", kind: KindSyntax},
		{in: `{"a":1,}`, kind: KindSyntax, offset: 7},
		{in: `{"a":1} x`, kind: KindSyntax, offset: 8},
		{in: `[1,2,x]`, kind: KindSyntax, offset: 5, pointer: "/2"},
		{in: `{"a":[0x10]}`, kind: KindSyntax, offset: 7, pointer: "/a/0"},
		{in: `{"x": +1}`, kind: KindSyntax, offset: 6, pointer: "/x"},
		{in: `{"x": NaN}`, kind: KindSyntax, offset: 6, pointer: "/x"},
		{in: `{"x": -Infinity}`, kind: KindSyntax, offset: 6, pointer: "/x"},
		{in: `01`, kind: KindSyntax, offset: 1},
		{in: `1.`, kind: KindSyntax},
		{in: `"\x"`, kind: KindSyntax, offset: 1},
		{in: "\"\t\"", kind: KindSyntax, offset: 1},
		{in: `"abc`, kind: KindSyntax},
		{in: `{"a" 1}`, kind: KindSyntax, offset: 5, pointer: "/a"},
		{in: `{1:1}`, kind: KindSyntax, offset: 1},
		{in: `[1}`, kind: KindSyntax, offset: 2},
		{in: `tru`, kind: KindSyntax},
		{in: `{"a":"\ud800"}`, kind: KindUnicode, offset: 6, pointer: "/a"},
		{in: `{"a":"\udc00\ud800"}`, kind: KindUnicode, offset: 6, pointer: "/a"},
		{in: `["\ud800\u0041"]`, kind: KindUnicode, offset: 2, pointer: "/0"},
		{in: "[\"\xff\"]", kind: KindUnicode, offset: 2, pointer: "/0"},
		{in: "[\"\xed\xa0\x80\"]", kind: KindUnicode, offset: 2, pointer: "/0"},
		{in: `{"a":1,"a":2}`, kind: KindDuplicate, offset: 7, pointer: "/a", keys: [2]string{"a", "a"}},
		{in: `{"a":1,"\u0061":2}`, kind: KindDuplicate, offset: 7, pointer: "/a", keys: [2]string{"a", "a"}},
		{in: `{"b":{"a":1,"a":2},"c":1,"c":2}`, kind: KindDuplicate, offset: 12, pointer: "/b/a", keys: [2]string{"a", "a"}},
		// The later pair in the text is met first in property order: "1"
		// is an array index.
		{in: `{"c":1,"c":2,"1":{"a":1,"a":2}}`, kind: KindDuplicate, offset: 24, pointer: "/1/a", keys: [2]string{"a", "a"}},
		{in: "{\"K\":1,\"\u212a\":2}", nfc: true, kind: KindCollision, offset: 7, pointer: "/\u212a", keys: [2]string{"K", "\u212a"}},
		{in: "{\"\u212b\":1,\"\u00c5\":2}", nfc: true, kind: KindCollision, offset: 9, pointer: "/\u00c5", keys: [2]string{"\u212b", "\u00c5"}},
		{in: "{\"K\":1,\"\u212a\":2}", kind: 0},
		// A name's collision comes before what its value holds, and the
		// value of an earlier member before a later name.
		{in: "{\"x\":{\"K\":1,\"\u212a\":2},\"K\":1,\"\u212a\":2}", nfc: true, kind: KindCollision, offset: 12, pointer: "/x/\u212a"},
		{in: "{\"K\":1,\"\u212a\":2,\"x\":{\"K\":1,\"\u212a\":2}}", nfc: true, kind: KindCollision, offset: 7, pointer: "/\u212a"},
		{in: `[1e400]`, kind: KindNumberRange, offset: 1, pointer: "/0"},
		{in: `[-1e400,{"a":1,"a":1}]`, kind: KindDuplicate, offset: 15, pointer: "/1/a"},
		{in: `[1e400,"\ud800"]`, kind: KindUnicode, offset: 8, pointer: "/1"},
		{in: strings.Repeat("[", 1001) + strings.Repeat("]", 1001), kind: KindDepth, offset: 1000, pointer: strings.Repeat("/0", 1000)},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := Append([]byte("keep"), []byte(tc.in), Options{NFC: tc.nfc, small: -1})
			if tc.kind == 0 {
				if err != nil {
					t.Fatalf("error %v", err)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %s, %v; want a %v error", got, err, tc.kind)
			}
			if string(got) != "keep" {
				t.Errorf("dst changed to %q", got)
			}
			if e.Kind != tc.kind || e.Offset != tc.offset || e.Pointer != tc.pointer {
				t.Errorf("got %v at %d %q (%v); want %v at %d %q", e.Kind, e.Offset, e.Pointer, e, tc.kind, tc.offset, tc.pointer)
			}
			if tc.keys != ([2]string{}) && e.Keys != tc.keys {
				t.Errorf("keys %q, want %q", e.Keys, tc.keys)
			}
			_, rerr := refCanonical([]byte(tc.in), Options{NFC: tc.nfc})
			if rerr == nil || rerr.kind != kindOf(err) {
				t.Errorf("reference: %v", rerr)
			}
		})
	}
}

func TestDepthLimit(t *testing.T) {
	t.Parallel()
	nest := func(n int) []byte {
		return []byte(strings.Repeat(`{"a":`, n) + "1" + strings.Repeat("}", n))
	}
	if _, err := Append(nil, nest(DefaultMaxDepth), Options{}); err != nil {
		t.Fatalf("depth %d: %v", DefaultMaxDepth, err)
	}
	if _, err := Append(nil, nest(DefaultMaxDepth+1), Options{}); kindOf(err) != KindDepth {
		t.Fatalf("depth %d: %v", DefaultMaxDepth+1, err)
	}
	if _, err := Append(nil, nest(3), Options{MaxDepth: 2}); kindOf(err) != KindDepth {
		t.Fatalf("depth 3 with MaxDepth 2: %v", err)
	}
	if _, err := Append(nil, []byte(`[[]]`), Options{MaxDepth: 2}); err != nil {
		t.Fatalf("depth 2 with MaxDepth 2: %v", err)
	}
	if err := CheckStrict(nest(DefaultMaxDepth+1), 0); kindOf(err) != KindDepth {
		t.Fatalf("CheckStrict depth %d: %v", DefaultMaxDepth+1, err)
	}
}

func TestMaxBytes(t *testing.T) {
	t.Parallel()
	in := []byte(`{ "a" : "xx" }`) // canonical: 10 bytes
	if out, err := Append(nil, in, Options{MaxBytes: 10}); err != nil || string(out) != `{"a":"xx"}` {
		t.Fatalf("cap 10: %s, %v", out, err)
	}
	_, err := Append(nil, in, Options{MaxBytes: 9})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindSize || e.Size != 10 {
		t.Fatalf("cap 9: %v", err)
	}
	// The cap is checked after the names: a collision is reported first.
	if _, err := Append(nil, []byte("{\"K\":1,\"\u212a\":2}"), Options{NFC: true, MaxBytes: 1}); kindOf(err) != KindCollision {
		t.Fatalf("collision over the cap: %v", err)
	}
}

func TestAppendToDst(t *testing.T) {
	t.Parallel()
	for _, in := range []string{`{"b":1,"a":2}`, `[1,2]`} {
		t.Run(in, func(t *testing.T) {
			got, err := Append([]byte("x:"), []byte(in), Options{})
			want, _ := Append(nil, []byte(in), Options{})
			if err != nil || string(got) != "x:"+string(want) {
				t.Fatalf("%s: %s, %v", in, got, err)
			}
		})
	}
}

func TestTooLarge(t *testing.T) {
	t.Parallel()
	big := make([]byte, MaxInput+1)
	if _, err := Append(nil, big, Options{}); kindOf(err) != KindTooLarge {
		t.Fatalf("Append: %v", err)
	}
	if err := CheckStrict(big, 0); kindOf(err) != KindTooLarge {
		t.Fatalf("CheckStrict: %v", err)
	}
}

func TestCompareUTF16(t *testing.T) {
	t.Parallel()
	words := []string{"", "a", "b", "aa", "a\x00", "é", "ä", "z", "\u00ff", "\u0100", "\u07ff", "\u0800", "\ud7ff", "\ue000", "\uff61", "\uffff",
		"😀", "\U00010000", "\U0010ffff", "a😀", "a\uffff", "a\ue000b", "😀a", "\U0001f601"}
	for _, a := range words {
		t.Run(a, func(t *testing.T) {
			for _, b := range words {
				want := slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
				if got := CompareUTF16(a, b); got != want {
					t.Errorf("CompareUTF16(%+q, %+q) = %d, want %d", a, b, got, want)
				}
				if got := CompareUTF16([]byte(a), []byte(b)); got != want {
					t.Errorf("CompareUTF16 bytes (%+q, %+q) = %d, want %d", a, b, got, want)
				}
			}
		})
	}
}

func TestPointerAt(t *testing.T) {
	t.Parallel()
	src := `{"a":[1,{"b~/":"x","c":[true,null]}],"d":{}}`
	for _, tc := range []struct {
		at   string // the text at the offset
		want string
	}{
		{`{"a"`, ""},
		{`"a":`, "/a"},
		{`[1,`, "/a"},
		{`1,{`, "/a/0"},
		{`{"b~/"`, "/a/1"},
		{`"b~/"`, "/a/1/b~0~1"},
		{`"x"`, "/a/1/b~0~1"},
		{`"c"`, "/a/1/c"},
		{`true`, "/a/1/c/0"},
		{`null`, "/a/1/c/1"},
		{`"d"`, "/d"},
		{`{}}`, "/d"},
	} {
		t.Run(tc.at, func(t *testing.T) {
			off := strings.Index(src, tc.at)
			if got := PointerAt([]byte(src), off); got != tc.want {
				t.Errorf("at %d (%s): %q, want %q", off, tc.at, got, tc.want)
			}
		})
	}
}
