package economy_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/internal/shared"
)

// Upstream's conformance category inter-agent-transaction: each input is an
// InterAgentTransactionAudit whose Validate is nil exactly when the vector
// says expected_valid, with a violation of the named rule when
// expected_output.constraint_violated is set (remainder.md §5.3).
func TestConformanceInterAgentTransaction(t *testing.T) {
	dir := shared.Upstream(t, "vectors", "conformance", "inter-agent-transaction")
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no vectors in %s: %v", dir, err)
	}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			VectorID       string          `json:"vector_id"`
			Category       string          `json:"category"`
			Input          json.RawMessage `json:"input"`
			ExpectedValid  bool            `json:"expected_valid"`
			ExpectedOutput struct {
				ConstraintViolated string `json:"constraint_violated"`
			} `json:"expected_output"`
		}
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if v.Category != "inter-agent-transaction" {
			t.Errorf("%s: category %q", name, v.Category)
		}
		var a economy.InterAgentTransactionAudit
		err = hounfour.Decode(v.Input, &a)
		if (err == nil) != v.ExpectedValid {
			t.Errorf("%s: Validate = %v, expected_valid %v", v.VectorID, err, v.ExpectedValid)
		}
		if rule := v.ExpectedOutput.ConstraintViolated; rule != "" {
			var ve *hounfour.ValidationError
			found := false
			if errors.As(err, &ve) {
				for _, x := range ve.Violations {
					found = found || x.Rule == rule
				}
			}
			if !found {
				t.Errorf("%s: no violation of %s in %v", v.VectorID, rule, err)
			}
		}
		// Upstream registers no validator for the type: the schema alone accepts every input.
		if err := a.ValidateSchema(); err != nil {
			t.Errorf("%s: ValidateSchema = %v", v.VectorID, err)
		}
	}
	t.Logf("%d inter-agent-transaction vectors", len(names))
}
