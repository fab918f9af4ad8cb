package vectors

import (
	"encoding/json"
	"errors"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/tool"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["tool-lifecycle-transition"] = runToolLifecycleTransition
	kinds["tool-lifecycle-guard"] = runToolLifecycleGuard
	kinds["tool-allows"] = runToolAllows
}

// tool-lifecycle-transition: input {"from", "to"}; want {"valid": bool} from
// tool.IsValidTransition.
func runToolLifecycleTransition(c *Case) error {
	var in struct{ From, To tool.LifecycleState }
	var want struct {
		Valid bool `json:"valid"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := tool.IsValidTransition(in.From, in.To); got != want.Valid {
		return mismatch("IsValidTransition", want.Valid, got)
	}
	return nil
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
	got, err := json.Marshal(tool.NewLifecycleValidator().IsValid(in.From, in.To, in.Context))
	if err != nil {
		return err
	}
	if err := sameTokens(c.Want, got); err != nil {
		return mismatch("guard result", string(c.Want), string(got))
	}
	return nil
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
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	var reg tool.Registration
	if err := hounfour.Decode(in.Registration, &reg); err != nil {
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
