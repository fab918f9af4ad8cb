package schemas_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour/schemas"
)

// BenchmarkEntryBareString measures the fixed cost of schemas.ValidateWith
// on a valid bare-string document (a vocabulary value) under v87, beside
// encoding/json.Unmarshal into any of the same bytes.
func BenchmarkEntryBareString(b *testing.B) {
	doc := []byte(`"admitted"`)
	b.Run("library", func(b *testing.B) {
		for b.Loop() {
			if err := schemas.ValidateWith("assertion-status", doc, v87); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("generic", func(b *testing.B) {
		for b.Loop() {
			var v any
			if err := json.Unmarshal(doc, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}
