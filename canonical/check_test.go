package canonical_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/canonical"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

var checks = map[string]func(any) []string{
	"canonical-run":                 canonical.CheckRun,
	"cluster-run-series":            canonical.CheckClusterRunSeries,
	"inter-series-scoping-artifact": canonical.CheckInterSeriesScopingArtifact,
	"subscription-pool-state":       canonical.CheckSubscriptionPoolState,
	"revocation-list":               canonical.CheckRevocationList,
	"merge-artifact":                canonical.CheckMergeArtifact,
}

// TestCheckAgreesWithValidate: on every document of our vectors and of
// upstream's fixtures that passes the structural tier, the raw-input
// check returns exactly the messages of Validate's cross-field
// violations, in order.
func TestCheckAgreesWithValidate(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string][][]byte{}
	for schema := range checks {
		data, err := os.ReadFile(filepath.Join(root, "vectors", "canonical", schema+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Cases []struct{ Doc json.RawMessage }
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		for _, c := range f.Cases {
			docs[schema] = append(docs[schema], c.Doc)
		}
	}
	dir := filepath.Join(root, "..", "shared", "upstream-8.7.0", "vectors")
	if exists(dir) {
		for schema, folder := range folders {
			files, _ := filepath.Glob(filepath.Join(dir, folder, "*", "*", "*.json"))
			for _, f := range files {
				docs[schema] = append(docs[schema], fixture(t, f))
			}
		}
	} else {
		t.Logf("upstream fixtures absent (%s): our vectors only", dir)
	}
	compared := 0
	for schema, list := range docs {
		for i, doc := range list {
			v, _ := schemas.NewFor(hounfour.Contract870, schema)
			if json.Unmarshal(doc, v) != nil || v.(interface{ ValidateSchema() error }).ValidateSchema() != nil {
				continue
			}
			var want []string
			var verr *hounfour.ValidationError
			if errors.As(hounfour.Options{AcceptDeferred: true}.Validate(v), &verr) {
				for _, x := range verr.Violations {
					want = append(want, x.Message)
				}
			}
			var raw any
			if err := json.Unmarshal(doc, &raw); err != nil {
				t.Fatal(err)
			}
			if got := checks[schema](raw); !slices.Equal(got, want) {
				t.Errorf("%s %d: Check %q\nValidate %q", schema, i, got, want)
			}
			compared++
		}
	}
	if compared < 60 {
		t.Errorf("%d documents compared", compared)
	}
}

// TestCheckPreconditions: the messages for values a typed document
// cannot hold.
func TestCheckPreconditions(t *testing.T) {
	t.Parallel()
	const crTail = " — cross-field validator requires the structural tier (Value.Check) to have rejected this element first."
	const elTail = " — cross-field validator requires the structural tier to have rejected this element first."
	for _, c := range []struct {
		name, schema, doc string
		want              []string
	}{
		{"run null", "canonical-run", `null`, []string{"CR-1: structural shape precondition failed — input must be a non-null object (CanonicalRun record); got null."}},
		{"series array", "cluster-run-series", `[]`, []string{"CRS: structural shape precondition failed — input must be a non-null object (ClusterRunSeries record); got array."}},
		{"scoping number", "inter-series-scoping-artifact", `5`, []string{"ISSA: structural shape precondition failed — input must be a non-null object (InterSeriesScopingArtifact record); got number."}},
		{"pool string", "subscription-pool-state", `"x"`, []string{"SPS: structural shape precondition failed — input must be a non-null object (SubscriptionPoolState record); got string."}},
		{"list boolean", "revocation-list", `true`, []string{"RL: structural shape precondition failed — input must be a non-null object (RevocationList record); got boolean."}},
		{"merge null", "merge-artifact", `null`, []string{"MA: structural shape precondition failed — input must be a non-null object (MergeArtifact record); got null."}},
		{"phases not an array", "canonical-run", `{"required_phases":{}}`, []string{"CR-1: structural shape precondition failed — required_phases must be a non-null array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}},
		{"malformed phases are not counted", "canonical-run",
			`{"required_phases":[null,"p",[],{"ordered_index":"0"},{"ordered_index":1.5},{"ordered_index":0},{"ordered_index":1}]}`,
			[]string{"CR-1: required_phases[0] is null" + crTail, "CR-1: required_phases[1] is string, not an object" + crTail,
				"CR-1: required_phases[2].ordered_index is undefined, not a number" + crTail,
				"CR-1: required_phases[3].ordered_index is string, not a number" + crTail,
				"CR-1: required_phases[4].ordered_index=1.5 is not an integer (NaN/Infinity/float)" + crTail}},
		{"1.0 is the integer 1", "canonical-run", `{"required_phases":[{"ordered_index":1.0},{"ordered_index":1}]}`,
			[]string{"CR-1: required_phases[1].ordered_index=1 duplicates a prior phase's ordered_index; the sequence must be unique."}},
		{"repos not an array", "cluster-run-series", `{"repos":null}`, []string{"CRS: structural shape precondition failed — repos must be a non-null array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}},
		{"repo not an object, status absent", "cluster-run-series", `{"repos":[null,{"failure_mode":"x"}]}`,
			[]string{"CRS: repos[0] is null, not an object" + elTail,
				`CRS-2: repos[1] epic_status is "undefined" (not "failed") but failure_mode is non-null — failure_mode MUST be null when epic_status ≠ "failed" (CRS-2).`}},
		{"goals not an array, proof steps", "inter-series-scoping-artifact",
			`{"proposed_series_goals":null,"constitutional_hash_proof":{"proof_path":[null,{"position":"up","sibling_hash":5},{"position":1,"sibling_hash":"sha256:x"}]}}`,
			[]string{"ISSA: structural shape precondition failed — proposed_series_goals must be a non-null array; the cross-field validator requires the structural tier to have passed first.",
				"ISSA-3: proof_path[0] is null, not an object — Merkle proof step well-formedness requires a non-null object with position and sibling_hash fields.",
				`ISSA-3: proof_path[1].position is "up" — position MUST be exactly "left" or "right" to disambiguate the matching-twins composition trace.`,
				"ISSA-3: proof_path[1].sibling_hash is number, not a string — sibling_hash MUST match the canonical sha256:<64-hex> form.",
				`ISSA-3: proof_path[2].position is 1 — position MUST be exactly "left" or "right" to disambiguate the matching-twins composition trace.`,
				`ISSA-3: proof_path[2].sibling_hash "sha256:x" does not match the canonical sha256:<64-hex> form — Merkle composition operates on the raw 32-byte digest decoded from the hex form.`}},
		{"proof not an object", "inter-series-scoping-artifact", `{"proposed_series_goals":[],"constitutional_hash_proof":[]}`,
			[]string{"ISSA: structural shape precondition failed — constitutional_hash_proof must be a non-null object; the cross-field validator requires the structural tier to have rejected this envelope first."}},
		{"proof path absent", "inter-series-scoping-artifact", `{"proposed_series_goals":[],"constitutional_hash_proof":{}}`,
			[]string{"ISSA: structural shape precondition failed — constitutional_hash_proof.proof_path must be a non-null array; got undefined. The cross-field validator requires the structural tier (Value.Check) to have rejected this envelope first."}},
		{"accounts not an array", "subscription-pool-state", `{"accounts":"x"}`, []string{"SPS: structural shape precondition failed — accounts must be a non-null array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}},
		{"units and times of the wrong type", "subscription-pool-state",
			`{"ts":"2026-05-09T10:00:00Z","accounts":[7,{"consumed_units":null,"allocated_units":"1","stable_until":3},{"consumed_units":"1","allocated_units":"-1","ts":"x"}]}`,
			[]string{"SPS: accounts[0] is number, not an object" + elTail,
				"SPS-1: accounts[1] consumed_units precondition failed — value is null, not a string. Structural tier admits only ^[0-9]+$ strings.",
				"SPS-4: accounts[1] stable_until precondition failed — value is number, not a string. Structural tier admits only ISO 8601 UTC strings.",
				`SPS-1: accounts[2] allocated_units "-1" does not match the ^[0-9]+$ micro-USD pattern; bigint-safe comparison requires the structural tier to have admitted this value first.`,
				"SPS-4: accounts[2] stable_until precondition failed — value is undefined, not a string. Structural tier admits only ISO 8601 UTC strings."}},
		{"revoked keys not an array", "revocation-list", `{"revoked_keys":null}`, []string{"RL: structural shape precondition failed — revoked_keys must be an array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}},
		{"quorum of the wrong type", "revocation-list",
			`{"revoked_keys":["k"],"issued_at":"2026-05-01T00:00:00Z","valid_from":"2026-05-01T00:00:00Z","valid_until":null,"quorum_signatures":{}}`,
			[]string{"RL: revoked_keys[0] is string, not an object" + elTail,
				"RL: structural shape precondition failed — quorum_signatures must be null OR an array; got object."}},
		{"merge kind missing", "merge-artifact", `{}`, []string{`MA: structural shape precondition failed — envelope_kind is missing, expected "merge_artifact". The shim guards the discriminator to reject envelopes of other shapes.`}},
		{"merge kind other", "merge-artifact", `{"envelope_kind":"revocation_list"}`, []string{`MA: structural shape precondition failed — envelope_kind is "revocation_list", expected "merge_artifact". The shim guards the discriminator to reject envelopes of other shapes.`}},
		{"merge kind number", "merge-artifact", `{"envelope_kind":1}`, []string{`MA: structural shape precondition failed — envelope_kind is number, expected "merge_artifact". The shim guards the discriminator to reject envelopes of other shapes.`}},
		{"merge ok", "merge-artifact", `{"envelope_kind":"merge_artifact"}`, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var v any
			d := json.NewDecoder(strings.NewReader(c.doc))
			if err := d.Decode(&v); err != nil {
				t.Fatal(err)
			}
			if got := checks[c.schema](v); !slices.Equal(got, c.want) {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
