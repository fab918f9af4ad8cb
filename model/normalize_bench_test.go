package model_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/model"
)

func BenchmarkNormalizeProviderResponse(b *testing.B) {
	for _, c := range normCases {
		if c.err != nil {
			continue
		}
		switch c.name {
		case "anthropic thinking tool use", "openai tool calls", "google thinking":
		default:
			continue
		}
		raw := []byte(c.raw)
		b.Run(string(c.provider), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(raw)))
			for b.Loop() {
				if _, err := model.NormalizeProviderResponse(c.provider, raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
