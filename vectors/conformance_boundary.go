package vectors

import (
	"fmt"
	"slices"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
)

func init() {
	conformanceHandlers[conformance.CategoryEconomicBoundary] = func(v *conformance.Vector, o hounfour.Options) error {
		return membraneDocument(v, o, "economic-boundary")
	}
	conformanceHandlers[conformance.CategoryReputationEconomicImpact] = func(v *conformance.Vector, o hounfour.Options) error {
		return membraneDocument(v, o, "reputation-economic-impact")
	}
}

// membraneInvalid lists the economic membrane vectors whose document is
// invalid, with each violation as rule, path, ": ", message (the rule id of
// a constraint, or the schema keyword of a member): each is the one invalid vector
// of its category (its file name starts with invalid-); every other vector
// of these categories holds a valid document.
var membraneInvalid = map[string][]string{
	// A denied decision without a reason passes the schema and fails
	// the constraint rule; expected_valid says true (schema validity).
	"conformance-economic-boundary-003": {"boundary-denial-needs-reason: Denied access decisions must provide a denial reason."},
	// An empty impacts array fails the schema; the rule reading it does
	// not run.
	"conformance-reputation-economic-impact-003": {"minItems/impacts: Expected array length to be greater or equal to 1"},
}

// membraneDocument runs an economic membrane vector whose input is a
// document of schema: Validate (schema and constraint rules) reports
// exactly the violations membraneInvalid lists for the vector, or nothing,
// and ValidateSchema (upstream's runtime verdict with its references
// resolved: the schema alone) agrees with expected_valid.
func membraneDocument(v *conformance.Vector, o hounfour.Options, schema string) error {
	doc, violations, err := decodeVector(v, o, schema)
	if err != nil {
		return err
	}
	want := membraneInvalid[v.VectorID]
	var got []string // rule, path, ": ", message
	for _, x := range violations {
		got = append(got, x.Rule+x.Path+": "+x.Message)
	}
	if !slices.Equal(got, want) {
		return fmt.Errorf("%s: violations %v, want %v", schema, got, want)
	}
	valid, err := schemaValid(doc, schema)
	if err != nil {
		return err
	}
	if valid != v.ExpectedValid {
		return fmt.Errorf("%s: ValidateSchema valid %v, expected_valid %v", schema, valid, v.ExpectedValid)
	}
	return nil
}
