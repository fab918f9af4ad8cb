package schemas_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

// The structural tier: a document that only a constraint rule rejects
// (upstream's listed constraint-level fixtures) passes ValidateStructure,
// schemas.ValidateStructure and the type's ValidateStructure, and fails
// Validate; a keyword failure fails all; a deferred-check type is not
// gated; an unknown name is an error.
func TestValidateStructure(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	for _, c := range []struct{ schema, file string }{
		{"succession-policy", "SuccessionPolicy/invalid/sp-1-asymmetric-ladder-violation.json"},
		{"cross-score-report", "CrossScoreReport/invalid/csr-1-self-scoring.json"},
		{"panel-verdict", "PanelVerdict/invalid/pv-1-bucket-verdict-mismatch.json"},
	} {
		data, err := os.ReadFile(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		delete(m, "_comment")
		doc, _ := json.Marshal(m)
		if err := schemas.ValidateStructure(c.schema, doc); err != nil {
			t.Errorf("%s: structure %v", c.file, err)
		}
		if err := schemas.ValidateWith(c.schema, doc, hounfour.Options{AcceptDeferred: true}); err == nil {
			t.Errorf("%s: Validate accepts it", c.file)
		}
		v, _ := schemas.New(c.schema)
		if err := json.Unmarshal(doc, v); err != nil {
			t.Fatal(err)
		}
		s, ok := v.(interface{ ValidateStructure() error })
		if !ok || s.ValidateStructure() != nil || v.Validate() == nil {
			t.Errorf("%s: the type's ValidateStructure %v", c.file, ok)
		}
		m["undeclared"] = json.RawMessage(`1`)
		bad, _ := json.Marshal(m)
		var ve *hounfour.ValidationError
		if err := schemas.ValidateStructure(c.schema, bad); !errors.As(err, &ve) {
			t.Errorf("%s with an undeclared member: %v", c.file, err)
		}
	}
	// A crypto-bearing document is not gated.
	env := []byte(`{"envelope_id":"550e8400-e29b-41d4-a716-446655440000","signature_type":"attestation","key_ref":"k",
"signed_payload_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000",
"signature_value":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
"signed_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`)
	if err := schemas.ValidateStructure("signature-envelope", env); err != nil {
		t.Error(err)
	}
	if schemas.Validate("signature-envelope", env) == nil {
		t.Error("Validate without AcceptDeferred accepts a crypto-bearing document")
	}
	if schemas.ValidateStructure("no-such-schema", env) == nil || schemas.ValidateStructure("signature-envelope", []byte(`{`)) == nil {
		t.Error("an unknown name or a text that is not JSON")
	}
	if err := schemas.ValidateStructureFor(hounfour.Contract700, "signature-envelope", env); err == nil {
		t.Error("7.0.0 has no signature-envelope")
	}
}
