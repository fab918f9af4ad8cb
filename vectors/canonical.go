package vectors

import "encoding/json"

// canonical returns a function kind's check that the JSON encoding of what
// data returns equals the case's want token by token (members, their order
// and values; string escaping may differ). The input is ignored and should
// be null.
func canonical(data func() any) func(c *Case) error {
	return func(c *Case) error {
		got, err := json.Marshal(data())
		if err != nil {
			return err
		}
		if err := sameTokens(c.Want, got); err != nil {
			return mismatch("canonical data", string(c.Want), string(got))
		}
		return nil
	}
}
