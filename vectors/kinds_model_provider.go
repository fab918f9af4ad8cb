package vectors

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/model"
)

func init() {
	kinds["provider-display-name"] = runProviderDisplayName
	kinds["provider-type"] = runProviderType
	kinds["provider-spec-canonical"] = runProviderSpecCanonical
}

// provider-display-name: input is a string; want {"display_name":
// ProviderDisplayName(input)}.
func runProviderDisplayName(c *Case) error {
	var in string
	var want struct {
		DisplayName string `json:"display_name"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := model.ProviderDisplayName(in); got != want.DisplayName {
		return mismatch("ProviderDisplayName", want.DisplayName, got)
	}
	return nil
}

// provider-type: input is a string; want {"known": IsKnownProviderType(input)}.
func runProviderType(c *Case) error {
	var in string
	var want struct {
		Known bool `json:"known"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := model.IsKnownProviderType(in); got != want.Known {
		return mismatch("IsKnownProviderType", want.Known, got)
	}
	return nil
}

// provider-spec-canonical: input is any JSON value; want {"canonical":
// CanonicalizeProviderSpec(input)}, or {"error": "any"} for a value that is
// not an object.
func runProviderSpecCanonical(c *Case) error {
	var want struct {
		Canonical *string `json:"canonical"`
		Error     string  `json:"error"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	got, err := model.CanonicalizeProviderSpec(json.RawMessage(c.Input))
	switch {
	case want.Canonical == nil && err == nil:
		return mismatch("CanonicalizeProviderSpec error", want.Error, got)
	case want.Canonical != nil && err != nil:
		return mismatch("CanonicalizeProviderSpec", *want.Canonical, err.Error())
	case want.Canonical != nil && got != *want.Canonical:
		return mismatch("CanonicalizeProviderSpec", *want.Canonical, got)
	}
	return nil
}
