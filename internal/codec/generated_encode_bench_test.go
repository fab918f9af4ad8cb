package codec_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// BenchmarkEncodeCorpus measures, per corpus schema, the encoding of the
// decoded corpus documents by the generated encoders against the
// reflective encoder, interleaved (benchratio.Encode).
func BenchmarkEncodeCorpus(b *testing.B) {
	for _, e := range perfcorpus.Load(b) {
		var values []any
		for _, line := range e.Lines {
			if v := decodeAs(e.Schema, line); v != nil {
				values = append(values, v)
			}
		}
		b.Run(e.Schema, func(b *testing.B) { benchratio.Encode(b, values) })
	}
}

// BenchmarkEncodeVectors is BenchmarkEncodeCorpus over our vectors: per
// schema, the decoded documents of its vector file.
func BenchmarkEncodeVectors(b *testing.B) {
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		b.Fatal(err)
	}
	bySchema := map[string][]any{}
	for d := range vectorset.Documents(files) {
		if _, ok := schemas.Type(d.Schema); ok {
			bySchema[d.Schema] = append(bySchema[d.Schema], decodeAs(d.Schema, d.Text))
		}
	}
	for _, s := range libraryNames() {
		if values := bySchema[s]; len(values) > 0 {
			b.Run(s, func(b *testing.B) { benchratio.Encode(b, values) })
		}
	}
}
