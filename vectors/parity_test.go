package vectors_test

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/vectors"
)

func TestParityResult(t *testing.T) {
	for _, c := range []struct {
		bucket          string
		listed, shapeOK bool
		want            string
	}{
		{vectors.BucketValid, false, true, vectors.ParityPass},
		{vectors.BucketValid, false, false, vectors.ParityFail},
		{vectors.BucketInvalid, false, false, vectors.ParityPass},
		{vectors.BucketInvalid, false, true, vectors.ParityFail},
		{vectors.BucketInvalid, true, true, vectors.ParityPassConstraintLevel},
		{vectors.BucketInvalid, true, false, vectors.ParityFail},
		{vectors.BucketInvalidCrossField, false, true, vectors.ParityPassCrossFieldDeferred},
		{vectors.BucketInvalidCrossField, false, false, vectors.ParityFail},
		{vectors.BucketBoundary, false, true, vectors.ParityPass},
		{vectors.BucketBoundary, false, false, vectors.ParityFail},
	} {
		if got := vectors.ParityResult(c.bucket, c.listed, c.shapeOK); got != c.want {
			t.Errorf("%s listed=%v schema-valid=%v: %s, want %s", c.bucket, c.listed, c.shapeOK, got, c.want)
		}
	}
}

const commitmentDoc = `{"commitment_id":"550e8400-e29b-41d4-a716-446655440000","commitment_type":"recall_receipt","subject_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","created_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"`

// ParityEntries on a folder of our own: the buckets of the runner only
// (boundary and folders of other versions unwalked), the constraint-level
// fixtures of the list only (a _meta.json intent is not read), a fixture
// that is not JSON, a _comment removed, trace files left out, a
// cross-field fixture whose structure is valid, the order, and a folder
// whose schema the library lacks.
func TestParityEntries(t *testing.T) {
	fsys := fstest.MapFS{
		"runners/_shared/parity-protocol-version.txt":              {Data: []byte("1.1.0\n")},
		"_meta/constraint-level-invalids.json":                     {Data: []byte(`{"fixtures":["CommitmentRoot/v8.5.0/invalid/listed.json"]}`)},
		"CommitmentRoot/_meta.json":                                {Data: []byte(`{"schema":"CommitmentRoot","fixtures":[{"case":"intent","intent":"invalid+constraint"}]}`)},
		"CommitmentRoot/v8.5.0/valid/b-ok.json":                    {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/v8.5.0/valid/a-bad.json":                   {Data: []byte(commitmentDoc + `,"x":1}`)},
		"CommitmentRoot/v8.5.0/valid/c-comment.json":               {Data: []byte(`{"_comment":"c",` + commitmentDoc[1:] + `}`)},
		"CommitmentRoot/v8.5.0/invalid/shape.json":                 {Data: []byte(commitmentDoc + `,"x":1}`)},
		"CommitmentRoot/v8.5.0/invalid/listed.json":                {Data: []byte(commitmentDoc + `,"anchor_chain_id":"eip155:1"}`)},
		"CommitmentRoot/v8.5.0/invalid/intent.json":                {Data: []byte(commitmentDoc + `,"anchor_tx_hash":"0x1"}`)},
		"CommitmentRoot/v8.5.0/invalid/not-json.json":              {Data: []byte(`{"commitment_id":`)},
		"CommitmentRoot/v8.5.0/invalid/readme.md":                  {Data: []byte(`x`)},
		"CommitmentRoot/v8.5.0/invalid-cross-field/cf.json":        {Data: []byte(commitmentDoc + `,"anchor_tx_hash":"0x1"}`)},
		"CommitmentRoot/v8.5.0/boundary/edge.json":                 {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/v8.5.0/valid/b-ok.trace.json":              {Data: []byte(`{}`)},
		"CommitmentRoot/v8.6.0/valid/other-version.json":           {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/valid/flat.json":                           {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/v8.5.0/valid/nested/deeper.json":           {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/v8.5.0/invalid-cross-field/cf-shape.json":  {Data: []byte(commitmentDoc + `,"x":1}`)},
		"CommitmentRoot/v8.5.0/invalid-cross-field/cf-parse.json":  {Data: []byte(`[`)},
		"CommitmentRoot/v8.5.0/invalid/valid-in-invalid.json":      {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/v8.5.0/valid/d-upper-ext.JSON":             {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/v8.5.0/invalid-cross-field/cf-nested.json": {Data: []byte(commitmentDoc + `,"anchor_chain_id":"eip155:1"}`)},
	}
	runners := []vectors.ParityRunner{
		{Dir: "CommitmentRoot", Version: "v8.5.0", Buckets: []string{vectors.BucketValid, vectors.BucketInvalid, vectors.BucketInvalidCrossField}},
		{Dir: "NoSuchSchema", Buckets: []string{vectors.BucketValid}},
	}
	entries, missing, err := vectors.ParityEntries(fsys, runners)
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) != 1 || missing[0] != "NoSuchSchema" {
		t.Errorf("missing %v", missing)
	}
	want := []string{
		"v8.5.0/invalid-cross-field/cf-nested.json invalid-cross-field pass-cross-field-deferred",
		"v8.5.0/invalid-cross-field/cf-parse.json invalid-cross-field fail FIXTURE_PARSE_ERROR",
		"v8.5.0/invalid-cross-field/cf-shape.json invalid-cross-field fail",
		"v8.5.0/invalid-cross-field/cf.json invalid-cross-field pass-cross-field-deferred",
		"v8.5.0/invalid/intent.json invalid fail",
		"v8.5.0/invalid/listed.json invalid pass-constraint-level",
		"v8.5.0/invalid/not-json.json invalid fail FIXTURE_PARSE_ERROR",
		"v8.5.0/invalid/shape.json invalid pass",
		"v8.5.0/invalid/valid-in-invalid.json invalid fail",
		"v8.5.0/valid/a-bad.json valid fail",
		"v8.5.0/valid/b-ok.json valid pass",
		"v8.5.0/valid/c-comment.json valid pass",
	}
	var got []string
	for _, e := range entries {
		s := e.Vector + " " + e.Expected + " " + e.Result
		if e.Diagnostic != nil {
			s += " " + e.Diagnostic.Code + " " + e.Diagnostic.Path
			if e.Diagnostic.Path != "$" {
				t.Errorf("diagnostic path %q", e.Diagnostic.Path)
			}
			s = strings.TrimSuffix(s, " $")
		}
		if e.Schema != "CommitmentRoot" {
			t.Errorf("%+v", e)
		}
		got = append(got, s)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// A listed fixture that does not exist stops the run.
	bad := fstest.MapFS{"_meta/constraint-level-invalids.json": {Data: []byte(`{"fixtures":["X/invalid/gone.json"]}`)}}
	if _, _, err := vectors.ParityEntries(bad, runners); err == nil {
		t.Error("a listed fixture that does not exist gave no error")
	}
}

// The protocol version file is required and not empty; trailing white
// space is removed.
func TestParityProtocolVersion(t *testing.T) {
	for data, want := range map[string]string{"1.1.0\n": "1.1.0", "1.1.0 \r\n\t": "1.1.0", "2.0.0": "2.0.0"} {
		v, err := vectors.ParityProtocolVersion(fstest.MapFS{vectors.ParityProtocolVersionFile: {Data: []byte(data)}})
		if err != nil || v != want {
			t.Errorf("%q: %q %v", data, v, err)
		}
	}
	for _, fsys := range []fstest.MapFS{{}, {vectors.ParityProtocolVersionFile: {Data: []byte(" \n")}}} {
		if _, err := vectors.ParityProtocolVersion(fsys); !errors.Is(err, vectors.ErrParityProtocol) {
			t.Errorf("%v: %v", fsys, err)
		}
		if _, err := vectors.ParityManifest(fsys); !errors.Is(err, vectors.ErrParityProtocol) {
			t.Errorf("ParityManifest %v: %v", fsys, err)
		}
	}
}

// The result file: JavaScript's JSON.stringify(entries, null, 2) and a
// line feed — members in order, no HTML escaping, [] for none.
func TestMarshalParity(t *testing.T) {
	b, err := vectors.MarshalParity([]vectors.ParityEntry{
		{Schema: "A<&>", Vector: "valid/x.json", Expected: "valid", Result: "pass"},
		{Schema: "B", Vector: "invalid/y.json", Expected: "invalid", Result: "fail",
			Diagnostic: &vectors.ParityDiagnostic{Code: "FIXTURE_PARSE_ERROR", Path: "$"}},
	})
	want := "[\n  {\n    \"schema\": \"A<&>\",\n    \"vector\": \"valid/x.json\",\n    \"expected\": \"valid\",\n    \"result\": \"pass\"\n  },\n" +
		"  {\n    \"schema\": \"B\",\n    \"vector\": \"invalid/y.json\",\n    \"expected\": \"invalid\",\n    \"result\": \"fail\",\n" +
		"    \"diagnostic\": {\n      \"code\": \"FIXTURE_PARSE_ERROR\",\n      \"path\": \"$\"\n    }\n  }\n]\n"
	if err != nil || string(b) != want {
		t.Errorf("%s %v", b, err)
	}
	if b, err := vectors.MarshalParity(nil); err != nil || string(b) != "[]\n" {
		t.Errorf("none: %q %v", b, err)
	}
	s := vectors.ParitySummary([]vectors.ParityEntry{{Result: "pass"}, {Result: "pass"}, {Result: "fail"}})
	if s != "Total: 3\npass: 2\npass-cross-field-deferred: 0\npass-constraint-level: 0\nfail: 1\n" {
		t.Errorf("summary %q", s)
	}
}
