package transfer_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/transfer"
	"github.com/hounfour-go/hounfour/wire"
)

func spec() transfer.Spec {
	ref := "kref"
	return transfer.Spec{
		TransferID: "xfer_1", NftID: wire.MustParseNftID("eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42"),
		FromOwner: wire.MustParseAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"),
		ToOwner:   wire.MustParseAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"),
		Scenario:  transfer.ScenarioGift,
		SealingPolicy: conversation.SealingPolicy{EncryptionScheme: conversation.EncryptionAES256GCM,
			KeyDerivation: conversation.KeyDerivationHKDFSHA256, KeyReference: &ref, AccessAudit: true},
		InitiatedAt: wire.MustParseTimestamp("2026-01-15T10:00:00Z"), InitiatedBy: "owner", ContractVersion: wire.MustParseSemver("7.0.0"),
	}
}

func TestSpecSealingRules(t *testing.T) {
	t.Parallel()
	s := spec()
	if err := s.Validate(); err != nil {
		t.Fatalf("identical owners are valid: %v", err)
	}
	s.SealingPolicy.KeyReference = nil
	s.SealingPolicy.AccessPolicy = &conversation.AccessPolicy{Type: conversation.AccessRoleBased, Roles: []string{"a"}, DurationHours: new(int)}
	*s.SealingPolicy.AccessPolicy.DurationHours = 2
	var verr *hounfour.ValidationError
	if !errors.As(s.Validate(), &verr) || verr.Schema != "transfer-spec" {
		t.Fatalf("Validate = %v", s.Validate())
	}
	want := []hounfour.Violation{{Path: "/sealing_policy/key_reference", Rule: "sealing-policy-key-reference",
		Message: "key_reference is required when encryption is enabled"}}
	if diff := cmp.Diff(want, verr.Violations); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	wantW := []hounfour.Warning{{Path: "/sealing_policy/access_policy/duration_hours", Rule: "access-policy-duration-extraneous",
		Message: `duration_hours is only meaningful when type is "time_limited" (current type: "role_based")`}}
	if diff := cmp.Diff(wantW, s.Warnings()); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
}

func TestEventRecordEncoding(t *testing.T) {
	t.Parallel()
	var r transfer.EventRecord
	err := hounfour.Decode([]byte(`{"contract_version":"7.0.0","initiated_at":"2026-01-15T10:00:00Z",
		"conversations_migrated":0,"conversations_sealed":3.0,
		"sealing_policy":{"access_audit":false,"key_derivation":"none","encryption_scheme":"none"},
		"result":"rolled_back","scenario":"custody_change","to_owner":"0x5af0d9827e0c53e4799bb226655a1de152a425a5",
		"from_owner":"0x5AF0D9827E0C53E4799BB226655A1DE152A425A5","nft_id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/1",
		"transfer_id":"x"}`), &r)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(r)
	want := `{"transfer_id":"x","nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/1","from_owner":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5","to_owner":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5","scenario":"custody_change","result":"rolled_back","sealing_policy":{"encryption_scheme":"none","key_derivation":"none","access_audit":false},"conversations_sealed":3,"conversations_migrated":0,"initiated_at":"2026-01-15T10:00:00Z","contract_version":"7.0.0"}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
}

func TestEnums(t *testing.T) {
	t.Parallel()
	if got := transfer.Scenarios(); !cmp.Equal(got, []transfer.Scenario{"sale", "gift", "admin_recovery", "custody_change"}) {
		t.Errorf("Scenarios = %v", got)
	}
	for _, s := range []transfer.Scenario{"HAPPY_PATH", "Sale", ""} {
		t.Run(string(s), func(t *testing.T) {
			if s.Valid() {
				t.Errorf("%q valid", s)
			}
		})
	}
	if !transfer.ResultRolledBack.Valid() || transfer.Result("success").Valid() {
		t.Error("Result.Valid")
	}
}
