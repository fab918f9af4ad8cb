package integrity_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
	"golang.org/x/text/unicode/norm"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/integrity"
)

var canonicalizeSeeds = []string{
	`{"b":{"d":[1,{"f":2,"e":1}],"c":null},"a":[{"z":1,"y":{}}]}`,
	`[1e21,1e20,1e-7,0.000001,123e-20,5e-324,1.7976931348623157e308,-0,9007199254740993]`,
	"{\"caf\u00e9\":\"cafe\u0301\",\"\u212b\":\"\u1112\u1161\u11ab\",\"😀\":\"｡\"}",
	"{\"caf\u00e9\":1,\"cafe\u0301\":2}",
	`{"s":"\u0000\u0001\u001f\u007f\u2028é<>&\b\f\r\/"}`,
	`{"a":1,"a":2}`,
	`{"x": 1e3, "y": -0, "z": 0x10}`,
	`"\ud800"`,
	`[1e400]`,
}

// FuzzSafeCanonicalize: on any bytes SafeCanonicalizeJSON never panics and
// fails only with the documented errors; what it accepts gives valid JSON
// within the cap that is its own canonical form, the same form as the
// text with every string in NFD and as the decoded Go value, and — where
// every string is in NFC already — hounfour.MarshalCanonical's form.
func FuzzSafeCanonicalize(f *testing.F) {
	for _, s := range canonicalizeSeeds {
		f.Add([]byte(s), uint16(0))
	}
	f.Fuzz(func(t *testing.T, data []byte, capSel uint16) {
		maxBytes := -1
		if capSel != 0 {
			maxBytes = int(capSel)
		}
		out, err := integrity.SafeCanonicalizeJSON(data, integrity.WithMaxBytes(maxBytes))
		if err != nil {
			var je *integrity.JSONError
			var size *integrity.CanonicalizeSizeError
			if !errors.As(err, &je) && !errors.As(err, new(*integrity.CanonicalizeKeyCollisionError)) &&
				!errors.As(err, new(*integrity.CanonicalizeNFCError)) && !(errors.As(err, &size) && size.SerializedBytes > maxBytes) {
				t.Fatalf("%q: unexpected error %#v", data, err)
			}
			if out != nil {
				t.Fatalf("%q: output with error %v", data, err)
			}
			return
		}
		if !json.Valid(out) || !utf8.Valid(out) || (maxBytes > 0 && len(out) > maxBytes) {
			t.Fatalf("%q: output %q", data, out)
		}
		if again, err := integrity.SafeCanonicalizeJSON(out, integrity.WithMaxBytes(-1)); err != nil || !bytes.Equal(again, out) {
			t.Fatalf("%q: %q, then %q, %v", data, out, again, err)
		}
		if nfd, ok := withStrings(data, norm.NFD.String); ok {
			if got, err := integrity.SafeCanonicalizeJSON(nfd, integrity.WithMaxBytes(-1)); err != nil || !bytes.Equal(got, out) {
				t.Fatalf("%q: %q; its NFD variant %q gives %q, %v", data, out, nfd, got, err)
			}
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%q: encoding/json refuses what SafeCanonicalizeJSON accepts: %v", data, err)
		}
		if got, err := integrity.SafeCanonicalize(v, integrity.WithMaxBytes(-1)); err != nil || !bytes.Equal(got, out) {
			t.Fatalf("%q: %q; the decoded value gives %q, %v", data, out, got, err)
		}
		plain, err := hounfour.MarshalCanonical(json.RawMessage(data))
		if err != nil {
			t.Fatalf("%q: MarshalCanonical refuses what SafeCanonicalizeJSON accepts: %v", data, err)
		}
		if again, err := integrity.SafeCanonicalizeJSON(plain, integrity.WithMaxBytes(-1)); err != nil || !bytes.Equal(again, out) {
			t.Fatalf("%q: %q; from MarshalCanonical's %q, %q, %v", data, out, plain, again, err)
		}
		nfc, ok1 := withStrings(data, norm.NFC.String)
		same, ok2 := withStrings(data, func(s string) string { return s })
		if ok1 && ok2 && bytes.Equal(nfc, same) && !bytes.Equal(plain, out) {
			t.Fatalf("%q: %q; MarshalCanonical gives %q", data, out, plain)
		}
	})
}

// withStrings rewrites the JSON text data with every string and member
// name replaced by f of it; ok is false where f changes the text beyond
// canonical equivalence (norm's NFD writes a grapheme joiner into runs of
// more than 30 combining marks).
func withStrings(data []byte, f func(string) string) ([]byte, bool) {
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	var buf bytes.Buffer
	enc := jsontext.NewEncoder(&buf)
	for {
		tok, err := dec.ReadToken()
		if err == io.EOF {
			return bytes.TrimSpace(buf.Bytes()), true
		}
		if err != nil {
			return nil, false
		}
		if tok.Kind() == '"' {
			s := tok.String()
			fs := f(s)
			if strings.Count(fs, "\u034f") != strings.Count(s, "\u034f") {
				return nil, false
			}
			tok = jsontext.String(fs)
		}
		if err := enc.WriteToken(tok); err != nil {
			return nil, false
		}
	}
}

// FuzzCheckStrictSubset: on any bytes CheckStrictSubset never panics and
// fails only with a *JSONError of a documented reason; what it accepts,
// SafeCanonicalizeJSON accepts too (unless a number is out of range), and
// then leaves every string as it was.
func FuzzCheckStrictSubset(f *testing.F) {
	for _, s := range canonicalizeSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		err := integrity.CheckStrictSubset(raw)
		if err != nil {
			var je *integrity.JSONError
			if !errors.As(err, &je) {
				t.Fatalf("%q: %#v", raw, err)
			}
			switch je.Err {
			case integrity.ErrNotJSON, integrity.ErrDuplicateName, integrity.ErrTooDeep, integrity.ErrExponent, integrity.ErrNegativeZero, integrity.ErrNotNFC:
			default:
				t.Fatalf("%q: reason %v", raw, je.Err)
			}
			return
		}
		out, err := integrity.SafeCanonicalizeJSON(raw, integrity.WithMaxBytes(-1))
		if errors.Is(err, integrity.ErrNumberRange) {
			return
		}
		if err != nil {
			t.Fatalf("%q is in the strict subset but SafeCanonicalizeJSON says %v", raw, err)
		}
		if same, ok := withStrings(raw, func(s string) string { return s }); ok {
			if plain, err := hounfour.MarshalCanonical(json.RawMessage(same)); err != nil || !bytes.Equal(plain, out) {
				t.Fatalf("%q: %q; MarshalCanonical gives %q, %v", raw, out, plain, err)
			}
		}
	})
}
