package codec

import (
	"bytes"
	"slices"
	"strconv"
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
	d := &scanner{src: src}
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
	s := &scanner{src: src}
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
	t.Parallel()
	for _, c := range scanCases {
		t.Run(c, func(t *testing.T) {
			scanAgrees(t, []byte(c))
		})
	}
}

func FuzzScan(f *testing.F) {
	for _, c := range scanCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) { scanAgrees(t, data) })
}

// dupOracle is checkDuplicates written on jsontext's tokenizer, as the
// decoder had it before it read proved text with its own scanner.
func dupOracle(raw []byte, base string) []string {
	var out []string
	dec := jsontext.NewDecoder(bytes.NewReader(raw), jsontext.AllowDuplicateNames(true))
	var walk func(path string)
	walk = func(path string) {
		switch dec.PeekKind() {
		case '{':
			dec.ReadToken()
			seen := map[string]struct{}{}
			for dec.PeekKind() != '}' {
				tok, err := dec.ReadToken()
				if err != nil {
					return
				}
				name := tok.String()
				p := Join(path, name)
				if _, ok := seen[name]; ok {
					out = append(out, p)
					dec.SkipValue()
					continue
				}
				seen[name] = struct{}{}
				walk(p)
			}
			dec.ReadToken()
		case '[':
			dec.ReadToken()
			for i := 0; dec.PeekKind() != ']'; i++ {
				walk(Join(path, i))
			}
			dec.ReadToken()
		default:
			dec.SkipValue()
		}
	}
	walk(base)
	return out
}

func dupsAgree(t *testing.T, data []byte) {
	t.Helper()
	src, err := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true)).ReadValue()
	if err != nil {
		return
	}
	var got []string
	checkDuplicates(src, "/base", func(p string) { got = append(got, p) })
	want := dupOracle(src, "/base")
	if !slices.Equal(got, want) {
		t.Errorf("%s: duplicates %q, want %q", src, got, want)
	}
	// The quick pre-check may answer "maybe" wrongly, never "none".
	if len(want) > 0 && !maybeDuplicates(src) {
		t.Errorf("%s: maybeDuplicates false, but it repeats %q", src, want)
	}
}

var dupCases = []string{
	`1`, `{}`, `{"a":1,"a":2}`, `{"a":{"b":1,"b":{"c":1}},"a":3,"a":4}`,
	`[{"x":1,"x":1},[{"y":[],"y":{}}]]`,
	`{"\u0061":1,"a":2,"a\/b":3,"a/b":4,"~":5,"\u007e":6}`,
	`{"":1,"":2, "k" : { "" : [ {"z":1, "z":2} ] } }`,
	`[{"a":1},{"a":2}]`, `{"a":{"a":{"a":1}},"b":[{"b":1,"c":{"b":2}}]}`, `{"a":{"x":1},"b":{"x":1,"x":2}}`,
	// past the member count at which names go into a map
	`{"m0":0,"m1":1,"m2":2,"m3":3,"m4":4,"m5":5,"m6":6,"m7":7,"m8":8,"m9":9,"m10":10,"m11":11,"m12":12,"m13":13,"m14":14,"m15":15,"m16":16,"m3":3,"m17":{"m3":1,"m3":2},"m16":0}`,
}

func TestCheckDuplicatesAgreesWithTokenizer(t *testing.T) {
	t.Parallel()
	for i, c := range dupCases {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			dupsAgree(t, []byte(c))
		})
	}
	// The cases above must find something, or they test little.
	var n int
	checkDuplicates([]byte(dupCases[len(dupCases)-1]), "", func(string) { n++ })
	if n != 3 {
		t.Errorf("found %d duplicates in the large object, want 3", n)
	}
}

func FuzzCheckDuplicates(f *testing.F) {
	for _, c := range dupCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) { dupsAgree(t, data) })
}

// compactProved must give what the encoder gives (compactValue) for every
// valid value.
func compactAgrees(t *testing.T, data []byte) {
	t.Helper()
	src, err := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true)).ReadValue()
	if err != nil {
		return
	}
	if got, want := compactProved(src), compactValue(src); !bytes.Equal(got, want) {
		t.Errorf("%s: compact %s, want %s", src, got, want)
	}
}

var compactCases = []string{
	` { "a" : [ 1 , 2.50 , -0 , 1e3 ] , "b" : "x y z" , "c" : { } } `,
	`"plain text with spaces"`, `[ true , false , null ]`, `{"esc":"a\u0041\/b"}`,
	"[\n\t\"\u2028\"\r\n]",
}

func TestCompactProved(t *testing.T) {
	t.Parallel()
	for _, c := range compactCases {
		t.Run(c, func(t *testing.T) {
			compactAgrees(t, []byte(c))
		})
	}
	if got := string(compactProved([]byte(compactCases[0]))); got != `{"a":[1,2.50,-0,1e3],"b":"x y z","c":{}}` {
		t.Errorf("compact: %s", got)
	}
}

func FuzzCompactProved(f *testing.F) {
	for _, c := range compactCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) { compactAgrees(t, data) })
}
