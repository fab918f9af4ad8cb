package conversation_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
)

func ptr[T any](v T) *T { return &v }

const (
	msgDurationRequired = `duration_hours is required when type is "time_limited"`
	msgRolesRequired    = `roles array is required and must be non-empty when type is "role_based"`
	msgKeyDerivation    = `key_derivation must not be "none" when encryption is enabled`
	msgKeyReference     = `key_reference is required when encryption is enabled`
)

func msgDurationExtraneous(t string) string {
	return `duration_hours is only meaningful when type is "time_limited" (current type: "` + t + `")`
}

func msgRolesExtraneous(t string) string {
	return `roles is only meaningful when type is "role_based" (current type: "` + t + `")`
}

func TestValidateAccessPolicy(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		p      conversation.AccessPolicy
		strict bool
		want   conversation.PolicyResult
	}{
		{"none", conversation.AccessPolicy{Type: conversation.AccessNone}, false,
			conversation.PolicyResult{Valid: true, Errors: []string{}, Warnings: []string{}}},
		{"time limited without duration", conversation.AccessPolicy{Type: conversation.AccessTimeLimited}, false,
			conversation.PolicyResult{Errors: []string{msgDurationRequired}, Warnings: []string{}}},
		{"role based, nil roles", conversation.AccessPolicy{Type: conversation.AccessRoleBased}, false,
			conversation.PolicyResult{Errors: []string{msgRolesRequired}, Warnings: []string{}}},
		{"role based, empty roles", conversation.AccessPolicy{Type: conversation.AccessRoleBased, Roles: []string{}}, false,
			conversation.PolicyResult{Errors: []string{msgRolesRequired}, Warnings: []string{}}},
		{"spec example, warning", conversation.AccessPolicy{Type: conversation.AccessRoleBased, Roles: []string{"auditor"}, DurationHours: ptr(24)}, false,
			conversation.PolicyResult{Valid: true, Errors: []string{}, Warnings: []string{msgDurationExtraneous("role_based")}}},
		{"spec example, strict", conversation.AccessPolicy{Type: conversation.AccessRoleBased, Roles: []string{"auditor"}, DurationHours: ptr(24)}, true,
			conversation.PolicyResult{Errors: []string{msgDurationExtraneous("role_based")}, Warnings: []string{}}},
		{"strict order", conversation.AccessPolicy{Type: conversation.AccessTimeLimited, Roles: []string{}}, true,
			conversation.PolicyResult{Errors: []string{msgDurationRequired, msgRolesExtraneous("time_limited")}, Warnings: []string{}}},
		{"both extraneous", conversation.AccessPolicy{Type: conversation.AccessReadOnly, Roles: []string{"a"}, DurationHours: ptr(0)}, false,
			conversation.PolicyResult{Valid: true, Errors: []string{}, Warnings: []string{msgDurationExtraneous("read_only"), msgRolesExtraneous("read_only")}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := conversation.ValidateAccessPolicy(c.p, conversation.AccessPolicyOptions{Strict: c.strict})
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("%s (-want +got):\n%s", c.name, diff)
			}
		})
	}
}

func TestValidateSealingPolicy(t *testing.T) {
	t.Parallel()
	got := conversation.ValidateSealingPolicy(conversation.SealingPolicy{
		EncryptionScheme: conversation.EncryptionAES256GCM, KeyDerivation: conversation.KeyDerivationNone, AccessAudit: true,
		AccessPolicy: &conversation.AccessPolicy{Type: conversation.AccessTimeLimited, Roles: []string{"x"}},
	})
	want := conversation.PolicyResult{Errors: []string{msgKeyDerivation, msgKeyReference, msgDurationRequired},
		Warnings: []string{msgRolesExtraneous("time_limited")}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// The reverse direction is not checked.
	got = conversation.ValidateSealingPolicy(conversation.SealingPolicy{
		EncryptionScheme: conversation.EncryptionNone, KeyDerivation: conversation.KeyDerivationHKDFSHA256, KeyReference: ptr("k")})
	if !got.Valid || len(got.Errors)+len(got.Warnings) != 0 {
		t.Errorf("reverse direction: %+v", got)
	}
}

// Validate on Go values: the schema rules first, then the sealing rules,
// then the access rules, at nested paths; the function and the method agree
// on the cross-field findings.
func TestSealingPolicyValidate(t *testing.T) {
	t.Parallel()
	p := conversation.SealingPolicy{
		EncryptionScheme: conversation.EncryptionAES256GCM, KeyDerivation: conversation.KeyDerivationNone,
		AccessPolicy: &conversation.AccessPolicy{Type: conversation.AccessTimeLimited, Roles: []string{""}},
	}
	err := p.Validate()
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		t.Fatalf("Validate = %v", err)
	}
	want := []hounfour.Violation{
		{Path: "/access_policy/roles/0", Rule: "minLength", Message: "Expected string length greater or equal to 1"},
		{Path: "/key_derivation", Rule: "sealing-policy-key-derivation", Message: msgKeyDerivation},
		{Path: "/key_reference", Rule: "sealing-policy-key-reference", Message: msgKeyReference},
		{Path: "/access_policy/duration_hours", Rule: "access-policy-duration-required", Message: msgDurationRequired},
	}
	if diff := cmp.Diff(want, verr.Violations); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// roles failed its own checks, so the extraneous-roles warning waits.
	if w := p.Warnings(); len(w) != 0 {
		t.Errorf("Warnings = %v", w)
	}
	p.AccessPolicy.Roles = []string{"auditor"}
	if diff := cmp.Diff([]hounfour.Warning{{Path: "/access_policy/roles", Rule: "access-policy-roles-extraneous",
		Message: msgRolesExtraneous("time_limited")}}, p.Warnings()); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	if verr.Schema != "" || verr.Error()[:1] != "/" {
		t.Errorf("a policy has no schema name: %q", verr.Error())
	}
}

func TestAccessPolicyAlone(t *testing.T) {
	t.Parallel()
	var p conversation.AccessPolicy
	err := hounfour.Decode([]byte(`{"type":"role_based","duration_hours":24,"audit_required":true,"revocable":false}`), &p)
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		t.Fatalf("Decode = %v", err)
	}
	want := []hounfour.Violation{{Path: "/roles", Rule: "access-policy-roles-required", Message: msgRolesRequired}}
	if diff := cmp.Diff(want, verr.Violations); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]hounfour.Warning{{Path: "/duration_hours", Rule: "access-policy-duration-extraneous",
		Message: msgDurationExtraneous("role_based")}}, p.Warnings()); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
}

func TestEnums(t *testing.T) {
	t.Parallel()
	for i, ok := range []interface{ Valid() bool }{conversation.StatusPaused, conversation.RoleTool, conversation.AccessRoleBased, conversation.AccessReputationGated, conversation.AccessCompound, conversation.OperatorOr,
		conversation.EncryptionAES256GCM, conversation.KeyDerivationHKDFSHA256} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if !ok.Valid() {
				t.Errorf("%v not valid", ok)
			}
		})
	}
	for i, bad := range []interface{ Valid() bool }{conversation.Status("Active"), conversation.Role("admin"),
		conversation.AccessType("reputation-gated"), conversation.EncryptionScheme(""), conversation.KeyDerivation("hkdf")} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if bad.Valid() {
				t.Errorf("%v valid", bad)
			}
		})
	}
}
