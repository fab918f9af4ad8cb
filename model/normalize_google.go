package model

import (
	"maps"
	"slices"
	"strconv"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// GoogleFinishReason maps a Gemini generateContent finishReason to the
// unified finish reason: STOP → stop; MAX_TOKENS → length; SAFETY,
// RECITATION, BLOCKLIST, PROHIBITED_CONTENT, SPII and IMAGE_SAFETY →
// content_filter. Any other value (FINISH_REASON_UNSPECIFIED, LANGUAGE,
// OTHER, MALFORMED_FUNCTION_CALL, …) has no equivalent: ok is false.
// Gemini has no tool-call finish reason: [NormalizeProviderResponse] turns
// a STOP response that holds function calls into tool_calls.
func GoogleFinishReason(finishReason string) (f FinishReason, ok bool) {
	switch finishReason {
	case "STOP":
		return FinishStop, true
	case "MAX_TOKENS":
		return FinishLength, true
	case "SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "IMAGE_SAFETY":
		return FinishContentFilter, true
	}
	return "", false
}

type googleResponse struct {
	Model          string            `json:"model"`
	ModelVersion   string            `json:"modelVersion"`
	Candidates     []googleCandidate `json:"candidates"`
	PromptFeedback *struct {
		BlockReason *string `json:"blockReason"`
	} `json:"promptFeedback"`
	UsageMetadata *googleUsage `json:"usageMetadata"`
}

type googleCandidate struct {
	Content *struct {
		Parts []jsontext.Value `json:"parts"`
	} `json:"content"`
	FinishReason *string `json:"finishReason"`
}

type googlePart struct {
	Text         *string `json:"text"`
	Thought      bool    `json:"thought"`
	FunctionCall *struct {
		ID   string         `json:"id"`
		Name string         `json:"name"`
		Args jsontext.Value `json:"args"`
	} `json:"functionCall"`
}

type googleUsage struct {
	PromptTokenCount        *int64 `json:"promptTokenCount"`
	ToolUsePromptTokenCount *int64 `json:"toolUsePromptTokenCount"`
	CandidatesTokenCount    *int64 `json:"candidatesTokenCount"`
	ThoughtsTokenCount      *int64 `json:"thoughtsTokenCount"`
}

// googlePartMembers are the members a part may hold.
var googlePartMembers = []string{"text", "thought", "thoughtSignature", "functionCall"}

func normalizeGoogle(n *NormalizedResponse, p ProviderType, raw []byte) *NormalizeError {
	var r googleResponse
	if err := decodeResponse(p, raw, &r); err != nil {
		return err
	}
	n.ModelID = r.Model
	if n.ModelID == "" {
		n.ModelID = r.ModelVersion
	}
	if n.ModelID == "" {
		return normErr(p, "/model", ErrMalformedResponse, "the model id is missing (neither model nor modelVersion)")
	}
	switch {
	case len(r.Candidates) == 0 && r.PromptFeedback != nil && r.PromptFeedback.BlockReason != nil:
		n.FinishReason = FinishContentFilter
	case len(r.Candidates) != 1:
		return normErr(p, "/candidates", ErrMalformedResponse, "want exactly one candidate, got "+strconv.Itoa(len(r.Candidates)))
	default:
		if err := googleCandidateInto(n, p, &r.Candidates[0]); err != nil {
			return err
		}
	}
	u := r.UsageMetadata
	if u == nil {
		return normErr(p, "/usageMetadata", ErrMissingUsage, "usageMetadata is required")
	}
	var prompt, toolPrompt, candidates int64
	err := readTokens(p,
		tokenField{"/usageMetadata/promptTokenCount", u.PromptTokenCount, &prompt},
		tokenField{"/usageMetadata/toolUsePromptTokenCount", u.ToolUsePromptTokenCount, &toolPrompt},
		tokenField{"/usageMetadata/candidatesTokenCount", u.CandidatesTokenCount, &candidates})
	if err != nil {
		return err
	}
	if n.Usage.PromptTokens, err = sumTokens(p, "/usageMetadata", prompt, toolPrompt); err != nil {
		return err
	}
	n.Usage.CompletionTokens = candidates
	if u.ThoughtsTokenCount != nil {
		thoughts, err := tokenCount(p, "/usageMetadata/thoughtsTokenCount", u.ThoughtsTokenCount)
		if err != nil {
			return err
		}
		n.Usage.ReasoningTokens = &thoughts
	}
	return nil
}

func googleCandidateInto(n *NormalizedResponse, p ProviderType, c *googleCandidate) *NormalizeError {
	var text, thinking pieces
	if c.Content != nil {
		for i, raw := range c.Content.Parts {
			path := "/candidates/0/content/parts/" + strconv.Itoa(i)
			var m map[string]jsontext.Value
			if err := jsonv2.Unmarshal(raw, &m); err != nil || m == nil {
				return normErr(p, path, ErrMalformedResponse, "a part must be a JSON object")
			}
			for _, name := range slices.Sorted(maps.Keys(m)) {
				if !slices.Contains(googlePartMembers, name) {
					return normErr(p, codec.Join(path, name), ErrUnsupportedContent, "part member "+strconv.Quote(truncate(name, 64)))
				}
			}
			var part googlePart
			if err := jsonv2.Unmarshal(raw, &part); err != nil {
				return normErr(p, path, ErrMalformedResponse, decodeDetail(err))
			}
			switch {
			case part.FunctionCall != nil:
				fc := part.FunctionCall
				args := fc.Args
				if args == nil {
					args = jsontext.Value("{}")
				}
				id := fc.ID
				if id == "" {
					id = "call_" + strconv.Itoa(len(n.ToolCalls))
				}
				if err := checkToolCall(p, path+"/functionCall", id, fc.Name, args); err != nil {
					if err.Path == path+"/functionCall/arguments" {
						err.Path = path + "/functionCall/args"
					}
					return err
				}
				n.ToolCalls = append(n.ToolCalls, ToolInvocation{ID: id, Name: fc.Name, Arguments: []byte(args)})
			case part.Text != nil && part.Thought:
				thinking.add(*part.Text)
			case part.Text != nil:
				text.add(*part.Text)
			}
		}
	}
	n.Content, n.ThinkingTrace = text.value(), thinking.value()
	f, err := finishReason(p, "/candidates/0/finishReason", c.FinishReason, GoogleFinishReason)
	if err != nil {
		return err
	}
	if f == FinishStop && len(n.ToolCalls) > 0 {
		f = FinishToolCalls
	}
	n.FinishReason, n.ProviderFinishReason = f, *c.FinishReason
	return nil
}
