package commons_test

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleAuditEntryHash() {
	h, err := commons.AuditEntryHash(commons.AuditEntryHashInput{
		EntryID:   "550e8400-e29b-41d4-a716-446655440000",
		Timestamp: "2026-02-25T10:00:00Z",
		EventType: "commons.transition.executed",
	}, "loa-commons:audit:governedcredits:8-0-0")
	fmt.Println(h, err)
	// Output: sha256:71de714b5dcefc7f43d6ca1c29da6c970cefcc2af916ae20ac820600f3f37d79 <nil>
}

func ExampleBuildDomainTag() {
	tag, err := commons.BuildDomainTag("GovernedCredits", "8.0.0")
	fmt.Println(tag, err)
	_, err = commons.BuildDomainTag("1abc", "8.0.0")
	fmt.Println(err)
	fmt.Println(commons.ValidateDomainTag("a:B:c"))
	// Output:
	// loa-commons:audit:governedcredits:8-0-0 <nil>
	// schemaId must match /^[a-zA-Z][a-zA-Z0-9._:-]*$/ (got "1abc")
	// Segment 1 ("B") must be lowercase alphanumeric with hyphens/underscores
}

func ExampleAuditTrail_Append() {
	tag, _ := commons.BuildDomainTag("GovernedCredits", "8.0.0")
	trail := commons.NewAuditTrail()
	agent := "agent-1"
	for i, actor := range []*string{nil, &agent} {
		e, err := trail.Append(commons.AuditEntry{
			EntryID:   wire.MustParseUUID(fmt.Sprintf("550e8400-e29b-41d4-a716-44665544000%d", i)),
			Timestamp: wire.MustParseTimestamp(fmt.Sprintf("2026-02-25T10:0%d:00Z", i)),
			EventType: "commons.transition.executed",
			ActorID:   actor,
		}, tag)
		if err != nil {
			panic(err)
		}
		fmt.Println(e.EntryHash[:19], "after", e.PreviousHash[:19])
	}
	fmt.Println(commons.VerifyAuditTrail(trail).Valid)

	trail.Entries[0].EventType = "commons.transition.reverted"
	v, _ := json.Marshal(commons.VerifyAuditTrail(trail))
	fmt.Println(string(v)[:72])
	// Output:
	// sha256:71de714b5dce after sha256:e3b0c44298fc
	// sha256:fa1fe1433819 after sha256:71de714b5dce
	// true
	// {"valid":false,"failure_phase":"content","failure_index":0,"expected_has
}

func ExampleChainBoundHash() {
	e := commons.AuditEntryHashInput{
		EntryID:   "550e8400-e29b-41d4-a716-446655440000",
		Timestamp: "2026-02-25T10:00:00Z",
		EventType: "commons.transition.executed",
	}
	h, err := commons.ChainBoundHash(e, "loa-commons:audit:governedcredits:8-0-0", commons.AuditTrailGenesisHash)
	fmt.Println(h, err)
	_, err = commons.ChainBoundHash(e, "loa:audit", commons.AuditTrailGenesisHash)
	fmt.Println(err.(*commons.ChainBoundHashError).Code, err)
	// Output:
	// sha256:0ceff62430363653523201e2241fdaa9e425d7082f6eec8c9d8391a2d2de8b3f <nil>
	// INVALID_DOMAIN_TAG Domain tag must have at least 3 colon-separated segments, got 2
}

func ExampleAdvisoryLockKey() {
	fmt.Println(commons.AdvisoryLockKey("loa-commons:audit:governedcredits:8-0-0"))
	// Output: -823840619
}

func ExampleValidateAuditTimestamp() {
	now := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	fmt.Printf("%+v\n", commons.ValidateAuditTimestamp("2026-02-28T12:00:00+05:30", now))
	fmt.Printf("%+v\n", commons.ValidateAuditTimestamp("2026-03-02T00:00:00.001Z", now))
	// Output:
	// {Valid:true Normalized:2026-02-28T06:30:00.000Z Error:}
	// {Valid:false Normalized: Error:Timestamp must not be more than 24 hours in the future}
}

func ExampleCreateCheckpoint() {
	tag, _ := commons.BuildDomainTag("GovernedCredits", "8.0.0")
	trail := commons.NewAuditTrail()
	for i := range 3 {
		trail.Append(commons.AuditEntry{
			EntryID:   wire.MustParseUUID(fmt.Sprintf("550e8400-e29b-41d4-a716-44665544000%d", i)),
			Timestamp: wire.MustParseTimestamp("2026-02-25T10:00:00Z"),
			EventType: "commons.transition.executed",
		}, tag)
	}
	cp, err := commons.CreateCheckpoint(trail, 1)
	fmt.Println(cp.CheckpointIndex, err, commons.VerifyCheckpointContinuity(cp.Trail).Valid)
	pruned := commons.PruneBeforeCheckpoint(cp.Trail)
	fmt.Println(len(pruned.Entries), pruned.GenesisHash == trail.Entries[1].EntryHash, commons.VerifyAuditTrail(pruned).Valid)
	_, err = commons.CreateCheckpoint(trail, 5)
	fmt.Println(err)
	// Output:
	// 1 <nil> true
	// 1 true true
	// Checkpoint index 5 out of range [0, 2]
}

func ExampleCreateBalanceConservation() {
	commons.ResetFactoryCounter()
	law := commons.CreateBalanceConservation([]string{"balance", "reserved", "consumed"}, "original_allocation", "")
	for _, inv := range law.Invariants {
		fmt.Println(inv.InvariantID, inv.Expression)
	}
	fmt.Println(law.Enforcement, law.Scope)
	// Output:
	// CL-01 bigint_eq(bigint_sum([balance, reserved, consumed]), original_allocation)
	// CL-02 bigint_gte(balance, 0) && bigint_gte(reserved, 0) && bigint_gte(consumed, 0) && bigint_gte(original_allocation, 0)
	// strict per-entry
}

func ExampleIsNegotiationValid() {
	n := commons.ContractNegotiation{
		NegotiatedAt: wire.MustParseTimestamp("2026-02-25T10:00:00Z"),
		ExpiresAt:    wire.MustParseTimestamp("2026-02-25T11:00:00Z"),
	}
	fmt.Println(commons.IsNegotiationValid(n, "2026-02-25T10:30:00Z").Reason)
	fmt.Println(commons.IsNegotiationValid(n, "2026-02-25T12:00:00.5Z").Reason)
	fmt.Println(commons.ComputeNegotiationExpiry(n).TTL)
	// Output:
	// Negotiation valid until 2026-02-25T11:00:00Z (1800000ms remaining)
	// Negotiation expired at 2026-02-25T11:00:00Z (3600500ms ago)
	// 1h0m0s
}

func ExampleVerifyMonotonicExpansion() {
	c := commons.DynamicContract{Surfaces: commons.Surfaces{
		Cold:    commons.ProtocolSurface{Schemas: []string{"X"}, Capabilities: []commons.ProtocolCapability{"tools", "byok"}, RateLimitTier: "extended"},
		Warming: commons.ProtocolSurface{Capabilities: []commons.ProtocolCapability{"tools"}, RateLimitTier: "restricted"},
	}}
	for _, v := range commons.VerifyMonotonicExpansion(c).Violations {
		fmt.Println(v.ViolationType+":", v.Details)
	}
	// Output:
	// missing_capabilities: warming is missing capabilities present in cold: byok
	// missing_schemas: warming is missing schemas present in cold: X
	// rate_limit_regression: warming has lower rate limit tier (restricted) than cold (extended)
}

func ExampleDampenedScore() {
	old := 0.5
	for _, samples := range []float64{0, 25, 50} {
		s, _ := commons.DampenedScore(&old, 1, samples, nil)
		fmt.Println(s)
	}
	s, _ := commons.DampenedScore(nil, 0.9, 0, nil) // cold start
	fmt.Println(s)
	_, err := commons.DampenedScore(&old, 1, -1, nil)
	fmt.Println(err)
	// Output:
	// 0.75
	// 0.65
	// 0.55
	// 0.5363636363636364
	// sampleCount must be a non-negative finite number, got -1
}

func ExampleResource() {
	type account struct{ Balance int }
	nonNegative := commons.InvariantCheck[account]{ID: "non-negative", Check: func(a account) (commons.InvariantResult, error) {
		r := commons.InvariantResult{InvariantID: "NN-01", Holds: a.Balance >= 0}
		if !r.Holds {
			d := fmt.Sprintf("balance is %d", a.Balance)
			r.Detail = &d
		}
		return r, nil
	}}
	acct := commons.NewResource(account{}, commons.ResourceConfig[account, int, struct{}]{
		Apply:      func(a account, delta int, _ struct{}) (account, error) { return account{a.Balance + delta}, nil },
		Invariants: []commons.InvariantCheck[account]{nonNegative},
	})
	for _, delta := range []int{+10, -25, -4} {
		out, err := acct.Transition(context.Background(), delta, struct{}{})
		fmt.Println(out.Success, out.NewState.Balance, out.Version, out.Violations, err)
	}
	// Output:
	// true 10 1 [] <nil>
	// false 10 1 [NN-01: balance is -15] <nil>
	// true 6 2 [] <nil>
}

func ExampleIsThreeSegmentEventType() {
	fmt.Println(commons.IsThreeSegmentEventType("0xhoneyjar:straylight:assertion.admitted"))
	fmt.Println(commons.EventTypePrefix("0xhoneyjar:straylight:assertion.admitted"))
	fmt.Println(commons.IsThreeSegmentEventType("agent.lifecycle.transitioned"))
	// Output:
	// true
	// 0xhoneyjar:straylight: true
	// false
}
