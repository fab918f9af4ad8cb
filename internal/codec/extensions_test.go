package codec

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A generic envelope whose every instantiation is a member of one family.

type tFamilyMember interface{ tCheck(r *Rules) }

type tGen[T any] struct {
	ID   string `json:"id" hf:"minLength=1"`
	Body T      `json:"body" hf:"ignoreUnknown"`
}

func (g *tGen[T]) tCheck(r *Rules) {
	if r.OK("id") && g.ID == "bad" {
		r.Report("t-gen-id", "id is bad", "id")
	}
}

var _ = RegisterFamily(Family[tFamilyMember]{
	Schema: "t-gen",
	Rules:  func(v tFamilyMember, r *Rules) { v.tCheck(r) },
	Warnings: func(v tFamilyMember, r *Rules) {
		r.Report("t-gen-warn", "family warning")
	},
})

// A member with a Register'ed Meta of its own is not governed by the family.
var _ = Register(Meta[tGen[string]]{Schema: "t-gen-string"})

func TestFamily(t *testing.T) {
	t.Parallel()
	if got := SchemaName(reflect.TypeFor[*tGen[tInner]]()); got != "t-gen" {
		t.Errorf("SchemaName = %q", got)
	}
	if got := SchemaName(reflect.TypeFor[tGen[string]]()); got != "t-gen-string" {
		t.Errorf("SchemaName of the registered member = %q", got)
	}
	if _, ok := TypeOf("t-gen"); ok {
		t.Error("a family's schema name entered the registry")
	}
	if !Registered(reflect.TypeFor[tGen[int64]]()) || Registered(reflect.TypeFor[tInner]()) || !Registered(reflect.TypeFor[*tDoc]()) {
		t.Error("Registered")
	}
	var g tGen[tInner]
	v, _ := Decode([]byte(`{"id":"bad","body":{"a":-1}}`), &g)
	want := "/body/a minimum Expected integer to be greater or equal to 0\n/id t-gen-id id is bad\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	_, warn := Validate(&g)
	if diff := cmp.Diff(" t-gen-warn family warning\n", vs(warn)); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	var raw tGen[json.RawMessage]
	if v, _ := Decode([]byte(`{"id":"bad","body":[1]}`), &raw); vs(v) != "/id t-gen-id id is bad\n" {
		t.Errorf("raw instantiation: %s", vs(v))
	}
	var s tGen[string]
	if v, _ := Decode([]byte(`{"id":"bad","body":"x"}`), &s); len(v) != 0 {
		t.Errorf("registered member ran the family's rules: %s", vs(v))
	}
}

func TestIgnoreUnknown(t *testing.T) {
	t.Parallel()
	var g tGen[tInner]
	v, _ := Decode([]byte(`{"id":"x","body":{"zz":{"k":1,"k":2},"a":1,"yy":1,"yy":2},"extra":1}`), &g)
	want := "/body/zz/k duplicate-member Duplicate property\n" +
		"/body/yy duplicate-member Duplicate property\n" +
		"/extra additionalProperties Unexpected property\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if g.Body.A != 1 {
		t.Errorf("declared member lost: %+v", g.Body)
	}
	// Only the object held by the member ignores; members nested deeper are strict.
	type deep struct {
		Body tDoc `json:"body" hf:"ignoreUnknown"`
	}
	var d deep
	v, _ = Decode([]byte(`{"body":{"zz":1,"name":"a","tok":"1","n":1,"list":["x"],"null_ok":null,"inner":{"a":1,"zz":1}}}`), &d)
	if diff := cmp.Diff("/body/inner/zz additionalProperties Unexpected property\n", vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	out, err := Marshal(&g)
	if err != nil || string(out) != `{"id":"x","body":{"a":1}}` {
		t.Errorf("Marshal = %s, %v", out, err)
	}
}

// RulesBeforeNested: tOuter's rules run before those of the objects nested in
// it, which keep their own relative order (children before parents).

type tLeaf struct {
	L string `json:"l"`
}

type tMid struct {
	M    string `json:"m" hf:"minLength=1"`
	Leaf *tLeaf `json:"leaf,omitzero"`
}

type tOuter struct {
	X   string `json:"x" hf:"minLength=1"`
	Mid *tMid  `json:"mid,omitzero"`
	Y   string `json:"y"`
}

type tOuterList struct {
	Items []tOuter          `json:"items"`
	Rec   map[string]tOuter `json:"rec"`
}

var _ = Register(Meta[tLeaf]{
	Rules:    func(v *tLeaf, r *Rules) { r.Report("leaf", "leaf "+v.L, "l") },
	Warnings: func(v *tLeaf, r *Rules) { r.Report("leaf-w", "leaf warning "+v.L) },
})

var _ = Register(Meta[tMid]{
	Rules: func(v *tMid, r *Rules) {
		if r.OK("m") {
			r.Report("mid", "mid "+v.M, "m")
		}
	},
})

var _ = Register(Meta[tOuter]{
	RulesBeforeNested: true,
	Rules: func(v *tOuter, r *Rules) {
		r.Report("outer", "outer "+v.Y+" mid ok "+map[bool]string{true: "yes", false: "no"}[r.OK("mid")], "y")
	},
	Warnings: func(v *tOuter, r *Rules) { r.Report("outer-w", "outer warning "+v.Y) },
})

func TestRulesBeforeNested(t *testing.T) {
	t.Parallel()
	var o tOuter
	v, _ := Decode([]byte(`{"x":"","mid":{"m":"1","leaf":{"l":"a"}},"y":"y"}`), &o)
	want := "/x minLength Expected string length greater or equal to 1\n" +
		"/y outer outer y mid ok yes\n" +
		"/mid/leaf/l leaf leaf a\n" +
		"/mid/m mid mid 1\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	_, warn := Validate(&o)
	if diff := cmp.Diff(" outer-w outer warning y\n/mid/leaf leaf-w leaf warning a\n", vs(warn)); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	// Nested member checks keep walk order; a rule reading a failed member
	// of a nested object still waits for it.
	v, _ = Decode([]byte(`{"x":"a","mid":{"m":"","leaf":{"l":"b"}},"y":"z"}`), &o)
	want = "/mid/m minLength Expected string length greater or equal to 1\n" +
		"/y outer outer z mid ok no\n" +
		"/mid/leaf/l leaf leaf b\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Inside arrays and records (whose values the walk visits through a
	// reused temporary) each element keeps its own values and paths.
	var l tOuterList
	v, _ = Decode([]byte(`{"items":[{"x":"a","mid":{"m":"1"},"y":"0"},{"x":"a","mid":{"m":"2"},"y":"1"}],`+
		`"rec":{"p":{"x":"a","mid":{"m":"3"},"y":"2"},"q":{"x":"a","mid":{"m":"4"},"y":"3"}}}`), &l)
	want = "/items/0/y outer outer 0 mid ok yes\n/items/0/mid/m mid mid 1\n" +
		"/items/1/y outer outer 1 mid ok yes\n/items/1/mid/m mid mid 2\n" +
		"/rec/p/y outer outer 2 mid ok yes\n/rec/p/mid/m mid mid 3\n" +
		"/rec/q/y outer outer 3 mid ok yes\n/rec/q/mid/m mid mid 4\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Structural decoding runs no rules at all.
	if v, _ := Unmarshal([]byte(`{"x":"","mid":{"m":"1","leaf":{"l":"a"}},"y":"y"}`), &o); len(v) != 0 {
		t.Errorf("Unmarshal ran rules: %s", vs(v))
	}
}

// An absent optional array or record is not checked against minItems; a
// present empty one is.
func TestAbsentOptionalArray(t *testing.T) {
	t.Parallel()
	type opt struct {
		Roles []string         `json:"roles,omitzero" hf:"minItems=1"`
		Rec   map[string]int64 `json:"rec,omitzero"`
	}
	var o opt
	if v, _ := Decode([]byte(`{}`), &o); len(v) != 0 {
		t.Errorf("absent: %s", vs(v))
	}
	if v, _ := Validate(&opt{}); len(v) != 0 {
		t.Errorf("absent Go value: %s", vs(v))
	}
	v, _ := Decode([]byte(`{"roles":[]}`), &o)
	if diff := cmp.Diff("/roles minItems Expected array length to be greater or equal to 1\n", vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

var simplePatterns = []struct {
	pattern string
	simple  bool
}{
	{`^[a-z]+\.[a-z_]+\.[a-z_]+$`, true},
	{`^\d+\.\d+\.\d+$`, true},
	{`^[a-zA-Z0-9_-]+$`, true},
	{`^eip155:[0-9]+$`, true},
	{`^[a-z]+[a-z_]+$`, false},    // overlapping + tokens: regexp
	{`^0x[a-fA-F0-9]{40}$`, true}, // counted repetition
	{`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, true},
	{`^a{0}$`, false},
	{`^a{65}$`, true},
	{`^a{1025}$`, false},
	{`^a{2,3}$`, true},
	{`^a{3,2}$`, false},
	{`^a{2,}$`, false},
	{`^a{2}+$`, false},
	{`^-?[0-9]+$`, true},
	{`^a*b?a$`, false},    // a* may have to leave an a to the end: regexp
	{`^[ab]*c?b$`, false}, // likewise
	{`^a{0,2}a$`, false},  // likewise
	{`^a*b[ab]$`, true},   // b ends the a run whatever follows
	{`^I-\d{1,2}$`, true}, // the library's own patterns from here on
	{`^B-\d{1,4}$`, true},
	{`^[a-z][a-z0-9_-]{2,63}$`, true},
	{`^[a-z][a-z0-9-]{0,63}$`, true},
	{`^[a-z][a-z0-9-]*$`, true},
	{`^[a-zA-Z_][a-zA-Z0-9_]*$`, true},
	{`^conformance-[a-z][a-z0-9-]+-\d{3,4}$`, false},
	{`^[^a]+$`, false},
	{`^a.b$`, true}, // JavaScript's dot: any character but a line terminator
	{`^s3://[a-z0-9.-]+/.+$`, true},
	{`^.{2}b$`, true},
	{`^.{2,3}b$`, false}, // the dot run may have to leave the b: regexp
	{`^a.*$`, true},
	{`^.+a$`, false}, // the dot run takes the a too: regexp
	{`^a+.$`, false}, // likewise the a run takes the dot's character
	{`^[\n]*.$`, false},
	{`^.?$`, true},
	{`^$`, true}, // the empty text only
	{`[a-z]+`, false},
}

func TestSimplePattern(t *testing.T) {
	t.Parallel()
	inputs := []string{"", "a", "a.b.c", "agent.lifecycle.transitioned", "a._.__", "A.b.c", "a.b.c\n", "a..b", "a.b.c.d",
		"1.2.3", "07.0.0", "1.2", "１.2.3", "abc_-XYZ09", "ab c", "eip155:1", "eip155:", "é.b.c", "a.b.é",
		"0x" + strings.Repeat("aF0", 13) + "9", "0x" + strings.Repeat("a", 39), "0x" + strings.Repeat("a", 41), "0X" + strings.Repeat("a", 40),
		"7c9e6679-7425-40de-944b-e07fc1f90ae7", "7c9e6679-7425-40de-c44b-e07fc1f90ae7", "7C9E6679-7425-40de-944b-e07fc1f90ae7",
		"7c9e6679-7425-40de-944b-e07fc1f90ae", "7c9e6679-7425-40de-944b-e07fc1f90ae77",
		"aa", "aaa", "aaaa", "-1", "--1", "-", "12", "ab", "aab", "aba", "abb", "bb", "cb", "acb",
		"I-1", "I-12", "I-123", "I-", "B-1234", "B-12345", "x_y", "_x9", "9x", "Ab", "a-b-c", "a" + strings.Repeat("b", 63),
		"a" + strings.Repeat("b", 64), "ab", strings.Repeat("a", 65), strings.Repeat("a", 66),
		"s3://b.x/k", "s3://b/ключ é", "s3://b/a\nb", "s3://b/a\rb", "s3://b/a\u2028b", "s3://b/a\u2029b", "s3://b/a\u0085b",
		"s3://b\r/k", "s3://b/", "s3:///k", "s3://B/k", "s3://b/\xff", "s3://b/a\xe2\x80", "a\nb", "a\rb", "aéb", "a\xffb",
		"a\u2028b", "ééb", "éééb", "é\nb", "\u2029", "é", "\xff", "a\xe2\x80\xa8"}
	for _, p := range simplePatterns {
		t.Run(p.pattern, func(t *testing.T) {
			m := simplePattern(p.pattern)
			if (m != nil) != p.simple {
				t.Errorf("%s: simple %v, want %v", p.pattern, m != nil, p.simple)
				return
			}
			if m == nil {
				return
			}
			re := regexp.MustCompile(jsDots(p.pattern))
			for _, s := range inputs {
				if m(s) != re.MatchString(s) {
					t.Errorf("%s on %q: %v, regexp %v", p.pattern, s, m(s), re.MatchString(s))
				}
			}
		})
	}
}

var alternativePatterns = []struct {
	pattern  string
	compiled bool
}{
	{`^(?:[0-9]+|eip155:[1-9][0-9]*/0x[a-fA-F0-9]{40}/[0-9]+)$`, true}, // the library's own patterns
	{`^\d+(\.\d+)?$`, true},
	{`^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)?$`, true},
	{`^a(?:b|c|)d$`, true},
	{`^a(b)?b$`, true},      // each alternative alone is simple
	{`^a(b)*$`, false},      // a repeated group
	{`^(?:a|b)+$`, false},   // likewise
	{`^(a|b)$`, false},      // a capturing alternation
	{`^((a))?$`, false},     // nested
	{`^[(]a)?$`, false},     // not a group
	{`^a+(a)?$`, false},     // an alternative is not simple
	{`^(?:a|b)c|d$`, false}, // alternation outside the group
	{`^conformance-[a-z][a-z0-9-]+-\d{3,4}$`, false},
	{`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$`, true},
	{`^a(.b)?$`, true},
}

var alternativeInputs = []string{"", "0", "42", "042", "4.2", "4.", ".2", "4.2.3", "a", "ab", "abb", "abbb", "abd", "acd", "ad",
	"aad", "b", "c", "d", "gpt-4o", "meta/llama-3.1", "meta/", "/llama", "a/b/c", "A/b", "x_y.z-1/q",
	"eip155:1/0x" + strings.Repeat("aF0", 13) + "9/7", "eip155:0/0x" + strings.Repeat("a", 40) + "/7",
	"eip155:12/0x" + strings.Repeat("a", 40) + "/", "eip155:12/0x" + strings.Repeat("a", 39) + "/1",
	"2026-05-09T12:00:00Z", "2026-05-09T12:00:00.123456789Z", "2026-05-09T12:00:00.1234567890Z", "2026-05-09T12:00:00.Z",
	"2026-05-09T12:00:00", "2026-5-09T12:00:00Z", "aéb", "a\nb", "a\rb"}

// TestAlternativesPattern: patterns of one optional group or one
// alternation are compiled as their simple alternatives, matching exactly
// what regexp matches; other patterns are left to regexp.
func TestAlternativesPattern(t *testing.T) {
	t.Parallel()
	for _, p := range alternativePatterns {
		t.Run(p.pattern, func(t *testing.T) {
			m := alternativesPattern(p.pattern)
			if (m != nil) != p.compiled {
				t.Errorf("%s: compiled %v, want %v", p.pattern, m != nil, p.compiled)
				return
			}
			if m == nil {
				return
			}
			re := regexp.MustCompile(jsDots(p.pattern))
			for _, s := range alternativeInputs {
				if m(s) != re.MatchString(s) {
					t.Errorf("%s on %q: %v, regexp %v", p.pattern, s, m(s), re.MatchString(s))
				}
			}
		})
	}
}

// FuzzSimplePattern: the fast matcher agrees with regexp.
func FuzzSimplePattern(f *testing.F) {
	f.Add("a.b_.c")
	f.Add("1.22.333")
	f.Add("I-12")
	f.Add("abb")
	f.Add("s3://b.x/k\r")
	f.Add("s3://b/\u2028\xff")
	for _, s := range alternativeInputs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range simplePatterns {
			if m := simplePattern(p.pattern); m != nil && m(s) != regexp.MustCompile(jsDots(p.pattern)).MatchString(s) {
				t.Fatalf("%s on %q", p.pattern, s)
			}
		}
		for _, p := range alternativePatterns {
			if m := alternativesPattern(p.pattern); m != nil && m(s) != regexp.MustCompile(jsDots(p.pattern)).MatchString(s) {
				t.Fatalf("%s on %q", p.pattern, s)
			}
		}
	})
}

// A family whose rules apply only to some members; the schema name goes to
// all of them.

type tFamily2 interface{ tCheck2(r *Rules) }

type tGen2[T any] struct {
	Body T `json:"body"`
}

func (g *tGen2[T]) tCheck2(r *Rules) { r.Report("t-gen2", "ran") }

var _ = RegisterFamily(Family[tFamily2]{
	Schema:  "t-gen2",
	Rules:   func(v tFamily2, r *Rules) { v.tCheck2(r) },
	Applies: func(t reflect.Type) bool { return t.Field(0).Type.Kind() == reflect.Struct },
})

func TestFamilyApplies(t *testing.T) {
	t.Parallel()
	var a tGen2[tInner]
	if v, _ := Decode([]byte(`{"body":{"a":1}}`), &a); vs(v) != " t-gen2 ran\n" {
		t.Errorf("struct member: %q", vs(v))
	}
	var b tGen2[int64]
	if v, _ := Decode([]byte(`{"body":1}`), &b); len(v) != 0 {
		t.Errorf("int member ran the rules: %s", vs(v))
	}
	if SchemaName(reflect.TypeFor[tGen2[int64]]()) != "t-gen2" {
		t.Error("schema name of a member the rules do not apply to")
	}
}

// Nested objects that both run their rules first: A's, then B's, then C's.

type tC struct {
	V string `json:"v"`
}

type tB struct {
	C *tC `json:"c"`
}

type tA struct {
	B   *tB           `json:"b"`
	Rec map[string]tB `json:"rec,omitzero"`
}

var _ = Register(Meta[tC]{Rules: func(v *tC, r *Rules) { r.Report("c", "c "+v.V) }})
var _ = Register(Meta[tB]{RulesBeforeNested: true, Rules: func(v *tB, r *Rules) { r.Report("b", "b") }})
var _ = Register(Meta[tA]{RulesBeforeNested: true, Rules: func(v *tA, r *Rules) { r.Report("a", "a") }})

func TestRulesBeforeNestedTwice(t *testing.T) {
	t.Parallel()
	var a tA
	v, _ := Decode([]byte(`{"b":{"c":{"v":"1"}},"rec":{"y":{"c":{"v":"3"}},"x":{"c":{"v":"2"}}}}`), &a)
	want := " a a\n/b b b\n/b/c c c 1\n/rec/x b b\n/rec/x/c c c 2\n/rec/y b b\n/rec/y/c c c 3\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// The pooled walker's queue was emptied: a second walk gives the same.
	v2, _ := Validate(&a)
	if diff := cmp.Diff(want, vs(v2)); diff != "" {
		t.Errorf("second walk (-want +got):\n%s", diff)
	}
}

// A deferred run sees the member checks of its own object only: a violation
// an enclosing object's rules reported inside it first does not make OKAt
// false.

type tInner3 struct {
	A string `json:"a"`
}

type tOuter3 struct {
	In *tInner3 `json:"in"`
}

var okAtSeen []bool

var _ = Register(Meta[tInner3]{Rules: func(v *tInner3, r *Rules) { okAtSeen = append(okAtSeen, r.OKAt("a")) }})
var _ = Register(Meta[tOuter3]{RulesBeforeNested: true, Rules: func(v *tOuter3, r *Rules) {
	r.Report("outer-about-inner", "reported by the outer rules", "in", "a")
}})

func TestDeferredOKAt(t *testing.T) {
	okAtSeen = nil
	var o tOuter3
	v, _ := Decode([]byte(`{"in":{"a":"x"}}`), &o)
	if diff := cmp.Diff("/in/a outer-about-inner reported by the outer rules\n", vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]bool{true}, okAtSeen); diff != "" {
		t.Errorf("OKAt in the deferred run (-want +got):\n%s", diff)
	}
}

var semVer2Cases = []string{
	"1.0.0", "0.0.0", "10.20.30", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-0.3.7", "1.0.0-x.7.z.92",
	"1.0.0-x-y-z.--", "1.0.0-alpha+001", "1.0.0+20130313144700", "1.0.0-beta+exp.sha.5114f85",
	"1.0.0+21AF26D3----117B344092BD", "1.0.0-0A.is.legal", "1.0.0-00A",
	"", "1", "1.2", "1.2.3.4", "01.2.3", "1.02.3", "1.2.03", "1.2.3-", "1.2.3+", "1.2.3-01",
	"1.2.3-alpha..1", "1.2.3-alpha.", "1.2.3+build.", "1.2.3+build..1", "1.2.3_", "1.2.3-a_b",
	"v1.2.3", "1.2.3 ", "1.2.3-é", "1.2.3+001", "1.2.3-0", "1.2.3-+", "1.2.3-a+b+c",
}

func TestSemVer2Matcher(t *testing.T) {
	t.Parallel()
	re := regexp.MustCompile(semVer2Pattern)
	for _, s := range semVer2Cases {
		t.Run(s, func(t *testing.T) {
			if got, want := matchSemVer2(s), re.MatchString(s); got != want {
				t.Errorf("matchSemVer2(%q) = %v, regexp %v", s, got, want)
			}
		})
	}
	if m, _ := compilePattern(semVer2Pattern); m == nil || !m("1.0.0-rc.1") {
		t.Error("compilePattern does not use the SemVer 2.0 matcher")
	}
}

func FuzzSemVer2Matcher(f *testing.F) {
	re := regexp.MustCompile(semVer2Pattern)
	for _, s := range semVer2Cases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := matchSemVer2(s), re.MatchString(s); got != want {
			t.Fatalf("matchSemVer2(%q) = %v, regexp %v", s, got, want)
		}
	})
}
