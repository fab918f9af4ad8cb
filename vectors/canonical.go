package vectors

import "encoding/json"

// canonical returns a function kind's check that the JSON encoding of what
// data returns equals the case's want token by token (members, their order
// and values; string escaping may differ). The input is ignored and should
// be null.
func canonical(data func() any) func(c *Case) error {
	return func(c *Case) error { return sameJSON("canonical data", c.Want, data()) }
}

// sameJSON compares got (marshalled) with want token by token.
func sameJSON(what string, want json.RawMessage, got any) error {
	b, err := json.Marshal(got)
	if err != nil {
		return err
	}
	if err := sameTokens(want, b); err != nil {
		return mismatch(what, string(want), string(b))
	}
	return nil
}
