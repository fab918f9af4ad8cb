package constraint_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
)

func ExampleCompile() {
	x, err := constraint.Compile("bigint_gte(limit, spent)")
	if err != nil {
		panic(err)
	}
	doc, _ := constraint.DecodeJSON([]byte(`{"limit": "1000000", "spent": "999999"}`))
	ok, err := x.Check(doc)
	fmt.Println(ok, err)
	// Output: true <nil>
}

func ExampleCompile_syntaxError() {
	for _, src := range []string{"x == 1 == true", "ltl_formula.includes('F_t')", "xs.every(x => x - 1)"} {
		_, err := constraint.Compile(src)
		var se *constraint.SyntaxError
		if errors.As(err, &se) {
			fmt.Printf("%d: %s\n", se.Pos, se.Msg)
		}
	}
	// Output:
	// 7: Chained comparison is not allowed
	// 12: Method calls are not supported: includes
	// 16: Unexpected character: -
}

func ExampleExpr_Eval() {
	doc, _ := constraint.DecodeJSON([]byte(`{"items": [{"amount": "20"}, {"amount": 22}, {"note": "x"}]}`))
	for _, src := range []string{
		"bigint_sum(items, 'amount')",
		"bigint_sum(items, 'amount') == '42'",
		"bigint_add('9223372036854775807', 1)",
		"items[2].amount",
		"type_of(items)",
	} {
		v, _ := constraint.MustCompile(src).Eval(doc)
		fmt.Println(v)
	}
	// Output:
	// 42n
	// true
	// '9223372036854775808'
	// undefined
	// 'array'
}

func ExampleWithPrevious() {
	rule := constraint.MustCompile("_previous == null || !changed(step) || delta(step) > 0 || direction == 'compensation'")
	now, _ := constraint.DecodeJSON([]byte(`{"step": 2, "direction": "forward"}`))
	before, _ := constraint.DecodeJSON([]byte(`{"step": 3, "direction": "forward"}`))
	stateless, _ := rule.Check(now)
	stateful, _ := rule.Check(now, constraint.WithPrevious(before))
	fmt.Println(stateless, stateful)
	// Output: true false
}

func ExampleWithAlias() {
	x := constraint.MustCompile("saga_steps_sequential(saga)")
	doc, _ := constraint.DecodeJSON([]byte(`{"steps": [{"step_id": "a"}, {"step_id": "b"}]}`))
	literal, _ := x.Check(doc)
	bound, _ := x.Check(doc, constraint.WithAlias("saga"))
	fmt.Println(literal, bound)
	// Output: false true
}

func ExampleParseFile() {
	f, err := constraint.ParseFile([]byte(`{
	  "$schema": "https://loa-hounfour.dev/schemas/constraint-file.json",
	  "schema_id": "Thing", "contract_version": "7.0.0", "expression_version": "2.0",
	  "constraints": [
	    {"id": "thing-count", "expression": "count == len(items)", "severity": "error", "message": "count must match items"},
	    {"id": "thing-formula", "expression": "formula.includes('F_t')", "severity": "error"}
	  ]}`))
	var fe *constraint.FileError
	if errors.As(err, &fe) {
		fmt.Println("does not compile:", fe.Errors[0].ID)
	}
	doc, _ := constraint.DecodeJSON([]byte(`{"count": 3, "items": [1, 2]}`))
	fmt.Print(f.Evaluate(doc))
	// Output:
	// does not compile: thing-formula
	// Thing: 2 constraints: 0 pass, 1 error, 1 skipped — INVALID
	//   FAIL     error    thing-count: count must match items
	//   skipped  error    thing-formula: thing-formula (Method calls are not supported: includes at position 8)
}

func ExampleCheckDocument() {
	rep, err := constraint.CheckDocument("monetary-policy", []byte(`{
	  "conservation_ceiling": "1000000", "collateral_ratio_bps": 5000,
	  "coupling_invariant": "bigint_gte(ceiling, supply)", "review_trigger": {"trigger_type": "manual"}}`))
	if err != nil {
		panic(err)
	}
	fmt.Print(rep)
	fmt.Println(rep.OK(), rep.Errors()[0].ID)
	// Output:
	// MonetaryPolicy: 4 constraints: 3 pass, 1 error — INVALID
	//   pass     error    monetary-policy-ceiling-positive
	//   FAIL     error    monetary-policy-collateral-minimum: collateral_ratio_bps must be at least 10000 (100%)
	//   pass     error    monetary-policy-coupling-references-both
	//   pass     error    monetary-policy-has-trigger
	// false monetary-policy-collateral-minimum
}

func ExampleEvaluateSchema() {
	doc := []byte(`{"id": "e1", "trace_id": "t1", "tenant_id": "x", "source_completion_id": "c1"}`)
	rep, _ := constraint.EvaluateSchema("BillingEntry", doc)
	for _, r := range rep.Results {
		fmt.Println(r.ID, r.Severity, r.Status)
	}
	fmt.Println("valid:", rep.OK())
	// Output:
	// billing-valid error pass
	// billing-pricing-provenance warning fail
	// billing-reconciliation-delta warning pass
	// valid: true
}

func ExampleCheck() {
	chain := map[string]any{
		"root_delegator": "a", "max_depth": 3, "authority_conservation": true, "status": "active",
		"links": []map[string]any{
			{"delegator": "a", "delegatee": "b", "authority_scope": []string{"read"}, "budget_allocated_micro": "100", "timestamp": "2026-01-01T00:00:00Z"},
			{"delegator": "b", "delegatee": "c", "authority_scope": []string{"read", "write"}, "budget_allocated_micro": "50", "timestamp": "2026-01-01T00:00:01Z"},
		},
	}
	rep, _ := constraint.Check("DelegationChain", chain)
	for _, r := range rep.Errors() {
		fmt.Println(r.ID)
	}
	// Output: delegation-chain-authority-conservation
}

func ExampleTypeCheckFile() {
	f := constraint.ForSchema("jwt-boundary-spec")[0]
	res := constraint.TypeCheckFile(f, constraint.DefaultRegistry())
	fmt.Println(res.Valid, len(res.Errors), len(res.Warnings))
	// Output: true 0 0
}

func ExampleValueOf() {
	v, _ := constraint.ValueOf(struct {
		Name  string   `json:"name"`
		Roles []string `json:"roles"`
	}{"ops", []string{"read"}})
	fmt.Println(v, v.Kind())
	// Output: {"name": 'ops', "roles": ['read']} object
}

func ExampleBuiltins() {
	names := constraint.Builtins()
	fmt.Println(len(names), names[0], names[len(names)-1])
	// Output: 52 bigint_sum plan_content_hash_unchanged_since_signoff
}

// An evaluation counts its steps against a budget; quantifiers nested more
// than three deep do not compile.
func ExampleWithBudget() {
	doc, _ := constraint.DecodeJSON([]byte(`{"p":[1,2,3,4,5,6,7,8,9,10]}`))
	x := constraint.MustCompile("p.every(a => p.every(b => a == b || a != b))")
	_, err := x.Eval(doc, constraint.WithBudget(100))
	fmt.Println(errors.Is(err, constraint.ErrBudget), err)
	v, err := x.Eval(doc) // the default budget: 20,000,000 steps
	fmt.Println(v, err)
	_, err = constraint.Compile("p.every(a => p.every(b => p.every(c => p.every(d => true))))")
	fmt.Println(err)
	// Output:
	// true evaluation budget of 100 steps exceeded
	// true <nil>
	// .every nested deeper than 3 levels at position 47
}

// now() reads the evaluation timestamp, so a rule about the present is
// deterministic when the caller fixes it.
func ExampleWithEvaluationTimestamp() {
	doc, _ := constraint.DecodeJSON([]byte(`{"expires_at":"2026-03-01T00:00:00+01:00"}`))
	x := constraint.MustCompile("is_after(expires_at, now())")
	for _, ts := range []string{"2026-02-28T22:59:59.999Z", "2026-02-28T23:00:00Z"} {
		ok, _ := x.Check(doc, constraint.WithEvaluationTimestamp(ts))
		fmt.Println(ts, ok)
	}
	// Output:
	// 2026-02-28T22:59:59.999Z true
	// 2026-02-28T23:00:00Z false
}

// A condition replaces a constraint's expression while its feature flag is
// on.
func ExampleConstraint_ResolveExpression() {
	f, _ := constraint.ParseFile([]byte(`{"$schema":"x","schema_id":"Limit","contract_version":"8.7.0","constraints":[
		{"id":"limit","expression":"n <= 10","severity":"error",
		 "condition":{"when":"raised_limit","override_text":"n <= 100"}}]}`))
	c := f.Constraints()[0]
	flags := map[string]bool{"raised_limit": true}
	fmt.Println(c.ResolveExpression(nil), "|", c.ResolveExpression(flags))
	doc := constraint.ObjectOf(constraint.Member{Name: "n", Value: constraint.Number(50)})
	fmt.Println(f.Evaluate(doc).OK(), f.Evaluate(doc, constraint.WithFeatureFlags(flags)).OK())
	// Output:
	// n <= 10 | n <= 100
	// false true
}

// A runtime-deferred constraint is an obligation of the consumer: never
// evaluated, listed in the file's manifest.
func ExampleFile_Obligations() {
	f, _ := constraint.ParseFile([]byte(`{"$schema":"x","schema_id":"Delegation","contract_version":"8.4.0","constraints":[
		{"id":"D-1","expression":"Every signature verifies against its signer's key.","severity":"error",
		 "evaluator":"runtime-deferred","evaluation_note":"Verify each signature before trusting the record."},
		{"id":"D-2","expression":"depth <= 20","severity":"error"}]}`))
	fmt.Println(f.Evaluate(constraint.ObjectOf(constraint.Member{Name: "depth", Value: constraint.Number(3)})))
	m, _ := json.Marshal(f.Obligations("2026-01-01T00:00:00.000Z"))
	fmt.Println(string(m))
	// Output:
	// Delegation: 2 constraints: 1 pass, 1 deferred — OK
	//   deferred error    D-1: D-1
	//   pass     error    D-2
	//
	// {"schema_id":"Delegation","contract_version":"8.4.0","unverified_rules":[{"rule_id":"D-1","rule":"Every signature verifies against its signer's key.","evaluator":"runtime-deferred","evaluation_note":"Verify each signature before trusting the record.","consumer_acknowledgment_required":true}],"manifest_emitted_at":"2026-01-01T00:00:00.000Z"}
}

// The files of contract 8.7.0 hold the rules of the types it adds.
func ExampleWithContract() {
	doc := []byte(`{"negotiated_at":"2026-02-25T10:00:00Z","expires_at":"2026-02-25T09:00:00Z","nonce":"a1b2c3d4e5f6g7h8"}`)
	_, err := constraint.EvaluateSchema("contract-negotiation", doc, constraint.WithContract(hounfour.Contract700))
	fmt.Println(err)
	rep, _ := constraint.EvaluateSchema("contract-negotiation", doc, constraint.WithContract(hounfour.Contract870))
	fmt.Print(rep)
	// Output:
	// constraint: no constraint file for schema "contract-negotiation"
	// ContractNegotiation: 2 constraints: 1 pass, 1 error — INVALID
	//   FAIL     error    negotiation-expires-after-negotiated: expires_at must be after negotiated_at
	//   pass     error    negotiation-nonce-present
}

func ExampleDetectReservedNameCollisions() {
	fmt.Println(constraint.DetectReservedNameCollisions([]string{"balance", "now", "length"}, "GovernedCredits"))
	// Output: [{now GovernedCredits} {length GovernedCredits}]
}

// EvaluateIsValidDAG checks that claims form a DAG through their
// grounding references, with the diagnostic of the first problem found
// and the operations the search took.
func ExampleEvaluateIsValidDAG() {
	claims, _ := constraint.DecodeJSON([]byte(`[
		{"claim_id":"root"},
		{"claim_id":"a","grounding":{"claim_id":"root"}},
		{"claim_id":"b","grounding":{"claim_id":"c"}},
		{"claim_id":"c","grounding":{"claim_id":"b"}}]`))
	r := constraint.EvaluateIsValidDAG(claims, "claim_id", []string{"grounding.claim_id"})
	d, _ := json.Marshal(r.Diagnostic)
	fmt.Println(r.Valid, r.Ops, string(d))

	x := constraint.MustCompile("is_valid_dag(claims, 'claim_id', 'grounding.claim_id')")
	ok, _ := x.Check(constraint.ObjectOf(constraint.Member{Name: "claims", Value: claims}))
	fmt.Println(ok)
	// Output:
	// false 14 {"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":["b","c","b"]}}
	// false
}

// ExtractPath reads a dotted member path: arrays are never indexed, and a
// path with brackets or an empty segment is rejected before anything is
// read.
func ExampleExtractPath() {
	doc, _ := constraint.DecodeJSON([]byte(`{"grounding":{"claim_id":"c2","refs":["x"]}}`))
	for _, p := range []string{"grounding.claim_id", "grounding.refs.0", "grounding.missing", "grounding.refs[0]"} {
		v, status := constraint.ExtractPath(doc, p)
		fmt.Println(p, status, v)
	}
	// Output:
	// grounding.claim_id extracted 'c2'
	// grounding.refs.0 undefined undefined
	// grounding.missing undefined undefined
	// grounding.refs[0] rejected undefined
}
