package event_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/wire"
)

const baseEvent = `{"event_id":"evt_1","aggregate_id":"agent_1","aggregate_type":"agent","type":"agent.lifecycle.transitioned","version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"system",%s"contract_version":"7.0.0"%s}`

func eventJSON(payload, extra string) []byte {
	return []byte(fmt.Sprintf(baseEvent, `"payload":`+payload+`,`, extra))
}

func violations(t *testing.T, err error) []hounfour.Violation {
	t.Helper()
	if err == nil {
		return nil
	}
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		t.Fatalf("not a *ValidationError: %v", err)
	}
	if verr.Schema != "domain-event" {
		t.Errorf("Schema = %q, want domain-event", verr.Schema)
	}
	return verr.Violations
}

func TestOpenEnvelope(t *testing.T) {
	t.Parallel()
	var e event.RawEvent
	in := eventJSON(`{ "b" : 1, "a" : "\u0041" }`, `,"zeta":{"k":[1, 2.50]},"Actor":"x","alpha":null`)
	if err := hounfour.Decode(in, &e); err != nil {
		t.Fatal(err)
	}
	// The payload is kept in the encoder's compact form: whitespace
	// dropped, strings escaped as JSON.stringify does, member order and
	// number literals as received.
	if got := string(e.Payload); got != `{"b":1,"a":"A"}` {
		t.Errorf("payload = %s", got)
	}
	if len(e.Unknown) != 3 || string(e.Unknown["Actor"]) != `"x"` {
		t.Errorf("Unknown = %v", e.Unknown)
	}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"event_id":"evt_1","aggregate_id":"agent_1","aggregate_type":"agent","type":"agent.lifecycle.transitioned","version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"system","payload":{"b":1,"a":"A"},"contract_version":"7.0.0","Actor":"x","alpha":null,"zeta":{"k":[1,2.50]}}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	// A Go-built event: nil payload is written as null, nil Unknown adds nothing.
	e2 := event.RawEvent{EventID: "e", AggregateID: "a", AggregateType: event.AggregateTool, Type: event.ToolCallStarted,
		Version: 1, OccurredAt: wire.MustParseTimestamp("2026-01-15T10:00:00Z"), Actor: "s", ContractVersion: wire.MustParseSemver("7.0.0")}
	if err := e2.Validate(); err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(e2)
	if want := `{"event_id":"e","aggregate_id":"a","aggregate_type":"tool","type":"tool.call.started","version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"s","payload":null,"contract_version":"7.0.0"}`; string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
}

func TestPayloadAsAndRaw(t *testing.T) {
	t.Parallel()
	var e event.RawEvent
	if err := hounfour.Decode(eventJSON(`{"z":[true],"agent_id":"a1","previous_state":"ACTIVE"}`, `,"x-trace":1`), &e); err != nil {
		t.Fatal(err)
	}
	ap, err := event.PayloadAs[event.AgentPayload](e)
	if err != nil {
		t.Fatal(err)
	}
	if ap.Payload.AgentID != "a1" || len(ap.Payload.Unknown) != 2 || string(ap.Unknown["x-trace"]) != "1" || ap.EventID != "evt_1" {
		t.Errorf("PayloadAs = %+v", ap)
	}
	ap.Unknown["x-trace"] = json.RawMessage("2")
	if string(e.Unknown["x-trace"]) != "1" {
		t.Error("PayloadAs shares the Unknown map")
	}
	back, err := ap.Raw()
	if err != nil {
		t.Fatal(err)
	}
	if got := string(back.Payload); got != `{"agent_id":"a1","previous_state":"ACTIVE","z":[true]}` {
		t.Errorf("Raw payload = %s", got)
	}
	// A closed payload type ignores undeclared members; missing ones are
	// structural violations under /payload.
	tp, err := event.PayloadAs[agent.TransitionPayload](e)
	if diff := cmp.Diff([]hounfour.Violation{
		{Path: "/payload/new_state", Rule: "required", Message: "Expected required property"},
		{Path: "/payload/reason", Rule: "required", Message: "Expected required property"},
	}, violations(t, err)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if tp.Payload.AgentID != "a1" || tp.EventID != "evt_1" {
		t.Errorf("partial result %+v", tp)
	}
	// A nil raw payload is null.
	e.Payload = nil
	_, err = event.PayloadAs[event.AgentPayload](e)
	if diff := cmp.Diff([]hounfour.Violation{{Path: "/payload", Rule: "type", Message: "Expected object"}}, violations(t, err)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Any JSON value is a payload for a scalar T.
	e.Payload = json.RawMessage(`"text"`)
	s, err := event.PayloadAs[string](e)
	if err != nil || s.Payload != "text" {
		t.Errorf("PayloadAs[string] = %q, %v", s.Payload, err)
	}
}

// custom is a consumer's payload type with a Validate method of its own;
// the codec does not know its rules.
type custom struct {
	N    int64   `json:"n"`
	Note *string `json:"note,omitzero"`
}

func (c *custom) Validate() error {
	switch {
	case c.N == 7:
		return errors.New("seven is not allowed")
	case c.N > 100:
		return &hounfour.ValidationError{Violations: []hounfour.Violation{{Path: "/n", Rule: "custom-max", Message: "n too large"},
			{Path: "", Rule: "custom-self", Message: "whole payload"}, {Path: "/a~1b/0", Rule: "custom-escaped", Message: "escaped"}}}
	}
	return nil
}

func TestCustomPayloadValidate(t *testing.T) {
	t.Parallel()
	cases := []struct {
		payload string
		want    []hounfour.Violation
	}{
		{`{"n":1,"extra":true}`, nil},
		{`{"n":7}`, []hounfour.Violation{{Path: "/payload", Rule: "payload-invalid", Message: "seven is not allowed"}}},
		{`{"n":101}`, []hounfour.Violation{{Path: "/payload/n", Rule: "custom-max", Message: "n too large"},
			{Path: "/payload", Rule: "custom-self", Message: "whole payload"}, {Path: "/payload/a~1b/0", Rule: "custom-escaped", Message: "escaped"}}},
		// The payload's own member checks failed: its Validate is not called.
		{`{"n":"7"}`, []hounfour.Violation{{Path: "/payload/n", Rule: "type", Message: "Expected integer"}}},
	}
	for _, c := range cases {
		t.Run(c.payload, func(t *testing.T) {
			var e event.DomainEvent[custom]
			got := violations(t, hounfour.Decode(eventJSON(c.payload, ""), &e))
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("%s (-want +got):\n%s", c.payload, diff)
			}
		})
	}
	// A pointer payload is validated through the pointer; nil is an absent
	// payload.
	var p event.DomainEvent[*custom]
	if err := hounfour.Decode(eventJSON(`{"n":7}`, ""), &p); len(violations(t, err)) != 1 {
		t.Errorf("pointer payload: %v", err)
	}
	p.Payload = nil
	if diff := cmp.Diff([]hounfour.Violation{{Path: "/payload", Rule: "required", Message: "Expected required property"}},
		violations(t, p.Validate())); diff != "" {
		t.Errorf("nil pointer payload (-want +got):\n%s", diff)
	}
}

func TestTypedEventErrors(t *testing.T) {
	t.Parallel()
	var e event.DomainEvent[event.TransferPayload]
	err := hounfour.Decode(eventJSON(`{"transfer_id":"","from_owner":1}`, `,"version":0`), &e)
	want := []hounfour.Violation{
		{Path: "/payload/transfer_id", Rule: "minLength", Message: "Expected string length greater or equal to 1"},
		{Path: "/payload/from_owner", Rule: "type", Message: "Expected string"},
		{Path: "/payload/to_owner", Rule: "required", Message: "Expected required property"},
		{Path: "/version", Rule: "duplicate-member", Message: "Duplicate property"},
	}
	if diff := cmp.Diff(want, violations(t, err)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if err := e.UnmarshalJSON([]byte(`{"payload":{"transfer_id":"t","x":1,"x":2}}`)); err == nil {
		t.Error("UnmarshalJSON accepted a repeated payload member")
	}
}

// PayloadAs and Raw carry every envelope member over: a decoded event with
// all of them, its payload already in the default encoding, comes back
// deeply equal, with maps of its own.
func TestPayloadAsRawKeepsEnvelope(t *testing.T) {
	t.Parallel()
	var e event.RawEvent
	in := eventJSON(`{"agent_id":"a1","b":[1,2.50]}`,
		`,"correlation_id":"","causation_id":"evt_0","metadata":{"model.id":"m","x-n":{"k":null}},"zz":true`)
	if err := hounfour.Decode(in, &e); err != nil {
		t.Fatal(err)
	}
	typed, err := event.PayloadAs[event.AgentPayload](e)
	if err != nil {
		t.Fatal(err)
	}
	back, err := typed.Raw()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(e, back) {
		t.Errorf("PayloadAs then Raw:\n got %+v\nwant %+v", back, e)
	}
	typed.Metadata["model.id"] = json.RawMessage(`"other"`)
	back.Unknown["zz"] = json.RawMessage(`false`)
	if string(e.Metadata["model.id"]) != `"m"` || string(e.Unknown["zz"]) != `true` {
		t.Error("PayloadAs or Raw shares a map with its input")
	}
}
