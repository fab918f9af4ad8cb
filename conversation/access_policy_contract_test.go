package conversation_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
)

const (
	msgReputationRequired = `reputation_gated requires at least one of min_reputation_score or min_reputation_state`
	msgOperatorRequired   = `operator is required when type is "compound"`
	msgPoliciesRequired   = `policies array is required and must be non-empty when type is "compound"`
	msgNestedCompound     = `Nested compound policies are not allowed (max depth 1)`
	msgRevokeAboveMin     = `revoke_below_score must be <= min_reputation_score`
)

func msgReputationExtraneous(t string) string {
	return `min_reputation_score/min_reputation_state are only meaningful when type is "reputation_gated" (current type: "` + t + `")`
}

func msgRevokeExtraneous(t string) string {
	return `revoke_below_score/revoke_below_state are only meaningful when type is "reputation_gated" (current type: "` + t + `")`
}

func msgCompoundExtraneous(t string) string {
	return `operator/policies are only meaningful when type is "compound" (current type: "` + t + `")`
}

// TestAccessPolicyChecks87 runs the access-policy checks 1 to 12 on the
// policies of the protocol's examples, through ValidateAccessPolicy in
// default and strict mode.
func TestAccessPolicyChecks87(t *testing.T) {
	const tail = `,"audit_required":true,"revocable":false}`
	for i, tc := range []struct {
		policy           string
		errors, warnings []string
		strictErrors     []string // nil: the same as errors
	}{
		{`{"type":"reputation_gated"` + tail, []string{msgReputationRequired}, nil, nil},
		{`{"type":"reputation_gated","min_reputation_score":0.7,"revoke_below_score":0.6` + tail, nil, nil, nil},
		{`{"type":"reputation_gated","min_reputation_score":0.6,"revoke_below_score":0.7` + tail, []string{msgRevokeAboveMin}, nil, nil},
		{`{"type":"reputation_gated","min_reputation_state":"warming","revoke_below_state":"authoritative"` + tail, nil, nil, nil},
		{`{"type":"reputation_gated","min_reputation_state":"cold"` + tail, nil, nil, nil},
		{`{"type":"compound"` + tail, []string{msgOperatorRequired, msgPoliciesRequired}, nil, nil},
		{`{"type":"compound","policies":[{"type":"read_only","audit_required":true,"revocable":false}]` + tail, []string{msgOperatorRequired}, nil, nil},
		{`{"type":"compound","operator":"OR","policies":[` +
			`{"type":"compound","operator":"AND","policies":[{"type":"none","audit_required":true,"revocable":false}],"audit_required":true,"revocable":false},` +
			`{"type":"compound","audit_required":true,"revocable":false}]` + tail, []string{msgNestedCompound}, nil, nil},
		{`{"type":"compound","operator":"OR","policies":[{"type":"time_limited","audit_required":true,"revocable":false}]` + tail, nil, nil, nil},
		{`{"type":"none","min_reputation_score":0.5,"revoke_below_state":"cold","operator":"AND","duration_hours":5,"roles":["x"]` + tail, nil,
			[]string{msgDurationExtraneous("none"), msgRolesExtraneous("none"), msgReputationExtraneous("none"), msgRevokeExtraneous("none"), msgCompoundExtraneous("none")},
			[]string{msgDurationExtraneous("none"), msgRolesExtraneous("none"), msgReputationExtraneous("none"), msgRevokeExtraneous("none"), msgCompoundExtraneous("none")}},
		{`{"type":"reputation_gated","min_reputation_score":0.5,"duration_hours":3` + tail, nil,
			[]string{msgDurationExtraneous("reputation_gated")}, []string{msgDurationExtraneous("reputation_gated")}},
		// Errors before the strict-mode findings.
		{`{"type":"compound","roles":["a"]` + tail, []string{msgOperatorRequired, msgPoliciesRequired},
			[]string{msgRolesExtraneous("compound")}, []string{msgOperatorRequired, msgPoliciesRequired, msgRolesExtraneous("compound")}},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var p conversation.AccessPolicy
			if err := (hounfour.Options{Contract: hounfour.Contract870}).Decode([]byte(tc.policy), &p); err != nil {
				var verr *hounfour.ValidationError
				if !errors.As(err, &verr) {
					t.Fatalf("%s: %v", tc.policy, err)
				}
			}
			got := conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{})
			want := conversation.PolicyResult{Valid: len(tc.errors) == 0, Errors: orEmpty(tc.errors), Warnings: orEmpty(tc.warnings)}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s (-want +got):\n%s", tc.policy, d)
			}
			strictErrors := tc.strictErrors
			if strictErrors == nil {
				strictErrors = tc.errors
			}
			got = conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{Strict: true})
			want = conversation.PolicyResult{Valid: len(strictErrors) == 0, Errors: orEmpty(strictErrors), Warnings: []string{}}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("strict %s (-want +got):\n%s", tc.policy, d)
			}
			// Validate under 8.7.0 reports the errors (checks 1 to 7, also on a
			// policy on its own), Warnings the rest.
			err := hounfour.Options{Contract: hounfour.Contract870}.Validate(&p)
			if msgs := messages(err); !slices.Equal(msgs, tc.errors) {
				t.Errorf("Validate %s: %q, want %q", tc.policy, msgs, tc.errors)
			}
		})
	}
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func messages(err error) []string {
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		return nil
	}
	var out []string
	for _, v := range verr.Violations {
		out = append(out, v.Message)
	}
	return out
}

func violations(err error) string {
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		if err != nil {
			return "error: " + err.Error()
		}
		return ""
	}
	var b strings.Builder
	for _, v := range verr.Violations {
		b.WriteString(v.Path + " " + v.Rule + " " + v.Message + "\n")
	}
	return b.String()
}

// TestAccessPolicyContracts decodes policies with the members and types
// of 7.3.0 and 7.4.0 under each contract: 8.7.0 declares them, 7.0.0
// reports an undeclared member or a value outside the vocabulary, exactly
// as for any such member or value.
func TestAccessPolicyContracts(t *testing.T) {
	const tail = `,"audit_required":true,"revocable":false}`
	for i, tc := range []struct {
		policy string
		v7, v8 string // the violations, one per line
	}{
		{`{"type":"reputation_gated","min_reputation_score":0.5` + tail,
			"/type enum Expected union value\n/min_reputation_score additionalProperties Unexpected property\n", ""},
		{`{"type":"compound","operator":"AND","policies":[{"type":"none","audit_required":false,"revocable":true}]` + tail,
			"/type enum Expected union value\n/operator additionalProperties Unexpected property\n/policies additionalProperties Unexpected property\n", ""},
		{`{"type":"read_only","min_reputation_state":"warming"` + tail,
			"/min_reputation_state additionalProperties Unexpected property\n", ""},
		{`{"type":"reputation_gated","revoke_below_score":0.1` + tail,
			"/type enum Expected union value\n/revoke_below_score additionalProperties Unexpected property\n",
			"/min_reputation_score access-policy-reputation-required " + msgReputationRequired + "\n"},
		// The schema rules of the new members, through the recursion.
		{`{"type":"compound","operator":"OR","policies":[]` + tail, "",
			// The check of policies runs only when policies passed its own.
			"/policies minItems Expected array length to be greater or equal to 1\n"},
		{`{"type":"reputation_gated","min_reputation_score":1.5` + tail, "",
			"/min_reputation_score maximum Expected number to be less or equal to 1\n"},
		{`{"type":"compound","operator":"XOR","policies":[{"type":"none","audit_required":true,"revocable":true}]` + tail, "",
			"/operator enum Expected union value\n"},
		{`{"type":"compound","operator":"AND","policies":[{"type":"none","audit_required":true}]` + tail, "",
			"/policies/0/revocable required Expected required property\n"},
		{`{"type":"reputation_gated","min_reputation_state":"hot"` + tail, "",
			"/min_reputation_state enum Expected union value\n"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			for _, c := range []struct {
				contract hounfour.Contract
				want     string
			}{{hounfour.Contract700, tc.v7}, {hounfour.Contract870, tc.v8}} {
				if c.want == "" && c.contract == hounfour.Contract700 && strings.Contains(tc.policy, `"compound"`) {
					continue // 8.7.0-only cases
				}
				var p conversation.AccessPolicy
				got := violations(hounfour.Options{Contract: c.contract}.Decode([]byte(tc.policy), &p))
				if c.contract == hounfour.Contract700 && tc.v7 == "" {
					continue
				}
				if got != c.want {
					t.Errorf("%s under %s:\n got %s\nwant %s", tc.policy, c.contract, got, c.want)
				}
			}
		})
	}
}

// TestSealingPolicyWarnings87: a sealing policy whose access policy
// carries a member of another type is valid with a warning.
func TestSealingPolicyWarnings87(t *testing.T) {
	p := conversation.SealingPolicy{EncryptionScheme: conversation.EncryptionNone, KeyDerivation: conversation.KeyDerivationNone,
		AccessAudit: true, AccessPolicy: &conversation.AccessPolicy{Type: conversation.AccessNone, Operator: conversation.OperatorAnd, AuditRequired: true}}
	got := conversation.ValidateSealingPolicy(p)
	want := conversation.PolicyResult{Valid: true, Errors: []string{}, Warnings: []string{msgCompoundExtraneous("none")}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
