package schemaaudit_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemaaudit"
	"github.com/hounfour-go/hounfour/schemas"
)

// sharedDir returns ../shared/<name>/schemas beside the module root, or
// skips the test with a log line when it is absent.
func sharedDir(t *testing.T, name string) string {
	t.Helper()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Skipf("module root not found (%v): skipping", err)
	}
	p := filepath.Join(root, "..", "shared", name, "schemas")
	if _, err := os.Stat(p); err != nil {
		t.Skipf("shared data absent (%v): skipping the audit of upstream releases", err)
	}
	return p
}

// TestAuditUpstream7To87 reproduces the known facts of upstream v7.0.0 →
// v8.7.0 (issue 18 part 4): nothing removed, 170 schemas added (the
// commons/ subfolder included), 9 of the 92 v7.0.0 schemas changed, each
// only by optional members inside closed objects or by enum values added —
// breaking for strict readers, compatible for lax ones.
func TestAuditUpstream7To87(t *testing.T) {
	t.Parallel()
	r, err := schemaaudit.Compare(os.DirFS(sharedDir(t, "upstream")), os.DirFS(sharedDir(t, "upstream-8.7.0")))
	if err != nil {
		t.Fatal(err)
	}
	if r.SourceVersion != "7.0.0" || r.TargetVersion != "8.7.0" {
		t.Errorf("versions %s → %s", r.SourceVersion, r.TargetVersion)
	}
	if len(r.Removed) != 0 || len(r.Added) != 170 || len(r.Changed) != 9 || r.Unchanged != 83 {
		t.Errorf("removed %d, added %d, changed %d, unchanged %d", len(r.Removed), len(r.Added), len(r.Changed), r.Unchanged)
	}
	commons := 0
	for _, a := range r.Added {
		if filepath.Dir(a) == "commons" {
			commons++
		}
	}
	if commons != 21 || !slices.Contains(r.Added, "commons/audit-entry") || !slices.Contains(r.Added, "x402-quote") {
		t.Errorf("commons schemas added: %d", commons)
	}

	// Per changed schema: the optional members added (closed objects) and
	// the enumerations that gained values, as schema paths.
	const ap = "/properties/sealing_policy/properties/access_policy"
	sealing := []string{ap + "/properties/min_reputation_score", ap + "/properties/min_reputation_state",
		ap + "/properties/operator", ap + "/properties/policies", ap + "/properties/revoke_below_score",
		ap + "/properties/revoke_below_state"}
	type facts struct{ optional, enums []string }
	want := map[string]facts{
		"agent-identity": {optional: []string{"/properties/trust_scopes/properties/match_strategy",
			"/properties/trust_scopes/properties/precedence_score"}},
		"bridge-transfer-saga": {optional: []string{
			"/properties/participants/items/properties/trust_scopes/properties/match_strategy",
			"/properties/participants/items/properties/trust_scopes/properties/precedence_score"}},
		"capability-scoped-trust": {optional: []string{"/properties/match_strategy", "/properties/precedence_score"}},
		"conformance-vector":      {enums: []string{"/properties/category"}},
		"conversation":            {optional: sealing, enums: []string{ap + "/properties/type"}},
		"delegation-outcome": {optional: []string{"/properties/dissent_records/items/properties/acknowledged_at",
			"/properties/dissent_records/items/properties/acknowledged_by",
			"/properties/dissent_records/items/properties/acknowledgment_response"}},
		"governance-proposal": {optional: []string{"/properties/collection_id", "/properties/execution_id"}},
		"transfer-event":      {optional: sealing, enums: []string{ap + "/properties/type"}},
		"transfer-spec":       {optional: sealing, enums: []string{ap + "/properties/type"}},
	}
	for _, s := range r.Changed {
		w, ok := want[s.Name]
		if !ok {
			t.Errorf("%s changed unexpectedly: %+v", s.Name, s.Changes)
			continue
		}
		var optional, enums []string
		for _, c := range s.Changes {
			switch {
			case c.Kind == "optional_member_added" && c.Dimension == schemaaudit.DimOptional &&
				c.Strict == schemaaudit.Breaking && c.Lax == schemaaudit.Compatible:
				optional = append(optional, c.Path)
			case c.Kind == "enum_values_added" && c.Dimension == schemaaudit.DimEnum &&
				c.Strict == schemaaudit.Breaking && c.Lax == schemaaudit.Compatible:
				enums = append(enums, c.Path)
			default:
				t.Errorf("%s: change of another kind: %+v", s.Name, c)
			}
		}
		if !slices.Equal(optional, w.optional) || !slices.Equal(enums, w.enums) {
			t.Errorf("%s: optional members added %q, enums %q; want %q, %q", s.Name, optional, enums, w.optional, w.enums)
		}
		if s.Strict != schemaaudit.Breaking || s.Lax != schemaaudit.Compatible {
			t.Errorf("%s: verdicts %s/%s", s.Name, s.Strict, s.Lax)
		}
		delete(want, s.Name)
	}
	if len(want) > 0 {
		t.Errorf("not reported as changed: %v", want)
	}
	if r.Verdict(schemaaudit.Strict) != schemaaudit.Breaking || r.Verdict(schemaaudit.Lax) != schemaaudit.Compatible {
		t.Errorf("overall %s/%s", r.Strict, r.Lax)
	}
	if got := r.Summary(); got != "7.0.0 → 8.7.0: 170 added, 0 removed, 9 changed, 83 unchanged; strict reader BREAKING, lax reader COMPATIBLE" {
		t.Errorf("summary %q", got)
	}
	t.Log(r.Summary())
}

// TestAuditOursAgainstUpstream70 audits this repository's schemas/ against
// upstream v7.0.0: the schemas we add (tool and messaging types, the cost
// event) are additions, and the differences in the upstream schemas we
// implement are our deliberate choices. The known ones are checked; any
// other is logged, since the set grows as schemas are added.
func TestAuditOursAgainstUpstream70(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	r, err := schemaaudit.Compare(os.DirFS(sharedDir(t, "upstream")), os.DirFS(filepath.Join(root, "schemas", "7.0.0")))
	if err != nil {
		t.Fatal(err)
	}
	if r.SourceVersion != "7.0.0" || r.TargetVersion != "7.0.0" {
		t.Errorf("versions %s → %s", r.SourceVersion, r.TargetVersion)
	}
	for _, name := range []string{"cost-event", "tool-registration", "agent-message"} {
		t.Run(name, func(t *testing.T) {
			if !slices.Contains(r.Added, name) {
				t.Errorf("%s not reported as added", name)
			}
		})
	}
	type key struct{ schema, path, kind string }
	known := map[key]bool{
		{"conversation", "/properties/sealing_policy/if", "keyword_changed"}:                         true,
		{"conversation", "/properties/sealing_policy/then", "keyword_changed"}:                       true,
		{"delegation-outcome", "/properties/result", "member_became_optional"}:                       true,
		{"exchange-rate-spec", "/properties/staleness_threshold_seconds/default", "default_removed"}: true,
		{"minting-policy", "/properties/requires_governance_approval/default", "default_removed"}:    true,
	}
	for _, s := range r.Changed {
		for _, c := range s.Changes {
			k := key{s.Name, c.Path, c.Kind}
			if known[k] {
				delete(known, k)
				continue
			}
			t.Logf("%s %s %s %s (strict %s, lax %s)", s.Name, c.Path, c.Kind, c.Detail, c.Strict, c.Lax)
		}
	}
	if len(known) > 0 {
		t.Errorf("known differences not reported: %v", known)
	}
	t.Log(r.Summary())
}

// TestAuditOursAcrossContracts audits the library's two schema sets: the
// 7.0.0 files against the 8.7.0 files change exactly the schemas 8.x
// widened (and the library's conversation-list-response, which holds
// conversations), each by added optional members and vocabulary values
// only: breaking for a strict reader, compatible for a lax one; the
// schemas added are the document types of 8.x the library has (at least
// the 26 of the commons).
func TestAuditOursAcrossContracts(t *testing.T) {
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	r, err := schemaaudit.Compare(os.DirFS(filepath.Join(root, "schemas", "7.0.0")), os.DirFS(filepath.Join(root, "schemas", "8.7.0")))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"agent-identity", "bridge-transfer-saga", "capability-scoped-trust", "conformance-vector",
		"conversation", "conversation-list-response", "delegation-outcome", "governance-proposal", "transfer-event", "transfer-spec"}
	var changed []string
	for _, sr := range r.Changed {
		changed = append(changed, sr.Name)
		for _, c := range sr.Changes {
			if c.Kind != "optional_member_added" && c.Kind != "enum_values_added" {
				t.Errorf("%s %s: change %s", sr.Name, c.Path, c.Kind)
			}
		}
	}
	slices.Sort(changed)
	v7 := schemas.NamesFor(hounfour.Contract700)
	var wantAdded []string
	for _, n := range schemas.NamesFor(hounfour.Contract870) {
		if !slices.Contains(v7, n) {
			wantAdded = append(wantAdded, n)
		}
	}
	added := slices.Sorted(slices.Values(r.Added))
	if !slices.Equal(changed, want) || !slices.Equal(added, wantAdded) || len(added) < 26 || len(r.Removed) != 0 {
		t.Errorf("changed %q, added %q, removed %q", changed, r.Added, r.Removed)
	}
	if r.SourceVersion != "7.0.0" || r.TargetVersion != "8.7.0" {
		t.Errorf("versions %s → %s", r.SourceVersion, r.TargetVersion)
	}
	if r.Verdict(schemaaudit.Strict) != schemaaudit.Breaking || r.Verdict(schemaaudit.Lax) == schemaaudit.Breaking {
		t.Errorf("verdicts strict %v, lax %v", r.Verdict(schemaaudit.Strict), r.Verdict(schemaaudit.Lax))
	}
}

// TestAuditOursMatchesUpstream: auditing the library's two schema sets
// reports what auditing upstream's two releases reports — the same 170
// schemas added, none removed, and among the schemas upstream publishes the
// same 9 changed (the library's tenth, conversation-list-response, is a
// file upstream does not publish).
func TestAuditOursMatchesUpstream(t *testing.T) {
	t.Parallel()
	up7, up87 := sharedDir(t, "upstream"), sharedDir(t, "upstream-8.7.0")
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	ours, err := schemaaudit.Compare(os.DirFS(filepath.Join(root, "schemas", "7.0.0")), os.DirFS(filepath.Join(root, "schemas", "8.7.0")))
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := schemaaudit.Compare(os.DirFS(up7), os.DirFS(up87))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(slices.Sorted(slices.Values(ours.Added)), slices.Sorted(slices.Values(theirs.Added))) || len(theirs.Added) != 170 {
		t.Errorf("added: ours %d %q, upstream's %d", len(ours.Added), ours.Added, len(theirs.Added))
	}
	if len(ours.Removed) != 0 || len(theirs.Removed) != 0 {
		t.Errorf("removed: ours %q, upstream's %q", ours.Removed, theirs.Removed)
	}
	names := func(r *schemaaudit.Report, only func(string) bool) []string {
		var out []string
		for _, s := range r.Changed {
			if only(s.Name) {
				out = append(out, s.Name)
			}
		}
		slices.Sort(out)
		return out
	}
	published := func(name string) bool {
		_, err := os.Stat(filepath.Join(up7, name+".schema.json"))
		return err == nil
	}
	all := func(string) bool { return true }
	if got, want := names(ours, published), names(theirs, all); !slices.Equal(got, want) || len(want) != 9 {
		t.Errorf("changed among upstream's schemas: ours %q, upstream's %q", got, want)
	}
	if extra := names(ours, func(n string) bool { return !published(n) }); !slices.Equal(extra, []string{"conversation-list-response"}) {
		t.Errorf("changed schemas upstream does not publish: %q", extra)
	}
	if ours.Verdict(schemaaudit.Strict) != theirs.Verdict(schemaaudit.Strict) || ours.Verdict(schemaaudit.Lax) != theirs.Verdict(schemaaudit.Lax) {
		t.Errorf("verdicts: ours %v/%v, upstream's %v/%v", ours.Verdict(schemaaudit.Strict), ours.Verdict(schemaaudit.Lax),
			theirs.Verdict(schemaaudit.Strict), theirs.Verdict(schemaaudit.Lax))
	}
}
