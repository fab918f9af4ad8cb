package hounfour_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
)

// TestBillingFixtures checks the billing golden wire fixtures: each file
// decodes strictly, validates (with no warnings), and its canonical encoding is
// the file byte for byte; decode → marshal → decode → marshal is stable.
func TestBillingFixtures(t *testing.T) {
	t.Parallel()
	for name, newDoc := range map[string]func() hounfour.Validator{
		"billing-request.fixture.json":   func() hounfour.Validator { return new(billing.Entry) },
		"credit-note.fixture.json":       func() hounfour.Validator { return new(billing.CreditNote) },
		"cost-event-tokens.fixture.json": func() hounfour.Validator { return new(billing.CostEvent) },
		"cost-event-task.fixture.json":   func() hounfour.Validator { return new(billing.CostEvent) },
	} {
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("testdata", "wire", name))
			if err != nil {
				t.Fatal(err)
			}
			doc := newDoc()
			if err := hounfour.Decode(want, doc); err != nil {
				t.Fatalf("decode: %v", err)
			}
			if w, ok := doc.(interface{ Warnings() []hounfour.Warning }); ok && len(w.Warnings()) > 0 {
				t.Errorf("warnings: %v", w.Warnings())
			}
			got, err := hounfour.MarshalCanonical(doc)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("canonical encoding differs from the fixture:\n got %s\nwant %s", got, want)
			}
			again := newDoc()
			if err := hounfour.Decode(got, again); err != nil {
				t.Fatal(err)
			}
			if got2, _ := hounfour.MarshalCanonical(again); !bytes.Equal(got2, want) {
				t.Errorf("second round trip differs:\n%s", got2)
			}
		})
	}
}
