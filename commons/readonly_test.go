package commons_test

import (
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

// The value lists are returned as copies: changing one changes no later
// result or verdict of the package.
func TestTablesReadOnly(t *testing.T) {
	t.Parallel()
	fields := commons.GovernedResourceFields()
	fields[0] = "x"
	sev := commons.Severities()
	sev[0] = "bogus"
	tiers := commons.RateLimitTiers()
	tiers[0], tiers[3] = tiers[3], tiers[0]
	caps := commons.ProtocolCapabilities()
	caps[0] = "bogus"
	for _, c := range []struct{ got, want []string }{
		{commons.GovernedResourceFields(), []string{"conservation_law", "audit_trail", "state_machine", "governance_class", "version",
			"access_policy_ref", "governance_extensions", "contract_version"}},
		{strs(commons.Severities()), []string{"error", "warning", "info"}},
		{strs(commons.Enforcements()), []string{"strict", "advisory"}},
		{strs(commons.LawScopes()), []string{"per-entry", "aggregate"}},
		{strs(commons.IntegrityStates()), []string{"verified", "unverified", "quarantined"}},
		{strs(commons.FailurePhases()), []string{"content", "chain"}},
		{strs(commons.GovernanceClasses()), []string{"protocol-fixed", "registry-extensible", "community-defined"}},
		{strs(commons.QuarantineStates()), []string{"active", "reconciled", "dismissed"}},
		{strs(commons.ProtocolCapabilities()), []string{"inference", "ensemble", "tools", "governance", "byok"}},
		{strs(commons.RateLimitTiers()), []string{"restricted", "standard", "extended", "unlimited"}},
		{strs(commons.AssertionMethods()), []string{"server-derived", "signed-attestation"}},
		{strs(commons.ActorTypes()), []string{"human", "system", "autonomous"}},
		{strs(commons.GovernanceErrorTypes()), []string{"INVARIANT_VIOLATION", "INVALID_TRANSITION", "GUARD_FAILURE",
			"EVALUATION_ERROR", "HASH_DISCONTINUITY", "PARTIAL_APPLICATION"}},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("got %v, want %v", c.got, c.want)
		}
	}
	if commons.Severity("bogus").Valid() || !commons.SeverityError.Valid() || commons.TierUnlimited.Rank() != 3 ||
		commons.ProtocolCapability("bogus").Valid() {
		t.Error("a verdict changed with a returned copy")
	}
}

func strs[S ~string](v []S) []string {
	out := make([]string, len(v))
	for i, s := range v {
		out[i] = string(s)
	}
	return out
}

// Valid is exact and case-sensitive for every enum.
func TestEnumsValid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		valid   func(string) bool
		in, out string
	}{
		{func(s string) bool { return commons.Severity(s).Valid() }, "info", "Info"},
		{func(s string) bool { return commons.Enforcement(s).Valid() }, "advisory", "Advisory"},
		{func(s string) bool { return commons.LawScope(s).Valid() }, "aggregate", "per_entry"},
		{func(s string) bool { return commons.IntegrityStatus(s).Valid() }, "quarantined", ""},
		{func(s string) bool { return commons.FailurePhase(s).Valid() }, "chain", "hash"},
		{func(s string) bool { return commons.GovernanceClass(s).Valid() }, "community-defined", "community_defined"},
		{func(s string) bool { return commons.QuarantineStatus(s).Valid() }, "dismissed", "resolved"},
		{func(s string) bool { return commons.ProtocolCapability(s).Valid() }, "byok", "BYOK"},
		{func(s string) bool { return commons.RateLimitTier(s).Valid() }, "unlimited", "full"},
		{func(s string) bool { return commons.AssertionMethod(s).Valid() }, "signed-attestation", "self-asserted"},
		{func(s string) bool { return commons.ActorType(s).Valid() }, "autonomous", "agent"},
		{func(s string) bool { return commons.GovernanceErrorType(s).Valid() }, "GUARD_FAILURE", "guard_failure"},
	} {
		if !c.valid(c.in) || c.valid(c.out) {
			t.Errorf("Valid(%q) or Valid(%q) wrong", c.in, c.out)
		}
	}
}

func TestStateMachineConfig(t *testing.T) {
	t.Parallel()
	c := commons.StateMachineConfig{
		States:      []commons.State{{Name: "cold"}, {Name: "warming"}, {Name: "established"}},
		Transitions: []commons.Transition{{From: "cold", To: "warming"}, {From: "warming", To: "established"}},
	}
	if !c.HasState("warming") || c.HasState("Warming") || c.HasState("authoritative") {
		t.Error("HasState")
	}
	if !c.Allows("cold", "warming") || c.Allows("cold", "established") || c.Allows("warming", "cold") {
		t.Error("Allows")
	}
}

func TestCheckFreshnessThreshold(t *testing.T) {
	t.Parallel()
	f := commons.GovernedFreshness{FreshnessScore: 0.4, MinimumFreshness: 0.5}
	for state, want := range map[string]bool{"fresh": false, "decaying": false, "stale": true, "": true, "Fresh": true} {
		if got := commons.CheckFreshnessThreshold(f, state); got != want {
			t.Errorf("%q: %v, want %v", state, got, want)
		}
	}
	f.FreshnessScore = 0.5
	if !commons.CheckFreshnessThreshold(f, "fresh") {
		t.Error("equal score fails")
	}
}

// Every governance error variant is a GovernanceError and a Go error
// whose text is its message.
func TestGovernanceErrorVariants(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		e    commons.GovernanceError
		want commons.GovernanceErrorType
	}{
		{&commons.InvariantViolation{Message: "m1"}, commons.ErrorInvariantViolation},
		{&commons.InvalidTransition{Message: "m2"}, commons.ErrorInvalidTransition},
		{&commons.GuardFailure{Message: "m3"}, commons.ErrorGuardFailure},
		{&commons.EvaluationError{Message: "m4"}, commons.ErrorEvaluation},
		{&commons.HashDiscontinuityError{Message: "m5"}, commons.ErrorHashDiscontinuity},
		{&commons.PartialApplication{Message: "m6"}, commons.ErrorPartialApplication},
	} {
		var err error = c.e
		if c.e.GovernanceErrorType() != c.want || err.Error() == "" || err.Error()[0] != 'm' {
			t.Errorf("%T: %s %q", c.e, c.e.GovernanceErrorType(), err)
		}
	}
}
