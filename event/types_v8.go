package event

import "github.com/hounfour-go/hounfour"

// The event types the reputation protocol added to upstream's vocabulary
// (contract 7.1.0–7.3.0): known under contract 8.x (KnownTypesIn,
// IsKnownTypeIn), not under 7.0.0.
const (
	ReputationStateChanged                 Type = "reputation.state.changed"
	ReputationQualityEventRecorded         Type = "reputation.quality_event.recorded"
	ReputationCollectionScoreUpdated       Type = "reputation.collection_score.updated"
	ReputationAggregateSnapshotCreated     Type = "reputation.aggregate.snapshot_created"
	ReputationAggregateConsistencyVerified Type = "reputation.aggregate.consistency_verified"
	ReputationCredentialIssued             Type = "reputation.credential.issued"
	ReputationCredentialAccepted           Type = "reputation.credential.accepted"
	ReputationCredentialRejected           Type = "reputation.credential.rejected"
)

// laterVocabulary holds the event types contracts after 7.0.0 added, with
// their descriptions and the version that added each.
var laterVocabulary = []struct {
	t     Type
	desc  string
	since string
}{
	{ReputationStateChanged, "Reputation state machine transitioned", "7.1.0"},
	{ReputationQualityEventRecorded, "Quality observation ingested", "7.1.0"},
	{ReputationCollectionScoreUpdated, "Collection trimmed mean recalculated", "7.1.0"},
	{ReputationAggregateSnapshotCreated, "Point-in-time aggregate snapshot created", "7.3.0"},
	{ReputationAggregateConsistencyVerified, "Aggregate consistency verification completed", "7.3.0"},
	{ReputationCredentialIssued, "Portable reputation credential issued for cross-collection use", "7.3.0"},
	{ReputationCredentialAccepted, "Portable reputation credential accepted by destination collection", "7.3.0"},
	{ReputationCredentialRejected, "Portable reputation credential rejected by destination collection", "7.3.0"},
}

// KnownTypesIn returns upstream's event types under contract c (zero: the
// default contract), in vocabulary order, as a fresh slice: the 48 of
// KnownTypes under 7.0.0; under 8.7.0 also the eight of the reputation
// protocol (reputation.state.changed … reputation.credential.rejected).
func KnownTypesIn(c hounfour.Contract) []Type {
	out := KnownTypes()
	for _, v := range laterVocabulary {
		if c.Or().Includes(v.since) {
			out = append(out, v.t)
		}
	}
	return out
}

// IsKnownTypeIn reports whether s is one of upstream's event types under
// contract c (zero: the default contract): exact membership, as
// IsKnownType, with the reputation protocol's eight types under 8.7.0.
func IsKnownTypeIn(c hounfour.Contract, s string) bool {
	if IsKnownType(s) {
		return true
	}
	for _, v := range laterVocabulary {
		if string(v.t) == s {
			return c.Or().Includes(v.since)
		}
	}
	return false
}

// DescriptionIn returns upstream's description of an event type known
// under contract c (IsKnownTypeIn).
func DescriptionIn(c hounfour.Contract, t Type) (string, bool) {
	if d, ok := Description(t); ok {
		return d, true
	}
	for _, v := range laterVocabulary {
		if v.t == t && c.Or().Includes(v.since) {
			return v.desc, true
		}
	}
	return "", false
}
