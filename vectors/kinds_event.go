package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/event"
)

func init() {
	kinds["event-type"] = runEventType
	kinds["event-guard"] = runEventGuard
	kinds["metadata-key"] = runMetadataKey
	kinds["saga-check"] = runSagaCheck
	kinds["saga-progress"] = runSagaProgress
	kinds["economic-choreography"] = runEconomicChoreography
	kinds["typed-event"] = runTypedEvent
}

// event-type: input a type string given to event.IsKnownType,
// event.IsRegisteredType and event.Description (and Type.Known); want
// {"known", "registered", "description"} ("description" only for known
// types). Input "known" or "extensions" compares event.KnownTypes or
// event.ExtensionTypes with want {"types": […]}.
func runEventType(c *Case) error {
	var in string
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	if in == "known" || in == "extensions" {
		var want struct {
			Types []event.Type `json:"types"`
		}
		if err := strict(c.Want, &want); err != nil {
			return err
		}
		got := event.KnownTypes()
		if in == "extensions" {
			got = event.ExtensionTypes()
		}
		if !slices.Equal(got, want.Types) {
			return mismatch(in, want.Types, got)
		}
		return nil
	}
	var want struct {
		Known       bool   `json:"known"`
		Registered  bool   `json:"registered"`
		Description string `json:"description"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := event.IsKnownType(in); got != want.Known || event.Type(in).Known() != got {
		return mismatch("IsKnownType", want.Known, got)
	}
	if got := event.IsRegisteredType(in); got != want.Registered {
		return mismatch("IsRegisteredType", want.Registered, got)
	}
	d, ok := event.Description(event.Type(in))
	if ok != want.Known || d != want.Description {
		return mismatch("Description", want.Description, d)
	}
	return nil
}

var guards = []struct {
	name string
	fn   func(event.RawEvent) bool
}{
	{"IsAgentEvent", event.IsAgentEvent}, {"IsBillingEvent", event.IsBillingEvent},
	{"IsConversationEvent", event.IsConversationEvent}, {"IsTransferEvent", event.IsTransferEvent},
	{"IsToolEvent", event.IsToolEvent}, {"IsMessageEvent", event.IsMessageEvent},
	{"IsPerformanceEvent", event.IsPerformanceEvent}, {"IsGovernanceEvent", event.IsGovernanceEvent},
	{"IsReputationEvent", event.IsReputationEvent}, {"IsEconomyEvent", event.IsEconomyEvent},
}

// event-guard: input a DomainEvent document (decoded as a RawEvent with
// hounfour.Decode; it must be valid); want {"true": [names of the guards
// that return true, in the order IsAgentEvent … IsEconomyEvent]}.
func runEventGuard(c *Case) error {
	var want struct {
		True []string `json:"true"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	var e event.RawEvent
	if err := c.decode(c.Input, &e); err != nil {
		return err
	}
	got := []string{}
	for _, g := range guards {
		if g.fn(e) {
			got = append(got, g.name)
		}
	}
	if !slices.Equal(got, want.True) {
		return mismatch("guards", want.True, got)
	}
	return nil
}

// metadata-key: input a key given to event.IsValidMetadataKey and
// event.MetadataNamespaceOwner; want {"valid", "owner"}.
func runMetadataKey(c *Case) error {
	var in string
	var want struct {
		Valid bool   `json:"valid"`
		Owner string `json:"owner"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	owner, ok := event.MetadataNamespaceOwner(in)
	if event.IsValidMetadataKey(in) != want.Valid || ok != want.Valid || owner != want.Owner {
		return mismatch("valid/owner", fmt.Sprint(want.Valid, " ", want.Owner), fmt.Sprint(ok, " ", owner))
	}
	return nil
}

// saga-check: input a SagaContext (decoded structurally) given to
// event.CheckSagaContext; want {"ok", "reason"}.
func runSagaCheck(c *Case) error {
	var s event.SagaContext
	if err := s.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		OK     bool   `json:"ok"`
		Reason string `json:"reason"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	ok, reason := okReason(event.CheckSagaContext(s))
	if ok != want.OK || reason != want.Reason {
		return mismatch("CheckSagaContext", fmt.Sprint(want.OK, " ", want.Reason), fmt.Sprint(ok, " ", reason))
	}
	return nil
}

// saga-progress: input {"prev", "next"} SagaContexts (decoded structurally)
// given to event.CheckSagaProgress; want the list of violations ([] = none).
func runSagaProgress(c *Case) error {
	var in struct {
		Prev json.RawMessage `json:"prev"`
		Next json.RawMessage `json:"next"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var prev, next event.SagaContext
	if err := errors.Join(prev.UnmarshalJSON(in.Prev), next.UnmarshalJSON(in.Next)); err != nil {
		return err
	}
	var want []Expect
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	got := event.CheckSagaProgress(prev, next)
	if len(got) == 0 && got != nil {
		return mismatch("nil when both rules hold", nil, got)
	}
	return compare("violation", want, got)
}

// economic-choreography: input a scenario name given to
// event.EconomicChoreography; want {"forward", "compensation",
// "invariants" (descriptions, all enforceable), "compensation_trigger",
// "idempotency"} or {"ok": false}. Input "" compares
// event.EconomicScenarios with want {"names": […]}.
func runEconomicChoreography(c *Case) error {
	var in string
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	type scenario struct {
		Forward             []event.Type `json:"forward,omitempty"`
		Compensation        []event.Type `json:"compensation,omitempty"`
		Invariants          []string     `json:"invariants,omitempty"`
		CompensationTrigger string       `json:"compensation_trigger,omitempty"`
		Idempotency         string       `json:"idempotency,omitempty"`
		Names               []string     `json:"names,omitempty"`
		OK                  *bool        `json:"ok,omitempty"`
	}
	var want scenario
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	var got scenario
	if in == "" {
		got.Names = event.EconomicScenarios()
	} else if s, ok := event.EconomicChoreography(in); !ok {
		got.OK = &ok
	} else {
		got = scenario{Forward: s.Forward, Compensation: s.Compensation, CompensationTrigger: s.CompensationTrigger, Idempotency: s.Idempotency}
		for _, inv := range s.Invariants {
			if !inv.Enforceable || inv.EnforcementMechanism != "" {
				return mismatch("enforceable invariant without mechanism", true, inv)
			}
			got.Invariants = append(got.Invariants, inv.Description)
		}
	}
	gj, _ := json.Marshal(got)
	wj, _ := json.Marshal(want)
	if !bytes.Equal(gj, wj) {
		return mismatch("economic scenario", string(wj), string(gj))
	}
	return nil
}

// typedDecoders decode a document as DomainEvent[T] for the payload types
// a typed-event case names.
var typedDecoders = map[string]func(c *Case, doc []byte) (typedOutcome, error){
	"agent":                typedEvent[event.AgentPayload],
	"billing":              typedEvent[event.BillingPayload],
	"conversation":         typedEvent[event.ConversationPayload],
	"transfer":             typedEvent[event.TransferPayload],
	"tool":                 typedEvent[event.ToolPayload],
	"message":              typedEvent[event.MessagePayload],
	"performance":          typedEvent[event.PerformancePayload],
	"governance":           typedEvent[event.GovernancePayload],
	"reputation":           typedEvent[event.ReputationPayload],
	"economy":              typedEvent[event.EconomyPayload],
	"lifecycle-transition": typedEvent[agent.TransitionPayload],
}

// typedOutcome is what the two decoding paths of a typed event gave.
type typedOutcome struct {
	direct, viaRaw []hounfour.Violation
	encDirect      []byte // encoding of the value hounfour.Decode filled
	encViaRaw      []byte // encoding of PayloadAs's value, and of its Raw()
}

func violationsOf(err error) ([]hounfour.Violation, error) {
	if err == nil {
		return nil, nil
	}
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		return nil, fmt.Errorf("not a *ValidationError: %v", err)
	}
	if verr.Schema != "domain-event" {
		return nil, mismatch("error schema", "domain-event", verr.Schema)
	}
	return verr.Violations, nil
}

func typedEvent[T any](c *Case, doc []byte) (typedOutcome, error) {
	var out typedOutcome
	var direct event.DomainEvent[T]
	v, err := violationsOf(c.decode(doc, &direct))
	if err != nil {
		return out, err
	}
	out.direct = v
	if v == nil {
		if out.encDirect, err = json.Marshal(direct); err != nil {
			return out, err
		}
	}
	var raw event.RawEvent
	if err := raw.UnmarshalJSON(doc); err != nil {
		return out, fmt.Errorf("raw decode: %v", err)
	}
	typed, err := event.PayloadAs[T](raw)
	if err == nil {
		err = typed.Validate()
	}
	if out.viaRaw, err = violationsOf(err); err != nil {
		return out, err
	}
	if out.viaRaw == nil {
		if out.encViaRaw, err = json.Marshal(typed); err != nil {
			return out, err
		}
		back, err := typed.Raw()
		if err != nil {
			return out, err
		}
		encBack, _ := json.Marshal(back)
		if !bytes.Equal(encBack, out.encViaRaw) {
			return out, mismatch("encoding of Raw()", string(out.encViaRaw), string(encBack))
		}
	}
	return out, nil
}

// typed-event: input {"as": payload kind (agent … economy,
// lifecycle-transition), "event": document}; the document is decoded as
// DomainEvent[T] with hounfour.Decode, and as a RawEvent whose payload
// PayloadAs decodes and whose typed value is then validated: both must give
// the same violations (or none) and, when valid, the same encoding (also
// through Raw()). want {"valid", "violations", "encoded"}.
func runTypedEvent(c *Case) error {
	var in struct {
		As    string          `json:"as"`
		Event json.RawMessage `json:"event"`
	}
	var want struct {
		Valid      bool            `json:"valid"`
		Violations []Expect        `json:"violations"`
		Encoded    json.RawMessage `json:"encoded"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	dec, ok := typedDecoders[in.As]
	if !ok {
		return fmt.Errorf("unknown payload kind %q", in.As)
	}
	out, err := dec(c, in.Event)
	if err != nil {
		return err
	}
	if err := compare("violation", want.Violations, out.direct); err != nil {
		return fmt.Errorf("hounfour.Decode: %v", err)
	}
	if err := compare("violation", want.Violations, out.viaRaw); err != nil {
		return fmt.Errorf("PayloadAs + Validate: %v", err)
	}
	if (out.direct == nil) != want.Valid {
		return mismatch("valid", want.Valid, out.direct == nil)
	}
	if want.Valid {
		if !bytes.Equal(out.encDirect, out.encViaRaw) {
			return mismatch("same encoding both ways", string(out.encDirect), string(out.encViaRaw))
		}
		if want.Encoded != nil {
			if err := sameTokens(want.Encoded, out.encDirect); err != nil {
				return fmt.Errorf("encoded form: %v\n  got %s", err, out.encDirect)
			}
		}
	}
	return nil
}
