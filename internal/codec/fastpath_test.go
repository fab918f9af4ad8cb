package codec_test

import (
	"bytes"
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
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// raceSample is the share of the inputs the differential tests compare
// under the race detector (one in raceSample, see race.Sample); .ci/run
// runs them in full without it.
const raceSample = 4

// outcome is everything the library says about a document as a schema:
// the decode's error with every violation (path, rule, message, allowed
// values, in order), the decoded value's encoding, the violations and
// warnings of a revalidation, and schemas.Validate's error. Outcomes are
// compared with reflect.DeepEqual and printed only when they differ.
type outcome struct {
	decode               errOutcome
	encoding             []byte
	encodeErr            string
	violations, warnings []codec.Violation
	validate             errOutcome
}

// errOutcome is an error as the differential tests compare it: the schema
// and violations of a *hounfour.ValidationError, the text of any other.
type errOutcome struct {
	text       string
	schema     string
	violations []hounfour.Violation
}

func errorOutcome(err error) errOutcome {
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		return errOutcome{schema: ve.Schema, violations: ve.Violations}
	}
	return errOutcome{text: fmt.Sprint(err)}
}

func (e errOutcome) String() string {
	if e.violations != nil {
		return fmt.Sprintf("%s %#v", e.schema, e.violations)
	}
	return e.text
}

func (o outcome) String() string {
	return fmt.Sprintf("decode %v\nencoding %s %s\nviolations %#v\nwarnings %#v\nvalidate %v",
		o.decode, o.encoding, o.encodeErr, o.violations, o.warnings, o.validate)
}

// outcomeOf returns the outcome of doc as schema and the decoded value.
// schemas.Validate runs last: its decoded value is dropped, and may share
// doc's bytes until then.
func outcomeOf(schema string, doc []byte) (outcome, any) {
	v, err := schemas.New(schema)
	if err != nil {
		panic(err)
	}
	var o outcome
	o.decode = errorOutcome(hounfour.Decode(doc, v))
	o.encoding, err = json.Marshal(v)
	o.encodeErr = fmt.Sprint(err)
	o.violations, o.warnings = codec.Validate(v)
	o.validate = errorOutcome(schemas.Validate(schema, doc))
	return o, v
}

// sameBothPaths reports a difference between the fast paths (proveText in
// the decoder, the generated decoders and encoders, the generated
// constraint code) and the reference paths (tokenizer and limit scan, the
// reflective codec, the reference evaluation) on doc as schema.
func sameBothPaths(t testing.TB, paths *pathmode.Switch, what, schema string, doc []byte) {
	t.Helper()
	var want outcome
	var wantV any
	paths.Reference(func() { want, wantV = outcomeOf(schema, doc) })
	got, gotV := outcomeOf(schema, doc)
	if !reflect.DeepEqual(gotV, wantV) {
		t.Errorf("%s as %s: the fast paths decode another value: %#v, want %#v", what, schema, gotV, wantV)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s as %s: fast paths differ from the reference paths:\n got %s\nwant %s", what, schema, got, want)
	}
}

// TestFastPathsMatchReference: the fast paths give the same verdicts,
// violations (in order), warnings, decoded values and encodings as the
// reference paths, on every document of our vectors, of upstream's and of
// the performance corpus, each validated as its own schema, and every
// seventh also as every schema (so that invalid and foreign documents are
// covered). Under the race detector it compares a sample (raceSample).
func TestFastPathsMatchReference(t *testing.T) {
	paths := pathmode.Claim(t)
	keep := race.Sample(raceSample)
	compared := 0
	n, docs := forEachDocument(t, "fast paths on upstream's vectors", 7, func(what, schema string, doc []byte) {
		if keep() {
			sameBothPaths(t, paths, what, schema, doc)
			compared++
		}
	})
	if n < 1000 {
		t.Fatalf("only %d validations", n)
	}
	t.Logf("%d of %d validations compared on %d documents, %d schemas", compared, n, docs, len(libraryNames()))
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
// first byte, to the fast and the reference paths. The seeds are a valid
// and an invalid document of each schema (schemaSeeds): every document of
// the vectors is compared by TestFastPathsMatchReference, so the seeds
// only start the search, and a short pass gets through them.
func FuzzFastPaths(f *testing.F) {
	names := schemaSeeds(f)
	paths := pathmode.Claim(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		sameBothPaths(t, paths, "fuzz input", names[int(data[0])%len(names)], data[1:])
	})
}

// schemaSeeds adds, for each schema of our vector files, its shortest valid
// document and its shortest invalid one, compacted, as seeds: the index of the schema
// in libraryNames (the first byte the fuzz functions read) followed by the
// document. It returns the names.
func schemaSeeds(f *testing.F) []string {
	ours, err := vectors.Load(vectors.Embedded())
	if err != nil {
		f.Fatal(err)
	}
	names := libraryNames()
	index := map[string]int{}
	for i, n := range names {
		index[n] = i
	}
	type key struct {
		schema int
		valid  bool
	}
	shortest := map[key][]byte{}
	var keys []key
	for _, file := range ours {
		i, ok := index[file.Schema]
		if !ok {
			continue
		}
		for k := range file.Cases {
			c := &file.Cases[k]
			doc := c.Document()
			if len(doc) == 0 {
				continue
			}
			// Without the vectors' indentation: the fuzzing engine
			// minimizes every input that reaches new code, with a number
			// of runs that grows with the square of its length, and
			// reports no progress until it is done.
			var compact bytes.Buffer
			if json.Compact(&compact, doc) == nil {
				doc = compact.Bytes()
			}
			kk := key{i, c.Valid != nil && *c.Valid}
			old, seen := shortest[kk]
			if !seen {
				keys = append(keys, kk)
			}
			if !seen || len(doc) < len(old) {
				shortest[kk] = doc
			}
		}
	}
	for _, k := range keys {
		f.Add(append([]byte{byte(k.schema)}, shortest[k]...))
	}
	if len(keys) < len(names) {
		f.Fatalf("only %d seeds for %d schemas", len(keys), len(names))
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
	t.Parallel()
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
// validations run concurrently, four at a time on neighbouring inputs (the
// same schema, or the same document), give the verdicts and violations
// they give one at a time, and keep them after the others have run (run
// it with -race; it runs in full under the race detector).
func TestValidateConcurrent(t *testing.T) {
	t.Parallel()
	type job struct {
		schema string
		doc    []byte
		want   errOutcome
	}
	var jobs []job
	forEachDocument(t, "", 5, func(_, schema string, doc []byte) {
		jobs = append(jobs, job{schema, doc, errorOutcome(schemas.Validate(schema, doc))})
	})
	const workers = 4
	got := make([]errOutcome, len(jobs))
	var wg sync.WaitGroup
	for g := range workers {
		wg.Go(func() {
			for i := g; i < len(jobs); i += workers {
				got[i] = errorOutcome(schemas.Validate(jobs[i].schema, jobs[i].doc))
			}
		})
	}
	wg.Wait()
	failed := 0
	for i := range jobs {
		if !reflect.DeepEqual(got[i], jobs[i].want) {
			t.Errorf("%s: concurrent validation gives %v, want %v", jobs[i].schema, got[i], jobs[i].want)
			if failed++; failed == 10 {
				t.FailNow()
			}
		}
	}
	if len(jobs) < 1000 {
		t.Fatalf("only %d validations", len(jobs))
	}
}
