package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

func runCLI(stdin string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestUsage(t *testing.T) {
	t.Parallel()
	for i, args := range [][]string{{}, {"nope"}, {"validate"}, {"validate", "no-such-schema"}, {"vectors", "extra"}, {"schemas", "x"}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if code, _, _ := runCLI("", args...); code != 2 {
				t.Errorf("%v: exit %d, want 2", args, code)
			}
		})
	}
}

func TestVectors(t *testing.T) {
	t.Parallel()
	code, out, errs := runCLI("", "vectors")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	for _, want := range []string{"agent-descriptor", "lifecycle-transition-payload", " 0 failed"} {
		t.Run(want, func(t *testing.T) {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s", want, out)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	code, out, _ := runCLI(`"ACTIVE"`, "validate", "agent-lifecycle-state")
	if code != 0 || !strings.Contains(out, "valid agent-lifecycle-state") {
		t.Errorf("valid: exit %d %q", code, out)
	}
	code, out, _ = runCLI(`{"agent_id":"","previous_state":"X","new_state":"ACTIVE","reason":"r","x":1}`, "validate", "lifecycle-transition-payload", "-")
	want := "invalid lifecycle-transition-payload: 3 violation(s)\n" +
		"  /agent_id [minLength] Expected string length greater or equal to 1\n" +
		"  /previous_state [enum] Expected union value (allowed: DORMANT, PROVISIONING, ACTIVE, SUSPENDED, TRANSFERRED, ARCHIVED)\n" +
		"  /x [additionalProperties] Unexpected property\n"
	if code != 1 || out != want {
		t.Errorf("invalid: exit %d\n%s\nwant\n%s", code, out, want)
	}
	code, out, _ = runCLI(`{`, "validate", "agent-descriptor")
	if code != 1 || !strings.Contains(out, "(document) [json-syntax]") {
		t.Errorf("syntax: exit %d %q", code, out)
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "s.json")
	os.WriteFile(f, []byte(`"ARCHIVED"`), 0o644)
	if code, _, _ := runCLI("", "validate", "agent-lifecycle-state", f); code != 0 {
		t.Errorf("file: exit %d", code)
	}
	if code, _, _ := runCLI("", "validate", "agent-lifecycle-state", filepath.Join(dir, "missing")); code != 2 {
		t.Errorf("missing file: exit %d", code)
	}
}

// An invalid document's warnings are printed after its violations, in text
// and JSON; a document whose text could not be decoded (not JSON, not an
// object, over a limit of its shape) has none, although the zero value of
// commons-dividend has a warning.
func TestValidateWarningsOfInvalid(t *testing.T) {
	t.Parallel()
	// A held escrow without expires_at (a warning) paid to its payer (two violations).
	doc := `{"escrow_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","payer_id":"agent-payer","payee_id":"agent-payer",` +
		`"amount_micro":"2500000","state":"held","held_at":"2026-02-17T10:00:00Z","contract_version":"7.0.0"}`
	code, out, _ := runCLI(doc, "validate", "escrow-entry")
	want := "invalid escrow-entry: 2 violation(s)\n" +
		"  /payee_id [escrow-self] payer_id and payee_id must be different (self-escrow not allowed)\n" +
		"  (document) [escrow-no-self-escrow] payer_id and payee_id must be different parties\n" +
		"warning /expires_at [escrow-held-ttl] held escrow should have expires_at for TTL enforcement\n"
	if code != 1 || out != want {
		t.Errorf("text: exit %d\n%s\nwant\n%s", code, out, want)
	}
	code, out, _ = runCLI(doc, "validate", "--format", "json", "escrow-entry")
	var res validation
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 1 || res.Valid || len(res.Violations) != 2 ||
		len(res.Warnings) != 1 || res.Warnings[0].Path != "/expires_at" || res.Warnings[0].Rule != "escrow-held-ttl" ||
		res.Warnings[0].Message != "held escrow should have expires_at for TTL enforcement" {
		t.Errorf("json: exit %d %v\n%s", code, err, out)
	}
	for _, tc := range []struct{ doc, rule string }{
		{`{`, "json-syntax"}, {`[]`, "type"}, {`{"a":[[1]]}`, "limit-depth"},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			code, out, _ := runCLI(tc.doc, "validate", "--format", "json", "-max-depth", "2", "commons-dividend")
			var res validation
			if err := json.Unmarshal([]byte(out), &res); err != nil || code != 1 || len(res.Violations) != 1 ||
				res.Violations[0].Rule != tc.rule || res.Warnings == nil || len(res.Warnings) != 0 {
				t.Errorf("%s: exit %d %v\n%s", tc.doc, code, err, out)
			}
		})
	}
	// Decoded, though invalid: the absent source_performance_ids warns.
	code, out, _ = runCLI(`{"x":1}`, "validate", "commons-dividend")
	if code != 1 || !strings.HasSuffix(out, "warning /source_performance_ids [dividend-provenance] "+
		"dividend should link to source performance records for audit trail\n") {
		t.Errorf("decoded: exit %d\n%s", code, out)
	}
}

func TestSchemas(t *testing.T) {
	t.Parallel()
	for _, c := range []hounfour.Contract{"", hounfour.Contract700, hounfour.Contract870} {
		t.Run(string(c), func(t *testing.T) {
			dir := t.TempDir()
			args := []string{"schemas", "-o", dir}
			if c != "" {
				args = append(args, "--contract", string(c))
			}
			if code, out, errs := runCLI("", args...); code != 0 {
				t.Fatalf("exit %d %s %s", code, out, errs)
			}
			for _, n := range append(schemas.NamesFor(c), "index") {
				file := n + ".schema.json"
				if n == "index" {
					file = "index.json"
				}
				got, err := os.ReadFile(filepath.Join(dir, file))
				if err != nil || !bytes.Equal(got, schemas.JSONFor(c, n)) {
					t.Errorf("%q %s: written file differs (%v)", c, n, err)
				}
			}
			var idx struct{ Version string }
			b, _ := os.ReadFile(filepath.Join(dir, "index.json"))
			if err := json.Unmarshal(b, &idx); err != nil || idx.Version != string(c.Or()) {
				t.Errorf("%q: index version %q (%v)", c, idx.Version, err)
			}
		})
	}
}

func TestConstraints(t *testing.T) {
	t.Parallel()
	code, out, _ := runCLI(`{"saga_id":"x"}`, "constraints", "check", "bridge-transfer-saga")
	if code != 1 || !strings.Contains(out, "INVALID") || !strings.Contains(out, "saga-participants-include-initiator") {
		t.Errorf("exit %d\n%s", code, out)
	}
	for i, args := range [][]string{{"constraints"}, {"constraints", "check"}, {"constraints", "check", "no-such-schema"}, {"constraints", "run", "x"}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if code, _, _ := runCLI("{}", args...); code != 2 {
				t.Errorf("%v: exit %d, want 2", args, code)
			}
		})
	}
	// A document that is not JSON, or not an object, is reported as validate
	// reports it: its violation, exit 1, no constraint evaluated.
	for doc, rule := range map[string]string{"{": "json-syntax", "[1]": "type", `"x"`: "type"} {
		t.Run(doc, func(t *testing.T) {
			code, out, errs := runCLI(doc, "constraints", "check", "bridge-transfer-saga")
			vcode, vout, _ := runCLI(doc, "validate", "bridge-transfer-saga")
			if code != 1 || errs != "" || !strings.Contains(out, "not checked: the document is not a JSON object") ||
				!strings.Contains(out, "["+rule+"]") || vcode != 1 || !strings.Contains(vout, "["+rule+"]") {
				t.Errorf("%s: exit %d %q\n%s\nvalidate: exit %d\n%s", doc, code, errs, out, vcode, vout)
			}
			code, out, _ = runCLI(doc, "constraints", "check", "--format", "json", "bridge-transfer-saga")
			if code != 1 || !strings.Contains(out, `"not_evaluated": "the document is not a JSON object"`) {
				t.Errorf("%s, json: exit %d\n%s", doc, code, out)
			}
		})
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "saga.json")
	os.WriteFile(f, []byte(`{"saga_id":"x"}`), 0o644)
	if code, out, _ := runCLI("", "constraints", "check", "bridge-transfer-saga", f); code != 1 || !strings.Contains(out, "INVALID") {
		t.Errorf("file: exit %d\n%s", code, out)
	}
	if code, _, _ := runCLI("", "constraints", "check", "bridge-transfer-saga", filepath.Join(dir, "missing")); code != 2 {
		t.Errorf("missing file: exit %d", code)
	}
}
