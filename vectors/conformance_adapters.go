package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	jsonv2 "github.com/go-json-experiment/json"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/model"
)

// reasonEnsemble is why ensemble-position stays matcher-only.
const reasonEnsemble = "matcher-only: the expected consensus and position changes compare positions by meaning " +
	"(differently worded positions count as agreeing), which no general rule decides; generic checks only"

func init() {
	conformanceHandlers[conformance.CategoryProviderNormalization] = runNormalization
	conformanceHandlers[conformance.CategoryThinkingTrace] = runThinkingTrace
	conformanceHandlers[conformance.CategoryToolCallRoundtrip] = runToolCallRoundtrip
	conformanceHandlers[conformance.CategoryEnsemblePosition] = matcherOnly(reasonEnsemble)
}

// expectedErrors maps the expected_error codes of the invalid adapter
// vectors (metadata.expected_error) to the library's sentinels.
var expectedErrors = map[string]error{
	"missing_usage_data":    model.ErrMissingUsage,
	"invalid_finish_reason": model.ErrUnknownFinishReason,
	"invalid_tool_name":     model.ErrInvalidToolName,
}

// adapterVerdict compares an adapter's outcome with the vector: a vector
// with expected_valid false must be rejected — with the sentinel of its
// metadata.expected_error when the code is known — and a valid one must
// produce its expected output under its matching rules.
func adapterVerdict(v *conformance.Vector, actual func() (map[string]json.RawMessage, error)) error {
	out, err := actual()
	if !v.ExpectedValid {
		if err == nil {
			return errors.New("want the input rejected, it was accepted")
		}
		var code string
		if raw, ok := v.Metadata["expected_error"]; ok && json.Unmarshal(raw, &code) == nil {
			if want, known := expectedErrors[code]; known && !errors.Is(err, want) {
				return fmt.Errorf("want a %s rejection (%v), got %v", code, want, err)
			}
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("want the input accepted, got %v", err)
	}
	return matchOutput(v, out)
}

// normalizeInput runs model.NormalizeProviderResponse on the vector's input,
// a provider response with a "provider" member naming the provider type.
func normalizeInput(v *conformance.Vector) (model.NormalizedResponse, error) {
	var provider string
	if raw, ok := v.Input["provider"]; !ok || json.Unmarshal(raw, &provider) != nil {
		return model.NormalizedResponse{}, errors.New("input.provider must be a string")
	}
	raw, err := json.Marshal(v.Input)
	if err != nil {
		return model.NormalizedResponse{}, err
	}
	return model.NormalizeProviderResponse(model.ProviderType(provider), raw)
}

// members returns the JSON members of v.
func members(v any) (map[string]json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	return m, json.Unmarshal(b, &m)
}

// runNormalization is the provider-normalization handler: the actual output
// is the JSON form of the normalized response.
func runNormalization(v *conformance.Vector, _ hounfour.Options) error {
	return adapterVerdict(v, func() (map[string]json.RawMessage, error) {
		n, err := normalizeInput(v)
		if err != nil {
			return nil, err
		}
		return members(n)
	})
}

// runThinkingTrace is the thinking-trace handler: the actual output is the
// normalized response's JSON form plus has_thinking
// (NormalizedResponse.HasThinking).
func runThinkingTrace(v *conformance.Vector, _ hounfour.Options) error {
	return adapterVerdict(v, func() (map[string]json.RawMessage, error) {
		n, err := normalizeInput(v)
		if err != nil {
			return nil, err
		}
		m, err := members(n)
		if err != nil {
			return nil, err
		}
		m["has_thinking"] = json.RawMessage(strconv.FormatBool(n.HasThinking()))
		return m, nil
	})
}

// toolCallInput is the input of a tool-call-roundtrip vector.
type toolCallInput struct {
	ToolCalls   []model.ToolInvocation `json:"tool_calls"`
	ToolResults []model.ToolCallResult `json:"tool_results,omitzero"`
}

// runToolCallRoundtrip is the tool-call-roundtrip handler. The calls go to
// the wire and back: model.ToolCallMessage builds the assistant message,
// which is encoded, decoded and validated as a provider-wire-message, and
// model.ToolInvocations reads the calls back. Each result is checked against
// the calls (model.CheckToolResults) and goes through its tool message the
// same way (model.ToolCallResultFromWire); the tool message has no error
// flag, so is_error is carried over from the input. The actual output is
// {tool_calls, tool_call_count, tool_results (when the input has any)}.
func runToolCallRoundtrip(v *conformance.Vector, o hounfour.Options) error {
	return adapterVerdict(v, func() (map[string]json.RawMessage, error) {
		doc, err := json.Marshal(v.Input)
		if err != nil {
			return nil, err
		}
		var in toolCallInput
		if err := jsonv2.Unmarshal(doc, &in, jsonv2.RejectUnknownMembers(true)); err != nil {
			return nil, err
		}
		msg, err := model.ToolCallMessage(in.ToolCalls)
		if err != nil {
			return nil, err
		}
		var back model.ProviderWireMessage
		if err := wireRoundTrip(msg, &back, o); err != nil {
			return nil, err
		}
		calls, err := model.ToolInvocations(back)
		if err != nil {
			return nil, err
		}
		if err := model.CheckToolResults(calls, in.ToolResults); err != nil {
			return nil, err
		}
		var results []model.ToolCallResult
		for _, r := range in.ToolResults {
			var m model.ProviderWireMessage
			if err := wireRoundTrip(r.WireMessage(), &m, o); err != nil {
				return nil, err
			}
			got, err := model.ToolCallResultFromWire(m)
			if err != nil {
				return nil, err
			}
			got.IsError = r.IsError
			results = append(results, got)
		}
		if calls == nil {
			calls = []model.ToolInvocation{}
		}
		return members(struct {
			ToolCalls   []model.ToolInvocation `json:"tool_calls"`
			Count       int                    `json:"tool_call_count"`
			ToolResults []model.ToolCallResult `json:"tool_results,omitempty"`
		}{calls, len(calls), results})
	})
}

// wireRoundTrip encodes m and decodes it into back with validation, under l.
func wireRoundTrip(m model.ProviderWireMessage, back *model.ProviderWireMessage, o hounfour.Options) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return o.Decode(b, back)
}
