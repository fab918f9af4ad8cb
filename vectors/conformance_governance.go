package vectors

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/schemas"
)

func init() {
	for c, schema := range map[conformance.Category]string{
		conformance.CategoryEventSubscription:   "event-subscription",
		conformance.CategoryPolicyVersion:       "policy-version",
		conformance.CategoryProposalExecution:   "proposal-execution",
		conformance.CategoryExecutionCheckpoint: "execution-checkpoint",
	} {
		conformanceHandlers[c] = func(v *conformance.Vector, o hounfour.Options) error {
			return governanceDocument(v, o, schema)
		}
	}
	conformanceHandlers[conformance.CategoryConstraintLifecycle] = func(v *conformance.Vector, o hounfour.Options) error {
		if _, candidate := v.Input["candidate_id"]; candidate {
			return governanceDocument(v, o, "constraint-candidate")
		}
		return governanceDocument(v, o, "constraint-lifecycle-event")
	}
}

// governanceInvalid lists the governance execution vectors whose document
// fails a constraint rule, with the rule: each is the one invalid vector
// of its category (its file name starts with invalid-); every other vector
// of these categories holds a valid document.
var governanceInvalid = map[string]string{
	"conformance-constraint-lifecycle-003": "lifecycle-valid-transition",
	"conformance-event-subscription-003":   "subscription-webhook-needs-endpoint",
	"conformance-execution-checkpoint-003": "checkpoint-health-decision-consistent",
	"conformance-policy-version-003":       "policy-version-supersedes-different",
	"conformance-proposal-execution-003":   "execution-completed-needs-timestamp",
}

// governanceSchemaMismatch lists the vectors whose expected_valid is false
// although their document passes the schema, upstream's whole runtime
// verdict for these types: expected_valid means full validity in these
// files and schema validity in the others of their categories (the
// lifecycle, subscription and checkpoint vectors that fail only a rule say
// true). The runner checks that the mismatch is exactly this.
var governanceSchemaMismatch = map[string]bool{
	"conformance-policy-version-003":     true,
	"conformance-proposal-execution-003": true,
}

// governanceDocument runs a governance execution vector whose input is a
// document of schema: Validate (schema and constraint rules) reports
// exactly the rule governanceInvalid lists for the vector, or nothing;
// ValidateSchema (upstream's runtime verdict: the schema alone) agrees with
// expected_valid, except for the vectors of governanceSchemaMismatch,
// whose document passes the schema although expected_valid is false.
func governanceDocument(v *conformance.Vector, o hounfour.Options, schema string) error {
	doc, violations, err := decodeVector(v, o, schema)
	if err != nil {
		return err
	}
	rule := governanceInvalid[v.VectorID]
	switch {
	case rule == "" && violations != nil:
		return fmt.Errorf("%s: want valid, got %v", schema, &hounfour.ValidationError{Schema: schema, Violations: violations})
	case rule != "" && (len(violations) != 1 || violations[0].Rule != rule || violations[0].Path != ""):
		return fmt.Errorf("%s: want exactly a violation of %s at the top, got %v", schema, rule, violations)
	}
	valid, err := schemaValid(doc, schema)
	if err != nil {
		return err
	}
	if governanceSchemaMismatch[v.VectorID] {
		if !valid || v.ExpectedValid {
			return fmt.Errorf("%s: the known mismatch changed: schema valid %v, expected_valid %v", schema, valid,
				v.ExpectedValid)
		}
		return nil
	}
	if valid != v.ExpectedValid {
		return fmt.Errorf("%s: ValidateSchema valid %v, expected_valid %v", schema, valid, v.ExpectedValid)
	}
	return nil
}

// decodeVector decodes a vector's input as a document of schema under o,
// validation included: the document and its violations (nil when valid).
func decodeVector(v *conformance.Vector, o hounfour.Options, schema string) (any, []hounfour.Violation, error) {
	doc, err := schemas.NewFor(o.Contract, schema)
	if err != nil {
		return nil, nil, err
	}
	in, err := json.Marshal(v.Input)
	if err != nil {
		return nil, nil, err
	}
	violations, err := decodeViolations(o.Decode(in, doc))
	return doc, violations, err
}

// schemaValid is the ValidateSchema verdict (upstream's validate()) of a
// decoded document of schema.
func schemaValid(doc any, schema string) (bool, error) {
	vs, ok := doc.(interface{ ValidateSchema() error })
	if !ok {
		return false, fmt.Errorf("%s has no ValidateSchema", schema)
	}
	return vs.ValidateSchema() == nil, nil
}
