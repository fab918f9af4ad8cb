package model

import "strings"

// MetadataNamespace is a metadata key prefix and the party that owns it.
type MetadataNamespace struct {
	// Name is the namespace's name (PROTOCOL, TRACE, MODEL, BILLING, CONSUMER).
	Name string
	// Prefix starts every key of the namespace.
	Prefix string
	// Owner is the party that defines the namespace's keys.
	Owner string
}

// MetadataNamespaces are the metadata key namespaces, in matching order.
var MetadataNamespaces = []MetadataNamespace{
	{Name: "PROTOCOL", Prefix: "loa.", Owner: "loa-hounfour"},
	{Name: "TRACE", Prefix: "trace.", Owner: "infrastructure"},
	{Name: "MODEL", Prefix: "model.", Owner: "model"},
	{Name: "BILLING", Prefix: "billing.", Owner: "economy"},
	{Name: "CONSUMER", Prefix: "x-", Owner: "consumer"},
}

// The metadata keys of the model namespace.
const (
	MetadataModelID                     = "model.id"
	MetadataModelProvider               = "model.provider"
	MetadataModelThinkingTraceAvailable = "model.thinking_trace_available"
	MetadataModelContextWindowUsed      = "model.context_window_used"
)

// The metadata keys of the billing namespace.
const (
	MetadataBillingEntryID     = "billing.entry_id"
	MetadataBillingCostMicro   = "billing.cost_micro"
	MetadataBillingReconciled  = "billing.reconciled"
	MetadataBillingProvider    = "billing.provider"
	MetadataBillingPaymentTx   = "billing.payment_tx"
	MetadataBillingCreditLotID = "billing.credit_lot_id"
)

// IsValidMetadataKey reports whether key starts with one of the namespace
// prefixes (case-sensitive): "trace.id" is valid, "Model.id" and "loa" are
// not.
func IsValidMetadataKey(key string) bool {
	_, ok := NamespaceOwner(key)
	return ok
}

// NamespaceOwner returns the owner of the first namespace whose prefix key
// starts with: "loa.x" → loa-hounfour, "billing.cost_micro" → economy, "x-" →
// consumer; ok is false when no prefix matches.
func NamespaceOwner(key string) (owner string, ok bool) {
	for _, ns := range MetadataNamespaces {
		if strings.HasPrefix(key, ns.Prefix) {
			return ns.Owner, true
		}
	}
	return "", false
}
