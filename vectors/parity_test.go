package vectors_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
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

// ParityEntries on a folder of our own: every bucket's result, the
// constraint-level fixtures (listed, and by _meta.json intent), a fixture
// that is not JSON, boundary and trace files left out, the order, and a
// folder whose schema the library lacks.
func TestParityEntries(t *testing.T) {
	fsys := fstest.MapFS{
		"_meta/constraint-level-invalids.json":              {Data: []byte(`{"fixtures":["CommitmentRoot/invalid/listed.json"]}`)},
		"CommitmentRoot/_meta.json":                         {Data: []byte(`{"schema":"CommitmentRoot","fixtures":[{"case":"intent","intent":"invalid+constraint"}]}`)},
		"CommitmentRoot/valid/b-ok.json":                    {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/valid/a-bad.json":                   {Data: []byte(commitmentDoc + `,"x":1}`)},
		"CommitmentRoot/invalid/shape.json":                 {Data: []byte(commitmentDoc + `,"x":1}`)},
		"CommitmentRoot/invalid/listed.json":                {Data: []byte(commitmentDoc + `,"anchor_chain_id":"eip155:1"}`)},
		"CommitmentRoot/invalid/intent.json":                {Data: []byte(commitmentDoc + `,"anchor_tx_hash":"0x1"}`)},
		"CommitmentRoot/invalid/not-json.json":              {Data: []byte(`{"commitment_id":`)},
		"CommitmentRoot/invalid/valid-in-invalid.json":      {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/v8.6.0/invalid-cross-field/cf.json": {Data: []byte(`{"_comment":"c",` + commitmentDoc[1:] + `,"anchor_tx_hash":"0x1"}`)},
		"CommitmentRoot/v8.6.0/boundary/edge.json":          {Data: []byte(commitmentDoc + `}`)},
		"CommitmentRoot/valid/b-ok.trace.json":              {Data: []byte(`{}`)},
	}
	entries, missing, err := vectors.ParityEntries(fsys, []string{"CommitmentRoot", "NoSuchSchema"})
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) != 1 || missing[0] != "NoSuchSchema" {
		t.Errorf("missing %v", missing)
	}
	want := []string{
		"invalid/intent.json invalid pass-constraint-level",
		"invalid/listed.json invalid pass-constraint-level",
		"invalid/not-json.json invalid fail FIXTURE_PARSE_ERROR",
		"invalid/shape.json invalid pass",
		"invalid/valid-in-invalid.json invalid fail",
		"v8.6.0/invalid-cross-field/cf.json invalid-cross-field pass-cross-field-deferred",
		"valid/a-bad.json valid fail",
		"valid/b-ok.json valid pass",
	}
	var got []string
	for _, e := range entries {
		s := e.Vector + " " + e.Expected + " " + e.Result
		if e.Diagnostic != nil {
			s += " " + e.Diagnostic.Code
		}
		if e.Schema != "CommitmentRoot" {
			t.Errorf("%+v", e)
		}
		got = append(got, s)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	b, err := vectors.MarshalParity(entries[:1])
	if err != nil || string(b) != "[\n  {\n    \"schema\": \"CommitmentRoot\",\n    \"vector\": \"invalid/intent.json\",\n    \"expected\": \"invalid\",\n    \"result\": \"pass-constraint-level\"\n  }\n]\n" {
		t.Errorf("%s %v", b, err)
	}
	if _, _, err := vectors.ParityEntries(fstest.MapFS{}, []string{"CommitmentRoot"}); err == nil {
		t.Error("an absent folder gave no error")
	}
}

// The parity entries of upstream's folders of the library's schemas: no
// fail. The protocol's swept folders whose schemas the library has give
// their expected entry counts; upstream's v8.5.0 folders of the recall
// and signing types (not swept by the protocol) give pass or, for the
// invalid+constraint fixture, pass-constraint-level.
func TestParityEntriesUpstream(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	fsys := os.DirFS(dir)
	entries, missing, err := vectors.ParityEntries(fsys, vectors.ParityDirs())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("protocol folders: %d entries; waiting on library code: %v", len(entries), missing)
	mine := []string{"SignatureEnvelope", "SignatureType", "ReceiptDetailLevel", "SurfaceContext", "RecallRequest",
		"RecallPack", "RecallReceipt", "ForgetRecord", "CommitmentType", "CommitmentRoot", "AgentEstateStatus", "AgentEstate"}
	more, missing2, err := vectors.ParityEntries(fsys, mine)
	if err != nil || len(missing2) != 0 {
		t.Fatal(err, missing2)
	}
	counts := map[string]int{}
	for _, e := range append(entries, more...) {
		counts[e.Result]++
		if e.Result == vectors.ParityFail {
			b, _ := json.Marshal(e)
			t.Errorf("fail: %s", b)
		}
	}
	if counts[vectors.ParityPassConstraintLevel] < 1 || len(more) < 100 {
		t.Errorf("%d entries of the signing and recall folders, results %v", len(more), counts)
	}
	t.Logf("results: %v", counts)
}
