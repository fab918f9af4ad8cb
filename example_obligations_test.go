package hounfour_test

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour"
)

// A validation's manifest as JSON: the members in upstream's order, every
// obligation acknowledged.
func ExampleObligationsManifest() {
	m := &hounfour.ObligationsManifest{SchemaID: "SignatureEnvelope", ContractVersion: "8.7.0",
		EmittedAt: "2026-01-01T00:00:00.000Z", Rules: []hounfour.Obligation{{
			RuleID: hounfour.CryptoDeferredRuleID, Rule: "signature not verified", Evaluator: hounfour.ObligationConsumer,
			Reason: hounfour.ReasonCryptoDeferred, EvaluationNote: "verify it"}}}
	b, _ := json.Marshal(m)
	fmt.Println(m.HasObligations(), string(b))
	// Output: true {"schema_id":"SignatureEnvelope","contract_version":"8.7.0","manifest_emitted_at":"2026-01-01T00:00:00.000Z","unverified_rules":[{"rule_id":"CRYPTO_DEFERRED","rule":"signature not verified","evaluator":"consumer","reason":"crypto_deferred","evaluation_note":"verify it","consumer_acknowledgment_required":true}]}
}
