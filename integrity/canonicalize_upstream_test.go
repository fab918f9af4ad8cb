package integrity_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// Upstream 8.7.0's canonicalization edge-case corpus: for every fixture
// the canonical text and its SHA-256 byte for byte, as JSON text and as the
// decoded Go value, and the partners that must hash alike.
func TestUpstreamCanonicalizationEdgeCases(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "_canonicalization-edge-cases")
	var meta struct {
		Schema   string `json:"schema"`
		Fixtures []struct {
			Category      string `json:"category"`
			Case          string `json:"case"`
			HashEqualWith string `json:"hash_equal_with"`
		} `json:"fixtures"`
	}
	readJSON(t, filepath.Join(dir, "_meta.json"), &meta)
	if meta.Schema != "_canonicalization-edge-cases" || len(meta.Fixtures) != 30 {
		t.Fatalf("_meta.json: schema %q, %d fixtures; want 30", meta.Schema, len(meta.Fixtures))
	}
	hashes := map[string]string{}
	partners := 0
	for _, fx := range meta.Fixtures {
		id := fx.Category + "/" + fx.Case
		t.Run(id, func(t *testing.T) {
			base := filepath.Join(dir, fx.Category, fx.Case)
			input := readFile(t, base+".input.json")
			canonical := readFile(t, base+".canonical.txt")
			hash := readFile(t, base+".hash.txt")
			got, err := integrity.SafeCanonicalizeJSON(input)
			if err != nil || string(got) != string(canonical) {
				t.Fatalf("canonical form:\n got %q, %v\nwant %q", got, err, canonical)
			}
			sum := sha256.Sum256(got)
			if h := hex.EncodeToString(sum[:]) + "\n"; h != string(hash) {
				t.Fatalf("hash %q, want %q", h, hash)
			}
			hashes[id] = string(hash)
			var v any
			if err := json.Unmarshal(input, &v); err != nil {
				t.Fatal(err)
			}
			if fromValue, err := integrity.SafeCanonicalize(v); err != nil || string(fromValue) != string(canonical) {
				t.Fatalf("from the decoded value: %q, %v", fromValue, err)
			}
			if err := integrity.CheckStrictSubset(got); err != nil && !errors.Is(err, integrity.ErrExponent) {
				t.Fatalf("the canonical form fails the strict subset: %v", err)
			}
		})
	}
	for _, fx := range meta.Fixtures {
		if fx.HashEqualWith == "" {
			continue
		}
		partners++
		id := fx.Category + "/" + fx.Case
		if a, b := hashes[id], hashes[fx.HashEqualWith]; a == "" || a != b {
			t.Errorf("%s and %s: hashes %q and %q", id, fx.HashEqualWith, a, b)
		}
	}
	if partners != 8 {
		t.Errorf("%d fixtures name a partner, want 8", partners)
	}
}

// Upstream 8.7.0's signing/canonicalization cases: the valid ones equal
// SafeCanonicalize and pass the strict subset; the two invalid ones have no
// machine input, so the inputs they describe are built here and
// CheckStrictSubset rejects them.
func TestUpstreamSigningCanonicalization(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "signing", "canonicalization")
	valid := 0
	for _, f := range glob(t, filepath.Join(dir, "valid", "*.json")) {
		t.Run("valid/"+filepath.Base(f), func(t *testing.T) {
			var c struct {
				Input             json.RawMessage `json:"input"`
				ExpectedCanonical string          `json:"expected_canonical"`
			}
			readJSON(t, f, &c)
			got, err := integrity.SafeCanonicalizeJSON(c.Input)
			if err != nil || string(got) != c.ExpectedCanonical {
				t.Fatalf("got %q, %v; want %q", got, err, c.ExpectedCanonical)
			}
			if err := integrity.CheckStrictSubset(c.Input); err != nil {
				t.Fatalf("strict subset: %v", err)
			}
			valid++
		})
	}
	// The inputs the invalid cases describe, and the rule each breaks.
	built := map[string]struct {
		reason error
		input  func(codepoints string) string
	}{
		"duplicate-keys-forbidden.json": {integrity.ErrDuplicateName, func(string) string { return `{"a":1,"a":2}` }},
		"non-NFC-unicode-rejected.json": {integrity.ErrNotNFC, func(cps string) string { return `{"s":"` + fromCodepoints(t, cps) + `"}` }},
	}
	invalid := 0
	for _, f := range glob(t, filepath.Join(dir, "invalid", "*.json")) {
		t.Run("invalid/"+filepath.Base(f), func(t *testing.T) {
			var c struct {
				Description string `json:"input_description"`
				Codepoints  string `json:"input_codepoints"`
				Status      string `json:"expected_status"`
			}
			readJSON(t, f, &c)
			b, ok := built[filepath.Base(f)]
			if !ok || c.Status != "rejected" {
				t.Fatalf("no input built for %q (%s), status %q", filepath.Base(f), c.Description, c.Status)
			}
			in := b.input(c.Codepoints)
			if err := integrity.CheckStrictSubset([]byte(in)); !errors.Is(err, b.reason) {
				t.Fatalf("CheckStrictSubset(%q) = %v, want %v", in, err, b.reason)
			}
			invalid++
		})
	}
	if valid != 5 || invalid != 2 {
		t.Errorf("%d valid and %d invalid cases ran, want 5 and 2", valid, invalid)
	}
}

// Upstream 8.7.0's strict-subset pathologies: the raw texts of the invalid
// cases are rejected for the reason each names, the valid inputs accepted
// (with their canonical form where they give one).
func TestUpstreamStrictSubsetPathologies(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "signing", "strict-subset-pathologies")
	reasons := map[string]error{
		"exponent-notation-rejected":          integrity.ErrExponent,
		"hex-literal-rejected":                integrity.ErrNotJSON,
		"leading-plus-rejected":               integrity.ErrNotJSON,
		"nan-rejected":                        integrity.ErrNotJSON,
		"negative-infinity-rejected":          integrity.ErrNotJSON,
		"positive-infinity-rejected":          integrity.ErrNotJSON,
		"negative-zero-rejected":              integrity.ErrNegativeZero,
		"non-nfc-unicode-rejected":            integrity.ErrNotNFC,
		"decimal-with-trailing-zero-stripped": nil,
		"nfc-unicode":                         nil,
		"safe-integer":                        nil,
		"zero-int":                            nil,
	}
	ran := 0
	for _, f := range glob(t, filepath.Join(dir, "*", "*.json")) {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run(filepath.Base(filepath.Dir(f))+"/"+name, func(t *testing.T) {
			var c struct {
				Input             json.RawMessage `json:"input"`
				Status            string          `json:"expected_status"`
				ExpectedCanonical *string         `json:"expected_canonical"`
				RawFile           string          `json:"raw_file"`
			}
			readJSON(t, f, &c)
			want, known := reasons[name]
			if !known {
				t.Fatalf("case %q is not known to this test", name)
			}
			raw := []byte(c.Input)
			if c.RawFile != "" {
				raw = readFile(t, filepath.Join(filepath.Dir(f), c.RawFile))
			}
			err := integrity.CheckStrictSubset(raw)
			switch {
			case c.Status == "rejected" && want != nil:
				if !errors.Is(err, want) {
					t.Fatalf("CheckStrictSubset(%q) = %v, want %v", raw, err, want)
				}
			case c.Status == "accepted" && want == nil:
				if err != nil {
					t.Fatalf("CheckStrictSubset(%q) = %v", raw, err)
				}
				if c.ExpectedCanonical != nil {
					if got, err := integrity.SafeCanonicalizeJSON(raw); err != nil || string(got) != *c.ExpectedCanonical {
						t.Fatalf("canonical %q, %v; want %q", got, err, *c.ExpectedCanonical)
					}
				}
			default:
				t.Fatalf("status %q, but this test expects %v", c.Status, want)
			}
			ran++
		})
	}
	if ran != len(reasons) {
		t.Errorf("%d cases ran, want %d", ran, len(reasons))
	}
}

// Upstream 8.7.0's reserved JCS fixture files hold no fixtures yet; when
// they do, this test fails so that a runner learns to run them.
func TestUpstreamJCSStubs(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "runners", "_shared")
	for _, tc := range []struct{ file, kind, rfc string }{
		{"jcs-conformance.json", "jcs_conformance", "RFC 8785"},
		{"jcs-duplicate-key-rejection.json", "jcs_duplicate_key_rejection", "RFC 8785 §3.2.3"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			var stub struct {
				FixtureKind     string            `json:"fixture_kind"`
				ContractVersion string            `json:"contract_version"`
				RFC             string            `json:"rfc"`
				Fixtures        []json.RawMessage `json:"fixtures"`
			}
			readJSON(t, filepath.Join(dir, tc.file), &stub)
			if stub.FixtureKind != tc.kind || stub.ContractVersion != "8.7.0" || stub.RFC != tc.rfc || stub.Fixtures == nil {
				t.Fatalf("%+v", stub)
			}
			if len(stub.Fixtures) != 0 {
				t.Fatalf("%d fixtures: the stub has become a corpus this test does not run", len(stub.Fixtures))
			}
		})
	}
}

// On every valid input of the corpora whose strings are in NFC, the safe
// form equals the library's plain canonical form (hounfour.MarshalCanonical).
func TestSafeCanonicalizeMatchesMarshalCanonical(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors")
	n := 0
	for _, f := range glob(t, filepath.Join(dir, "_canonicalization-edge-cases", "*", "*.input.json")) {
		in := readFile(t, f)
		if integrity.CheckStrictSubset(in) != nil {
			continue // NFD text: the forms differ by design
		}
		safe, err := integrity.SafeCanonicalizeJSON(in)
		plain, perr := hounfour.MarshalCanonical(json.RawMessage(in))
		if err != nil || perr != nil || string(safe) != string(plain) {
			t.Errorf("%s: %q, %v; MarshalCanonical %q, %v", f, safe, err, plain, perr)
		}
		n++
	}
	if n < 20 {
		t.Errorf("only %d inputs compared", n)
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	if err := json.Unmarshal(readFile(t, path), v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func glob(t *testing.T, pattern string) []string {
	t.Helper()
	fs, err := filepath.Glob(pattern)
	if err != nil || len(fs) == 0 {
		t.Fatalf("%s: no files (%v)", pattern, err)
	}
	return fs
}

// fromCodepoints reads "U+0065 U+0301" as the text of those characters.
func fromCodepoints(t *testing.T, s string) string {
	t.Helper()
	var b strings.Builder
	for _, f := range strings.Fields(s) {
		r, err := strconv.ParseUint(strings.TrimPrefix(f, "U+"), 16, 32)
		if err != nil || !strings.HasPrefix(f, "U+") {
			t.Fatalf("code point %q", f)
		}
		b.WriteRune(rune(r))
	}
	return b.String()
}
