package canonical_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// folders are upstream's per-schema fixture folders of this package's
// document types, by schema name.
var folders = map[string]string{
	"canonical-run":                 "CanonicalRun",
	"cluster-run-series":            "ClusterRunSeries",
	"inter-series-scoping-artifact": "InterSeriesScopingArtifact",
	"subscription-pool-state":       "SubscriptionPoolState",
	"revocation-list":               "RevocationList",
	"merge-artifact":                "MergeArtifact",
}

// TestUpstreamFixtures: every fixture of the six folders gives its
// bucket's verdict (valid and boundary valid, invalid rejected by the
// schema, invalid-cross-field rejected), through the vectors runner.
func TestUpstreamFixtures(t *testing.T) {
	t.Parallel()
	for schema, dir := range folders {
		t.Run(dir, func(t *testing.T) {
			t.Parallel()
			p := upstreamdata.Dir87(t, "vectors", dir)
			rep, fates, err := vectors.RunFixtures(os.DirFS(p), schema, vectors.Options{Contract: hounfour.Contract870})
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Results) == 0 {
				t.Fatal("no fixture ran")
			}
			for _, r := range rep.Results {
				if r.Err != nil {
					t.Errorf("%s: %v", r.File, r.Err)
				}
			}
			for _, f := range fates {
				if f.Status == vectors.UpstreamFileUnknown {
					t.Errorf("unknown file %s", f.Path)
				}
			}
		})
	}
}

// crossFieldWant are the rules each invalid-cross-field fixture breaks, in
// report order, and for some the exact first message.
var crossFieldWant = map[string]struct {
	rules []string
	first string
}{
	"CanonicalRun/v8.6.0/invalid-cross-field/cr1-duplicate-and-gap-rejected.json": {[]string{"CR-1"},
		"CR-1: required_phases[1].ordered_index=0 duplicates a prior phase's ordered_index; the sequence must be unique."},
	"CanonicalRun/v8.6.0/invalid-cross-field/cr1-duplicate-ordered-index-rejected.json": {rules: []string{"CR-1"}},
	"CanonicalRun/v8.6.0/invalid-cross-field/cr1-gap-ordered-index-rejected.json": {[]string{"CR-1"},
		"CR-1: required_phases ordered_index sequence has a gap — expected 1 but it is missing; the sequence must be 0-based contiguous (0..2)."},
	"ClusterRunSeries/v8.7.0/invalid-cross-field/crs2-and-crs4-combined-rejected.json": {[]string{"CRS-2", "CRS-4"},
		`CRS-2: repos[1] epic_status is "failed" but failure_mode is null — failed entries MUST carry a failure_mode classifier (CRS-2).`},
	"ClusterRunSeries/v8.7.0/invalid-cross-field/crs2-failed-without-failure-mode-rejected.json": {rules: []string{"CRS-2"}},
	"ClusterRunSeries/v8.7.0/invalid-cross-field/crs2-failure-mode-on-non-failed-rejected.json": {[]string{"CRS-2"},
		`CRS-2: repos[0] epic_status is "completed" (not "failed") but failure_mode is non-null — failure_mode MUST be null when epic_status ≠ "failed" (CRS-2).`},
	"ClusterRunSeries/v8.7.0/invalid-cross-field/crs4-duplicate-repo-slug-rejected.json":            {rules: []string{"CRS-4"}},
	"InterSeriesScopingArtifact/v8.7.0/invalid-cross-field/issa2-duplicate-goal-id-rejected.json":   {rules: []string{"ISSA-2"}},
	"InterSeriesScopingArtifact/v8.7.0/invalid-cross-field/issa2-three-way-duplicate-rejected.json": {rules: []string{"ISSA-2"}},
	"SubscriptionPoolState/v8.7.0/invalid-cross-field/sps1-and-sps4-combined-rejected.json":         {rules: []string{"SPS-1", "SPS-4"}},
	"SubscriptionPoolState/v8.7.0/invalid-cross-field/sps1-bigint-overrun-rejected.json":            {rules: []string{"SPS-1"}},
	"SubscriptionPoolState/v8.7.0/invalid-cross-field/sps1-consumed-exceeds-allocated-rejected.json": {[]string{"SPS-1"},
		`SPS-1: accounts[0] consumed_units "6000" exceeds allocated_units "5000" — per-account pool capacity is overdrawn.`},
	"SubscriptionPoolState/v8.7.0/invalid-cross-field/sps2-duplicate-account-id-rejected.json":   {rules: []string{"SPS-2"}},
	"SubscriptionPoolState/v8.7.0/invalid-cross-field/sps4-stable-until-before-ts-rejected.json": {rules: []string{"SPS-4"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl1-and-rl7-and-rl10-combined-rejected.json":      {rules: []string{"RL-1", "RL-7", "RL-10"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl1-duplicate-key-id-rejected.json":               {rules: []string{"RL-1"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl10-valid-from-after-issued-rejected.json":       {rules: []string{"RL-10"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl12-duplicate-quorum-signers-rejected.json":      {rules: []string{"RL-12"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl12-quorum-missing-primary-rejected.json":        {rules: []string{"RL-12"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl5-self-revocation-rejected.json":                {rules: []string{"RL-5"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl7-revoked-at-after-issued-rejected.json":        {rules: []string{"RL-7"}},
	"RevocationList/v8.7.0/invalid-cross-field/rl9-valid-until-before-valid-from-rejected.json":  {rules: []string{"RL-9"}},
}

// fixture reads an upstream fixture without its top-level _comment.
func fixture(t *testing.T, p string) []byte {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m["_comment"]; !ok {
		return data
	}
	// Remove the member textually so the member order stays.
	dec := json.NewDecoder(bytes.NewReader(data))
	var out bytes.Buffer
	out.WriteByte('{')
	tok, _ := dec.Token() // {
	_ = tok
	first := true
	for dec.More() {
		k, _ := dec.Token()
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
		if k == "_comment" {
			continue
		}
		if !first {
			out.WriteByte(',')
		}
		first = false
		kb, _ := json.Marshal(k)
		out.Write(kb)
		out.WriteByte(':')
		out.Write(v)
	}
	out.WriteByte('}')
	return out.Bytes()
}

// TestUpstreamCrossFieldRules: each invalid-cross-field fixture passes the
// structural tier and Validate rejects it with exactly the listed rules
// (and no other violation), with the listed first message.
func TestUpstreamCrossFieldRules(t *testing.T) {
	t.Parallel()
	root := upstreamdata.Dir87(t, "vectors")
	seen := 0
	for schema, dir := range folders {
		files, _ := filepath.Glob(filepath.Join(root, dir, "*", "invalid-cross-field", "*.json"))
		for _, f := range files {
			rel, _ := filepath.Rel(root, f)
			rel = filepath.ToSlash(rel)
			t.Run(path.Base(rel), func(t *testing.T) {
				want, ok := crossFieldWant[rel]
				if !ok {
					t.Fatalf("%s: no expectation", rel)
				}
				seen++
				doc := fixture(t, f)
				v, err := schemas.NewFor(hounfour.Contract870, schema)
				if err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal(doc, v); err != nil {
					t.Fatal(err)
				}
				if err := v.(interface{ ValidateSchema() error }).ValidateSchema(); err != nil {
					t.Errorf("structural tier rejects: %v", err)
				}
				err = hounfour.Options{AcceptDeferred: true}.Decode(doc, v)
				var verr *hounfour.ValidationError
				if !errors.As(err, &verr) {
					t.Fatalf("Validate: %v", err)
				}
				var rules []string
				for _, x := range verr.Violations {
					if len(rules) == 0 || rules[len(rules)-1] != x.Rule {
						rules = append(rules, x.Rule)
					}
				}
				if !slices.Equal(rules, want.rules) {
					t.Errorf("rules %q, want %q\n%v", rules, want.rules, verr)
				}
				if want.first != "" && verr.Violations[0].Message != want.first {
					t.Errorf("first message %q\nwant %q", verr.Violations[0].Message, want.first)
				}
			})
		}
	}
}

// TestUpstreamMemberOrder: decoding a valid fixture and encoding it again
// writes its top-level members in the order the fixture has them (the
// schema's declared order).
func TestUpstreamMemberOrder(t *testing.T) {
	t.Parallel()
	root := upstreamdata.Dir87(t, "vectors")
	for schema, dir := range folders {
		files, _ := filepath.Glob(filepath.Join(root, dir, "*", "valid", "*.json"))
		if len(files) == 0 {
			t.Errorf("%s: no valid fixture", dir)
		}
		for _, f := range files {
			t.Run(dir+"/"+filepath.Base(f), func(t *testing.T) {
				doc := fixture(t, f)
				v, err := schemas.NewFor(hounfour.Contract870, schema)
				if err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal(doc, v); err != nil {
					t.Fatal(err)
				}
				out, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				if got, want := keys(t, out), keys(t, doc); !slices.Equal(got, want) {
					t.Errorf("members %v, fixture %v", got, want)
				}
				var a, b any
				_ = json.Unmarshal(out, &a)
				_ = json.Unmarshal(doc, &b)
				if ja, jb := mustJSON(a), mustJSON(b); ja != jb {
					t.Errorf("round trip changed the document:\n%s\n%s", ja, jb)
				}
			})
		}
	}
}

func keys(t *testing.T, doc []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(doc))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var out []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return strings.TrimSpace(string(b))
}

// TestUpstreamParity: the cross-runner parity entries of the six folders
// (the structural tier's verdict per fixture) are all passing, with the
// counts per folder of the TypeScript reference on the shared copy of
// upstream's fixtures: valid passes, invalid passes and invalid-cross-field
// fixtures deferred to the cross-field tier.
func TestUpstreamParity(t *testing.T) {
	t.Parallel()
	root := upstreamdata.Dir87(t, "vectors")
	want := map[string][3]int{
		"CanonicalRun": {9, 7, 3}, "ClusterRunSeries": {9, 5, 3}, "InterSeriesScopingArtifact": {7, 9, 2},
		"SubscriptionPoolState": {9, 12, 4}, "RevocationList": {10, 16, 8}, "MergeArtifact": {12, 10, 0},
	}
	var runners []vectors.ParityRunner
	for _, r := range vectors.ParityRunners() {
		if _, ok := want[r.Dir]; ok {
			runners = append(runners, r)
		}
	}
	entries, missing, err := vectors.ParityEntries(os.DirFS(root), runners)
	if err != nil || len(missing) > 0 {
		t.Fatalf("%v, missing %v", err, missing)
	}
	got := map[string][3]int{}
	for _, e := range entries {
		c := got[e.Schema]
		switch {
		case e.Expected == vectors.BucketValid && e.Result == vectors.ParityPass:
			c[0]++
		case e.Expected == vectors.BucketInvalid && e.Result == vectors.ParityPass:
			c[1]++
		case e.Expected == vectors.BucketInvalidCrossField && e.Result == vectors.ParityPassCrossFieldDeferred:
			c[2]++
		default:
			t.Errorf("%s %s: %s %s", e.Schema, e.Vector, e.Expected, e.Result)
		}
		got[e.Schema] = c
	}
	for d, w := range want {
		if got[d] != w {
			t.Errorf("%s: %v, want %v", d, got[d], w)
		}
	}
}
