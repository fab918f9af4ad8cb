package vectors

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

// The cross-runner result values of a fixture (ParityEntry.Result).
const (
	// ParityPass: the schema check gives the bucket's verdict.
	ParityPass = "pass"
	// ParityFail: it does not, or the fixture is not JSON.
	ParityFail = "fail"
	// ParityPassCrossFieldDeferred: an invalid-cross-field fixture passes
	// the schema check (its rejection is the cross-field tier's).
	ParityPassCrossFieldDeferred = "pass-cross-field-deferred"
	// ParityPassConstraintLevel: a constraint-level invalid fixture passes
	// the schema check (its rejection is a constraint rule's).
	ParityPassConstraintLevel = "pass-constraint-level"
)

// ParityEntry is one fixture's entry of the cross-runner parity result
// file: its schema folder, its path in the folder, its bucket and the
// result of the schema check; Diagnostic only for a fixture that is not
// JSON (code FIXTURE_PARSE_ERROR, path "$").
type ParityEntry struct {
	Schema     string            `json:"schema"`
	Vector     string            `json:"vector"`
	Expected   string            `json:"expected"`
	Result     string            `json:"result"`
	Diagnostic *ParityDiagnostic `json:"diagnostic,omitempty"`
}

// ParityDiagnostic says why a fixture failed to run.
type ParityDiagnostic struct {
	Code string `json:"code"`
	Path string `json:"path"`
}

// ParityDirs returns the per-schema fixture folders the cross-runner
// parity protocol (1.1.0) sweeps, in upstream's vectors folder, as a
// fresh slice.
func ParityDirs() []string { return slices.Clone(parityDirs) }

var parityDirs = []string{
	"PanelDecisionArtifact", "PanelVerdict", "DeliberationDissent", "CrossScoreReport", "OrgIdentity",
	"OrgRepresentativeDelegation", "SuccessionPolicy", "OracleDigest", "EpicCheckpoint", "PlanSignoffEnvelope",
	"PlanAmendmentRequest", "Challenge", "CanonicalRun", "ClusterRunSeries", "InterSeriesScopingArtifact",
	"SubscriptionPoolState", "RevocationList", "MergeArtifact",
}

// ParityResult returns the cross-runner result value of a fixture of the
// bucket from its schema check (schemaValid) and whether it is a listed
// constraint-level invalid fixture.
func ParityResult(bucket string, constraintLevel, schemaValid bool) string {
	pass := func(ok bool) string {
		if ok {
			return ParityPass
		}
		return ParityFail
	}
	switch {
	case bucket == BucketInvalidCrossField:
		if schemaValid {
			return ParityPassCrossFieldDeferred
		}
		return ParityFail
	case bucket == BucketBoundary:
		return pass(schemaValid)
	case constraintLevel:
		if schemaValid {
			return ParityPassConstraintLevel
		}
		return ParityFail
	}
	return pass(schemaValid == (bucket == BucketValid))
}

// ParityEntries computes the parity entries of the fixture folders dirs
// (ParityDirs() for the protocol's set) of the vectors folder root, under
// contract 8.7.0: for every fixture of their valid, invalid and
// invalid-cross-field buckets (flat or versioned; not boundary, not the
// fail-closed cases), the schema check's result (ParityResult; the
// constraint-level fixtures are those root's
// _meta/constraint-level-invalids.json lists), sorted by schema then
// vector. A folder whose schema the library does not have yet is left out
// and returned in missing; a folder root lacks is an error.
func ParityEntries(root fs.FS, dirs []string) (entries []ParityEntry, missing []string, err error) {
	listed := constraintLevelList(root)
	o := hounfour.Options{Contract: hounfour.Contract870}
	names := schemas.NamesFor(o.Contract)
	for _, dir := range dirs {
		schema := kebab(dir)
		if !slices.Contains(names, schema) {
			missing = append(missing, dir)
			continue
		}
		sub, err := fs.Sub(root, dir)
		if err != nil {
			return nil, nil, err
		}
		if _, err := fs.Stat(sub, "."); err != nil {
			return nil, nil, fmt.Errorf("vectors: no fixture folder %s: %v", dir, err)
		}
		intents := constraintIntents(sub)
		err = fs.WalkDir(sub, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(p, ".json") || strings.HasSuffix(p, ".trace.json") || path.Base(p) == "_meta.json" {
				return nil
			}
			bucket, ok := fixtureBucket(p)
			if !ok || bucket == BucketBoundary || bucket == BucketFailClosed {
				return nil
			}
			e := ParityEntry{Schema: dir, Vector: p, Expected: bucket}
			doc, rerr := readFixture(sub, p, o.Limits)
			if rerr != nil {
				e.Result, e.Diagnostic = ParityFail, &ParityDiagnostic{Code: "FIXTURE_PARSE_ERROR", Path: "$"}
			} else {
				e.Result = ParityResult(bucket, slices.Contains(listed, dir+"/"+p) || slices.Contains(intents, p), shapeCheck(doc, schema, o) == nil)
			}
			entries = append(entries, e)
			return nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	sort.Slice(entries, func(i, j int) bool {
		a, b := entries[i], entries[j]
		if a.Schema != b.Schema {
			return utf16Less(a.Schema, b.Schema)
		}
		return utf16Less(a.Vector, b.Vector)
	})
	return entries, missing, nil
}

// utf16Less orders two strings by their UTF-16 code units (JavaScript's
// default sort).
func utf16Less(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	for i := 0; i < len(ra) && i < len(rb); i++ {
		if ra[i] != rb[i] {
			ka, kb := ra[i], rb[i]
			// A supplementary character is a surrogate pair, whose
			// first unit (0xD800–0xDBFF) sorts below 0xE000–0xFFFF.
			if ka > 0xFFFF {
				ka = 0xD800
			}
			if kb > 0xFFFF {
				kb = 0xD800
			}
			if ka == kb {
				return ra[i] < rb[i]
			}
			return ka < kb
		}
	}
	return len(ra) < len(rb)
}

// MarshalParity writes entries as the parity result file: a JSON array,
// two-space indented, with a final newline.
func MarshalParity(entries []ParityEntry) ([]byte, error) {
	if entries == nil {
		entries = []ParityEntry{}
	}
	b, err := json.MarshalIndent(entries, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
