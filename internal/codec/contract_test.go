package codec

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/internal/enum"
)

// The contract tests declare each versioned type twice more, by hand: as
// a reader of 7.0.0 sees it (the later members and values left out) and as
// a reader of 8.7.0 does (every member and value, no since). Under each
// contract the versioned type must give exactly the twin's violations: the
// twins are the oracle of the since logic.

type tKind string

var _ = enum.New[tKind]("plain", "gated", "compound").Since("7.3.0", "gated").Since("7.4.0", "compound")

type tKind7 string

var _ = enum.New[tKind7]("plain")

type tKind8 string

var _ = enum.New[tKind8]("plain", "gated", "compound")

type tPolicy struct {
	Kind     tKind      `json:"kind"`
	Hours    *int       `json:"hours,omitzero" hf:"minimum=1"`
	Score    *float64   `json:"score,omitzero" hf:"since=7.3.0,minimum=0,maximum=1"`
	Operator *string    `json:"operator,omitzero" hf:"since=7.4.0,minLength=1"`
	Subs     []tPolicy  `json:"subs,omitzero" hf:"since=7.4.0,minItems=1"`
	Kinds    []tKind    `json:"kinds,omitzero"`
	Tail     bool       `json:"tail"`
	Note     *tNoteOpen `json:"note,omitzero"`
}

type tPolicy7 struct {
	Kind  tKind7     `json:"kind"`
	Hours *int       `json:"hours,omitzero" hf:"minimum=1"`
	Kinds []tKind7   `json:"kinds,omitzero"`
	Tail  bool       `json:"tail"`
	Note  *tNoteOpen `json:"note,omitzero"`
}

type tPolicy8 struct {
	Kind     tKind8     `json:"kind"`
	Hours    *int       `json:"hours,omitzero" hf:"minimum=1"`
	Score    *float64   `json:"score,omitzero" hf:"minimum=0,maximum=1"`
	Operator *string    `json:"operator,omitzero" hf:"minLength=1"`
	Subs     []tPolicy8 `json:"subs,omitzero" hf:"minItems=1"`
	Kinds    []tKind8   `json:"kinds,omitzero"`
	Tail     bool       `json:"tail"`
	Note     *tNoteOpen `json:"note,omitzero"`
}

// tNoteOpen is an open object with a later member.
type tNoteOpen struct {
	Text    string                     `json:"text"`
	Extra   *string                    `json:"extra,omitzero" hf:"since=8.5.0"`
	Unknown map[string]json.RawMessage `json:"-"`
}

// tPolicyRules records, per contract, what the rules saw.
func policyRules(kind string, score *float64, r *Rules) {
	if kind == "gated" && score == nil && r.OK("kind", "score") {
		r.Report("gated-needs-score", "gated needs a score")
	}
	r.Report("contract", "rules ran under "+r.Version().String())
}

var (
	_ = Register(Meta[tPolicy]{Schema: "t-policy", Rules: func(p *tPolicy, r *Rules) { policyRules(string(p.Kind), p.Score, r) }})
	_ = Register(Meta[tPolicy7]{Schema: "t-policy-7", Rules: func(p *tPolicy7, r *Rules) { policyRules(string(p.Kind), nil, r) }})
	_ = Register(Meta[tPolicy8]{Schema: "t-policy-8", Rules: func(p *tPolicy8, r *Rules) { policyRules(string(p.Kind), p.Score, r) }})
	_ = Register(Meta[tLaterType]{Schema: "t-later-type", Since: "8.0.0"})
)

type tLaterType struct {
	A string `json:"a"`
}

// contractDocs are documents for the twins test: 7.0.0 ones, ones using
// later members and values, and invalid ones of every sort.
var contractDocs = []string{
	`{"kind":"plain","tail":true}`,
	`{"kind":"plain","hours":3,"tail":false}`,
	`{"kind":"gated","tail":true}`,
	`{"kind":"gated","score":0.5,"tail":true}`,
	`{"kind":"gated","score":1.5,"tail":true}`,
	`{"kind":"compound","operator":"AND","subs":[{"kind":"plain","tail":true}],"tail":true}`,
	`{"kind":"compound","operator":"","subs":[],"tail":true}`,
	`{"kind":"plain","subs":[{"kind":"gated","score":2,"tail":true,"zz":1}],"tail":true}`,
	`{"kind":"plain","kinds":["plain","gated","compound","nope"],"tail":true}`,
	`{"kind":"plain","score":0.5,"score":0.6,"tail":true}`,
	`{"score":null,"kind":"nope","operator":7,"x":1}`,
	`{"kind":"","tail":true}`,
	`{"kind":"plain","tail":true,"note":{"text":"t","extra":"e","other":[1, 2]}}`,
	`{"kind":"plain","tail":true,"note":{"text":"t","extra":5}}`,
	`{"kind":"plain","tail":true,"note":{"extra":"e","extra":"f"}}`,
	`[]`,
	`{"kind":"plain","tail":tru}`,
}

// decodeAs decodes data into a new value of type T under contract c.
func decodeAs[T any](data []byte, c Version) (*T, []Violation, error) {
	v := new(T)
	_, viol, err := DecodeDocument(data, v, Limits{}, c)
	return v, viol, err
}

func TestContractTwins(t *testing.T) {
	claimPaths(t)
	for _, m := range []Mode{ModeFast, ModeReference} {
		t.Run(m.String(), func(t *testing.T) {
			SetMode(m)
			for _, doc := range contractDocs {
				for _, tc := range []struct {
					c    Version
					twin func([]byte) ([]Violation, error)
				}{
					{Contract700, func(b []byte) ([]Violation, error) {
						_, v, err := decodeAs[tPolicy7](b, Contract700)
						return v, err
					}},
					{Contract870, func(b []byte) ([]Violation, error) {
						_, v, err := decodeAs[tPolicy8](b, Contract870)
						return v, err
					}},
				} {
					_, got, err := decodeAs[tPolicy]([]byte(doc), tc.c)
					want, werr := tc.twin([]byte(doc))
					if err != nil || werr != nil {
						t.Fatalf("%v: errors %v, %v", doc, err, werr)
					}
					if d := cmp.Diff(want, got); d != "" {
						t.Errorf("mode %v, contract %v, %s: violations differ from the twin's (-twin +versioned):\n%s", m, tc.c, doc, d)
					}
				}
			}
		})
	}
}

func TestContractZeroIsDefault(t *testing.T) {
	doc := []byte(`{"kind":"gated","score":0.5,"tail":true}`)
	_, a, _ := decodeAs[tPolicy](doc, 0)
	_, b, _ := decodeAs[tPolicy](doc, DefaultContract)
	if d := cmp.Diff(a, b); d != "" {
		t.Errorf("zero contract differs from DefaultContract:\n%s", d)
	}
	if got := Violations(&tPolicy{Kind: "plain"}); len(got) != 1 || got[0].Message != "rules ran under "+DefaultContract.String() {
		t.Errorf("Violations: %v", got)
	}
}

func TestContractLaterMemberOfOpenObject(t *testing.T) {
	doc := []byte(`{"kind":"plain","tail":true,"note":{"text":"t","extra":"e"}}`)
	v, viol, _ := decodeAs[tPolicy](doc, Contract700)
	if len(viol) != 1 || viol[0].Message != "rules ran under 7.0.0" {
		t.Fatalf("7.0.0: %v", viol)
	}
	if v.Note.Extra != nil || string(v.Note.Unknown["extra"]) != `"e"` {
		t.Errorf("7.0.0: the later member is not kept with the undeclared ones: %+v", v.Note)
	}
	// Encoded, it is written from the undeclared members: nothing is lost.
	claimPaths(t)
	for _, m := range []Mode{ModeFast, ModeReference} {
		t.Run(m.String(), func(t *testing.T) {
			SetMode(m)
			out, err := Marshal(v)
			if err != nil || string(out) != `{"kind":"plain","tail":true,"note":{"text":"t","extra":"e"}}` {
				t.Errorf("mode %v: Marshal = %s, %v", m, out, err)
			}
		})
	}
	v8, viol, _ := decodeAs[tPolicy](doc, Contract870)
	if len(viol) != 1 || v8.Note.Extra == nil || *v8.Note.Extra != "e" || v8.Note.Unknown != nil {
		t.Errorf("8.7.0: %+v, %v", v8.Note, viol)
	}
	// A value holding both: the field wins, as for any declared member.
	e := "field"
	v8.Note.Extra = &e
	v8.Note.Unknown = map[string]json.RawMessage{"extra": json.RawMessage(`"unknown"`)}
	for _, m := range []Mode{ModeFast, ModeReference} {
		t.Run(m.String(), func(t *testing.T) {
			SetMode(m)
			if out, err := Marshal(v8); err != nil || !strings.Contains(string(out), `"extra":"field"`) || strings.Count(string(out), "extra") != 1 {
				t.Errorf("mode %v: Marshal = %s, %v", m, out, err)
			}
		})
	}
}

func TestContractValidateGoValue(t *testing.T) {
	score, op := 0.5, ""
	v := &tPolicy{Kind: "gated", Score: &score, Operator: &op, Kinds: []tKind{"compound"},
		Note: &tNoteOpen{Text: "t", Extra: &op}}
	got7 := ViolationsIn(v, Limits{}, Contract700)
	want7 := []Violation{
		{Path: "/kind", Rule: "enum", Message: "Expected union value", Allowed: []string{"plain"}},
		{Path: "/kinds/0", Rule: "enum", Message: "Expected union value", Allowed: []string{"plain"}},
		// The later members of the closed object, after the declared
		// ones; the open object's is an undeclared member it accepts.
		{Path: "/score", Rule: "additionalProperties", Message: "Unexpected property"},
		{Path: "/operator", Rule: "additionalProperties", Message: "Unexpected property"},
		{Path: "", Rule: "contract", Message: "rules ran under 7.0.0"},
	}
	if d := cmp.Diff(want7, got7); d != "" {
		t.Errorf("7.0.0 (-want +got):\n%s", d)
	}
	got8 := ViolationsIn(v, Limits{}, Contract870)
	want8 := []Violation{
		{Path: "/operator", Rule: "minLength", Message: "Expected string length greater or equal to 1"},
		{Path: "", Rule: "contract", Message: "rules ran under 8.7.0"},
	}
	if d := cmp.Diff(want8, got8); d != "" {
		t.Errorf("8.7.0 (-want +got):\n%s", d)
	}
}

func TestTypeSince(t *testing.T) {
	if TypeSince(reflect.TypeFor[tLaterType]()) != 8_000_000 || TypeSince(reflect.TypeFor[*tLaterType]()) != 8_000_000 ||
		TypeSince(reflect.TypeFor[tPolicy]()) != 0 || TypeSince(reflect.TypeFor[int]()) != 0 {
		t.Error("TypeSince")
	}
}

// FuzzContractTwins: on any text, the versioned type under each contract
// gives exactly its twin's violations, and the decoded values agree
// member by member (the later members, under 7.0.0, never set).
func FuzzContractTwins(f *testing.F) {
	for _, d := range contractDocs {
		f.Add([]byte(d))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v7, got7, _ := decodeAs[tPolicy](data, Contract700)
		_, want7, _ := decodeAs[tPolicy7](data, Contract700)
		if d := cmp.Diff(want7, got7); d != "" {
			t.Fatalf("7.0.0: (-twin +versioned)\n%s", d)
		}
		if len(got7) == 1 && got7[0].Rule == "contract" && (v7.Score != nil || v7.Operator != nil || v7.Subs != nil) {
			t.Fatalf("7.0.0: a later member set: %+v", v7)
		}
		v8, got8, _ := decodeAs[tPolicy](data, Contract870)
		w8, want8, _ := decodeAs[tPolicy8](data, Contract870)
		if d := cmp.Diff(want8, got8); d != "" {
			t.Fatalf("8.7.0: (-twin +versioned)\n%s", d)
		}
		if len(got8) == 1 && got8[0].Rule == "contract" {
			a, _ := json.Marshal(v8)
			b, _ := json.Marshal(w8)
			if string(a) != string(b) {
				t.Fatalf("8.7.0 values differ: %s vs %s", a, b)
			}
		}
	})
}

func ExampleVersion() {
	fmt.Println(Version(7_003_000), MustParseVersion("8.7.0") == Contract870)
	// Output: 7.3.0 true
}
