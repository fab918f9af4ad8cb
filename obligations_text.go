package hounfour

// The texts of the obligations a validation reports, byte for byte as
// upstream writes them: consumers match them and cross-language parity
// checks compare them.

// The rule ids of the obligations a validation reports.
const (
	// CryptoDeferredRuleID is the rule id of a crypto-bearing document's
	// obligation (its signature is not verified).
	CryptoDeferredRuleID = "CRYPTO_DEFERRED"
	// IntegrityDeferredRuleID is the rule id of an integrity-bearing
	// document's obligation (its content hash is not recomputed).
	IntegrityDeferredRuleID = "INTEGRITY_DEFERRED"
	// ChainRuleID is the rule id of a chain-bearing document's obligation
	// (its delegation chain is not checked).
	ChainRuleID = "ORD-3"
	// CapabilityScopeRuleID is the rule id of a capability-scope key
	// outside the canonical vocabulary.
	CapabilityScopeRuleID = "ORD-5"
)

// The messages of the two deferral errors of a validation.
const (
	// CryptoDeferredMessage is the error of a crypto-bearing document
	// validated without accepting deferred verification.
	CryptoDeferredMessage = "CRYPTO_DEFERRED: Crypto-bearing schema requires { acceptDeferred: true } to receive shape-only valid: true. The library does not verify the signature; downstream verification is the consumer's responsibility. See ADR-010 (Class-vs-Policy Boundary)."
	// ChainContextDeferredMessage is the error of a chain-bearing document
	// validated fail-closed without a chain context.
	ChainContextDeferredMessage = "CHAIN_CONTEXT_DEFERRED: Chain-bearing schema validated with { failClosed: true } but `chainContext.granted_by_chain_records` was absent or not a non-empty array. ORD-3 cannot be library-evaluated against a single record in isolation; assemble the chain (the record under validation plus all ancestors back to the genesis-rooted record, plus the synthetic terminator `{ delegation_id: \"genesis:org-public-key\" }`) and pass it as `{ chainContext: { granted_by_chain_records: [...] } }`. See MIGRATION.md v8.5.x → v8.6.0 FR-A4 section for the opt-in contract and the v9.0.0 default-flip forward-pointer."
)

// The rules and evaluation notes of the obligations.
const (
	// CryptoDeferredRule is the rule of the CRYPTO_DEFERRED obligation.
	CryptoDeferredRule = "Signature value present in payload — library does NOT verify; consumer responsibility per ADR-010."
	// CryptoDeferredNote is the evaluation note of the CRYPTO_DEFERRED
	// obligation.
	CryptoDeferredNote = "Signature value present in payload was NOT verified by the library. Consumer MUST verify the signature against the public key referenced by the SignerEntry that produced it before treating the envelope as cryptographically authoritative."
	// IntegrityDeferredRule is the rule of the INTEGRITY_DEFERRED
	// obligation.
	IntegrityDeferredRule = "Content-addressed hash present in payload — library does NOT recompute or compare; consumer responsibility per ADR-010."
	// IntegrityDeferredNote is the evaluation note of the
	// INTEGRITY_DEFERRED obligation.
	IntegrityDeferredNote = "Content-addressed hash present in payload was NOT recomputed or compared by the library. Consumer MUST recompute the hash via safeCanonicalize() over the canonical-JSON payload and reject the record on hash mismatch before treating the record as integrity-verified."
	// ChainRule is the rule of the ORD-3 obligation.
	ChainRule = "Delegation chain forms a valid DAG keyed by delegation_id, terminates at the genesis sentinel, and has chain_depth <= 20."
	// ChainContextAbsentNote is the evaluation note of the ORD-3
	// obligation with reason context_absent.
	ChainContextAbsentNote = "granted_by_chain_records was not supplied via options.chainContext at validate() time. ORD-3 cannot be library-evaluated against a single record in isolation; the consumer MUST assemble the chain (the record under validation plus all ancestors back to the genesis-rooted record) and pass it as `{ chainContext: { granted_by_chain_records: [...] } }` to enable library-side DAG validation, OR perform the chain check consumer-side. See docs/architecture/org-overseer.md for the verification profile."
	// ChainPatternMatchingNote is the evaluation note of the ORD-3
	// obligation with reason pattern_matching.
	ChainPatternMatchingNote = "granted_by_chain_records was supplied via options.chainContext, but validate() does NOT run is_valid_dag at this layer — chain-DSL evaluation runs in npm run check:constraints. The consumer MUST run the chain check itself (or wait for the runtime constraint-evaluator to land in a later cycle). The manifest entry remains so the obligation is auditable even on the success path; consumers reconciling the entry can branch on reason: 'pattern_matching'."
	// ChainContextProvidedNote is the evaluation note of the ORD-3
	// obligation with reason chain_context_provided.
	ChainContextProvidedNote = "granted_by_chain_records was supplied via options.chainContext under FR-A4 opt-in (failClosed: true). validate() does NOT run is_valid_dag at this layer — chain-DSL evaluation runs in npm run check:constraints — but the manifest entry records the consumer's explicit acknowledgment of the v9.0.0 default-flip semantics. Reason: 'chain_context_provided' distinguishes this opt-in path from the default ('pattern_matching') so audits can attribute the v9.0.0 readiness state per record."
	// CapabilityScopeRule is the rule of the ORD-5 obligation.
	CapabilityScopeRule = "capability_scope MUST bind to a member of the canonical CapabilityScope set (billing, governance, inference, delegation, audit, composition). Non-canonical keys are surfaced as a vocabulary_drift warning during the cycle-005 soak window; promotion to error severity is a PR-A3.10 decision per soak telemetry."
)

// VocabularyDriftNote returns the evaluation note of the ORD-5 obligation
// for the capability-scope key outside the canonical vocabulary.
func VocabularyDriftNote(key string) string {
	return "capability_scope key \"" + key + "\" is outside the canonical vocabulary. Downstream Layer-2 SignerEntry.scoped_trust and Layer-3 SignerCompetenceRule.required_capability_scopes evaluators will treat this key as the default trust level — a potential authorization drift. Coordinate with the vocabulary maintainer before relying on the key in production policy. The soak telemetry windowing (consumer aggregates fire counts of `reason: 'vocabulary_drift'` entries per validation pass across calendar windows) feeds the PR-A3.10 promotion decision; see NOTES.md ORD-5 fire-rate tracking template."
}
