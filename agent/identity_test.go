package agent_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/constraint"
)

const identityDoc = `{"agent_id":"model-opus","display_name":"Opus","agent_type":"model","capabilities":["inference"],
	"trust_scopes":{"scopes":{"billing":"basic","inference":"trusted","delegation":"basic"},"default_level":"basic"},
	"delegation_authority":["inference"],"max_delegation_depth":2,"governance_weight":0.25,"contract_version":"7.0.0"}`

// An identity that fails only a constraint rule is schema-valid (upstream's
// verdict) but invalid under Validate (deviation 8), and CheckConstraints names
// the failing rule.
func TestIdentityValidateAppliesConstraints(t *testing.T) {
	t.Parallel()
	var id agent.Identity
	if err := id.UnmarshalJSON([]byte(identityDoc)); err != nil {
		t.Fatal(err)
	}
	if err := id.ValidateSchema(); err != nil {
		t.Fatalf("ValidateSchema: %v", err)
	}
	err := id.Validate()
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) || verr.Schema != "agent-identity" || len(verr.Violations) != 1 ||
		verr.Violations[0].Rule != "agent-identity-delegation-requires-trust" || verr.Violations[0].Path != "" {
		t.Fatalf("Validate = %v", err)
	}
	if err := hounfour.Decode([]byte(identityDoc), &id); err == nil || err.Error() != verr.Error() {
		t.Errorf("Decode = %v, want %v", err, verr)
	}
	rs := id.CheckConstraints()
	var ids []string
	for _, r := range rs {
		ids = append(ids, r.ID+"="+string(r.Status))
	}
	want := "agent-identity-delegation-requires-trust=fail agent-identity-sovereign-max-depth=pass " +
		"agent-identity-capabilities-non-empty=pass agent-identity-scope-coverage=pass"
	if got := strings.Join(ids, " "); got != want {
		t.Errorf("CheckConstraints = %s\nwant %s", got, want)
	}
	if constraint.OK(rs) {
		t.Error("constraint.OK of a failing identity")
	}
}

// ValidateSchema names the schema and keeps the schema-level violations.
func TestIdentityValidateSchema(t *testing.T) {
	t.Parallel()
	id := agent.Identity{AgentID: "X"}
	err := id.ValidateSchema()
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) || verr.Schema != "agent-identity" {
		t.Fatalf("ValidateSchema = %v", err)
	}
	for _, v := range verr.Violations {
		if strings.HasPrefix(v.Rule, "agent-identity-") {
			t.Errorf("ValidateSchema reported the constraint rule %s", v.Rule)
		}
	}
}

// display_name counts UTF-16 code units, as upstream's maxLength does: 64 emoji
// are 128 units, 65 are 130. (Generic JSON Schema validators count code points,
// so this is a Go-only check rather than a three-way vector.)
func TestIdentityDisplayNameUTF16(t *testing.T) {
	t.Parallel()
	for n, valid := range map[int]bool{64: true, 65: false} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			doc := strings.Replace(identityDoc, `"Opus"`, `"`+strings.Repeat("😀", n)+`"`, 1)
			doc = strings.Replace(doc, `"delegation":"basic"`, `"delegation":"verified"`, 1)
			var id agent.Identity
			err := hounfour.Decode([]byte(doc), &id)
			if (err == nil) != valid {
				t.Errorf("%d emoji: %v", n, err)
			}
			if err != nil && !strings.Contains(err.Error(), "/display_name: Expected string length less or equal to 128") {
				t.Errorf("%d emoji: %v", n, err)
			}
		})
	}
}

func TestParseIdentityWrapsViolations(t *testing.T) {
	t.Parallel()
	_, err := agent.ParseIdentity([]byte(strings.Replace(identityDoc, `"agent_id":"model-opus"`, `"agent_id":"X"`, 1)))
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) || !errors.Is(err, hounfour.ErrInvalid) {
		t.Fatalf("ParseIdentity error %v does not wrap the *ValidationError", err)
	}
	if len(verr.Violations) != 2 { // the pattern, then the delegation rule
		t.Errorf("violations %v", verr.Violations)
	}
	_, err = agent.ParseIdentity([]byte(`{"a":`))
	if err == nil || !strings.HasPrefix(err.Error(), "parseAgentIdentity: invalid JSON: ") {
		t.Errorf("invalid JSON: %v", err)
	}
}

func TestTrustLevels(t *testing.T) {
	t.Parallel()
	levels := agent.TrustLevels()
	for i, l := range levels {
		if l.Index() != i || !l.Valid() {
			t.Errorf("%s: Index %d Valid %v", l, l.Index(), l.Valid())
		}
	}
	if agent.TrustLevel("Sovereign").Index() != -1 || agent.TrustLevel("").Valid() {
		t.Error("unknown levels")
	}
	if agent.DelegationTrustThreshold != agent.TrustVerified {
		t.Error("DelegationTrustThreshold")
	}
	trust := agent.CapabilityScopedTrust{Scopes: agent.ScopeLevels{Audit: "admin"}, DefaultLevel: agent.TrustSovereign}
	if got := trust.Effective(); got != "admin" || trust.Meets(agent.ScopeAudit, agent.TrustUntrusted) {
		t.Errorf("an unknown scope level: Effective %q, Meets %v", got, trust.Meets(agent.ScopeAudit, agent.TrustUntrusted))
	}
	if !trust.Meets(agent.ScopeBilling, agent.TrustSovereign) {
		t.Error("default level sovereign meets sovereign")
	}
	if len(agent.CapabilityScopes()) != 6 || len(agent.AgentTypes()) != 5 {
		t.Error("vocabulary sizes")
	}
}
