package authority_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/authority"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

// keyring returns a keyring of n signers whose ids and key references
// come from id(i) and ref(i).
func keyring(n int, id, ref func(i int) string) []byte {
	var b strings.Builder
	b.WriteString(`{"keyring_id":"550e8400-e29b-41d4-a716-446655440000","org_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","signers":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"signer_id":"` + id(i) + `","key_ref":"` + ref(i) + `","public_key":"ed25519-pub:` + strings.Repeat("B", 43) +
			`","signature_type":"attestation","scoped_trust":{"scopes":{},"default_level":"sovereign"},"signer_status":"active"}`)
	}
	b.WriteString(`],"created_at":"2026-05-01T00:00:00Z","updated_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`)
	return []byte(b.String())
}

// A keyring of 9,000 entries (within the element limit) with one signer id
// and one key reference: KR-1 stops at the maximum of violations, KR-2 is
// one warning listing every entry, and the work is linear (bounded
// allocations per entry); one of 20,000 entries gets the element limit
// alone. Sequential: allocation counts are process-wide.
func TestHostileHugeKeyring(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	const n = 9000
	same := keyring(n, func(int) string { return "dup" }, func(int) string { return "kms://one" })
	l := hounfour.DefaultLimits()
	l.MaxBytes = 16 << 20
	o := hounfour.Options{Contract: hounfour.Contract870, Limits: l}
	var k authority.Keyring
	var err error
	bytes, allocs := hostile.Allocated(func() { err = o.Decode(same, &k) })
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("got %v", err)
	}
	kr1 := 0
	for _, v := range ve.Violations {
		if v.Rule == "KR-1" {
			kr1++
		}
	}
	if kr1 == 0 || len(ve.Violations) > l.MaxViolations+1 {
		t.Errorf("%d violations (%d KR-1), want at most the maximum %d", len(ve.Violations), kr1, l.MaxViolations)
	}
	if allocs > 40*n || bytes > 4096*n {
		t.Errorf("%d bytes in %d allocations for %d entries", bytes, allocs, n)
	}
	distinct := keyring(n, func(i int) string { return "s-" + strconv.Itoa(i) }, func(int) string { return "kms://one" })
	if err := o.Decode(distinct, &k); err != nil {
		t.Fatal(err)
	}
	var ws []hounfour.Warning
	_, allocs = hostile.Allocated(func() { ws = k.Warnings() })
	kr2, sge := 0, 0
	for _, w := range ws {
		switch w.Rule {
		case "KR-2":
			kr2++
			if !strings.Contains(w.Message, "signers[0, 1, 2,") || !strings.Contains(w.Message, strconv.Itoa(n-1)+"]") {
				t.Errorf("KR-2 does not list every entry: %.200s", w.Message)
			}
		case "SGE-1":
			sge++
		}
	}
	if kr2 != 1 || sge == 0 {
		t.Errorf("%d KR-2 and %d SGE-1 warnings", kr2, sge)
	}
	if allocs > 40*n {
		t.Errorf("Warnings: %d allocations for %d entries", allocs, n)
	}
	over := keyring(20000, func(int) string { return "dup" }, func(int) string { return "kms://one" })
	err = o.Decode(over, &k)
	if !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != hounfour.RuleLimitElements {
		t.Errorf("20,000 entries: %v", err)
	}
}
