package constraint_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/shared"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// constrainedSchemas are the registered schemas with a shipped constraint
// file: those whose validation runs Apply.
func constrainedSchemas() []string {
	var out []string
	for _, n := range schemas.Names() {
		if len(constraint.ForSchema(n)) > 0 {
			out = append(out, n)
		}
	}
	return out
}

// outcome is everything validation says about doc as schema: the decode's
// error with every violation (path, rule, message, allowed values, in
// order), then the violations and warnings of a revalidation.
func outcome(schema string, doc []byte) string {
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
	viol, warn := codec.Validate(v)
	return fmt.Sprintf("decode %s\nviolations %#v\nwarnings %#v", dec, viol, warn)
}

// sameBothBuilds reports a difference between Apply's read-set build and the
// reference build of the whole document on doc as schema.
func sameBothBuilds(t testing.TB, what, schema string, doc []byte) {
	t.Helper()
	constraint.SetReferenceBuild(true)
	want := outcome(schema, doc)
	constraint.SetReferenceBuild(false)
	if got := outcome(schema, doc); got != want {
		t.Errorf("%s as %s: read-set build differs from the whole-document build:\n got %s\nwant %s", what, schema, got, want)
	}
}

// TestReadSetBuildMatchesReference: building only the members the
// constraints read gives the same verdicts, violations (in order) and
// warnings as building the whole document, on every document of our
// vectors and of upstream's (each also validated as every constrained schema,
// so that invalid and foreign documents are covered).
func TestReadSetBuildMatchesReference(t *testing.T) {
	defer constraint.SetReferenceBuild(false)
	ours, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	files := ours
	if dir, err := shared.UpstreamDir("vectors"); err == nil {
		up, _, err := vectors.LoadUpstream(dir)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, up...)
	} else {
		shared.Absent(t, err, "read-set build on upstream's vectors")
	}
	names := constrainedSchemas()
	var docs [][]byte
	n := 0
	for _, f := range files {
		for i := range f.Cases {
			c := &f.Cases[i]
			doc := c.Document()
			if len(doc) == 0 {
				continue
			}
			docs = append(docs, doc)
			if _, ok := schemas.Type(f.Schema); ok {
				sameBothBuilds(t, c.ID, f.Schema, doc)
				n++
			}
		}
	}
	for i, doc := range docs {
		if i%7 != 0 { // every seventh document as every constrained schema
			continue
		}
		for _, s := range names {
			sameBothBuilds(t, fmt.Sprint("document ", i), s, doc)
			n++
		}
	}
	if n < 1000 {
		t.Fatalf("only %d validations compared", n)
	}
	t.Logf("%d validations compared on %d documents, %d constrained schemas", n, len(docs), len(names))
}

// FuzzReadSetBuild feeds arbitrary bytes, validated as a constrained schema
// chosen by the first byte, to both builds.
func FuzzReadSetBuild(f *testing.F) {
	ours, err := vectors.Load(vectors.Embedded())
	if err != nil {
		f.Fatal(err)
	}
	names := constrainedSchemas()
	index := map[string]int{}
	for i, n := range names {
		index[n] = i
	}
	for _, file := range ours {
		if i, ok := index[file.Schema]; ok {
			for k := range file.Cases {
				if doc := file.Cases[k].Document(); len(doc) > 0 {
					f.Add(append([]byte{byte(i)}, doc...))
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		defer constraint.SetReferenceBuild(false)
		sameBothBuilds(t, "fuzz input", names[int(data[0])%len(names)], data[1:])
	})
}
