package event_test

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/transfer"
	"github.com/hounfour-go/hounfour/wire"
)

// propertyParameters: fixed seed 1 unless HOUNFOUR_SEED says otherwise.
func propertyParameters(t *testing.T) *gopter.TestParameters {
	return proptest.Parameters(t, 500)
}

var names = []string{"a", "b", "agent_id", "transfer_id", "from_owner", "to_owner", "", "x~y/z", "é", "payload", "event_id"}

// randomJSON writes a random JSON value with insignificant whitespace and
// escapes (so a decoded raw member differs in bytes from its re-encoding),
// number literals in several forms, and no repeated member names.
func randomJSON(r *rand.Rand, depth int) string {
	ws := func() string { return []string{"", " ", "\n\t"}[r.Intn(3)] }
	switch k := r.Intn(10); {
	case depth > 2 || k < 4:
		return []string{`null`, `true`, `false`, `0`, `-1.50`, `1e3`, `9007199254740993`, `"s"`, `"\u00e9\n"`, `""`, `"a1"`}[r.Intn(11)]
	case k < 7:
		n := r.Intn(4)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = ws() + randomJSON(r, depth+1) + ws()
		}
		return "[" + strings.Join(parts, ",") + "]"
	default:
		perm := r.Perm(len(names))[:r.Intn(4)]
		parts := make([]string, len(perm))
		for i, p := range perm {
			name, _ := json.Marshal(names[p])
			parts[i] = ws() + string(name) + ws() + ":" + ws() + randomJSON(r, depth+1)
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
}

func genJSON() gopter.Gen {
	return func(p *gopter.GenParameters) *gopter.GenResult {
		return gopter.NewGenResult(json.RawMessage(randomJSON(p.Rng, 0)), gopter.NoShrinker)
	}
}

// genRawMap yields nil or a map of random members (as metadata or unknown
// envelope members; unknown names avoid the declared ones).
func genRawMap(avoid map[string]bool) gopter.Gen {
	return func(p *gopter.GenParameters) *gopter.GenResult {
		r := p.Rng
		if r.Intn(3) == 0 {
			return gopter.NewGenResult(map[string]json.RawMessage(nil), gopter.NoShrinker)
		}
		m := map[string]json.RawMessage{}
		for i := r.Intn(4); i > 0; i-- {
			name := []string{"x-trace", "loa.v", "Type", "Payload", "zz", "", "a/b", "model.id"}[r.Intn(8)]
			if !avoid[name] {
				m[name] = json.RawMessage(randomJSON(r, 1))
			}
		}
		if len(m) == 0 && avoid != nil {
			m = nil // no undeclared member: Unknown is nil after a decode
		}
		return gopter.NewGenResult(m, gopter.NoShrinker)
	}
}

var declared = map[string]bool{"event_id": true, "aggregate_id": true, "aggregate_type": true, "type": true, "version": true,
	"occurred_at": true, "actor": true, "correlation_id": true, "causation_id": true, "payload": true, "contract_version": true, "metadata": true}

func genEvent() gopter.Gen {
	types := make([]any, 0, 56)
	for _, ty := range append(event.KnownTypes(), event.ExtensionTypes()...) {
		types = append(types, ty)
	}
	aggs := make([]any, 0, 10)
	for _, a := range event.AggregateTypes() {
		aggs = append(aggs, a)
	}
	return gopter.CombineGens(
		gen.AnyString().SuchThat(func(s string) bool { return s != "" }),
		gen.OneConstOf(aggs...), gen.OneConstOf(types...), gen.Int64Range(1, 1<<53),
		gen.PtrOf(gen.AnyString()), gen.PtrOf(gen.AlphaString()),
		genJSON(), genRawMap(nil), genRawMap(declared),
		gen.OneConstOf("2026-01-15T10:00:00Z", "2026-02-28T23:59:59.5-00:00"),
	).Map(func(v []any) event.RawEvent {
		cor, _ := v[4].(*string)
		cau, _ := v[5].(*string)
		return event.RawEvent{EventID: v[0].(string), AggregateID: "agg", AggregateType: v[1].(event.AggregateType), Type: v[2].(event.Type),
			Version: v[3].(int64), OccurredAt: wire.MustParseTimestamp(v[9].(string)), Actor: "actor", CorrelationID: cor, CausationID: cau,
			Payload: v[6].(json.RawMessage), ContractVersion: wire.MustParseSemver("7.0.0"),
			Metadata: v[7].(map[string]json.RawMessage), Unknown: v[8].(map[string]json.RawMessage)}
	})
}

// equalDecoded reports whether data decodes to a value deeply equal to want.
func equalDecoded[T any, PT interface {
	*T
	hounfour.Validator
}](data []byte, want T) bool {
	got := PT(new(T))
	return hounfour.Decode(data, got) == nil && reflect.DeepEqual(*got, want)
}

// TestEventRoundTrip: an event (any payload, metadata and undeclared
// envelope members) encodes and decodes back to a semantically equal value,
// the undeclared members included; so does a batch of them.
func TestEventRoundTrip(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("event", prop.ForAll(func(e event.RawEvent) bool {
		b, err := json.Marshal(e)
		if err != nil {
			t.Log(err)
			return false
		}
		var back event.RawEvent
		if err := hounfour.Decode(b, &back); err != nil {
			t.Logf("%v: %s", err, b)
			return false
		}
		// Raw members are stored in the encoder's compact form, so the
		// value is compared through its encoding (which orders nothing the
		// input did not) and, decoded again, byte for byte.
		again, err := json.Marshal(back)
		return err == nil && bytes.Equal(again, b) && len(back.Unknown) == len(e.Unknown) && equalDecoded[event.RawEvent](again, back)
	}, genEvent()))
	props.Property("batch", prop.ForAll(func(events []event.RawEvent, unknown map[string]json.RawMessage, step int64) bool {
		b := event.Batch{BatchID: "b", CorrelationID: "c", Events: events, Source: "s",
			ProducedAt: wire.MustParseTimestamp("2026-01-15T10:00:00Z"), ContractVersion: wire.MustParseSemver("7.0.0"),
			Saga:    &event.SagaContext{SagaID: "s", Step: step, TotalSteps: &step, Direction: event.DirectionForward},
			Context: &event.BatchContext{Unknown: unknown}, Unknown: unknown}
		enc, err := json.Marshal(b)
		if err != nil {
			return false
		}
		var back event.Batch
		if err := hounfour.Decode(enc, &back); err != nil {
			t.Logf("%v: %s", err, enc)
			return false
		}
		again, err := json.Marshal(back)
		return err == nil && bytes.Equal(again, enc) && equalDecoded[event.Batch](again, back)
	}, gen.SliceOfN(3, genEvent()).SuchThat(func(e []event.RawEvent) bool { return len(e) > 0 }), genRawMap(map[string]bool{}), gen.Int64Range(1, 100)))
	props.TestingRun(t)
}

// TestChoreographyProperty: random event-type sequences — mostly made of the
// choreography's own types, sometimes exactly it — are accepted (no finding)
// exactly when they equal the expected sequence.
func TestChoreographyProperty(t *testing.T) {
	t.Parallel()
	pool := []event.Type{event.TransferSagaInitiated, event.ConversationThreadSealed, event.AgentLifecycleTransitioned,
		event.BillingEntryCreated, event.BillingEntryVoided, event.TransferSagaCompleted, event.TransferSagaRolledBack, event.TransferSagaFailed}
	gseq := func(p *gopter.GenParameters) *gopter.GenResult {
		r := p.Rng
		s := transfer.Scenarios()[r.Intn(4)]
		d := []event.Direction{event.DirectionForward, event.DirectionCompensation}[r.Intn(2)]
		exp, _ := event.TransferChoreography(s, d)
		var obs []event.Type
		switch r.Intn(4) {
		case 0:
			obs = exp
		case 1: // the expected sequence with one random edit
			obs = slices.Clone(exp)
			i := r.Intn(len(obs))
			switch r.Intn(3) {
			case 0:
				obs[i] = pool[r.Intn(len(pool))]
			case 1:
				obs = slices.Delete(obs, i, i+1)
			default:
				obs = slices.Insert(obs, i, pool[r.Intn(len(pool))])
			}
		default:
			for n := r.Intn(7); n > 0; n-- {
				obs = append(obs, pool[r.Intn(len(pool))])
			}
		}
		return gopter.NewGenResult([]any{s, d, obs}, gopter.NoShrinker)
	}
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("no finding iff equal", prop.ForAll(func(in []any) bool {
		s, d, obs := in[0].(transfer.Scenario), in[1].(event.Direction), in[2].([]event.Type)
		exp, _ := event.TransferChoreography(s, d)
		got, err := event.CheckChoreography(s, d, obs)
		return err == nil && (got == nil) == slices.Equal(obs, exp)
	}, gopter.Gen(gseq)))
	props.TestingRun(t)
}

// TestGuardProperty: a guard holds exactly when the aggregate matches and
// the payload decodes into the guard's payload type and validates.
func TestGuardProperty(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("guard iff PayloadAs + Validate", prop.ForAll(func(e event.RawEvent) bool {
		return guardOracleAgrees(t, e)
	}, genEvent()))
	props.TestingRun(t)
}

func guardOracleAgrees(t *testing.T, e event.RawEvent) bool {
	check := func(name string, agg event.AggregateType, guard func(event.RawEvent) bool, typed func(event.RawEvent) error) bool {
		want := e.AggregateType == agg && typed(e) == nil
		if got := guard(e); got != want {
			t.Logf("%s = %v, oracle %v: payload %s", name, got, want, e.Payload)
			return false
		}
		return true
	}
	return check("IsAgentEvent", event.AggregateAgent, event.IsAgentEvent, typedOK[event.AgentPayload]) &&
		check("IsBillingEvent", event.AggregateBilling, event.IsBillingEvent, typedOK[event.BillingPayload]) &&
		check("IsConversationEvent", event.AggregateConversation, event.IsConversationEvent, typedOK[event.ConversationPayload]) &&
		check("IsTransferEvent", event.AggregateTransfer, event.IsTransferEvent, typedOK[event.TransferPayload]) &&
		check("IsToolEvent", event.AggregateTool, event.IsToolEvent, typedOK[event.ToolPayload]) &&
		check("IsMessageEvent", event.AggregateMessage, event.IsMessageEvent, typedOK[event.MessagePayload]) &&
		check("IsPerformanceEvent", event.AggregatePerformance, event.IsPerformanceEvent, typedOK[event.PerformancePayload]) &&
		check("IsGovernanceEvent", event.AggregateGovernance, event.IsGovernanceEvent, typedOK[event.GovernancePayload]) &&
		check("IsReputationEvent", event.AggregateReputation, event.IsReputationEvent, typedOK[event.ReputationPayload]) &&
		check("IsEconomyEvent", event.AggregateEconomy, event.IsEconomyEvent, typedOK[event.EconomyPayload])
}

func typedOK[T any](e event.RawEvent) error {
	typed, err := event.PayloadAs[T](e)
	if err != nil {
		return err
	}
	return typed.Validate()
}
