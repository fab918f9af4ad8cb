package vectors

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/integrity"
)

// corpusRun collects the results of a corpus and the files it read.
type corpusRun struct {
	label   string
	results []Result
	fates   map[string]UpstreamFile
}

func newCorpusRun(label string) *corpusRun {
	return &corpusRun{label: label, fates: map[string]UpstreamFile{}}
}

// read returns the file at p and records it as run.
func (c *corpusRun) read(fsys fs.FS, p string) ([]byte, error) {
	c.fates[p] = UpstreamFile{Path: p, Status: UpstreamFileRun}
	return fs.ReadFile(fsys, p)
}

func (c *corpusRun) result(file, id string, err error) {
	c.results = append(c.results, Result{File: "upstream/" + file, Label: c.label, ID: id, Err: err})
}

// runCanonicalizationCorpora runs upstream 8.7.0's canonicalization
// corpora through package integrity: the edge cases (SafeCanonicalize:
// canonical text and hash byte for byte, partners hashing alike), the
// signing canonicalization and strict-subset cases (CheckStrictSubset, and
// SafeCanonicalize where a case gives its canonical form) and the
// reserved JCS fixture stubs (a list of fixtures, empty in 8.7.0: a
// fixture this runner does not know fails).
func runCanonicalizationCorpora(fsys fs.FS) ([]Result, map[string]UpstreamFile) {
	all := map[string]UpstreamFile{}
	var results []Result
	for _, run := range []func(fs.FS) *corpusRun{runEdgeCases, runSigningCanonicalization, runStrictSubset, runJCSStubs} {
		c := run(fsys)
		results = append(results, c.results...)
		for p, f := range c.fates {
			all[p] = f
		}
	}
	return results, all
}

const edgeCases = "_canonicalization-edge-cases"

func runEdgeCases(fsys fs.FS) *corpusRun {
	c := newCorpusRun(edgeCases)
	data, err := c.read(fsys, edgeCases+"/_meta.json")
	if errors.Is(err, fs.ErrNotExist) {
		delete(c.fates, edgeCases+"/_meta.json")
		return c
	}
	var meta struct {
		Schema      string `json:"schema"`
		Description string `json:"description"`
		AuthoredAt  string `json:"authored_at"`
		Fixtures    []struct {
			Category      string `json:"category"`
			Case          string `json:"case"`
			Description   string `json:"description"`
			HashEqualWith string `json:"hash_equal_with"`
		} `json:"fixtures"`
	}
	if err == nil {
		err = strictJSON(data, &meta)
	}
	if err == nil && (meta.Schema != edgeCases || len(meta.Fixtures) == 0) {
		err = fmt.Errorf("schema %q with %d fixtures", meta.Schema, len(meta.Fixtures))
	}
	if err != nil {
		c.result(edgeCases+"/_meta.json", "_meta", err)
		return c
	}
	hashes := map[string]string{}
	for _, fx := range meta.Fixtures {
		id := fx.Category + "/" + fx.Case
		base := edgeCases + "/" + id
		err := func() error {
			input, err := c.read(fsys, base+".input.json")
			if err != nil {
				return err
			}
			canonical, err := c.read(fsys, base+".canonical.txt")
			if err != nil {
				return err
			}
			hash, err := c.read(fsys, base+".hash.txt")
			if err != nil {
				return err
			}
			got, err := integrity.SafeCanonicalizeJSON(input)
			if err != nil {
				return fmt.Errorf("SafeCanonicalizeJSON: %v", err)
			}
			if string(got) != string(canonical) {
				return fmt.Errorf("canonical form %q, want %q", got, canonical)
			}
			sum := sha256.Sum256(got)
			if h := hex.EncodeToString(sum[:]) + "\n"; h != string(hash) {
				return fmt.Errorf("hash %q, want %q", h, hash)
			}
			hashes[id] = string(hash)
			return nil
		}()
		c.result(base+".input.json", id, err)
	}
	for _, fx := range meta.Fixtures {
		if fx.HashEqualWith == "" {
			continue
		}
		id := fx.Category + "/" + fx.Case
		var err error
		if a, b := hashes[id], hashes[fx.HashEqualWith]; a == "" || a != b {
			err = fmt.Errorf("hash %q differs from its partner %s's %q", a, fx.HashEqualWith, b)
		}
		c.result(edgeCases+"/_meta.json", id+" = "+fx.HashEqualWith, err)
	}
	return c
}

// strictSubsetReason maps the reason a strict-subset case gives for its
// rejection to the error CheckStrictSubset reports for it.
func strictSubsetReason(reason string) (error, bool) {
	r := strings.ToLower(reason)
	switch {
	case strings.Contains(r, "duplicate key"):
		return integrity.ErrDuplicateName, true
	case strings.Contains(r, "nfc"):
		return integrity.ErrNotNFC, true
	case strings.Contains(r, "exponent"):
		return integrity.ErrExponent, true
	case strings.Contains(r, "-0 "):
		return integrity.ErrNegativeZero, true
	case strings.Contains(r, "hex literal"), strings.Contains(r, "leading +"), strings.Contains(r, "nan"), strings.Contains(r, "infinity"):
		return integrity.ErrNotJSON, true
	}
	return nil, false
}

// checkRejected checks that CheckStrictSubset rejects raw for reason.
func checkRejected(raw []byte, reason string) error {
	want, ok := strictSubsetReason(reason)
	if !ok {
		return fmt.Errorf("a rejection reason this runner does not know: %q", reason)
	}
	if err := integrity.CheckStrictSubset(raw); !errors.Is(err, want) {
		return fmt.Errorf("CheckStrictSubset(%q) = %v, want %v", raw, err, want)
	}
	return nil
}

// checkAccepted checks that CheckStrictSubset accepts raw and, when
// canonical is not nil, that SafeCanonicalize gives it.
func checkAccepted(raw []byte, canonical *string) error {
	if err := integrity.CheckStrictSubset(raw); err != nil {
		return fmt.Errorf("CheckStrictSubset(%q) = %v", raw, err)
	}
	if canonical != nil {
		got, err := integrity.SafeCanonicalizeJSON(raw)
		if err != nil || string(got) != *canonical {
			return fmt.Errorf("SafeCanonicalizeJSON(%q) = %q, %v; want %q", raw, got, err, *canonical)
		}
	}
	return nil
}

// globJSON lists the *.json files of folder dir of fsys.
func globJSON(fsys fs.FS, dir string) []string {
	entries, _ := fs.ReadDir(fsys, dir)
	var out []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
			out = append(out, dir+"/"+e.Name())
		}
	}
	return out
}

const signingCanonicalization = "signing/canonicalization"

// runSigningCanonicalization: valid cases canonicalize to their
// expected_canonical and pass the strict subset; the invalid ones carry no
// machine input, so the input each describes is built (duplicate names;
// a string of the listed code points) and must be rejected.
func runSigningCanonicalization(fsys fs.FS) *corpusRun {
	c := newCorpusRun(signingCanonicalization)
	for _, p := range globJSON(fsys, signingCanonicalization+"/valid") {
		var v struct {
			Input             json.RawMessage `json:"input"`
			ExpectedCanonical *string         `json:"expected_canonical"`
			Note              string          `json:"note"`
		}
		data, err := c.read(fsys, p)
		if err == nil {
			err = strictJSON(data, &v)
		}
		if err == nil && v.ExpectedCanonical == nil {
			err = errors.New("no expected_canonical")
		}
		if err == nil {
			err = checkAccepted(v.Input, v.ExpectedCanonical)
		}
		c.result(p, path.Base(p), err)
	}
	for _, p := range globJSON(fsys, signingCanonicalization+"/invalid") {
		var v struct {
			Description string `json:"input_description"`
			Codepoints  string `json:"input_codepoints"`
			Status      string `json:"expected_status"`
			Reason      string `json:"expected_reason"`
		}
		data, err := c.read(fsys, p)
		if err == nil {
			err = strictJSON(data, &v)
		}
		if err == nil && v.Status != "rejected" {
			err = fmt.Errorf("expected_status %q", v.Status)
		}
		if err == nil {
			var raw []byte
			raw, err = describedInput(v.Reason, v.Codepoints)
			if err == nil {
				err = checkRejected(raw, v.Reason)
			}
		}
		c.result(p, path.Base(p), err)
	}
	return c
}

// describedInput builds the input an invalid signing case describes: for
// a duplicate-key case an object naming one member twice, for a non-NFC
// case an object whose string is made of the listed code points
// ("U+0065 U+0301").
func describedInput(reason, codepoints string) ([]byte, error) {
	want, _ := strictSubsetReason(reason)
	switch want {
	case integrity.ErrDuplicateName:
		return []byte(`{"a":1,"a":2}`), nil
	case integrity.ErrNotNFC:
		var s strings.Builder
		for _, f := range strings.Fields(codepoints) {
			n, err := strconv.ParseUint(strings.TrimPrefix(f, "U+"), 16, 32)
			if err != nil {
				return nil, fmt.Errorf("input_codepoints %q: %v", codepoints, err)
			}
			s.WriteRune(rune(n))
		}
		if s.Len() == 0 {
			return nil, errors.New("no input_codepoints")
		}
		b, err := json.Marshal(map[string]string{"s": s.String()})
		return b, err
	}
	return nil, fmt.Errorf("no input can be built for reason %q", reason)
}

const strictSubset = "signing/strict-subset-pathologies"

// runStrictSubset: each invalid case's raw text is rejected for its
// reason; each valid input is accepted (and canonicalizes to its
// expected_canonical when it gives one).
func runStrictSubset(fsys fs.FS) *corpusRun {
	c := newCorpusRun(strictSubset)
	for _, bucket := range []string{"valid", "invalid"} {
		for _, p := range globJSON(fsys, strictSubset+"/"+bucket) {
			var v struct {
				Input             json.RawMessage `json:"input"`
				Status            string          `json:"expected_status"`
				Reason            string          `json:"expected_reason"`
				ExpectedCanonical *string         `json:"expected_canonical"`
				RawFile           string          `json:"raw_file"`
				Note              string          `json:"note"`
			}
			data, err := c.read(fsys, p)
			if err == nil {
				err = strictJSON(data, &v)
			}
			if err == nil {
				switch {
				case bucket == "invalid" && v.Status == "rejected" && v.RawFile != "":
					var raw []byte
					raw, err = c.read(fsys, path.Dir(p)+"/"+v.RawFile)
					if err == nil {
						err = checkRejected(raw, v.Reason)
					}
				case bucket == "valid" && v.Status == "accepted" && v.Input != nil:
					err = checkAccepted(v.Input, v.ExpectedCanonical)
				default:
					err = fmt.Errorf("bucket %s with expected_status %q: not a case this runner knows", bucket, v.Status)
				}
			}
			c.result(p, path.Base(p), err)
		}
	}
	return c
}

// runJCSStubs: the reserved JCS fixture files hold a list of fixtures,
// empty in 8.7.0; a fixture in them is one this runner does not know.
func runJCSStubs(fsys fs.FS) *corpusRun {
	c := newCorpusRun("runners/_shared")
	for _, name := range []string{"jcs-conformance.json", "jcs-duplicate-key-rejection.json"} {
		p := "runners/_shared/" + name
		if _, err := fs.Stat(fsys, p); err != nil {
			continue
		}
		var v struct {
			FixtureKind string            `json:"fixture_kind"`
			Fixtures    []json.RawMessage `json:"fixtures"`
		}
		data, err := c.read(fsys, p)
		if err == nil {
			err = json.Unmarshal(data, &v)
		}
		switch {
		case err != nil:
		case v.Fixtures == nil:
			err = errors.New("no fixtures list")
		case len(v.Fixtures) > 0:
			err = fmt.Errorf("%d %s fixtures: a fixture kind this runner does not run yet", len(v.Fixtures), v.FixtureKind)
		}
		c.result(p, v.FixtureKind, err)
	}
	return c
}

// runManifestFiles checks the two index files of an 8.7.0 tree: the
// vector manifest (frozen at 8.2.0: it loads with commons.LoadManifest and
// every path it lists exists; the runner itself walks the tree) and the
// list of constraint-level invalid fixtures (every listed path exists and
// is an invalid fixture).
func runManifestFiles(fsys fs.FS) ([]Result, map[string]UpstreamFile) {
	c := newCorpusRun("index files")
	if _, err := fs.Stat(fsys, commons.ManifestFile); err == nil {
		c.fates[commons.ManifestFile] = UpstreamFile{Path: commons.ManifestFile, Status: UpstreamFileRun}
		m, err := commons.LoadManifest(fsys)
		if err == nil {
			for _, e := range m.Vectors {
				if _, serr := fs.Stat(fsys, e.Path); serr != nil {
					err = fmt.Errorf("entry %s: %v", e.VectorID, serr)
					break
				}
			}
		}
		c.result(commons.ManifestFile, "manifest", err)
	}
	const cli = "_meta/constraint-level-invalids.json"
	if _, err := fs.Stat(fsys, cli); err == nil {
		var v struct {
			Fixtures []string `json:"fixtures"`
		}
		data, err := c.read(fsys, cli)
		if err == nil {
			err = json.Unmarshal(data, &v)
		}
		if err == nil && len(v.Fixtures) == 0 {
			err = errors.New("no fixtures")
		}
		for _, p := range v.Fixtures {
			if err != nil {
				break
			}
			if _, serr := fs.Stat(fsys, p); serr != nil {
				err = fmt.Errorf("listed fixture %s: %v", p, serr)
			} else if !strings.Contains(p, "/invalid/") {
				err = fmt.Errorf("listed fixture %s is not in an invalid bucket", p)
			}
		}
		c.result(cli, "constraint-level-invalids", err)
	}
	return c.results, c.fates
}
