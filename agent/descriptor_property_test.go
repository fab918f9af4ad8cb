package agent_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/wire"
)

func strp(s string) *string { return &s }

func oneOf[T any](vals ...T) gopter.Gen {
	gens := make([]gopter.Gen, len(vals))
	for i, v := range vals {
		gens[i] = gen.Const(v)
	}
	return gen.OneGenOf(gens...)
}

// genDescriptor builds descriptors from small pools of valid and invalid
// member values, so about half the generated values are invalid somewhere.
func genDescriptor() gopter.Gen {
	addr := wire.MustParseAddress("0x5Af0D9827E0c53E4799BB226655A1de152A425a5")
	return gopter.CombineGens(
		oneOf(agent.DescriptorContext, "", "https://example.com/other"),
		oneOf(wire.NftID{}, wire.MustParseNftID("eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42")),
		oneOf("Agent", "", "\U0001F600"),
		oneOf(uint64(1), 0, 18446744073709551615),
		oneOf(addr, wire.Address{}),
		oneOf("42", "", "4a", "007"),
		oneOf[*string](nil, strp(""), strp("bio")),
		oneOf(wire.URI{}, wire.MustParseURI("https://a.example/x.png")),
		oneOf[[]string](nil, []string{}, []string{"chat"}, []string{"", "x"}),
		oneOf[map[string]wire.PoolID](nil, map[string]wire.PoolID{}, map[string]wire.PoolID{"b": "cheap", "a": "nope", "": "reviewer"}),
		oneOf[*agent.Stats](nil,
			&agent.Stats{Interactions: 3, Uptime: 0.5, CreatedAt: wire.MustParseTimestamp("2026-01-01T00:00:00Z")},
			&agent.Stats{Interactions: -1, Uptime: 1.5},
		),
		oneOf(agent.StateActive, "", "bogus"),
		oneOf(wire.MustParseSemver("7.0.0"), wire.Semver{}),
	).Map(func(v []any) agent.Descriptor {
		return agent.Descriptor{
			Context: v[0].(string), ID: v[1].(wire.NftID), Name: v[2].(string), ChainID: v[3].(uint64),
			Collection: v[4].(wire.Address), TokenID: v[5].(string), Personality: "p", Description: v[6].(*string),
			AvatarURL: v[7].(wire.URI), Capabilities: v[8].([]string), Models: v[9].(map[string]wire.PoolID),
			Homepage: v[7].(wire.URI), Stats: v[10].(*agent.Stats), LifecycleState: v[11].(agent.LifecycleState),
			ContractVersion: v[12].(wire.Semver),
		}
	})
}

func violations(err error) []hounfour.Violation {
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		return verr.Violations
	}
	return nil
}

// TestDescriptorValidateMatchesDecode: Validate on a Go value reports exactly
// what Decode reports for its encoding (same violations, same order), and a
// valid value survives encode → decode unchanged.
func TestDescriptorValidateMatchesDecode(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("Validate(v) == Decode(Marshal(v))", prop.ForAll(func(d agent.Descriptor) bool {
		want := violations(d.Validate())
		data, err := d.MarshalJSON()
		if err != nil {
			t.Logf("marshal: %v", err)
			return false
		}
		var back agent.Descriptor
		got := violations(hounfour.Decode(data, &back))
		if diff := cmp.Diff(want, got); diff != "" {
			t.Logf("%s\n(-Validate +Decode):\n%s", data, diff)
			return false
		}
		if want == nil {
			if diff := cmp.Diff(d, back, cmp.Comparer(func(a, b wire.Address) bool { return a == b }),
				cmp.Comparer(func(a, b wire.NftID) bool { return a == b }), cmp.Comparer(func(a, b wire.URI) bool { return a == b }),
				cmp.Comparer(func(a, b wire.Timestamp) bool { return a == b }), cmp.Comparer(func(a, b wire.Semver) bool { return a == b })); diff != "" {
				t.Logf("round trip changed the value:\n%s", diff)
				return false
			}
		}
		return true
	}, genDescriptor()))
	props.TestingRun(t)
}
