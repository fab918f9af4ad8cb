package vectors

import (
	"fmt"
	"slices"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
)

// The model-routing economics categories: each input is a document. A
// vector whose document fails only a constraint rule runs as
// governanceDocument does (the rule listed in governanceInvalid); one
// whose document fails its schema reports exactly the violation
// routingSchemaInvalid lists, and ValidateSchema rejects it too, as
// expected_valid false says.
func init() {
	for c, schema := range map[conformance.Category]string{
		conformance.CategoryModelEconomicProfile: "model-economic-profile",
		conformance.CategoryEconomicPerformance:  "economic-performance-event",
		conformance.CategoryRoutingRebalance:     "routing-rebalance-event",
	} {
		conformanceHandlers[c] = func(v *conformance.Vector, o hounfour.Options) error {
			if want, ok := routingSchemaInvalid[v.VectorID]; ok {
				return schemaInvalidDocument(v, o, schema, want)
			}
			return governanceDocument(v, o, schema)
		}
	}
	// The rebalance whose before and after compositions are the same passes
	// the schema although expected_valid is false.
	governanceInvalid["conformance-routing-rebalance-003"] = "rebalance-compositions-differ"
	governanceSchemaMismatch["conformance-routing-rebalance-003"] = true
}

// routingSchemaInvalid lists the model-routing vectors whose document
// fails its schema, with the one violation Validate reports (the rules
// reading the member do not run).
var routingSchemaInvalid = map[string]hounfour.Violation{
	"conformance-economic-performance-003": {Path: "/actual_quality", Rule: "maximum",
		Message: "Expected number to be less or equal to 1"},
	"conformance-model-economic-profile-003": {Path: "/quality_yield", Rule: "minimum",
		Message: "Expected number to be greater or equal to 0"},
}

// schemaInvalidDocument runs a vector whose document must fail its schema
// with exactly the violation want, under Validate and ValidateSchema
// alike, and whose expected_valid must be false.
func schemaInvalidDocument(v *conformance.Vector, o hounfour.Options, schema string, want hounfour.Violation) error {
	if v.ExpectedValid {
		return fmt.Errorf("%s: expected_valid true for a document that fails its schema", schema)
	}
	doc, violations, err := decodeVector(v, o, schema)
	if err != nil {
		return err
	}
	if len(violations) != 1 || violations[0].Path != want.Path || violations[0].Rule != want.Rule ||
		violations[0].Message != want.Message {
		return fmt.Errorf("%s: want exactly %s %s %q, got %v", schema, want.Path, want.Rule, want.Message, violations)
	}
	vs, ok := doc.(interface{ ValidateSchema() error })
	if !ok {
		return fmt.Errorf("%s has no ValidateSchema", schema)
	}
	schemaViolations, err := decodeViolations(vs.ValidateSchema())
	if err != nil {
		return err
	}
	same := func(a, b hounfour.Violation) bool {
		return a.Path == b.Path && a.Rule == b.Rule && a.Message == b.Message
	}
	if !slices.EqualFunc(schemaViolations, violations, same) {
		return fmt.Errorf("%s: ValidateSchema reports %v, Validate %v", schema, schemaViolations, violations)
	}
	return nil
}
