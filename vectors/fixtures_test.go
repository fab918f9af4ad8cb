package vectors_test

import (
	"encoding/json"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestRunFixtures walks a fixture folder of our own (testdata, schema
// health-status) in both layouts side by side: every fixture gets its
// bucket's verdict, a top-level _comment is removed (and only that one),
// _meta.json and trace companions are skipped with a reason.
func TestRunFixtures(t *testing.T) {
	t.Parallel()
	rep, files, err := vectors.RunFixtures(os.DirFS("testdata/fixtures/HealthStatus"), "health-status", vectors.Options{Contract: hounfour.Contract700})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if !r.Passed() {
			t.Errorf("%s: %v", r.File, r.Err)
		}
	}
	want := map[string]string{
		"_meta.json":                                     "skipped",
		"invalid/circuit-state-missing.json":             "run",
		"invalid/comment-nested.json":                    "run",
		"valid/closed.json":                              "run",
		"v8.6.0/boundary/zero-latency.json":              "run",
		"v8.6.0/boundary/zero-latency.trace.json":        "skipped",
		"v8.6.0/invalid/negative-latency.json":           "run",
		"v8.6.0/invalid-cross-field/unknown-member.json": "run",
		"v8.6.0/valid/with-comment.json":                 "run",
	}
	if len(files) != len(want) || len(rep.Results) != 7 {
		t.Errorf("%d files, %d results: %+v", len(files), len(rep.Results), files)
	}
	for i, f := range files {
		if want[f.Path] != f.Status || (f.Status == "skipped") == (f.Reason == "") {
			t.Errorf("%s: %s %q", f.Path, f.Status, f.Reason)
		}
		if i > 0 && files[i-1].Path >= f.Path {
			t.Errorf("files out of order at %s", f.Path)
		}
	}
}

// TestRunFixturesFailures: a fixture in the wrong bucket fails, a file
// outside the layout is not accounted for (unknown to the caller), a
// fixture that is not JSON fails, and an unknown schema is an error.
func TestRunFixturesFailures(t *testing.T) {
	t.Parallel()
	ok := `{"healthy":true,"latency_ms":1,"provider":"p","model_id":"m","checked_at":"2026-02-14T12:00:00Z","circuit_state":"open"}`
	fsys := fstest.MapFS{
		"invalid/actually-valid.json":  {Data: []byte(ok)},
		"valid/actually-invalid.json":  {Data: []byte(`{"healthy":true}`)},
		"boundary/not-json.json":       {Data: []byte(`{"healthy":`)},
		"v8.6.0/valid/fine.json":       {Data: []byte(ok)},
		"v8.6.0/unknown-bucket/x.json": {Data: []byte(ok)},
		"v8/valid/x.json":              {Data: []byte(ok)},
		"valid/notes.txt":              {Data: []byte("x")},
	}
	rep, files, err := vectors.RunFixtures(fsys, "health-status", vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	failed := map[string]bool{}
	for _, r := range rep.Failed() {
		failed[r.File] = true
	}
	for _, p := range []string{"invalid/actually-valid.json", "valid/actually-invalid.json", "boundary/not-json.json"} {
		if !failed[p] {
			t.Errorf("%s did not fail", p)
		}
	}
	if len(rep.Results) != 4 || len(failed) != 3 {
		t.Errorf("%d results, %d failed", len(rep.Results), len(failed))
	}
	for _, f := range files {
		if strings.Contains(f.Path, "unknown-bucket") || strings.HasPrefix(f.Path, "v8/") || strings.HasSuffix(f.Path, ".txt") {
			t.Errorf("%s accounted for as %s", f.Path, f.Status)
		}
	}
	if _, _, err := vectors.RunFixtures(fsys, "no-such-schema", vectors.Options{}); err == nil {
		t.Error("an unknown schema ran")
	}
}

const envelopeFixture = `{"envelope_id":"550e8400-e29b-41d4-a716-446655440000","signature_type":"attestation","key_ref":"kms://k1","signed_payload_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","signature_value":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","signed_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`

// TestRunFixturesBuckets: the buckets' verdicts on a crypto-bearing
// schema (valid fixtures are accepted with their deferred checks), the
// constraint-level invalids (by _meta.json intent and by the caller's
// list) against the schema check, and the fail-closed cases with their
// validate_options (expected valid, or a first error with a prefix).
func TestRunFixturesBuckets(t *testing.T) {
	t.Parallel()
	commitment := strings.Replace(commitmentDoc, `"commitment_type"`, `"anchor_chain_id":"eip155:1","commitment_type"`, 1) + `}`
	fsys := fstest.MapFS{
		"_meta.json":                              {Data: []byte(`{"fixtures":[{"case":"cr2","intent":"invalid+constraint"}]}`)},
		"valid/ok.json":                           {Data: []byte(commitmentDoc + `}`)},
		"invalid/cr2.json":                        {Data: []byte(commitment)},
		"invalid/listed.json":                     {Data: []byte(commitment)},
		"invalid/unlisted.json":                   {Data: []byte(commitment)},
		"invalid/shape.json":                      {Data: []byte(commitmentDoc + `,"x":1}`)},
		"invalid/listed-shape.json":               {Data: []byte(commitmentDoc + `,"x":1}`)},
		"v8.6.0-fail-closed/README.md":            {Data: []byte("# cases")},
		"v8.6.0-fail-closed/case-01-default.json": {Data: []byte(`{"case_id":"case-01","validate_options":{},"data":` + commitmentDoc + `},"expected":{"valid":false,"error_prefix":"CRYPTO_DEFERRED:"}}`)},
		"v8.6.0-fail-closed/case-02-accept.json":  {Data: []byte(`{"case_id":"case-02","validate_options":{"acceptDeferred":true,"failClosed":true,"chainContext":{"granted_by_chain_records":"not-an-array"}},"data":` + commitmentDoc + `},"expected":{"valid":true}}`)},
		"v8.6.0-fail-closed/case-03-wrong.json":   {Data: []byte(`{"case_id":"case-03","validate_options":{},"data":` + commitmentDoc + `},"expected":{"valid":true}}`)},
		"v8.6.0-fail-closed/case-04-prefix.json":  {Data: []byte(`{"case_id":"case-04","validate_options":{},"data":` + commitmentDoc + `},"expected":{"valid":false,"error_prefix":"CHAIN_CONTEXT_DEFERRED:"}}`)},
		"v8.6.0-fail-closed/case-05-reason.json":  {Data: []byte(`{"case_id":"case-05","validate_options":{"acceptDeferred":true},"data":` + commitmentDoc + `},"expected":{"valid":true,"ord3_reason":"context_absent"}}`)},
	}
	rep, files, err := vectors.RunFixturesWith(fsys, "commitment-root", vectors.Options{}, []string{"invalid/listed.json", "invalid/listed-shape.json"})
	if err != nil {
		t.Fatal(err)
	}
	wantFail := map[string]bool{"invalid/unlisted.json": true, "invalid/listed-shape.json": true,
		"v8.6.0-fail-closed/case-03-wrong.json": true, "v8.6.0-fail-closed/case-04-prefix.json": true,
		"v8.6.0-fail-closed/case-05-reason.json": true}
	for _, r := range rep.Results {
		if r.Passed() == wantFail[r.File] {
			t.Errorf("%s: passed %v (%v)", r.File, r.Passed(), r.Err)
		}
	}
	if len(rep.Results) != 11 {
		t.Errorf("%d results", len(rep.Results))
	}
	for _, f := range files {
		if (f.Path == "_meta.json" || strings.HasSuffix(f.Path, "README.md")) != (f.Status == vectors.UpstreamFileSkipped) {
			t.Errorf("%s: %s", f.Path, f.Status)
		}
	}
	// The same with an envelope: a valid fixture of a crypto-bearing type
	// is valid with its deferred checks accepted.
	rep, _, err = vectors.RunFixtures(fstest.MapFS{"valid/e.json": {Data: []byte(envelopeFixture)}}, "signature-envelope", vectors.Options{})
	if err != nil || !rep.OK() {
		t.Errorf("%v %+v", err, rep.Failed())
	}
}

// TestUpstreamFixtureBuckets runs upstream 8.7.0's per-schema fixture
// folders of the library's signing and recall schemas, bucket by bucket:
// every fixture gives its bucket's verdict, and the counts per bucket are
// logged for the closing note.
func TestUpstreamFixtureBuckets(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	root := os.DirFS(dir)
	var listed struct {
		Fixtures []string `json:"fixtures"`
	}
	data, err := os.ReadFile(dir + "/_meta/constraint-level-invalids.json")
	if err != nil || json.Unmarshal(data, &listed) != nil {
		t.Fatal(err)
	}
	for _, pascal := range []string{"SignatureEnvelope", "SignatureType", "ReceiptDetailLevel", "SurfaceContext",
		"RecallRequest", "RecallPack", "RecallReceipt", "ForgetRecord", "CommitmentType", "CommitmentRoot",
		"AgentEstateStatus", "AgentEstate"} {
		sub, _ := fs.Sub(root, pascal)
		var cl []string
		for _, p := range listed.Fixtures {
			if rest, ok := strings.CutPrefix(p, pascal+"/"); ok {
				cl = append(cl, rest)
			}
		}
		schema := strings.ToLower(regexp.MustCompile(`([a-z])([A-Z])`).ReplaceAllString(pascal, "$1-$2"))
		rep, _, err := vectors.RunFixturesWith(sub, schema, vectors.Options{Contract: hounfour.Contract870}, cl)
		if err != nil {
			t.Fatal(err)
		}
		buckets := map[string]int{}
		for _, r := range rep.Results {
			buckets[strings.Split(r.File, "/")[0]]++
			if !r.Passed() {
				t.Errorf("%s/%s: %v", pascal, r.File, r.Err)
			}
		}
		if buckets["valid"] == 0 || buckets["invalid"] == 0 {
			t.Errorf("%s: %v", pascal, buckets)
		}
		t.Logf("%-20s valid %2d  invalid %2d", pascal, buckets["valid"], buckets["invalid"])
	}
}
