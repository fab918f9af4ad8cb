package codec

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"testing"
	"unsafe"
)

// tFailText is a text primitive whose MarshalText fails for negative values.
type tFailText int

func (x tFailText) MarshalText() ([]byte, error) {
	if x < 0 {
		return nil, errors.New("negative")
	}
	return []byte("ok"), nil
}

func (x *tFailText) UnmarshalText([]byte) error { *x = 1; return nil }

type tCheckInner struct {
	F    float64         `json:"f"`
	Opt  *float64        `json:"opt,omitzero"`
	Text tFailText       `json:"text,omitzero"`
	Any  json.RawMessage `json:"any,omitzero"`
}

type tCheckDoc struct {
	ID    string                 `json:"id"`
	Inner *tCheckInner           `json:"inner,omitzero"`
	List  []tCheckInner          `json:"list,omitzero"`
	ByKey map[string]tCheckInner `json:"by_key,omitzero"`
	Tags  []string               `json:"tags,omitzero"`
}

// rawChecker is a visitor that checks every raw text as Check's raw does.
type rawChecker struct {
	jsonVisitor
	err error
}

func (r *rawChecker) Raw(v json.RawMessage) {
	if err := checkBad(v); err != nil && r.err == nil {
		r.err = err
	}
	r.jsonVisitor.Raw(v)
}

func checkBad(raw json.RawMessage) error {
	if string(raw) == `"bad"` {
		return errors.New("bad raw")
	}
	return nil
}

// TestMembersCheck: Check fails exactly when a visit of the document
// fails, the visit's own failures and the raw texts' included.
func TestMembersCheck(t *testing.T) {
	nan, one := math.NaN(), 1.0
	for _, tc := range []struct {
		name string
		doc  *tCheckDoc
		fail bool
	}{
		{"empty", &tCheckDoc{}, false},
		{"finite numbers", &tCheckDoc{Inner: &tCheckInner{F: 2, Opt: &one}, List: []tCheckInner{{F: 1}}}, false},
		{"NaN in a pointer", &tCheckDoc{Inner: &tCheckInner{F: nan}}, true},
		{"optional NaN", &tCheckDoc{Inner: &tCheckInner{Opt: &nan}}, true},
		{"infinity in a list", &tCheckDoc{List: []tCheckInner{{F: 1}, {F: math.Inf(1)}}}, true},
		{"NaN in a map", &tCheckDoc{ByKey: map[string]tCheckInner{"a": {}, "b": {F: nan}}}, true},
		{"text that fails", &tCheckDoc{List: []tCheckInner{{Text: -1}}}, true},
		{"text that encodes", &tCheckDoc{List: []tCheckInner{{Text: 2}}}, false},
		{"raw the reader rejects", &tCheckDoc{Inner: &tCheckInner{Any: json.RawMessage(`"bad"`)}}, true},
		{"raw the reader takes", &tCheckDoc{ByKey: map[string]tCheckInner{"a": {Any: json.RawMessage(`1`)}}}, false},
	} {
		m := MembersOf(reflect.TypeOf(tc.doc).Elem())
		if m == nil {
			t.Fatal("no members")
		}
		vis := &rawChecker{}
		verr := Visit(tc.doc, vis)
		if verr == nil {
			verr = vis.err
		}
		cerr := m.Check(unsafe.Pointer(tc.doc), checkBad)
		if (cerr != nil) != tc.fail || (verr != nil) != tc.fail {
			t.Errorf("%s: Check %v, Visit %v, want failure %v", tc.name, cerr, verr, tc.fail)
		}
	}
}
