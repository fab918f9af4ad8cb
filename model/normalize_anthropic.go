package model

import (
	"strconv"

	"github.com/go-json-experiment/json/jsontext"
)

// AnthropicFinishReason maps an Anthropic Messages API stop_reason to the
// unified finish reason: end_turn and stop_sequence → stop; max_tokens and
// model_context_window_exceeded → length; tool_use → tool_calls; refusal
// → content_filter. Any other value (pause_turn, a paused turn the caller
// must continue, included) has no equivalent: ok is false.
func AnthropicFinishReason(stopReason string) (f FinishReason, ok bool) {
	switch stopReason {
	case "end_turn", "stop_sequence":
		return FinishStop, true
	case "max_tokens", "model_context_window_exceeded":
		return FinishLength, true
	case "tool_use":
		return FinishToolCalls, true
	case "refusal":
		return FinishContentFilter, true
	}
	return "", false
}

type anthropicResponse struct {
	Type       *string          `json:"type"`
	Model      string           `json:"model"`
	Content    []anthropicBlock `json:"content"`
	StopReason *string          `json:"stop_reason"`
	Usage      *anthropicUsage  `json:"usage"`
}

type anthropicBlock struct {
	Type     string         `json:"type"`
	Text     *string        `json:"text"`
	Thinking *string        `json:"thinking"`
	ID       string         `json:"id"`
	Name     string         `json:"name"`
	Input    jsontext.Value `json:"input"`
}

type anthropicUsage struct {
	InputTokens              *int64 `json:"input_tokens"`
	OutputTokens             *int64 `json:"output_tokens"`
	CacheCreationInputTokens *int64 `json:"cache_creation_input_tokens"`
	CacheReadInputTokens     *int64 `json:"cache_read_input_tokens"`
}

func normalizeAnthropic(n *NormalizedResponse, p ProviderType, raw []byte) *NormalizeError {
	var r anthropicResponse
	if err := decodeResponse(p, raw, &r); err != nil {
		return err
	}
	if r.Type != nil && *r.Type != "message" {
		return normErr(p, "/type", ErrMalformedResponse, "want \"message\", got "+strconv.Quote(truncate(*r.Type, 64)))
	}
	if r.Model == "" {
		return normErr(p, "/model", ErrMalformedResponse, "the model id is missing")
	}
	n.ModelID = r.Model
	var text, thinking pieces
	for i, b := range r.Content {
		path := "/content/" + strconv.Itoa(i)
		switch b.Type {
		case "text":
			if b.Text == nil {
				return normErr(p, path+"/text", ErrMalformedResponse, "a text block needs text")
			}
			text.add(*b.Text)
		case "thinking":
			if b.Thinking == nil {
				return normErr(p, path+"/thinking", ErrMalformedResponse, "a thinking block needs thinking")
			}
			thinking.add(*b.Thinking)
		case "redacted_thinking":
			n.ThinkingRedacted = true
		case "tool_use":
			if b.Input == nil {
				return normErr(p, path+"/input", ErrInvalidToolArguments, "a tool_use block needs input")
			}
			if err := checkToolCall(p, path, b.ID, b.Name, b.Input); err != nil {
				if err.Path == path+"/arguments" {
					err.Path = path + "/input"
				}
				return err
			}
			n.ToolCalls = append(n.ToolCalls, ToolInvocation{ID: b.ID, Name: b.Name, Arguments: []byte(b.Input)})
		default:
			return normErr(p, path+"/type", ErrUnsupportedContent, "content block type "+strconv.Quote(truncate(b.Type, 64)))
		}
	}
	n.Content, n.ThinkingTrace = text.value(), thinking.value()
	f, err := finishReason(p, "/stop_reason", r.StopReason, AnthropicFinishReason)
	if err != nil {
		return err
	}
	n.FinishReason, n.ProviderFinishReason = f, *r.StopReason
	u := r.Usage
	if u == nil || u.InputTokens == nil || u.OutputTokens == nil {
		return normErr(p, "/usage", ErrMissingUsage, "usage.input_tokens and usage.output_tokens are required")
	}
	var in, cw, cr, out int64
	err = readTokens(p,
		tokenField{"/usage/input_tokens", u.InputTokens, &in},
		tokenField{"/usage/cache_creation_input_tokens", u.CacheCreationInputTokens, &cw},
		tokenField{"/usage/cache_read_input_tokens", u.CacheReadInputTokens, &cr},
		tokenField{"/usage/output_tokens", u.OutputTokens, &out})
	if err != nil {
		return err
	}
	if n.Usage.PromptTokens, err = sumTokens(p, "/usage", in, cw, cr); err != nil {
		return err
	}
	n.Usage.CompletionTokens = out
	return nil
}
