package conversation_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

func FuzzDecodeConversation(f *testing.F) {
	f.Add(benchConversation)
	f.Add([]byte(`{"id":"c","nft_id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/1","title":"","status":"active","message_count":1e2,"created_at":"2026-01-01T00:00:00Z","updated_at":"2026-01-01T00:00:00-00:00","contract_version":"07.0.0"}`))
	f.Add([]byte(`{"sealing_policy":{"encryption_scheme":"aes-256-gcm","key_derivation":"none","access_audit":1,"access_policy":{"type":"role_based","roles":[],"duration_hours":0}}}`))
	f.Add([]byte(`{"id":"a","id":"b","sealing_policy":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[conversation.Conversation](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeMessage(f *testing.F) {
	f.Add([]byte(`{"id":"m","conversation_id":"c","role":"tool","content":"","model":"x","pool_id":"p","billing_entry_id":"b","tool_calls":[{"id":"","name":"","arguments":"{","model_source":"k"}],"created_at":"2026-01-01T00:00:00Z","contract_version":"7.0.0"}`))
	f.Add([]byte(`{"tool_calls":[{"function":{}}],"role":"admin"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[conversation.Message](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeToolCall(f *testing.F) {
	f.Add([]byte(`{"id":"c","name":"n","arguments":"{}","model_source":"m"}`))
	f.Add([]byte(`{"arguments":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[conversation.ToolCall](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeListResponse(f *testing.F) {
	f.Add([]byte(`{"conversations":[],"total":5,"offset":10,"limit":20}`))
	f.Add([]byte(`{"conversations":[{"id":""},1],"total":-1,"offset":9007199254740992,"limit":0}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[conversation.ListResponse](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeMessageListResponse(f *testing.F) {
	f.Add([]byte(`{"messages":[],"total":0,"offset":0,"limit":1,"has_more":false}`))
	f.Add([]byte(`{"messages":[{}],"total":5,"offset":3,"limit":2,"has_more":true}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[conversation.MessageListResponse](data); err != nil {
			t.Fatal(err)
		}
	})
}
