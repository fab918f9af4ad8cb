package codec

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDecode: the strict decoder never panics; its syntax verdict agrees with
// encoding/json's on valid UTF-8 input without unpaired surrogate escapes; a
// document it accepts re-encodes to an equal value.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"name":"a","tok":"1","n":1,"list":["x"],"null_ok":null,"rec":{"a":1},"payload":{"x":[1,{"y":null}]}}`))
	f.Add([]byte(`{"name":"a","name":"b"}`))
	f.Add([]byte(`{"n":1e400,"list":[1.5],"inner":{"a":-0}}`))
	f.Add([]byte(`"\ud800"`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d tDoc
		viol, err := Decode(data, &d)
		if err != nil {
			t.Fatal(err)
		}
		syntax := len(viol) == 1 && viol[0].Rule == "json-syntax"
		if len(viol) == 1 && strings.HasPrefix(viol[0].Rule, "limit-") {
			// The limits are checked before the grammar, so a malformed
			// text over a limit reports the limit. Without limits, the
			// same text must decode to a different verdict, and its
			// syntax verdict is the one encoding/json must agree with.
			var u tDoc
			unlimited, err := decodeViolations(data, &u, noLimits)
			if err != nil {
				t.Fatal(err)
			}
			if len(unlimited) > 0 && unlimited[0].Rule == viol[0].Rule {
				t.Fatalf("%v, and without limits %v", viol, unlimited)
			}
			syntax = len(unlimited) == 1 && unlimited[0].Rule == "json-syntax"
		}
		if utf8.Valid(data) && !containsSurrogateEscape(data) && syntax == json.Valid(data) {
			t.Fatalf("syntax verdict %v, encoding/json Valid %v: %v", syntax, json.Valid(data), viol)
		}
		if len(viol) > 0 {
			return
		}
		out, err := Marshal(&d)
		if err != nil {
			t.Fatal(err)
		}
		var d2 tDoc
		if viol, _ := Decode(out, &d2); len(viol) != 0 {
			t.Fatalf("re-decode of %s: %v", out, viol)
		}
		out2, _ := Marshal(&d2)
		if string(out) != string(out2) {
			t.Fatalf("second encoding differs: %s vs %s", out, out2)
		}
		visitEqualsMarshal(t, &d)
	})
}

func containsSurrogateEscape(b []byte) bool {
	for i := 0; i+5 < len(b); i++ {
		if b[i] == '\\' && (b[i+1] == 'u' || b[i+1] == 'U') && (b[i+2] == 'd' || b[i+2] == 'D') {
			return true
		}
	}
	return false
}
