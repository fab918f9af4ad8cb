package vectors

import (
	"encoding/json"
	"errors"
	"slices"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/tool"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	// tool-lifecycle-transition: tool.IsValidTransition (see transition).
	kinds["tool-lifecycle-transition"] = transition("IsValidTransition", tool.IsValidTransition)
	kinds["tool-lifecycle-guard"] = runToolLifecycleGuard
	kinds["tool-allows"] = runToolAllows
	kinds["tool-call-billing"] = runToolCallBilling
	kinds["tool-registration-event"] = runEventCheck(tool.CheckRegistrationEvent)
	kinds["tool-transition-event"] = runEventCheck(tool.CheckTransitionEvent)
}

// tool-registration-event, tool-transition-event (and, in kinds_messaging.go,
// message-delivery-event): input is a domain event document whose payload is
// the kind's payload type; it must decode and validate. want is the list of
// {"path", "rule", "message"} the kind's event check returns, in order ([]
// when the envelope and payload agree).
func runEventCheck[T any](check func(event.DomainEvent[T]) []hounfour.Violation) func(c *Case) error {
	return func(c *Case) error {
		var want []Expect
		if err := strict(c.Want, &want); err != nil {
			return err
		}
		var e event.DomainEvent[T]
		if err := c.decode(c.Input, &e); err != nil {
			return mismatch("a valid event document", "valid", err)
		}
		return compare("violation", want, check(e))
	}
}

// tool-lifecycle-guard: input {"from", "to", "context": {…}} run through
// tool.NewLifecycleValidator; want is the GuardResult JSON ({"valid"} or
// {"valid", "reason", "guard", "severity"}).
func runToolLifecycleGuard(c *Case) error {
	var in struct {
		From    tool.LifecycleState `json:"from"`
		To      tool.LifecycleState `json:"to"`
		Context map[string]any      `json:"context"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	return sameJSON("guard result", c.Want, tool.NewLifecycleValidator().IsValid(in.From, in.To, in.Context))
}

// tool-allows: input {"registration": a valid tool-registration document,
// "tier", "pool"} given to (*tool.Registration).Allows; want {} when allowed,
// else {"code", "status", "message"} of the *hounfour.Error.
func runToolAllows(c *Case) error {
	var in struct {
		Registration json.RawMessage `json:"registration"`
		Tier         wire.Tier       `json:"tier"`
		Pool         wire.PoolID     `json:"pool"`
	}
	var want struct {
		Code    hounfour.ErrorCode `json:"code"`
		Status  int                `json:"status"`
		Message string             `json:"message"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var reg tool.Registration
	if err := c.decode(in.Registration, &reg); err != nil {
		return err
	}
	err := reg.Allows(in.Tier, in.Pool)
	if want.Code == "" {
		if err != nil {
			return mismatch("Allows", "nil", err)
		}
		return nil
	}
	var herr *hounfour.Error
	if !errors.As(err, &herr) {
		return mismatch("Allows", want.Code, err)
	}
	if herr.Code != want.Code || herr.HTTPStatus() != want.Status || herr.Message != want.Message {
		return mismatch("Allows", want, struct {
			Code    hounfour.ErrorCode
			Status  int
			Message string
		}{herr.Code, herr.HTTPStatus(), herr.Message})
	}
	return nil
}

// tool-call-billing: input {"registration": a tool-registration document,
// "call": {"entry_id", "trace_id", "tenant_id", "nft_id", "producer_address",
// "platform_address", "idempotency_key", "timestamp"}} given to tool.BillCall;
// want {"entry": the expected billing-entry document in its default
// encoding, "warnings": [rule ids]} or {"error": exact error text, "code":
// the *hounfour.Error code when there is one}. The entry must also pass
// billing-entry validation.
func runToolCallBilling(c *Case) error {
	var in struct {
		Registration json.RawMessage `json:"registration"`
		Call         struct {
			EntryID         string `json:"entry_id"`
			TraceID         string `json:"trace_id"`
			TenantID        string `json:"tenant_id"`
			NftID           string `json:"nft_id"`
			ProducerAddress string `json:"producer_address"`
			PlatformAddress string `json:"platform_address"`
			IdempotencyKey  string `json:"idempotency_key"`
			Timestamp       string `json:"timestamp"`
		} `json:"call"`
	}
	var want struct {
		Entry    json.RawMessage    `json:"entry"`
		Warnings []string           `json:"warnings"`
		Error    string             `json:"error"`
		Code     hounfour.ErrorCode `json:"code"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	// The registration is decoded structurally only: BillCall validates it.
	var reg tool.Registration
	if err := reg.UnmarshalJSON(in.Registration); err != nil {
		return err
	}
	call := tool.CallBilling{EntryID: in.Call.EntryID, TraceID: in.Call.TraceID, TenantID: in.Call.TenantID,
		ProducerAddress: in.Call.ProducerAddress, PlatformAddress: in.Call.PlatformAddress, IdempotencyKey: in.Call.IdempotencyKey}
	var err error
	if in.Call.NftID != "" {
		if call.NftID, err = wire.ParseNftID(in.Call.NftID); err != nil {
			return err
		}
	}
	if in.Call.Timestamp != "" {
		if call.Timestamp, err = wire.ParseTimestamp(in.Call.Timestamp); err != nil {
			return err
		}
	}
	e, err := tool.BillCall(reg, call)
	if want.Error != "" {
		if err == nil || err.Error() != want.Error {
			return mismatch("error", want.Error, err)
		}
		var herr *hounfour.Error
		if errors.As(err, &herr) != (want.Code != "") || want.Code != "" && herr.Code != want.Code {
			return mismatch("error code", want.Code, err)
		}
		return nil
	}
	if err != nil {
		return mismatch("error", "nil", err)
	}
	enc, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if err := sameTokens(want.Entry, enc); err != nil {
		return mismatch("entry", string(want.Entry), string(enc))
	}
	if err := schemas.Validate("billing-entry", enc); err != nil {
		return mismatch("billing-entry validation", "valid", err)
	}
	got := []string{}
	for _, w := range e.Warnings() {
		got = append(got, w.Rule)
	}
	if want.Warnings != nil && !slices.Equal(got, want.Warnings) {
		return mismatch("warnings", want.Warnings, got)
	}
	return nil
}
