package assertion

import (
	"reflect"
	"testing"
)

// FuzzAssertionDecode: on any input, an assertion's decode (with its fast
// path for one "status" member naming a variant, through reused variants)
// gives the same value and violations as the exact path, with and without
// validation, and never panics. The decodes of one run share the reused
// variants, so a value left over from an earlier input would show.
func FuzzAssertionDecode(f *testing.F) {
	common := `"assertion_id":"550e8400-e29b-41d4-a716-446655440003","body_hash":"sha256:` +
		`aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","provenance":[{"type":"derived_inference",` +
		`"inference_basis":["claim-001"]}],"privacy_scope":"public","risk_level":"routine","recall_scope":"public",` +
		`"assertion_class":"attestation","confidence":0.9,"created_at":"2026-05-07T00:00:00Z","contract_version":"8.5.0"`
	sigs := `"signatures":[{"envelope_id":"550e8400-e29b-41d4-a716-446655440003","signature_type":"attestation",` +
		`"key_ref":"kms://example/key-1","signed_payload_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000",` +
		`"signature_value":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",` +
		`"signed_at":"2026-05-07T00:00:00Z","contract_version":"8.5.0"}]`
	for _, s := range []string{
		`{` + common + `,"status":"candidate"}`,
		`{` + common + `,"status":"admitted",` + sigs + `}`,
		`{` + common + `,"status":"candidate",` + sigs + `}`,
		`{` + common + `,"status":"archived","signatures":[]}`,
		`{` + common + `,"status" : "revoked",` + sigs + `}`,
		`{` + common + `,"status":"admit\u0074ed",` + sigs + `}`,
		`{` + common + `,"status":"admitted","status":"candidate",` + sigs + `}`,
		`{"x":{"status":"candidate"},` + common + `,"status":"admitted",` + sigs + `}`,
		`{"status":"everything"}`, `{"status":1}`, `[]`, `{}`, `{"a":"\"status\":\"candidate\""}`,
	} {
		f.Add([]byte(s), true)
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, data []byte, validate bool) {
		var got, want Assertion
		viol := got.DecodeCustom(data, validate)
		wantViol := want.decodeExact(data, validate)
		if !reflect.DeepEqual(viol, wantViol) {
			t.Fatalf("violations differ:\n%v\n%v", viol, wantViol)
		}
		if len(viol) == 0 && !reflect.DeepEqual(got, want) {
			t.Fatalf("values differ:\n%+v\n%+v", got, want)
		}
	})
}
