package codec

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/google/go-cmp/cmp"
)

type tInner struct {
	A int64    `json:"a" hf:"minimum=0"`
	B *float64 `json:"b,omitzero" hf:"minimum=0,maximum=1"`
}

type tDoc struct {
	Name    string           `json:"name" hf:"minLength=1"`
	Tok     string           `json:"tok" hf:"pattern=^\\d+$"`
	N       uint64           `json:"n" hf:"minimum=1"`
	Desc    *string          `json:"desc,omitzero"`
	List    []string         `json:"list" hf:"minItems=1,item.minLength=1"`
	Rec     map[string]int64 `json:"rec,omitzero"`
	Inner   *tInner          `json:"inner,omitzero"`
	Null    *tInner          `json:"null_ok" hf:"nullable"`
	Payload json.RawMessage  `json:"payload,omitzero"`
	Ctx     *string          `json:"ctx,omitzero" hf:"const=x"`
}

type tOpen struct {
	ID      string                     `json:"id"`
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = Register(Meta[tDoc]{Schema: "t-doc", Rules: func(d *tDoc, r *Rules) {
	if r.OK("name", "tok") && d.Name == d.Tok {
		r.Report("t-name-tok", "name equals tok", "tok")
	}
}})

func vs(v []Violation) string {
	var b strings.Builder
	for _, x := range v {
		b.WriteString(x.Path + " " + x.Rule + " " + x.Message + "\n")
	}
	return b.String()
}

func TestDecodeOrderAndMerge(t *testing.T) {
	t.Parallel()
	doc := `{"zzz":1,"tok":"12a","name":"","list":["", "x"],"n":0,"rec":{"b":1.5,"a":"x"},"null_ok":null,"inner":{"a":-1,"b":2},"name":"dup","payload":{"k":1,"k":2}}`
	var d tDoc
	v, err := Decode([]byte(doc), &d)
	if err != nil {
		t.Fatal(err)
	}
	want := `/name minLength Expected string length greater or equal to 1
/tok pattern Expected string to match '^\d+$'
/n minimum Expected integer to be greater or equal to 1
/list/0 minLength Expected string length greater or equal to 1
/rec/a type Expected integer
/rec/b type Expected integer
/inner/a minimum Expected integer to be greater or equal to 0
/inner/b maximum Expected number to be less or equal to 1
/payload/k duplicate-member Duplicate property
/zzz additionalProperties Unexpected property
/name duplicate-member Duplicate property
`
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("violations (-want +got):\n%s", diff)
	}
}

func TestRulesAndRequired(t *testing.T) {
	t.Parallel()
	var d tDoc
	v, _ := Decode([]byte(`{"name":"7","tok":"7","list":[]}`), &d)
	want := `/n required Expected required property
/list minItems Expected array length to be greater or equal to 1
/null_ok required Expected required property
/tok t-name-tok name equals tok
`
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// rule does not run when a member it reads failed
	v, _ = Decode([]byte(`{"name":5,"tok":"5","n":1,"list":["a"],"null_ok":null}`), &d)
	if diff := cmp.Diff("/name type Expected string\n", vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestIntegers(t *testing.T) {
	t.Parallel()
	type ints struct {
		I int64  `json:"i"`
		U uint64 `json:"u" hf:"minimum=1"`
	}
	cases := []struct {
		in, want string
		i        int64
		u        uint64
	}{
		{`{"i":1.0,"u":1e3}`, "", 1, 1000},
		{`{"i":1.5e1,"u":10.00}`, "", 15, 10},
		{`{"i":-0,"u":18446744073709551615}`, "", 0, 18446744073709551615},
		{`{"i":1.0000000000000001,"u":1}`, "", 1, 1},
		{`{"i":1.5,"u":1}`, "/i type Expected integer\n", 0, 1},
		{`{"i":1e400,"u":1}`, "/i type Expected integer\n", 0, 1},
		{`{"i":9223372036854775808,"u":18446744073709551616}`, "/i maximum Expected integer to be less or equal to 9223372036854775807\n/u maximum Expected integer to be less or equal to 18446744073709551615\n", 0, 0},
		{`{"i":-9223372036854775808,"u":-1}`, "/u minimum Expected integer to be greater or equal to 1\n", -9223372036854775808, 0},
		{`{"i":9007199254740993,"u":1}`, "", 9007199254740993, 1},
		{`{"i":"1","u":true}`, "/i type Expected integer\n/u type Expected integer\n", 0, 0},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			var x ints
			v, _ := Decode([]byte(c.in), &x)
			if got := vs(v); got != c.want {
				t.Errorf("%s: got\n%s want\n%s", c.in, got, c.want)
			}
			if c.want == "" && (x.I != c.i || x.U != c.u) {
				t.Errorf("%s: decoded %d %d", c.in, x.I, x.U)
			}
		})
	}
}

func TestSyntax(t *testing.T) {
	t.Parallel()
	for _, in := range []string{``, `{`, `{} x`, `{"a":1,}`, "\xef\xbb\xbf{}", `{"name":"\ud800"}`, "{\"name\":\"\xff\"}", `[] []`} {
		t.Run(in, func(t *testing.T) {
			var d tDoc
			v, _ := Decode([]byte(in), &d)
			if len(v) != 1 || v[0].Rule != "json-syntax" || v[0].Path != "" {
				t.Errorf("%q: %v", in, v)
			}
		})
	}
	var d tDoc
	v, _ := Decode([]byte(" [] \n"), &d)
	if vs(v) != " type Expected object\n" {
		t.Errorf("top-level array: %v", v)
	}
}

func TestOpenRoundTrip(t *testing.T) {
	t.Parallel()
	in := `{"z":{"b":[1,2.50,"\u2028<>&"]},"id":"x","a":null}`
	var o tOpen
	v, _ := Decode([]byte(in), &o)
	if len(v) != 0 {
		t.Fatal(v)
	}
	out, err := Marshal(&o)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":"x","a":null,"z":{"b":[1,2.50,"` + "\u2028" + `<>&"]}}`
	if string(out) != want {
		t.Errorf("got %s\nwant %s", out, want)
	}
	v, _ = Decode([]byte(`{"id":"x","q":{"a":1,"a":2},"q":3}`), &o)
	if got := vs(v); got != "/q/a duplicate-member Duplicate property\n/q duplicate-member Duplicate property\n" {
		t.Errorf("got %s", got)
	}
}

func TestMarshal(t *testing.T) {
	t.Parallel()
	s := ""
	d := tDoc{Name: "a\"\\\x01\n\u2028é", Tok: "1", N: 1, Desc: &s, List: nil, Rec: map[string]int64{"b": 2, "a": 1}}
	out, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"name":"a\"\\\u0001\n` + "\u2028é" + `","tok":"1","n":1,"desc":"","list":[],"rec":{"a":1,"b":2},"null_ok":null}`
	if string(out) != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
}

func TestNumberFormat(t *testing.T) {
	t.Parallel()
	for f, want := range map[float64]string{0: "0", 1: "1", 0.5: "0.5", 1e21: "1e+21", 1e20: "100000000000000000000", 1e-7: "1e-7", 0.000001: "0.000001", -1.5e-10: "-1.5e-10", 123.456: "123.456"} {
		t.Run(strconv.FormatFloat(f, 'g', -1, 64), func(t *testing.T) {
			if got := string(AppendNumber(nil, f)); got != want {
				t.Errorf("%v: got %s want %s", f, got, want)
			}
		})
	}
}

// Regression: canonicalizing an object read its member name after decoding
// the member's value, which voids the jsontext token (a panic).
func TestCanonicalizeNestedObject(t *testing.T) {
	t.Parallel()
	got, err := Canonicalize([]byte(`{"b":{"y":[1,{"k":"v"}],"x":2.50},"a":"\u2028<"}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := "{\"a\":\"\u2028<\",\"b\":{\"x\":2.5,\"y\":[1,{\"k\":\"v\"}]}}"; string(got) != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestCompactRaw(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`[1, {"z": null}]`:         `[1,{"z":null}]`,
		`{"a":"\u0063\/\u2028<"}`:  "{\"a\":\"c/\u2028<\"}",
		` 1.50e+3 `:                `1.50e+3`,
		`{"k":[true,false,"x y"]}`: `{"k":[true,false,"x y"]}`,
		"\"\\u001F\\b\"":           `"\u001f\b"`,
		`{"a":1}`:                  `{"a":1}`,
	} {
		t.Run(in, func(t *testing.T) {
			if got := string(compactValue([]byte(in))); got != want {
				t.Errorf("compactValue(%s) = %s, want %s", in, got, want)
			}
		})
	}
}

// tUnion is a toy union (one variant) for the Custom hook.
type tUnion struct{ V *tInner }

var _ = Register(Meta[tUnion]{Schema: "t-union", Union: &Union{Discriminator: "kind", Variants: []reflect.Type{reflect.TypeFor[tInner]()}}})

func (u *tUnion) DecodeCustom(data []byte, validate bool) []Violation {
	u.V = &tInner{}
	var vs []Violation
	if validate {
		vs, _ = Decode(data, u.V)
	} else {
		vs, _ = Unmarshal(data, u.V)
	}
	return append([]Violation{{Path: "", Rule: "hook", Message: "decoded"}}, vs...)
}

func (u *tUnion) ValidateCustom() (viol, warn []Violation) {
	if u.V == nil {
		return []Violation{{Rule: "hook", Message: "empty"}}, nil
	}
	return Validate(u.V)
}

func (u tUnion) MarshalJSON() ([]byte, error) { return Marshal(u.V) }

func TestCustomHook(t *testing.T) {
	t.Parallel()
	var u tUnion
	v, err := Decode([]byte(`{"a":-1}`), &u)
	if err != nil || vs(v) != " hook decoded\n/a minimum Expected integer to be greater or equal to 0\n" {
		t.Errorf("Decode: %v %s", err, vs(v))
	}
	v, _ = Unmarshal([]byte(`{"a":-1}`), &u)
	if vs(v) != " hook decoded\n" {
		t.Errorf("Unmarshal did not stay structural: %s", vs(v))
	}
	if viol, _ := Validate(&u); vs(viol) != "/a minimum Expected integer to be greater or equal to 0\n" {
		t.Errorf("Validate: %s", vs(viol))
	}
	if viol, _ := Validate(&tUnion{}); vs(viol) != " hook empty\n" {
		t.Errorf("Validate empty: %s", vs(viol))
	}
	if b, err := Marshal(&u); err != nil || string(b) != `{"a":-1}` {
		t.Errorf("Marshal: %s %v", b, err)
	}
	un := UnionOf(reflect.TypeFor[*tUnion]())
	if un == nil || un.Discriminator != "kind" || len(un.Variants) != 1 || UnionOf(reflect.TypeFor[tInner]()) != nil {
		t.Errorf("UnionOf: %+v", un)
	}
}

type tProbe struct {
	A string `json:"a" hf:"minLength=1"`
	B *int64 `json:"b,omitzero"`
}

type probeSeen struct {
	declares, undeclared, allOK, warning []bool
}

var probe probeSeen

var _ = Register(Meta[tProbe]{
	Rules: func(_ *tProbe, r *Rules) {
		probe.declares = append(probe.declares, r.Declares("a"))
		probe.undeclared = append(probe.undeclared, r.Declares("zz"))
		probe.allOK = append(probe.allOK, r.AllOK())
		probe.warning = append(probe.warning, r.Warning())
	},
	Warnings: func(_ *tProbe, r *Rules) { probe.warning = append(probe.warning, r.Warning()) },
})

func TestRulesDeclaresAllOKWarning(t *testing.T) {
	probe = probeSeen{}
	var p tProbe
	// Validate runs both functions (Decode skips Warnings: it returns no
	// warnings).
	for _, doc := range []string{`{"a":"x"}`, `{"a":""}`} {
		Unmarshal([]byte(doc), &p)
		Validate(&p)
	}
	want := probeSeen{
		declares:   []bool{true, true},
		undeclared: []bool{false, false},
		allOK:      []bool{true, false},
		warning:    []bool{false, true, false, true},
	}
	if diff := cmp.Diff(want, probe, cmp.AllowUnexported(probeSeen{})); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

type tItem struct {
	Name  string `json:"name" hf:"minLength=1"`
	Share int64  `json:"share" hf:"minimum=0"`
}

type tList struct {
	Items []tItem `json:"items" hf:"minItems=1"`
	Other string  `json:"other" hf:"minLength=1"`
}

// okAt records, per rule run, OKAt of each item's share and of the whole object.
var okAt []string

var _ = Register(Meta[tList]{
	Rules: func(l *tList, r *Rules) {
		var b strings.Builder
		for i := range l.Items {
			if r.OKAt("items", i, "share") {
				b.WriteString("y")
			} else {
				b.WriteString("n")
			}
		}
		if r.Clean() {
			b.WriteString(" clean")
		}
		if l.Other == "rule" {
			r.Report("t-rule", "a rule violation at the array", "items")
			if r.OKAt("items", 0, "share") && !r.Clean() {
				b.WriteString(" ruled")
			}
		}
		okAt = append(okAt, b.String())
	},
})

func TestRulesOKAt(t *testing.T) {
	tests := []struct{ doc, want string }{
		{`{"items":[{"name":"a","share":1},{"name":"b","share":2}],"other":"x"}`, "yy clean"},
		{`{"items":[{"name":"","share":1},{"name":"b","share":-2}],"other":"x"}`, "yn"},
		{`{"items":[{"name":"a","share":1,"zz":1},{"name":"b","share":"2"}],"other":""}`, "yn"},
		{`{"items":[{"name":"a"},{"name":"b","share":2,"share":3}],"other":"x"}`, "nn"},
		{`{"items":[{"name":"a","share":1}],"other":"x","x":1}`, "y"},
		{`{"items":[{"name":"a","share":1}],"other":"rule"}`, "y clean ruled"},
	}
	for _, tc := range tests {
		t.Run(tc.doc, func(t *testing.T) {
			okAt = nil
			var l tList
			if _, err := Decode([]byte(tc.doc), &l); err != nil {
				t.Fatal(err)
			}
			if len(okAt) != 1 || okAt[0] != tc.want {
				t.Errorf("%s: OKAt = %q, want %q", tc.doc, okAt, tc.want)
			}
		})
	}
	// Nested: a violation of an earlier sibling object is outside this one.
	type tWrap struct {
		Pre  string `json:"pre" hf:"minLength=1"`
		List tList  `json:"list"`
	}
	okAt = nil
	var w tWrap
	if _, err := Decode([]byte(`{"pre":"","list":{"items":[{"name":"a","share":1}],"other":"x"}}`), &w); err != nil {
		t.Fatal(err)
	}
	if len(okAt) != 1 || okAt[0] != "y clean" {
		t.Errorf("nested: OKAt = %q", okAt)
	}
}

// TestRawNormalized: any-valued members and unknown members of open objects
// survive decode → encode → decode unchanged whatever their white space.
func TestRawStoredCompact(t *testing.T) {
	t.Parallel()
	var d tDoc
	if _, err := Decode([]byte(`{"name":"a","tok":"1","n":1,"list":["x"],"null_ok":null,"payload":{ "k" : [1, 2.50, "\u0041"] }}`), &d); err != nil {
		t.Fatal(err)
	}
	if got := string(d.Payload); got != `{"k":[1,2.50,"A"]}` {
		t.Errorf("payload stored as %s", got)
	}
	var o tOpen
	if _, err := Decode([]byte(`{"id":"x","zz": [ true , null ]}`), &o); err != nil {
		t.Fatal(err)
	}
	if got := string(o.Unknown["zz"]); got != `[true,null]` {
		t.Errorf("unknown member stored as %s", got)
	}
}

// TestCanonicalizeNested: member names survive nested values (a token is
// voided by the next read of the decoder).
func TestCanonicalizeNested(t *testing.T) {
	t.Parallel()
	got, err := Canonicalize([]byte(`{"b":{"d":[1,{"f":2,"e":1}],"c":null},"a":[{"z":1,"y":{}}]}`))
	if err != nil || string(got) != `{"a":[{"y":{},"z":1}],"b":{"c":null,"d":[1,{"e":1,"f":2}]}}` {
		t.Fatalf("Canonicalize = %s, %v", got, err)
	}
}

type tOptList struct {
	Req []string `json:"req" hf:"minItems=1"`
	Opt []string `json:"opt,omitzero" hf:"minItems=1"`
}

// An absent optional array is not checked against minItems; a present empty
// one is, and so is a nil required one (it is written as []).
func TestOptionalArrayMinItems(t *testing.T) {
	t.Parallel()
	for doc, want := range map[string]string{
		`{"req":["a"]}`:          "",
		`{"req":["a"],"opt":[]}`: "/opt minItems Expected array length to be greater or equal to 1\n",
		`{"req":[]}`:             "/req minItems Expected array length to be greater or equal to 1\n",
	} {
		t.Run(doc, func(t *testing.T) {
			var d tOptList
			v, err := Decode([]byte(doc), &d)
			if err != nil || vs(v) != want {
				t.Errorf("Decode(%s) = %q, %v; want %q", doc, vs(v), err, want)
			}
		})
	}
	viol, _ := Validate(&tOptList{})
	if got := vs(viol); got != "/req minItems Expected array length to be greater or equal to 1\n" {
		t.Errorf("Validate of nil slices = %q", got)
	}
}

// Member names are matched by their decoded text, however they are spelled:
// the decoder's shortcut for the next declared member (its quoted name met
// byte for byte) must agree with the general path.
func TestMemberNameSpellings(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		`{"n\u0061me":"a","tok":"1","n":1,"list":["x"],"null_ok":null}`:            ``,
		`{"name":"a","t\u006fk":"1","n":1,"list":["x"],"null_ok":null}`:            ``,
		`{"name":"a","n\u0061me":"b","tok":"1","n":1,"list":["x"],"null_ok":null}`: "/name duplicate-member Duplicate property\n",
		`{"nam":"a","namex":"b","name":"c","tok":"1","n":1,"list":["x"],"null_ok":null}`: "/nam additionalProperties Unexpected property\n" +
			"/namex additionalProperties Unexpected property\n",
		`{"name" : "a" , "tok":"1","Tok":"2","n":1,"list":["x"],"null_ok":null}`: "/Tok additionalProperties Unexpected property\n",
	}
	for doc, want := range cases {
		t.Run(doc, func(t *testing.T) {
			var d tDoc
			v, err := Decode([]byte(doc), &d)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, vs(v)); diff != "" {
				t.Errorf("%s (-want +got):\n%s", doc, diff)
			}
			if want == "" && (d.Name != "a" || d.Tok != "1") {
				t.Errorf("%s: decoded name %q tok %q", doc, d.Name, d.Tok)
			}
		})
	}
}

// The decoded value shares no memory with the input: a caller may reuse its
// buffer at once.
func TestDecodedValueOwnsItsText(t *testing.T) {
	t.Parallel()
	doc := []byte(`{"name":"alpha","tok":"123","n":1,"desc":"d\u00e9sc","list":["x","yy"],"rec":{"k":1},"null_ok":null,"ctx":"x"}`)
	var d tDoc
	if v, err := Decode(doc, &d); err != nil || len(v) != 0 {
		t.Fatal(v, err)
	}
	before, err := Marshal(&d)
	if err != nil {
		t.Fatal(err)
	}
	for i := range doc {
		doc[i] = 'Z'
	}
	after, err := Marshal(&d)
	if err != nil {
		t.Fatal(err)
	}
	if string(before) != string(after) {
		t.Errorf("value changed with the input buffer:\n%s\n%s", before, after)
	}
}

func TestValid(t *testing.T) {
	t.Parallel()
	for in, ok := range map[string]bool{
		`{}`: true, " {}\n": true, `{"a":1,"a":2}`: true, `[1]`: true,
		``: false, ` `: false, `{} x`: false, `{}{}`: false, `1 2`: false, `{`: false, "\xff": false, `"\ud800"`: false,
	} {
		t.Run(in, func(t *testing.T) {
			if err := Valid([]byte(in)); (err == nil) != ok {
				t.Errorf("Valid(%q) = %v, want ok %v", in, err, ok)
			}
		})
	}
}

// CompareUTF16 orders as comparing the strings' UTF-16 encodings would.
func TestCompareUTF16(t *testing.T) {
	t.Parallel()
	words := []string{"", "a", "ab", "b", "é", "z", "\u007f", "\u0080", "\uffff", "\ue000", "\U00010000", "\U0001f600",
		"a\U0001f600", "a\ue000", "a\uffff", "\ud7ff", "aé", "a\u0080b"}
	for _, a := range words {
		t.Run(a, func(t *testing.T) {
			for _, b := range words {
				want := slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
				if got := CompareUTF16(a, b); got != want {
					t.Errorf("CompareUTF16(%q, %q) = %d, want %d", a, b, got, want)
				}
			}
		})
	}
}
