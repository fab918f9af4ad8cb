package economy_test

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/wire"
)

// held→held (a funding top-up) is the one self-transition the escrow
// machine allows.
func ExampleCanTransitionEscrow() {
	fmt.Println(economy.CanTransitionEscrow(economy.EscrowHeld, economy.EscrowHeld))
	fmt.Println(economy.CanTransitionEscrow(economy.EscrowDisputed, economy.EscrowRefunded))
	fmt.Println(economy.CanTransitionEscrow(economy.EscrowHeld, economy.EscrowRefunded))
	fmt.Println(economy.CanTransitionEscrow(economy.EscrowReleased, economy.EscrowHeld))
	// Output:
	// true
	// true
	// false
	// false
}

func ExampleStateMachines() {
	for _, m := range economy.StateMachines() {
		fmt.Printf("%s (from %s):", m.ID, m.Initial)
		for _, t := range m.Transitions {
			fmt.Printf(" %s→%s", t.From, t.To)
		}
		fmt.Println()
	}
	// Output:
	// escrow (from held): held→held held→released held→disputed held→expired disputed→released disputed→refunded
	// stake (from active): active→vested active→slashed active→withdrawn vested→withdrawn
	// credit (from extended): extended→settled
}

// Instants compare to the millisecond, offsets applied: an escrow held at
// 10:00+02:00 (08:00Z) that expires at 09:00Z is fine, one that expires in
// the same millisecond it was held is not. A held escrow without expires_at
// only warns.
func ExampleEscrowEntry_Validate() {
	doc := `{"escrow_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","payer_id":"agent-a","payee_id":"agent-b",
		"amount_micro":"2500000","state":"held","held_at":"2026-01-01T10:00:00+02:00","expires_at":"%s",
		"contract_version":"7.0.0"}`
	var e economy.EscrowEntry
	fmt.Println(hounfour.Decode(fmt.Appendf(nil, doc, "2026-01-01T09:00:00Z"), &e))
	fmt.Println(hounfour.Decode(fmt.Appendf(nil, doc, "2026-01-01T08:00:00.0009Z"), &e))

	e.ExpiresAt = wire.Timestamp{}
	fmt.Println(e.Validate(), e.Warnings())
	// Output:
	// <nil>
	// invalid escrow-entry: /expires_at: expires_at must be after held_at
	// <nil> [/expires_at: held escrow should have expires_at for TTL enforcement]
}

// A distribution's amounts must add up to the total exactly; shares that do
// not add up to 10000 basis points only warn. Validate also reports the
// constraint file's rule; ValidateSchema gives upstream's verdict without it.
func ExampleCommonsDividend_Validate() {
	var d economy.CommonsDividend
	err := hounfour.Decode([]byte(`{"dividend_id":"div-1","pool_id":"pool-alpha","total_micro":"100","governance":"algorithmic",
		"period_start":"2026-02-01T00:00:00Z","period_end":"2026-03-01T00:00:00Z","source_performance_ids":["perf-1"],
		"distribution":{"recipients":[
			{"address":"a","role":"commons","share_bps":5000,"amount_micro":"60"},
			{"address":"b","role":"agent_performer","share_bps":4000,"amount_micro":"041"}]},
		"contract_version":"7.0.0"}`), &d)
	for _, v := range err.(*hounfour.ValidationError).Violations {
		fmt.Printf("%q [%s] %s\n", v.Path, v.Rule, v.Message)
	}
	fmt.Println(d.ValidateSchema())
	fmt.Println(d.Warnings())
	// Output:
	// "/distribution/recipients" [dividend-amount-sum] distribution amount_micro sum (101) does not equal total_micro (100)
	// "" [dividend-amount-conservation] the recipients' amount_micro values must add up to total_micro
	// invalid commons-dividend: /distribution/recipients: distribution amount_micro sum (101) does not equal total_micro (100)
	// [/distribution/recipients: distribution recipients share_bps sum to 9000, expected 10000]
}

// The audit of a transfer must show the sender losing and the receiver
// gaining exactly the amount.
func ExampleInterAgentTransactionAudit_Validate() {
	var a economy.InterAgentTransactionAudit
	err := hounfour.Decode([]byte(`{"audit_id":"660e8400-e29b-41d4-a716-446655440003","transaction_type":"peer_transfer",
		"sender":{"agent_id":"agent-alice","pre_balance_micro":"2000000","post_balance_micro":"1000000"},
		"receiver":{"agent_id":"agent-bob","pre_balance_micro":"1000000","post_balance_micro":"1500000"},
		"amount_micro":"500000","conservation_check":"conserved","idempotency_key":"tx-3",
		"timestamp":"2026-02-17T10:10:00Z","contract_version":"5.4.0"}`), &a)
	for _, v := range err.(*hounfour.ValidationError).Violations {
		fmt.Printf("[%s] %s\n", v.Rule, v.Message)
	}
	fmt.Println(a.Conserves(), a.ValidateSchema())
	// Output:
	// [transaction-audit-sender-conservation] sender.post_balance_micro must equal sender.pre_balance_micro minus amount_micro
	// [transaction-audit-conservation-consistency] conservation_check says conserved but the balances do not conserve
	// false <nil>
}

func ExampleVerifyEconomyFlow() {
	var perf, rep map[string]any
	_ = json.Unmarshal([]byte(`{"record_id":"perf-1","agent_id":"agent-a"}`), &perf)
	_ = json.Unmarshal([]byte(`{"agent_id":"agent-a","score":0.8}`), &rep)
	fmt.Println(economy.VerifyEconomyFlow(perf, rep, economy.Flow()[0]))

	var routing map[string]any
	_ = json.Unmarshal([]byte(`{"min_reputation":0.85}`), &routing)
	fmt.Println(economy.VerifyEconomyFlow(rep, routing, economy.Flow()[1]))

	fmt.Println(economy.VerifyEconomyFlow(nil, nil, economy.FlowEntry{SourceSchema: "A", TargetSchema: "B"}))
	// Output:
	// false source.outcome must be defined to feed reputation
	// false source.score (0.8) is below target.min_reputation (0.85)
	// true
}
