package commons_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/reputation"
)

func surface(tier commons.RateLimitTier, schemas []string, caps ...commons.ProtocolCapability) commons.ProtocolSurface {
	return commons.ProtocolSurface{Schemas: schemas, Capabilities: caps, RateLimitTier: tier}
}

func TestVerifyMonotonicExpansion(t *testing.T) {
	t.Parallel()
	monotonic := commons.Surfaces{
		Cold:          surface("restricted", []string{"A"}, "inference"),
		Warming:       surface("standard", []string{"A", "B"}, "inference", "tools"),
		Established:   surface("extended", []string{"A", "B", "C"}, "inference", "tools", "ensemble"),
		Authoritative: surface("unlimited", []string{"A", "B", "C", "D"}, "inference", "tools", "ensemble", "governance", "byok"),
	}
	shrinking := monotonic
	shrinking.Established = surface("standard", []string{"A", "C"}, "inference")
	for _, c := range []struct {
		name string
		s    commons.Surfaces
		want string
	}{
		{"monotonic", monotonic, `{"valid":true,"violations":[]}`},
		{"established shrinks", shrinking, `{"valid":false,"violations":[` +
			`{"lower_state":"warming","higher_state":"established","violation_type":"missing_capabilities","details":"established is missing capabilities present in warming: tools"},` +
			`{"lower_state":"warming","higher_state":"established","violation_type":"missing_schemas","details":"established is missing schemas present in warming: B"}]}`},
		{"only cold and established", commons.Surfaces{
			Cold:        surface("extended", []string{"X"}, "tools", "byok"),
			Established: surface("restricted", nil, "tools"),
		}, `{"valid":false,"violations":[` +
			`{"lower_state":"cold","higher_state":"established","violation_type":"missing_capabilities","details":"established is missing capabilities present in cold: byok"},` +
			`{"lower_state":"cold","higher_state":"established","violation_type":"missing_schemas","details":"established is missing schemas present in cold: X"},` +
			`{"lower_state":"cold","higher_state":"established","violation_type":"rate_limit_regression","details":"established has lower rate limit tier (restricted) than cold (extended)"}]}`},
		{"only cold", commons.Surfaces{Cold: surface("unlimited", []string{"A"}, "tools")}, `{"valid":true,"violations":[]}`},
		{"repeated, warming present", commons.Surfaces{
			Cold:    surface("", []string{"A", "A"}, "tools", "tools"),
			Warming: surface("restricted", []string{}),
		}, `{"valid":false,"violations":[` +
			`{"lower_state":"cold","higher_state":"warming","violation_type":"missing_capabilities","details":"warming is missing capabilities present in cold: tools, tools"},` +
			`{"lower_state":"cold","higher_state":"warming","violation_type":"missing_schemas","details":"warming is missing schemas present in cold: A, A"}]}`},
		{"unknown tiers rank as restricted", commons.Surfaces{
			Cold: surface("bogus", nil), Warming: surface("restricted", nil), Established: surface("standard", nil),
			Authoritative: surface("other", nil),
		}, `{"valid":false,"violations":[` +
			`{"lower_state":"established","higher_state":"authoritative","violation_type":"rate_limit_regression","details":"authoritative has lower rate limit tier (other) than established (standard)"}]}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := mustJSON(t, commons.VerifyMonotonicExpansion(commons.DynamicContract{Surfaces: c.s}))
			if got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// Many capabilities: the lookup switches to a set and finds the same.
func TestVerifyMonotonicExpansionLongLists(t *testing.T) {
	t.Parallel()
	var lower, higher []string
	for i := range 100 {
		lower = append(lower, string(rune('a'+i%26))+string(rune('a'+i/26)))
		if i%10 != 3 {
			higher = append(higher, lower[i])
		}
	}
	r := commons.VerifyMonotonicExpansion(commons.DynamicContract{Surfaces: commons.Surfaces{
		Cold: surface("standard", lower), Warming: surface("standard", higher)}})
	want := "warming is missing schemas present in cold: da, na, xa, hb, rb, bc, lc, vc, fd, pd"
	if r.Valid || len(r.Violations) != 1 || r.Violations[0].Details != want {
		t.Errorf("got %+v", r)
	}
}

func TestRateLimitTierRank(t *testing.T) {
	t.Parallel()
	for tier, want := range map[commons.RateLimitTier]int{"restricted": 0, "standard": 1, "extended": 2, "unlimited": 3, "": 0, "Unlimited": 0} {
		if got := tier.Rank(); got != want {
			t.Errorf("%q.Rank() = %d, want %d", tier, got, want)
		}
	}
}

func TestSurfacesSurface(t *testing.T) {
	t.Parallel()
	s := commons.Surfaces{Cold: surface("restricted", []string{"c"}), Warming: surface("standard", []string{"w"}),
		Established: surface("extended", []string{"e"}), Authoritative: surface("unlimited", []string{"a"})}
	for _, st := range reputation.States() {
		got, ok := s.Surface(st)
		if !ok || got.Schemas[0] != string(st)[:1] {
			t.Errorf("Surface(%s) = %+v, %v", st, got, ok)
		}
	}
	if _, ok := s.Surface("legendary"); ok {
		t.Error("Surface of an unknown state")
	}
}

// The conformance vector's contract expands monotonically.
func TestMonotonicConformanceVector(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "conformance", "commons", "dynamic-contract")
	data, err := os.ReadFile(filepath.Join(dir, "valid-monotonic-surfaces.json"))
	if err != nil {
		t.Fatal(err)
	}
	var v struct{ Input commons.DynamicContract }
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	if r := commons.VerifyMonotonicExpansion(v.Input); !r.Valid || len(v.Input.Surfaces.Authoritative.Capabilities) != 5 {
		t.Errorf("got %+v for %+v", r, v.Input.Surfaces)
	}
}
