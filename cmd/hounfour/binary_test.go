package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestExitStatusBinary runs the documented exit statuses through a built
// binary: 0 success, 1 failure, 2 usage error found before any work.
func TestExitStatusBinary(t *testing.T) {
	t.Parallel()
	bin := filepath.Join(t.TempDir(), "hounfour")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	dir := t.TempDir()
	saga := filepath.Join(dir, "saga.json")
	if err := os.WriteFile(saga, []byte(`{"saga_id":"x"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	sdir := filepath.Join(dir, "schemas")
	if err := os.Mkdir(sdir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sdir, "x.schema.json"), []byte(`{"type":"string"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	upstream, upErr := upstreamdata.Lookup("vectors")
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string // substring
		stderr string // substring
	}{
		{"no command", nil, "", 2, "", "usage:"},
		{"unknown command", []string{"nope"}, "", 2, "", `unknown command "nope"`},
		{"help", []string{"help"}, "", 0, "Every command takes -h", ""},
		{"version", []string{"version"}, "", 0, "hounfour 0.1.0 (contract 8.7.0, also 7.0.0; accepts 6.0.0", ""},
		{"version json", []string{"version", "--format", "json"}, "", 0, `"contract_version": "8.7.0",
  "contracts": [
    "7.0.0",
    "8.7.0"
  ]`, ""},
		{"version extra", []string{"version", "x"}, "", 2, "", "unexpected arguments: x"},
		{"validate -h", []string{"validate", "-h"}, "", 0, "usage: hounfour validate", ""},
		{"validate valid", []string{"validate", "agent-lifecycle-state"}, `"ACTIVE"`, 0, "valid agent-lifecycle-state", ""},
		{"validate invalid", []string{"validate", "agent-lifecycle-state", "-"}, `"X"`, 1, "[enum] Expected union value", ""},
		{"validate json", []string{"validate", "agent-lifecycle-state", "--format=json"}, `"X"`, 1, `"valid": false`, ""},
		{"validate unknown schema", []string{"validate", "no-such-schema"}, "", 2, "", `unknown schema "no-such-schema"`},
		{"validate bad format", []string{"validate", "--format", "xml", "agent-lifecycle-state"}, `"ACTIVE"`, 2, "", "want text or json"},
		{"validate missing file", []string{"validate", "agent-lifecycle-state", filepath.Join(dir, "missing")}, "", 2, "", "no such file or directory\nusage: hounfour validate"},
		{"constraints missing file", []string{"constraints", "check", "bridge-transfer-saga", filepath.Join(dir, "missing")}, "", 2, "", "no such file or directory\nusage: hounfour constraints"},
		{"validate too many", []string{"validate", "a", "b", "c"}, "", 2, "", "unexpected arguments: c"},
		{"constraints -h", []string{"constraints", "-h"}, "", 0, "constraint files only", ""},
		{"constraints fail", []string{"constraints", "check", "bridge-transfer-saga", saga}, "", 1, "saga-participants-include-initiator", ""},
		{"constraints json", []string{"constraints", "check", "--format", "json", "bridge-transfer-saga", saga}, "", 1, `"ok": false`, ""},
		{"constraints no file for schema", []string{"constraints", "check", "agent-lifecycle-state"}, "", 2, "", "no constraint file"},
		{"constraints not JSON", []string{"constraints", "check", "bridge-transfer-saga"}, "{", 1, "[json-syntax] Invalid JSON", ""},
		{"constraints not an object", []string{"constraints", "check", "bridge-transfer-saga"}, "[1]", 1, "[type] Expected object", ""},
		{"constraints wrong subcommand", []string{"constraints", "run", "x"}, "", 2, "", `unknown subcommand "run"`},
		{"vectors -h", []string{"vectors", "-h"}, "", 0, "-upstream", ""},
		{"vectors absent upstream folder", []string{"vectors", "-upstream", filepath.Join(dir, "nonexistent")}, "", 2, "", "not a readable folder"},
		{"vectors extra", []string{"vectors", "extra"}, "", 2, "", "unexpected arguments: extra"},
		{"schemas -h", []string{"schemas", "-h"}, "", 0, "-o string", ""},
		{"names -h", []string{"names", "-h"}, "", 0, "usage: hounfour names", ""},
		{"names extra", []string{"names", "x"}, "", 2, "", "unexpected arguments"},
		{"schemas extra", []string{"schemas", "x"}, "", 2, "", "unexpected arguments: x"},
		{"version -h", []string{"version", "-h"}, "", 0, "usage: hounfour version", ""},
		{"vectors bad limit flag", []string{"vectors", "-max-depth", "deep"}, "", 2, "", "invalid value"},
		{"vectors limits", []string{"vectors", "-max-depth", "3"}, "", 1, "FAIL", ""},
		{"conformance -h", []string{"conformance", "-h"}, "", 0, "usage: hounfour conformance", ""},
		{"conformance absent folder", []string{"conformance", "-upstream", filepath.Join(dir, "nonexistent")}, "", 2, "", "not a readable folder"},
		{"conformance extra", []string{"conformance", "x"}, "", 2, "", "unexpected arguments: x"},
		{"conformance bad format", []string{"conformance", "-format", "xml"}, "", 2, "", "want text or json"},
		{"audit -h", []string{"audit", "-h"}, "", 0, "output format: text or json (table = text)", ""},
		{"audit bad format", []string{"audit", "-from", sdir, "-to", sdir, "--format", "xml"}, "", 2, "", `--format "xml": want text, json or table`},
		{"audit without -from and -to", []string{"audit"}, "", 2, "", "-from or -to is required"},
		{"audit absent folder", []string{"audit", "-from", dir, "-to", filepath.Join(dir, "nonexistent")}, "", 2, "", "not a readable folder"},
		{"audit same folder", []string{"audit", "-from", sdir, "-to", sdir, "--format", "table"}, "", 0, "strict reader UNCHANGED", ""},
		{"audit json", []string{"audit", "-from", sdir, "-to", sdir, "--format", "json"}, "", 0, `"overall_verdict_strict": "UNCHANGED"`, ""},
		{"butterfreezone -h", []string{"butterfreezone", "-h"}, "", 0, "exit status: validate: 0 every check passed", ""},
		{"butterfreezone validate -h", []string{"butterfreezone", "validate", "-h"}, "", 0, "usage: hounfour butterfreezone", ""},
		{"butterfreezone no subcommand", []string{"butterfreezone"}, "", 2, "", "missing arguments"},
		{"butterfreezone unknown subcommand", []string{"butterfreezone", "check"}, "", 2, "", `unknown subcommand "check"`},
		{"butterfreezone misplaced flag", []string{"butterfreezone", "generate", "-strict"}, "", 2, "", "-strict does not apply to generate"},
		{"butterfreezone bad -now", []string{"butterfreezone", "generate", "-now", "today"}, "", 2, "", "-now"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(bin, tt.args...)
			cmd.Stdin = strings.NewReader(tt.stdin)
			var out, errb strings.Builder
			cmd.Stdout, cmd.Stderr = &out, &errb
			err := cmd.Run()
			code := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				code = exit.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tt.code || !strings.Contains(out.String(), tt.stdout) || !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, out.String(), errb.String())
			}
		})
	}
	t.Run("vectors sets", func(t *testing.T) {
		args := []string{"vectors", "--format", "json"}
		if upErr == nil {
			args = append(args, "-upstream", upstream)
		} else {
			upstreamdata.Absent(t, upErr, "the upstream vector set")
		}
		out, err := exec.Command(bin, args...).Output()
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		var got struct {
			OK   bool
			Sets []struct {
				Name   string
				Ran    bool
				Reason string
				Passed int
			}
		}
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatal(err)
		}
		if !got.OK || len(got.Sets) != 2 || !got.Sets[0].Ran || got.Sets[0].Passed == 0 || got.Sets[1].Ran != (upErr == nil) {
			t.Errorf("sets = %+v", got)
		}
		if upErr != nil && got.Sets[1].Reason == "" {
			t.Error("an absent set gives no reason")
		}
	})
}

// TestConstraintsAgreeWithValidate: on every document vector of a schema
// with constraint files, constraints check exits 1 whenever validate reports
// one of the files' error-severity constraint rules, and never when validate
// accepts the document.
func TestConstraintsAgreeWithValidate(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if !f.IsDocument() || len(constraint.ForSchema(f.Schema)) == 0 {
			continue
		}
		errorIDs := map[string]bool{}
		for _, file := range constraint.ForSchema(f.Schema) {
			for _, c := range file.Constraints() {
				errorIDs[c.ID] = c.Severity == constraint.SeverityError
			}
		}
		for _, c := range f.Cases {
			doc := c.Document()
			if _, err := constraint.CheckDocument(f.Schema, doc); err != nil {
				continue // not JSON: a usage error of constraints check
			}
			res, err := validateDocument(f.Schema, doc, hounfour.Options{Limits: hounfour.DefaultLimits()})
			if err != nil {
				t.Fatal(err)
			}
			reported := false
			for _, v := range res.Violations {
				reported = reported || errorIDs[v.Rule]
			}
			code, out, errs := runCLI(string(doc), "constraints", "check", f.Schema)
			checked++
			if code == 1 && res.Valid || code == 0 && reported || code == 2 {
				t.Errorf("%s/%s: exit %d, validate valid=%v, reports a constraint rule=%v\n%s%s", f.Path, c.ID, code, res.Valid, reported, out, errs)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no document checked")
	}
}
