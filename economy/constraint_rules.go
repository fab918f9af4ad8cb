package economy

import (
	"sync"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// The escrow, stake, credit, dividend and audit-trail types evaluate the
// error-severity rules of their constraint files natively: every such rule
// restates a native cross-field rule, so the condition is computed once and
// reported under both ids, without encoding the document for the
// evaluator. The constraint is reported as constraintrt.Apply would: its id,
// its text from the shipped file and the object's own path, after the
// native rules, in file order, only when the members its expression reads
// passed their own checks. The package tests prove the verdicts equal to
// the evaluator's on every vector and on generated documents.

// shippedTexts maps "schema-name/constraint-id" to the constraint's text.
var shippedTexts = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, f := range constraint.Shipped() {
		for _, c := range f.Constraints() {
			m[f.SchemaName()+"/"+c.ID] = c.Text()
		}
	}
	return m
})

// reportConstraint reports the failing constraint id of the schema's
// shipped file at the object's path.
func reportConstraint(r *codec.Rules, schema, id string) {
	msg, ok := shippedTexts()[schema+"/"+id]
	if !ok {
		panic("economy: no shipped constraint " + schema + "/" + id)
	}
	r.Report(id, msg)
}
