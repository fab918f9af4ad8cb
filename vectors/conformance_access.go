package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/conversation"
)

func init() {
	conformanceHandlers[conformance.CategoryAccessPolicy] = runAccessDecision
}

// runAccessDecision runs an access-policy decision vector: the input is
// {policy, context}; the policy must decode and validate as an access
// policy, and conversation.EvaluateAccessPolicy's {allowed, reason} must
// match expected_output under the vector's matching rules.
func runAccessDecision(v *conformance.Vector, o hounfour.Options) error {
	rawPolicy, ok1 := v.Input["policy"]
	rawContext, ok2 := v.Input["context"]
	if !ok1 || !ok2 || len(v.Input) != 2 {
		return errors.New("access-policy: the input must be {\"policy\": …, \"context\": …}")
	}
	var p conversation.AccessPolicy
	if err := o.Decode(rawPolicy, &p); err != nil {
		return fmt.Errorf("access-policy: the policy: %w", err)
	}
	var ctx conversation.AccessContext
	dec := json.NewDecoder(bytes.NewReader(rawContext))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ctx); err != nil {
		return fmt.Errorf("access-policy: the context: %w", err)
	}
	r := conversation.EvaluateAccessPolicy(p, ctx)
	reason, err := json.Marshal(r.Reason)
	if err != nil {
		return err
	}
	return matchOutput(v, map[string]json.RawMessage{
		"allowed": json.RawMessage(fmt.Sprint(r.Allowed)),
		"reason":  reason,
	})
}
