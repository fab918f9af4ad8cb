package vectors

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/schemas"
)

// The conformance categories of the reputation protocol's events, scoring
// paths, signals, credentials and portability: every vector is a document
// of one schema, checked with the library's Validate (schema and the
// constraint file's rules).
func init() {
	conformanceHandlers[conformance.CategoryReputationEvent] = reputationDocuments(fixedSchema("reputation-event"))
	conformanceHandlers[conformance.CategoryScoringPathLog] = reputationDocuments(fixedSchema("scoring-path-log"))
	conformanceHandlers[conformance.CategoryReputationRouting] = reputationDocuments(fixedSchema("reputation-routing-signal"))
	conformanceHandlers[conformance.CategoryCommunityEngagement] = reputationDocuments(fixedSchema("community-engagement-signal"))
	conformanceHandlers[conformance.CategoryReputationCredential] = reputationDocuments(fixedSchema("reputation-credential"))
	conformanceHandlers[conformance.CategoryReputationPortability] = reputationDocuments(func(v *conformance.Vector) string {
		if _, ok := v.Input["response_id"]; ok {
			return "portability-response"
		}
		return "reputation-portability-request"
	})
}

func fixedSchema(s string) func(*conformance.Vector) string {
	return func(*conformance.Vector) string { return s }
}

// schemaLevelVectors are the vectors upstream marks valid although their
// own description or notes name a rule of the document's constraint file
// that they break: upstream's validate() runs no constraint file for these
// types. For them the schema verdict (ValidateSchema) must be valid and
// Validate must fail with exactly that one rule (deviation 123 in
// COMPATIBILITY.md).
var schemaLevelVectors = map[string]string{
	"conformance-reputation-credential-007":  "credential-expiry-after-issuance",
	"conformance-reputation-portability-003": "portability-different-collections",
	"conformance-scoring-path-log-004":       "scoring-path-task-cohort-requires-context",
}

// reputationDocuments is the handler of a category whose vectors are
// documents, of the schema pick names: the verdict of Validate must be
// expected_valid (schemaLevelVectors aside); a valid vector whose
// matching rules select members compares them with the document as the
// library encodes it.
func reputationDocuments(pick func(*conformance.Vector) string) conformanceHandler {
	return func(v *conformance.Vector, o hounfour.Options) error {
		schema := pick(v)
		doc, err := json.Marshal(v.Input)
		if err != nil {
			return err
		}
		val, err := schemas.NewFor(o.Contract, schema)
		if err != nil {
			return err
		}
		err = o.Decode(doc, val)
		var ve *hounfour.ValidationError
		if err != nil && !errors.As(err, &ve) {
			return fmt.Errorf("%s: %v", schema, err)
		}
		if rule, ok := schemaLevelVectors[v.VectorID]; ok {
			if !v.ExpectedValid {
				return fmt.Errorf("%s: a schema-level vector must be expected_valid", v.VectorID)
			}
			if ve == nil || len(ve.Violations) != 1 || ve.Violations[0].Rule != rule {
				return fmt.Errorf("%s: Validate must fail with exactly %s, got %v", schema, rule, err)
			}
			sv, ok := val.(interface{ ValidateSchema() error })
			if !ok {
				return fmt.Errorf("%s has no ValidateSchema", schema)
			}
			if err := sv.ValidateSchema(); err != nil {
				return fmt.Errorf("%s: ValidateSchema: want valid, got %v", schema, err)
			}
			return nil
		}
		if (err == nil) != v.ExpectedValid {
			if err == nil {
				return fmt.Errorf("%s: want invalid, got valid", schema)
			}
			return fmt.Errorf("%s: want valid, got %v", schema, err)
		}
		if err != nil || v.MatchingRules == nil || len(v.MatchingRules.SelectFields) == 0 {
			return nil
		}
		enc, err := json.Marshal(val)
		if err != nil {
			return err
		}
		var actual map[string]json.RawMessage
		if err := json.Unmarshal(enc, &actual); err != nil {
			return err
		}
		if m := conformance.MatchOutput(v.ExpectedOutput, actual, v.MatchingRules); !m.Matched {
			return fmt.Errorf("%s: %s", schema, m.Reason)
		}
		return nil
	}
}
