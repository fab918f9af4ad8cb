package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// writeTree writes files (path → content) below a new temporary folder.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for p, s := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// pricingVector is a pricing-calculation vector expecting total want:
// floor(1000 × 2500 / 10^6) + floor(10 × 1 / 10^6) = 2.
func pricingVector(id, want string) string {
	return `{"vector_id":"` + id + `","category":"pricing-calculation","description":"d","contract_version":"7.0.0",` +
		`"input":{"model_id":"m","prompt_tokens":1000,"completion_tokens":10,"pricing":{"input_cost_per_million":"2500","output_cost_per_million":"1"}},` +
		`"expected_output":{"total_cost_micro":"` + want + `"},"expected_valid":true,"matching_rules":{"select_fields":["total_cost_micro"]}}`
}

func TestConformanceCommand(t *testing.T) {
	t.Parallel()
	dir := writeTree(t, map[string]string{
		"conformance/pricing-calculation/ok.json":  pricingVector("conformance-pricing-001", "2"),
		"conformance/pricing-calculation/bad.json": pricingVector("conformance-pricing-002", "3"),
		"xfail.json": `{"expected_failures":[{"vector_id":"conformance-pricing-002","reason":"fixture"}]}`,
		"empty.json": `{"expected_failures":[]}`,
	})
	code, out, errs := runCLI("", "conformance", "-upstream", dir, "-expected-failures", filepath.Join(dir, "empty.json"))
	if code != 1 || !strings.Contains(out, "FAIL  pricing-calculation/bad.json conformance-pricing-002") ||
		!strings.HasSuffix(out, "FAIL (failed: 1, skipped: 0, passed: 1, total: 2)\n") {
		t.Errorf("failing run: exit %d\n%s%s", code, out, errs)
	}
	// The conformance folder itself may be given, and the list turns the
	// failure into an expected one.
	code, out, errs = runCLI("", "conformance", "-upstream", filepath.Join(dir, "conformance"), "-expected-failures", filepath.Join(dir, "xfail.json"))
	if code != 0 || !strings.Contains(out, "XFAIL pricing-calculation/bad.json conformance-pricing-002: fixture") ||
		!strings.HasSuffix(out, "skipped 1 = waiting on library code 0 + matcher-only 0 + expected failures 1\nPASS (failed: 0, skipped: 1, passed: 1, total: 2)\n") {
		t.Errorf("expected failure: exit %d\n%s%s", code, out, errs)
	}
	code, out, _ = runCLI("", "conformance", "-upstream", dir, "-expected-failures", filepath.Join(dir, "xfail.json"), "-format", "json")
	var rep vectors.ConformanceReport
	if err := json.Unmarshal([]byte(out), &rep); code != 0 || err != nil || rep.Summary.Total != 2 || rep.Summary.ExpectedFailures != 1 {
		t.Errorf("json: exit %d %v\n%s", code, err, out)
	}
	for i, args := range [][]string{
		{"conformance", "extra"},
		{"conformance", "-format", "xml", "-upstream", dir},
		{"conformance", "-upstream", filepath.Join(dir, "missing")},
		{"conformance", "-upstream", dir, "-expected-failures", filepath.Join(dir, "missing.json")},
		{"conformance", "-upstream", dir, "-expected-failures", filepath.Join(dir, "conformance/pricing-calculation/ok.json")},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if code, _, _ := runCLI("", args...); code != 2 {
				t.Errorf("%v: exit %d, want 2", args, code)
			}
		})
	}
}

// TestVectorsUnknownUpstream: hounfour vectors -upstream fails on a file it
// has never seen and names it.
func TestVectorsUnknownUpstream(t *testing.T) {
	t.Parallel()
	dir := writeTree(t, map[string]string{
		"VERSION": "7.0.0\n",
		"conformance/pricing-calculation/ok.json": pricingVector("conformance-pricing-001", "2"),
		"new-folder/cases.json":                   "{}",
	})
	code, out, errs := runCLI("", "vectors", "-upstream", dir)
	if code != 1 || !strings.Contains(out, "UNKNOWN new-folder/cases.json: a file in a folder this library has never seen") ||
		!strings.Contains(out, "skipped VERSION: ") ||
		!strings.HasSuffix(out, "FAIL upstream files: run 1 / skipped 1 / unknown 1; cases: passed 1 / failed 0 / skipped 0\n") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}

func TestConformanceUpstream(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir(t, "vectors")
	code, out, errs := runCLI("", "conformance", "-upstream", dir)
	if code != 0 || !strings.Contains(out, "PASS (failed: 0, skipped: ") || !strings.Contains(out, "total: 82)") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI("", "vectors", "-upstream", dir)
	if code != 0 || !strings.Contains(out, "PASS upstream files: run ") || !strings.Contains(out, "unknown 0; cases: passed ") {
		t.Errorf("vectors: exit %d\n%s%s", code, out[max(0, len(out)-2000):], errs)
	}
}

// TestUpstream87 runs upstream 8.7.0's tree: its VERSION selects the
// contract, both commands say which and pass; the skipped files are
// grouped by reason; none waits on library code.
func TestUpstream87(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	code, out, errs := runCLI("", "conformance", "-upstream", dir)
	if code != 0 || !strings.HasPrefix(out, "upstream v8.7.0 conformance vectors\n") || !strings.Contains(out, "total: 238)") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI("", "vectors", "-upstream", dir)
	if code != 0 || !strings.Contains(out, "PASS upstream files (contract 8.7.0): run ") || !strings.Contains(out, "unknown 0; cases: passed ") ||
		!strings.Contains(out, "ran:    upstream v8.7.0 vectors") || strings.Contains(out, "waiting on library code: ") {
		t.Errorf("vectors: exit %d\n%s%s", code, out[max(0, len(out)-3000):], errs)
	}
}
