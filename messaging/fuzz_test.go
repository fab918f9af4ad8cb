package messaging_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/messaging"
	"github.com/hounfour-go/hounfour/wire"
)

// FuzzParseAgentAddress: parsing never panics; an accepted text formats back to
// itself, re-parses to an equal AgentAddress, and its JSON form decodes to it; a
// rejected text gives the zero AgentAddress and an error naming it that wraps
// ErrSyntax or ErrChecksum; the verdict is the oracle's.
func FuzzParseAgentAddress(f *testing.F) {
	for _, s := range []string{"agent://4269", "agent://bears/4269", nftURI, "agent://", "AGENT://1", "agent://eip155/1",
		"agent://eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/4269", "agent://bears/4269/", "agent://007",
		"agent://eip155:18446744073709551616/" + collection + "/1", "agent://eip155:1/0x5aF0D9827E0c53E4799BB226655A1de152A425a5/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := messaging.ParseAgentAddress(s)
		if (err == nil) != oracleAccepts(s) {
			t.Fatalf("ParseAgentAddress(%q) = %v, oracle disagrees", s, err)
		}
		if err != nil {
			if !a.IsZero() || !strings.HasPrefix(err.Error(), "invalid agent address "+strconv.Quote(s)+": ") ||
				!errors.Is(err, wire.ErrSyntax) && !errors.Is(err, wire.ErrChecksum) {
				t.Fatalf("ParseAgentAddress(%q): %v, %v", s, a, err)
			}
			return
		}
		if a.String() != s {
			t.Fatalf("ParseAgentAddress(%q).String() = %q", s, a.String())
		}
		if b, err := messaging.ParseAgentAddress(a.String()); err != nil || b != a {
			t.Fatalf("re-parse of %q: %v, %v", s, b, err)
		}
		enc, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var b messaging.AgentAddress
		if err := json.Unmarshal(enc, &b); err != nil || b != a {
			t.Fatalf("JSON form %s of %q: %v, %v", enc, s, b, err)
		}
		if enc2, _ := json.Marshal(b); string(enc2) != string(enc) {
			t.Fatalf("second encoding differs: %s, %s", enc, enc2)
		}
	})
}

func FuzzDecodeAddress(f *testing.F) {
	f.Add([]byte(`{"scheme":"agent","nft_id":"4269","collection":"bears"}`))
	f.Add([]byte(`{"scheme":"agent","nft_id":"eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/17","collection":"eip155"}`))
	f.Add([]byte(`{"scheme":"agent","nft_id":"1","nft_id":"2"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[messaging.AgentAddress](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeMessage(f *testing.F) {
	f.Add(benchMessage)
	f.Add([]byte(`{"id":"01HZX3K5Q8W2N4M6P7R9T0V1AB","from":{"scheme":"agent","nft_id":"1"},"to":{"scheme":"agent","nft_id":"1"},"content":"{\"a\":1,\"a\":2}","content_type":"application/json","priority":"bulk","delivery_status":"read","sent_at":"2026-03-02T10:00:00Z","read_at":"2026-03-01T00:00:00Z","in_reply_to":"01HZX3K5Q8W2N4M6P7R9T0V1AB","contract_version":"7.0.0"}`))
	f.Add([]byte(`{"from":{"nft_id":[]},"to":"agent://1","content":"\ud800"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[messaging.Message](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeInbox(f *testing.F) {
	f.Add([]byte(`{"agent":{"scheme":"agent","nft_id":"1"},"messages":[` + string(benchMessage) + `],"unread_count":1,"total":5,"offset":0,"limit":2}`))
	f.Add([]byte(`{"agent":{"scheme":"agent","nft_id":"1"},"messages":[],"unread_count":9007199254740992,"total":1e3,"offset":-0,"limit":1001}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[messaging.Inbox](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeDeliveryEventPayload(f *testing.F) {
	f.Add([]byte(`{"message_id":"01HZX3K5Q8W2N4M6P7R9T0V1AB","from":{"scheme":"agent","nft_id":"1"},"to":{"scheme":"agent","nft_id":"2","collection":"b"},"delivery_status":"failed","previous_status":"queued","reason":"full"}`))
	f.Add([]byte(`{"message_id":"01hzx3k5q8w2n4m6p7r9t0v1ab","delivery_status":"queued","previous_status":"queued"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[messaging.DeliveryEventPayload](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzDecodeVocabularies covers the two string documents, message-priority
// and message-delivery-status.
func FuzzDecodeVocabularies(f *testing.F) {
	for _, s := range []string{`"urgent"`, `"queued"`, `"Bulk"`, `""`, `null`, `1`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[messaging.Priority](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[messaging.DeliveryStatus](data); err != nil {
			t.Fatal(err)
		}
	})
}
