package transfer_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/transfer"
)

// The sealing policy's rules run inside a transfer spec too (upstream's
// runtime and schema file skip them there).
func ExampleSpec() {
	var s transfer.Spec
	err := hounfour.Decode([]byte(`{"transfer_id":"xfer_sale_001",
		"nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
		"from_owner":"0x1111111111111111111111111111111111111111","to_owner":"0x2222222222222222222222222222222222222222",
		"scenario":"sale","sealing_policy":{"encryption_scheme":"aes-256-gcm","key_derivation":"none","access_audit":true},
		"initiated_at":"2026-01-15T10:00:00Z","initiated_by":"marketplace-contract","contract_version":"7.0.0"}`), &s)
	fmt.Println(err)
	// Output:
	// invalid transfer-spec: /sealing_policy/key_derivation: key_derivation must not be "none" when encryption is enabled; /sealing_policy/key_reference: key_reference is required when encryption is enabled
}

func ExampleEventRecord() {
	var r transfer.EventRecord
	err := hounfour.Decode([]byte(`{"transfer_id":"xfer_fail_001",
		"nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
		"from_owner":"0x1111111111111111111111111111111111111111","to_owner":"0x2222222222222222222222222222222222222222",
		"scenario":"admin_recovery","result":"failed",
		"sealing_policy":{"encryption_scheme":"none","key_derivation":"none","access_audit":true},
		"conversations_sealed":0,"conversations_migrated":0,"initiated_at":"2026-01-15T10:00:00Z","contract_version":"7.0.0"}`), &r)
	fmt.Println(err, r.Result, r.CompletedAt.IsZero())
	// Output:
	// <nil> failed true
}
