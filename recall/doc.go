// Package recall implements the recall machinery of the loa-hounfour
// protocol (contract 8.x) and the records it composes with: a recall
// request and the pack of items it yields, the signed receipt for a pack,
// forget records, commitment roots that anchor a receipt (or another
// artifact) by its hash, and agent estates that bind an agent to a
// keyring.
//
// # Documents
//
// The document types below were introduced in 8.5.0: they are document
// types of contract 8.7.0 and unknown to a 7.0.0 peer (a decode under
// hounfour.Options{Contract: hounfour.Contract700} is refused with
// hounfour.ErrNotInContract). Each decodes strictly and validates with
// every violation at its JSON Pointer path.
//
// Vocabularies: [DetailLevel] (receipt-detail-level), [SurfaceContext]
// (surface-context, an open vocabulary: five values or a three-segment
// namespace), [CommitmentType] (commitment-type), [EstateStatus]
// (agent-estate-status), [ForgetScope]. Records: [Request]
// (recall-request), [Pack] (recall-pack, with [Item], [RedactionSummary]
// and [ExclusionSummary]), [Receipt] (recall-receipt), [ForgetRecord]
// (forget-record, a union of four variants chosen by forget_scope),
// [CommitmentRoot] (commitment-root), [Estate] (agent-estate).
//
// # What the library does not verify
//
// A [Receipt] carries a signature envelope and a [CommitmentRoot] a
// content hash the library never checks: both are crypto-bearing, so a
// validation through hounfour.Options refuses them unless
// Options.AcceptDeferred is set, and then reports the obligation the
// caller must discharge (CRYPTO_DEFERRED for a receipt; INTEGRITY_DEFERRED
// for a commitment root, which is also integrity-bearing). A [Pack] is
// marked integrity-bearing but not crypto-bearing: as upstream, no
// validation reports anything for it beyond its verdict. The runtime-
// deferred rules of the constraint files (the pack, receipt and subject
// hashes, the receipt's signature, the audit policy of a forget record)
// are listed by the files' obligations manifests.
//
// A commitment root names both anchor_chain_id and anchor_tx_hash or
// neither (rule CR-2, checked by Validate whatever the options).
package recall
