package hounfour_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/gateway"
)

// An enum violation carries the vocabulary in Allowed; the message stays
// upstream's "Expected union value" and other violations carry none.
func TestViolationAllowed(t *testing.T) {
	t.Parallel()
	var p agent.TransitionPayload
	err := hounfour.Decode([]byte(`{"agent_id":"","previous_state":"X","new_state":"ACTIVE","reason":"r"}`), &p)
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) || len(verr.Violations) != 2 {
		t.Fatalf("Decode = %v", err)
	}
	if v := verr.Violations[0]; v.Rule != "minLength" || v.Allowed != nil {
		t.Errorf("minLength violation = %+v", v)
	}
	want := []string{"DORMANT", "PROVISIONING", "ACTIVE", "SUSPENDED", "TRANSFERRED", "ARCHIVED"}
	if v := verr.Violations[1]; v.Rule != "enum" || v.Message != "Expected union value" || !slices.Equal(v.Allowed, want) {
		t.Errorf("enum violation = %+v, want Allowed %v", v, want)
	}
	// The Go-value path (Validate) reports the same.
	p = agent.TransitionPayload{AgentID: "a", PreviousState: "X", NewState: agent.StateActive, Reason: "r"}
	if err := p.Validate(); !errors.As(err, &verr) || !slices.Equal(verr.Violations[0].Allowed, want) {
		t.Errorf("Validate = %+v", err)
	}
	// The stream-event discriminator.
	_, err = gateway.DecodeStreamEvent([]byte(`{"type":"nope"}`))
	if !errors.As(err, &verr) || !slices.Equal(verr.Violations[0].Allowed, []string{"stream_start", "chunk", "tool_call", "usage", "stream_end", "error"}) {
		t.Errorf("DecodeStreamEvent = %+v", err)
	}
}
