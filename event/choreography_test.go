package event_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/transfer"
)

func TestChoreographyData(t *testing.T) {
	t.Parallel()
	for _, s := range transfer.Scenarios() {
		for _, d := range []event.Direction{event.DirectionForward, event.DirectionCompensation} {
			types, ok := event.TransferChoreography(s, d)
			if !ok || len(types) == 0 {
				t.Fatalf("%s %s: none", s, d)
			}
			seen := map[event.Type]bool{}
			for _, ty := range types {
				if seen[ty] || !ty.Known() {
					t.Errorf("%s %s: %s repeated or unknown", s, d, ty)
				}
				seen[ty] = true
				if ty == "conversation.thread.unsealed" {
					t.Errorf("%s %s unseals", s, d)
				}
			}
			types[0] = "x.y.z"
			if again, _ := event.TransferChoreography(s, d); again[0] == "x.y.z" {
				t.Error("TransferChoreography shares its list")
			}
		}
		inv, ok := event.TransferInvariants(s)
		if !ok || len(inv) < 2 {
			t.Errorf("%s: invariants %v", s, inv)
		}
	}
	if _, ok := event.TransferChoreography("sale", "rollback"); ok {
		t.Error("unknown direction")
	}
	for _, name := range event.EconomicScenarios() {
		if sc, ok := event.EconomicChoreography(name); !ok || len(sc.Forward) == 0 || len(sc.Compensation) == 0 {
			t.Errorf("%s: %+v", name, sc)
		}
	}
}

// oracleOutOfOrder counts, by brute force over every subset, the events a
// longest in-order run leaves out, for the first occurrences of expected
// types: the number of out_of_order findings.
func oracleOutOfOrder(expected, observed []event.Type) int {
	var pos []int
	seen := map[event.Type]bool{}
	for _, ty := range observed {
		if i := slices.Index(expected, ty); i >= 0 && !seen[ty] {
			seen[ty] = true
			pos = append(pos, i)
		}
	}
	best := 0
	for mask := 0; mask < 1<<len(pos); mask++ {
		last, n, ok := -1, 0, true
		for i := range pos {
			if mask&(1<<i) != 0 {
				if pos[i] <= last {
					ok = false
					break
				}
				last, n = pos[i], n+1
			}
		}
		if ok {
			best = max(best, n)
		}
	}
	return len(pos) - best
}

// Every permutation of every choreography (and of its prefixes): findings
// are empty exactly for the expected order, out_of_order counts agree with
// the brute-force oracle, and the findings are ordered as specified.
func TestCheckChoreographyPermutations(t *testing.T) {
	t.Parallel()
	for _, s := range transfer.Scenarios() {
		for _, d := range []event.Direction{event.DirectionForward, event.DirectionCompensation} {
			expected, _ := event.TransferChoreography(s, d)
			for n := 0; n <= len(expected); n++ {
				permute(slices.Clone(expected[:n]), func(obs []event.Type) {
					got, err := event.CheckChoreography(s, d, obs)
					if err != nil {
						t.Fatal(err)
					}
					if (got == nil) != slices.Equal(obs, expected) {
						t.Errorf("%s %s %v: findings %v", s, d, obs, got)
					}
					ooo, missing := 0, 0
					for i, f := range got {
						switch f.Kind {
						case event.FindingOutOfOrder:
							ooo++
						case event.FindingMissing:
							missing++
						}
						if i > 0 {
							p := got[i-1]
							if p.Index >= 0 && f.Index >= 0 && p.Index > f.Index || p.Index < 0 && f.Index >= 0 ||
								p.Index < 0 && f.Index < 0 && p.ExpectedIndex >= f.ExpectedIndex {
								t.Errorf("%v: findings out of order: %v", obs, got)
							}
						}
					}
					if want := oracleOutOfOrder(expected, obs); ooo != want {
						t.Errorf("%s %s %v: %d out_of_order, oracle %d: %v", s, d, obs, ooo, want, got)
					}
					if missing != len(expected)-len(obs) {
						t.Errorf("%v: %d missing", obs, missing)
					}
				})
			}
		}
	}
}

func permute(a []event.Type, visit func([]event.Type)) {
	var rec func(k int)
	rec = func(k int) {
		if k == len(a) {
			visit(a)
			return
		}
		for i := k; i < len(a); i++ {
			a[k], a[i] = a[i], a[k]
			rec(k + 1)
			a[k], a[i] = a[i], a[k]
		}
	}
	rec(0)
}

func TestCheckChoreographySpecProperties(t *testing.T) {
	t.Parallel()
	i, s, l, b, c := event.TransferSagaInitiated, event.ConversationThreadSealed, event.AgentLifecycleTransitioned,
		event.BillingEntryCreated, event.TransferSagaCompleted
	cases := []struct {
		obs  []event.Type
		want []event.Finding
	}{
		{[]event.Type{i, b, s, l, c}, []event.Finding{{Kind: event.FindingOutOfOrder, Index: 1, Type: b, ExpectedIndex: 3}}},
		{[]event.Type{i, s, b, c}, []event.Finding{{Kind: event.FindingMissing, Index: -1, Type: l, ExpectedIndex: 2}}},
		{[]event.Type{i, s, l, l, b, c}, []event.Finding{{Kind: event.FindingDuplicate, Index: 3, Type: l, ExpectedIndex: 2}}},
	}
	for i, tc := range cases {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			got, err := event.CheckChoreography(transfer.ScenarioSale, event.DirectionForward, tc.obs)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%v (-want +got):\n%s", tc.obs, diff)
			}
		})
	}
	if _, err := event.CheckChoreography("sale", "rollback", nil); err == nil || err.Error() != `event: unknown saga direction "rollback"` {
		t.Errorf("err = %v", err)
	}
}
