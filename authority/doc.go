// Package authority implements the org overseer and the authority
// cascade of the loa-hounfour protocol (contract 8.x): who speaks for an
// organization, and which key may sign what.
//
// The cascade has three layers. Layer 1, the organization: its root
// identity ([OrgIdentity]), the append-only records delegating its
// authority to representatives ([RepresentativeDelegation]) and the
// constitutional thresholds of changing them ([SuccessionPolicy]). Layer
// 2, the keys: a [Keyring] of [SignerEntry] records, each with a
// [SignerStatus], and the [SignerType] of an entity that signs. Layer 3,
// competence: a [CompetenceRule] names the capability scopes an action
// requires, a [CompetenceResult] records a signer's evaluation against it
// with a [DecisionOutcome]. The capability scopes of all three layers are
// the six agent.CapabilityScope values ([CanonicalCapabilityScopes]).
//
// # Documents
//
// The document types belong to contract 8.x (introduced in 8.4.0 — the
// organization layer — and 8.5.0 — keys and competence) and are unknown to
// a 7.0.0 peer: decode and validate them under 8.7.0
// (hounfour.Options{Contract: hounfour.Contract870}); under 7.0.0 a decode
// is refused with hounfour.ErrNotInContract and their schema names are
// unknown. Each decodes strictly, validates with every violation at its
// JSON Pointer path, and encodes its members in declaration order. Agents
// nested in these documents (representatives) are agent.Identity values
// checked by the agent-identity schema alone.
//
// # Delegation chains
//
// A [RepresentativeDelegation] is a link of a chain that starts at the
// organization's root key ([GenesisSentinel]): the library cannot check
// the chain from one record, so a validation through hounfour.Options
// reports it as the ORD-3 obligation — reason context_absent without a
// chain, pattern_matching when Options.ChainContext supplies one,
// chain_context_provided with Options.FailClosed — or, with FailClosed and
// no chain, refuses the record (RuleChainContextDeferred). Each
// capability_scope key outside the canonical scopes is an ORD-5
// obligation (vocabulary drift, [RepresentativeDelegation.DriftKeys]).
// [CheckChain] checks a chain the caller assembled: a directed acyclic
// graph keyed by delegation_id that reaches the genesis sentinel.
//
// # Keyrings
//
// A keyring's signer ids are unique (KR-1, an error at the repeated
// entry's signer_id); two entries sharing a key_ref give one KR-2 warning
// listing them (a rotation overlap is legitimate); an entry trusted as
// sovereign by default with no scope set gives the warning SGE-1.
// Warnings never invalidate a document.
package authority
