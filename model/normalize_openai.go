package model

import (
	"strconv"
)

// OpenAIFinishReason maps an OpenAI Chat Completions finish_reason to the
// unified finish reason: stop, length, tool_calls and content_filter map to
// themselves. Any other value (the deprecated function_call of the legacy
// functions API included) has no equivalent: ok is false.
func OpenAIFinishReason(finishReason string) (f FinishReason, ok bool) {
	switch f := FinishReason(finishReason); f {
	case FinishStop, FinishLength, FinishToolCalls, FinishContentFilter:
		return f, true
	}
	return "", false
}

type openAIResponse struct {
	Model   string         `json:"model"`
	Choices []openAIChoice `json:"choices"`
	Usage   *openAIUsage   `json:"usage"`
}

type openAIChoice struct {
	Message      *openAIMessage `json:"message"`
	FinishReason *string        `json:"finish_reason"`
}

type openAIMessage struct {
	Content          *string          `json:"content"`
	Refusal          *string          `json:"refusal"`
	ReasoningContent *string          `json:"reasoning_content"`
	ToolCalls        []openAIToolCall `json:"tool_calls"`
}

type openAIToolCall struct {
	ID       string  `json:"id"`
	Type     *string `json:"type"`
	Function *struct {
		Name      string  `json:"name"`
		Arguments *string `json:"arguments"`
	} `json:"function"`
}

type openAIUsage struct {
	PromptTokens            *int64 `json:"prompt_tokens"`
	CompletionTokens        *int64 `json:"completion_tokens"`
	CompletionTokensDetails *struct {
		ReasoningTokens *int64 `json:"reasoning_tokens"`
	} `json:"completion_tokens_details"`
}

func normalizeOpenAI(n *NormalizedResponse, p ProviderType, raw []byte) *NormalizeError {
	var r openAIResponse
	if err := decodeResponse(p, raw, &r); err != nil {
		return err
	}
	if r.Model == "" {
		return normErr(p, "/model", ErrMalformedResponse, "the model id is missing")
	}
	n.ModelID = r.Model
	if len(r.Choices) != 1 {
		return normErr(p, "/choices", ErrMalformedResponse, "want exactly one choice, got "+strconv.Itoa(len(r.Choices)))
	}
	c := r.Choices[0]
	if c.Message == nil {
		return normErr(p, "/choices/0/message", ErrMalformedResponse, "the choice has no message")
	}
	m := c.Message
	n.Content, n.Refusal, n.ThinkingTrace = m.Content, m.Refusal, m.ReasoningContent
	for i, tc := range m.ToolCalls {
		path := "/choices/0/message/tool_calls/" + strconv.Itoa(i)
		if tc.Type != nil && *tc.Type != "function" {
			return normErr(p, path+"/type", ErrUnsupportedContent, "tool call type "+strconv.Quote(truncate(*tc.Type, 64)))
		}
		if tc.Function == nil || tc.Function.Arguments == nil {
			return normErr(p, path+"/function", ErrInvalidToolCall, "a tool call needs function.name and function.arguments")
		}
		args := []byte(*tc.Function.Arguments)
		if err := checkToolCall(p, path, tc.ID, tc.Function.Name, args); err != nil {
			switch err.Path {
			case path + "/name":
				err.Path = path + "/function/name"
			case path + "/arguments":
				err.Path = path + "/function/arguments"
			}
			return err
		}
		n.ToolCalls = append(n.ToolCalls, ToolInvocation{ID: tc.ID, Name: tc.Function.Name, Arguments: args})
	}
	f, err := finishReason(p, "/choices/0/finish_reason", c.FinishReason, OpenAIFinishReason)
	if err != nil {
		return err
	}
	n.FinishReason, n.ProviderFinishReason = f, *c.FinishReason
	u := r.Usage
	if u == nil || u.PromptTokens == nil || u.CompletionTokens == nil {
		return normErr(p, "/usage", ErrMissingUsage, "usage.prompt_tokens and usage.completion_tokens are required")
	}
	err = readTokens(p,
		tokenField{"/usage/prompt_tokens", u.PromptTokens, &n.Usage.PromptTokens},
		tokenField{"/usage/completion_tokens", u.CompletionTokens, &n.Usage.CompletionTokens})
	if err != nil {
		return err
	}
	if d := u.CompletionTokensDetails; d != nil && d.ReasoningTokens != nil {
		const path = "/usage/completion_tokens_details/reasoning_tokens"
		reasoning, err := tokenCount(p, path, d.ReasoningTokens)
		if err != nil {
			return err
		}
		if reasoning > n.Usage.CompletionTokens {
			return normErr(p, path, ErrMalformedResponse, "more reasoning tokens ("+itoa(reasoning)+") than completion tokens ("+itoa(n.Usage.CompletionTokens)+")")
		}
		n.Usage.CompletionTokens -= reasoning
		n.Usage.ReasoningTokens = &reasoning
	}
	return nil
}
