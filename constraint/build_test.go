package constraint_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestValueOfMatchesEncoding: the value model built directly from a typed
// document (ValueOf, used by Apply and Check) is identical to decoding the
// document's default encoding, for every valid document vector of every
// schema.
func TestValueOfMatchesEncoding(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if !f.IsDocument() {
			continue
		}
		for _, c := range f.Cases {
			if !*c.Valid {
				continue
			}
			v, err := schemas.New(f.Schema)
			if err != nil {
				t.Fatal(err)
			}
			if err := (hounfour.Options{AcceptDeferred: true}).Decode(c.Document(), v); err != nil {
				t.Fatalf("%s: %v", c.ID, err)
			}
			direct, err := constraint.ValueOf(v)
			if err != nil {
				t.Fatalf("%s: ValueOf: %v", c.ID, err)
			}
			enc, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := constraint.DecodeJSON(enc)
			if err != nil {
				t.Fatal(err)
			}
			if direct.String() != parsed.String() || direct.Kind() != parsed.Kind() {
				t.Errorf("%s/%s: ValueOf differs from DecodeJSON of %s", f.Schema, c.ID, enc)
			}
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d documents compared", n)
	}
	t.Logf("%d documents compared", n)
}
