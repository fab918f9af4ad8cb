package model_test

import (
	"context"
	"crypto"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/model"
)

// FuzzProviderSignature: CanonicalizeProviderSpec and
// VerifyProviderSignature never panic on any text. A canonical form is in
// RFC 8785 form already and has no top-level signature member; only a spec
// signed with the one key the resolver knows verifies.
func FuzzProviderSignature(f *testing.F) {
	seed := make([]byte, ed25519.SeedSize)
	key := ed25519.NewKeyFromSeed(seed)
	resolve := func(_ context.Context, kid, alg string) (crypto.PublicKey, error) {
		if kid == "default" && alg == "EdDSA" {
			return key.Public(), nil
		}
		return nil, errors.New("unknown key")
	}
	doc := `{"spec_id":"s","display_name":"P","n":[1.0,1e21,-0],"nested":{"signature":"kept"}}`
	signed := sign(f, doc, jose.EdDSA, key, "")
	f.Add([]byte(signed))
	f.Add([]byte(doc))
	f.Add([]byte(`{"signature":"a.b.c"}`))
	f.Add([]byte(`{"signature":"eyJhbGciOiJub25lIn0.b.c","x":"\u00e9"}`))
	f.Add([]byte(`[1,2]`))
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	if res := model.VerifyProviderSignature(context.Background(), json.RawMessage(signed), resolve, now); res.Status != model.Verified {
		f.Fatalf("the signed seed: %+v", res)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := model.CanonicalizeProviderSpec(data)
		if err == nil {
			again, err := codec.Canonicalize([]byte(c))
			if err != nil || string(again) != c {
				t.Fatalf("canonical form %q is not canonical: %q, %v", c, again, err)
			}
			var top map[string]json.RawMessage
			if json.Unmarshal([]byte(c), &top) != nil {
				t.Fatalf("canonical form %q is not an object", c)
			}
			if _, ok := top["signature"]; ok {
				t.Fatalf("canonical form %q keeps the signature", c)
			}
		}
		res := model.VerifyProviderSignature(context.Background(), data, resolve, now)
		switch res.Status {
		case model.Verified:
			if err != nil || res.Algorithm != "EdDSA" {
				t.Fatalf("verified %+v with canonical error %v", res, err)
			}
		case model.Failed, model.Unverifiable:
			if res.Reason == "" || len(res.Reason) > 2000 {
				t.Fatalf("%+v: reason of %d bytes", res, len(res.Reason))
			}
		default:
			t.Fatalf("status %v", res.Status)
		}
	})
}
