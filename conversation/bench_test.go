package conversation_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

// benchConversation is a sealed conversation with every member, a sealing
// policy and an access policy.
var benchConversation = []byte(`{"id":"conv_sealed_by","nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","title":"Trip planning","status":"sealed","sealing_policy":{"encryption_scheme":"aes-256-gcm","key_derivation":"hkdf-sha256","key_reference":"kref-xfer-001","access_audit":true,"access_policy":{"type":"role_based","roles":["auditor","compliance"],"audit_required":true,"revocable":false}},"message_count":42,"created_at":"2026-01-01T00:00:00Z","updated_at":"2026-01-15T12:00:00Z","sealed_at":"2026-01-15T12:00:00Z","sealed_by":"xfer_sale_001","contract_version":"7.0.0"}`)

// BenchmarkDecodeConversation is the strict decode plus full validation.
func BenchmarkDecodeConversation(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchConversation)))
	for b.Loop() {
		var c conversation.Conversation
		if err := hounfour.Decode(benchConversation, &c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeConversationNoValidate is the baseline: the type's own
// structural decode (UnmarshalJSON) of the same bytes.
func BenchmarkDecodeConversationNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchConversation)))
	for b.Loop() {
		var c conversation.Conversation
		if err := c.UnmarshalJSON(benchConversation); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDecodeConversationAllocs: validation adds no allocation to the
// structural decode of a valid conversation (the deferred access-policy
// rules reuse the pooled walker's queue).
func TestDecodeConversationAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("allocation counts are not meaningful under the race detector")
	}
	var c conversation.Conversation
	decode := testing.AllocsPerRun(200, func() { _ = hounfour.Decode(benchConversation, &c) })
	structural := testing.AllocsPerRun(200, func() { _ = c.UnmarshalJSON(benchConversation) })
	if decode > structural {
		t.Errorf("Decode %v allocations, UnmarshalJSON %v", decode, structural)
	}
}
