package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour/wire"
)

// kinds maps a function kind to its handler. Each domain adds its kinds in a
// kinds_<domain>.go file, documenting input and want there.
var kinds = map[string]func(c *Case) error{}

// strict decodes a case's input or want into v, rejecting unknown members, so
// a misspelt vector field fails instead of being ignored.
func strict(data json.RawMessage, v any) error {
	if data == nil {
		return errors.New("missing input/want")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	return dec.Decode(v)
}

// decodeCase decodes a case's input into in, then its want into want, both
// with strict.
func decodeCase(c *Case, in, want any) error {
	if err := strict(c.Input, in); err != nil {
		return err
	}
	return strict(c.Want, want)
}

// errClass names the wire sentinel an error wraps: "syntax", "range",
// "checksum", or "" for nil.
func errClass(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, wire.ErrChecksum):
		return "checksum"
	case errors.Is(err, wire.ErrRange):
		return "range"
	case errors.Is(err, wire.ErrSyntax):
		return "syntax"
	}
	return "other: " + err.Error()
}

func mismatch(what string, want, got any) error {
	return fmt.Errorf("%s: want %v, got %v", what, want, got)
}

// transition makes the handler of a transition-table kind
// (lifecycle-transition, tool-lifecycle-transition,
// message-delivery-transition): input {"from", "to"}; want {"valid": bool}
// from valid(from, to), reported under name.
func transition[S ~string](name string, valid func(from, to S) bool) func(c *Case) error {
	return func(c *Case) error {
		var in struct{ From, To S }
		var want struct {
			Valid bool `json:"valid"`
		}
		if err := decodeCase(c, &in, &want); err != nil {
			return err
		}
		if got := valid(in.From, in.To); got != want.Valid {
			return mismatch(name, want.Valid, got)
		}
		return nil
	}
}

// stateMachine makes the handler of a state-machine kind (saga-transition,
// proposal-transition): input {"from", "to"} (to may be omitted); want
// {"valid": can(from, to)} when to is given and/or {"terminal":
// terminal(from)}.
func stateMachine[S ~string](canName string, can func(from, to S) bool, terminalName string, terminal func(S) bool) func(c *Case) error {
	return func(c *Case) error {
		var in struct {
			From S  `json:"from"`
			To   *S `json:"to"`
		}
		var want struct {
			Valid    *bool `json:"valid"`
			Terminal *bool `json:"terminal"`
		}
		if err := decodeCase(c, &in, &want); err != nil {
			return err
		}
		if want.Valid != nil {
			if in.To == nil {
				return mismatch("input", "a to status", "none")
			}
			if got := can(in.From, *in.To); got != *want.Valid {
				return mismatch(canName, *want.Valid, got)
			}
		}
		if want.Terminal != nil {
			if got := terminal(in.From); got != *want.Terminal {
				return mismatch(terminalName, *want.Terminal, got)
			}
		}
		return nil
	}
}

// okReason is the {"ok", "reason"} form of a check's error: true and "" for
// nil, else false and the error's message.
func okReason(err error) (bool, string) {
	if err != nil {
		return false, err.Error()
	}
	return true, ""
}
