package vectors

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour/integrity"
)

func init() {
	kinds["request-hash"] = runRequestHash
	kinds["idempotency-key"] = runIdempotencyKey
	kinds["canonical-conservation-properties"] = canonical(func() any { return integrity.CanonicalConservationProperties() })
	kinds["canonical-liveness-properties"] = canonical(func() any { return integrity.CanonicalLivenessProperties() })
	kinds["canonical-registry"] = runCanonicalRegistry
	kinds["liveness-bounded-eventually"] = runBoundedEventually
}

// request-hash: input is {"body_base64", "content_encoding",
// "max_body_bytes"?, "max_compression_ratio"?} (absent or 0 = default);
// want is {"hash": "sha256:…"} or {"code", "status", "message"} of the
// *integrity.DecompressionError. A hash case also checks VerifyReqHash and
// that DecompressBody yields bytes of that hash.
func runRequestHash(c *Case) error {
	var in struct {
		Body                string  `json:"body_base64"`
		ContentEncoding     string  `json:"content_encoding"`
		MaxBodyBytes        int64   `json:"max_body_bytes"`
		MaxCompressionRatio float64 `json:"max_compression_ratio"`
	}
	var want struct {
		Hash    string `json:"hash"`
		Code    string `json:"code"`
		Status  int    `json:"status"`
		Message string `json:"message"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	body, err := base64.StdEncoding.DecodeString(in.Body)
	if err != nil {
		return fmt.Errorf("body_base64: %v", err)
	}
	opts := &integrity.Options{MaxBodyBytes: in.MaxBodyBytes, MaxCompressionRatio: in.MaxCompressionRatio}
	got, err := integrity.ComputeReqHash(body, in.ContentEncoding, opts)
	if want.Hash == "" {
		var de *integrity.DecompressionError
		if !errors.As(err, &de) {
			return mismatch("error", want.Code, fmt.Sprintf("%v (%T)", err, err))
		}
		if string(de.Code) != want.Code || de.HTTPStatus != want.Status || de.Message != want.Message {
			return mismatch("error", fmt.Sprintf("%s %d %q", want.Code, want.Status, want.Message),
				fmt.Sprintf("%s %d %q", de.Code, de.HTTPStatus, de.Message))
		}
		return nil
	}
	if err != nil || got != want.Hash {
		return mismatch("hash", want.Hash, fmt.Sprintf("%s (%v)", got, err))
	}
	if ok, err := integrity.VerifyReqHash(body, want.Hash, in.ContentEncoding, opts); !ok || err != nil {
		return mismatch("VerifyReqHash", true, fmt.Sprintf("%v (%v)", ok, err))
	}
	out, err := integrity.DecompressBody(body, in.ContentEncoding, opts)
	sum := sha256.Sum256(out)
	if h := "sha256:" + hex.EncodeToString(sum[:]); err != nil || h != want.Hash {
		return mismatch("DecompressBody", want.Hash, fmt.Sprintf("%s (%v)", h, err))
	}
	return nil
}

// idempotency-key: input is {"tenant", "req_hash", "provider", "model"};
// want is {"key": 64 hex} or {"error": message}.
func runIdempotencyKey(c *Case) error {
	var in struct {
		Tenant   string `json:"tenant"`
		ReqHash  string `json:"req_hash"`
		Provider string `json:"provider"`
		Model    string `json:"model"`
	}
	var want struct {
		Key   string `json:"key"`
		Error string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	got, err := integrity.DeriveIdempotencyKey(in.Tenant, in.ReqHash, in.Provider, in.Model)
	if want.Error != "" {
		if err == nil || err.Error() != want.Error {
			return mismatch("error", want.Error, err)
		}
		return nil
	}
	if err != nil || got != want.Key {
		return mismatch("key", want.Key, fmt.Sprintf("%s (%v)", got, err))
	}
	return nil
}

// canonical-registry: input is the registry id text given to
// integrity.CanonicalRegistry; want is the registry's JSON encoding, and
// the registry must validate.
func runCanonicalRegistry(c *Case) error {
	var id string
	if err := strict(c.Input, &id); err != nil {
		return err
	}
	g := integrity.CanonicalRegistry(id)
	if err := g.Validate(); err != nil {
		return err
	}
	return sameJSON("canonical data", c.Want, g)
}

// liveness-bounded-eventually: input is a liveness-property document
// (structurally valid); want {"bounded_eventually": HasBoundedEventually()}.
func runBoundedEventually(c *Case) error {
	var p integrity.LivenessProperty
	if err := p.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		BoundedEventually bool `json:"bounded_eventually"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := p.HasBoundedEventually(); got != want.BoundedEventually {
		return mismatch("HasBoundedEventually", want.BoundedEventually, got)
	}
	return nil
}
