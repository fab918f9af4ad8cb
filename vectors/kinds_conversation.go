package vectors

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/conversation"
)

func init() {
	kinds["access-policy"] = runAccessPolicy
	kinds["sealing-policy"] = runSealingPolicy
}

// policyResult is conversation.PolicyResult as vectors spell it.
type policyResult struct {
	Valid    bool     `json:"valid"`
	Errors   []string `json:"errors"`
	Warnings []string `json:"warnings"`
}

func comparePolicyResult(want json.RawMessage, got conversation.PolicyResult) error {
	var w policyResult
	if err := strict(want, &w); err != nil {
		return err
	}
	if got.Errors == nil || got.Warnings == nil {
		return mismatch("non-nil Errors and Warnings", true, false)
	}
	g := policyResult{got.Valid, got.Errors, got.Warnings}
	gj, _ := json.Marshal(g)
	wj, _ := json.Marshal(w)
	if string(gj) != string(wj) {
		return mismatch("policy result", string(wj), string(gj))
	}
	return nil
}

// access-policy: input {"policy": AccessPolicy JSON, "strict": bool} given to
// conversation.ValidateAccessPolicy (the policy decoded structurally, so that
// the function sees values the schema would reject, such as roles []); want
// {"valid", "errors", "warnings"}.
func runAccessPolicy(c *Case) error {
	var in struct {
		Policy json.RawMessage `json:"policy"`
		Strict bool            `json:"strict"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var p conversation.AccessPolicy
	if err := p.UnmarshalJSON(in.Policy); err != nil {
		return err
	}
	return comparePolicyResult(c.Want, conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{Strict: in.Strict}))
}

// sealing-policy: input is a SealingPolicy JSON (decoded structurally) given
// to conversation.ValidateSealingPolicy; want as for access-policy.
func runSealingPolicy(c *Case) error {
	var p conversation.SealingPolicy
	if err := p.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	return comparePolicyResult(c.Want, conversation.ValidateSealingPolicy(p))
}
