package codec_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// outcome is everything the library says about doc as schema: the decode's
// error with every violation (path, rule, message, allowed values, in
// order), the decoded value's encoding, the violations and warnings of a
// revalidation, then schemas.Validate's error (its decoded value is dropped,
// and may share doc's bytes until then).
func outcome(schema string, doc []byte) (string, any) {
	v, err := schemas.New(schema)
	if err != nil {
		panic(err)
	}
	derr := hounfour.Decode(doc, v)
	var ve *hounfour.ValidationError
	dec := fmt.Sprint(derr)
	if errors.As(derr, &ve) {
		dec = fmt.Sprintf("%#v", ve.Violations)
	}
	enc, err := json.Marshal(v)
	viol, warn := codec.Validate(v)
	verr := schemas.Validate(schema, doc)
	val := fmt.Sprint(verr)
	if errors.As(verr, &ve) {
		val = fmt.Sprintf("%s %#v", ve.Schema, ve.Violations)
	}
	return fmt.Sprintf("decode %s\nencoding %s %v\nviolations %#v\nwarnings %#v\nvalidate %s", dec, enc, err, viol, warn, val), v
}

// sameBothPaths reports a difference between the fast paths (proveText in
// the decoder, the read-set build of the constraint evaluator) and the
// reference paths (tokenizer and limit scan, whole-document build) on doc
// as schema.
func sameBothPaths(t testing.TB, what, schema string, doc []byte) {
	t.Helper()
	codec.SetReference(true)
	want, wantV := outcome(schema, doc)
	codec.SetReference(false)
	got, gotV := outcome(schema, doc)
	if !reflect.DeepEqual(gotV, wantV) {
		t.Errorf("%s as %s: the fast paths decode another value: %#v, want %#v", what, schema, gotV, wantV)
	}
	if got != want {
		t.Errorf("%s as %s: fast paths differ from the reference paths:\n got %s\nwant %s", what, schema, got, want)
	}
}

// TestFastPathsMatchReference: the fast paths give the same verdicts,
// violations (in order), warnings, decoded values and encodings as the
// reference paths, on every document of our vectors, of upstream's and of
// the performance corpus, each validated as its own schema, and every
// seventh also as every schema (so that invalid and foreign documents are
// covered).
func TestFastPathsMatchReference(t *testing.T) {
	defer codec.SetReference(false)
	n, docs := forEachDocument(t, "fast paths on upstream's vectors", 7, func(what, schema string, doc []byte) {
		sameBothPaths(t, what, schema, doc)
	})
	if n < 1000 {
		t.Fatalf("only %d validations compared", n)
	}
	t.Logf("%d validations compared on %d documents, %d schemas", n, docs, len(libraryNames()))
}

// forEachDocument calls fn on every document of our vectors and of
// upstream's as its own schema, on every line of the performance corpus as
// its schema, and on every every-th vector document as every schema (so
// that invalid and foreign documents are covered). It returns the number
// of calls and of vector documents.
func forEachDocument(t *testing.T, skipped string, every int, fn func(what, schema string, doc []byte)) (n, docCount int) {
	t.Helper()
	var docs [][]byte
	for _, f := range vectorset.All(t, skipped) {
		for i := range f.Cases {
			c := &f.Cases[i]
			doc := c.Document()
			if len(doc) == 0 {
				continue
			}
			docs = append(docs, doc)
			if _, ok := schemas.Type(f.Schema); ok {
				fn(c.ID, f.Schema, doc)
				n++
			}
		}
	}
	if root, err := upstreamdata.ModuleRoot(); err == nil {
		if _, err := os.Stat(filepath.Join(root, "..", "shared", "perf")); err == nil {
			for _, e := range perfcorpus.Load(t) {
				for i, line := range e.Lines {
					fn(fmt.Sprint(e.Schema, " corpus line ", i+1), e.Schema, line)
					n++
				}
			}
		} else {
			t.Log("SKIP the performance corpus: ../shared/perf absent")
		}
	}
	names := libraryNames()
	for i, doc := range docs {
		if i%every != 0 {
			continue
		}
		for _, s := range names {
			fn(fmt.Sprint("document ", i), s, doc)
			n++
		}
	}
	return n, len(docs)
}

// FuzzFastPaths feeds arbitrary bytes, validated as the schema chosen by the
// first byte, to the fast and the reference paths.
func FuzzFastPaths(f *testing.F) {
	names := addSchemaSeeds(f, 1)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		defer codec.SetReference(false)
		sameBothPaths(t, "fuzz input", names[int(data[0])%len(names)], data[1:])
	})
}

// addSchemaSeeds adds every every-th document of each of our vector files
// as a seed: the index of its schema in schemas.Names (the first byte the
// fuzz functions read) followed by the document. It returns the names.
func addSchemaSeeds(f *testing.F, every int) []string {
	ours, err := vectors.Load(vectors.Embedded())
	if err != nil {
		f.Fatal(err)
	}
	names := libraryNames()
	index := map[string]int{}
	for i, n := range names {
		index[n] = i
	}
	for _, file := range ours {
		if i, ok := index[file.Schema]; ok {
			for k := range file.Cases {
				if doc := file.Cases[k].Document(); len(doc) > 0 && k%every == 0 {
					f.Add(append([]byte{byte(i)}, doc...))
				}
			}
		}
	}
	return names
}

// codecTestType reports whether ty is declared in the codec package: one of
// the types the codec's own tests register (tDoc as t-doc, tUnion, …) when
// these tests run in the codec's test binary, not a type of the library.
func codecTestType(ty reflect.Type) bool {
	return ty.PkgPath() == reflect.TypeFor[codec.Violation]().PkgPath()
}

// libraryNames returns schemas.Names() without the names of codec test
// types: the names of the library's document types.
func libraryNames() []string {
	var out []string
	for _, s := range schemas.Names() {
		if typ, ok := schemas.Type(s); ok && !codecTestType(typ) {
			out = append(out, s)
		}
	}
	return out
}

// TestDecodedValuesStayIntact: the decoders' shared blocks (strings,
// any-valued members, string arrays, numbers behind pointers) serve many
// documents; a decoded value stays equal to a fresh decode of its document
// after every other vector document has been decoded.
func TestDecodedValuesStayIntact(t *testing.T) {
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	type kept struct {
		schema string
		doc    []byte
		v      any
	}
	var all []kept
	for d := range vectorset.Documents(files) {
		if _, ok := schemas.Type(d.Schema); !ok {
			continue
		}
		v, _ := schemas.New(d.Schema)
		_ = hounfour.Decode(d.Text, v)
		all = append(all, kept{d.Schema, d.Text, v})
	}
	for _, k := range all {
		v, _ := schemas.New(k.schema)
		_ = hounfour.Decode(k.doc, v)
		if !reflect.DeepEqual(v, k.v) {
			t.Fatalf("%s: the value decoded earlier changed: %#v, want %#v", k.doc, k.v, v)
		}
	}
	if len(all) < 1000 {
		t.Fatalf("only %d documents", len(all))
	}
}

// TestValidateConcurrent: schemas.Validate decodes into pooled values that
// share the document's bytes and reuse their maps, slices and pointees;
// validations run concurrently give the verdicts and violations they give
// one at a time (run it with -race).
func TestValidateConcurrent(t *testing.T) {
	type job struct {
		schema string
		doc    []byte
		want   string
	}
	var jobs []job
	forEachDocument(t, "", 5, func(_, schema string, doc []byte) {
		jobs = append(jobs, job{schema, doc, fmt.Sprintf("%#v", schemas.Validate(schema, doc))})
	})
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				j := &jobs[(i+g*len(jobs)/4)%len(jobs)]
				if got := fmt.Sprintf("%#v", schemas.Validate(j.schema, j.doc)); got != j.want {
					t.Errorf("%s: concurrent validation gives %s, want %s", j.schema, got, j.want)
					return
				}
			}
		}()
	}
	wg.Wait()
}
