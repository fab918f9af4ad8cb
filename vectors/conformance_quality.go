package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	conformanceHandlers[conformance.CategoryMicroUSDC] = runMicroUSDC
	conformanceHandlers[conformance.CategoryPersonalityAssignment] = documentOutput("personality-assignment")
	conformanceHandlers[conformance.CategoryDelegationQuality] = documentOutput("delegation-quality-event")
}

// documentOutput is the handler of a category whose input is a document
// of schema: the verdict of schemaVerdict; then, for a valid vector whose
// matching rules select at least one member, the document the library
// decoded, encoded again, must match expected_output on those members;
// for an invalid vector whose expected_output names a "field", a violation
// must sit at that member.
func documentOutput(schema string) conformanceHandler {
	verdict := schemaVerdict(schema)
	return func(v *conformance.Vector, o hounfour.Options) error {
		if err := verdict(v, o); err != nil {
			return err
		}
		doc, err := json.Marshal(v.Input)
		if err != nil {
			return err
		}
		if !v.ExpectedValid {
			raw, ok := v.ExpectedOutput["field"]
			if !ok {
				return nil
			}
			var field string
			if err := json.Unmarshal(raw, &field); err != nil {
				return fmt.Errorf("expected_output.field is not a string: %s", raw)
			}
			var verr *hounfour.ValidationError
			if err := validateAs(o, schema, doc); !errors.As(err, &verr) || !hasPath(verr.Violations, "/"+field) {
				return fmt.Errorf("%s: want a violation at /%s, got %v", schema, field, err)
			}
			return nil
		}
		if v.MatchingRules == nil || len(v.MatchingRules.SelectFields) == 0 {
			return nil // an output without selected members is informative
		}
		x, err := schemas.NewFor(o.Contract, schema)
		if err != nil {
			return err
		}
		if err := o.Decode(doc, x); err != nil {
			return err
		}
		enc, err := json.Marshal(x)
		if err != nil {
			return err
		}
		var actual map[string]json.RawMessage
		if err := json.Unmarshal(enc, &actual); err != nil {
			return err
		}
		return matchOutput(v, actual)
	}
}

func hasPath(vs []hounfour.Violation, p string) bool {
	for _, x := range vs {
		if x.Path == p {
			return true
		}
	}
	return false
}

// runMicroUSDC runs a micro-usdc vector by its input's key: "serialized"
// is read with wire.DeserializeMicroUSDC (actual {deserialized_bigint,
// reserialized}); "value" is a big integer given to wire.NewMicroUSDC;
// "micro_usd_value" is an unsigned micro-USD amount converted to MicroUSDC
// and back (actual {micro_usdc_value, round_trip_micro_usd_value}). A
// valid vector's actual output must match expected_output; an invalid
// one's function must fail, with a message containing
// expected_output.message_pattern (expected_output.error names upstream's
// JavaScript error class and is informative).
func runMicroUSDC(v *conformance.Vector, _ hounfour.Options) error {
	text := func(key string) (string, error) {
		var s string
		if err := json.Unmarshal(v.Input[key], &s); err != nil {
			return "", fmt.Errorf("input.%s is not a string: %s", key, v.Input[key])
		}
		return s, nil
	}
	var actual map[string]json.RawMessage
	var err error
	switch {
	case v.Input["serialized"] != nil:
		s, terr := text("serialized")
		if terr != nil {
			return terr
		}
		var m wire.MicroUSDC
		if m, err = wire.DeserializeMicroUSDC(s); err == nil {
			actual = map[string]json.RawMessage{"deserialized_bigint": raw(m.Big().String()), "reserialized": raw(m.String())}
		}
	case v.Input["value"] != nil:
		s, terr := text("value")
		if terr != nil {
			return terr
		}
		x, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return fmt.Errorf("input.value %q is not an integer", s)
		}
		var m wire.MicroUSDC
		if m, err = wire.NewMicroUSDC(x); err == nil {
			actual = map[string]json.RawMessage{"value": raw(m.String())}
		}
	case v.Input["micro_usd_value"] != nil:
		s, terr := text("micro_usd_value")
		if terr != nil {
			return terr
		}
		var u wire.MicroUSDUnsigned
		if u, err = wire.ParseMicroUSDUnsigned(s); err == nil {
			c := wire.MicroUSDCFromUnsigned(u)
			actual = map[string]json.RawMessage{"micro_usdc_value": raw(c.String()),
				"round_trip_micro_usd_value": raw(c.Unsigned().String())}
		}
	default:
		return errors.New("micro-usdc: input has none of serialized, value, micro_usd_value")
	}
	if !v.ExpectedValid {
		if err == nil {
			return fmt.Errorf("micro-usdc: want an error, got %s", actual)
		}
		var pattern string
		if p, ok := v.ExpectedOutput["message_pattern"]; ok {
			if jerr := json.Unmarshal(p, &pattern); jerr != nil {
				return fmt.Errorf("expected_output.message_pattern is not a string: %s", p)
			}
		}
		if !strings.Contains(err.Error(), pattern) {
			return fmt.Errorf("micro-usdc: error %q does not contain %q", err, pattern)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("micro-usdc: %v", err)
	}
	return matchOutput(v, actual)
}
