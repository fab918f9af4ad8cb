package constraint_test

import (
	"errors"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/wire"
)

// textOrderedRule is a shipped constraint that orders date-time or
// dotted-version text as text: upstream's evaluator compares the strings,
// and text order is neither time order ("10:00+02:00" is 08:00Z but sorts
// after "09:00Z"; ".5Z" sorts before "Z") nor version order ("1.10" sorts
// before "1.9"). Validate does not apply such a rule (COMPATIBILITY.md
// deviation 60); a native rule checks the same order on the instants or
// versions and decides.
type textOrderedRule struct {
	schema string
	native string // the id of the native rule that decides
	// doc is a valid document of the schema with LATER and EARLIER in
	// place of the two values the rule orders.
	doc     string
	version bool // dotted versions, not date-times
	// contract is the only contract whose files have the rule ("" for
	// every contract).
	contract hounfour.Contract
}

// textOrdered is the exclusion list: every text-ordered temporal rule of
// the shipped files, by constraint id.
var textOrdered = map[string]textOrderedRule{
	"escrow-expires-after-held": {schema: "escrow-entry", native: "escrow-expires-after-held",
		doc: `{"escrow_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","payer_id":"agent-payer","payee_id":"agent-payee",` +
			`"amount_micro":"2500000","state":"held","held_at":"EARLIER","expires_at":"LATER","contract_version":"7.0.0"}`},
	"escrow-released-after-held": {schema: "escrow-entry", native: "escrow-released-after-held",
		doc: `{"escrow_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","payer_id":"agent-payer","payee_id":"agent-payee",` +
			`"amount_micro":"2500000","state":"released","held_at":"EARLIER","expires_at":"2026-02-18T10:00:00Z",` +
			`"contract_version":"7.0.0","released_at":"LATER"}`},
	"credit-settled-after-issued": {schema: "mutual-credit", native: "credit-settled-after-issued",
		doc: `{"credit_id":"credit-001","creditor_id":"agent-alice","debtor_id":"agent-bob","amount_micro":"750000",` +
			`"credit_type":"obligation","issued_at":"EARLIER","settled":true,"contract_version":"7.0.0","settled_at":"LATER",` +
			`"settlement":{"settlement_method":"direct_payment"}}`},
	"dividend-temporal": {schema: "commons-dividend", native: "dividend-period",
		doc: `{"dividend_id":"div-2026-02","pool_id":"pool-alpha","total_micro":"1000000","governance":"algorithmic",` +
			`"period_start":"EARLIER","period_end":"LATER","source_performance_ids":["perf-1","perf-2"],` +
			`"distribution":{"recipients":[{"address":"0xCommonsPool","role":"commons","share_bps":6000,"amount_micro":"600000"},` +
			`{"address":"agent-performer-1","role":"agent_performer","share_bps":4000,"amount_micro":"400000"}]},"contract_version":"7.0.0"}`},
	"dispute-resolution-temporal": {schema: "dispute-record", native: "dispute-resolution-order",
		doc: `{"dispute_id":"disp-0007","filed_by":"agent-a","filed_against":"agent-b","dispute_type":"quality",` +
			`"evidence":[{"event_id":"evt-201","description":"output contradicted the brief"}],"filed_at":"EARLIER",` +
			`"contract_version":"7.0.0","resolution":{"outcome":"upheld","resolved_at":"LATER"}}`},
	"sanction-expiry-after-imposed": {schema: "sanction", native: "sanction-expiry-after-imposed",
		doc: `{"sanction_id":"sanc-0042","agent_id":"agent-7","severity":"pool_restricted","trigger":{"violation_type":"rate_abuse",` +
			`"occurrence_count":5,"evidence_event_ids":["evt-101","evt-102"]},"imposed_by":"automatic","imposed_at":"EARLIER",` +
			`"appeal_available":true,"expires_at":"LATER","escalation_rule_applied":"rate_abuse","contract_version":"7.0.0"}`},
	"constraint-proposal-sunset-after-expression": {schema: "constraint-proposal", native: "constraint-proposal-sunset", version: true,
		doc: `{"proposal_id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","agent_id":"agent-a","target_schema_id":"EscrowEntry",` +
			`"proposed_constraints":[{"id":"escrow-max-ttl","expression":"expires_at != null","severity":"warning",` +
			`"message":"held escrow should expire","fields":["expires_at"]}],"rationale":"escrows without a TTL lock funds",` +
			`"expression_version":"EARLIER","contract_version":"7.0.0","sunset_version":"LATER","review_status":"proposed"}`},
	"delegation-chain-temporal-ordering": {schema: "delegation-chain", native: "delegation-chain-temporal-ordering",
		doc: `{"chain_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","root_delegator":"agent-root","links":[` +
			`{"delegator":"agent-root","delegatee":"agent-b","task_type":"inference","authority_scope":["model_select"],` +
			`"timestamp":"EARLIER","outcome":"re-delegated"},` +
			`{"delegator":"agent-b","delegatee":"agent-c","task_type":"review","authority_scope":["model_select"],` +
			`"timestamp":"LATER","outcome":"pending"}],"max_depth":3,"authority_conservation":true,"status":"active",` +
			`"contract_version":"7.0.0"}`},
	"reservation-temporal-ordering": {schema: "agent-capacity-reservation", native: "capacity-reservation-window",
		contract: hounfour.Contract870,
		doc: `{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1",` +
			`"conformance_level":"community_verified","reserved_capacity_bps":500,"state":"active",` +
			`"effective_from":"EARLIER","budget_scope_id":"scope-1","contract_version":"7.0.0","effective_until":"LATER"}`},
}

// textOrderBuiltins are the builtins that order their arguments' text.
var textOrderBuiltins = []string{"links_temporally_ordered"}

// TestTextOrderedRulesListed finds, in every shipped constraint file, the
// constraints that order date-time or version text — a call of a builtin of
// textOrderBuiltins, or <, <=, > or >= with an operand that is a member
// whose Go type is wire.Timestamp or wire.Semver, or text named *_version —
// and requires that they are exactly the exclusion list.
func TestTextOrderedRulesListed(t *testing.T) {
	t.Parallel()
	found := map[string]string{}
	for _, contract := range hounfour.Contracts() {
		for _, name := range schemas.Names() {
			typ, ok := schemas.Type(name)
			if !ok {
				continue
			}
			for _, f := range constraint.ForSchemaIn(contract, name) {
				for _, c := range f.Constraints() {
					if why := textOrder(c.Expression, typ); why != "" {
						found[c.ID] = name + ": " + why
						if r, ok := textOrdered[c.ID]; !ok || r.schema != name || r.contract != "" && r.contract != contract {
							t.Errorf("%s (%s, %s) orders text (%s) and is not in the exclusion list", c.ID, contract, name, why)
						}
					}
				}
			}
		}
	}
	for id := range textOrdered {
		t.Run(id, func(t *testing.T) {
			if found[id] == "" {
				t.Errorf("%s is in the exclusion list but no shipped constraint of that id orders text", id)
			}
		})
	}
	t.Logf("text-ordered rules: %v", found)
}

// TestTextOrderedRulesNotApplied: for each listed rule, a document whose
// two values are in order in time (or as versions) but out of order as
// text fails the constraint file's rule and is valid; one that is out of
// order in time but in order as text passes the constraint file's rule and
// is invalid by the native rule. A text-ordered rule that Validate applied
// would reject the first document. (Validate runs under contract 7.0.0
// until a validation takes a contract: the rule of 8.7.0's files is then
// checked here under its contract.)
func TestTextOrderedRulesNotApplied(t *testing.T) {
	t.Parallel()
	const (
		// 09:00Z is an hour after 10:00+02:00 (08:00Z), but sorts before it.
		at0800 = "2026-01-01T10:00:00+02:00"
		at0900 = "2026-01-01T09:00:00Z"
	)
	for id, r := range textOrdered {
		t.Run(id, func(t *testing.T) {
			early, late := at0800, at0900
			if r.version {
				early, late = "2.9", "2.10" // 2.10 is the later version, but sorts before 2.9
			}
			doc := func(earlier, later string) []byte {
				return []byte(strings.NewReplacer("EARLIER", earlier, "LATER", later).Replace(r.doc))
			}
			// In order in time, out of order as text.
			inOrder := doc(early, late)
			if st := status(t, r, id, inOrder); st != constraint.StatusFail {
				t.Errorf("in order, text out of order: the constraint file's rule gives %s, want fail", st)
			}
			if err := schemas.Validate(r.schema, inOrder); err != nil {
				t.Errorf("in order, text out of order: Validate applies the text order: %v", err)
			}
			// Out of order in time, in order as text.
			backwards := doc(late, early)
			if st := status(t, r, id, backwards); st != constraint.StatusPass {
				t.Errorf("backwards, text in order: the constraint file's rule gives %s, want pass", st)
			}
			var verr *hounfour.ValidationError
			if err := schemas.Validate(r.schema, backwards); !errors.As(err, &verr) || !verr.Has(r.native) {
				t.Errorf("backwards, text in order: Validate = %v, want a violation of %s", err, r.native)
			}
		})
	}
}

// status is the status of the constraint id of the shipped files of r's
// schema (and contract) on doc.
func status(t *testing.T, r textOrderedRule, id string, doc []byte) constraint.Status {
	t.Helper()
	schema := r.schema
	rep, err := constraint.CheckDocument(schema, doc, constraint.WithContract(r.contract))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if r.ID == id {
			return r.Status
		}
	}
	t.Fatalf("%s: no result for %s", schema, id)
	return ""
}

var exprToken = regexp.MustCompile(`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[0-9]*\])*|=>|==|!=|<=|>=|&&|\|\||[0-9][0-9.eE+-]*|\S`)

// textOrder says why the expression orders date-time or version text read
// from a document of the Go type typ ("" when it does not). Paths are
// resolved from the document's root; the parameter of a quantifier
// (xs.every(x => …)) stands for an element of xs.
func textOrder(expr string, typ reflect.Type) string {
	toks := exprToken.FindAllString(expr, -1)
	params := map[string]string{}
	for i, tok := range toks {
		if base, q, ok := cutLast(tok); ok && (q == "every" || q == "some") && i+3 < len(toks) &&
			toks[i+1] == "(" && toks[i+3] == "=>" {
			params[toks[i+2]] = base + "[]"
		}
	}
	for i, tok := range toks {
		if slices.Contains(textOrderBuiltins, tok) && i+1 < len(toks) && toks[i+1] == "(" {
			return tok + "(…)"
		}
		if tok != "<" && tok != "<=" && tok != ">" && tok != ">=" {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(toks) {
				continue
			}
			if kind := memberKind(toks[j], typ, params); kind != "" {
				return toks[j] + " (" + kind + ") " + tok
			}
		}
	}
	return ""
}

func cutLast(path string) (base, last string, ok bool) {
	i := strings.LastIndexByte(path, '.')
	if i < 0 {
		return "", "", false
	}
	return path[:i], path[i+1:], true
}

var (
	timestampType = reflect.TypeFor[wire.Timestamp]()
	semverType    = reflect.TypeFor[wire.Semver]()
)

// memberKind resolves a path against typ and returns "date-time" or
// "version" for a member ordered as text by upstream, "" otherwise.
func memberKind(path string, typ reflect.Type, params map[string]string) string {
	segs := strings.Split(path, ".")
	if p, ok := params[segs[0]]; ok {
		segs = append(strings.Split(p, "."), segs[1:]...)
	}
	t, name := typ, ""
	for _, seg := range segs {
		seg, idx, indexed := strings.Cut(seg, "[")
		var ok bool
		if t, ok = field(t, seg); !ok {
			return ""
		}
		name = seg
		for indexed {
			if t = deref(t); t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
				return ""
			}
			t = t.Elem()
			_, idx, indexed = strings.Cut(idx, "[")
		}
	}
	switch t = deref(t); {
	case t == timestampType:
		return "date-time"
	case t == semverType, t.Kind() == reflect.String && strings.HasSuffix(name, "_version"):
		return "version"
	}
	return ""
}

// field returns the type of the member with the JSON name of the struct
// type t (through pointers and embedded structs).
func field(t reflect.Type, name string) (reflect.Type, bool) {
	t = deref(t)
	if t.Kind() != reflect.Struct {
		return nil, false
	}
	for i := range t.NumField() {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if tag == name {
			return f.Type, true
		}
		if f.Anonymous && tag == "" {
			if ft, ok := field(f.Type, name); ok {
				return ft, true
			}
		}
	}
	return nil, false
}

func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}
