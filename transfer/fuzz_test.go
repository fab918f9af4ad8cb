package transfer_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/transfer"
)

func FuzzDecodeSpec(f *testing.F) {
	f.Add([]byte(`{"transfer_id":"x","nft_id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42","from_owner":"0x1111111111111111111111111111111111111111","to_owner":"0X2222222222222222222222222222222222222222","scenario":"gift","sealing_policy":{"encryption_scheme":"none","key_derivation":"hkdf-sha256","key_reference":"k","access_audit":true,"access_policy":{"type":"role_based","roles":["a"],"audit_required":true,"revocable":false}},"initiated_at":"2026-01-15T10:00:00Z","initiated_by":"o","contract_version":"7.0.0"}`))
	f.Add([]byte(`{"sealing_policy":{"access_policy":{"roles":[""]}},"scenario":"HAPPY_PATH"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[transfer.Spec](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeEventRecord(f *testing.F) {
	f.Add([]byte(`{"transfer_id":"x","nft_id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42","from_owner":"0x1111111111111111111111111111111111111111","to_owner":"0x2222222222222222222222222222222222222222","scenario":"sale","result":"completed","sealing_policy":{"encryption_scheme":"none","key_derivation":"none","access_audit":false},"conversations_sealed":1e1,"conversations_migrated":0,"initiated_at":"2026-01-15T10:00:00Z","completed_at":"2026-01-15T10:05:00.5+01:00","contract_version":"7.0.0"}`))
	f.Add([]byte(`{"conversations_sealed":-1,"completed_at":null,"result":"success"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[transfer.EventRecord](data); err != nil {
			t.Fatal(err)
		}
	})
}
