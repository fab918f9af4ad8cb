package constraint

import (
	"errors"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
)

// The seven protocol constraints that do not compile under the library's
// grammar, with their load-time messages (deviation 42).
var notCompiling = map[string]string{
	"liveness-formula-has-eventually": "Method calls are not supported: includes",
	"certified-requires-vectors":      "Unknown function: all",
	"active-model-required":           "Unknown function: any",
	"metadata-namespace":              "Unknown function: all_keys",
	"metadata-size-limit":             "Unknown function: json_size",
	"expires-after-published":         "Unknown function: date_after",
	"endpoints-https-only":            "Unknown function: all_values",
}

// notCompiling870 are the constraints of the files contract 8.7.0 adds
// that do not compile (upstream's evaluator cannot run them either), with
// the compiler's message.
var notCompiling870 = map[string]string{
	"micro-usdc-string-format":        "Unknown function: matches",
	"reputation-authoritative-weight": "Unexpected character: /",
	"FR-1":                            `Expected paren ")", got ident "in"`,
	"KR-1":                            "Expected parameter name in .every()",
	"KR-2":                            "Expected parameter name in .every()",
	"SGE-1":                           "Method calls are not supported: keys",
	"ORD-5":                           "Unexpected character: —",
}

// validateAppliesFile are the schema ids with a library type whose Validate
// applies the shipped rules (deviation 8).
var validateAppliesFile = []string{"AgentIdentity", "BillingEntry", "SagaContext", "BridgeTransferSaga", "MonetaryPolicy",
	"MintingPolicy", "RegistryBridge", "JwtBoundarySpec", "DelegationOutcome", "PermissionBoundary",
	"GovernanceProposal", "DelegationTree", "ConservationPropertyRegistry", "LivenessProperty"}

func TestShippedFiles(t *testing.T) {
	t.Parallel()
	s := shippedFor(hounfour.Contract700)
	if len(s.loadErrs) > 0 {
		t.Fatalf("shipped files that do not load: %v", s.loadErrs)
	}
	files := ShippedFor(hounfour.Contract700)
	if len(files) != 35 {
		t.Errorf("%d shipped files, want 35 (one per constrained type)", len(files))
	}
	names := make([]string, len(files))
	seen := map[string]bool{}
	total, compiled := 0, 0
	skipped := map[string]string{}
	for i, f := range files {
		names[i] = f.Name()
		if seen[f.SchemaID()] {
			t.Errorf("two files for %s", f.SchemaID())
		}
		seen[f.SchemaID()] = true
		if want := f.SchemaName() + ".constraints.json"; f.Name() != want {
			t.Errorf("file %s holds %s, want the name %s", f.Name(), f.SchemaID(), want)
		}
		if f.ExpressionVersion() != ExpressionVersion || f.ContractVersion() != "7.0.0" {
			t.Errorf("%s: versions %s / %s", f.Name(), f.ExpressionVersion(), f.ContractVersion())
		}
		md := mustDecode(t, string(f.Metadata()))
		if n, _ := md.Get("schema_name"); toString(n) != f.SchemaName() {
			t.Errorf("%s: metadata.schema_name %v", f.Name(), n)
		}
		for _, c := range f.Constraints() {
			total++
			if c.Message == "" {
				t.Errorf("%s: %s has no message", f.Name(), c.ID)
			}
			if c.Expr == nil {
				skipped[c.ID] = c.Err.Msg
				continue
			}
			compiled++
		}
	}
	if !sort.StringsAreSorted(names) {
		t.Errorf("Shipped not in file-name order: %v", names)
	}
	if total != 142 || compiled != 135 {
		t.Errorf("%d constraints, %d compile; want 142 and 135", total, compiled)
	}
	if diff := cmp.Diff(notCompiling, skipped); diff != "" {
		t.Errorf("constraints that do not compile (-want +got):\n%s", diff)
	}
	if len(s.fileErrs) != 2 {
		t.Errorf("%d files with a FileError, want 2 (LivenessProperty, ModelProviderSpec)", len(s.fileErrs))
	}
	for _, f := range files {
		var want []string
		switch f.SchemaID() {
		case "BridgeTransferSaga":
			want = []string{"saga"}
		case "GovernanceProposal":
			want = []string{"proposal"}
		}
		if got := f.Aliases(); !cmp.Equal(got, want, cmpEmpty) {
			t.Errorf("%s aliases = %v, want %v", f.SchemaID(), got, want)
		}
	}
}

var cmpEmpty = cmp.Comparer(func(a, b []string) bool { return strings.Join(a, ",") == strings.Join(b, ",") })

var ruleID = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// The files Validate applies use kebab-case rule ids, as violations report them.
func TestShippedRuleIDs(t *testing.T) {
	t.Parallel()
	for _, id := range validateAppliesFile {
		t.Run(id, func(t *testing.T) {
			fs := ForSchemaIn(hounfour.Contract700, id)
			if len(fs) != 1 {
				t.Errorf("%s: %d files", id, len(fs))
				return
			}
			for _, c := range fs[0].Constraints() {
				if !ruleID.MatchString(c.ID) {
					t.Errorf("%s: rule id %q is not kebab-case", id, c.ID)
				}
			}
		})
	}
}

// Every shipped file type-checks cleanly, and each type signature names
// exactly the schema members the expression reads.
func TestShippedTypeSignatures(t *testing.T) {
	t.Parallel()
	reg := DefaultRegistry()
	for _, f := range ShippedFor(hounfour.Contract700) {
		res := TypeCheckFile(f, reg)
		if !res.Valid || len(res.Warnings) > 0 {
			t.Errorf("%s: %+v", f.Name(), res)
		}
		fields := reg[f.SchemaID()]
		for _, c := range f.Constraints() {
			sig := mustDecode(t, string(c.TypeSignature))
			if in, _ := sig.Get("input_schema"); toString(in) != f.SchemaID() {
				t.Errorf("%s: input_schema %v", c.ID, in)
			}
			ft, _ := sig.Get("field_types")
			var got []string
			for _, m := range ft.Members() {
				got = append(got, m.Name+":"+toString(m.Value))
			}
			if c.Expr == nil {
				continue
			}
			var want []string
			for _, r := range c.Expr.reads {
				if typ, ok := fields[r]; ok {
					want = append(want, r+":"+string(typ))
				}
			}
			if !cmp.Equal(want, got, cmpEmpty) {
				t.Errorf("%s: field_types %v, want %v", c.ID, got, want)
			}
		}
	}
}

func TestEvaluateSchema(t *testing.T) {
	t.Parallel()
	doc := []byte(`{"id":"e1","trace_id":"t","tenant_id":"x","source_completion_id":"c","reconciliation_delta_micro":"0"}`)
	for _, name := range []string{"BillingEntry", "billing-entry"} {
		t.Run(name, func(t *testing.T) {
			rep, err := EvaluateSchema(name, doc)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			var got []string
			for _, r := range rep.Results {
				got = append(got, r.ID+" "+string(r.Severity)+" "+string(r.Status))
			}
			want := []string{"billing-valid error pass", "billing-pricing-provenance warning fail", "billing-reconciliation-delta warning fail"}
			if rep.SchemaID != "BillingEntry" || !cmp.Equal(got, want) || !rep.OK() || len(rep.Warnings()) != 2 {
				t.Errorf("%s: %v %v", name, rep.SchemaID, got)
			}
		})
	}
	if _, err := EvaluateSchema("Nothing", doc); !errors.Is(err, ErrUnknownSchema) {
		t.Errorf("unknown schema: %v", err)
	}
	if _, err := EvaluateSchema("AccessPolicy", doc, WithContract(hounfour.Contract700)); !errors.Is(err, ErrUnknownSchema) {
		t.Errorf("7.0.0's set has no AccessPolicy file (upstream 7.0.0's phantom file is not shipped): %v", err)
	}
	if _, err := EvaluateSchema("BillingEntry", []byte(`{"id":1,"id":2}`)); !errors.Is(err, ErrJSON) {
		t.Errorf("duplicate member: %v", err)
	}
	if _, err := EvaluateSchema("BillingEntry", []byte(`[]`)); !errors.Is(err, ErrNotObject) {
		t.Errorf("array document: %v", err)
	}
	// The received bytes are evaluated: "00" is not '0' for the money-text rule.
	rep, _ := EvaluateSchema("StakePosition", []byte(`{"amount_micro":"5","vesting":{"schedule":"immediate","vested_micro":"5","remaining_micro":"00"}}`))
	if rep.OK() || rep.Errors()[0].ID != "stake-immediate-zero-remaining" {
		t.Errorf("money text: %v", rep)
	}
	rep, err := EvaluateValue("model-provider-spec", ObjectOf())
	if err != nil || len(rep.Skipped()) != 6 || !rep.OK() {
		t.Errorf("ModelProviderSpec: %v %v", rep, err)
	}
	if _, err := EvaluateValue("x", ObjectOf()); !errors.Is(err, ErrUnknownSchema) {
		t.Errorf("EvaluateValue unknown: %v", err)
	}
	if ForSchema("nothing") != nil {
		t.Errorf("ForSchema(nothing) not nil")
	}
}

func TestCheckDocument(t *testing.T) {
	t.Parallel()
	rep, err := CheckDocument("bridge-transfer-saga", []byte(`{"status":"settled","settled_at":null,"steps":[{"step_id":"s1","status":"completed","amount_micro":"10"}],"compensation_steps":[],"participants":[{}],"timeout":{"total_seconds":60,"per_step_seconds":30}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := `BridgeTransferSaga: 6 constraints: 4 pass, 1 error, 1 warning — INVALID
  pass     error    saga-steps-ordered
  pass     error    saga-amount-conserved
  pass     error    saga-timeout-positive
  pass     error    saga-participants-include-initiator
  FAIL     error    saga-settled-has-timestamp: a settled saga must record settled_at
  FAIL     warning  saga-timeout-valid: a completed step took longer than timeout.per_step_seconds, or lacks valid started_at/completed_at times
`
	if got := rep.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestSchemaName(t *testing.T) {
	t.Parallel()
	for id, want := range map[string]string{
		"JwtBoundarySpec": "jwt-boundary-spec", "BillingEntry": "billing-entry", "AccessPolicy": "access-policy",
		"InterAgentTransactionAudit": "inter-agent-transaction-audit", "X": "x", "": "",
	} {
		t.Run(id, func(t *testing.T) {
			if got := SchemaName(id); got != want {
				t.Errorf("SchemaName(%q) = %q, want %q", id, got, want)
			}
		})
	}
}

// The files contract 8.7.0 adds (the default registry holds 7.0.0's schemas
// only): each type signature names the file's schema and the members the
// check reads, and fields lists them, in the same order.
func TestShipped870TypeSignatures(t *testing.T) {
	v7 := ShippedFor(hounfour.Contract700)
	for _, f := range ShippedFor(hounfour.Contract870) {
		if slices.Contains(v7, f) {
			continue
		}
		md := mustDecode(t, string(f.Metadata()))
		if n, _ := md.Get("schema_name"); toString(n) != f.SchemaName() || f.Name() != f.SchemaName()+".constraints.json" {
			t.Errorf("%s: metadata.schema_name %v", f.Name(), n)
		}
		for _, c := range f.Constraints() {
			sig := mustDecode(t, string(c.TypeSignature))
			if in, _ := sig.Get("input_schema"); toString(in) != f.SchemaID() {
				t.Errorf("%s: input_schema %v", c.ID, in)
			}
			ft, _ := sig.Get("field_types")
			var typed []string
			for _, m := range ft.Members() {
				typed = append(typed, m.Name)
			}
			if c.Expr == nil && c.Err != nil {
				// A constraint that does not compile reads nothing; its
				// fields are the ones its text names.
				if msg, ok := notCompiling870[c.ID]; !ok || c.Err.Msg != msg || !cmp.Equal(c.Fields, typed, cmpEmpty) {
					t.Errorf("%s %s: does not compile (%v), fields %v, field_types %v", f.Name(), c.ID, c.Err, c.Fields, typed)
				}
				continue
			}
			var reads []string
			if x := c.check(nil); x != nil {
				for _, r := range x.reads {
					if r != "undefined" { // by convention absent
						reads = append(reads, r)
					}
				}
			}
			if !cmp.Equal(reads, typed, cmpEmpty) && !(c.Strategy != "" && cmp.Equal(c.Fields, typed, cmpEmpty)) {
				t.Errorf("%s %s: field_types %v, the check reads %v", f.Name(), c.ID, typed, reads)
			}
			// A constraint that reads the document under an alias its
			// signature declares lists, as fields, the members it reads
			// through it.
			aliased := len(typed) > 0 && !slices.ContainsFunc(typed, func(n string) bool { return !slices.Contains(f.Aliases(), n) })
			if c.Message == "" || c.Strategy == "" && !aliased && !cmp.Equal(c.Fields, typed, cmpEmpty) && len(typed) > 0 {
				t.Errorf("%s %s: message %q, fields %v, field_types %v", f.Name(), c.ID, c.Message, c.Fields, typed)
			}
		}
	}
}
