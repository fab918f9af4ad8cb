package canonical_test

import (
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/canonical"
)

// A canonical run whose phases are numbered from 1 is rejected by CR-1 with
// the smallest missing index.
func ExampleRun_Validate() {
	doc := []byte(`{"canonical_run_id":"cr-1","canonical_run_version":"1.0.0","contract_version":"8.6.0",
		"epic_kind":"feature","required_phases":[
		{"phase_id":"a","phase_kind":"design","required_gates":[],"ordered_index":1},
		{"phase_id":"b","phase_kind":"ship","required_gates":["g"],"ordered_index":2}],
		"ts_authored":"2026-05-01T00:00:00Z"}`)
	var r canonical.Run
	err := hounfour.Decode(doc, &r)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Println(v.Path, v.Rule)
			fmt.Println(v.Message)
		}
	}
	// Output:
	// /required_phases CR-1
	// CR-1: required_phases ordered_index sequence has a gap — expected 0 but it is missing; the sequence must be 0-based contiguous (0..1).
}

// OrderingViolations applies CR-1 to a phase list directly.
func ExampleOrderingViolations() {
	ps := []canonical.RequiredPhase{{OrderedIndex: 0}, {OrderedIndex: 1}, {OrderedIndex: 1}, {OrderedIndex: 3}, {OrderedIndex: 1}}
	for _, v := range canonical.OrderingViolations(ps) {
		fmt.Println(v.Index, v.Message)
	}
	// Output:
	// 2 CR-1: required_phases[2].ordered_index=1 duplicates a prior phase's ordered_index; the sequence must be unique.
	// 4 CR-1: required_phases[4].ordered_index=1 duplicates a prior phase's ordered_index; the sequence must be unique.
}

// A subscription pool state is crypto-bearing: its signature is the
// consumer's to verify, so a validation accepts it only with
// AcceptDeferred, and reports the obligation. An overdrawn account is
// reported whatever the options.
func ExampleSubscriptionPoolState() {
	doc := func(consumed string) []byte {
		return []byte(`{"envelope_kind":"subscription_pool_state","contract_version":"8.7.0",
			"ts":"2026-05-09T10:00:00Z","cluster_id":"c","pool_health_id":null,"accounts":[
			{"account_id":"a","provider":"p","state":"healthy","stable_until":"2026-05-10T00:00:00Z",
			"rate_envelope":{"req_per_min":1,"req_per_hour":60},"thrash_count_24h":0,
			"allocated_units":"5000","consumed_units":"` + consumed + `"}],
			"pause_resume_pair_id":"prp","signer_cluster_id":"c",
			"signature":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`)
	}
	var p canonical.SubscriptionPoolState
	fmt.Println(hounfour.Decode(doc("100"), &p) != nil)
	o := hounfour.Options{AcceptDeferred: true}
	err := o.Decode(doc("100"), &p)
	fmt.Println(err == nil, o.Obligations(&p).Rules[0].RuleID)
	err = o.Decode(doc("6000"), &p)
	fmt.Println(err)
	// Output:
	// true
	// true CRYPTO_DEFERRED
	// invalid subscription-pool-state: /accounts/0/consumed_units: SPS-1: accounts[0] consumed_units "6000" exceeds allocated_units "5000" — per-account pool capacity is overdrawn.
}
