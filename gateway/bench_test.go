package gateway_test

import (
	"encoding/json"
	"testing"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/hounfour-go/hounfour/gateway"
)

var benchEvents = map[string]string{
	"chunk":      `{"type":"chunk","delta":"The quick brown fox jumps over the lazy dog","index":0,"sequence":42}`,
	"stream_end": `{"type":"stream_end","finish_reason":"stop","billing_method":"provider_reported","cost_micro":"1500","sequence":99}`,
	"tool_call":  `{"type":"tool_call","index":0,"id":"call_abc123","function":{"name":"get_weather","arguments":"{\"city\":\"Par"},"sequence":7}`,
}

// BenchmarkDecodeStreamEvent: DecodeStreamEvent (discriminator, strict
// decode, validation) against two baselines on the same bytes: the strict
// structural decode into the same variant struct without validation
// (StreamChunk.UnmarshalJSON), and go-json-experiment's json.Unmarshal into
// a plain struct with the same fields (no strictness, no validation).
func BenchmarkDecodeStreamEvent(b *testing.B) {
	for _, name := range []string{"chunk", "stream_end", "tool_call"} {
		data := []byte(benchEvents[name])
		b.Run(name+"/DecodeStreamEvent", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := gateway.DecodeStreamEvent(data); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/baseline-same-struct-no-validation", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				var err error
				switch name {
				case "chunk":
					var e gateway.StreamChunk
					err = e.UnmarshalJSON(data)
				case "stream_end":
					var e gateway.StreamEnd
					err = e.UnmarshalJSON(data)
				default:
					var e gateway.StreamToolCall
					err = e.UnmarshalJSON(data)
				}
				if err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/baseline-jsonv2-plain-struct", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				var e plainEvent
				if err := jsonv2.Unmarshal(data, &e); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/baseline-encoding-json-any", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				var v any
				if err := json.Unmarshal(data, &v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

type plainEvent struct {
	Type          string `json:"type"`
	Delta         string `json:"delta"`
	Index         *int64 `json:"index"`
	ID            string `json:"id"`
	FinishReason  string `json:"finish_reason"`
	BillingMethod string `json:"billing_method"`
	CostMicro     string `json:"cost_micro"`
	Sequence      *int64 `json:"sequence"`
	Function      *struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

// BenchmarkStreamEventValidationRatio measures DecodeStreamEvent against the
// same-struct no-validation baseline on the same bytes, alternating blocks
// of both and keeping each one's fastest block, so that a loaded machine
// affects both alike. The metric x-baseline is the ratio (target ≤ 1.5).
func BenchmarkStreamEventValidationRatio(b *testing.B) {
	for _, name := range []string{"chunk", "stream_end", "tool_call"} {
		data := []byte(benchEvents[name])
		baseline := func() error {
			switch name {
			case "chunk":
				var e gateway.StreamChunk
				return e.UnmarshalJSON(data)
			case "stream_end":
				var e gateway.StreamEnd
				return e.UnmarshalJSON(data)
			}
			var e gateway.StreamToolCall
			return e.UnmarshalJSON(data)
		}
		decode := func() error { _, err := gateway.DecodeStreamEvent(data); return err }
		b.Run(name, func(b *testing.B) {
			const block = 200
			best := [2]time.Duration{1 << 62, 1 << 62}
			for b.Loop() {
				for k, fn := range []func() error{decode, baseline} {
					start := time.Now()
					for range block {
						if err := fn(); err != nil {
							b.Fatal(err)
						}
					}
					best[k] = min(best[k], time.Since(start))
				}
			}
			b.ReportMetric(float64(best[0].Nanoseconds())/block, "decode-ns/op")
			b.ReportMetric(float64(best[1].Nanoseconds())/block, "baseline-ns/op")
			b.ReportMetric(float64(best[0])/float64(best[1]), "x-baseline")
		})
	}
}
