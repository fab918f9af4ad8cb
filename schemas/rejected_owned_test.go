package schemas_test

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestRejectedViolationsOwned: the violations of a rejected document are
// the caller's to keep. The rules of a document the generated decoder
// accepted report into a buffer the decoder reuses for the next document
// and the error gets a copy: every vector and 8.7.0 corpus document is
// validated one after the other (under 8.7.0 and 7.0.0), every error
// kept, and only then is each compared with what the reference path gives
// the same document.
func TestRejectedViolationsOwned(t *testing.T) {
	paths := pathmode.Claim(t)
	type doc struct {
		schema string
		text   []byte
	}
	var docs []doc
	for d := range vectorset.Documents(vectorset.All(t, "upstream's vectors in the owned-violations test")) {
		docs = append(docs, doc{d.Schema, d.Text})
	}
	for _, e := range perfcorpus.Load87(t) {
		for _, line := range e.Lines {
			docs = append(docs, doc{e.Schema, line})
		}
	}
	options := []hounfour.Options{
		{Contract: hounfour.Contract870, AcceptDeferred: true},
		{Contract: hounfour.Contract700},
	}
	for _, o := range options {
		kept := make([]error, len(docs))
		for i, d := range docs {
			kept[i] = schemas.ValidateWith(d.schema, d.text, o)
		}
		one, more := 0, 0
		for i, d := range docs {
			var want error
			paths.Reference(func() { want = schemas.ValidateWith(d.schema, d.text, o) })
			if fmt.Sprint(kept[i]) != fmt.Sprint(want) || !reflect.DeepEqual(kept[i], want) {
				t.Errorf("%s %s %+v:\n kept %v\n reference %v", d.schema, d.text, o, kept[i], want)
			}
			if ve := (*hounfour.ValidationError)(nil); errors.As(kept[i], &ve) {
				if len(ve.Violations) == 1 {
					one++
				} else {
					more++
				}
			}
		}
		t.Logf("%+v: %d documents, %d rejected with one violation, %d with more", o, len(docs), one, more)
		if one == 0 || more == 0 {
			t.Fatalf("%+v: %d rejected with one violation, %d with more: the test checks too little", o, one, more)
		}
	}
}
