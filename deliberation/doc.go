// Package deliberation implements the panel protocol of the loa-hounfour
// protocol (contract 8.x): a decision artifact put to a panel of jurors,
// the signed verdict the panel returns, a juror's dissent, and the signed
// cross-scores by which the jurors rate each other's work.
//
// # Documents
//
// The document types belong to contract 8.x (introduced in 8.4.0) and are
// unknown to a 7.0.0 peer: decode and validate them under 8.7.0
// (hounfour.Options{Contract: hounfour.Contract870}); under 7.0.0 a decode
// is refused with hounfour.ErrNotInContract and their schema names are
// unknown. Each decodes strictly (undeclared, repeated and case-mismatched
// member names are violations), validates with every violation at its
// JSON Pointer path, and encodes its members in declaration order.
//
//   - [DecisionArtifact] (panel-decision-artifact): the proposed action,
//     its trust context, the grounded [Claim]s (each with a
//     [ClaimGrounding]), the question and the scoring rubric.
//   - [PanelVerdict] (panel-verdict): the [Bucket], the [VerdictKind], the
//     [JurorVerdict]s and, for a blocker, the [AsymmetricBlockerSignal].
//   - [Dissent] (deliberation-dissent): a minority verdict, a process
//     objection or a concern raised during the deliberation.
//   - [PairwiseScore] (pairwise-score) and [CrossScoreReport]
//     (cross-score-report): one agent's scores of another, and the signed
//     report that carries them.
//
// Every agent a document names (a juror, a scorer, a claim's source) is
// an agent.Identity checked by the agent-identity schema alone: the
// identity's own constraint rules apply where an identity is the document,
// not where it is nested.
//
// # Rules
//
// Validate applies the rules of each type's constraint file after the
// schema: the artifact's PDA-1 to PDA-5, the verdict's PV-1 to PV-5, the
// dissent's DD-1 and DD-2, the report's CSR-1 (see each type). The
// artifact's claims must form a directed acyclic graph keyed by claim_id
// (PDA-2); Validate follows the grounding.claim_id references only, since
// a grounding's artifact_id names an artifact, not a claim
// ([DecisionArtifact.ClaimGraphValid]; COMPATIBILITY.md), while
// CheckConstraints evaluates the rule as its file writes it.
//
// # Signatures
//
// A verdict and a cross-score report carry an ed25519 signature, the key
// that made it and the signing context it is bound under. The library
// checks their form (signing.Signature, signing.PublicKeyLenient — 43 or
// 44 characters, as these 8.4.0 documents accept — and signing.Context),
// never the signature itself; these types carry no flag that makes a
// validation defer to the caller.
package deliberation
