package commons_test

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// The audit-trail reference vectors of upstream 8.7.0's conformance suite:
// the canonical JSON of the entry and its hash under the vector's tag (the
// current sanitized tag and the legacy unsanitized one).
func TestAuditTrailHashVectors(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "conformance", "commons", "audit-trail")
	files, err := filepath.Glob(filepath.Join(dir, "hash-reference-vector*.json"))
	if err != nil || len(files) != 2 {
		t.Fatalf("%d vector files (%v), want 2", len(files), err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var v struct {
				Input struct {
					DomainTag     string             `json:"domain_tag"`
					Entry         commons.AuditEntry `json:"entry"`
					CanonicalJSON string             `json:"canonical_json"`
				}
				ExpectedOutput struct {
					EntryHash string `json:"entry_hash"`
				} `json:"expected_output"`
			}
			if err := json.Unmarshal(data, &v); err != nil {
				t.Fatal(err)
			}
			in := v.Input.Entry.HashInput()
			canon, err := commons.CanonicalEntry(in)
			if err != nil || string(canon) != v.Input.CanonicalJSON {
				t.Errorf("canonical JSON %s (%v), want %s", canon, err, v.Input.CanonicalJSON)
			}
			got, err := commons.AuditEntryHash(in, v.Input.DomainTag)
			if err != nil || got != v.ExpectedOutput.EntryHash || got == "" {
				t.Errorf("hash %s (%v), want %s", got, err, v.ExpectedOutput.EntryHash)
			}
		})
	}
}

func TestVectorManifest(t *testing.T) {
	t.Parallel()
	fsys := os.DirFS(upstreamdata.Dir87(t, "vectors"))
	m, err := commons.LoadManifest(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if m.ManifestVersion != "1.0.0" || m.ContractVersion != "8.2.0" || m.TotalVectors != 219 || len(m.Vectors) != 219 ||
		m.GeneratedAt.String() != "2026-02-25T04:59:18.958Z" {
		t.Errorf("manifest %s %s %d %d %s", m.ManifestVersion, m.ContractVersion, m.TotalVectors, len(m.Vectors), m.GeneratedAt)
	}
	for _, c := range []struct {
		category string
		layer    int
		n        int
	}{{"commons", 0, 8}, {"", 2, 1}, {"", 0, 219}, {"commons", 2, 1}, {"nope", 0, 0}} {
		l, err := commons.ListVectors(fsys, c.category, c.layer)
		if err != nil || len(l) != c.n || l == nil {
			t.Errorf("ListVectors(%q, %d): %d entries, %v; want %d", c.category, c.layer, len(l), err, c.n)
		}
		if c.layer == 2 && c.n == 1 && l[0].VectorID != "conformance-governed-resource-neg-001" {
			t.Errorf("layer 2: %s", l[0].VectorID)
		}
	}
	v, err := commons.LoadVector(fsys, "conformance-audit-trail-hash-001")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		DomainTagFormat string `json:"domain_tag_format"`
	}
	if err := json.Unmarshal(v, &doc); err != nil || doc.DomainTagFormat != "v8.4.0-sanitized" {
		t.Errorf("loaded vector: %v, %q (want the current, sanitized-tag file)", err, doc.DomainTagFormat)
	}
	_, err = commons.LoadVector(fsys, "nope")
	if err == nil || err.Error() != `Vector "nope" not found in manifest.` {
		t.Errorf("LoadVector(nope): %v", err)
	}
}

func TestVectorManifestErrors(t *testing.T) {
	t.Parallel()
	var me *commons.ManifestError
	_, err := commons.LoadManifest(fstest.MapFS{})
	if !errors.As(err, &me) || !errors.Is(err, fs.ErrNotExist) ||
		err.Error() != `Vector manifest not found at manifest.json. Run "npm run vectors:manifest" to generate.` {
		t.Errorf("no manifest: %v", err)
	}
	if _, err := commons.ListVectors(fstest.MapFS{}, "", 0); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ListVectors without a manifest: %v", err)
	}
	manifest := `{"manifest_version":"1.0.0","generated_at":"2026-01-01T00:00:00Z","contract_version":"8.7.0","total_vectors":3,"vectors":[` +
		`{"vector_id":"a","category":"c","path":"a.json","layer":1,"description":"d","contract_version":"8.7.0","expected_valid":true},` +
		`{"vector_id":"b","category":"c","path":"missing.json","layer":1,"description":"d","contract_version":"8.7.0","expected_valid":true},` +
		`{"vector_id":"c","category":"c","path":"bad.json","layer":1,"description":"d","contract_version":"8.7.0","expected_valid":true},` +
		`{"vector_id":"d","category":"c","path":"../x.json","layer":1,"description":"d","contract_version":"8.7.0","expected_valid":true},` +
		`{"vector_id":"a","category":"c","path":"bad.json","layer":2,"description":"d","contract_version":"8.7.0","expected_valid":true}]}`
	fsys := fstest.MapFS{
		"manifest.json": {Data: []byte(manifest)},
		"a.json":        {Data: []byte(`{"x":1}`)},
		"bad.json":      {Data: []byte(`{"x":`)},
	}
	if v, err := commons.LoadVector(fsys, "a"); err != nil || string(v) != `{"x":1}` {
		t.Errorf("first entry of an id: %s, %v", v, err)
	}
	for id, want := range map[string]string{
		"b": "Vector file not found: missing.json", "d": "Vector file not found: ../x.json", "c": "Vector file bad.json is not JSON",
	} {
		if _, err := commons.LoadVector(fsys, id); err == nil || err.Error() != want {
			t.Errorf("LoadVector(%s): %v, want %q", id, err, want)
		}
	}
	if _, err := commons.LoadVector(fsys, "b"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file does not wrap fs.ErrNotExist: %v", err)
	}
	big := fstest.MapFS{"manifest.json": {Data: make([]byte, commons.MaxVectorFileBytes+1)}}
	if _, err := commons.LoadManifest(big); err == nil {
		t.Error("a manifest over the size limit was read")
	}
	notJSON := fstest.MapFS{"manifest.json": {Data: []byte(`[`)}}
	if _, err := commons.LoadManifest(notJSON); !errors.As(err, &me) {
		t.Errorf("manifest not JSON: %v", err)
	}
}
