package messaging_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/messaging"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleParseAgentAddress() {
	for _, s := range []string{
		"agent://4269",
		"agent://bears/4269",
		"agent://eip155:80094/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/4269",
		"agent://Bears/4269",
		"agent://eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/4269",
	} {
		a, err := messaging.ParseAgentAddress(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(a.Form(), a.Collection(), a.TokenID())
	}
	// Output:
	// token  4269
	// alias bears 4269
	// nftid  4269
	// invalid agent address "agent://Bears/4269": invalid collection alias
	// invalid agent address "agent://eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/4269": non-canonical NftId (want eip155:80094/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/4269)
}

func ExampleAgentAddress_MarshalJSON() {
	a := messaging.MustParseAgentAddress("agent://bears/4269")
	out, _ := json.Marshal(a)
	fmt.Println(string(out))
	var b messaging.AgentAddress
	_ = json.Unmarshal([]byte(`{"scheme":"agent","nft_id":"4269"}`), &b)
	fmt.Println(b, b == messaging.MustParseAgentAddress("agent://4269"))
	// Output:
	// {"scheme":"agent","nft_id":"4269","collection":"bears"}
	// agent://4269 true
}

func ExampleAgentAddressForNftID() {
	id := wire.MustParseNftID("eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/17")
	a := messaging.AgentAddressForNftID(id)
	fmt.Println(a)
	nft, ok := a.NftID()
	fmt.Println(nft.ChainID(), ok)
	// Output:
	// agent://eip155:80094/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/17
	// 80094 true
}

func ExampleAgentAddressForAlias() {
	a, err := messaging.AgentAddressForAlias("bears", "007")
	fmt.Println(a, err)
	_, err = messaging.AgentAddressForAlias("eip155", "1")
	fmt.Println(err, errors.Is(err, wire.ErrSyntax))
	// Output:
	// agent://bears/007 <nil>
	// invalid agent address "agent://eip155/1": reserved collection alias "eip155" true
}

func ExampleMessage() {
	body := []byte(`{"id":"01HZX3K5Q8W2N4M6P7R9T0V1AB",
		"from":{"scheme":"agent","nft_id":"4269","collection":"bears"},
		"to":{"scheme":"agent","nft_id":"17"},
		"content":"{\"task\":\"summarize\",\"task\":\"delete\"}","content_type":"application/json",
		"priority":"urgent","delivery_status":"read",
		"sent_at":"2026-03-02T10:00:00Z","read_at":"2026-03-02T10:01:00Z","contract_version":"7.0.0"}`)
	var m messaging.Message
	err := hounfour.Decode(body, &m)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%s [%s] %s\n", v.Path, v.Rule, v.Message)
		}
	}
	// Output:
	// /content [agent-message-json-content] content must be valid JSON when content_type is "application/json"
	// /delivered_at [agent-message-status-timestamps] delivered_at is required when delivery_status is "read"
	// /read_at [agent-message-read-requires-delivered] read_at requires delivered_at
}

func ExampleInbox() {
	body := []byte(`{"agent":{"scheme":"agent","nft_id":"17"},"messages":[],"unread_count":4,"total":3,"offset":0,"limit":50}`)
	var in messaging.Inbox
	fmt.Println(hounfour.Decode(body, &in))
	// Output:
	// invalid agent-inbox: /unread_count: unread_count (4) exceeds total (3)
}

func ExampleDeliveryTransitions() {
	m := messaging.DeliveryTransitions()
	for _, s := range messaging.DeliveryStatuses() {
		fmt.Println(s, "→", m[s])
	}
	// Output:
	// queued → [delivered failed expired]
	// delivered → [read expired]
	// read → []
	// failed → []
	// expired → []
}

func ExampleNewDeliveryValidator() {
	v := messaging.NewDeliveryValidator()
	fmt.Println(v.IsValid(messaging.StatusDelivered, messaging.StatusExpired, nil).Valid)
	fmt.Println(v.IsValid(messaging.StatusFailed, messaging.StatusQueued, nil).Reason)
	// Output:
	// true
	// Transition failed→queued is not structurally valid
}

func ExampleDeliveryEventPayload() {
	var p messaging.DeliveryEventPayload
	err := hounfour.Decode([]byte(`{"message_id":"01HZX3K5Q8W2N4M6P7R9T0V1AB",
		"from":{"scheme":"agent","nft_id":"4269"},"to":{"scheme":"agent","nft_id":"17"},
		"delivery_status":"failed","reason":"recipient inbox full"}`), &p)
	fmt.Println(err)
	// Output:
	// invalid message-delivery-event-payload: /previous_status: previous_status is required when delivery_status is "failed"
}

func ExamplePriority() {
	fmt.Println(messaging.Priorities(), messaging.Priority("high").Valid())
	// Output:
	// [normal urgent bulk] false
}
