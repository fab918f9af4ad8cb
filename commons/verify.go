package commons

import (
	"encoding/json"
	"strconv"
)

// TrailVerification is the outcome of VerifyAuditTrail and
// VerifyCheckpointContinuity. When Valid is false, FailurePhase says which
// check failed, FailureIndex at which entry, and ExpectedHash and ActualHash
// what was expected and found; when Valid is true the other fields are
// zero.
type TrailVerification struct {
	Valid        bool
	FailurePhase FailurePhase
	FailureIndex int
	ExpectedHash string
	ActualHash   string
}

// MarshalJSON writes {"valid":true}, or for a failure {"valid":false,
// "failure_phase", "failure_index", "expected_hash", "actual_hash"} in this
// order.
func (v TrailVerification) MarshalJSON() ([]byte, error) {
	if v.Valid {
		return []byte(`{"valid":true}`), nil
	}
	b := []byte(`{"valid":false,"failure_phase":`)
	b = strconv.AppendQuote(b, string(v.FailurePhase))
	b = append(b, `,"failure_index":`...)
	b = strconv.AppendInt(b, int64(v.FailureIndex), 10)
	for _, m := range [...]struct{ name, v string }{{"expected_hash", v.ExpectedHash}, {"actual_hash", v.ActualHash}} {
		b = append(b, `,"`+m.name+`":`...)
		s, err := json.Marshal(m.v)
		if err != nil {
			return nil, err
		}
		b = append(b, s...)
	}
	return append(b, '}'), nil
}

// VerifyAuditTrail checks an audit trail's hash chain. For each entry i in
// order it checks, and stops at the first failure:
//
//  1. content: AuditEntryHash of the entry under its own HashDomainTag
//     equals its EntryHash — else the failure has phase content, index i,
//     ExpectedHash the stored EntryHash and ActualHash the recomputed one;
//  2. chain: the entry's PreviousHash equals the trail's GenesisHash (i = 0)
//     or the EntryHash of entry i-1 — else phase chain, index i,
//     ExpectedHash the hash it should link to and ActualHash its
//     PreviousHash.
//
// An empty trail is valid. IntegrityStatus and the checkpoint members are
// not consulted. An entry whose content has no canonical form (see
// AuditEntryHash; never one of a decoded document) fails the content check
// with an empty ActualHash. Work is linear in the size of the trail.
func VerifyAuditTrail(t AuditTrail) TrailVerification {
	return verifyEntries(t.Entries, t.GenesisHash)
}

func verifyEntries(entries []AuditEntry, genesis string) TrailVerification {
	var h auditHasher
	var got hashText
	for i := range entries {
		e := &entries[i]
		if err := h.entryHashText(e.HashInput(), e.HashDomainTag, &got); err != nil {
			return TrailVerification{FailurePhase: PhaseContent, FailureIndex: i, ExpectedHash: e.EntryHash}
		}
		if string(got[:]) != e.EntryHash {
			return TrailVerification{FailurePhase: PhaseContent, FailureIndex: i, ExpectedHash: e.EntryHash, ActualHash: string(got[:])}
		}
		want := genesis
		if i > 0 {
			want = entries[i-1].EntryHash
		}
		if e.PreviousHash != want {
			return TrailVerification{FailurePhase: PhaseChain, FailureIndex: i, ExpectedHash: want, ActualHash: e.PreviousHash}
		}
	}
	return TrailVerification{Valid: true}
}
