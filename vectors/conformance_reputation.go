package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/schemas"
)

func init() {
	conformanceHandlers[conformance.CategoryReputationAggregate] = runReputationAggregate
	conformanceHandlers[conformance.CategoryTaskType] = runTaskType
	conformanceHandlers[conformance.CategoryTaskTypeCohort] = func(v *conformance.Vector, o hounfour.Options) error {
		return documentVerdict(v, o, "task-type-cohort", v.Input)
	}
	conformanceHandlers[conformance.CategoryCollectionGovernanceConfig] = func(v *conformance.Vector, o hounfour.Options) error {
		return documentVerdict(v, o, "collection-governance-config", v.Input)
	}
}

// documentVerdict runs a vector whose input is a document of schema: its
// Validate verdict must equal expected_valid; an expected
// constraint_violation (or constraint_violated) rule must be reported — or,
// when the schema already rejects a member the rule reads, a violation
// under that member (the rule then does not run); every
// cross_field_validations entry must be reported as a violation or a
// warning; and for a valid vector whose matching rules select fields, the
// document as the library encodes it must match expected_output.
func documentVerdict(v *conformance.Vector, o hounfour.Options, schema string, input map[string]json.RawMessage) error {
	doc, err := schemas.NewFor(o.Contract, schema)
	if err != nil {
		return err
	}
	in, err := json.Marshal(input)
	if err != nil {
		return err
	}
	err = o.Decode(in, doc)
	violations, err := decodeViolations(err)
	if err != nil {
		return err
	}
	if (violations == nil) != v.ExpectedValid {
		if violations == nil {
			return fmt.Errorf("%s: want invalid, got valid", schema)
		}
		return fmt.Errorf("%s: want valid, got %v", schema, &hounfour.ValidationError{Schema: schema, Violations: violations})
	}
	for _, key := range []string{"constraint_violation", "constraint_violated"} {
		raw, ok := v.ExpectedOutput[key]
		if !ok {
			continue
		}
		var rule string
		if err := json.Unmarshal(raw, &rule); err != nil {
			return fmt.Errorf("expected_output.%s is not a string: %s", key, raw)
		}
		if !hasRule(violations, rule) && !underRuleMember(o, schema, rule, violations) {
			return fmt.Errorf("%s: want a violation of %s, got %v", schema, rule, violations)
		}
	}
	var warnings []hounfour.Warning
	if w, ok := doc.(interface{ Warnings() []hounfour.Warning }); ok {
		warnings = w.Warnings()
	}
	for _, x := range v.CrossFieldValidations {
		list, what := violations, "violation"
		if x.ExpectedSeverity == conformance.ExpectWarning {
			list, what = warnings, "warning"
		}
		if err := findRule(list, x); err != nil {
			return fmt.Errorf("%s: want a %s %s: %v", schema, what, x.RuleID, err)
		}
	}
	if v.ExpectedValid && v.MatchingRules != nil && len(v.MatchingRules.SelectFields) > 0 {
		enc, err := json.Marshal(doc)
		if err != nil {
			return err
		}
		return matchJSON(v, enc)
	}
	return nil
}

// decodeViolations returns the violations of a decode's error (nil when it is
// nil), or the error itself when it is no validation error.
func decodeViolations(err error) ([]hounfour.Violation, error) {
	var verr *hounfour.ValidationError
	switch {
	case err == nil:
		return nil, nil
	case errors.As(err, &verr):
		return verr.Violations, nil
	}
	return nil, fmt.Errorf("decode returned a non-validation error: %v", err)
}

// underRuleMember reports whether a violation lies under a member the rule
// of schema's constraint file reads (its fields).
func underRuleMember(o hounfour.Options, schema, rule string, vs []hounfour.Violation) bool {
	for _, f := range constraint.ForSchemaIn(o.Contract, schema) {
		for _, c := range f.Constraints() {
			if c.ID != rule {
				continue
			}
			for _, field := range c.Fields {
				for _, x := range vs {
					if x.Path == "/"+field || strings.HasPrefix(x.Path, "/"+field+"/") {
						return true
					}
				}
			}
		}
	}
	return false
}

// matchJSON matches the JSON object actual against the vector's expected
// output under its matching rules.
func matchJSON(v *conformance.Vector, actual []byte) error {
	var got map[string]json.RawMessage
	if err := json.Unmarshal(actual, &got); err != nil {
		return err
	}
	return matchOutput(v, got)
}

// runReputationAggregate: the category holds documents and two function
// checks, told apart by shape. An input with aggregate is an
// aggregate-snapshot; one with from_state and to_state a transition
// (actual {valid_transition: IsValidTransition, to_state}, and the edge the
// transition member names must lead to to_state); one with personal_score
// but no personality_id a blend (actual {blended_score: BlendedScore,
// personal_weight: PersonalWeight}); any other a reputation-aggregate.
func runReputationAggregate(v *conformance.Vector, o hounfour.Options) error {
	in := v.Input
	_, hasAggregate := in["aggregate"]
	_, hasFrom := in["from_state"]
	_, hasTo := in["to_state"]
	_, hasPersonal := in["personal_score"]
	_, hasPersonality := in["personality_id"]
	switch {
	case hasAggregate:
		return documentVerdict(v, o, "aggregate-snapshot", in)
	case hasFrom && hasTo:
		var t struct {
			From       reputation.State `json:"from_state"`
			To         reputation.State `json:"to_state"`
			Transition string           `json:"transition"`
		}
		if err := remarshal(in, &t); err != nil {
			return err
		}
		valid := reputation.IsValidTransition(t.From, t.To)
		if valid != v.ExpectedValid {
			return fmt.Errorf("IsValidTransition(%s, %s) = %v, want %v", t.From, t.To, valid, v.ExpectedValid)
		}
		for _, r := range reputation.Transitions() {
			if r.Name == t.Transition && r.To != t.To {
				return fmt.Errorf("the edge %s leads to %s, not %s", r.Name, r.To, t.To)
			}
		}
		out, err := json.Marshal(map[string]any{"valid_transition": valid, "to_state": t.To})
		if err != nil {
			return err
		}
		return matchJSON(v, out)
	case hasPersonal && !hasPersonality:
		var b struct {
			Personal   float64 `json:"personal_score"`
			Collection float64 `json:"collection_score"`
			Samples    float64 `json:"sample_count"`
			Pseudo     float64 `json:"pseudo_count"`
		}
		if err := remarshal(in, &b); err != nil {
			return err
		}
		out, err := json.Marshal(map[string]float64{
			"blended_score":   reputation.BlendedScore(&b.Personal, b.Collection, b.Samples, b.Pseudo),
			"personal_weight": reputation.PersonalWeight(b.Samples, b.Pseudo),
		})
		if err != nil {
			return err
		}
		return matchJSON(v, out)
	}
	return documentVerdict(v, o, "reputation-aggregate", in)
}

// remarshal decodes the members m into x (strictly: an unknown member is
// an error).
func remarshal(m map[string]json.RawMessage, x any) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return strictJSON(data, x)
}

// runTaskType: the input {"value": s} binds the task-type document s, a
// JSON string (the binding of the TaskType constraint file): its verdict
// must equal expected_valid, and every cross_field_validations entry must
// be reported.
func runTaskType(v *conformance.Vector, o hounfour.Options) error {
	raw, ok := v.Input["value"]
	if !ok || len(v.Input) != 1 {
		return errors.New("task-type: the input must be {\"value\": …}")
	}
	var t reputation.TaskType
	violations, err := decodeViolations(o.Decode(raw, &t))
	if err != nil {
		return err
	}
	if (violations == nil) != v.ExpectedValid {
		return fmt.Errorf("task-type %s: valid %v, want %v (%v)", raw, violations == nil, v.ExpectedValid, violations)
	}
	for _, x := range v.CrossFieldValidations {
		list := violations
		if x.ExpectedSeverity == conformance.ExpectWarning {
			list = t.Warnings()
		}
		if err := findRule(list, x); err != nil {
			return fmt.Errorf("task-type: want %s: %v", x.RuleID, err)
		}
	}
	return nil
}
