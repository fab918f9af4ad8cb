package authority_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/authority"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

var v8 = hounfour.Options{Contract: hounfour.Contract870}

// delegation returns a valid delegation granted by granted at depth.
func delegation(t *testing.T, granted string, depth int) *authority.RepresentativeDelegation {
	t.Helper()
	doc := `{"delegation_id":"550e8400-e29b-41d4-a716-446655440000","org_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8",
	"representative":{"agent_id":"rep-one","display_name":"Rep","agent_type":"human","capabilities":["sign"],
	"trust_scopes":{"scopes":{},"default_level":"basic"},"delegation_authority":[],"max_delegation_depth":0,
	"governance_weight":1,"contract_version":"8.7.0"},"capability_scope":{"governance":true},
	"expiry":"2027-01-01T00:00:00Z","granted_by":"` + granted + `","chain_depth":` + string(rune('0'+depth)) + `,
	"signature":"ed25519:` + strings.Repeat("A", 86) + `","signed_by":"ed25519-pub:` + strings.Repeat("B", 43) + `",
	"signing_key_id":"k","signing_algorithm":"ed25519","signed_at":"2026-05-01T00:00:00Z",
	"signing_context":{"audience":"org","scope":"org-delegation/grant","contract_version":"8.7.0"}}`
	var d authority.RepresentativeDelegation
	if err := v8.Decode([]byte(doc), &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

func raws(t *testing.T, chain string) []json.RawMessage {
	t.Helper()
	var out []json.RawMessage
	if err := json.Unmarshal([]byte(chain), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCheckChain: the cases of ORD-3 on a chain, with the diagnostic of
// the graph when the graph is what fails.
func TestCheckChain(t *testing.T) {
	t.Parallel()
	const term = `{"delegation_id":"genesis:org-public-key"}`
	for _, c := range []struct {
		name    string
		granted string
		depth   int
		chain   string
		ok      bool
		code    constraint.DAGCode
		path    string
		context string
	}{
		{"terminator only", authority.GenesisSentinel, 0, `[` + term + `]`, true, "", "", ""},
		{"no terminator", authority.GenesisSentinel, 0, `[{"delegation_id":"d0","granted_by":"genesis:org-public-key"}]`, false,
			constraint.DAGDanglingRef, "$[0].granted_by", `{"from":"d0","ref":"genesis:org-public-key"}`},
		{"depth two", "d1", 2, `[` + term + `,{"delegation_id":"d1","granted_by":"genesis:org-public-key"},{"delegation_id":"d2","granted_by":"d1"}]`,
			true, "", "", ""},
		{"cycle", "d2", 1, `[` + term + `,{"delegation_id":"d1","granted_by":"d2"},{"delegation_id":"d2","granted_by":"d1"}]`, false,
			constraint.DAGCycleDetected, "$", `{"cycle":["d1","d2","d1"]}`},
		{"no genesis anywhere", "d1", 1, `[{"delegation_id":"d1"},{"delegation_id":"d2","granted_by":"d1"}]`, false, "", "", ""},
		{"empty chain", "d1", 1, `[]`, false, "", "", ""},
		{"depth not reconciled (ORD-4 is the caller's)", "d1", 5,
			`[` + term + `,{"delegation_id":"d1","granted_by":"genesis:org-public-key"},{"delegation_id":"d2","granted_by":"d1"}]`, true, "", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			d := delegation(t, authority.GenesisSentinel, 0)
			d.GrantedBy, d.ChainDepth = authority.GrantedBy(c.granted), c.depth
			err := authority.CheckChain(d, raws(t, c.chain))
			if c.ok {
				if err != nil {
					t.Fatalf("got %v, want nil", err)
				}
				return
			}
			var ce *authority.ChainError
			var ve *hounfour.ValidationError
			if !errors.As(err, &ce) || !errors.As(err, &ve) {
				t.Fatalf("got %v, want a *ChainError", err)
			}
			if len(ve.Violations) != 1 || ve.Violations[0].Rule != "ORD-3" || ve.Violations[0].Path != "" ||
				ve.Violations[0].Message != "Delegation chain must form a valid DAG keyed by delegation_id, terminate at the genesis sentinel 'genesis:org-public-key', and have chain_depth <= 20." {
				t.Errorf("violations %+v", ve.Violations)
			}
			switch {
			case c.code == "" && ce.Diagnostic != nil:
				t.Errorf("diagnostic %+v, want none", ce.Diagnostic)
			case c.code != "":
				if ce.Diagnostic == nil {
					t.Fatalf("no diagnostic, want %s", c.code)
				}
				ctx, _ := json.Marshal(ce.Diagnostic.Context)
				if ce.Diagnostic.Code != c.code || ce.Diagnostic.Path != c.path || string(ctx) != c.context {
					t.Errorf("diagnostic %s %s %s, want %s %s %s", ce.Diagnostic.Code, ce.Diagnostic.Path, ctx, c.code, c.path, c.context)
				}
			}
		})
	}
	if err := authority.CheckChain(delegation(t, authority.GenesisSentinel, 0), []json.RawMessage{json.RawMessage(`{`)}); err == nil ||
		errors.As(err, new(*authority.ChainError)) {
		t.Errorf("a record that is not JSON: %v", err)
	}
}

// TestDriftKeys: the capability_scope keys outside the six scopes, in the
// order of their UTF-16 code units.
func TestDriftKeys(t *testing.T) {
	t.Parallel()
	d := delegation(t, authority.GenesisSentinel, 0)
	d.CapabilityScope = map[string]json.RawMessage{"zeta": nil, "toString": nil, "Alpha": nil, "": nil, "audit": nil,
		"\uffff": nil, "\U0001F600": nil, "billing": nil}
	want := []string{"", "Alpha", "toString", "zeta", "\U0001F600", "\uffff"}
	if got := d.DriftKeys(); !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
	d.CapabilityScope = map[string]json.RawMessage{"governance": nil}
	if got := d.DriftKeys(); got != nil {
		t.Errorf("canonical keys only: %q", got)
	}
}

// TestCanonicalCapabilityScopes: the six scopes in order, as a copy.
func TestCanonicalCapabilityScopes(t *testing.T) {
	t.Parallel()
	s := authority.CanonicalCapabilityScopes()
	want := []agent.CapabilityScope{"billing", "governance", "inference", "delegation", "audit", "composition"}
	if !slices.Equal(s, want) {
		t.Fatalf("%v", s)
	}
	s[0] = "x"
	if authority.CanonicalCapabilityScopes()[0] != "billing" {
		t.Error("the table was changed through its copy")
	}
	d := delegation(t, authority.GenesisSentinel, 0)
	d.CapabilityScope = map[string]json.RawMessage{"billing": nil}
	if d.DriftKeys() != nil {
		t.Error("a changed copy changed a verdict")
	}
}

// TestGrantedBy: a uuid in any case or the genesis sentinel.
func TestGrantedBy(t *testing.T) {
	t.Parallel()
	for g, want := range map[authority.GrantedBy]bool{
		"genesis:org-public-key": true, "550e8400-e29b-41d4-a716-446655440000": true,
		"550E8400-E29B-41D4-A716-446655440000": true, "genesis:org-key": false, "": false,
		"550e8400e29b41d4a716446655440000": false, "genesis:org-public-key ": false,
	} {
		if g.Valid() != want {
			t.Errorf("%q: Valid %v", g, !want)
		}
	}
	if !authority.GrantedBy(authority.GenesisSentinel).IsGenesis() || authority.GrantedBy("x").IsGenesis() {
		t.Error("IsGenesis")
	}
}

// TestFailClosedFixtures: upstream's fail-closed cases (default or
// opt-in × chain context absent, present or malformed × a genesis or
// chained record) give the verdict and ORD-3 reason each expects.
func TestFailClosedFixtures(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors", "OrgRepresentativeDelegation", "v8.6.0-fail-closed")
	files, err := filepath.Glob(filepath.Join(dir, "case-*.json"))
	// The full set has twelve; the shared copy holds some of them.
	if err != nil || len(files) == 0 || len(files) > 12 {
		t.Fatalf("%d cases (%v), want 1 to 12", len(files), err)
	}
	t.Logf("%d of the 12 cases", len(files))
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var c struct {
				Options struct {
					FailClosed   bool `json:"failClosed"`
					ChainContext *struct {
						Records json.RawMessage `json:"granted_by_chain_records"`
					} `json:"chainContext"`
				} `json:"validate_options"`
				Data     json.RawMessage `json:"data"`
				Expected struct {
					Valid       bool   `json:"valid"`
					Reason      string `json:"ord3_reason"`
					ErrorPrefix string `json:"error_prefix"`
				} `json:"expected"`
			}
			if err := json.Unmarshal(data, &c); err != nil {
				t.Fatal(err)
			}
			o := v8
			o.FailClosed = c.Options.FailClosed
			if c.Options.ChainContext != nil {
				o.ChainContext = vectors.ChainContextOf(c.Options.ChainContext.Records)
			}
			var d authority.RepresentativeDelegation
			err = o.Decode(c.Data, &d)
			if !c.Expected.Valid {
				var ve *hounfour.ValidationError
				if !errors.As(err, &ve) || !strings.HasPrefix(ve.Violations[0].Message, c.Expected.ErrorPrefix) ||
					ve.Violations[0].Rule != hounfour.RuleChainContextDeferred {
					t.Fatalf("got %v, want an error starting %q", err, c.Expected.ErrorPrefix)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			m := o.Obligations(&d)
			if m == nil || m.SchemaID != "OrgRepresentativeDelegation" || m.Rules[0].RuleID != "ORD-3" ||
				string(m.Rules[0].Reason) != c.Expected.Reason {
				t.Errorf("manifest %+v, want ORD-3 %s", m, c.Expected.Reason)
			}
		})
	}
}

// TestNotInContract700: under the 7.0.0 profile the authority types are
// not document types.
func TestNotInContract700(t *testing.T) {
	t.Parallel()
	v7 := hounfour.Options{Contract: hounfour.Contract700}
	var k authority.Keyring
	if err := v7.Decode([]byte(`{}`), &k); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("Keyring under 7.0.0: %v", err)
	}
	var o authority.OrgIdentity
	if err := v7.Validate(&o); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("OrgIdentity under 7.0.0: %v", err)
	}
}
