package agent_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

const validPersonality = `{"token_id":"eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1","archetype":"oracle",` +
	`"ancestor":"pythia","era":"classical","element":"aether","tier":"premium",` +
	`"fingerprint_hash":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}`

// TestPersonalityAssignment: the tiers, a valid assignment, the checksum
// rule on its token id, the constraint file's one rule, and the type is
// unknown to contract 7.0.0.
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
	if p.Tier != agent.PersonalityPremium || p.TokenID.String() != "eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1" {
		t.Errorf("decoded %+v", p)
	}
	rs := p.CheckConstraints()
	if len(rs) != 1 || rs[0].ID != "personality-fingerprint-length" || rs[0].Status != "pass" {
		t.Errorf("CheckConstraints = %v", rs)
	}
	bad := []byte(`{"token_id":"eip155:1/0xbEeFbeEfbeEfbeEFbeEfbeEfBEeFBEEfBeEfBeef/42","archetype":"sage","ancestor":"merlin",` +
		`"era":"medieval","element":"fire","tier":"standard","fingerprint_hash":"` +
		`a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2"}`)
	var q agent.PersonalityAssignment
	var verr *hounfour.ValidationError
	if err := hounfour.Decode(bad, &q); !errors.As(err, &verr) || len(verr.Violations) != 1 ||
		verr.Violations[0].Rule != "address-checksum" || verr.Violations[0].Path != "/token_id" {
		t.Errorf("a collection without its EIP-55 checksum: %v", err)
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
