package vectors_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
	"github.com/hounfour-go/hounfour/vectors/vectorstest"
)

// docOf returns the document of one of our own golden cases, so that the
// runner fixtures below use inputs whose verdict is already pinned.
func docOf(t *testing.T, file, id string) json.RawMessage {
	t.Helper()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if f.Path != file {
			continue
		}
		for _, c := range f.Cases {
			if c.ID == id {
				return c.Document()
			}
		}
	}
	t.Fatalf("no case %s in %s", id, file)
	return nil
}

// vector builds a conformance-vector file.
func vector(t *testing.T, id, category string, input json.RawMessage, expectedValid bool, extra string) *fstest.MapFile {
	t.Helper()
	s := `{"vector_id":"` + id + `","category":"` + category + `","description":"fixture","contract_version":"7.0.0",` +
		`"input":` + string(input) + `,"expected_valid":` + map[bool]string{true: "true", false: "false"}[expectedValid]
	if !strings.Contains(extra, `"expected_output"`) {
		s += `,"expected_output":{}`
	}
	if extra != "" {
		s += "," + extra
	}
	s += "}"
	return &fstest.MapFile{Data: []byte(s)}
}

// anthropicInput is an Anthropic Messages API response with two text blocks,
// the stop reason and the usage member given.
func anthropicInput(stopReason, usage string) string {
	return `{"provider":"anthropic","type":"message","role":"assistant","model":"claude-x",` +
		`"content":[{"type":"text","text":"Hello, "},{"type":"text","text":"world"}],"stop_reason":` + stopReason + usage + `}`
}

const pricingInput = `{"model_id":"m","prompt_tokens":8192,"completion_tokens":3,"pricing":{"input_cost_per_million":"130000","output_cost_per_million":"333333"}}`

// fixtures is a small suite with one vector of every outcome; the expected
// outcome is in each file name.
func fixtures(t *testing.T) fstest.MapFS {
	valid := docOf(t, "agent/agent-identity.json", "ai-valid")
	untrusted := docOf(t, "agent/agent-identity.json", "ai-inv-delegation-basic")
	return fstest.MapFS{
		"README.md":                      {Data: []byte("not a vector")},
		"agent-identity/pass-valid.json": vector(t, "conformance-agent-identity-001", "agent-identity", valid, true, ""),
		"agent-identity/pass-cross-field.json": vector(t, "conformance-agent-identity-002", "agent-identity", untrusted, false,
			`"cross_field_validations":[{"rule_id":"agent-identity-delegation-requires-trust","expected_severity":"error","expected_message_pattern":"delegation.*trust"}]`),
		"agent-identity/fail-verdict.json": vector(t, "conformance-agent-identity-003", "agent-identity", valid, false, ""),
		"agent-identity/fail-pattern.json": vector(t, "conformance-agent-identity-004", "agent-identity", untrusted, false,
			`"cross_field_validations":[{"rule_id":"agent-identity-delegation-requires-trust","expected_severity":"error","expected_message_pattern":"^budget"}]`),
		"agent-identity/fail-severity.json": vector(t, "conformance-agent-identity-005", "agent-identity", untrusted, false,
			`"cross_field_validations":[{"rule_id":"agent-identity-delegation-requires-trust","expected_severity":"warning"}]`),
		"agent-identity/fail-constraint-violated.json": vector(t, "conformance-agent-identity-006", "agent-identity", untrusted, false,
			`"expected_output":{"constraint_violated":"agent-identity-scope-coverage"}`),
		// floor(8192 × 130000 / 10^6) = 1064, floor(3 × 333333 / 10^6) = 0.
		"pricing-calculation/pass-floor.json": vector(t, "conformance-pricing-001", "pricing-calculation", json.RawMessage(pricingInput), true,
			`"expected_output":{"input_cost_micro":"1064","output_cost_micro":"0","total_cost_micro":"1064"},"matching_rules":{"select_fields":["input_cost_micro","output_cost_micro","total_cost_micro"]}`),
		"pricing-calculation/fail-round-up.json": vector(t, "conformance-pricing-002", "pricing-calculation", json.RawMessage(pricingInput), true,
			`"expected_output":{"input_cost_micro":"1065","output_cost_micro":"1","total_cost_micro":"1066"}`),
		"pricing-calculation/xfail-listed.json": vector(t, "conformance-pricing-003", "pricing-calculation", json.RawMessage(pricingInput), true,
			`"expected_output":{"total_cost_micro":"1"},"matching_rules":{"select_fields":["total_cost_micro"]}`),
		"pricing-calculation/unexpected-pass.json": vector(t, "conformance-pricing-004", "pricing-calculation", json.RawMessage(pricingInput), true,
			`"expected_output":{"total_cost_micro":"1064"},"matching_rules":{"select_fields":["total_cost_micro"]}`),
		"ensemble-position/matcher-only.json": vector(t, "conformance-ensemble-001", "ensemble-position", json.RawMessage(`{"raw":1}`), true,
			`"expected_output":{"consensus_reached":false}`),
		// The adapter categories: Anthropic's input_tokens + cache reads are
		// the prompt tokens, the text blocks concatenate.
		"provider-normalization/pass-anthropic.json": vector(t, "conformance-normalization-001", "provider-normalization",
			json.RawMessage(anthropicInput(`"end_turn"`, `,"usage":{"input_tokens":3,"cache_read_input_tokens":4,"output_tokens":5}`)), true,
			`"expected_output":{"model_id":"claude-x","content":"Hello, world","finish_reason":"stop","usage":{"prompt_tokens":7,"completion_tokens":5}}`),
		"provider-normalization/pass-rejected.json": vector(t, "conformance-normalization-002", "provider-normalization",
			json.RawMessage(anthropicInput(`"end_turn"`, ``)), false, `"metadata":{"expected_error":"missing_usage_data"}`),
		"provider-normalization/fail-wrong-error.json": vector(t, "conformance-normalization-003", "provider-normalization",
			json.RawMessage(anthropicInput(`"pause_turn"`, `,"usage":{"input_tokens":3,"output_tokens":5}`)), false,
			`"metadata":{"expected_error":"missing_usage_data"}`),
		"provider-normalization/fail-accepted.json": vector(t, "conformance-normalization-004", "provider-normalization",
			json.RawMessage(anthropicInput(`"end_turn"`, `,"usage":{"input_tokens":3,"output_tokens":5}`)), false, ""),
		"thinking-trace/pass-google.json": vector(t, "conformance-thinking-010", "thinking-trace",
			json.RawMessage(`{"provider":"google","modelVersion":"gemini-x","candidates":[{"content":{"parts":[{"text":"a","thought":true},{"text":"b","thought":true},{"text":"c"}]},"finishReason":"MAX_TOKENS"}],"usageMetadata":{"promptTokenCount":1}}`), true,
			`"expected_output":{"thinking_trace":"ab","content":"c","has_thinking":true,"finish_reason":"length"},"matching_rules":{"select_fields":["thinking_trace","content","has_thinking","finish_reason"]}`),
		"tool-call-roundtrip/pass-roundtrip.json": vector(t, "conformance-toolcall-001", "tool-call-roundtrip",
			json.RawMessage(`{"tool_calls":[{"id":"c1","name":"_f1","arguments":{"b":[1,{"c":null}],"a":"x"}},{"id":"c2","name":"g","arguments":{}}],"tool_results":[{"tool_call_id":"c2","is_error":true,"content":"down"}]}`), true,
			`"expected_output":{"tool_calls":[{"id":"c1","name":"_f1","arguments":{"a":"x","b":[1,{"c":null}]}},{"id":"c2","name":"g","arguments":{}}],"tool_call_count":2,"tool_results":[{"tool_call_id":"c2","is_error":true,"content":"down"}]},"matching_rules":{"null_handling":"strict"}`),
		"tool-call-roundtrip/fail-unknown-result.json": vector(t, "conformance-toolcall-002", "tool-call-roundtrip",
			json.RawMessage(`{"tool_calls":[{"id":"c1","name":"f","arguments":{}}],"tool_results":[{"tool_call_id":"c9","is_error":false,"content":""}]}`), true,
			`"expected_output":{"tool_results":[]},"matching_rules":{"select_fields":["tool_results"]}`),
		"tool-call-roundtrip/fail-name.json": vector(t, "conformance-toolcall-003", "tool-call-roundtrip",
			json.RawMessage(`{"tool_calls":[{"id":"c1","name":"get-weather","arguments":{}}]}`), true,
			`"expected_output":{"tool_call_count":1},"matching_rules":{"select_fields":["tool_call_count"]}`),
		"thinking-trace/fail-self-match.json": vector(t, "conformance-thinking-002", "thinking-trace", json.RawMessage(`{}`), true,
			`"expected_output":{"n":1e400}`),
		"delegation-chain/pass-empty.json":       vector(t, "conformance-delegation-chain-0001", "delegation-chain", json.RawMessage(`{}`), false, ""),
		"jwt-boundary/fail-folder.json":          vector(t, "conformance-jwt-boundary-001", "monetary-policy", json.RawMessage(`{}`), true, ""),
		"jwt-boundary/fail-duplicate-id.json":    vector(t, "conformance-agent-identity-001", "jwt-boundary", json.RawMessage(`{}`), true, ""),
		"new-category/fail-unknown.json":         vector(t, "conformance-new-category-001", "new-category", json.RawMessage(`{}`), true, ""),
		"fail-top-level.json":                    vector(t, "conformance-top-level-001", "jwt-boundary", json.RawMessage(`{}`), true, ""),
		"monetary-policy/deep/fail-nested.json":  vector(t, "conformance-nested-001", "monetary-policy", json.RawMessage(`{}`), true, ""),
		"monetary-policy/fail-not-a-vector.json": {Data: []byte(`{"vector_id":"conformance-x-001"}`)},
	}
}

var fixtureXFail = []vectors.ExpectedFailure{
	{VectorID: "conformance-pricing-003", Reason: "fixture: listed and failing"},
	{VectorID: "conformance-pricing-004", Reason: "fixture: listed but passing"},
	{VectorID: "conformance-gone-001", Reason: "fixture: not in the run"},
}

func TestRunConformanceOutcomes(t *testing.T) {
	t.Parallel()
	rep := vectors.RunConformance(fixtures(t), vectors.ConformanceOptions{ExpectedFailures: fixtureXFail})
	want := map[string]vectors.ConformanceStatus{}
	for p := range fixtures(t) {
		if !strings.HasSuffix(p, ".json") {
			continue
		}
		base := filepath.Base(p)
		switch {
		case strings.HasPrefix(base, "pass-"):
			want[p] = vectors.ConformancePassed
		case strings.HasPrefix(base, "fail-"):
			want[p] = vectors.ConformanceFailed
		case strings.HasPrefix(base, "xfail-"):
			want[p] = vectors.ConformanceExpectedFailure
		case base == "unexpected-pass.json":
			want[p] = vectors.ConformanceUnexpectedPass
		case base == "matcher-only.json":
			want[p] = vectors.ConformanceMatcherOnly
		}
	}
	if len(rep.Vectors) != len(want) {
		t.Errorf("%d results, want %d", len(rep.Vectors), len(want))
	}
	for _, r := range rep.Vectors {
		if r.Status != want[r.File] {
			t.Errorf("%s: %s (%s%s), want %s", r.File, r.Status, r.Reason, r.Detail, want[r.File])
		}
		switch r.Status {
		case vectors.ConformancePassed:
			if r.Reason != "" || r.Detail != "" {
				t.Errorf("%s: passed with reason %q detail %q", r.File, r.Reason, r.Detail)
			}
		case vectors.ConformanceFailed:
			if r.Detail == "" {
				t.Errorf("%s: failed without detail", r.File)
			}
		default:
			if r.Reason == "" {
				t.Errorf("%s: %s without reason", r.File, r.Status)
			}
		}
	}
	s := rep.Summary
	if s.OK || s.Failed != 17 || s.Passed != 8 || s.Skipped != 2 || s.Total != 27 ||
		s.UnexpectedPasses != 1 || s.Waiting != 0 || s.MatcherOnly != 1 || s.ExpectedFailures != 1 {
		t.Errorf("summary %+v", s)
	}
	if got := rep.SummaryLine(); got != "FAIL (failed: 17, skipped: 2, passed: 8, total: 27)" {
		t.Errorf("summary line %q", got)
	}
	if len(rep.UnusedExpectedFailures) != 1 || rep.UnusedExpectedFailures[0].VectorID != "conformance-gone-001" {
		t.Errorf("unused expected failures %+v", rep.UnusedExpectedFailures)
	}
}

// The failure details name what went wrong.
func TestRunConformanceDetails(t *testing.T) {
	t.Parallel()
	rep := vectors.RunConformance(fixtures(t), vectors.ConformanceOptions{})
	want := map[string]string{
		"agent-identity/fail-verdict.json":             "agent-identity: want invalid, got valid",
		"agent-identity/fail-pattern.json":             `do not match "^budget"`,
		"agent-identity/fail-severity.json":            "want a warning agent-identity-delegation-requires-trust: not reported",
		"agent-identity/fail-constraint-violated.json": "want a violation of agent-identity-scope-coverage",
		"pricing-calculation/fail-round-up.json":       `3 field(s) did not match: input_cost_micro, output_cost_micro, total_cost_micro; input_cost_micro: want "1065", got "1064"`,
		"thinking-trace/fail-self-match.json":          "expected_output does not match itself under its matching rules: 1 field(s) did not match: n",
		"jwt-boundary/fail-folder.json":                `category "monetary-policy" differs from its folder "jwt-boundary"`,
		"jwt-boundary/fail-duplicate-id.json":          "vector_id conformance-agent-identity-001 is also used by agent-identity/pass-valid.json",
		"new-category/fail-unknown.json":               "not a valid conformance-vector document: invalid conformance-vector: /category: Expected union value",
		"fail-top-level.json":                          `must sit directly in its category folder, not in ""`,
		"monetary-policy/deep/fail-nested.json":        `not in "monetary-policy/deep"`,
		"monetary-policy/fail-not-a-vector.json":       "/category: Expected required property",
		"pricing-calculation/xfail-listed.json":        "1 field(s) did not match: total_cost_micro",
		"provider-normalization/fail-wrong-error.json": "want a missing_usage_data rejection (missing usage data), got model: anthropic response: /stop_reason: finish reason has no unified equivalent: \"pause_turn\"",
		"provider-normalization/fail-accepted.json":    "want the input rejected, it was accepted",
		"tool-call-roundtrip/fail-unknown-result.json": `want the input accepted, got model: /0/tool_call_id: invalid tool call: no call has the id "c9"`,
		"tool-call-roundtrip/fail-name.json":           `model: /tool_calls/0/name: invalid tool name: "get-weather" does not match ^[a-zA-Z_][a-zA-Z0-9_]*$`,
	}
	for _, r := range rep.Vectors {
		if w, ok := want[r.File]; ok && !strings.Contains(r.Detail, w) {
			t.Errorf("%s: detail %q lacks %q", r.File, r.Detail, w)
		}
	}
}

// The JSON form of a report is stable: member names, order and status
// values are part of the command's output contract.
func TestConformanceReportJSON(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{
		"pricing-calculation/a.json": vector(t, "conformance-pricing-001", "pricing-calculation", json.RawMessage(pricingInput), true,
			`"expected_output":{"total_cost_micro":"1064"},"matching_rules":{"select_fields":["total_cost_micro"]}`),
		"pricing-calculation/b.json": vector(t, "conformance-pricing-002", "pricing-calculation", json.RawMessage(pricingInput), true,
			`"expected_output":{"total_cost_micro":"7"},"matching_rules":{"select_fields":["total_cost_micro"]}`),
		"ensemble-position/c.json": vector(t, "conformance-ensemble-001", "ensemble-position", json.RawMessage(`{}`), true, ""),
	}
	rep := vectors.RunConformance(fsys, vectors.ConformanceOptions{ExpectedFailures: []vectors.ExpectedFailure{
		{VectorID: "conformance-pricing-002", File: "pricing-calculation/b.json", Reason: "r", Deviation: "80"}}})
	got, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"summary":{"ok":true,"failed":0,"skipped":2,"passed":1,"total":3,"unexpected_passes":0,"waiting":0,"matcher_only":1,"expected_failures":1},` +
		`"categories":[{"category":"pricing-calculation","passed":1,"failed":0,"skipped":1},` +
		`{"category":"ensemble-position","passed":0,"failed":0,"skipped":1,"reason":"matcher-only: the expected consensus and position changes compare positions by meaning (differently worded positions count as agreeing), which no general rule decides; generic checks only"}],` +
		`"vectors":[{"file":"ensemble-position/c.json","vector_id":"conformance-ensemble-001","category":"ensemble-position","status":"matcher-only","reason":"matcher-only: the expected consensus and position changes compare positions by meaning (differently worded positions count as agreeing), which no general rule decides; generic checks only"},` +
		`{"file":"pricing-calculation/a.json","vector_id":"conformance-pricing-001","category":"pricing-calculation","status":"passed"},` +
		`{"file":"pricing-calculation/b.json","vector_id":"conformance-pricing-002","category":"pricing-calculation","status":"expected-failure","reason":"r","detail":"1 field(s) did not match: total_cost_micro; total_cost_micro: want \"7\", got \"1064\""}],` +
		`"unused_expected_failures":[]}`
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	empty, _ := json.Marshal(vectors.RunConformance(fstest.MapFS{}, vectors.ConformanceOptions{}))
	wantEmpty := `{"summary":{"ok":false,"failed":0,"skipped":0,"passed":0,"total":0,"unexpected_passes":0,"waiting":0,"matcher_only":0,"expected_failures":0},"categories":[],"vectors":[],"unused_expected_failures":[]}`
	if string(empty) != wantEmpty {
		t.Errorf("empty run:\n%s", empty)
	}
}

func TestParseExpectedFailures(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{
		`{}`,
		`{"expected_failures":[{"vector_id":"a"}]}`,
		`{"expected_failures":[{"reason":"r"}]}`,
		`{"expected_failures":[{"vector_id":"a","reason":"r"},{"vector_id":"a","reason":"s"}]}`,
		`{"expected_failures":[{"vector_id":"a","reason":"r","why":"x"}]}`,
		`[`,
	} {
		t.Run(bad, func(t *testing.T) {
			if _, err := vectors.ParseExpectedFailures([]byte(bad)); err == nil {
				t.Errorf("%s: accepted", bad)
			}
		})
	}
	list, err := vectors.ParseExpectedFailures([]byte(`{"description":"d","expected_failures":[{"vector_id":"a","file":"f","reason":"r","deviation":"80"}]}`))
	if err != nil || len(list) != 1 || list[0] != (vectors.ExpectedFailure{VectorID: "a", File: "f", Reason: "r", Deviation: "80"}) {
		t.Fatalf("%+v %v", list, err)
	}
	// The repository's list parses and names a reason for each entry.
	for _, e := range vectors.DefaultExpectedFailures() {
		if !strings.HasPrefix(e.VectorID, "conformance-") || e.Reason == "" {
			t.Errorf("entry %+v", e)
		}
	}
}

// TestUpstreamConformance runs upstream's 82 conformance vectors with the
// repository's expected-failures list: no unexplained failure, no stale
// list entry, and every category accounted for.
func TestUpstreamConformance(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir(t, "vectors", "conformance")
	rep := vectorstest.RunConformance(t, os.DirFS(dir), vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures(), Contract: hounfour.Contract700})
	s := rep.Summary
	if s.Total != 82 || !s.OK {
		t.Errorf("summary %+v", s)
	}
	if len(rep.UnusedExpectedFailures) != 0 {
		t.Errorf("expected failures not in upstream's suite: %+v", rep.UnusedExpectedFailures)
	}
	if len(rep.Categories) != 20 {
		t.Errorf("%d categories, want 20", len(rep.Categories))
	}
	for _, c := range rep.Categories {
		t.Logf("%-24s passed %d failed %d skipped %d %s", c.Category, c.Passed, c.Failed, c.Skipped, c.Reason)
	}
	// The vectors the specification singles out: asymmetric pricing passes
	// with the floor convention (1064; rounding up would give 1065), the
	// partial valid-registry is the one expected failure, and the invalid
	// liveness properties fail on schema rules although their constraint
	// does not compile.
	status := map[string]vectors.ConformanceStatus{}
	for _, r := range rep.Vectors {
		status[r.VectorID] = r.Status
	}
	for id, want := range map[string]vectors.ConformanceStatus{
		"conformance-pricing-006":                 vectors.ConformancePassed,
		"conformance-conservation-properties-001": vectors.ConformanceExpectedFailure,
		"conformance-liveness-properties-002":     vectors.ConformancePassed,
		"conformance-liveness-properties-003":     vectors.ConformancePassed,
		"conformance-agent-identity-002":          vectors.ConformancePassed,
		"conformance-registry-bridge-0002":        vectors.ConformancePassed,
		"conformance-delegation-tree-0002":        vectors.ConformancePassed,
	} {
		t.Run(id, func(t *testing.T) {
			if status[id] != want {
				t.Errorf("%s: %s, want %s", id, status[id], want)
			}
		})
	}
	// The adapter categories run through the library's normalizer and
	// tool-call conversions; only ensemble-position stays matcher-only.
	for prefix, n := range map[string]int{"conformance-normalization-": 8, "conformance-thinking-": 4, "conformance-toolcall-": 6} {
		t.Run(prefix, func(t *testing.T) {
			for i := 1; i <= n; i++ {
				id := fmt.Sprintf("%s%03d", prefix, i)
				if status[id] != vectors.ConformancePassed {
					t.Errorf("%s: %s, want passed", id, status[id])
				}
			}
		})
	}
	if s.MatcherOnly != 6 || s.Waiting != 0 {
		t.Errorf("matcher-only %d, waiting %d; want 6 (ensemble-position) and 0", s.MatcherOnly, s.Waiting)
	}
	// Without the list the known failures fail.
	if bare := vectors.RunConformance(os.DirFS(dir), vectors.ConformanceOptions{}); bare.Summary.Failed != s.ExpectedFailures {
		t.Errorf("without the list %d failed, want %d", bare.Summary.Failed, s.ExpectedFailures)
	}
}

// TestUpstreamEveryFile: every file under upstream's vector folder runs or
// is skipped with a reason; none is unknown.
func TestUpstreamEveryFile(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir(t, "vectors")
	rep, err := vectors.RunUpstreamAll(dir, vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Files {
		if f.Status == vectors.UpstreamFileUnknown {
			t.Errorf("unknown upstream file %s: %s", f.Path, f.Reason)
		}
		if f.Status == vectors.UpstreamFileSkipped && f.Reason == "" {
			t.Errorf("%s skipped without a reason", f.Path)
		}
	}
	if !rep.OK() {
		t.Error(rep.SummaryLine())
	}
	c := rep.Counts()
	if c.FilesRun+c.FilesSkipped != len(rep.Files) || len(rep.Files) < 104 {
		t.Errorf("counts %+v of %d files", c, len(rep.Files))
	}
	t.Log(rep.SummaryLine())
}

// TestUpstreamUnknownFiles: a file in a folder the library has never seen,
// or a new file in a known folder, is reported and fails the run; a skipped
// folder and the non-vector files are accounted for.
func TestUpstreamUnknownFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(p, s string) {
		t.Helper()
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("VERSION", "7.0.0\n")
	write("health/health-status.json", `{"valid_statuses":[],"invalid_statuses":[]}`)
	write("health/new-file.json", `{}`)
	write("brand-new/cases.json", `{}`)
	write("brand-new/NOTES.md", `x`)
	write("conformance/README.md", "docs")
	write("conformance/pricing-calculation/a.json", string(vector(t, "conformance-pricing-001", "pricing-calculation", json.RawMessage(pricingInput), true,
		`"expected_output":{"total_cost_micro":"1064"},"matching_rules":{"select_fields":["total_cost_micro"]}`).Data))
	write("conformance/delegation-chain/b.json", string(vector(t, "conformance-delegation-chain-0001", "delegation-chain", json.RawMessage(`{}`), false, "").Data))
	rep, err := vectors.RunUpstreamAll(dir, vectors.ConformanceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, f := range rep.Files {
		got[f.Path] = f.Status
	}
	want := map[string]string{
		"VERSION":                                "skipped",
		"health/health-status.json":              "run",
		"health/new-file.json":                   "unknown",
		"brand-new/cases.json":                   "unknown",
		"brand-new/NOTES.md":                     "unknown",
		"conformance/README.md":                  "skipped",
		"conformance/pricing-calculation/a.json": "run",
		"conformance/delegation-chain/b.json":    "run",
	}
	if len(got) != len(want) {
		t.Errorf("files %v", got)
	}
	for p, w := range want {
		t.Run(p, func(t *testing.T) {
			if got[p] != w {
				t.Errorf("%s: %q, want %q", p, got[p], w)
			}
		})
	}
	if rep.OK() {
		t.Error("a run with unknown files is OK")
	}
	if line := rep.SummaryLine(); line != "FAIL upstream files: run 3 / skipped 2 / unknown 3; cases: passed 2 / failed 0 / skipped 0" {
		t.Errorf("summary line %q", line)
	}
}
