package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	for c, schema := range map[conformance.Category]string{
		conformance.CategoryAgentIdentity:          "agent-identity",
		conformance.CategoryCapabilityScopedTrust:  "agent-identity",
		conformance.CategoryBridgeTransferSaga:     "bridge-transfer-saga",
		conformance.CategoryConservationProperties: "conservation-property-registry",
		conformance.CategoryDelegationChain:        "delegation-chain",
		conformance.CategoryDelegationOutcome:      "delegation-outcome",
		conformance.CategoryDelegationTree:         "delegation-tree",
		conformance.CategoryGovernanceProposal:     "governance-proposal",
		conformance.CategoryInterAgentTransaction:  "inter-agent-transaction-audit",
		conformance.CategoryJWTBoundary:            "jwt-boundary-spec",
		conformance.CategoryLivenessProperties:     "liveness-property",
		conformance.CategoryMonetaryPolicy:         "monetary-policy",
		conformance.CategoryPermissionBoundary:     "permission-boundary",
		conformance.CategoryRegistryBridge:         "registry-bridge",
	} {
		conformanceHandlers[c] = schemaVerdict(schema)
	}
	conformanceHandlers[conformance.CategoryPricingCalculation] = runPricing
	conformanceHandlers[conformance.CategoryReservationEnforcement] = runReservation
}

// schemaVerdict is the handler of a category whose input is a document of
// schema: the document's Validate verdict (constraint-file rules included)
// must equal expected_valid; when expected_output names a
// "constraint_violated" rule, a violation with that rule id must be
// reported; each cross_field_validations entry must be reported as a
// violation (error) or warning with its rule id, its message matching the
// expected pattern.
func schemaVerdict(schema string) conformanceHandler {
	return func(v *conformance.Vector, o hounfour.Options) error {
		doc, err := schemas.NewFor(o.Contract, schema)
		if err != nil {
			return err
		}
		in, err := json.Marshal(v.Input)
		if err != nil {
			return err
		}
		var violations []hounfour.Violation
		err = o.Decode(in, doc)
		var verr *hounfour.ValidationError
		switch {
		case err == nil:
		case errors.As(err, &verr):
			violations = verr.Violations
		default:
			return fmt.Errorf("decode returned a non-validation error: %v", err)
		}
		if (err == nil) != v.ExpectedValid {
			if err == nil {
				return fmt.Errorf("%s: want invalid, got valid", schema)
			}
			return fmt.Errorf("%s: want valid, got %v", schema, err)
		}
		if raw, ok := v.ExpectedOutput["constraint_violated"]; ok {
			var rule string
			if err := json.Unmarshal(raw, &rule); err != nil {
				return fmt.Errorf("expected_output.constraint_violated is not a string: %s", raw)
			}
			if !hasRule(violations, rule) {
				return fmt.Errorf("%s: want a violation of %s, got %v", schema, rule, err)
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
		return nil
	}
}

func hasRule(vs []hounfour.Violation, rule string) bool {
	for _, x := range vs {
		if x.Rule == rule {
			return true
		}
	}
	return false
}

// findRule reports whether vs holds a violation of x's rule whose message
// matches x's pattern (when it has one).
func findRule(vs []hounfour.Violation, x conformance.CrossFieldExpectation) error {
	var re *regexp.Regexp
	if x.ExpectedMessagePattern != nil {
		var err error
		if re, err = regexp.Compile(*x.ExpectedMessagePattern); err != nil {
			return fmt.Errorf("expected_message_pattern does not compile: %v", err)
		}
	}
	var msgs []string
	for _, y := range vs {
		if y.Rule != x.RuleID {
			continue
		}
		if re == nil || re.MatchString(y.Message) {
			return nil
		}
		msgs = append(msgs, y.Message)
	}
	if len(msgs) == 0 {
		return errors.New("not reported")
	}
	return fmt.Errorf("messages %s do not match %q", quoteList(msgs), *x.ExpectedMessagePattern)
}

// pricingInput is the input of a pricing-calculation vector.
type pricingInput struct {
	ModelID          string          `json:"model_id"`
	PromptTokens     json.RawMessage `json:"prompt_tokens"`
	CompletionTokens json.RawMessage `json:"completion_tokens"`
	Pricing          struct {
		InputCostPerMillion  wire.MicroUSDUnsigned `json:"input_cost_per_million"`
		OutputCostPerMillion wire.MicroUSDUnsigned `json:"output_cost_per_million"`
	} `json:"pricing"`
}

// runPricing prices the input with the floor-per-component convention
// (billing.FloorComponentCostBig: each of input and output cost is
// floor(tokens × rate / 1,000,000), exact at any size; the total is their
// sum) and compares {input_cost_micro, output_cost_micro, total_cost_micro}
// with the expected output. Input that cannot be priced counts as invalid.
func runPricing(v *conformance.Vector, _ hounfour.Options) error {
	actual, err := priceInput(v.Input)
	if err != nil {
		if v.ExpectedValid {
			return fmt.Errorf("cannot price the input: %v", err)
		}
		return nil
	}
	if !v.ExpectedValid {
		return errors.New("want the input rejected, it was priced")
	}
	return matchOutput(v, actual)
}

func priceInput(input map[string]json.RawMessage) (map[string]json.RawMessage, error) {
	doc, err := json.Marshal(input)
	if err != nil {
		return nil, err
	}
	var in pricingInput
	if err := strict(doc, &in); err != nil {
		return nil, err
	}
	if in.Pricing.InputCostPerMillion.IsZero() || in.Pricing.OutputCostPerMillion.IsZero() {
		return nil, errors.New("pricing.input_cost_per_million and pricing.output_cost_per_million are required")
	}
	var total big.Int
	out := map[string]json.RawMessage{}
	for _, c := range []struct {
		name   string
		tokens json.RawMessage
		rate   wire.MicroUSDUnsigned
	}{
		{"input_cost_micro", in.PromptTokens, in.Pricing.InputCostPerMillion},
		{"output_cost_micro", in.CompletionTokens, in.Pricing.OutputCostPerMillion},
	} {
		tokens, ok := new(big.Int).SetString(string(c.tokens), 10)
		if !ok {
			return nil, fmt.Errorf("token count %s is not a whole number", c.tokens)
		}
		cost, _, err := billing.FloorComponentCostBig(tokens, c.rate.Big())
		if err != nil {
			return nil, err
		}
		total.Add(&total, cost)
		out[c.name] = raw(cost.String())
	}
	out["total_cost_micro"] = raw(total.String())
	return out, nil
}

// matchOutput compares actual with the vector's expected output under its
// matching rules.
func matchOutput(v *conformance.Vector, actual map[string]json.RawMessage) error {
	m := conformance.MatchOutput(v.ExpectedOutput, actual, v.MatchingRules)
	if m.Matched {
		return nil
	}
	var b strings.Builder
	b.WriteString(m.Reason)
	for _, x := range m.Mismatches {
		fmt.Fprintf(&b, "; %s: want %s, got %s", x.Path, orUndefined(x.Expected), orUndefined(x.Actual))
	}
	return errors.New(b.String())
}

func orUndefined(b json.RawMessage) string {
	if b == nil {
		return "undefined"
	}
	return string(b)
}
