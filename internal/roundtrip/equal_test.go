package roundtrip

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

type doc struct {
	P  json.RawMessage
	M  map[string]json.RawMessage
	S  []json.RawMessage
	T  wire.Timestamp
	Pt *string
}

func TestEqual(t *testing.T) {
	s := "x"
	base := func() doc {
		return doc{P: json.RawMessage(`{"a": [1, "\u0041"]}`), M: map[string]json.RawMessage{"k": json.RawMessage(` 1.50 `)},
			S: []json.RawMessage{json.RawMessage(`null`)}, T: wire.MustParseTimestamp("2026-01-01T00:00:00Z"), Pt: &s}
	}
	a := base()
	b := base()
	b.P = json.RawMessage(`{"a":[1,"A"]}`)
	b.M = map[string]json.RawMessage{"k": json.RawMessage(`1.50`)}
	s2 := "x"
	b.Pt = &s2
	if !Equal(a, b) {
		t.Error("whitespace and escapes of raw members must not count")
	}
	for name, mod := range map[string]func(d *doc){
		"number literal": func(d *doc) { d.M["k"] = json.RawMessage(`1.5`) },
		"member added":   func(d *doc) { d.P = json.RawMessage(`{"b":1,"a":[1,"A"]}`) },
		"nil raw":        func(d *doc) { d.S[0] = nil },
		"timestamp text": func(d *doc) { d.T = wire.MustParseTimestamp("2026-01-01T00:00:00.0Z") },
		"pointer":        func(d *doc) { d.Pt = nil },
		"map key":        func(d *doc) { d.M = map[string]json.RawMessage{"j": json.RawMessage(`1.50`)} },
	} {
		c := base()
		mod(&c)
		if Equal(a, c) {
			t.Errorf("%s: a difference went unnoticed", name)
		}
	}
}
