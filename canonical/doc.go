// Package canonical holds the canonical run definitions of the
// loa-hounfour protocol (contract 8.x) and the cluster-coordination
// records that hang off them: a canonical run names, per kind of EPIC, the
// phases a run must pass through and the gates of each phase (the
// definition conformance is measured against); a cluster run series tracks
// one EPIC across several repositories, each repository linking to a
// canonical run by its id. The package has nothing to do with canonical
// JSON (hounfour.MarshalCanonical, integrity.SafeCanonicalize): "canonical"
// is the protocol's name for the authoritative run definition.
//
// # Documents
//
// [Run] (canonical-run) with [RequiredPhase] (required-phase) and
// [PhaseKind] (phase-kind) was introduced in 8.6.0; [ClusterRunSeries]
// (cluster-run-series, with [RepoEntry] and [RepoStatus]),
// [InterSeriesScopingArtifact] (inter-series-scoping-artifact, with
// [SeriesGoal], [HashProof], [MerkleProofStep] and [ProofPosition]),
// [SubscriptionPoolState] (subscription-pool-state, with [AccountEntry],
// [AccountState] and [RateEnvelope]), [RevocationList] (revocation-list,
// with [RevokedKey], [RevocationReason] and [QuorumSignature]) and
// [MergeArtifact] (merge-artifact) in 8.7.0. They are document types of
// contract 8.7.0 and unknown to a 7.0.0 peer (a decode under
// hounfour.Options{Contract: hounfour.Contract700} is refused with
// hounfour.ErrNotInContract). Every member of every object is required;
// members that may be null are pointers written as null. Each document's
// contract_version is pinned: "8.6.0" for a Run, "8.7.0" for the other
// five, whatever contract the library validates under.
//
// Text that may be signed is kept verbatim: decimal strings (allocated and
// consumed units), hashes, keys and timestamps are re-emitted exactly as
// received (mixed-case hex stays mixed; leading zeros stay), so a
// signature over the canonical form of a decoded document still holds.
// Timestamps are text matching a UTC pattern, not calendar-checked dates.
//
// # Validation
//
// Validate checks the schema, then the cross-field rules of each type, in
// this order, each only when the members it reads passed their own
// checks, with upstream's messages:
//
//   - Run: CR-1, the ordered_index values of required_phases are 0..M−1
//     (M phases) with no duplicate (one violation per repeating phase)
//     and, when there is no duplicate, no gap (the smallest missing index).
//   - ClusterRunSeries: CRS-2 per repository (failure_mode non-null iff
//     epic_status is "failed"), then CRS-4 (repo_slug distinct).
//   - InterSeriesScopingArtifact: ISSA-2 (goal ids distinct). ISSA-3, the
//     shape of each Merkle proof step, is implied by the schema.
//   - SubscriptionPoolState: per account SPS-1 (consumed_units ≤
//     allocated_units as unbounded integers) and SPS-4 (stable_until at or
//     after ts), then SPS-2 (account ids distinct).
//   - RevocationList: RL-1 (revoked key ids distinct), RL-5 (the signer
//     does not revoke itself), RL-7 per revoked key (issued_at at or
//     after revoked_at), RL-9 (valid_until, when set, at or after
//     valid_from), RL-10 (issued_at at or after valid_from), RL-12 (quorum
//     signers distinct, and the primary signer among them).
//   - MergeArtifact: nothing beyond the schema.
//
// "At or after" compares the timestamp texts code unit by code unit, and
// first requires both to carry a fraction of seconds or neither, with the
// same number of digits: "…10:00:00Z" against "…10:00:00.5Z" is a
// violation although the instant is later (producers must emit a fixed
// precision). A value seen at two or more indices is reported once, at the
// second index, listing every index; groups in the order of their first
// occurrence.
//
// ValidateSchema is the structural tier: the schema alone, no cross-field
// rule (what upstream's cross-runner parity harness checks). The
// constraint files' rules are runtime-deferred (obligations of the
// consumer: identifier uniqueness within a cluster, signatures, chain
// links) or restate schema keywords in prose; the library evaluates none
// of them.
//
// SubscriptionPoolState is crypto-bearing and RevocationList crypto- and
// chain-bearing: a validation through hounfour.Options refuses them with
// CRYPTO_DEFERRED unless Options.AcceptDeferred is set, and then reports
// the CRYPTO_DEFERRED obligation (and ORD-3, the chain context, for a
// revocation list). A cross-field violation is reported instead of the
// deferral.
//
// The raw-input forms of the validators ([CheckRun], [CheckClusterRunSeries],
// [CheckInterSeriesScopingArtifact], [CheckSubscriptionPoolState],
// [CheckRevocationList], [CheckMergeArtifact]) take any JSON value and
// return upstream's message list, including the preconditions a typed
// value cannot violate.
package canonical
