package agent_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/wire"
)

const validPersonality = `{"token_id":"eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1","archetype":"oracle",` +
	`"ancestor":"pythia","era":"classical","element":"aether","tier":"premium",` +
	`"fingerprint_hash":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}`

// TestPersonalityAssignment: the tiers, a valid assignment, its token id
// kept as received (no checksum rule; NftID applies it), the pattern, the
// constraint file's one rule, and the type is unknown to contract 7.0.0.
func TestPersonalityAssignment(t *testing.T) {
	if got := agent.PersonalityTiers(); !slices.Equal(got, []agent.PersonalityTier{"basic", "standard", "premium"}) {
		t.Errorf("PersonalityTiers() = %v", got)
	}
	for tier, valid := range map[agent.PersonalityTier]bool{"basic": true, "standard": true, "premium": true,
		"Premium": false, "": false, "gold": false} {
		if tier.Valid() != valid {
			t.Errorf("%q.Valid() = %v", tier, !valid)
		}
	}
	var p agent.PersonalityAssignment
	if err := hounfour.Decode([]byte(validPersonality), &p); err != nil {
		t.Fatal(err)
	}
	if p.Tier != agent.PersonalityPremium || p.TokenID != "eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1" {
		t.Errorf("decoded %+v", p)
	}
	if id, err := p.NftID(); err != nil || id.ChainID() != 1 || id.TokenID() != "1" ||
		id.Collection().String() != "0x5B38Da6a701c568545dCfcB03FcB875f56beddC4" {
		t.Errorf("NftID() = %v, %v", id, err)
	}
	rs := p.CheckConstraints()
	if len(rs) != 1 || rs[0].ID != "personality-fingerprint-length" || rs[0].Status != "pass" {
		t.Errorf("CheckConstraints = %v", rs)
	}
	// A mixed-case collection that is not its EIP-55 spelling (that is
	// 0xBEeFbeefbEefbeEFbeEfbEEfBEeFbeEfBeEfBeef) is accepted and re-emitted
	// letter for letter; NftID reports the checksum.
	const unchecked = "eip155:1/0xbEeFbeEfbeEfbeEFbeEfbeEfBEeFBEEfBeEfBeef/42"
	doc := []byte(`{"token_id":"` + unchecked + `","archetype":"sage","ancestor":"merlin",` +
		`"era":"medieval","element":"fire","tier":"standard","fingerprint_hash":"` +
		`a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2"}`)
	var q agent.PersonalityAssignment
	if err := hounfour.Decode(doc, &q); err != nil || q.TokenID != unchecked {
		t.Errorf("a collection without its EIP-55 checksum: %v, token id %q", err, q.TokenID)
	}
	if out, err := json.Marshal(q); err != nil || string(out) != string(doc) {
		t.Errorf("re-encoded: %s, %v\nwant %s", out, err, doc)
	}
	if _, err := q.NftID(); !errors.Is(err, wire.ErrChecksum) {
		t.Errorf("NftID() of an unchecked collection: %v, want wire.ErrChecksum", err)
	}
	if id, err := (agent.PersonalityAssignment{}).NftID(); err != nil || !id.IsZero() {
		t.Errorf("NftID() of the zero assignment = %v, %v", id, err)
	}
	// The pattern: prefix, chain id without a leading zero, 40 hex digits,
	// a decimal token id.
	for _, id := range []string{"0xbEeFbeEfbeEfbeEFbeEfbeEfBEeFBEEfBeEfBeef/42", "eip155:0/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1",
		"eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC/1", "eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/", "",
		"eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddG4/1", "eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1a"} {
		var r agent.PersonalityAssignment
		d := []byte(`{"token_id":"` + id + validPersonality[len(`{"token_id":"eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1`):])
		var verr *hounfour.ValidationError
		if err := hounfour.Decode(d, &r); !errors.As(err, &verr) || len(verr.Violations) != 1 ||
			verr.Violations[0].Path != "/token_id" || verr.Violations[0].Rule != "pattern" {
			t.Errorf("token id %q: %v", id, err)
		}
	}
	var old agent.PersonalityAssignment
	if err := (hounfour.Options{Contract: hounfour.Contract700}).Decode([]byte(validPersonality), &old); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("under 7.0.0: %v, want ErrNotInContract", err)
	}
}

func FuzzDecodePersonalityAssignment(f *testing.F) {
	f.Add([]byte(validPersonality))
	f.Add([]byte(`{"token_id":"eip155:0/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1","tier":"Premium","fingerprint_hash":"E3"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.PersonalityAssignment](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[agent.PersonalityTier](data); err != nil {
			t.Fatal(err)
		}
	})
}
