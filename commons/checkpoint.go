package commons

import (
	"slices"
	"strconv"
)

// CheckpointError is the error of CreateCheckpoint and
// CreateLatestCheckpoint; its Error text is upstream's message.
type CheckpointError struct {
	Message string
}

func (e *CheckpointError) Error() string { return e.Message }

// CheckpointResult is the outcome of CreateCheckpoint: the trail with its
// checkpoint set, the checkpoint's index and hash. After an error it holds
// the trail unchanged, index -1 and hash "".
type CheckpointResult struct {
	Trail           AuditTrail
	CheckpointIndex int
	CheckpointHash  string
}

// CreateCheckpoint marks entry index of t as its checkpoint: it returns a
// copy of t whose CheckpointIndex is index and whose CheckpointHash is that
// entry's EntryHash (t itself is not modified). Errors, each a
// *CheckpointError:
//
//	t has no entries                 Cannot checkpoint an empty audit trail
//	index outside 0 … len-1          Checkpoint index {index} out of range [0, {len-1}]
func CreateCheckpoint(t AuditTrail, index int) (CheckpointResult, error) {
	n := len(t.Entries)
	if n == 0 {
		return CheckpointResult{Trail: t, CheckpointIndex: -1}, &CheckpointError{"Cannot checkpoint an empty audit trail"}
	}
	if index < 0 || index >= n {
		return CheckpointResult{Trail: t, CheckpointIndex: -1}, &CheckpointError{
			"Checkpoint index " + strconv.Itoa(index) + " out of range [0, " + strconv.Itoa(n-1) + "]"}
	}
	h := t.Entries[index].EntryHash
	i := int64(index)
	out := t
	out.Entries = slices.Clone(t.Entries)
	out.CheckpointHash, out.CheckpointIndex = &h, &i
	return CheckpointResult{Trail: out, CheckpointIndex: index, CheckpointHash: h}, nil
}

// CreateLatestCheckpoint is CreateCheckpoint at t's last entry.
func CreateLatestCheckpoint(t AuditTrail) (CheckpointResult, error) {
	return CreateCheckpoint(t, len(t.Entries)-1)
}

// afterCheckpoint returns the entries after t's checkpoint and whether t
// has one (both checkpoint members set). A negative CheckpointIndex
// (schema-invalid) counts as -1: every entry is after it.
func afterCheckpoint(t AuditTrail) (rest []AuditEntry, ok bool) {
	if t.CheckpointHash == nil || t.CheckpointIndex == nil {
		return nil, false
	}
	idx := max(*t.CheckpointIndex, -1)
	if idx+1 >= int64(len(t.Entries)) {
		return t.Entries[len(t.Entries):], true
	}
	return t.Entries[idx+1:], true
}

// VerifyCheckpointContinuity checks the entries after t's checkpoint. It is
// valid when t has no checkpoint (CheckpointHash or CheckpointIndex absent)
// or no entries after it. Otherwise the first entry after the checkpoint
// must link to it: its PreviousHash must equal CheckpointHash, else the
// failure has phase chain, FailureIndex CheckpointIndex+1 (an index into
// t.Entries), ExpectedHash the checkpoint hash and ActualHash the entry's
// PreviousHash. Then the entries after the checkpoint are verified as
// VerifyAuditTrail verifies a trail anchored at CheckpointHash — and the
// FailureIndex of such a failure counts from the first entry after the
// checkpoint, not from the start of t (as upstream reports it).
func VerifyCheckpointContinuity(t AuditTrail) TrailVerification {
	rest, ok := afterCheckpoint(t)
	if !ok || len(rest) == 0 {
		return TrailVerification{Valid: true}
	}
	if rest[0].PreviousHash != *t.CheckpointHash {
		return TrailVerification{FailurePhase: PhaseChain, FailureIndex: len(t.Entries) - len(rest),
			ExpectedHash: *t.CheckpointHash, ActualHash: rest[0].PreviousHash}
	}
	return verifyEntries(rest, *t.CheckpointHash)
}

// PruneBeforeCheckpoint returns t without the entries up to and including
// its checkpoint: the entries after CheckpointIndex, GenesisHash set to
// CheckpointHash and both checkpoint members removed. A trail without a
// checkpoint (either member absent) is returned unchanged. When t verified,
// the pruned trail verifies with VerifyAuditTrail.
func PruneBeforeCheckpoint(t AuditTrail) AuditTrail {
	rest, ok := afterCheckpoint(t)
	if !ok {
		return t
	}
	out := t
	out.Entries = slices.Clone(rest)
	if out.Entries == nil {
		out.Entries = []AuditEntry{}
	}
	out.GenesisHash = *t.CheckpointHash
	out.CheckpointHash, out.CheckpointIndex = nil, nil
	return out
}
