package codec

import (
	"bytes"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

// scanAgrees walks a valid JSON text with the decoder's scanner and, in step,
// with jsontext's own tokenizer (the oracle), and fails on the first token or
// value whose kind or text differ. Texts jsontext rejects are not scanned:
// the scanner only ever sees proved text.
func scanAgrees(t *testing.T, data []byte) {
	t.Helper()
	src, err := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true)).ReadValue()
	if err != nil {
		return
	}
	d := &decoder{src: src}
	ref := jsontext.NewDecoder(bytes.NewReader(src), jsontext.AllowDuplicateNames(true))
	var walk func() bool
	walk = func() bool {
		c := d.peek()
		if got, want := kindOf(c), ref.PeekKind(); got != want {
			t.Errorf("%q at %d: kind %v, jsontext %v", src, d.pos, got, want)
			return false
		}
		if c != '{' && c != '[' {
			got := d.readValue()
			want, err := ref.ReadValue()
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%q: value %q, jsontext %q (%v)", src, got, want, err)
				return false
			}
			return true
		}
		closer := byte('}')
		if c == '[' {
			closer = ']'
		}
		d.readToken()
		if _, err := ref.ReadToken(); err != nil {
			t.Fatal(err)
		}
		for d.peek() != closer {
			if c == '{' {
				got := d.readValue()
				want, err := ref.ReadValue()
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("%q: name %q, jsontext %q (%v)", src, got, want, err)
					return false
				}
			}
			if !walk() {
				return false
			}
		}
		d.readToken()
		tok, err := ref.ReadToken()
		if err != nil || tok.Kind() != jsontext.Kind(closer) {
			t.Errorf("%q: closed with %q, jsontext %v (%v)", src, closer, tok.Kind(), err)
			return false
		}
		return true
	}
	if walk() && d.pos != len(src) {
		t.Errorf("%q: walk ended at %d of %d", src, d.pos, len(src))
	}
	// Skipping the whole value must land at its end too.
	s := &decoder{src: src}
	s.skip()
	if s.pos != len(src) {
		t.Errorf("%q: skip ended at %d of %d", src, s.pos, len(src))
	}
}

var scanCases = []string{
	`0`, `-1.5e+10`, `1E-7`, `true`, `false`, `null`, `""`, `"a"`,
	`"\""`, `"\\"`, `"\\\""`, `"\\\\"`, `"a\\\\\"b\"c"`, `"\u0022"`, `"é\n\t"`,
	`{}`, `[]`, `[[]]`, `{"":{}}`, ` { "a" : [ 1 , 2.5 , -0 ] , "b" : { "c" : null } } `,
	`{"a\"}":"]\\","b":[{"}":"{"},[],[true,false,null]]}`,
	"[\n\t1,\r\n\"x\"\t]",
	`{"k":"v","k":"w"}`,
	`[1,{"a":[2,{"b":[3,"\\\"]"]}]}]`,
}

func TestScanAgreesWithTokenizer(t *testing.T) {
	for _, c := range scanCases {
		scanAgrees(t, []byte(c))
	}
}

func FuzzScan(f *testing.F) {
	for _, c := range scanCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) { scanAgrees(t, data) })
}
