// Package domains imports every package that registers document types, so
// that the schema registry, the generator and the vectors runner see all of
// them. Adding a domain package means adding it here.
package domains

import (
	// agent-descriptor, agent-lifecycle-state, lifecycle-transition-payload, agent-identity, capability-scoped-trust,
	// capability-scope, capability, capability-query, capability-response
	_ "github.com/hounfour-go/hounfour/agent"
	_ "github.com/hounfour-go/hounfour/constraint" // constraint-type, constraint-type-signature
	// bridge-transfer-saga, exchange-rate-spec, exchange-rate-type, monetary-policy, minting-policy,
	// registry-bridge, bridge-invariant, bridge-enforcement, settlement-policy, jwt-boundary-spec,
	// outbound-claims, inbound-claims, escrow-entry, stake-position, mutual-credit, commons-dividend,
	// inter-agent-transaction-audit, audit-trail-entry
	_ "github.com/hounfour-go/hounfour/economy"
	_ "github.com/hounfour-go/hounfour/gateway" // jwt-claims, s2s-jwt-claims, invoke-response, usage-report, stream-event, routing-policy, health-status, protocol-discovery
	// delegation-outcome, permission-boundary, governance-proposal, delegation-tree, delegation-tree-node,
	// fork-type, tree-node-status, tree-strategy, budget-allocation, delegation-chain, sanction, sanction-severity,
	// dispute-record, performance-record, contribution-record, validated-outcome, reputation-score,
	// governance-config, constraint-proposal
	_ "github.com/hounfour-go/hounfour/governance"
	// conservation-property-registry, liveness-property, timeout-behavior, consumer-contract (contract 8.x)
	_ "github.com/hounfour-go/hounfour/integrity"

	// commons/invariant, commons/conservation-law, commons/audit-entry, commons/audit-trail, commons/state,
	// commons/transition, commons/state-machine-config, commons/governance-class, commons/governance-mutation,
	// commons/governed-credits, commons/governed-reputation, commons/governed-freshness,
	// commons/hash-chain-discontinuity, commons/quarantine-status, commons/quarantine-record,
	// commons/governance-error, commons/protocol-surface, commons/dynamic-contract, commons/contract-negotiation,
	// commons/vector-manifest-entry, commons/vector-manifest, feedback-dampening-config, transition-result,
	// invariant-result, mutation-context (contract 8.x)
	_ "github.com/hounfour-go/hounfour/commons"

	// signing-context, signature-type, signature-envelope (contract 8.x)
	_ "github.com/hounfour-go/hounfour/signing"
	// receipt-detail-level, surface-context, recall-request, recall-pack, recall-receipt, forget-record,
	// commitment-type, commitment-root, agent-estate-status, agent-estate (contract 8.x)
	_ "github.com/hounfour-go/hounfour/recall"

	// privacy-scope, risk-level, assertion-status, assertion-class, assertion, challenge-type,
	// challenge-requested-effect, challenge (contract 8.x)
	_ "github.com/hounfour-go/hounfour/assertion"
	// org-identity, org-representative-delegation, succession-policy, keyring, signer-entry, signer-type,
	// signer-status, signer-competence-rule, signer-competence-result, policy-decision-outcome (contract 8.x)
	_ "github.com/hounfour-go/hounfour/authority"
	// panel-decision-artifact, panel-verdict, deliberation-dissent, pairwise-score, cross-score-report
	// (contract 8.x)
	_ "github.com/hounfour-go/hounfour/deliberation"
	// pulse-kind, oracle-digest, model-call-circuit-breaker-state, oracle-health-envelope, escalation-severity,
	// escalation-envelope, rollback-plan, latency-histogram-envelope, epic-checkpoint (contract 8.x)
	_ "github.com/hounfour-go/hounfour/operations"
	// phase-kind, required-phase, canonical-run, cluster-run-series, inter-series-scoping-artifact,
	// subscription-pool-state, revocation-list, merge-artifact (contract 8.x)
	_ "github.com/hounfour-go/hounfour/canonical"
	// trust-layer-snapshot, capital-layer-snapshot, access-decision, economic-boundary, denial-code, evaluation-gap,
	// economic-boundary-evaluation-event, economic-impact-type, reputation-trigger-event, economic-impact-entry,
	// reputation-economic-impact (contract 8.x)
	_ "github.com/hounfour-go/hounfour/boundary"

	_ "github.com/hounfour-go/hounfour/billing"      // billing-entry, credit-note, cost-event, reconciliation-mode, conservation-status
	_ "github.com/hounfour-go/hounfour/conformance"  // conformance-level, conformance-vector
	_ "github.com/hounfour-go/hounfour/conversation" // conversation, message, tool-call, conversation-list-response, message-list-response
	_ "github.com/hounfour-go/hounfour/event"        // domain-event, domain-event-batch, saga-context
	// agent-address, message-priority, message-delivery-status, agent-message, agent-inbox,
	// message-delivery-event-payload
	_ "github.com/hounfour-go/hounfour/messaging"
	// reputation-state, task-type, task-type-cohort, reputation-credential, portability-scope,
	// reputation-portability-request, portability-response, routing-signal-type, reputation-routing-signal,
	// engagement-signal-type, community-engagement-signal, quality-observation, scoring-path, scoring-path-log,
	// reputation-event, quality-signal-event, task-completed-event, credential-update-event,
	// model-performance-event (contract 8.x)
	_ "github.com/hounfour-go/hounfour/reputation"
	// completion-request, completion-result, provider-wire-message, tool-definition, tool-result, thinking-trace,
	// model-capabilities, model-provider-spec, ensemble-request, ensemble-result, ensemble-capability-profile
	_ "github.com/hounfour-go/hounfour/model"
	// agent-capacity-reservation, reservation-state, reservation-enforcement, reservation-tier
	_ "github.com/hounfour-go/hounfour/reservation"
	// agent-requirements, budget-scope, routing-constraint, routing-resolution; cost-per-token,
	// model-economic-profile, performance-outcome-type, economic-performance-event, quality-bridge-direction,
	// performance-quality-bridge, basket-composition-entry, basket-composition, rebalance-trigger-type,
	// routing-rebalance-event (contract 8.x)
	_ "github.com/hounfour-go/hounfour/routing"
	// x402-quote, x402-payment-proof, x402-settlement-status, x402-settlement, x402-error-code (contract 8.x)
	_ "github.com/hounfour-go/hounfour/x402"
	// tool-lifecycle-state, tool-registration, tool-list-response, tool-registration-event-payload,
	// tool-lifecycle-transition-payload
	_ "github.com/hounfour-go/hounfour/tool"
	_ "github.com/hounfour-go/hounfour/transfer" // transfer-spec, transfer-event
)
