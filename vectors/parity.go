package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

// The cross-runner parity protocol: every language's runner walks the same
// per-schema fixture folders of upstream's vectors folder, checks each
// fixture's structure (the schema keywords alone) and writes one result
// file; the files must be equal.

// The cross-runner result values of a fixture (ParityEntry.Result).
const (
	// ParityPass: the structural check gives the bucket's verdict.
	ParityPass = "pass"
	// ParityFail: it does not, or the fixture is not JSON.
	ParityFail = "fail"
	// ParityPassCrossFieldDeferred: an invalid-cross-field fixture passes
	// the structural check (its rejection is the cross-field tier's).
	ParityPassCrossFieldDeferred = "pass-cross-field-deferred"
	// ParityPassConstraintLevel: a listed constraint-level invalid fixture
	// passes the structural check (its rejection is a constraint rule's).
	ParityPassConstraintLevel = "pass-constraint-level"
)

// ParityResults returns the four result values in the order a summary
// lists them, as a fresh slice.
func ParityResults() []string {
	return []string{ParityPass, ParityPassCrossFieldDeferred, ParityPassConstraintLevel, ParityFail}
}

// ParityEntry is one fixture's entry of the cross-runner parity result
// file: its folder (the schema's PascalCase name), its path in the folder,
// its bucket and its result; Diagnostic only for a fixture that is not
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

// ParityRunner is one folder of the protocol's runner list: the folder of
// the vectors folder (a schema's PascalCase name), the version folder its
// buckets sit in ("" for the flat layout) and the buckets walked, in
// order.
type ParityRunner struct {
	Dir     string
	Version string
	Buckets []string
}

// ParityRunners returns the protocol's runner list, in upstream's order:
// 18 folders, as a fresh slice.
func ParityRunners() []ParityRunner {
	out := make([]ParityRunner, len(parityRunners))
	for i, r := range parityRunners {
		out[i] = r
		out[i].Buckets = slices.Clone(r.Buckets)
	}
	return out
}

// ParityDirs returns the folders of ParityRunners, in order, as a fresh
// slice.
func ParityDirs() []string {
	out := make([]string, len(parityRunners))
	for i, r := range parityRunners {
		out[i] = r.Dir
	}
	return out
}

var (
	twoBuckets   = []string{BucketValid, BucketInvalid}
	threeBuckets = []string{BucketValid, BucketInvalid, BucketInvalidCrossField}
)

var parityRunners = []ParityRunner{
	{"PanelDecisionArtifact", "", twoBuckets}, {"PanelVerdict", "", twoBuckets},
	{"DeliberationDissent", "", twoBuckets}, {"CrossScoreReport", "", twoBuckets}, {"OrgIdentity", "", twoBuckets},
	{"OrgRepresentativeDelegation", "", twoBuckets}, {"SuccessionPolicy", "", twoBuckets},
	{"OracleDigest", "v8.6.0", twoBuckets}, {"EpicCheckpoint", "v8.6.0", twoBuckets},
	{"PlanSignoffEnvelope", "v8.6.0", twoBuckets}, {"PlanAmendmentRequest", "v8.6.0", twoBuckets},
	{"Challenge", "v8.6.0", twoBuckets}, {"CanonicalRun", "v8.6.0", threeBuckets},
	{"ClusterRunSeries", "v8.7.0", threeBuckets}, {"InterSeriesScopingArtifact", "v8.7.0", threeBuckets},
	{"SubscriptionPoolState", "v8.7.0", threeBuckets}, {"RevocationList", "v8.7.0", threeBuckets},
	{"MergeArtifact", "v8.7.0", twoBuckets},
}

// The shared files of the protocol, relative to the vectors folder.
const (
	// ParityProtocolVersionFile holds the protocol version (one line).
	ParityProtocolVersionFile = "runners/_shared/parity-protocol-version.txt"
	// ConstraintLevelInvalidsFile lists the constraint-level invalid
	// fixtures ({"fixtures": ["<Dir>/<vector>", …]}).
	ConstraintLevelInvalidsFile = "_meta/constraint-level-invalids.json"
)

// ErrParityProtocol is the error of a vectors folder whose protocol version
// file is missing or empty.
var ErrParityProtocol = errors.New("vectors: no parity protocol version")

// ParityProtocolVersion reads the protocol version of the vectors folder
// root: its ParityProtocolVersionFile with trailing white space removed.
// A missing or empty file is an error wrapping ErrParityProtocol (there is
// no default version).
func ParityProtocolVersion(root fs.FS) (string, error) {
	data, err := fs.ReadFile(root, ParityProtocolVersionFile)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrParityProtocol, err)
	}
	v := strings.TrimRight(string(data), " \t\r\n")
	if v == "" {
		return "", fmt.Errorf("%w: %s is empty", ErrParityProtocol, ParityProtocolVersionFile)
	}
	return v, nil
}

// ParityResult returns the cross-runner result value of a fixture of the
// bucket from its structural check (structureOK) and whether it is a
// listed constraint-level invalid fixture.
func ParityResult(bucket string, constraintLevel, structureOK bool) string {
	pass := func(ok bool) string {
		if ok {
			return ParityPass
		}
		return ParityFail
	}
	switch {
	case bucket == BucketInvalidCrossField:
		if structureOK {
			return ParityPassCrossFieldDeferred
		}
		return ParityFail
	case bucket == BucketBoundary:
		return pass(structureOK)
	case constraintLevel:
		if structureOK {
			return ParityPassConstraintLevel
		}
		return ParityFail
	}
	return pass(structureOK == (bucket == BucketValid))
}

// ParityManifest runs the protocol over the vectors folder root: it reads
// the protocol version (an error wrapping ErrParityProtocol when it is
// missing or empty) and the constraint-level list (an error when a listed
// fixture does not exist), then computes the entries of every folder of
// ParityRunners (ParityEntries). A folder whose schema the library does
// not have is an error naming it.
func ParityManifest(root fs.FS) ([]ParityEntry, error) {
	if _, err := ParityProtocolVersion(root); err != nil {
		return nil, err
	}
	entries, missing, err := ParityEntries(root, ParityRunners())
	if err != nil {
		return nil, err
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("vectors: the library has no schema for the parity folders %s", strings.Join(missing, ", "))
	}
	return entries, nil
}

// ParityEntries computes the parity entries of the runners' folders of the
// vectors folder root under contract 8.7.0. For each runner, each of its
// buckets in order, the files of <Dir>/[<Version>/]<bucket>/ (a missing
// folder has none) whose names end in .json but not .trace.json: the file
// is parsed as JSON (a failure is a fail entry with diagnostic
// FIXTURE_PARSE_ERROR at "$"), a top-level "_comment" member removed, and
// the document checked against the schema keywords of the folder's schema
// (schemas.ValidateStructureFor); its result is ParityResult's, a fixture
// listed in root's ConstraintLevelInvalidsFile being constraint-level.
// The entries are sorted by schema, then vector (UTF-16 code units).
// A runner whose schema the library does not have is left out and
// returned in missing; a listed constraint-level fixture that does not
// exist, and an unreadable folder, are errors.
func ParityEntries(root fs.FS, runners []ParityRunner) (entries []ParityEntry, missing []string, err error) {
	listed, err := constraintLevelInvalids(root)
	if err != nil {
		return nil, nil, err
	}
	o := hounfour.Options{Contract: hounfour.Contract870}
	names := schemas.NamesFor(o.Contract)
	entries = []ParityEntry{}
	for _, r := range runners {
		schema := kebab(r.Dir)
		if !slices.Contains(names, schema) {
			missing = append(missing, r.Dir)
			continue
		}
		for _, bucket := range r.Buckets {
			dir := path.Join(r.Dir, r.Version, bucket)
			files, err := fs.ReadDir(root, dir)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				return nil, nil, err
			}
			for _, f := range files {
				name := f.Name()
				if f.IsDir() || !strings.HasSuffix(name, ".json") || strings.HasSuffix(name, ".trace.json") {
					continue
				}
				vector := path.Join(r.Version, bucket, name)
				e := ParityEntry{Schema: r.Dir, Vector: vector, Expected: bucket}
				doc, rerr := readFixture(root, path.Join(dir, name), o.Limits)
				if rerr != nil {
					e.Result, e.Diagnostic = ParityFail, &ParityDiagnostic{Code: "FIXTURE_PARSE_ERROR", Path: "$"}
				} else {
					ok := schemas.ValidateStructureFor(o.Contract, schema, doc) == nil
					e.Result = ParityResult(bucket, slices.Contains(listed, r.Dir+"/"+vector), ok)
				}
				entries = append(entries, e)
			}
		}
	}
	sort.SliceStable(entries, func(i, j int) bool {
		a, b := entries[i], entries[j]
		if a.Schema != b.Schema {
			return utf16Less(a.Schema, b.Schema)
		}
		return utf16Less(a.Vector, b.Vector)
	})
	return entries, missing, nil
}

// constraintLevelInvalids reads root's ConstraintLevelInvalidsFile (none
// when it is absent); a listed fixture that does not exist is an error.
func constraintLevelInvalids(root fs.FS) ([]string, error) {
	data, err := fs.ReadFile(root, ConstraintLevelInvalidsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var l struct {
		Fixtures []string `json:"fixtures"`
	}
	if err := json.Unmarshal(data, &l); err != nil {
		return nil, fmt.Errorf("vectors: %s: %v", ConstraintLevelInvalidsFile, err)
	}
	for _, f := range l.Fixtures {
		if _, err := fs.Stat(root, f); err != nil {
			return nil, fmt.Errorf("vectors: %s lists %s: %v", ConstraintLevelInvalidsFile, f, err)
		}
	}
	return l.Fixtures, nil
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

// MarshalParity returns entries as the parity result file: a JSON array
// (empty for none), two-space indented, one member per line, members in
// the order schema, vector, expected, result, diagnostic (code, path), no
// HTML escaping, and a final line feed — byte for byte what the
// TypeScript reference writes.
func MarshalParity(entries []ParityEntry) ([]byte, error) {
	var b bytes.Buffer
	if err := WriteParity(&b, entries); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// WriteParity writes entries to w as MarshalParity does.
func WriteParity(w io.Writer, entries []ParityEntry) error {
	if entries == nil {
		entries = []ParityEntry{}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(entries) // Encode ends with the line feed
}

// ParitySummary returns the reference's summary of entries: "Total: N",
// then one line "<result>: n" per result value (ParityResults order), each
// line ending in a line feed.
func ParitySummary(entries []ParityEntry) string {
	counts := map[string]int{}
	for _, e := range entries {
		counts[e.Result]++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Total: %d\n", len(entries))
	for _, r := range ParityResults() {
		fmt.Fprintf(&b, "%s: %d\n", r, counts[r])
	}
	return b.String()
}
