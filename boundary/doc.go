// Package boundary implements the economic membrane of the loa-hounfour
// protocol (contract 8.x): how trust and capital decide an agent's access,
// and how a reputation change turns into economic consequences.
//
// # Snapshots, criteria and decisions
//
// An agent's side of the membrane is two snapshots taken at one moment: a
// [TrustSnapshot] (its reputation state and blended score) and a
// [CapitalSnapshot] (its remaining budget, billing tier and budget period).
// [Criteria] are a boundary's thresholds: a minimum score, a minimum
// reputation state and a minimum budget. A [Boundary] (schema
// economic-boundary) stores both snapshots with an [AccessDecision] and,
// optionally, its criteria.
//
// # The decision engine
//
// [Evaluate] decides access from the two snapshots and the criteria;
// [EvaluateBoundary] does the same from a stored boundary. Both are total,
// deterministic and fail closed: they read no clock, never panic, and deny
// whenever an input cannot be evaluated — an unknown reputation state, a
// malformed budget, a boundary without criteria. A [Result] says why: a
// human-readable denial reason, machine-parseable [DenialCode] values in a
// fixed order, and for a denial of evaluated inputs a [Gap], how far the
// agent is from each threshold it missed. Access is monotone: a higher
// score, a higher state or a larger budget never turns a grant into a
// denial.
//
// Budgets are micro-USD amounts written as decimal digits. The membrane
// keeps them verbatim — "007" stays "007" — and [ParseAmount], the strict
// parse the engine uses, rejects leading zeros, signs, fractions and more
// than 30 digits, so a budget the engine cannot read unambiguously denies
// access instead of being normalized into a grant.
//
// # Reputation → economy
//
// A [ReputationImpact] (schema reputation-economic-impact) records the
// economic consequences ([ImpactEntry], each of an [ImpactType]) of the
// reputation change that triggered them ([TriggerEvent]). An
// [EvaluationEvent] (schema economic-boundary-evaluation-event) publishes a
// Result.
//
// # Documents
//
// Every document type here belongs to contract 8.x (introduced between
// 7.7.0 and 7.9.1); under contract 7.0.0 its schema name is unknown and a
// decode is refused with hounfour.ErrNotInContract. Each decodes strictly,
// validates with every violation at its JSON Pointer path and encodes its
// members in declaration order. Validation checks the constraint rules of
// Boundary (a denied decision needs a reason), ReputationImpact and Result
// (granted exactly when both layers passed; a denial needs a reason and a
// code), the latter also inside an EvaluationEvent. An AccessDecision's
// outcome and signer competence result are checked as the
// policy-decision-outcome and signer-competence-result schemas say.
package boundary
