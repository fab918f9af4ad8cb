package agent_test

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/wire"
)

func TestAgentContextError(t *testing.T) {
	t.Parallel()
	_, err := agent.ParseAgentContext([]byte("<!-- AGENT-CONTEXT\nname: n\n-->\n"))
	var acErr *agent.AgentContextError
	if !errors.As(err, &acErr) || len(acErr.Problems) != 3 {
		t.Fatalf("error %v", err)
	}
	want := `agent context: missing required field "type"; agent context: missing required field "purpose"; agent context: missing required field "version"`
	if err.Error() != want {
		t.Errorf("Error() = %q", err.Error())
	}
}

// The result of a successful parse is stable: formatting each requirement
// and parsing it again gives the same requirement.
func TestRequirementStringRoundTrip(t *testing.T) {
	t.Parallel()
	for _, k := range agent.CapabilityKinds() {
		for _, a := range k.Actions() {
			for _, s := range append(k.Scopes(), "") {
				r := agent.CapabilityRequirement{Kind: k, Action: a, Scope: s}
				back, err := agent.ParseCapabilityRequirement(r.String())
				if err != nil || back != r || back.Check() != nil {
					t.Errorf("%v: %v %v %v", r, back, err, back.Check())
				}
			}
		}
	}
}

func TestRequirementErrors(t *testing.T) {
	t.Parallel()
	_, err := agent.ParseCapabilityRequirement("model: invoke(scope: cheap)")
	var rErr *agent.RequirementError
	if !errors.As(err, &rErr) || rErr.Text != "model: invoke(scope: cheap)" {
		t.Errorf("%v", err)
	}
	err = agent.CapabilityRequirement{Kind: "db", Action: "read"}.Check()
	var vErr *agent.VocabularyError
	if !errors.As(err, &vErr) {
		t.Errorf("%v", err)
	}
	if _, err := agent.ParseGradientLevel("grounded"); !errors.Is(err, agent.ErrGradientLevel) {
		t.Errorf("ParseGradientLevel: %v", err)
	}
}

// Higher gradient levels grant supersets of pools, and no level maps to
// more than the five pools.
func TestGradientMonotonic(t *testing.T) {
	t.Parallel()
	var prev []wire.PoolID
	for _, l := range agent.GradientLevels() {
		pools := l.PoolAccess()
		for _, p := range prev {
			if !slices.Contains(pools, p) {
				t.Errorf("%s loses %s", l, p)
			}
		}
		if len(pools) <= len(prev) {
			t.Errorf("%s grants no new pool", l)
		}
		prev = pools
	}
	if got := agent.GradientLevel(0).PoolAccess(); got == nil || len(got) != 0 {
		t.Errorf("zero level pools %v", got)
	}
	if agent.GradientLevel(0).String() != "" || agent.GradientLevel(5).Valid() {
		t.Error("invalid levels")
	}
	for i, tier := range map[int]agent.CostTier{-1: 0, 0: 0, 1: 1, 2: 1, 3: 3, 5: 3} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if agent.CostTierFor(i) != tier {
				t.Errorf("CostTierFor(%d) = %v", i, agent.CostTierFor(i))
			}
		})
	}
	if agent.CostTierPremium.String() != "premium" || agent.CostTier(2).String() != "2" {
		t.Error("CostTier.String")
	}
}

// The BUTTERFREEZONE trust dimensions and upstream's capability scopes are
// different vocabularies: only two names coincide.
func TestTwoTrustVocabularies(t *testing.T) {
	t.Parallel()
	shared := 0
	for _, d := range agent.BFZDimensions() {
		if agent.CapabilityScope(d).Valid() {
			shared++
		}
		if agent.TrustLevel(agent.GradientL4.TrustScopes().Level(d)).Valid() {
			t.Errorf("%s: a BFZ value is a TrustLevel", d)
		}
	}
	if shared != 2 {
		t.Errorf("%d shared names, want 2 (delegation, governance)", shared)
	}
}

func BenchmarkParseAgentContext(b *testing.B) {
	data, err := os.ReadFile("../BUTTERFREEZONE.md")
	if err != nil {
		b.Skip(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		ac, err := agent.ParseAgentContext(data)
		if err != nil {
			b.Fatal(err)
		}
		_ = ac.CostTier()
	}
}

func FuzzParseAgentContext(f *testing.F) {
	f.Add([]byte("<!-- AGENT-CONTEXT\nname: loa\ntype: framework\npurpose: p\nversion: 1.35.0\ntrust_level: L2-verified\n" +
		"capability_requirements:\n  - filesystem: write (scope: state)\n  - model: invoke (scope: reviewer)\n-->\n"))
	f.Add([]byte("<!-- AGENT-CONTEXT\nname: \"a\\\"b\"\ntype: 'x''y'\npurpose: p # c\nversion: v\ncapability_requirements: [a: b, , c]\n-->"))
	f.Add([]byte("\ufeff  <!-- AGENT-CONTEXT\r\n  - x\r\nname:\r\n  cont\r\nkey: [\r\n-->"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ac, err := agent.ParseAgentContext(data)
		if err != nil {
			var acErr *agent.AgentContextError
			if !errors.As(err, &acErr) || len(acErr.Problems) == 0 {
				t.Fatalf("error %T %v", err, err)
			}
			for _, p := range acErr.Problems {
				if !strings.HasPrefix(p, "agent context: ") {
					t.Fatalf("problem %q", p)
				}
			}
			return
		}
		if ac.Name == "" || ac.Type == "" || ac.Purpose == "" || ac.Version == "" {
			t.Fatalf("required field empty: %+v", ac)
		}
		for _, r := range ac.Requirements {
			back, err := agent.ParseCapabilityRequirement(r.String())
			if err != nil {
				t.Fatalf("%q does not parse again: %v", r.String(), err)
			}
			if back.String() != r.String() {
				t.Fatalf("%q → %q", r.String(), back.String())
			}
		}
		if ac.TrustLevel != 0 && ac.TrustLevel.String() == "" {
			t.Fatal("invalid trust level kept")
		}
		for _, p := range ac.MissingPools() {
			if slices.Contains(ac.GrantedPools(), p) || !slices.Contains(ac.RequiredPools(), p) {
				t.Fatalf("missing pool %s", p)
			}
		}
		if w := ac.BillingWeight(); w < 0 || w > 5 {
			t.Fatalf("billing weight %d", w)
		}
	})
}

func FuzzParseCapabilityRequirement(f *testing.F) {
	for _, s := range []string{"model: invoke (scope: fast-code)", "git:read_write", "a: b (scope:c-d)", "x: y (scope: z) w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := agent.ParseCapabilityRequirement(s)
		if err != nil {
			return
		}
		back, err := agent.ParseCapabilityRequirement(r.String())
		if err != nil || back.String() != r.String() {
			t.Fatalf("%q → %q → %v %v", s, r.String(), back, err)
		}
		if (r.Check() == nil) != (back.Check() == nil) {
			t.Fatalf("%q: Check differs after formatting", s)
		}
		if got := agent.StripCapabilityScope(r.String()); r.Scope == "" && got != r.String() {
			t.Fatalf("strip changed %q to %q", r.String(), got)
		}
	})
}
