package schemas_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestValidateWithMatchesDecode: schemas.ValidateWith, which reads a struct
// document into a value the codec keeps per type (reused from document to
// document, of whatever schema came before), gives every corpus document
// of both contracts, and variations of each (cut, a byte changed, a member
// repeated; fixed seed, see proptest.Seed), the verdict a decode into a
// fresh value gives (Options.Decode), under several options; the
// documents of all schemas come interleaved.
func TestValidateWithMatchesDecode(t *testing.T) {
	type doc struct {
		schema string
		text   []byte
	}
	var docs []doc
	for _, e := range append(perfcorpus.Load(t), perfcorpus.Load87(t)...) {
		for _, line := range e.Lines {
			docs = append(docs, doc{e.Schema, line})
		}
	}
	r := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 3))
	variants := make([]doc, 0, 4*len(docs))
	for _, d := range docs {
		variants = append(variants, d)
		for range 3 {
			text := bytes.Clone(d.text)
			switch r.IntN(3) {
			case 0:
				text = text[:r.IntN(len(text)+1)]
			case 1:
				text[r.IntN(len(text))] = `"{}[],:0a_-x \`[r.IntN(14)]
			default:
				if i := bytes.IndexByte(text[1:], ','); i > 0 {
					text = append(append(append([]byte{}, text[:len(text)-1]...), ','), text[1:i+1]...)
					text = append(text, '}')
				}
			}
			variants = append(variants, doc{d.schema, text})
		}
	}
	r.Shuffle(len(variants), func(i, j int) { variants[i], variants[j] = variants[j], variants[i] })
	options := []hounfour.Options{
		{},
		{Contract: hounfour.Contract700},
		{Contract: hounfour.Contract870, AcceptDeferred: true},
		{Limits: hounfour.Limits{MaxViolations: 2, MaxDepth: 4}},
	}
	compared, invalid := 0, 0
	for _, o := range options {
		for _, d := range variants {
			err := schemas.ValidateWith(d.schema, d.text, o)
			got := violationsOf(err) + schemaOf(err)
			v, err := schemas.NewFor(o.Contract, d.schema)
			if err != nil {
				continue // a schema the contract does not have
			}
			wantErr := o.Decode(d.text, v)
			if want := violationsOf(wantErr) + schemaOf(wantErr); got != want {
				t.Fatalf("%s under %+v: %s\n got %s\nwant %s", d.schema, o, d.text, got, want)
			}
			compared++
			if got != "" {
				invalid++
			}
		}
	}
	t.Logf("%d documents compared, %d invalid", compared, invalid)
	if compared < 1000 || invalid < compared/5 || invalid > compared*9/10 {
		t.Errorf("%d documents compared, %d invalid: too few of one kind", compared, invalid)
	}
}

// schemaOf is the schema name of err's validation error ("" for none).
func schemaOf(err error) string {
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		return "schema " + ve.Schema
	}
	return ""
}
