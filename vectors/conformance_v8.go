package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/jcs"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	for c, subject := range v8CategoryOwners {
		conformanceHandlers[c] = waiting(subject)
	}
	conformanceHandlers[conformance.CategoryConsumerContract] = runConsumerContract
	conformanceHandlers[conformance.CategoryGovernedResourceRuntime] = runGovernedResourceRuntime
}

// waiting is the handler of a category whose library code comes with a
// later change: the generic checks are all that runs.
func waiting(subject string) conformanceHandler {
	return func(*conformance.Vector, hounfour.Options) error {
		return &conformanceOutcome{status: ConformanceSkipped, reason: waitingReason(subject)}
	}
}

// validateAs decodes doc as a document of schema under o (validation
// included) and returns its error; a schema the contract has no document
// type for is an error.
func validateAs(o hounfour.Options, schema string, doc []byte) error {
	if !slices.Contains(schemas.NamesFor(o.Contract), schema) {
		return fmt.Errorf("no document type %s under contract %s", schema, o.Contract.Or())
	}
	v, err := schemas.NewFor(o.Contract, schema)
	if err != nil {
		return err
	}
	return o.Decode(doc, v)
}

// mustValidateAs is validateAs for a document that must be valid.
func mustValidateAs(o hounfour.Options, schema string, doc []byte) error {
	if err := validateAs(o, schema, doc); err != nil {
		return fmt.Errorf("%s: want valid, got %v", schema, err)
	}
	return nil
}

// consumerContractExports is the export map the consumer-contract vectors
// are checked against (they carry none): upstream's unit tests' map.
var consumerContractExports = map[string][]string{
	"@0xhoneyjar/loa-hounfour/core":       {"AgentProfileSchema", "MessageEnvelopeSchema", "DelegationRequestSchema"},
	"@0xhoneyjar/loa-hounfour/economy":    {"BillingEntrySchema", "X402QuoteSchema", "EscrowSchema"},
	"@0xhoneyjar/loa-hounfour/governance": {"SanctionSchema", "DisputeRecordSchema"},
}

// runConsumerContract: integrity.ValidateConsumerContract of the input
// against [consumerContractExports]; every member expected_output names
// must equal the result's (a subset match: the vectors leave out the empty
// lists). Then the input must be a valid consumer-contract document.
func runConsumerContract(v *conformance.Vector, o hounfour.Options) error {
	in, err := json.Marshal(v.Input)
	if err != nil {
		return err
	}
	var c integrity.ConsumerContract
	if err := strictJSON(in, &c); err != nil {
		return fmt.Errorf("input is not a consumer contract: %v", err)
	}
	res, err := json.Marshal(integrity.ValidateConsumerContract(c, consumerContractExports))
	if err != nil {
		return err
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(res, &got); err != nil {
		return err
	}
	for k, want := range v.ExpectedOutput {
		if !jsonEqual(got[k], want) {
			return fmt.Errorf("ValidateConsumerContract: %s = %s, want %s", k, got[k], want)
		}
	}
	return mustValidateAs(o, "consumer-contract", in)
}

// runGovernedResourceRuntime: the wire forms of a governed resource's
// run-time results. input.transition_result is a transition-result,
// input.invariant_result an invariant-result, input.invariant_results and
// input.transitions lists of them (the transitions' versions strictly
// increasing: expected_output {"monotonic": true}); any other input is a
// mutation-context. Every document must be valid (the vectors are all
// expected_valid).
func runGovernedResourceRuntime(v *conformance.Vector, o hounfour.Options) error {
	if !v.ExpectedValid {
		return errors.New("governed-resource-runtime: only valid vectors are defined")
	}
	var docs []struct {
		schema string
		doc    []byte
	}
	add := func(schema string, raw json.RawMessage) {
		docs = append(docs, struct {
			schema string
			doc    []byte
		}{schema, raw})
	}
	var want map[string]json.RawMessage
	switch {
	case v.Input["transition_result"] != nil:
		add("transition-result", v.Input["transition_result"])
	case v.Input["invariant_result"] != nil:
		add("invariant-result", v.Input["invariant_result"])
	case v.Input["invariant_results"] != nil:
		var list []json.RawMessage
		if err := json.Unmarshal(v.Input["invariant_results"], &list); err != nil {
			return err
		}
		for _, r := range list {
			add("invariant-result", r)
		}
	case v.Input["transitions"] != nil:
		var list []json.RawMessage
		if err := json.Unmarshal(v.Input["transitions"], &list); err != nil {
			return err
		}
		monotonic := true
		last := int64(-1)
		for i, r := range list {
			var t commons.TransitionResult
			if err := strictJSON(r, &t); err != nil {
				return fmt.Errorf("transitions[%d]: %v", i, err)
			}
			if t.Version <= last {
				monotonic = false
			}
			last = t.Version
			add("transition-result", r)
		}
		want = map[string]json.RawMessage{"monotonic": json.RawMessage(fmt.Sprint(monotonic))}
	default:
		in, err := json.Marshal(v.Input)
		if err != nil {
			return err
		}
		add("mutation-context", in)
	}
	if want == nil {
		want = map[string]json.RawMessage{}
	}
	if m := conformance.MatchOutput(v.ExpectedOutput, want, v.MatchingRules); !m.Matched {
		return fmt.Errorf("output %v: %s", want, m.Reason)
	}
	for _, d := range docs {
		if err := mustValidateAs(o, d.schema, d.doc); err != nil {
			return err
		}
	}
	return nil
}

// commonsVector is a file of upstream's conformance/commons/ folder, read
// leniently: the conformance-vector members plus the ones these files
// carry that the closed schema forbids (layer, domain_tag_format, note,
// constraint_id); the category is free text.
type commonsVector struct {
	VectorID        string                     `json:"vector_id"`
	Category        string                     `json:"category"`
	Description     string                     `json:"description"`
	ContractVersion string                     `json:"contract_version"`
	Layer           int                        `json:"layer"`
	Input           map[string]json.RawMessage `json:"input"`
	ExpectedOutput  map[string]json.RawMessage `json:"expected_output"`
	ExpectedValid   *bool                      `json:"expected_valid"`
	DomainTagFormat string                     `json:"domain_tag_format"`
	Note            string                     `json:"note"`
	ConstraintID    string                     `json:"constraint_id"`
}

// runCommonsFile runs a file of conformance/commons/<topic>/ (p is its
// path in fsys): read leniently (exempt from the schema and category
// checks and from vector_id uniqueness — two files share one id), then
// checked by topic.
func runCommonsFile(fsys fs.FS, p string, o hounfour.Options) (res ConformanceResult) {
	res = ConformanceResult{File: p, Category: "commons"}
	fail := func(format string, args ...any) ConformanceResult {
		res.Status, res.Detail = ConformanceFailed, fmt.Sprintf(format, args...)
		return res
	}
	defer func() {
		if r := recover(); r != nil {
			res = fail("panic: %v", r)
		}
	}()
	data, err := fs.ReadFile(fsys, p)
	if err != nil {
		return fail("%v", err)
	}
	if tooLarge(data, o.Limits) {
		return fail("%d bytes, over the document size limit", len(data))
	}
	var v commonsVector
	if err := strictJSON(data, &v); err != nil {
		return fail("not a commons conformance vector: %v", err)
	}
	res.VectorID = v.VectorID
	switch {
	case v.VectorID == "" || v.Description == "" || v.Input == nil || v.ExpectedOutput == nil || v.ExpectedValid == nil:
		return fail("vector_id, description, input, expected_output and expected_valid are required")
	case v.Layer < 0 || v.Layer > 2:
		return fail("layer %d: want 1 or 2 (or absent)", v.Layer)
	}
	if _, err := wire.ParseSemver(v.ContractVersion); err != nil {
		return fail("contract_version: %v", err)
	}
	topic := strings.TrimPrefix(path.Dir(p), "commons/")
	err = runCommonsTopic(topic, &v, o)
	var out *conformanceOutcome
	switch {
	case err == nil:
		res.Status = ConformancePassed
	case errors.As(err, &out):
		res.Status, res.Reason = out.status, out.reason
	default:
		return fail("%v", err)
	}
	return res
}

func runCommonsTopic(topic string, v *commonsVector, o hounfour.Options) error {
	in, err := json.Marshal(v.Input)
	if err != nil {
		return err
	}
	switch topic {
	case "audit-trail":
		return runAuditTrailHash(v)
	case "dynamic-contract":
		if v.Input["surfaces"] != nil {
			var c commons.DynamicContract
			if err := strictJSON(in, &c); err != nil {
				return fmt.Errorf("input is not a dynamic contract: %v", err)
			}
			if r := commons.VerifyMonotonicExpansion(c); !r.Valid {
				return fmt.Errorf("VerifyMonotonicExpansion: %+v", r.Violations)
			}
			return mustValidateAs(o, "commons/dynamic-contract", in)
		}
		var n commons.ContractNegotiation
		if err := strictJSON(in, &n); err != nil {
			return fmt.Errorf("input is not a contract negotiation: %v", err)
		}
		return mustValidateAs(o, "commons/contract-negotiation", in)
	case "governed-credits", "governed-reputation", "governed-freshness":
		return runGovernedResource(topic, v, in, o)
	case "governed-resource":
		if *v.ExpectedValid {
			return errors.New("governed-resource: only invalid vectors are defined")
		}
		if v.ConstraintID != "" {
			// A conservation law the constraint rule rejects. The vector
			// also lacks the law's required scope, so as a document it is
			// invalid by its schema first (validation reports the schema's
			// violations and stops there, as upstream's validate does);
			// the rule is checked by evaluating the law's constraint file
			// on the input, where it must be the one failing rule.
			err := validateAs(o, "commons/conservation-law", in)
			if verr := (*hounfour.ValidationError)(nil); !errors.As(err, &verr) {
				return fmt.Errorf("conservation-law: want invalid, got %v", err)
			}
			rep, err := constraint.EvaluateSchema("ConservationLaw", in, constraint.WithContract(o.Contract.Or()))
			if err != nil {
				return fmt.Errorf("conservation-law constraints: %v", err)
			}
			failing := append(rep.Errors(), rep.Warnings()...)
			if len(failing) != 1 || failing[0].ID != v.ConstraintID {
				return fmt.Errorf("conservation-law constraints: want only %s failing, got %v", v.ConstraintID, failing)
			}
			return nil
		}
		// A document of upstream's test type: a string test_field and
		// the governed fields, closed (governedTestResource).
		cv, err := codec.ParseVersion(o.Contract.Or().String())
		if err != nil {
			return err
		}
		var g governedTestResource
		_, viol, err := codec.DecodeDocument(in, &g, codec.Limits(o.Limits), cv)
		if err != nil {
			return fmt.Errorf("governed test resource: %v", err)
		}
		// The one thing wrong with it is its missing version.
		if len(viol) != 1 || viol[0].Path != "/version" || viol[0].Rule != "required" {
			return fmt.Errorf("governed test resource: %v, want /version required", viol)
		}
		return nil
	}
	return fmt.Errorf("commons topic %q: no runner", topic)
}

// runAuditTrailHash: AuditEntryHash(input.entry, input.domain_tag) must be
// expected_output.entry_hash, and the canonical JSON of input.entry must be
// input.canonical_json.
func runAuditTrailHash(v *commonsVector) error {
	var in struct {
		DomainTag     string          `json:"domain_tag"`
		Entry         json.RawMessage `json:"entry"`
		CanonicalJSON string          `json:"canonical_json"`
	}
	raw, err := json.Marshal(v.Input)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return err
	}
	var e struct {
		EntryID   string          `json:"entry_id"`
		Timestamp string          `json:"timestamp"`
		EventType string          `json:"event_type"`
		ActorID   *string         `json:"actor_id"`
		Payload   json.RawMessage `json:"payload"`
	}
	if err := strictJSON(in.Entry, &e); err != nil {
		return fmt.Errorf("input.entry: %v", err)
	}
	var want string
	if err := json.Unmarshal(v.ExpectedOutput["entry_hash"], &want); err != nil {
		return fmt.Errorf("expected_output.entry_hash: %v", err)
	}
	got, err := commons.AuditEntryHash(commons.AuditEntryHashInput{EntryID: e.EntryID, Timestamp: e.Timestamp, EventType: e.EventType, ActorID: e.ActorID, Payload: e.Payload}, in.DomainTag)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("AuditEntryHash = %s, want %s", got, want)
	}
	canonical, err := jcs.Append(nil, in.Entry, jcs.Options{})
	if err != nil {
		return err
	}
	if string(canonical) != in.CanonicalJSON {
		return fmt.Errorf("canonical JSON of input.entry = %s, want %s", canonical, in.CanonicalJSON)
	}
	return nil
}

// runGovernedResource: every invariant of the resource's conservation law
// holds on the resource (its expression evaluated against input), then the
// resource must be a valid document of its type.
func runGovernedResource(topic string, v *commonsVector, in []byte, o hounfour.Options) error {
	if !*v.ExpectedValid {
		return errors.New(topic + ": only valid vectors are defined")
	}
	var law struct {
		Invariants []struct {
			InvariantID string `json:"invariant_id"`
			Expression  string `json:"expression"`
		} `json:"invariants"`
	}
	if err := json.Unmarshal(v.Input["conservation_law"], &law); err != nil {
		return fmt.Errorf("input.conservation_law: %v", err)
	}
	doc, err := constraint.DecodeJSON(in)
	if err != nil {
		return err
	}
	for _, inv := range law.Invariants {
		x, err := constraint.Compile(inv.Expression)
		if err != nil {
			return fmt.Errorf("invariant %s: %v", inv.InvariantID, err)
		}
		ok, err := x.Check(doc)
		if err != nil || !ok {
			return fmt.Errorf("invariant %s (%s) does not hold: %v", inv.InvariantID, inv.Expression, err)
		}
	}
	return mustValidateAs(o, "commons/"+topic, in)
}

// strictJSON decodes data into v with encoding/json, refusing unknown
// members.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// jsonEqual reports whether a and b are the same JSON value (member order
// aside).
func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

// commonsSince is the contract that introduced the commons substrate and
// upstream's conformance/commons/ folder.
const commonsSince = "8.0.0"

// tooLarge reports whether data exceeds the document size limit of l.
func tooLarge(data []byte, l hounfour.Limits) bool {
	max := l.MaxBytes
	if max <= 0 {
		max = hounfour.DefaultLimits().MaxBytes
	}
	return len(data) > max
}

// governedTestResource is the test type of upstream's governed-resource
// conformance vectors: a string test_field followed by the members every
// governed resource carries, closed. It is not a registered type (no
// document of the library's): the codec decodes and validates it through
// its reflective plan.
type governedTestResource struct {
	TestField string `json:"test_field"`
	commons.GovernedFields
}
