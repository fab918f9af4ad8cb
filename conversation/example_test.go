package conversation_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
)

// A conversation whose sealing policy breaks the sealing and access rules:
// the policy's schema violations, then its sealing rules, then its access
// policy's rules, all at nested paths.
func ExampleConversation() {
	body := []byte(`{"id":"conv_1","nft_id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42",
		"status":"sealed","message_count":3,"created_at":"2026-01-15T10:00:00Z","updated_at":"2026-01-15T10:00:00Z",
		"sealing_policy":{"encryption_scheme":"aes-256-gcm","key_derivation":"none","access_audit":true,
			"access_policy":{"type":"time_limited","audit_required":true,"revocable":true}},
		"contract_version":"7.0.0"}`)
	var c conversation.Conversation
	err := hounfour.Decode(body, &c)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%s [%s]\n", v.Path, v.Rule)
		}
	}
	// Output:
	// /sealing_policy/key_derivation [sealing-policy-key-derivation]
	// /sealing_policy/key_reference [sealing-policy-key-reference]
	// /sealing_policy/access_policy/duration_hours [access-policy-duration-required]
}

// Warnings of a nested access policy belong to the enclosing document.
func ExampleConversation_Warnings() {
	var c conversation.Conversation
	err := hounfour.Decode([]byte(`{"id":"conv_1","nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
		"status":"active","message_count":0,"created_at":"2026-01-15T10:00:00Z","updated_at":"2026-01-15T10:00:00Z",
		"sealing_policy":{"encryption_scheme":"none","key_derivation":"none","access_audit":false,
			"access_policy":{"type":"none","roles":["auditor"],"audit_required":false,"revocable":true}},
		"contract_version":"7.0.0"}`), &c)
	fmt.Println(err)
	for _, w := range c.Warnings() {
		fmt.Println(w)
	}
	// Output:
	// <nil>
	// /sealing_policy/access_policy/roles: roles is only meaningful when type is "role_based" (current type: "none")
}

func ExampleValidateAccessPolicy() {
	hours := 24
	p := conversation.AccessPolicy{Type: conversation.AccessRoleBased, Roles: []string{"auditor"}, DurationHours: &hours}
	fmt.Printf("%+v\n", conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{}))
	fmt.Printf("%+v\n", conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{Strict: true}))
	// Output:
	// {Valid:true Errors:[] Warnings:[duration_hours is only meaningful when type is "time_limited" (current type: "role_based")]}
	// {Valid:false Errors:[duration_hours is only meaningful when type is "time_limited" (current type: "role_based")] Warnings:[]}
}

func ExampleValidateSealingPolicy() {
	res := conversation.ValidateSealingPolicy(conversation.SealingPolicy{
		EncryptionScheme: conversation.EncryptionAES256GCM,
		KeyDerivation:    conversation.KeyDerivationNone,
		AccessAudit:      true,
		AccessPolicy:     &conversation.AccessPolicy{Type: conversation.AccessTimeLimited, AuditRequired: true, Revocable: true},
	})
	for _, e := range res.Errors {
		fmt.Println(e)
	}
	// Output:
	// key_derivation must not be "none" when encryption is enabled
	// key_reference is required when encryption is enabled
	// duration_hours is required when type is "time_limited"
}

func ExampleMessageListResponse() {
	var l conversation.MessageListResponse
	err := hounfour.Decode([]byte(`{"messages":[
		{"id":"m4","conversation_id":"c","role":"user","content":"hi","created_at":"2026-01-15T10:00:00Z","contract_version":"7.0.0"},
		{"id":"m5","conversation_id":"c","role":"assistant","content":"hello","created_at":"2026-01-15T10:00:01Z","contract_version":"7.0.0"}],
		"total":5,"offset":3,"limit":2,"has_more":true}`), &l)
	fmt.Println(err)
	// Output:
	// invalid message-list-response: /has_more: has_more must be false when offset (3) + messages length (2) is not less than total (5)
}

// Encoding writes members in the protocol's order and the NftId collection in
// EIP-55 form.
func ExampleConversation_MarshalJSON() {
	var c conversation.Conversation
	if err := hounfour.Decode([]byte(`{"contract_version":"7.0.0","updated_at":"2026-01-15T10:00:00Z",
		"created_at":"2026-01-15T10:00:00Z","message_count":1e1,"status":"paused","title":"",
		"nft_id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42","id":"c"}`), &c); err != nil {
		fmt.Println(err)
		return
	}
	b, _ := json.Marshal(c)
	fmt.Println(string(b))
	// Output:
	// {"id":"c","nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","title":"","status":"paused","message_count":10,"created_at":"2026-01-15T10:00:00Z","updated_at":"2026-01-15T10:00:00Z","contract_version":"7.0.0"}
}
