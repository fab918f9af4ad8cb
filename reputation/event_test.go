package reputation_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

const envelope = `"event_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1","collection_id":"honeycomb","timestamp":"2026-03-01T10:00:00Z"`

// violations renders the violations of err, "" for nil.
func violations(err error) string {
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) {
		return fmt.Sprint(err)
	}
	var b strings.Builder
	for _, v := range ve.Violations {
		fmt.Fprintf(&b, "%s %s %s %v;", v.Path, v.Rule, v.Message, v.Allowed)
	}
	return b.String()
}

func TestDecodeEvent(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, doc string
		want      reputation.EventType // "" = no variant
		viol      string
	}{
		{"quality-signal", `{` + envelope + `,"type":"quality_signal","score":0.8}`, reputation.EventQualitySignal, ""},
		{"type-first", `{"type":"task_completed",` + envelope + `,"task_type":"general","success":true}`, reputation.EventTaskCompleted, ""},
		{"credential", `{` + envelope + `,"type":"credential_update","credential_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","action":"revoked"}`, reputation.EventCredentialUpdate, ""},
		{"model", `{` + envelope + `,"type":"model_performance","model_id":"m","provider":"p","pool_id":"q","task_type":"analysis","quality_observation":{"score":1}}`, reputation.EventModelPerformance, ""},
		{"invalid-variant", `{` + envelope + `,"type":"quality_signal","score":2}`, reputation.EventQualitySignal, "/score maximum Expected number to be less or equal to 1 [];"},
		{"not-object", `"quality_signal"`, "", " type Expected object [];"},
		{"no-type", `{` + envelope + `}`, "", "/type required Expected required property [];"},
		{"type-null", `{"type":null}`, "", "/type type Expected string [];"},
		{"unknown", `{"type":"reputation_reset"}`, "", "/type enum Expected union value [quality_signal task_completed credential_update model_performance];"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := reputation.DecodeEvent([]byte(tc.doc))
			if got := violations(err); err != nil && got != tc.viol || err == nil && tc.viol != "" {
				t.Errorf("violations %s, want %s", got, tc.viol)
			}
			switch {
			case tc.want == "" && e != nil:
				t.Errorf("event %T, want none", e)
			case tc.want != "" && (e == nil || e.EventType() != tc.want):
				t.Errorf("event %v, want a %s", e, tc.want)
			}
		})
	}
}

// Under contract 7.0.0 the union and its variants are unknown.
func TestEventContract700(t *testing.T) {
	t.Parallel()
	o := hounfour.Options{Contract: hounfour.Contract700}
	var e reputation.EventJSON
	err := o.Decode([]byte(`{`+envelope+`,"type":"quality_signal","score":0.8}`), &e)
	if !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("7.0.0 decode: %v, want ErrNotInContract", err)
	}
}

// genEvent generates events of the four variants.
func genEvent() gopter.Gen {
	unit := gen.Float64Range(0, 1)
	return gopter.CombineGens(gen.IntRange(0, 3), unit, gen.Int64Range(0, 3600000), gen.Bool(), gen.IntRange(0, 5),
		gen.Int64Range(0, 1<<40), gen.AlphaString()).Map(func(v []any) reputation.Event {
		env := reputation.EventEnvelope{
			EventID: wire.MustParseUUID("550e8400-e29b-41d4-a716-446655440000"), AgentID: "agent-" + v[6].(string),
			CollectionID: "honeycomb", Timestamp: wire.MustParseTimestamp("2026-03-01T10:00:00Z"),
		}
		if v[3].(bool) {
			env.Sequence = ptr(v[5].(int64))
		}
		tt := reputation.TaskTypes()[v[4].(int)]
		switch v[0].(int) {
		case 0:
			e := &reputation.QualitySignalEvent{EventEnvelope: env, Type: "quality_signal", Score: v[1].(float64)}
			if v[3].(bool) {
				e.TaskType, e.Dimensions = "legal-guild:contract_review", map[string]float64{"coherence": v[1].(float64)}
			}
			return e
		case 1:
			e := &reputation.TaskCompletedEvent{EventEnvelope: env, Type: "task_completed", TaskType: tt, Success: v[3].(bool)}
			if v[5].(int64)%2 == 0 {
				e.DurationMS = ptr(v[2].(int64))
			}
			return e
		case 2:
			return &reputation.CredentialUpdateEvent{EventEnvelope: env, Type: "credential_update",
				CredentialID: wire.MustParseUUID("6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
				Action:       reputation.CredentialActions()[v[4].(int)%4]}
		}
		e := &reputation.ModelPerformanceEvent{EventEnvelope: env, Type: "model_performance", ModelID: "gpt-4o",
			Provider: "openai", PoolID: "pool-a", TaskType: tt,
			QualityObservation: reputation.QualityObservation{Score: v[1].(float64), LatencyMS: ptr(v[2].(int64))}}
		if v[3].(bool) {
			e.RequestContext = &reputation.RequestContext{}
		}
		return e
	})
}

// Every valid event survives encode → DecodeEvent unchanged, as the same
// variant.
func TestEventRoundTrip(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 1000))
	props.Property("events round-trip through the union", prop.ForAll(func(e reputation.Event) bool {
		if err := e.Validate(); err != nil {
			t.Logf("generated an invalid event: %v", err)
			return false
		}
		data, err := json.Marshal(reputation.EventJSON{Event: e})
		if err != nil {
			t.Log(err)
			return false
		}
		back, err := reputation.DecodeEvent(data)
		if err != nil || back.EventType() != e.EventType() {
			t.Logf("%s: %v", data, err)
			return false
		}
		if d := cmp.Diff(e, back, cmp.Comparer(func(a, b wire.UUID) bool { return a == b }),
			cmp.Comparer(func(a, b wire.Timestamp) bool { return a == b })); d != "" {
			t.Logf("%s: %s", data, d)
			return false
		}
		return true
	}, genEvent()))
	props.TestingRun(t)
}

// FuzzEvent feeds arbitrary bytes to the reputation-event union: the
// generated and the reference paths agree on the verdict and the
// violations, and an accepted event encodes to a document that decodes to
// the same value.
func FuzzEvent(f *testing.F) {
	for _, d := range []string{
		`{` + envelope + `,"type":"quality_signal","score":0.8,"dimensions":{"a":1}}`,
		`{"type":"task_completed",` + envelope + `,"task_type":"ns:ty","success":false,"duration_ms":5}`,
		`{` + envelope + `,"type":"credential_update","credential_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","action":"issued"}`,
		`{` + envelope + `,"type":"model_performance","model_id":"m","provider":"p","pool_id":"q","task_type":"analysis","quality_observation":{"score":1},"request_context":{}}`,
		`{"type":7}`, `{"type":"quality_signal","type":"task_completed"}`, `[]`,
	} {
		f.Add([]byte(d))
	}
	paths := pathmode.Claim(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		var want reputation.EventJSON
		var wantErr error
		paths.Reference(func() { wantErr = hounfour.Decode(data, &want) })
		var got reputation.EventJSON
		gotErr := hounfour.Decode(data, &got)
		if violations(gotErr) != violations(wantErr) {
			t.Fatalf("%q: generated %v, reference %v", data, gotErr, wantErr)
		}
		if gotErr != nil {
			return
		}
		if err := roundtrip.Check[reputation.EventJSON](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzScoringPathLog(f *testing.F) {
	f.Add([]byte(`{"path":"task_cohort","model_id":"native","task_type":"code_review","scored_at":"2026-02-24T15:00:00Z"}`))
	f.Add([]byte(`{"path":"aggregate","model_id":"","entry_hash":"sha256:` + fmt.Sprintf("%064d", 0) + `"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reputation.ScoringPathLog](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzCredential(f *testing.F) {
	f.Add([]byte(`{"credential_id":"c","personality_id":"p","source_collection_id":"a","source_pool_id":"b","source_state":"cold","source_blended_score":0,"source_sample_count":0,"source_collection_score":1,"issued_at":"2026-01-01T00:00:00Z","expires_at":"2026-01-01T00:00:00.001Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reputation.Credential](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzQualityObservation(f *testing.F) {
	f.Add([]byte(`{"score":0.5,"dimensions":{"a":0.1,"b_2":1},"latency_ms":3,"evaluated_by":"x"}`))
	f.Add([]byte(`{"score":0.5,"dimensions":{"A":0.1}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reputation.QualityObservation](data); err != nil {
			t.Fatal(err)
		}
	})
}

func ExampleDecodeEvent() {
	e, err := reputation.DecodeEvent([]byte(`{"event_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1",` +
		`"collection_id":"honeycomb","timestamp":"2026-03-01T10:00:00Z","type":"task_completed",` +
		`"task_type":"legal-guild:contract_review","success":true,"duration_ms":1200}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	switch e := e.(type) {
	case *reputation.TaskCompletedEvent:
		fmt.Println(e.EventType(), e.TaskType.Namespace(), e.Success, *e.DurationMS)
	}
	_, err = reputation.DecodeEvent([]byte(`{"type":"reputation_reset"}`))
	fmt.Println(err)
	// Output:
	// task_completed legal-guild true 1200
	// invalid reputation-event: /type: Expected union value
}
