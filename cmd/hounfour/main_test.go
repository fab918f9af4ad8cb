package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/schemas"
)

func runCLI(stdin string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"nope"}, {"validate"}, {"validate", "no-such-schema"}, {"vectors", "extra"}, {"schemas", "x"}} {
		if code, _, _ := runCLI("", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestVectors(t *testing.T) {
	code, out, errs := runCLI("", "vectors")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	for _, want := range []string{"agent-descriptor", "lifecycle-transition-payload", " 0 failed"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestValidate(t *testing.T) {
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

func TestSchemas(t *testing.T) {
	dir := t.TempDir()
	if code, out, errs := runCLI("", "schemas", "-o", dir); code != 0 {
		t.Fatalf("exit %d %s %s", code, out, errs)
	}
	for _, n := range schemas.Names() {
		got, err := os.ReadFile(filepath.Join(dir, n+".schema.json"))
		if err != nil || !bytes.Equal(got, schemas.JSON(n)) {
			t.Errorf("%s: written file differs (%v)", n, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "index.json")); err != nil {
		t.Error(err)
	}
}

func TestConstraints(t *testing.T) {
	code, out, _ := runCLI(`{"saga_id":"x"}`, "constraints", "check", "bridge-transfer-saga")
	if code != 1 || !strings.Contains(out, "INVALID") || !strings.Contains(out, "saga-participants-include-initiator") {
		t.Errorf("exit %d\n%s", code, out)
	}
	for _, args := range [][]string{{"constraints"}, {"constraints", "check"}, {"constraints", "check", "no-such-schema"}, {"constraints", "run", "x"}} {
		if code, _, _ := runCLI("{}", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	if code, _, errs := runCLI("{", "constraints", "check", "bridge-transfer-saga"); code != 2 || !strings.Contains(errs, "invalid JSON") {
		t.Errorf("syntax error: exit %d %q", code, errs)
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
