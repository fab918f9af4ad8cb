package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

// The buckets of a per-schema fixture folder: valid and boundary fixtures
// must be valid documents, invalid and invalid-cross-field ones invalid.
const (
	BucketValid             = "valid"
	BucketInvalid           = "invalid"
	BucketInvalidCrossField = "invalid-cross-field"
	BucketBoundary          = "boundary"
)

var fixtureBuckets = []string{BucketValid, BucketInvalid, BucketInvalidCrossField, BucketBoundary}

// versionFolder matches the folder of a versioned fixture layout
// ("v8.6.0"), the release that authored its fixtures.
var versionFolder = regexp.MustCompile(`^v\d+\.\d+\.\d+$`)

// failClosedFolder is the folder of OrgRepresentativeDelegation's cases
// of the fail-closed option (each a document with validation options and
// the expected outcome).
const failClosedFolder = "v8.6.0-fail-closed"

// RunFixtures runs a per-schema fixture folder (fsys is the folder, e.g.
// upstream's vectors/PanelVerdict) as documents of schema, under
// opts.Contract and opts.Limits. Two layouts are read: flat
// ({valid,invalid}/<case>.json) and versioned
// (v<release>/{valid,invalid,invalid-cross-field,boundary}/<case>.json),
// also side by side. A fixture is one JSON document; a top-level "_comment"
// member of an object is removed before decoding. Fixtures of the valid
// and boundary buckets must decode as valid documents (Validate, constraint
// rules included); those of invalid and invalid-cross-field must be
// rejected with validation errors. "_meta.json" (it documents intent; the
// bucket is the expectation) and "<case>.trace.json" companions are
// skipped; any other file or folder is unknown.
//
// It returns the results (File is the fixture's path in fsys) and the
// fate of every file, in path order. A schema the contract has no
// document type for is an error.
func RunFixtures(fsys fs.FS, schema string, opts Options) (Report, []UpstreamFile, error) {
	o := hounfour.Options{Contract: opts.Contract, Limits: opts.Limits}
	if !slices.Contains(schemas.NamesFor(o.Contract), schema) {
		return Report{}, nil, fmt.Errorf("vectors: contract %s has no schema %q", o.Contract.Or(), schema)
	}
	results, fates := walkFixtures(fsys, schema, o)
	return Report{Results: results}, sortedFates(fates), nil
}

// runFixtureFolder runs upstream's fixture folder of the PascalCase schema
// name pascal when its schema is registered under o's contract; otherwise
// every file of it waits on the change its schema belongs to (a schema no
// change owns leaves its files unknown).
func runFixtureFolder(fsys fs.FS, pascal string, o hounfour.Options) ([]Result, map[string]UpstreamFile) {
	schema := kebab(pascal)
	if slices.Contains(schemas.NamesFor(o.Contract), schema) {
		return walkFixtures(fsys, schema, o)
	}
	subject, ok := fixtureSchemaOwners[schema]
	fates := map[string]UpstreamFile{}
	if !ok {
		return nil, fates
	}
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			fates[p] = UpstreamFile{Path: p, Status: UpstreamFileSkipped, Reason: waitingReason(subject)}
		}
		return nil
	})
	return nil, fates
}

func walkFixtures(fsys fs.FS, schema string, o hounfour.Options) ([]Result, map[string]UpstreamFile) {
	// A fixture is a shape: the checks its type leaves to the caller
	// (a signature, a content hash) are accepted, as upstream's own
	// harness does.
	o.AcceptDeferred = true
	fates := map[string]UpstreamFile{}
	var results []Result
	skip := func(p, reason string) {
		fates[p] = UpstreamFile{Path: p, Status: UpstreamFileSkipped, Reason: reason}
	}
	bucketOf := func(p string) (string, bool) {
		parts := strings.Split(p, "/")
		switch {
		case len(parts) == 2 && slices.Contains(fixtureBuckets, parts[0]):
			return parts[0], true
		case len(parts) == 3 && versionFolder.MatchString(parts[0]) && slices.Contains(fixtureBuckets, parts[1]):
			return parts[1], true
		}
		return "", false
	}
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			results = append(results, Result{File: p, Label: "fixtures/" + schema, ID: p, Err: err})
			return nil
		}
		if d.IsDir() {
			return nil
		}
		switch {
		case p == "_meta.json":
			skip(p, "the folder's statement of intent; a fixture's bucket is its expectation")
			return nil
		case strings.HasSuffix(p, ".trace.json"):
			skip(p, "an operation-count trace companion, not a fixture")
			return nil
		case strings.HasPrefix(p, failClosedFolder+"/"):
			// Validation options and an expected outcome per case: the
			// runner of this layout comes with the signed envelopes.
			skip(p, waitingReason(waitEnvelopes))
			return nil
		}
		bucket, ok := bucketOf(p)
		if !ok || !strings.HasSuffix(p, ".json") {
			return nil // unknown
		}
		fates[p] = UpstreamFile{Path: p, Status: UpstreamFileRun}
		results = append(results, Result{File: p, Label: "fixtures/" + schema, ID: p, Err: runFixture(fsys, p, schema, bucket, o)})
		return nil
	})
	return results, fates
}

// runFixture checks one fixture against its bucket.
func runFixture(fsys fs.FS, p, schema, bucket string, o hounfour.Options) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	data, err := fs.ReadFile(fsys, p)
	if err != nil {
		return err
	}
	if tooLarge(data, o.Limits) {
		return fmt.Errorf("%d bytes, over the document size limit", len(data))
	}
	doc, err := stripComment(data)
	if err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	v, err := schemas.NewFor(o.Contract, schema)
	if err != nil {
		return err
	}
	err = o.Decode(doc, v)
	var verr *hounfour.ValidationError
	if err != nil && !errors.As(err, &verr) {
		return fmt.Errorf("decode returned a non-validation error: %v", err)
	}
	switch bucket {
	case BucketValid, BucketBoundary:
		if err != nil {
			return fmt.Errorf("%s fixture: want valid, got %v", bucket, err)
		}
	default:
		if err == nil {
			return fmt.Errorf("%s fixture: want invalid, got valid", bucket)
		}
	}
	return nil
}

// stripComment removes a top-level "_comment" member from a JSON object
// (nothing else, and only at the top level); other values are returned as
// they are.
func stripComment(data []byte) ([]byte, error) {
	var top any
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, err
	}
	obj, ok := top.(map[string]any)
	if !ok {
		return data, nil
	}
	if _, has := obj["_comment"]; !has {
		return data, nil
	}
	// Re-read the members in order so that the document keeps its member
	// order (and duplicate names, which the decoder must still see).
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	out := []byte{'{'}
	first := true
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		if k == "_comment" {
			continue
		}
		if !first {
			out = append(out, ',')
		}
		first = false
		name, _ := json.Marshal(k)
		out = append(out, name...)
		out = append(out, ':')
		out = append(out, raw...)
	}
	return append(out, '}'), nil
}

func sortedFates(m map[string]UpstreamFile) []UpstreamFile {
	out := make([]UpstreamFile, 0, len(m))
	for _, f := range m {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}
