package event

import (
	"slices"
	"strings"
)

// The documented metadata keys. Producers SHOULD use them when
// the information exists; nothing validates them.
const (
	MetaModelID                     = "model.id"                       // string: model identifier
	MetaModelProvider               = "model.provider"                 // string
	MetaModelThinkingTraceAvailable = "model.thinking_trace_available" // boolean
	MetaModelContextWindowUsed      = "model.context_window_used"      // number, 0.0–1.0
	MetaBillingEntryID              = "billing.entry_id"               // string: BillingEntry id (ULID)
	MetaBillingCostMicro            = "billing.cost_micro"             // string matching ^[0-9]+$
	MetaBillingReconciled           = "billing.reconciled"             // boolean
	MetaBillingProvider             = "billing.provider"               // string
	MetaBillingPaymentTx            = "billing.payment_tx"             // string: on-chain payment transaction hash
	MetaBillingCreditLotID          = "billing.credit_lot_id"          // string
)

// MetadataNamespace is a metadata key prefix and the party that owns it.
type MetadataNamespace struct {
	// Name is the namespace's name (PROTOCOL, TRACE, MODEL, BILLING, CONSUMER).
	Name string
	// Prefix starts every key of the namespace.
	Prefix string
	// Owner is the party that defines the namespace's keys.
	Owner string
}

// metadataNamespaces are the namespaces as upstream names them, in the order
// MetadataNamespaceOwner checks them.
var metadataNamespaces = []MetadataNamespace{
	{"PROTOCOL", "loa.", "loa-hounfour"},  // reserved for the protocol
	{"TRACE", "trace.", "infrastructure"}, // OpenTelemetry-compatible observability
	{"MODEL", "model.", "model"},          // model provenance for multi-model routing
	{"BILLING", "billing.", "economy"},    // billing / economy provenance
	{"CONSUMER", "x-", "consumer"},        // consumer-defined extensions
}

// MetadataNamespaces returns the metadata key namespaces in matching order
// (upstream's METADATA_NAMESPACES), as a fresh slice: changing it changes no
// result of [IsValidMetadataKey] or [MetadataNamespaceOwner].
func MetadataNamespaces() []MetadataNamespace { return slices.Clone(metadataNamespaces) }

// IsValidMetadataKey reports whether key starts with one of the five
// namespace prefixes loa., trace., model., billing., x- (case-sensitive).
// It is a convention: metadata members are never validated.
func IsValidMetadataKey(key string) bool {
	_, ok := MetadataNamespaceOwner(key)
	return ok
}

// MetadataNamespaceOwner returns the owner of the namespace key belongs to:
// loa-hounfour, infrastructure, model, economy or consumer.
func MetadataNamespaceOwner(key string) (owner string, ok bool) {
	for _, ns := range metadataNamespaces {
		if strings.HasPrefix(key, ns.Prefix) {
			return ns.Owner, true
		}
	}
	return "", false
}
