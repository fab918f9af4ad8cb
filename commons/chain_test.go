package commons_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

func TestChainBoundHash(t *testing.T) {
	t.Parallel()
	e := entry("0000", "2026-02-25T10:00:00Z").HashInput()
	const content = "sha256:86e72dff999ce1a8ca0079f05b7aa4bcfdae293f55b9f15cd86b05c6c1f2bb31"
	if h, _ := commons.AuditEntryHash(e, "loa-commons:audit:governedcredits"); h != content {
		t.Errorf("content hash %s, want %s", h, content)
	}
	got, err := commons.ChainBoundHash(e, "loa-commons:audit:governedcredits", commons.AuditTrailGenesisHash)
	if want := "sha256:ac31ab2b1ed64f20fe229e74bfa517459841a0bed41538130990296383b29ffc"; err != nil || got != want {
		t.Errorf("got %s, %v; want %s", got, err, want)
	}
	// It is the SHA-256 of content:previous.
	sum := sha256.Sum256([]byte(content + ":" + commons.AuditTrailGenesisHash))
	if got != "sha256:"+hex.EncodeToString(sum[:]) {
		t.Errorf("not the hash of content:previous")
	}
	got, err = commons.ChainBoundHash(e, tagCredits, commons.AuditTrailGenesisHash)
	if want := "sha256:0ceff62430363653523201e2241fdaa9e425d7082f6eec8c9d8391a2d2de8b3f"; err != nil || got != want {
		t.Errorf("got %s, %v; want %s", got, err, want)
	}
}

func TestChainBoundHashErrors(t *testing.T) {
	t.Parallel()
	e := entry("0000", "2026-02-25T10:00:00Z").HashInput()
	bad := e
	bad.Payload = json.RawMessage(`[`)
	for _, c := range []struct {
		name       string
		in         commons.AuditEntryHashInput
		tag, prev  string
		code, want string
	}{
		{"two segments", e, "loa:audit", commons.AuditTrailGenesisHash, commons.CodeInvalidDomainTag,
			"Domain tag must have at least 3 colon-separated segments, got 2"},
		{"legacy tag", e, "loa-commons:audit:GovernedCredits:8.0.0", commons.AuditTrailGenesisHash, commons.CodeInvalidDomainTag,
			`Segment 2 ("GovernedCredits") must be lowercase alphanumeric with hyphens/underscores`},
		{"bad previous", e, tagCredits, "sha256:XYZ", commons.CodeInvalidPreviousHash,
			`Previous hash must match sha256:<64 hex> format, got "sha256:XYZ"`},
		{"bad tag first", e, "", "x", commons.CodeInvalidDomainTag, "Domain tag must not be empty"},
		{"uppercase hex", e, tagCredits, "sha256:E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855",
			commons.CodeInvalidPreviousHash, `Previous hash must match sha256:<64 hex> format, got "sha256:E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855"`},
		{"unhashable", bad, tagCredits, commons.AuditTrailGenesisHash, commons.CodeCanonicalizationFailed,
			"Failed to canonicalize audit entry for content hash"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h, err := commons.ChainBoundHash(c.in, c.tag, c.prev)
			var ce *commons.ChainBoundHashError
			if !errors.As(err, &ce) || ce.Code != c.code || err.Error() != c.want || h != "" {
				t.Fatalf("got %q, %v; want %s %q", h, err, c.code, c.want)
			}
			var he *commons.AuditHashError
			if (c.code == commons.CodeCanonicalizationFailed) != errors.As(err, &he) {
				t.Errorf("cause: %v", errors.Unwrap(err))
			}
		})
	}
}

func TestAdvisoryLockKey(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int32{
		"": -2128831035, "a": -468965076, "loa-commons:audit:governedcredits:8-0-0": -823840619,
		"foobar": -1080231576, "é": 513665217, "😀": 866293256,
	} {
		if got := commons.AdvisoryLockKey(in); got != want {
			t.Errorf("AdvisoryLockKey(%q) = %d, want %d", in, got, want)
		}
	}
}
