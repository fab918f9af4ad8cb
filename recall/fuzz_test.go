package recall

import (
	"reflect"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// exactDecode is DecodeCustom without the fast path: the reference.
func exactDecode(data []byte) (ForgetRecord, []codec.Violation) {
	var f ForgetRecord
	if lv := codec.CheckLimits(data, codec.Limits{}); lv != nil {
		return f, []codec.Violation{*lv}
	}
	if err := codec.Valid(data); err != nil {
		return f, []codec.Violation{codec.SyntaxViolation(err)}
	}
	v, bad := probeScope(data)
	if bad != nil {
		return f, []codec.Violation{*bad}
	}
	viol, _ := codec.Decode(data, v)
	f.set(v)
	return f, viol
}

// FuzzForgetRecord: on any input, a forget record's decode (with its fast
// path for the common form) gives the same value and violations as the
// exact path, and never panics.
func FuzzForgetRecord(f *testing.F) {
	base := `{"forget_id":"550e8400-e29b-41d4-a716-446655440000","subject_agent_id":"agent-alpha","authorized_by_signer_id":"signer-ops","recorded_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0","forget_scope":"pii_only"}`
	for _, s := range []string{base,
		`{"forget_scope":"crypto_full_destruction","legal_mandate_reference":"GDPR-17-2026"}`,
		`{"x":{"forget_scope":"agent_full"},"forget_scope":"pii_only"}`,
		`{"forget_scope":"pii_only","forget_scope":"agent_full"}`,
		`{"forget_scope" : "pii\u005fonly"}`, `{"forget_scope":1}`, `[]`, `{"forget_scope":"agent_full\"x"}`,
		`{"a":"\"forget_scope\":\"pii_only\""}`, `{}`, `{"forget_scope":"everything"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var got ForgetRecord
		viol := got.DecodeCustom(data, true)
		want, wantViol := exactDecode(data)
		if len(viol) == 0 && len(wantViol) == 0 {
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("values differ:\n%+v\n%+v", got, want)
			}
			return
		}
		if !reflect.DeepEqual(viol, wantViol) {
			t.Fatalf("violations differ:\n%v\n%v", viol, wantViol)
		}
	})
}
