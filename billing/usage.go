package billing

// Usage is a token count (upstream $id Usage), shared by
// BillingEntry, InvokeResponse and UsageReport. Closed object: an undeclared
// member such as total_tokens is a violation.
type Usage struct {
	// PromptTokens is the number of input tokens.
	PromptTokens int64 `json:"prompt_tokens" hf:"minimum=0"`
	// CompletionTokens is the number of output tokens.
	CompletionTokens int64 `json:"completion_tokens" hf:"minimum=0"`
	// ReasoningTokens is the number of reasoning tokens, when reported.
	ReasoningTokens *int64 `json:"reasoning_tokens,omitzero" hf:"minimum=0"`
}

// TotalTokens returns prompt + completion + reasoning tokens (absent = 0).
// Negative counts, which Validate rejects, count as 0.
func (u Usage) TotalTokens() uint64 {
	var r int64
	if u.ReasoningTokens != nil {
		r = *u.ReasoningTokens
	}
	return nonNeg(u.PromptTokens) + nonNeg(u.CompletionTokens) + nonNeg(r)
}

func nonNeg(n int64) uint64 {
	if n < 0 {
		return 0
	}
	return uint64(n)
}
