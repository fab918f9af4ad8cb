package vectors

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/messaging"
)

func init() {
	// message-delivery-transition: messaging.IsValidDeliveryTransition (see
	// transition).
	kinds["message-delivery-transition"] = transition("IsValidDeliveryTransition", messaging.IsValidDeliveryTransition)
	kinds["agent-address-uri"] = runAgentAddressURI
	kinds["message-delivery-event"] = runEventCheck(messaging.CheckEvent)
}

// agent-address-uri: input is the text given to messaging.ParseAgentAddress. want
// is {"error": "syntax"|"checksum", "message": exact error text} for a
// rejected text, else {"form": "token"|"alias"|"nftid", "token_id",
// "collection", "json": the JSON object form} (members left out are not
// compared). An accepted text must format back to itself, re-parse to an equal
// Address, and its JSON form must decode to the same Address.
func runAgentAddressURI(c *Case) error {
	var in string
	var want struct {
		Error      string          `json:"error"`
		Message    string          `json:"message"`
		Form       string          `json:"form"`
		TokenID    *string         `json:"token_id"`
		Collection *string         `json:"collection"`
		JSON       json.RawMessage `json:"json"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	a, err := messaging.ParseAgentAddress(in)
	if got := errClass(err); got != want.Error {
		return mismatch("error", want.Error, got)
	}
	if err != nil {
		if want.Message != "" && err.Error() != want.Message {
			return mismatch("error message", want.Message, err.Error())
		}
		return nil
	}
	if a.String() != in {
		return mismatch("String()", in, a.String())
	}
	if back, err := messaging.ParseAgentAddress(a.String()); err != nil || back != a {
		return mismatch("re-parse of String()", a, back)
	}
	if want.Form != "" && a.Form().String() != want.Form {
		return mismatch("form", want.Form, a.Form())
	}
	if want.TokenID != nil && a.TokenID() != *want.TokenID {
		return mismatch("token_id", *want.TokenID, a.TokenID())
	}
	if want.Collection != nil && a.Collection() != *want.Collection {
		return mismatch("collection", *want.Collection, a.Collection())
	}
	enc, err := json.Marshal(a)
	if err != nil {
		return err
	}
	if want.JSON != nil {
		if err := sameTokens(want.JSON, enc); err != nil {
			return mismatch("JSON form", string(want.JSON), string(enc))
		}
	}
	var fromJSON messaging.AgentAddress
	if err := json.Unmarshal(enc, &fromJSON); err != nil || fromJSON != a {
		return mismatch("JSON form decoded", a, fromJSON)
	}
	return nil
}
