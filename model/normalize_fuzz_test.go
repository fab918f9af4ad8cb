package model_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

// FuzzNormalizeProviderResponse: no input panics; an accepted response has
// a model id, a valid finish reason, valid tool calls, and converts to a
// CompletionResult that validates (or fails only on a token total beyond
// int64).
func FuzzNormalizeProviderResponse(f *testing.F) {
	for _, c := range normCases {
		f.Add(uint8(0), []byte(c.raw))
		f.Add(uint8(1), []byte(c.raw))
		f.Add(uint8(2), []byte(c.raw))
	}
	providers := []model.ProviderType{model.ProviderAnthropic, model.ProviderOpenAI, model.ProviderGoogle}
	id := wire.MustParseUUID("550e8400-e29b-41d4-a716-446655440000")
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		n, err := model.NormalizeProviderResponse(providers[int(which)%len(providers)], data)
		if err != nil {
			return
		}
		if n.ModelID == "" || !n.FinishReason.Valid() {
			t.Fatalf("accepted %+v", n)
		}
		for _, c := range n.ToolCalls {
			if err := c.Validate(); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := json.Marshal(n); err != nil {
			t.Fatal(err)
		}
		r, err := n.CompletionResult(id, 0)
		if err != nil {
			if _, ok := n.Usage.Total(); ok {
				t.Fatal(err)
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
	})
}
