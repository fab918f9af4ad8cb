package schemas_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
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

// BenchmarkEntrySmallObject measures schemas.ValidateWith under v87 on the
// documents of a small object whose fixed cost dominates (a mutation
// context: two members and a constraint file of two rules).
func BenchmarkEntrySmallObject(b *testing.B) {
	docs := [][]byte{
		[]byte(`{"actor_id":"agent-007","actor_type":"autonomous"}`),
		[]byte(`{"actor_id":"admin-user","actor_type":"human","access_policy":{"required_reputation_state":"established","required_role":"admin","min_reputation_score":0.8}}`),
	}
	for b.Loop() {
		for _, doc := range docs {
			if err := schemas.ValidateWith("mutation-context", doc, v87); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkEntryRejected measures schemas.ValidateWith under v87 on the
// 8.7.0 corpus documents the library rejects on purpose (a constraint-file
// rule upstream's validate() does not run, a stricter check): the cost of
// building their violations.
func BenchmarkEntryRejected(b *testing.B) {
	type doc struct {
		schema string
		text   []byte
	}
	var docs []doc
	for _, e := range perfcorpus.Load87(b) {
		for i, line := range e.Lines {
			_, stricter := corpus87Stricter[e.Schema][i+1]
			if len(corpus87ConstraintLevel[e.Schema]) > 0 || stricter {
				if err := schemas.ValidateWith(e.Schema, line, v87); err != nil {
					if corpus87Verdict(e.Schema, i+1, err) != nil {
						b.Fatalf("%s line %d: %v", e.Schema, i+1, err)
					}
					docs = append(docs, doc{e.Schema, line})
				}
			}
		}
	}
	if len(docs) == 0 {
		b.Fatal("no rejected document")
	}
	for _, d := range docs {
		b.Run(d.schema, func(b *testing.B) {
			for b.Loop() {
				if schemas.ValidateWith(d.schema, d.text, v87) == nil {
					b.Fatal("accepted")
				}
			}
		})
	}
}
