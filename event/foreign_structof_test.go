package event_test

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/wire"
)

// Issue 16 asks for a property over random payload struct *types*, not
// only random values of fixed types: types made with reflect.StructOf from
// string, int64, float64, bool, time.Time, pointers, slices, maps, nested
// and anonymous embedded structs, each member tagged with or without
// omitempty and omitzero (or "-", or untagged). A generic instantiation per
// generated type is impossible, so the value is sent through the any
// payload (DomainEvent[any], which the codec leaves to encoding/json) and
// received through the raw event and PayloadAs into dynPayload, a carrier
// whose UnmarshalJSON decodes into the generated type.

// dynType is the generated type dynPayload decodes into. The properties
// that set it run one case at a time (gopter runs cases in sequence), and
// no test of this package is parallel.
var dynType reflect.Type

// dynPayload carries a value of dynType.
type dynPayload struct{ V reflect.Value }

func (d dynPayload) MarshalJSON() ([]byte, error) { return json.Marshal(d.V.Interface()) }

func (d *dynPayload) UnmarshalJSON(b []byte) error {
	p := reflect.New(dynType)
	if err := json.Unmarshal(b, p.Interface()); err != nil {
		return err
	}
	d.V = p.Elem()
	return nil
}

// typeGen makes random struct types; n numbers the members so that every
// Go name and member name of one generated type is distinct (encoding/json
// drops members whose names collide at one depth, which no codec could
// round-trip).
type typeGen struct {
	r *rand.Rand
	n int
}

var timeType = reflect.TypeFor[time.Time]()

func (g *typeGen) structType(depth int) reflect.Type {
	nf := g.r.Intn(6)
	if depth == 0 {
		nf++ // the payload itself has a member at least
	}
	fields := make([]reflect.StructField, 0, nf)
	for range nf {
		g.n++
		id := strconv.Itoa(g.n)
		if depth < 2 && g.r.Intn(6) == 0 {
			// An anonymous embedded struct: inlined when untagged, a member
			// of its own when tagged.
			f := reflect.StructField{Name: "E" + id, Type: g.structType(depth + 1), Anonymous: true}
			if g.r.Intn(3) == 0 {
				f.Tag = reflect.StructTag(`json:"e` + id + `"`)
			}
			fields = append(fields, f)
			continue
		}
		f := reflect.StructField{Name: "F" + id, Type: g.fieldType(depth + 1)}
		switch g.r.Intn(6) {
		case 0: // untagged: the Go name is the member name
		case 1:
			f.Tag = reflect.StructTag(`json:"f` + id + `"`)
		case 2:
			f.Tag = reflect.StructTag(`json:"f` + id + `,omitempty"`)
		case 3:
			f.Tag = reflect.StructTag(`json:"f` + id + `,omitzero"`)
		case 4:
			f.Tag = reflect.StructTag(`json:"f` + id + `,omitempty,omitzero"`)
		case 5:
			f.Tag = `json:"-"`
		}
		fields = append(fields, f)
	}
	return reflect.StructOf(fields)
}

func (g *typeGen) fieldType(depth int) reflect.Type {
	k := g.r.Intn(10)
	if depth >= 3 {
		k = g.r.Intn(5) // scalars only
	}
	switch k {
	case 0:
		return reflect.TypeFor[string]()
	case 1:
		return reflect.TypeFor[int64]()
	case 2:
		return reflect.TypeFor[float64]()
	case 3:
		return reflect.TypeFor[bool]()
	case 4:
		return timeType
	case 5:
		// No pointer to pointer: a nil inner pointer is written as null,
		// which encoding/json decodes as a nil outer pointer.
		for {
			if e := g.fieldType(depth + 1); e.Kind() != reflect.Pointer {
				return reflect.PointerTo(e)
			}
		}
	case 6:
		return reflect.SliceOf(g.fieldType(depth + 1))
	case 7:
		return reflect.MapOf(reflect.TypeFor[string](), g.fieldType(depth+1))
	}
	return g.structType(depth)
}

var dynStrings = []string{"", "a", "<&>", "é\n\"", "\u2028\u2029", "x~y/z", "\x00\x1f", "😀", "\\u0041"}

// valueGen fills values of generated types at random; hostile adds what
// encoding/json cannot encode faithfully (NaN and infinities, which it
// refuses, and invalid UTF-8, which it replaces).
type valueGen struct {
	r       *rand.Rand
	hostile bool
}

func (g valueGen) value(t reflect.Type, depth int) reflect.Value {
	v := reflect.New(t).Elem()
	if depth > 0 && g.r.Intn(4) == 0 {
		return v // the zero value, often
	}
	if t == timeType {
		tm := time.Unix(g.r.Int63n(4e9)-1e9, int64(g.r.Intn(1e9)))
		switch g.r.Intn(3) {
		case 0:
			tm = tm.UTC().Truncate(time.Second)
		case 1:
			tm = tm.In(time.FixedZone("", (g.r.Intn(49)-24)*1800))
		default: // local time, with a monotonic reading
			tm = time.Now().Add(time.Duration(g.r.Int63n(1e15)))
		}
		v.Set(reflect.ValueOf(tm))
		return v
	}
	switch t.Kind() {
	case reflect.String:
		s := dynStrings[g.r.Intn(len(dynStrings))]
		if g.hostile && g.r.Intn(4) == 0 {
			s += "\xff\xed\xa0\x80"
		}
		v.SetString(s)
	case reflect.Bool:
		v.SetBool(g.r.Intn(2) == 0)
	case reflect.Int64:
		v.SetInt(g.r.Int63() - g.r.Int63())
	case reflect.Float64:
		f := math.Float64frombits(g.r.Uint64())
		switch {
		case g.hostile && g.r.Intn(4) == 0:
			f = []float64{math.NaN(), math.Inf(1), math.Inf(-1)}[g.r.Intn(3)]
		case math.IsNaN(f) || math.IsInf(f, 0):
			f = math.Copysign(0, -1)
		}
		v.SetFloat(f)
	case reflect.Pointer:
		e := g.value(t.Elem(), depth+1)
		// A pointer to a nil slice or map is written as null, which
		// decodes as a nil pointer, and omitzero omits a pointer to a zero
		// time.Time (it has an IsZero method): point at an empty slice or
		// map, or at a time that is not zero, instead.
		switch {
		case e.Type() == timeType && e.Interface().(time.Time).IsZero():
			e.Set(reflect.ValueOf(time.Unix(0, 0).UTC()))
		case e.Kind() == reflect.Slice && e.IsNil():
			e.Set(reflect.MakeSlice(e.Type(), 0, 0))
		case e.Kind() == reflect.Map && e.IsNil():
			e.Set(reflect.MakeMap(e.Type()))
		}
		v.Set(e.Addr())
	case reflect.Slice:
		n := g.r.Intn(3)
		s := reflect.MakeSlice(t, n, n)
		for i := range n {
			s.Index(i).Set(g.value(t.Elem(), depth+1))
		}
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(t)
		for range g.r.Intn(3) {
			m.SetMapIndex(reflect.ValueOf(dynStrings[g.r.Intn(len(dynStrings))]), g.value(t.Elem(), depth+1))
		}
		v.Set(m)
	case reflect.Struct:
		for i := range t.NumField() {
			if t.Field(i).Tag.Get("json") != "-" {
				v.Field(i).Set(g.value(t.Field(i).Type, depth+1))
			}
		}
	}
	return v
}

// dynCase is one generated payload type and a value of it.
type dynCase struct {
	T reflect.Type
	V reflect.Value
}

func genDynCase(hostile bool) gopter.Gen {
	return func(p *gopter.GenParameters) *gopter.GenResult {
		t := (&typeGen{r: p.Rng}).structType(0)
		return gopter.NewGenResult(dynCase{T: t, V: valueGen{r: p.Rng, hostile: hostile}.value(t, 0)}, gopter.NoShrinker)
	}
}

func anyEvent(p any) event.DomainEvent[any] {
	return event.DomainEvent[any]{
		EventID: "evt_1", AggregateID: "agg_1", AggregateType: "agent", Type: "agent.note.added",
		Version: 1, OccurredAt: wire.MustParseTimestamp("2026-02-01T10:00:00Z"), Actor: "a",
		Payload: p, ContractVersion: wire.MustParseSemver("7.0.0"),
	}
}

// canonical is the RFC 8785 form of a JSON text.
func canonical(t *testing.T, data []byte) string {
	c, err := codec.Canonicalize(data)
	if err != nil {
		t.Fatalf("canonicalize %s: %v", data, err)
	}
	return string(c)
}

// encodingJSON is encoding/json's text of v, HTML characters unescaped.
func encodingJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return bytes.TrimSuffix(b.Bytes(), []byte{'\n'}), err
}

func TestForeignPayloadRandomTypes(t *testing.T) {
	properties := gopter.NewProperties(proptest.Parameters(t, 300))
	properties.Property("validates ⇒ json.Marshal → hounfour.Decode → PayloadAs is the identity", prop.ForAll(
		func(c dynCase) string {
			dynType = c.T
			e := anyEvent(c.V.Interface())
			if err := e.Validate(); err != nil {
				return "" // not a value that validates
			}
			data, err := json.Marshal(e)
			if err != nil {
				return "marshal: " + err.Error()
			}
			// The payload is written as encoding/json writes the value.
			wantText, err := encodingJSON(c.V.Interface())
			if err != nil {
				return "encoding/json: " + err.Error()
			}
			var raw event.RawEvent
			if err := hounfour.Decode(data, &raw); err != nil {
				return "decode raw: " + err.Error() + "\n" + string(data)
			}
			if got, want := canonical(t, raw.Payload), canonical(t, wantText); got != want {
				return "payload text:\n" + got + "\nwant\n" + want
			}
			viaRaw, err := e.Raw()
			if err != nil {
				return "Raw: " + err.Error()
			}
			if got, want := canonical(t, viaRaw.Payload), canonical(t, wantText); got != want {
				return "Raw payload text:\n" + got + "\nwant\n" + want
			}
			// What encoding/json gives back from its own text: the value,
			// except that omitempty turns an empty slice or map into nil.
			want := reflect.New(c.T)
			if err := json.Unmarshal(wantText, want.Interface()); err != nil {
				return "encoding/json decode: " + err.Error()
			}
			if d := cmp.Diff(c.V.Interface(), want.Elem().Interface(), cmpopts.EquateEmpty()); d != "" {
				return "encoding/json round trip (-sent +received):\n" + d
			}
			typed, err := event.PayloadAs[dynPayload](raw)
			if err != nil {
				return "PayloadAs: " + err.Error()
			}
			if d := cmp.Diff(want.Elem().Interface(), typed.Payload.V.Interface()); d != "" {
				return "PayloadAs (-encoding/json +library):\n" + d + "\n" + string(data)
			}
			var direct event.DomainEvent[dynPayload]
			if err := hounfour.Decode(data, &direct); err != nil {
				return "decode typed: " + err.Error() + "\n" + string(data)
			}
			if d := cmp.Diff(want.Elem().Interface(), direct.Payload.V.Interface()); d != "" {
				return "Decode (-encoding/json +library):\n" + d + "\n" + string(data)
			}
			// The same value in slots the codec plans itself, element by
			// element: a slice and a map of any.
			for _, p := range []any{[]any{c.V.Interface(), nil, c.V.Interface()}, map[string]any{"k": c.V.Interface(), "z": nil}} {
				data, err := json.Marshal(anyEvent(p))
				if err != nil {
					return "marshal in a slot: " + err.Error()
				}
				want, err := encodingJSON(p)
				if err != nil {
					return "encoding/json in a slot: " + err.Error()
				}
				var raw event.RawEvent
				if err := hounfour.Decode(data, &raw); err != nil {
					return "decode in a slot: " + err.Error()
				}
				if got, want := canonical(t, raw.Payload), canonical(t, want); got != want {
					return "payload text in a slot:\n" + got + "\nwant\n" + want
				}
			}
			if d := cmp.Diff(withoutPayload(e), withoutPayload(direct),
				cmpopts.EquateComparable(wire.Timestamp{}, wire.Semver{})); d != "" {
				return "envelope changed:\n" + d
			}
			return ""
		}, genDynCase(false)))
	properties.Property("never panics on marshal; fails only where encoding/json fails", prop.ForAll(
		func(c dynCase) string {
			e := anyEvent(c.V.Interface())
			_, jsonErr := json.Marshal(c.V.Interface())
			for _, f := range []func() error{
				func() error { _, err := json.Marshal(e); return err },
				func() error { _, err := json.Marshal(&e); return err },
				func() error { _, err := e.Raw(); return err },
				func() error { _, err := json.Marshal(anyEvent([]any{c.V.Interface()})); return err },
				func() error { _, err := json.Marshal(anyEvent(map[string]any{"k": c.V.Interface()})); return err },
			} {
				if err := f(); (err == nil) != (jsonErr == nil) {
					return "library error " + errString(err) + ", encoding/json error " + errString(jsonErr)
				}
			}
			return ""
		}, genDynCase(true)))
	properties.TestingRun(t)
}

func errString(err error) string {
	if err == nil {
		return "none"
	}
	return strings.TrimSpace(err.Error())
}

// withoutPayload is the envelope of e, its payload dropped.
func withoutPayload[T any](e event.DomainEvent[T]) event.DomainEvent[struct{}] {
	return event.DomainEvent[struct{}]{
		EventID: e.EventID, AggregateID: e.AggregateID, AggregateType: e.AggregateType, Type: e.Type,
		Version: e.Version, OccurredAt: e.OccurredAt, Actor: e.Actor, CorrelationID: e.CorrelationID,
		CausationID: e.CausationID, ContractVersion: e.ContractVersion, Metadata: e.Metadata, Unknown: e.Unknown,
	}
}

// The declared-type path in the slots around a user type: a pointer, a
// slice and a map of it (which the codec plans element by element, with
// the library's rules: a nil pointer is an absent payload, which does not
// validate; a nil slice is written as []) and time.Time itself, with
// non-pointer omitzero, omitempty and zero times.
func TestForeignPayloadDeclaredShapes(t *testing.T) {
	t.Parallel()
	type note struct {
		Note  string    `json:"note,omitzero"`
		Label string    `json:"label,omitempty"`
		At    time.Time `json:"at"`
		Until time.Time `json:"until,omitzero"`
		N     int       `json:"n,omitempty,omitzero"`
	}
	full := note{Note: "n", Label: "l", At: time.Date(2026, 2, 1, 10, 0, 0, 5, time.UTC), N: 3,
		Until: time.Date(2027, 1, 1, 0, 0, 0, 0, time.FixedZone("", 3600))}
	const zeroNote = `{"at":"0001-01-01T00:00:00Z"}`
	const fullNote = `{"note":"n","label":"l","at":"2026-02-01T10:00:00.000000005Z","until":"2027-01-01T00:00:00+01:00","n":3}`
	for _, tc := range []struct {
		name    string
		payload any    // a value of the payload type
		want    string // "" when the event does not validate
	}{
		{"pointer nil", (*note)(nil), ""},
		{"pointer zero", &note{}, zeroNote},
		{"pointer", &full, fullNote},
		{"slice", []note{{}, full}, "[" + zeroNote + "," + fullNote + "]"},
		{"slice nil", []note(nil), "[]"},
		{"map", map[string]note{"a": {}, "b": full}, `{"a":` + zeroNote + `,"b":` + fullNote + "}"},
		{"time zero", time.Time{}, `"0001-01-01T00:00:00Z"`},
		{"time", full.Until, `"2027-01-01T00:00:00+01:00"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			switch p := tc.payload.(type) {
			case *note:
				declaredRoundTrip(t, p, tc.want)
			case []note:
				declaredRoundTrip(t, p, tc.want)
			case map[string]note:
				declaredRoundTrip(t, p, tc.want)
			case time.Time:
				declaredRoundTrip(t, p, tc.want)
			}
		})
	}
}

// The envelope around the payload texts of TestForeignPayloadDeclaredShapes.
const (
	head = `{"event_id":"e","aggregate_id":"g","aggregate_type":"agent","type":"agent.note.added","version":1,` +
		`"occurred_at":"2026-02-01T10:00:00Z","actor":"a","payload":`
	tail = `,"contract_version":"7.0.0"}`
)

func declaredRoundTrip[T any](t *testing.T, p T, want string) {
	t.Helper()
	e := event.DomainEvent[T]{
		EventID: "e", AggregateID: "g", AggregateType: "agent", Type: "agent.note.added", Version: 1,
		OccurredAt: wire.MustParseTimestamp("2026-02-01T10:00:00Z"), Actor: "a",
		ContractVersion: wire.MustParseSemver("7.0.0"), Payload: p,
	}
	if want == "" {
		wantV := []hounfour.Violation{{Path: "/payload", Rule: "required", Message: "Expected required property"}}
		if d := cmp.Diff(wantV, violations(t, e.Validate())); d != "" {
			t.Errorf("Validate (-want +got):\n%s", d)
		}
		return
	}
	if err := e.Validate(); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	if want = head + want + tail; string(data) != want {
		t.Errorf("marshal:\n%s\nwant\n%s", data, want)
	}
	var back event.DomainEvent[T]
	if err := hounfour.Decode(data, &back); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(e, back, cmpopts.EquateEmpty(), cmpopts.EquateComparable(wire.Timestamp{}, wire.Semver{})); d != "" {
		t.Errorf("round trip (-sent +received):\n%s", d)
	}
	var raw event.RawEvent
	if err := hounfour.Decode(data, &raw); err != nil {
		t.Fatal(err)
	}
	typed, err := event.PayloadAs[T](raw)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(p, typed.Payload, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("PayloadAs (-sent +received):\n%s", d)
	}
}
