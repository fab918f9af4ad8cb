package event_test

import (
	"encoding/json"
	"math"
	"math/rand"
	"reflect"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/wire"
)

// Payload types of a library user, with what encoding/json supports and
// the codec alone did not (issue 16): non-pointer omitzero and omitempty
// members, time.Time (whose zero value is a value, not absence), embedded
// structs, maps, pointers, interfaces.

type userInner struct {
	Label string            `json:"label,omitempty"`
	Tags  map[string]int    `json:"tags,omitempty"`
	When  *time.Time        `json:"when,omitempty"`
	Extra map[string]string `json:"extra"`
}

type UserBase struct {
	ID      string `json:"id"`
	Version int    `json:"version,omitzero"`
}

type userNote struct {
	UserBase
	Note     string         `json:"note,omitzero"`
	At       time.Time      `json:"at"`
	Until    time.Time      `json:"until,omitzero"`
	Count    int64          `json:"count,omitempty"`
	Ratio    float64        `json:"ratio"`
	Flag     bool           `json:"flag,omitempty"`
	Ptr      *int           `json:"ptr,omitempty"`
	Inner    userInner      `json:"inner"`
	InnerPtr *userInner     `json:"inner_ptr,omitzero"`
	List     []string       `json:"list,omitempty"`
	Any      any            `json:"any,omitempty"`
	Hidden   string         `json:"-"`
	Money    wire.MicroUSD  `json:"money,omitzero"`
	Nested   map[string]any `json:"nested,omitempty"`
}

// randomValue fills a value of type t at random.
func randomValue(r *rand.Rand, t reflect.Type, depth int) reflect.Value {
	v := reflect.New(t).Elem()
	if r.Intn(4) == 0 && t != reflect.TypeFor[userNote]() {
		return v // the zero value, often
	}
	switch {
	case t == reflect.TypeFor[time.Time]():
		sec := r.Int63n(4e9) - 1e9
		tm := time.Unix(sec, int64(r.Intn(1e9))).UTC()
		if r.Intn(2) == 0 {
			tm = tm.Truncate(time.Second)
		}
		v.Set(reflect.ValueOf(tm))
		return v
	case t == reflect.TypeFor[wire.MicroUSD]():
		v.Set(reflect.ValueOf(wire.MicroUSDFromInt64(r.Int63() - r.Int63())))
		return v
	}
	switch t.Kind() {
	case reflect.String:
		v.SetString([]string{"", "a", "<&>", "é\n\"", "\u2028", "x~y/z"}[r.Intn(6)])
	case reflect.Bool:
		v.SetBool(r.Intn(2) == 0)
	case reflect.Int, reflect.Int64:
		v.SetInt(r.Int63() - r.Int63())
	case reflect.Float64:
		f := math.Float64frombits(r.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			f = 1.5
		}
		v.SetFloat(f)
	case reflect.Pointer:
		if depth < 3 {
			v.Set(randomValue(r, t.Elem(), depth+1).Addr())
		}
	case reflect.Slice:
		n := r.Intn(3)
		s := reflect.MakeSlice(t, n, n)
		for i := range n {
			s.Index(i).Set(randomValue(r, t.Elem(), depth+1))
		}
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(t)
		for range r.Intn(3) {
			k := randomValue(r, t.Key(), depth+1)
			m.SetMapIndex(k, randomValue(r, t.Elem(), depth+1))
		}
		v.Set(m)
	case reflect.Interface:
		// What encoding/json decodes into any: string, float64, bool, nil.
		switch r.Intn(3) {
		case 0:
			v.Set(reflect.ValueOf("s"))
		case 1:
			v.Set(reflect.ValueOf(float64(r.Intn(1000))))
		}
	case reflect.Struct:
		for i := range t.NumField() {
			if t.Field(i).IsExported() {
				v.Field(i).Set(randomValue(r, t.Field(i).Type, depth+1))
			}
		}
	}
	return v
}

func userEvent(p userNote) event.DomainEvent[userNote] {
	return event.DomainEvent[userNote]{
		EventID: "evt_1", AggregateID: "agg_1", AggregateType: "agent", Type: "agent.note.added",
		Version: 1, OccurredAt: wire.MustParseTimestamp("2026-02-01T10:00:00Z"), Actor: "a",
		Payload: p, ContractVersion: wire.MustParseSemver("7.0.0"),
	}
}

// Any event with a user payload that validates survives json.Marshal →
// hounfour.Decode unchanged (the payload compared as encoding/json sees it:
// an empty map or slice omitted by omitempty comes back nil; the "-" member
// is never written).
func TestForeignPayloadRoundTrip(t *testing.T) {
	t.Parallel()
	properties := gopter.NewProperties(proptest.Parameters(t, 300))
	gen := func(p *gopter.GenParameters) *gopter.GenResult {
		n := randomValue(p.Rng, reflect.TypeFor[userNote](), 0).Interface().(userNote)
		n.Hidden = ""
		return gopter.NewGenResult(n, gopter.NoShrinker)
	}
	properties.Property("validates ⇒ json.Marshal → hounfour.Decode is the identity", prop.ForAll(
		func(n userNote) string {
			e := userEvent(n)
			if err := e.Validate(); err != nil {
				return "" // not a value that validates
			}
			data, err := json.Marshal(e)
			if err != nil {
				return "marshal: " + err.Error()
			}
			var back event.DomainEvent[userNote]
			if err := hounfour.Decode(data, &back); err != nil {
				return "decode: " + err.Error() + "\n" + string(data)
			}
			if d := cmp.Diff(e, back, cmpopts.EquateEmpty(),
				cmpopts.EquateComparable(wire.MicroUSD{}, wire.Timestamp{}, wire.Semver{})); d != "" {
				return "changed (-sent +received):\n" + d + "\n" + string(data)
			}
			return ""
		}, gen))
	properties.Property("never panics on marshal", prop.ForAll(func(n userNote) bool {
		e := userEvent(n)
		_, _ = json.Marshal(e)
		_, _ = json.Marshal(&e)
		return true
	}, gen))
	properties.TestingRun(t)
}

// The examples of the issue: a non-pointer omitzero member, omitempty, a zero
// time.Time.
func TestForeignPayloadIssueExamples(t *testing.T) {
	t.Parallel()
	type note struct {
		Note  string    `json:"note,omitzero"`
		Label string    `json:"label,omitempty"`
		At    time.Time `json:"at"`
	}
	e := event.DomainEvent[note]{
		EventID: "e", AggregateID: "g", AggregateType: "agent", Type: "agent.note.added", Version: 1,
		OccurredAt: wire.MustParseTimestamp("2026-02-01T10:00:00Z"), Actor: "a",
		ContractVersion: wire.MustParseSemver("7.0.0"),
	}
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"event_id":"e","aggregate_id":"g","aggregate_type":"agent","type":"agent.note.added","version":1,` +
		`"occurred_at":"2026-02-01T10:00:00Z","actor":"a","payload":{"at":"0001-01-01T00:00:00Z"},"contract_version":"7.0.0"}`
	if string(data) != want {
		t.Errorf("marshal:\n%s\nwant\n%s", data, want)
	}
	var back event.DomainEvent[note]
	if err := hounfour.Decode(data, &back); err != nil {
		t.Fatal(err)
	}
	// encoding/json's rules inside the payload: a wrong type is a violation
	// at its path; unknown members are ignored; repeated names are still
	// violations of the document.
	bad := []byte(`{"event_id":"e","aggregate_id":"g","aggregate_type":"agent","type":"agent.note.added","version":1,` +
		`"occurred_at":"2026-02-01T10:00:00Z","actor":"a","payload":{"note":5,"zz":1},"contract_version":"7.0.0"}`)
	err = hounfour.Decode(bad, &back)
	wantV := []hounfour.Violation{{Path: "/payload/note", Rule: "type", Message: "Expected string"}}
	if d := cmp.Diff(wantV, violations(t, err)); d != "" {
		t.Errorf("wrong type (-want +got):\n%s", d)
	}
	dup := []byte(`{"event_id":"e","aggregate_id":"g","aggregate_type":"agent","type":"agent.note.added","version":1,` +
		`"occurred_at":"2026-02-01T10:00:00Z","actor":"a","payload":{"note":"a","note":"b"},"contract_version":"7.0.0"}`)
	wantV = []hounfour.Violation{{Path: "/payload/note", Rule: "duplicate-member", Message: "Duplicate property"}}
	if d := cmp.Diff(wantV, violations(t, hounfour.Decode(dup, &back))); d != "" {
		t.Errorf("duplicate (-want +got):\n%s", d)
	}
	// Types encoding/json cannot encode fail with an error, never a panic.
	type odd struct {
		F func() `json:"f"`
	}
	if _, err := json.Marshal(event.DomainEvent[odd]{Payload: odd{F: func() {}}}); err == nil {
		t.Error("a func member marshalled")
	}
	var anyEvent event.DomainEvent[any]
	if err := hounfour.Decode(data, &anyEvent); err != nil {
		t.Errorf("any payload: %v", err)
	}
}
