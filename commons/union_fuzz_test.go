package commons_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/internal/testkit/commonsdocs"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
)

// FuzzGovernanceError feeds arbitrary bytes to the governance-error union:
// the generated and the reference paths agree on the verdict and the
// violations; an accepted document's variant is the one its "type" member
// names (encoding/json, the slow reference, reads the member); and the
// accepted value encodes to a document that decodes to the same value.
func FuzzGovernanceError(f *testing.F) {
	for _, d := range commonsdocs.Valid {
		if d.Schema == "commons/governance-error" {
			f.Add([]byte(d.Text))
			f.Add([]byte(strings.Replace(d.Text, `"type"`, `"a":{"type":"GUARD_FAILURE"},"type"`, 1)))
		}
	}
	f.Add([]byte(`{"type":"GUARD_FAILURE","type":"PARTIAL_APPLICATION"}`))
	f.Add([]byte(`{"type":7}`))
	paths := pathmode.Claim(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		var want commons.GovernanceErrorJSON
		var wantErr error
		paths.Reference(func() { wantErr = under87.Decode(data, &want) })
		var got commons.GovernanceErrorJSON
		gotErr := under87.Decode(data, &got)
		if violations(gotErr) != violations(wantErr) {
			t.Fatalf("%q: generated %v, reference %v", data, gotErr, wantErr)
		}
		if gotErr != nil {
			return
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%q accepted, but encoding/json: %v", data, err)
		}
		var typ string
		if err := json.Unmarshal(m["type"], &typ); err != nil || typ != string(got.Error.GovernanceErrorType()) {
			t.Fatalf("%q: variant %s, type member %q (%v)", data, got.Error.GovernanceErrorType(), typ, err)
		}
		enc, err := json.Marshal(got)
		if err != nil {
			t.Fatal(err)
		}
		var again commons.GovernanceErrorJSON
		if err := under87.Decode(enc, &again); err != nil {
			t.Fatalf("%s: re-decode: %v", enc, err)
		}
		enc2, _ := json.Marshal(again)
		if string(enc2) != string(enc) {
			t.Fatalf("round trip %s → %s", enc, enc2)
		}
	})
}
