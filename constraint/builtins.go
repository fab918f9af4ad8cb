package constraint

import (
	"strings"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// shape is a builtin's argument shape.
type shape uint8

const (
	oneArg      shape = iota // one Expression
	twoArgs                  // two Expressions
	rawArg                   // one raw path (temporal builtins)
	primaryArgs              // one or two Primary (bigint_sum)
	noArgs                   // no argument (now)
	threeArgs                // three Expressions
	fourArgs                 // four Expressions
	manyArgs                 // two or more Expressions (is_valid_dag)
	fiveArgs                 // five Expressions
)

// builtin is one of the functions of the language.
type builtin struct {
	name  string
	shape shape
	// docLevel builtins take the whole document; a bare identifier given as
	// their first argument becomes a document alias of the file.
	docLevel bool
	fn       func(e *env, a, b Value, n int) Value // one or two arguments; n: their number
	fn3      func(e *env, a, b, c Value) Value     // three arguments
	fn4      func(a, b, c, d Value) Value          // four arguments
	fn0      func(e *env) Value                    // no argument
	fnN      func(e *env, args []Value) Value      // two or more arguments, or five
	temporal func(e *env, p *rawPath) Value
}

// builtinTable lists the builtins in the order Builtins returns them.
var builtinTable = []*builtin{
	{name: "bigint_sum", shape: primaryArgs, fn: bigintSum},
	bigCompare("bigint_gte", func(c int) bool { return c >= 0 }),
	bigCompare("bigint_gt", func(c int) bool { return c > 0 }),
	bigCompare("bigint_eq", func(c int) bool { return c == 0 }),
	{name: "bigint_sub", shape: twoArgs, fn: bigintArith(rt.Int.Sub)},
	{name: "bigint_add", shape: twoArgs, fn: bigintArith(rt.Int.Add)},
	{name: "eq", shape: twoArgs, fn: eqBuiltin},
	{name: "all_links_subset_authority", shape: oneArg, fn: allLinksSubsetAuthority},
	{name: "delegation_budget_conserved", shape: oneArg, fn: delegationBudgetConserved},
	{name: "links_temporally_ordered", shape: oneArg, fn: linksTemporallyOrdered},
	{name: "links_form_chain", shape: oneArg, fn: linksFormChain},
	{name: "no_emergent_in_individual", shape: twoArgs, fn: noEmergentInIndividual},
	{name: "all_emergent_have_evidence", shape: twoArgs, fn: allEmergentHaveEvidence},
	{name: "object_keys_subset", shape: twoArgs, fn: objectKeysSubset},
	{name: "changed", shape: rawArg, temporal: changed},
	{name: "previous", shape: rawArg, temporal: previous},
	{name: "delta", shape: rawArg, temporal: delta},
	{name: "len", shape: oneArg, fn: lenBuiltin},
	{name: "type_of", shape: oneArg, fn: typeOf},
	{name: "is_bigint_coercible", shape: oneArg, fn: isBigintCoercible},
	{name: "unique_values", shape: twoArgs, fn: uniqueValues},
	{name: "tree_budget_conserved", shape: oneArg, fn: treeBudgetConserved},
	{name: "tree_authority_narrowing", shape: oneArg, fn: treeAuthorityNarrowing},
	{name: "saga_amount_conserved", shape: oneArg, docLevel: true, fn: sagaAmountConserved},
	{name: "saga_steps_sequential", shape: oneArg, docLevel: true, fn: sagaStepsSequential},
	{name: "outcome_consensus_valid", shape: oneArg, docLevel: true, fn: outcomeConsensusValid},
	{name: "monetary_policy_solvent", shape: twoArgs, docLevel: true, fn: monetaryPolicySolvent},
	{name: "permission_boundary_active", shape: oneArg, docLevel: true, fn: permissionBoundaryActive},
	{name: "proposal_quorum_met", shape: oneArg, docLevel: true, fn: proposalQuorumMet},
	{name: "saga_timeout_valid", shape: oneArg, docLevel: true, fn: sagaTimeoutValid},
	{name: "proposal_weights_normalized", shape: oneArg, docLevel: true, fn: proposalWeightsNormalized},
	{name: "is_after", shape: twoArgs, fn: isAfter},
	{name: "is_before", shape: twoArgs, fn: isBefore},
	{name: "is_between", shape: threeArgs, fn3: isBetween},
	{name: "is_stale", shape: threeArgs, fn3: isStale},
	{name: "is_within", shape: threeArgs, fn3: isWithin},
	{name: "constraint_lifecycle_valid", shape: oneArg, docLevel: true, fn: constraintLifecycleValid},
	{name: "proposal_execution_valid", shape: oneArg, docLevel: true, fn: proposalExecutionValid},
	{name: "now", shape: noArgs, fn0: now},
	{name: "model_routing_eligible", shape: fourArgs, fn4: modelRoutingEligible},
	{name: "basket_weights_normalized", shape: oneArg, docLevel: true, fn: basketWeightsNormalized},
	{name: "execution_checkpoint_valid", shape: oneArg, docLevel: true, fn: executionCheckpointValid},
	{name: "audit_trail_chain_valid", shape: oneArg, fn: auditTrailChainValid},
	{name: "is_valid_dag", shape: manyArgs, fnN: isValidDAG},
	{name: "nonce_unique_per_signer_window", shape: threeArgs, fn3: nonceUniquePerSignerWindow},
	{name: "sequence_monotonic_per_cluster", shape: fiveArgs, fnN: sequenceMonotonicPerCluster},
	{name: "chain_validator_prev_hash", shape: threeArgs, fn3: chainValidatorPrevHash},
	{name: "canonical_size_cap", shape: twoArgs, fn: canonicalSizeCap},
	{name: "signer_key_id_matches_derivation", shape: fourArgs, fn4: signerKeyIDMatchesDerivation},
	{name: "percentiles_monotonic_nondecreasing", shape: oneArg, fn: percentilesMonotonicNondecreasing},
	{name: "utf8_byte_length_max", shape: twoArgs, fn: utf8ByteLengthMax},
	{name: "plan_content_hash_unchanged_since_signoff", shape: oneArg, fn: planContentHashUnchanged},
}

func bigCompare(name string, test func(int) bool) *builtin {
	return &builtin{name: name, shape: twoArgs, fn: bigintCompare(test)}
}

var builtinByName = func() map[string]*builtin {
	m := make(map[string]*builtin, len(builtinTable))
	for _, b := range builtinTable {
		m[b.name] = b
	}
	return m
}()

// Builtins returns the names of the builtins, 52, in the protocol's order:
// the 31 of contract 7.0.0 (18 from v5.5, 5 added in v6, 8 in v7), then
// is_after, is_before, is_between (7.4.0), is_stale, is_within (7.5.0),
// constraint_lifecycle_valid (7.6.0), proposal_execution_valid, now,
// model_routing_eligible (7.7.0), basket_weights_normalized,
// execution_checkpoint_valid (7.8.0), audit_trail_chain_valid (8.0.0),
// is_valid_dag (8.4.0) and the eight state-bearing builtins of 8.6.0
// (nonce_unique_per_signer_window, sequence_monotonic_per_cluster,
// chain_validator_prev_hash, canonical_size_cap,
// signer_key_id_matches_derivation, percentiles_monotonic_nondecreasing,
// utf8_byte_length_max, plan_content_hash_unchanged_since_signoff). Every
// builtin is available in every file, whatever its contract or expression
// version.
func Builtins() []string {
	out := make([]string, len(builtinTable))
	for i, b := range builtinTable {
		out[i] = b.name
	}
	return out
}

func isKeyword(s string) bool { return s == "null" || s == "true" || s == "false" }

// isContainer reports whether v is a JSON object or array (the "object"
// of JavaScript's typeof, minus null).
func isContainer(v Value) bool { return v.k == KindObject || v.k == KindArray }

var emptyRecord = Value{k: KindObject, x: &object{}}

// asRecord is v when v is a JSON object, else an empty object.
func asRecord(v Value) Value {
	if v.k == KindObject {
		return v
	}
	return emptyRecord
}

// atPath resolves a dotted field path given as a string (bigint_sum,
// unique_values) on v, one member-resolution step per part.
func atPath(v Value, p string) Value {
	for {
		part, rest, more := strings.Cut(p, ".")
		v = member(v, part)
		if !more {
			return v
		}
		p = rest
	}
}

// elements returns the elements of an array value, or nil and false.
func elements(v Value) ([]Value, bool) {
	if v.k != KindArray {
		return nil, false
	}
	return v.arr().elems, true
}

// valueSet is a set under SameValueZero.
type valueSet map[setKey]struct{}

type setKey struct {
	k Kind
	s string  // strings, bigint text, "NaN"
	f float64 // numbers (−0 stored as 0), booleans
	p any     // array and object nodes
}

func keyOf(v Value) setKey {
	switch v.k {
	case KindString:
		return setKey{k: v.k, s: v.s}
	case KindNumber:
		if v.f != v.f {
			return setKey{k: v.k, s: "NaN"}
		}
		f := v.f
		if f == 0 {
			f = 0 // −0 and +0 are one member
		}
		return setKey{k: v.k, f: f}
	case KindBool:
		return setKey{k: v.k, f: float64(v.i)}
	case KindBigInt:
		return setKey{k: v.k, s: v.integer().String()}
	case KindArray, KindObject:
		return setKey{k: v.k, p: v.x}
	}
	return setKey{k: v.k}
}

func (s valueSet) add(v Value) { s[keyOf(v)] = struct{}{} }

func (s valueSet) has(v Value) bool {
	_, ok := s[keyOf(v)]
	return ok
}

func setOf(elems []Value) valueSet {
	s := make(valueSet, len(elems))
	for _, e := range elems {
		s.add(e)
	}
	return s
}
