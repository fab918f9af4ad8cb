package constraint_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
)

// TestGovernanceBuiltins: the governance execution builtins on the
// protocol's edge cases (wrong types, missing members, values outside the
// vocabularies, prototype names), each evaluated on a document holding the
// argument under a member name.
func TestGovernanceBuiltins(t *testing.T) {
	for _, c := range []struct {
		expr, arg string
		want      bool
	}{
		// constraint_lifecycle_valid: the lifecycle table.
		{"constraint_lifecycle_valid(e)", `{"from_status":"proposed","to_status":"under_review"}`, true},
		{"constraint_lifecycle_valid(e)", `{"from_status":"proposed","to_status":"rejected"}`, true},
		{"constraint_lifecycle_valid(e)", `{"from_status":"under_review","to_status":"enacted"}`, true},
		{"constraint_lifecycle_valid(e)", `{"from_status":"under_review","to_status":"rejected"}`, true},
		{"constraint_lifecycle_valid(e)", `{"from_status":"enacted","to_status":"deprecated"}`, true},
		{"constraint_lifecycle_valid(e)", `{"from_status":"proposed","to_status":"enacted"}`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":"deprecated","to_status":"proposed"}`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":"rejected","to_status":"proposed"}`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":"enacted","to_status":"enacted"}`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":"proposed"}`, false},
		{"constraint_lifecycle_valid(e)", `null`, false},
		{"constraint_lifecycle_valid(e)", `[1]`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":"toString","to_status":"enacted"}`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":"__proto__","to_status":"enacted"}`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":"Proposed","to_status":"under_review"}`, false},
		{"constraint_lifecycle_valid(e)", `{"from_status":1,"to_status":"under_review"}`, false},
		// proposal_execution_valid: completed, every change a success.
		{"proposal_execution_valid(x)", `{"status":"completed","changes_applied":[{"result":"success"},{"result":"success"}]}`, true},
		{"proposal_execution_valid(x)", `{"status":"failed","changes_applied":[{"result":"success"},{"result":"failed"}]}`, false},
		{"proposal_execution_valid(x)", `{"status":"completed","changes_applied":[{"result":"success"},{"result":"failed"}]}`, false},
		{"proposal_execution_valid(x)", `{"status":"completed","changes_applied":[]}`, false},
		{"proposal_execution_valid(x)", `{"status":"completed","changes_applied":[{"result":"success"},null]}`, false},
		{"proposal_execution_valid(x)", `{"status":"completed","changes_applied":{"0":{"result":"success"}}}`, false},
		{"proposal_execution_valid(x)", `{"status":"executing","changes_applied":[{"result":"success"}]}`, false},
		{"proposal_execution_valid(x)", `{"status":"completed","changes_applied":[{"result":"skipped"}]}`, false},
		{"proposal_execution_valid(x)", `{"status":"completed","changes_applied":[[]]}`, false},
		{"proposal_execution_valid(x)", `{"status":"completed"}`, false},
		// execution_checkpoint_valid: all nine pairs, then the rest.
		{"execution_checkpoint_valid(cp)", `{"health_status":"healthy","proceed_decision":"continue"}`, true},
		{"execution_checkpoint_valid(cp)", `{"health_status":"healthy","proceed_decision":"pause"}`, false},
		{"execution_checkpoint_valid(cp)", `{"health_status":"healthy","proceed_decision":"rollback"}`, false},
		{"execution_checkpoint_valid(cp)", `{"health_status":"degraded","proceed_decision":"continue"}`, true},
		{"execution_checkpoint_valid(cp)", `{"health_status":"degraded","proceed_decision":"pause"}`, true},
		{"execution_checkpoint_valid(cp)", `{"health_status":"degraded","proceed_decision":"rollback"}`, false},
		{"execution_checkpoint_valid(cp)", `{"health_status":"failing","proceed_decision":"continue"}`, false},
		{"execution_checkpoint_valid(cp)", `{"health_status":"failing","proceed_decision":"pause"}`, false},
		{"execution_checkpoint_valid(cp)", `{"health_status":"failing","proceed_decision":"rollback"}`, true},
		{"execution_checkpoint_valid(cp)", `{"health_status":"critical","proceed_decision":"rollback"}`, false},
		{"execution_checkpoint_valid(cp)", `{"proceed_decision":"continue"}`, false},
		{"execution_checkpoint_valid(cp)", `null`, false},
		{"execution_checkpoint_valid(cp)", `{"health_status":"healthy","proceed_decision":1}`, false},
	} {
		name := strings.SplitN(c.expr, "(", 2)[0] + " " + c.arg
		t.Run(name, func(t *testing.T) {
			arg := strings.TrimSuffix(strings.SplitN(c.expr, "(", 2)[1], ")")
			if got := check(t, c.expr, fmt.Sprintf(`{%q:%s}`, arg, c.arg)); got != c.want {
				t.Errorf("%s on %s = %v, want %v", c.expr, c.arg, got, c.want)
			}
		})
	}
	// The statuses at the document root, with the argument absent: the
	// empty object.
	if check(t, "constraint_lifecycle_valid(event)", `{"from_status":"proposed","to_status":"under_review"}`,
		constraint.WithoutAliases()) {
		t.Error("constraint_lifecycle_valid of an absent member is true")
	}
}

// TestAliasBinding: a file's aliases are the arguments of document-level
// builtins, the names its type signatures declare of its own schema, and
// this; the shipped ExecutionCheckpoint and RollbackScope rules then hold
// on a valid document (evaluated literally, every one fails).
func TestAliasBinding(t *testing.T) {
	for schema, want := range map[string][]string{
		"execution-checkpoint": {"checkpoint"},
		"rollback-scope":       {"scope"},
		"event-subscription":   nil,
	} {
		fs := constraint.ForSchemaIn(hounfour.Contract870, schema)
		if len(fs) != 1 {
			t.Fatalf("%s: %d files", schema, len(fs))
		}
		if got := fs[0].Aliases(); !slices.Equal(got, want) {
			t.Errorf("%s: aliases %v, want %v", schema, got, want)
		}
	}
	checkpoint := `{"checkpoint_id":"c","health_status":"degraded","proceed_decision":"pause",` +
		`"changes_applied_count":2,"changes_remaining_count":0}`
	scope := `{"scope_id":"s","changes_to_rollback":[0],"reason":"failing checkpoint"}`
	for _, c := range []struct{ schema, doc, want string }{
		{"execution-checkpoint", checkpoint,
			"checkpoint-health-decision-consistent pass checkpoint-counts-nonnegative pass"},
		{"execution-checkpoint", `{"health_status":"failing","proceed_decision":"continue","changes_applied_count":-1,"changes_remaining_count":0}`,
			"checkpoint-health-decision-consistent fail checkpoint-counts-nonnegative fail"},
		{"rollback-scope", scope, "rollback-changes-nonempty pass rollback-reason-nonempty pass"},
		{"rollback-scope", `{"changes_to_rollback":[],"reason":""}`,
			"rollback-changes-nonempty fail rollback-reason-nonempty fail"},
	} {
		rep, err := constraint.EvaluateSchema(c.schema, []byte(c.doc), constraint.WithContract(hounfour.Contract870))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(verdicts870(rep), " "); got != c.want {
			t.Errorf("%s %s: %s, want %s", c.schema, c.doc, got, c.want)
		}
	}
	// Literal evaluation: the alias is undefined and every rule fails.
	rep, err := constraint.EvaluateSchema("rollback-scope", []byte(scope), constraint.WithContract(hounfour.Contract870),
		constraint.WithoutAliases())
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(verdicts870(rep), " "); got != "rollback-changes-nonempty fail rollback-reason-nonempty fail" {
		t.Errorf("literal: %s", got)
	}
	// this: always the document, unless it has a member of that name.
	f, err := constraint.ParseFile([]byte(`{"$schema":"x","schema_id":"X","contract_version":"1.0.0","constraints":[` +
		`{"id":"x","severity":"error","expression":"this.a == 1"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(f.Aliases(), []string{"this"}) {
		t.Errorf("aliases %v", f.Aliases())
	}
	for doc, want := range map[string]string{`{"a":1}`: "pass", `{"a":2}`: "fail", `{"a":2,"this":{"a":1}}`: "pass"} {
		v, err := constraint.DecodeJSON([]byte(doc))
		if err != nil {
			t.Fatal(err)
		}
		if got := verdicts870(f.Evaluate(v)); !slices.Equal(got, []string{"x " + want}) {
			t.Errorf("this on %s: %v, want %s", doc, got, want)
		}
	}
}

// verdicts870 lists a report's results as "id status", in order.
func verdicts870(r constraint.Report) []string {
	var out []string
	for _, x := range r.Results {
		out = append(out, x.ID+" "+string(x.Status))
	}
	return out
}
