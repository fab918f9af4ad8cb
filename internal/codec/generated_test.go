package codec_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/commonsdocs"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestGeneratedAccepts: the generated decoders accept every document the
// library finds valid among our vectors, upstream's and the performance
// corpus (so the benchmarked path never falls back to the reflective one),
// for every schema whose type has a generated decoder; and every schema
// type that is a planned struct has one.
func TestGeneratedAccepts(t *testing.T) {
	t.Parallel()
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
	for d := range vectorset.Documents(vectorset.All(t, "generated decoders on upstream's vectors")) {
		add(d.ID, d.Schema, d.Text)
	}
	corpus := 0
	if root, err := upstreamdata.ModuleRoot(); err == nil && exists(filepath.Join(root, "..", "shared", "perf")) {
		for _, e := range perfcorpus.Load(t) {
			for i, line := range e.Lines {
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

// objectsIn returns the text of every object inside the JSON value doc (doc
// itself included), each with its member names.
func objectsIn(doc []byte, out map[string]map[string]bool) {
	var v any
	if json.Unmarshal(doc, &v) != nil {
		return
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			b, _ := json.Marshal(v)
			keys := map[string]bool{}
			for k, e := range v {
				keys[k] = true
				walk(e)
			}
			out[string(b)] = keys
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(v)
}

// TestGeneratedTypes: every type with a generated decoder (document types,
// nested types, union variants, payload types, the types only constraint
// rules or schema files use) decodes the same way generated and reflective
// (decoded value and violations) on every object found anywhere in our
// vectors and upstream's that has its required members, and accepts at
// least one of them. Under the race detector it compares a sample
// (raceSample).
func TestGeneratedTypes(t *testing.T) {
	paths := pathmode.Claim(t)
	keep := race.Sample(raceSample)
	objects := map[string]map[string]bool{}
	for d := range vectorset.Documents(vectorset.All(t, "generated decoders on upstream's vectors")) {
		objectsIn(d.Text, objects)
	}
	// Payload types no vector document holds.
	for _, doc := range []string{`{"governance_action_id":"gov-7","vote":"yes"}`, `{"transaction_id":"tx-1"}`} {
		objectsIn([]byte(doc), objects)
	}
	// The document types of contract 8.x, which our vectors do not hold
	// yet: the documents of commons' own tests.
	for _, d := range commonsdocs.Valid {
		objectsIn([]byte(d.Text), objects)
	}
	texts := make([]string, 0, len(objects))
	for s := range objects {
		texts = append(texts, s)
	}
	sort.Strings(texts)
	types := codec.GeneratedTypes()
	sort.Slice(types, func(i, j int) bool { return types[i].String() < types[j].String() })
	compared, pairs := 0, 0
	for _, typ := range types {
		info := codec.GenInfo(typ)
		if info.Kind != codec.GenStruct {
			continue // vocabularies and records: TestGeneratedAccepts
		}
		accepted := 0
		for _, text := range texts {
			keys := objects[text]
			has := true
			for _, f := range info.Fields {
				has = has && (!f.Required || keys[f.Name])
			}
			if !has {
				continue
			}
			doc := []byte(text)
			if codec.GeneratedAccepts(doc, reflect.New(typ).Interface()) {
				accepted++
			}
			pairs++
			if keep() {
				sameAsReference(t, paths, typ, doc)
				compared++
			}
		}
		if accepted == 0 {
			t.Errorf("%v: no object of the vectors is accepted by its generated decoder", typ)
		}
	}
	t.Logf("%d objects, %d of %d (type, object) pairs compared, %d types", len(texts), compared, pairs, len(types))
}

// TestGeneratedAllocations: on every corpus schema, Validate with the
// generated decoders allocates no more per document than the reflective
// fast path, and at most a quarter of what encoding/json into any does on
// the same bytes.
func TestGeneratedAllocations(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("SKIP allocation counts: -short, or the race detector (sync.Pool drops items at random)")
	}
	paths := pathmode.Claim(t)
	for _, e := range perfcorpus.Load(t) {
		lib := func() {
			for _, line := range e.Lines {
				if err := schemas.Validate(e.Schema, line); err != nil {
					t.Fatal(err)
				}
			}
		}
		docs := float64(len(e.Lines))
		gen := testing.AllocsPerRun(10, lib) / docs
		var refl float64
		paths.In(codec.ModeReflect, func() { refl = testing.AllocsPerRun(10, lib) / docs })
		generic := testing.AllocsPerRun(10, func() {
			for _, line := range e.Lines {
				var v any
				if err := json.Unmarshal(line, &v); err != nil {
					t.Fatal(err)
				}
			}
		}) / docs
		// (The pools the decoders draw from may be emptied by a collection
		// during a run: half an allocation per document of slack.)
		if gen > refl+0.5 {
			t.Errorf("%s: %.2f allocations per document generated, %.2f reflective", e.Schema, gen, refl)
		}
		if gen > generic/4+0.5 {
			t.Errorf("%s: %.2f allocations per document, more than a quarter of encoding/json's %.2f", e.Schema, gen, generic)
		}
	}
}

// sameAsReference reports a difference between codec.Decode and
// codec.Unmarshal of doc into a new value of typ on the generated path and
// on the reference path, under the default contract (8.7.0) and under
// 7.0.0: violations, errors and decoded values.
func sameAsReference(t testing.TB, paths *pathmode.Switch, typ reflect.Type, doc []byte) {
	t.Helper()
	decode700 := func(d []byte, v any) ([]codec.Violation, error) {
		_, viol, err := codec.DecodeDocument(d, v, codec.Limits{}, codec.Contract700)
		return viol, err
	}
	unmarshal700 := func(d []byte, v any) ([]codec.Violation, error) { return codec.UnmarshalIn(d, v, codec.Contract700) }
	for _, decode := range []func([]byte, any) ([]codec.Violation, error){codec.Decode, codec.Unmarshal, decode700, unmarshal700} {
		want := reflect.New(typ).Interface()
		var wantV []codec.Violation
		var wantErr error
		paths.Reference(func() { wantV, wantErr = decode(doc, want) })
		got := reflect.New(typ).Interface()
		gotV, gotErr := decode(doc, got)
		if !reflect.DeepEqual(gotV, wantV) || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
			t.Errorf("%v on %.200s: generated %v %v, reflective %v %v", typ, doc, gotV, gotErr, wantV, wantErr)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%v on %.200s: generated decodes %#v, reflective %#v", typ, doc, got, want)
		}
	}
}

// FuzzGeneratedTypes feeds arbitrary bytes, decoded as the generated type
// chosen by the first byte, to the generated and the reference paths. The
// seeds are, for each struct type, the shortest vector object that has its
// required members: TestGeneratedTypes compares all of them, so the seeds
// only start the search, and a short pass gets through them.
func FuzzGeneratedTypes(f *testing.F) {
	types := codec.GeneratedTypes()
	sort.Slice(types, func(i, j int) bool { return types[i].String() < types[j].String() })
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		f.Fatal(err)
	}
	objects := map[string]map[string]bool{}
	for _, file := range files {
		for i := range file.Cases {
			if doc := file.Cases[i].Document(); len(doc) > 0 {
				objectsIn(doc, objects)
			}
		}
	}
	texts := make([]string, 0, len(objects))
	for s := range objects {
		texts = append(texts, s)
	}
	sort.Strings(texts)
	seeds := 0
	for k, typ := range types {
		info := codec.GenInfo(typ)
		if info.Kind != codec.GenStruct {
			continue
		}
		shortest := ""
		for _, text := range texts {
			keys := objects[text]
			has := true
			for _, fl := range info.Fields {
				has = has && (!fl.Required || keys[fl.Name])
			}
			if has && (shortest == "" || len(text) < len(shortest)) {
				shortest = text
			}
		}
		if shortest != "" {
			f.Add(append([]byte{byte(k)}, shortest...))
			seeds++
		}
	}
	if seeds < 100 {
		f.Fatalf("only %d seeds", seeds)
	}
	paths := pathmode.Claim(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		sameAsReference(t, paths, types[int(data[0])%len(types)], data[1:])
	})
}
