package messaging_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/messaging"
	"github.com/hounfour-go/hounfour/wire"
)

const (
	collection = "0x5Af0D9827E0c53E4799BB226655A1de152A425a5" // EIP-55
	nftURI     = "agent://eip155:80094/" + collection + "/4269"
)

func TestParseAddressAccepts(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in         string
		form       messaging.AgentAddressForm
		token      string
		collection string
		nft        string
	}{
		{"agent://4269", messaging.FormToken, "4269", "", ""},
		{"agent://0", messaging.FormToken, "0", "", ""},
		{"agent://007", messaging.FormToken, "007", "", ""},
		{"agent://bears/4269", messaging.FormAlias, "4269", "bears", ""},
		{"agent://a/1", messaging.FormAlias, "1", "a", ""},
		{"agent://b-3-/00", messaging.FormAlias, "00", "b-3-", ""},
		{"agent://eip155x/1", messaging.FormAlias, "1", "eip155x", ""},
		{"agent://a" + strings.Repeat("b", 63) + "/1", messaging.FormAlias, "1", "a" + strings.Repeat("b", 63), ""},
		{nftURI, messaging.FormNftID, "4269", "", "eip155:80094/" + collection + "/4269"},
		{"agent://eip155:1/0x0000000000000000000000000000000000000000/007", messaging.FormNftID, "007", "",
			"eip155:1/0x0000000000000000000000000000000000000000/007"},
		{"agent://eip155:18446744073709551615/" + collection + "/1", messaging.FormNftID, "1", "",
			"eip155:18446744073709551615/" + collection + "/1"},
	}
	for i, c := range cases {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			a, err := messaging.ParseAgentAddress(c.in)
			if err != nil {
				t.Errorf("ParseAgentAddress(%q): %v", c.in, err)
				return
			}
			if a.String() != c.in {
				t.Errorf("ParseAgentAddress(%q).String() = %q", c.in, a.String())
			}
			if a.Form() != c.form || a.TokenID() != c.token || a.Collection() != c.collection || a.IsZero() {
				t.Errorf("ParseAgentAddress(%q) = form %v token %q collection %q", c.in, a.Form(), a.TokenID(), a.Collection())
			}
			id, ok := a.NftID()
			if ok != (c.nft != "") || id.String() != c.nft {
				t.Errorf("ParseAgentAddress(%q).NftID() = %v, %v", c.in, id, ok)
			}
			if b, err := messaging.ParseAgentAddress(a.String()); err != nil || b != a {
				t.Errorf("re-parse of %q: %v, %v", a.String(), b, err)
			}
			if a.Validate() != nil {
				t.Errorf("Validate of %q: %v", c.in, a.Validate())
			}
		})
	}
}

func TestParseAddressRejects(t *testing.T) {
	t.Parallel()
	lower := "agent://eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/4269"
	cases := []struct {
		in, reason string
		sentinel   error
	}{
		// The rejected URIs of the specification.
		{"agent://", "empty target", wire.ErrSyntax},
		{"AGENT://4269", `missing "agent://" prefix`, wire.ErrSyntax},
		{"agent://Bears/4269", "invalid collection alias", wire.ErrSyntax},
		{"agent://bears/4269/", "invalid token id", wire.ErrSyntax},
		{"agent://bears/", "invalid token id", wire.ErrSyntax},
		{"agent://bears/x1", "invalid token id", wire.ErrSyntax},
		{"agent://-bears/1", "invalid collection alias", wire.ErrSyntax},
		{"agent://eip155/4269", `reserved collection alias "eip155"`, wire.ErrSyntax},
		{"agent://4269?x=1", "invalid token id", wire.ErrSyntax},
		{"agent:// 4269", "invalid token id", wire.ErrSyntax},
		{lower, "non-canonical NftId (want eip155:80094/" + collection + "/4269)", wire.ErrSyntax},
		// More.
		{"", `missing "agent://" prefix`, wire.ErrSyntax},
		{"agent:/4269", `missing "agent://" prefix`, wire.ErrSyntax},
		{"Agent://4269", `missing "agent://" prefix`, wire.ErrSyntax},
		{" agent://4269", `missing "agent://" prefix`, wire.ErrSyntax},
		{"agent://4269 ", "invalid token id", wire.ErrSyntax},
		{"agent://4269\n", "invalid token id", wire.ErrSyntax},
		{"agent://4269#f", "invalid token id", wire.ErrSyntax},
		{"agent://%34269", "invalid token id", wire.ErrSyntax},
		{"agent://４２", "invalid token id", wire.ErrSyntax},
		{"agent://-1", "invalid token id", wire.ErrSyntax},
		{"agent:///1", "invalid collection alias", wire.ErrSyntax},
		{"agent://1bears/1", "invalid collection alias", wire.ErrSyntax},
		{"agent://be_ars/1", "invalid collection alias", wire.ErrSyntax},
		{"agent://a" + strings.Repeat("b", 64) + "/1", "invalid collection alias", wire.ErrSyntax},
		{"agent://bears/1/2", "invalid token id", wire.ErrSyntax},
		{"agent://eip155:", "invalid NftId", wire.ErrSyntax},
		{"agent://eip155:80094", "invalid NftId", wire.ErrSyntax},
		{"agent://eip155:0/" + collection + "/1", "invalid NftId", wire.ErrSyntax},
		{"agent://eip155:80094/" + collection + "/", "invalid NftId", wire.ErrSyntax},
		{"agent://eip155:80094/" + collection + "/1/", "invalid NftId", wire.ErrSyntax},
		{"agent://eip155:18446744073709551616/" + collection + "/1", "invalid NftId", wire.ErrSyntax},
		{"agent://eip155:80094/0x5AF0D9827E0C53E4799BB226655A1DE152A425A5/4269",
			"non-canonical NftId (want eip155:80094/" + collection + "/4269)", wire.ErrSyntax},
		{"agent://eip155:80094/0x5aF0D9827E0c53E4799BB226655A1de152A425a5/4269", "invalid NftId", wire.ErrChecksum},
		{"agent://bears/eip155:80094/" + collection + "/4269", "invalid token id", wire.ErrSyntax},
	}
	for _, c := range cases {
		t.Run(c.reason, func(t *testing.T) {
			a, err := messaging.ParseAgentAddress(c.in)
			if err == nil {
				t.Errorf("ParseAgentAddress(%q) = %v, want an error", c.in, a)
				return
			}
			if want := `invalid agent address "` + jsonless(c.in) + `": ` + c.reason; err.Error() != want {
				t.Errorf("ParseAgentAddress(%q) error\n got %s\nwant %s", c.in, err, want)
			}
			if !errors.Is(err, c.sentinel) {
				t.Errorf("ParseAgentAddress(%q): error does not wrap %v", c.in, c.sentinel)
			}
			if c.sentinel != wire.ErrChecksum && errors.Is(err, wire.ErrChecksum) {
				t.Errorf("ParseAgentAddress(%q): error wraps ErrChecksum", c.in)
			}
			if !a.IsZero() {
				t.Errorf("ParseAgentAddress(%q) returned a non-zero AgentAddress with its error", c.in)
			}
		})
	}
}

// jsonless quotes s as strconv.Quote does, for the inputs above (only \n
// needs escaping; ４２ is printable).
func jsonless(s string) string { return strings.ReplaceAll(s, "\n", `\n`) }

func TestMustParseAgentAddress(t *testing.T) {
	t.Parallel()
	if a := messaging.MustParseAgentAddress("agent://1"); a.String() != "agent://1" {
		t.Errorf("MustParseAgentAddress = %v", a)
	}
	defer func() {
		if recover() == nil {
			t.Error("MustParseAgentAddress of an invalid URI did not panic")
		}
	}()
	messaging.MustParseAgentAddress("agent://x")
}

func TestAddressConstructors(t *testing.T) {
	t.Parallel()
	a, err := messaging.AgentAddressForToken("007")
	if err != nil || a != messaging.MustParseAgentAddress("agent://007") {
		t.Errorf("AgentAddressForToken = %v, %v", a, err)
	}
	if _, err := messaging.AgentAddressForToken(""); err == nil || err.Error() != `invalid agent address "agent://": invalid token id` {
		t.Errorf("AgentAddressForToken(\"\") = %v", err)
	}
	a, err = messaging.AgentAddressForAlias("bears", "4269")
	if err != nil || a != messaging.MustParseAgentAddress("agent://bears/4269") {
		t.Errorf("AgentAddressForAlias = %v, %v", a, err)
	}
	for _, c := range []struct{ alias, token, msg string }{
		{"Bears", "1", `invalid agent address "agent://Bears/1": invalid collection alias`},
		{"eip155", "1", `invalid agent address "agent://eip155/1": reserved collection alias "eip155"`},
		{"bears", "1/2", `invalid agent address "agent://bears/1/2": invalid token id`},
		{"a/b", "1", `invalid agent address "agent://a/b/1": invalid collection alias`},
	} {
		t.Run(c.alias, func(t *testing.T) {
			if _, err := messaging.AgentAddressForAlias(c.alias, c.token); err == nil || err.Error() != c.msg || !errors.Is(err, wire.ErrSyntax) {
				t.Errorf("AgentAddressForAlias(%q, %q) = %v", c.alias, c.token, err)
			}
		})
	}
	// AgentAddressForNftID is canonical whatever spelling the NftID was parsed from.
	id := wire.MustParseNftID("eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/4269")
	a = messaging.AgentAddressForNftID(id)
	if a.String() != nftURI || a != messaging.MustParseAgentAddress(nftURI) {
		t.Errorf("AgentAddressForNftID = %v", a)
	}
	if !messaging.AgentAddressForNftID(wire.NftID{}).IsZero() {
		t.Error("AgentAddressForNftID of the zero NftID is not zero")
	}
}

func TestZeroAddress(t *testing.T) {
	t.Parallel()
	var a messaging.AgentAddress
	if !a.IsZero() || a.Form() != 0 || a.String() != "" || a.TokenID() != "" || a.Collection() != "" {
		t.Errorf("zero AgentAddress: %v %v %q %q", a.IsZero(), a.Form(), a.TokenID(), a.Collection())
	}
	if _, ok := a.NftID(); ok {
		t.Error("zero AgentAddress has an NftID")
	}
	if err := a.Validate(); err == nil || err.Error() != "invalid agent-address: : Expected required property" {
		t.Errorf("Validate of the zero AgentAddress = %v", err)
	}
	if _, err := json.Marshal(a); err == nil {
		t.Error("Marshal of the zero AgentAddress succeeded")
	}
	if messaging.AgentAddressForm(0).String() != "" || messaging.FormToken.String() != "token" ||
		messaging.FormAlias.String() != "alias" || messaging.FormNftID.String() != "nftid" {
		t.Error("AgentAddressForm.String")
	}
}

// The JSON object form, both ways.
func TestAddressJSON(t *testing.T) {
	t.Parallel()
	cases := []struct{ uri, json string }{
		{"agent://4269", `{"scheme":"agent","nft_id":"4269"}`},
		{"agent://bears/4269", `{"scheme":"agent","nft_id":"4269","collection":"bears"}`},
		{nftURI, `{"scheme":"agent","nft_id":"eip155:80094/` + collection + `/4269"}`},
	}
	for _, c := range cases {
		t.Run(c.json, func(t *testing.T) {
			a := messaging.MustParseAgentAddress(c.uri)
			out, err := json.Marshal(a)
			if err != nil || string(out) != c.json {
				t.Errorf("Marshal(%s) = %s, %v", c.uri, out, err)
			}
			var b messaging.AgentAddress
			if err := json.Unmarshal([]byte(c.json), &b); err != nil || b != a {
				t.Errorf("Unmarshal(%s) = %v, %v", c.json, b, err)
			}
			var d messaging.AgentAddress
			if err := hounfour.Decode([]byte(c.json), &d); err != nil || d != a {
				t.Errorf("Decode(%s) = %v, %v", c.json, d, err)
			}
		})
	}
	// UnmarshalJSON applies every rule of the form: an AgentAddress is never invalid.
	var b messaging.AgentAddress
	err := json.Unmarshal([]byte(`{"scheme":"agent","nft_id":"eip155:80094/0x5af0d9827e0c53e4799bb226655a1de152a425a5/4269"}`), &b)
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) || len(verr.Violations) != 1 || verr.Violations[0].Rule != "agent-address-canonical" || !b.IsZero() {
		t.Errorf("Unmarshal of a non-canonical NftId: %v, %v", err, b)
	}
}
