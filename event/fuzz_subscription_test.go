package event_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

// FuzzDecodeSubscription: decoding never panics and what Decode accepts
// round-trips, the open nested objects' unknown members included.
func FuzzDecodeSubscription(f *testing.F) {
	f.Add([]byte(`{"subscription_id":"550e8400-e29b-41d4-a716-446655440002","subscriber_id":"svc-analytics","pool_id":"pool-alpha","filter":{"event_types":["state_changed"],"score_thresholds":{"min":0.2,"x":[1,{"y":null}]}},"delivery":{"method":"webhook","endpoint":"https://hooks.example.com/rep","retry_policy":{"max_retries":3,"backoff_seconds":5,"jitter":true}},"cursor":{"after_timestamp":"2026-03-01T12:00:00Z","limit":100},"active":true,"created_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Add([]byte(`{"subscription_id":"550e8400-e29b-41d4-a716-446655440002","subscriber_id":"s","filter":{},"delivery":{"method":"webhook"},"cursor":{"after_event_id":"e","after_timestamp":"2026-03-01T12:00:00Z"},"active":false,"created_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[event.Subscription](data); err != nil {
			t.Fatal(err)
		}
	})
}
