package canonical_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

// FuzzCheck: on any JSON text, the raw-input checks of the
// six types never panic, and on a document of one of them that passes
// the structural tier they return exactly Validate's cross-field
// messages. Seeds: the documents of our vectors.
func FuzzCheck(f *testing.F) {
	for schema := range checks {
		data, err := os.ReadFile(filepath.Join("..", "vectors", "canonical", schema+".json"))
		if err != nil {
			f.Fatal(err)
		}
		var file struct {
			Cases []struct{ Doc json.RawMessage }
		}
		if err := json.Unmarshal(data, &file); err != nil {
			f.Fatal(err)
		}
		for _, c := range file.Cases[:min(3, len(file.Cases))] {
			f.Add(schema, []byte(c.Doc))
		}
	}
	f.Fuzz(func(t *testing.T, schema string, doc []byte) {
		check, ok := checks[schema]
		if !ok {
			return
		}
		var raw any
		if json.Unmarshal(doc, &raw) != nil {
			return
		}
		got := check(raw)
		v, _ := schemas.NewFor(hounfour.Contract870, schema)
		if json.Unmarshal(doc, v) != nil || v.(interface{ ValidateSchema() error }).ValidateSchema() != nil {
			return
		}
		var want []string
		var verr *hounfour.ValidationError
		if errors.As(hounfour.Options{AcceptDeferred: true}.Validate(v), &verr) {
			for _, x := range verr.Violations {
				want = append(want, x.Message)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("Check %q\nValidate %q", got, want)
		}
	})
}
