package jcs

import (
	"bytes"
	"encoding/json"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func fuzzSeeds(f *testing.F) {
	for _, s := range []string{
		`{"b":{"d":[1,{"f":2,"e":1}],"c":null},"a":[{"z":1,"y":{}}]}`,
		`[1e21,1e20,1e-7,0.000001,123e-20,5e-324,1.7976931348623157e308,-0,9007199254740993,1e400]`,
		`{"é":1,"😀":2,"｡":3,"\u212b":4,"\u00c5":5}`,
		`{"s":"\u0000\u0001\u001f\u007f\u2028é<>&\b\f\r\ud83d\ude00\/"}`,
		"{\"cafe\u0301\":\"e\u0301\",\"K\":1,\"\u212a\":2}",
		`{"a":1,"a":2}`,
		`{"1":{"a":1,"a":2},"c":1,"c":2}`,
		`[{"x": 1e3}, {"x": -0}, {"x": 0x10}]`,
		`"\ud800"`,
		"\"a" + "\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0316\u0300\"",
		"\"\U00010041\u0301\"",
	} {
		f.Add([]byte(s))
	}
}

// FuzzAppend: Append and CheckStrict equal their references on any bytes;
// the canonical form is valid JSON, its own canonical form, and passes
// CheckStrict's name and NFC rules.
func FuzzAppend(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, o := range []Options{{}, {NFC: true}, {NFC: true, small: -1}} {
			checkAppend(t, src, o)
			out, err := Append(nil, src, o)
			if err != nil {
				continue
			}
			if !json.Valid(out) || !utf8.Valid(out) {
				t.Fatalf("%+q: output %+q is not JSON", src, out)
			}
			if again, err := Append(nil, out, o); err != nil || !bytes.Equal(again, out) {
				t.Fatalf("%+q: %+q, then %+q, %v", src, out, again, err)
			}
			if k := kindOf(CheckStrict(out, 0)); o.NFC && k != 0 && k != KindExponent {
				t.Fatalf("%+q: output %+q fails the strict check: %v", src, out, k)
			}
		}
		checkStrict(t, src)
	})
}

// FuzzNFC: AppendNFC is idempotent, equal to the definition, and to norm
// wherever norm is right.
func FuzzNFC(f *testing.F) {
	for _, s := range []string{"e\u0301", "\u212b", "\U00010041\u0301", "A\u030a\u0dcf\U0001d165\u0301", "\u1112\u1161\u11ab", "a\u0316\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		got := string(AppendNFC(nil, []byte(s)))
		if slow := string(appendNFCSlow(nil, []byte(s))); got != slow {
			t.Fatalf("AppendNFC(%+q) = %+q, the definition gives %+q", s, got, slow)
		}
		if normTrusted(s) && got != norm.NFC.String(s) {
			t.Fatalf("AppendNFC(%+q) = %+q, norm gives %+q", s, got, norm.NFC.String(s))
		}
		if again := string(AppendNFC(nil, []byte(got))); again != got {
			t.Fatalf("AppendNFC not idempotent on %+q: %+q, %+q", s, got, again)
		}
		if IsNFC([]byte(s)) != (got == s) || !IsNFC([]byte(got)) {
			t.Fatalf("IsNFC(%+q) = %v", s, IsNFC([]byte(s)))
		}
	})
}
