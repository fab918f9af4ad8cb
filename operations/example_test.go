package operations_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/operations"
)

// The Telegram body of a digest is capped twice: 4096 UTF-16 code units
// by the schema, 4096 UTF-8 bytes by OD-2.
func ExampleOracleDigest() {
	doc := `{"envelope_kind":"oracle_digest","contract_version":"8.6.0","pulse_id":"p1","pulse_kind":"morning",
	"cluster_id":"c1","ts":"2026-05-09T08:00:00Z",
	"headline":{"conformance_pct_7d":95,"conformance_pct_7d_delta":1.5,"inter_series_last_boolean":true,"sosyete_divergence_pp":0},
	"epic_summary_24h":[],"subscription_pool_summary":{"healthy_account_count":2,"rate_limited_account_count":0,"exhausted_account_count":0},
	"stale_assumptions":[],"pending_escalations_count":0,
	"pulse_attention_breakdown":{"strategy":0.5,"inter_oracle_conflict":0.25,"escalation":0.25},
	"telegram_variant_md_below_4kb":"` + strings.Repeat("€", 1366) + `","full_markdown_s3_url":"s3://digests/c1/p1.md"}`
	var d operations.OracleDigest
	err := hounfour.Options{}.Decode([]byte(doc), &d)
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		v := ve.Violations[0]
		fmt.Println(v.Path, v.Rule)
		fmt.Println(v.Message[:strings.Index(v.Message, ". Note")])
	}
	// Output:
	// /telegram_variant_md_below_4kb OD-2
	// OracleDigest:byte_cap[telegram_variant_md_below_4kb]: utf8_byte_length_max: UTF-8 byte length 4098 exceeds cap 4096
}

// Latency percentiles must not decrease; the first pair out of order is
// the one reported.
func ExampleLatencyMeasurements_Monotonic() {
	m := operations.LatencyMeasurements{P50MS: 12, P95MS: 80, P99MS: 70, MaxMS: 60}
	ok, msg := m.Monotonic()
	fmt.Println(ok)
	fmt.Println(msg)
	// Output:
	// false
	// LHE-1 (measurements): percentiles_monotonic_nondecreasing: p95_ms (80ms) > p99_ms (70ms). Latency percentiles MUST be non-decreasing: p50_ms ≤ p95_ms ≤ p99_ms ≤ max_ms.
}

// A rollback plan's environment change restores a value, or unsets the
// variable when its previous value is null.
func ExampleEnvChange() {
	doc := `{"envelope_kind":"rollback_plan","contract_version":"8.6.0","epic_id":"e1","ts":"2026-05-09T12:00:00Z",
	"cluster_id":"c1","prs_to_revert":[],"beads_to_reopen":[],
	"env_changes_to_undo":[{"key":"MODE","previous_value":"safe"},{"key":"NEW_FLAG","previous_value":null}]}`
	var p operations.RollbackPlan
	if err := (hounfour.Options{}).Decode([]byte(doc), &p); err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range p.EnvChangesToUndo {
		if c.PreviousValue == nil {
			fmt.Println("unset", c.Key)
		} else {
			fmt.Println("set", c.Key, "=", *c.PreviousValue)
		}
	}
	// Output:
	// set MODE = safe
	// unset NEW_FLAG
}
