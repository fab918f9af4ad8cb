package authority

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
)

// The rule id and message of the delegation-chain rule.
const (
	ruleORD3 = "ORD-3"
	msgORD3  = "Delegation chain must form a valid DAG keyed by delegation_id, terminate at the genesis sentinel 'genesis:org-public-key', and have chain_depth <= 20."
)

// ChainError is CheckChain's error: the ORD-3 violation (its
// *hounfour.ValidationError, which errors.As also finds) and, when the
// chain is no directed acyclic graph keyed by delegation_id, the
// is_valid_dag diagnostic that says why.
type ChainError struct {
	*hounfour.ValidationError
	// Diagnostic is is_valid_dag's diagnostic of the chain (nil when the
	// chain is a valid graph and another part of the rule failed).
	Diagnostic *constraint.DAGDiagnostic
}

// Unwrap returns the *hounfour.ValidationError.
func (e *ChainError) Unwrap() error { return e.ValidationError }

// chainRule is the compiled expression of ORD-3, from the constraint file
// of contract 8.7.0.
var chainRule = sync.OnceValue(func() *constraint.Expr {
	for _, f := range constraint.ForSchemaIn(hounfour.Contract870, "org-representative-delegation") {
		for _, c := range f.Constraints() {
			if c.ID == ruleORD3 && c.Expr != nil {
				return c.Expr
			}
		}
	}
	panic("authority: the constraint ORD-3 is not shipped")
})

// CheckChain checks the delegation chain d belongs to against ORD-3:
// chain_depth ≤ 20, the records of chain (each a JSON object; the record
// d itself, its ancestors back to the genesis-rooted record, and the
// synthetic terminator {"delegation_id": "genesis:org-public-key"}) form a
// directed acyclic graph keyed by delegation_id with edges granted_by
// (is_valid_dag, within its caps), and either d is granted by
// GenesisSentinel or some record of the chain is. It returns nil, a
// *ChainError (the ORD-3 violation at "", with the graph's diagnostic
// when the graph is the failing part), or an error for a record that is
// not JSON. It does not reconcile chain_depth with the traversed depth
// (ORD-4) nor verify any signature (ORD-1).
//
// A validation never evaluates the chain (ORD-3 is its caller's
// obligation, see hounfour.Options); CheckChain is how a caller that
// assembled the chain discharges it.
func CheckChain(d *RepresentativeDelegation, chain []json.RawMessage) error {
	if d == nil {
		return errors.New("authority: CheckChain: nil delegation")
	}
	doc, err := json.Marshal(d)
	if err != nil {
		return err
	}
	root, err := constraint.DecodeJSON(doc)
	if err != nil {
		return err
	}
	records := make([]constraint.Value, len(chain))
	for i, raw := range chain {
		if records[i], err = constraint.DecodeJSON(raw); err != nil {
			return fmt.Errorf("authority: CheckChain: record %d: %w", i, err)
		}
	}
	items := constraint.ArrayOf(records...)
	members := append(root.Members(), constraint.Member{Name: "granted_by_chain_records", Value: items})
	ok, err := chainRule().Check(constraint.ObjectOf(members...))
	if err != nil {
		return err
	}
	if ok {
		return nil
	}
	e := &ChainError{ValidationError: &hounfour.ValidationError{Schema: "org-representative-delegation",
		Violations: []hounfour.Violation{{Rule: ruleORD3, Message: msgORD3}}}}
	if r := constraint.EvaluateIsValidDAG(items, "delegation_id", []string{"granted_by"}); !r.Valid {
		e.Diagnostic = r.Diagnostic
	}
	return e
}
