package assertion_test

import (
	"encoding/json"
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/assertion"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/signing"
)

// challengeCH is the protocol's example challenge.
const challengeCH = `{"envelope_kind":"challenge","contract_version":"8.6.0","challenge_id":"chl-1","ts":"2026-05-09T12:00:00Z","challenger_id":"agent-a","target_assertion_id":"as-1","challenge_type":"other","requested_effect":"annotate_only","rationale":"r","evidence_hashes":[],"signature":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`

var accept = hounfour.Options{Contract: hounfour.Contract870, AcceptDeferred: true}

func TestChallengeDecode(t *testing.T) {
	var c assertion.Challenge
	if err := json.Unmarshal([]byte(challengeCH), &c); err != nil {
		t.Fatal(err)
	}
	// Validate uses the default options: a crypto-bearing document is
	// refused with the deferral error.
	var ve *hounfour.ValidationError
	if err := c.Validate(); !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != hounfour.RuleCryptoDeferred ||
		!strings.HasPrefix(ve.Violations[0].Message, "CRYPTO_DEFERRED: ") {
		t.Fatalf("default Validate: %v", err)
	}
	if err := accept.Decode([]byte(challengeCH), &c); err != nil {
		t.Fatal(err)
	}
	if err := c.ValidateSchema(); err != nil {
		t.Errorf("ValidateSchema: %v", err)
	}
	if c.ContractVersion != assertion.ChallengeContractVersion || c.ChallengeType != assertion.ChallengeOther ||
		c.RequestedEffect != assertion.EffectAnnotateOnly || !c.Signature.Valid() || c.EvidenceHashes == nil {
		t.Errorf("decoded %+v", c)
	}
	out, err := json.Marshal(&c)
	if err != nil || string(out) != challengeCH {
		t.Errorf("round trip: %s %v", out, err)
	}
	m := accept.Obligations(&c)
	if m == nil || m.SchemaID != "Challenge" || len(m.Rules) != 1 || m.Rules[0].RuleID != "CRYPTO_DEFERRED" {
		t.Errorf("obligations: %+v", m)
	}
	// The runtime-deferred rules are never evaluated: CHL-1 … CHL-4 are
	// reported as deferred.
	var ids []string
	for _, r := range c.CheckConstraints() {
		if r.Status != constraint.StatusDeferred {
			t.Errorf("%s: %s", r.ID, r.Status)
		}
		ids = append(ids, r.ID)
	}
	if strings.Join(ids, ",") != "CHL-1,CHL-2,CHL-3,CHL-4" {
		t.Errorf("constraints %v", ids)
	}
	// A nil evidence list is written as the empty list (required member).
	c.EvidenceHashes = nil
	if out, _ := json.Marshal(&c); string(out) != challengeCH {
		t.Errorf("nil evidence: %s", out)
	}
	// Under the 7.0.0 profile the type does not exist.
	v7 := hounfour.Options{Contract: hounfour.Contract700}
	if err := v7.Decode([]byte(challengeCH), new(assertion.Challenge)); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("7.0.0 decode: %v", err)
	}
}

// TestChallengeTimestamp: ts is the pattern, not a date-time: no calendar
// check, Z only, one to nine fraction digits.
func TestChallengeTimestamp(t *testing.T) {
	for ts, ok := range map[string]bool{
		"2026-05-09T12:00:00Z":            true,
		"2026-02-30T99:99:99Z":            true,
		"2026-05-09T12:00:00.123456789Z":  true,
		"2026-05-09T12:00:00.1Z":          true,
		"2026-05-09T12:00:00.Z":           false,
		"2026-05-09T12:00:00.123456789Z0": false,
		"2026-05-09T12:00:00.1234567890Z": false,
		"2026-05-09T12:00:00+00:00":       false,
		"2026-05-09 12:00:00Z":            false,
		"2026-05-09T12:00:00z":            false,
	} {
		doc := strings.Replace(challengeCH, "2026-05-09T12:00:00Z", ts, 1)
		err := accept.Decode([]byte(doc), new(assertion.Challenge))
		var ve *hounfour.ValidationError
		if ok != (err == nil) || !ok && (!errors.As(err, &ve) || ve.Violations[0].Path != "/ts" || ve.Violations[0].Rule != "pattern") {
			t.Errorf("ts %q: %v", ts, err)
		}
	}
}

// TestPropertyChallengeRoundTrip: a challenge built from random valid
// members validates with AcceptDeferred, encodes, decodes to the same value
// and encodes to the same text.
func TestPropertyChallengeRoundTrip(t *testing.T) {
	types, effects := assertion.ChallengeTypes(), assertion.RequestedEffects()
	properties := gopter.NewProperties(proptest.Parameters(t, 300))
	properties.Property("challenge round trip", prop.ForAll(
		func(seed int64) bool {
			r := rand.New(rand.NewSource(seed))
			hex := func(upper bool) string {
				const lo, up = "0123456789abcdef", "0123456789ABCDEF"
				var b strings.Builder
				for range 64 {
					if upper && r.Intn(2) == 0 {
						b.WriteByte(up[r.Intn(16)])
					} else {
						b.WriteByte(lo[r.Intn(16)])
					}
				}
				return b.String()
			}
			c := assertion.Challenge{
				EnvelopeKind: "challenge", ContractVersion: assertion.ChallengeContractVersion,
				ChallengeID: "chl-" + hex(false)[:1+r.Intn(8)], TS: "2026-05-09T12:00:00." + strings.Repeat("5", 1+r.Intn(9)) + "Z",
				ChallengerID: "agent-a", TargetAssertionID: "as-é\u2028\"", ChallengeType: types[r.Intn(len(types))],
				RequestedEffect: effects[r.Intn(len(effects))], Rationale: strings.Repeat("ü", 1+r.Intn(100)),
				EvidenceHashes: []string{},
			}
			for range r.Intn(5) {
				c.EvidenceHashes = append(c.EvidenceHashes, "sha256:"+hex(true))
			}
			const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
			sig := make([]byte, 86)
			for i := range sig {
				sig[i] = alphabet[r.Intn(len(alphabet))]
			}
			c.Signature = signing.Signature("ed25519:" + string(sig))
			if err := accept.Validate(&c); err != nil {
				t.Logf("%+v: %v", c, err)
				return false
			}
			out, err := json.Marshal(&c)
			if err != nil {
				return false
			}
			var back assertion.Challenge
			if err := accept.Decode(out, &back); err != nil {
				t.Logf("%s: %v", out, err)
				return false
			}
			again, _ := json.Marshal(&back)
			return string(again) == string(out)
		},
		gen.Int64()))
	properties.TestingRun(t)
}
