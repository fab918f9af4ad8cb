package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
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

// BucketFailClosed is the folder of the fail-closed cases of a chain-bearing
// schema's fixtures (OrgRepresentativeDelegation): each file is
// {case_id, description, validate_options, data, expected}, run with the
// options it names.
const BucketFailClosed = "v8.6.0-fail-closed"

// RunFixtures runs a per-schema fixture folder (fsys is the folder, e.g.
// upstream's vectors/PanelVerdict) as documents of schema, under
// opts.Contract and opts.Limits. Three layouts are read: flat
// ({valid,invalid}/<case>.json), versioned
// (v<release>/{valid,invalid,invalid-cross-field,boundary}/<case>.json),
// also side by side, and the fail-closed cases (BucketFailClosed). A
// fixture is one JSON document; a top-level "_comment" member of an object
// is removed before decoding. Validation accepts the checks a type leaves
// to its caller (hounfour.Options.AcceptDeferred, as upstream's own
// harness does). Each bucket's verdict:
//
//   - valid, boundary: a valid document (Validate, constraint rules
//     included);
//   - invalid: an invalid document whose schema check (the types'
//     ValidateSchema: the schema and upstream's registered cross-field
//     rules) fails too — except a constraint-level fixture (its _meta.json
//     intent is "invalid+constraint", or RunFixturesWith lists it), whose
//     schema check passes;
//   - invalid-cross-field: an invalid document;
//   - fail-closed cases: the validation under the case's
//     validate_options (failClosed, chainContext.granted_by_chain_records
//     as raw JSON, acceptDeferred) gives the expected verdict: valid with
//     the ORD-3 obligation's reason ord3_reason, or invalid with a first
//     violation whose message starts with error_prefix.
//
// "_meta.json" (read for intents), "<case>.trace.json" companions and a
// README.md are skipped; any other file or folder is unknown.
//
// It returns the results (File is the fixture's path in fsys) and the
// fate of every file, in path order. A schema the contract has no
// document type for is an error.
func RunFixtures(fsys fs.FS, schema string, opts Options) (Report, []UpstreamFile, error) {
	return RunFixturesWith(fsys, schema, opts, nil)
}

// RunFixturesWith is RunFixtures with the paths (relative to fsys) of
// further constraint-level invalid fixtures: upstream lists them in
// vectors/_meta/constraint-level-invalids.json.
func RunFixturesWith(fsys fs.FS, schema string, opts Options, constraintLevel []string) (Report, []UpstreamFile, error) {
	o := hounfour.Options{Contract: opts.Contract, Limits: opts.Limits}
	if !slices.Contains(schemas.NamesFor(o.Contract), schema) {
		return Report{}, nil, fmt.Errorf("vectors: contract %s has no schema %q", o.Contract.Or(), schema)
	}
	results, fates := walkFixtures(fsys, schema, o, constraintLevel)
	return Report{Results: results}, sortedFates(fates), nil
}

// runFixtureFolder runs upstream's fixture folder of the PascalCase schema
// name pascal when its schema is registered under o's contract; otherwise
// every file of it waits on the change its schema belongs to (a schema no
// change owns leaves its files unknown). constraintLevel are the
// folder's constraint-level invalid fixtures, relative to it.
func runFixtureFolder(fsys fs.FS, pascal string, o hounfour.Options, constraintLevel []string) ([]Result, map[string]UpstreamFile) {
	schema := kebab(pascal)
	if slices.Contains(schemas.NamesFor(o.Contract), schema) {
		return walkFixtures(fsys, schema, o, constraintLevel)
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

// fixtureBucket returns the bucket of the fixture path p (relative to the
// schema folder): a bucket of the flat or the versioned layout, or
// BucketFailClosed.
func fixtureBucket(p string) (string, bool) {
	parts := strings.Split(p, "/")
	switch {
	case len(parts) == 2 && slices.Contains(fixtureBuckets, parts[0]):
		return parts[0], true
	case len(parts) == 2 && parts[0] == BucketFailClosed:
		return BucketFailClosed, true
	case len(parts) == 3 && versionFolder.MatchString(parts[0]) && slices.Contains(fixtureBuckets, parts[1]):
		return parts[1], true
	}
	return "", false
}

// constraintIntents returns the fixture paths (bucket/case.json) the
// folder's _meta.json marks "invalid+constraint": schema-valid fixtures a
// constraint rule rejects.
func constraintIntents(fsys fs.FS) []string {
	data, err := fs.ReadFile(fsys, "_meta.json")
	if err != nil {
		return nil
	}
	var meta struct {
		Fixtures []struct {
			Case   string `json:"case"`
			Intent string `json:"intent"`
		} `json:"fixtures"`
	}
	if json.Unmarshal(data, &meta) != nil {
		return nil
	}
	var out []string
	for _, f := range meta.Fixtures {
		if f.Intent == "invalid+constraint" {
			out = append(out, BucketInvalid+"/"+f.Case+".json")
		}
	}
	return out
}

func walkFixtures(fsys fs.FS, schema string, o hounfour.Options, constraintLevel []string) ([]Result, map[string]UpstreamFile) {
	// A fixture is a shape: the checks its type leaves to the caller
	// (a signature, a content hash) are accepted, as upstream's own
	// harness does.
	o.AcceptDeferred = true
	cl := append(constraintIntents(fsys), constraintLevel...)
	fates := map[string]UpstreamFile{}
	var results []Result
	skip := func(p, reason string) {
		fates[p] = UpstreamFile{Path: p, Status: UpstreamFileSkipped, Reason: reason}
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
			skip(p, "the folder's statement of intent (its invalid+constraint cases are read); a fixture's bucket is its expectation")
			return nil
		case strings.HasSuffix(p, ".trace.json"):
			skip(p, "an operation-count trace companion, not a fixture")
			return nil
		case path.Base(p) == "README.md":
			skip(p, "documentation of the folder, not a fixture")
			return nil
		}
		bucket, ok := fixtureBucket(p)
		if !ok || !strings.HasSuffix(p, ".json") {
			return nil // unknown
		}
		fates[p] = UpstreamFile{Path: p, Status: UpstreamFileRun}
		var err2 error
		s := fixtureSchema(schema, p)
		if bucket == BucketFailClosed {
			err2 = runFailClosed(fsys, p, s, o)
		} else {
			err2 = runFixture(fsys, p, s, bucket, slices.Contains(cl, p), o)
		}
		results = append(results, Result{File: p, Label: "fixtures/" + s, ID: p, Err: err2})
		return nil
	})
	return results, fates
}

// fixtureRoutes are the fixtures of a folder that are documents of
// another schema, recognised by a fragment of their file name: the
// phase-completion folder holds a bare Tier-1 emission among its valid
// fixtures (upstream's tests route it the same way).
var fixtureRoutes = map[string]struct{ fragment, schema string }{
	"phase-completion-envelope": {"-tier1-only-", "phase-completion-envelope-tier1"},
}

// fixtureSchema is the schema of the fixture p of schema's folder.
func fixtureSchema(schema, p string) string {
	if r, ok := fixtureRoutes[schema]; ok && strings.Contains(path.Base(p), r.fragment) {
		return r.schema
	}
	return schema
}

// readFixture reads the fixture p: its document with a top-level
// "_comment" removed.
func readFixture(fsys fs.FS, p string, l hounfour.Limits) ([]byte, error) {
	data, err := fs.ReadFile(fsys, p)
	if err != nil {
		return nil, err
	}
	if tooLarge(data, l) {
		return nil, fmt.Errorf("%d bytes, over the document size limit", len(data))
	}
	doc, err := stripComment(data)
	if err != nil {
		return nil, fmt.Errorf("not JSON: %v", err)
	}
	return doc, nil
}

// shapeCheck returns the verdict of the schema check of doc as schema
// under o's contract: the strict decode and the checks of the types'
// ValidateSchema (the schema and upstream's registered cross-field rules;
// for a union, its own checks) — upstream's validate() before its flag
// steps, without the constraint files.
func shapeCheck(doc []byte, schema string, o hounfour.Options) error {
	v, err := schemas.NewFor(o.Contract, schema)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(doc, v); err != nil {
		return err
	}
	switch x := v.(type) {
	case interface{ ValidateSchema() error }:
		return x.ValidateSchema()
	case codec.Custom:
		viol, _ := x.ValidateCustom()
		return document.ErrorAs(schema, viol)
	}
	return document.ValidateSchema(v)
}

// fullCheck returns the verdict of the validation of doc as schema under
// o (Validate with its constraint rules, and what o says of deferred
// checks); a non-validation error is returned as failed.
func fullCheck(doc []byte, schema string, o hounfour.Options) (hounfour.Validator, error, error) {
	v, err := schemas.NewFor(o.Contract, schema)
	if err != nil {
		return nil, nil, err
	}
	err = o.Decode(doc, v)
	var verr *hounfour.ValidationError
	if err != nil && !errors.As(err, &verr) {
		return nil, nil, fmt.Errorf("decode returned a non-validation error: %v", err)
	}
	return v, err, nil
}

// runFixture checks one fixture against its bucket.
func runFixture(fsys fs.FS, p, schema, bucket string, constraintLevel bool, o hounfour.Options) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	doc, err := readFixture(fsys, p, o.Limits)
	if err != nil {
		return err
	}
	_, full, err := fullCheck(doc, schema, o)
	if err != nil {
		return err
	}
	switch bucket {
	case BucketValid, BucketBoundary:
		if full != nil {
			return fmt.Errorf("%s fixture: want valid, got %v", bucket, full)
		}
		return nil
	}
	if full == nil {
		return fmt.Errorf("%s fixture: want invalid, got valid", bucket)
	}
	if bucket != BucketInvalid {
		return nil
	}
	shape := shapeCheck(doc, schema, o)
	switch {
	case constraintLevel && shape != nil:
		return fmt.Errorf("constraint-level invalid fixture: want schema-valid (invalid only by a constraint rule), got %v", shape)
	case !constraintLevel && shape == nil:
		return fmt.Errorf("invalid fixture: schema-valid, invalid only by %v (a constraint-level fixture that is not listed as one)", full)
	}
	return nil
}

// runFailClosed checks one fail-closed case: the validation of its data
// under its validate_options gives its expected verdict.
func runFailClosed(fsys fs.FS, p, schema string, o hounfour.Options) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	data, err := fs.ReadFile(fsys, p)
	if err != nil {
		return err
	}
	var c struct {
		CaseID  string `json:"case_id"`
		Options struct {
			FailClosed     *bool `json:"failClosed"`
			AcceptDeferred *bool `json:"acceptDeferred"`
			ChainContext   *struct {
				Records json.RawMessage `json:"granted_by_chain_records"`
			} `json:"chainContext"`
		} `json:"validate_options"`
		Data     json.RawMessage `json:"data"`
		Expected struct {
			Valid       *bool  `json:"valid"`
			ORD3Reason  string `json:"ord3_reason"`
			ErrorPrefix string `json:"error_prefix"`
		} `json:"expected"`
	}
	if err := json.Unmarshal(data, &c); err != nil {
		return fmt.Errorf("not a fail-closed case: %v", err)
	}
	if c.Expected.Valid == nil || len(c.Data) == 0 {
		return errors.New("not a fail-closed case: no data or no expected.valid")
	}
	co := hounfour.Options{Contract: o.Contract, Limits: o.Limits}
	co.FailClosed = c.Options.FailClosed != nil && *c.Options.FailClosed
	co.AcceptDeferred = c.Options.AcceptDeferred != nil && *c.Options.AcceptDeferred
	if cc := c.Options.ChainContext; cc != nil {
		co.ChainContext = ChainContextOf(cc.Records)
	}
	v, verr, err := fullCheck(c.Data, schema, co)
	if err != nil {
		return err
	}
	if !*c.Expected.Valid {
		var ve *hounfour.ValidationError
		if !errors.As(verr, &ve) || len(ve.Violations) == 0 {
			return fmt.Errorf("want invalid (%s…), got valid", c.Expected.ErrorPrefix)
		}
		if !strings.HasPrefix(ve.Violations[0].Message, c.Expected.ErrorPrefix) {
			return fmt.Errorf("want a first error starting with %q, got %q", c.Expected.ErrorPrefix, ve.Violations[0].Message)
		}
		return nil
	}
	if verr != nil {
		return fmt.Errorf("want valid, got %v", verr)
	}
	if c.Expected.ORD3Reason == "" {
		return nil
	}
	m := co.Obligations(v)
	if m != nil {
		for _, r := range m.Rules {
			if r.RuleID == hounfour.ChainRuleID {
				if string(r.Reason) != c.Expected.ORD3Reason {
					return fmt.Errorf("ORD-3 reason %s, want %s", r.Reason, c.Expected.ORD3Reason)
				}
				return nil
			}
		}
	}
	return fmt.Errorf("no ORD-3 obligation, want reason %s", c.Expected.ORD3Reason)
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
