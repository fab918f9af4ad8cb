package schemas_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/schemagen"
	"github.com/hounfour-go/hounfour/internal/testkit/threeway"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestNoDrift regenerates every schema file from the Go types and compares it
// byte for byte with the committed file: run `go generate ./schemas` after
// changing a document type.
func TestNoDrift(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	g, err := schemagen.New(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []codec.Version{codec.Contract700, codec.Contract870} {
		t.Run(c.String(), func(t *testing.T) {
			dir := c.String()
			files, err := g.For(c).All()
			if err != nil {
				t.Fatal(err)
			}
			committed := map[string]bool{}
			err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") {
					rel, _ := filepath.Rel(dir, p)
					committed[filepath.ToSlash(rel)] = true
				}
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			for name, want := range files {
				got, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Errorf("%s/%s: not committed (run go generate ./schemas): %v", dir, name, err)
					continue
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s/%s drifted from the Go types: run go generate ./schemas", dir, name)
				}
				delete(committed, name)
			}
			for name := range committed {
				t.Errorf("%s/%s is committed but no type generates it", dir, name)
			}
		})
	}
}

func TestRegistry(t *testing.T) {
	t.Parallel()
	names := schemas.NamesFor(hounfour.Contract700)
	if !slices.IsSorted(names) || len(names) == 0 {
		t.Fatalf("Names() = %v", names)
	}
	var idx struct {
		Version string `json:"version"`
		Schemas []struct {
			Name string `json:"name"`
			ID   string `json:"$id"`
			File string `json:"file"`
		} `json:"schemas"`
	}
	if err := json.Unmarshal(schemas.JSONFor(hounfour.Contract700, "index"), &idx); err != nil {
		t.Fatal(err)
	}
	// The embedded files are those of contract 7.0.0.
	if idx.Version != "7.0.0" || len(idx.Schemas) != len(names) {
		t.Fatalf("index: version %q, %d entries for %d names", idx.Version, len(idx.Schemas), len(names))
	}
	for i, n := range names {
		e := idx.Schemas[i]
		if e.Name != n || e.ID != hounfour.Contract700.SchemaID(n) || e.File != n+".schema.json" {
			t.Errorf("index entry %d = %+v, want name %s", i, e, n)
		}
		b := schemas.JSONFor(hounfour.Contract700, n)
		var s struct {
			Schema string `json:"$schema"`
			ID     string `json:"$id"`
		}
		if err := json.Unmarshal(b, &s); err != nil || s.ID != hounfour.Contract700.SchemaID(n) || s.Schema != "https://json-schema.org/draft/2020-12/schema" {
			t.Errorf("%s: $schema/$id = %q/%q (%v)", n, s.Schema, s.ID, err)
		}
		if strings.Count(string(b), `"$id"`) != 1 {
			t.Errorf("%s: nested $id present", n)
		}
		b[0] = 'X' // JSON returns a copy
		if schemas.JSONFor(hounfour.Contract700, n)[0] != '{' {
			t.Errorf("%s: JSON shares its buffer", n)
		}
	}
	if schemas.JSON("no-such-schema") != nil {
		t.Error("JSON of an unknown name is not nil")
	}
	err := schemas.Validate("no-such-schema", []byte(`{}`))
	var verr *hounfour.ValidationError
	if err == nil || errors.As(err, &verr) {
		t.Errorf("unknown name: %v", err)
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	err := schemas.Validate("agent-lifecycle-state", []byte(`"ACTIVE"`))
	if err != nil {
		t.Fatal(err)
	}
	err = schemas.Validate("agent-lifecycle-state", []byte(`"active"`))
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) || verr.Schema != "agent-lifecycle-state" || !errors.Is(err, hounfour.ErrInvalid) {
		t.Fatalf("got %v", err)
	}
	if got := err.Error(); got != "invalid agent-lifecycle-state: : Expected union value" {
		t.Errorf("Error() = %q", got)
	}
}

// TestThreeWayVerdicts: for every document vector (ours and upstream's), the
// Go verdict, our generated schema's verdict and upstream's schema's verdict
// agree with the vector, intended differences included.
func TestThreeWayVerdicts(t *testing.T) {
	t.Parallel()
	threeway.Check(t, vectorset.All(t, "upstream's vectors in the three-way comparison"))
}
