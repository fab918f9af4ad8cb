package economy

import (
	"encoding/json"
	"strconv"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// AuditTrailEntry links one billed completion to its billing entry and the
// conservation verdict on it (schema audit-trail-entry). Closed object.
type AuditTrailEntry struct {
	// EntryID identifies this audit trail entry; it differs from both
	// referenced ids.
	EntryID wire.UUID `json:"entry_id"`
	// CompletionID is the completion that generated the cost.
	CompletionID wire.UUID `json:"completion_id"`
	// BillingEntryID is the billing entry that recorded the cost; it
	// differs from the completion id.
	BillingEntryID wire.UUID `json:"billing_entry_id"`
	// AgentID is the agent that requested the completion.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// Provider identifies the model provider (e.g. "openai", "anthropic").
	Provider string `json:"provider" hf:"minLength=1"`
	// ModelID identifies the model used for the completion.
	ModelID string `json:"model_id" hf:"minLength=1"`
	// CostMicro is the cost in micro-USD (signed: negative for credits and
	// refunds).
	CostMicro wire.MicroUSD `json:"cost_micro"`
	// Timestamp is when the audit entry was created.
	Timestamp wire.Timestamp `json:"timestamp"`
	// ConservationStatus is the conservation verdict on the billed cost.
	ConservationStatus billing.ConservationStatus `json:"conservation_status"`
	// ContractVersion is the protocol contract version at the time of the
	// entry.
	ContractVersion wire.Semver `json:"contract_version"`
	// Metadata holds extension data (any JSON values), at most 10240 UTF-16
	// code units in its compact JSON form.
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// The rule ids of AuditTrailEntry's cross-field rules.
const (
	RuleAuditTrailDistinctCompletionBilling = "audit-trail-distinct-completion-billing"
	RuleAuditTrailEntryCompletion           = "audit-trail-entry-completion"
	RuleAuditTrailEntryBilling              = "audit-trail-entry-billing"
	RuleAuditTrailMetadataSize              = "audit-trail-metadata-size"
)

// MetadataSizeLimit is the largest allowed size of an audit trail entry's
// metadata, in UTF-16 code units of its compact JSON form (upstream calls
// them bytes).
const MetadataSizeLimit = 10240

var _ = codec.Register(codec.Meta[AuditTrailEntry]{
	Schema:        "audit-trail-entry",
	Description:   "Bidirectional provenance entry linking completion \u2192 billing \u2192 conservation status.",
	Rules:         func(e *AuditTrailEntry, r *codec.Rules) { auditTrailRules(e, r, true) },
	UpstreamRules: func(e *AuditTrailEntry, r *codec.Rules) { auditTrailRules(e, r, false) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of e (nil or a *hounfour.ValidationError): the schema " +
			"rules; the cross-field rules (the three ids pairwise distinct as text, metadata within 10240 " +
			"UTF-16 code units); then the error-severity rules of the AuditTrailEntry constraint file, which " +
			"restate the id rules.",
	},
})

// auditTrailRules reports the native rules and, withConstraints, the two
// rules of the AuditTrailEntry constraint file, which restate the id rules.
func auditTrailRules(e *AuditTrailEntry, r *codec.Rules, withConstraints bool) {
	// The ids are compared as text: the same uuid in another letter case is
	// a different id.
	sameCB := r.OK("completion_id", "billing_entry_id") && e.CompletionID.String() == e.BillingEntryID.String()
	if sameCB {
		r.Report(RuleAuditTrailDistinctCompletionBilling, "completion_id and billing_entry_id must be different",
			"billing_entry_id")
	}
	sameEC := r.OK("entry_id", "completion_id") && e.EntryID.String() == e.CompletionID.String()
	if sameEC {
		r.Report(RuleAuditTrailEntryCompletion, "entry_id must differ from completion_id", "entry_id")
	}
	sameEB := r.OK("entry_id", "billing_entry_id") && e.EntryID.String() == e.BillingEntryID.String()
	if sameEB {
		r.Report(RuleAuditTrailEntryBilling, "entry_id must differ from billing_entry_id", "entry_id")
	}
	// "metadata present, L > 10240", L in UTF-16 code units.
	if e.Metadata != nil && r.OK("metadata") {
		if n := metadataSize(e.Metadata); n > MetadataSizeLimit {
			r.Report(RuleAuditTrailMetadataSize, "metadata exceeds 10KB limit ("+strconv.Itoa(n)+" bytes)", "metadata")
		}
	}
	if !withConstraints {
		return
	}
	// !eq(completion_id, billing_entry_id)
	if sameCB {
		reportConstraint(r, "audit-trail-entry", "audit-trail-distinct-ids")
	}
	// !eq(entry_id, completion_id) && !eq(entry_id, billing_entry_id): runs
	// when all three members passed their checks.
	if r.OK("entry_id", "completion_id", "billing_entry_id") && (sameEC || sameEB) {
		reportConstraint(r, "audit-trail-entry", "audit-trail-entry-id-distinct")
	}
}

// metadataSize is the length in UTF-16 code units of the compact JSON form
// JavaScript's JSON.stringify gives the metadata: numbers in ECMAScript
// form, only quote, backslash and control characters escaped. The member
// order does not change the length, so the canonical form measures it.
func metadataSize(m map[string]json.RawMessage) int {
	b, err := codec.Marshal(m)
	if err == nil {
		var c []byte
		if c, err = codec.Canonicalize(b); err == nil {
			b = c
		}
	}
	return codec.UTF16Len(string(b))
}
