package schemas_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/shared"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestGeneratedAccepts: the generated decoders accept every document the
// library finds valid among our vectors, upstream's and the performance
// corpus (so the benchmarked path never falls back to the reflective one),
// for every schema whose type has a generated decoder; and every schema
// type that is a planned struct has one.
func TestGeneratedAccepts(t *testing.T) {
	var docs []struct {
		what, schema string
		doc          []byte
	}
	add := func(what, schema string, doc []byte) {
		docs = append(docs, struct {
			what, schema string
			doc          []byte
		}{what, schema, doc})
	}
	for _, f := range allVectors(t, "generated decoders on upstream's vectors") {
		for i := range f.Cases {
			if doc := f.Cases[i].Document(); len(doc) > 0 {
				add(f.Cases[i].ID, f.Schema, doc)
			}
		}
	}
	corpus := 0
	if root, err := shared.Root(); err == nil && exists(filepath.Join(root, "..", "shared", "perf")) {
		for _, e := range loadCorpus(t) {
			for i, line := range e.lines {
				add(fmt.Sprint("corpus line ", i+1), e.Schema, line)
				corpus++
			}
		}
	}
	valid, accepted := map[string]int{}, map[string]int{}
	n := 0
	for _, d := range docs {
		typ, ok := schemas.Type(d.schema)
		if !ok || codec.UnionOf(typ) != nil {
			continue
		}
		if err := schemas.Validate(d.schema, d.doc); err != nil {
			continue
		}
		valid[d.schema]++
		n++
		v := reflect.New(typ).Interface()
		if codec.GeneratedAccepts(d.doc, v) {
			accepted[d.schema]++
		} else {
			t.Errorf("%s (%s): valid, but the generated decoder declines it: %.200s", d.what, d.schema, d.doc)
		}
	}
	var names []string
	for s := range valid {
		names = append(names, s)
	}
	sort.Strings(names)
	for _, s := range names {
		if typ, _ := schemas.Type(s); !codec.HasDecoder(typ) {
			t.Errorf("%s: %v has no generated decoder", s, typ)
		}
	}
	t.Logf("%d valid documents of %d read (%d of the corpus), %d schemas", n, len(docs), corpus, len(names))
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
