package canonical_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/canonical"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

// revocationList returns a revocation list of n revoked keys, key i with
// the id keyID(i).
func revocationList(n int, keyID func(i int) string) []byte {
	var b strings.Builder
	b.WriteString(`{"envelope_kind":"revocation_list","contract_version":"8.7.0","cluster_id":"c","list_id":"l",` +
		`"issued_at":"2026-05-01T00:00:00Z","valid_from":"2026-05-01T00:00:00Z","valid_until":null,` +
		`"max_staleness_seconds":null,"nonce":1,"prev_envelope_hash":null,"next_page_hash":null,"revoked_keys":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"key_id":"` + keyID(i) + `","reason":"rotation","revoked_at":"2026-04-01T00:00:00Z",` +
			`"revocation_evidence_hash":null}`)
	}
	b.WriteString(`],"signer_key_id":"ed25519-pub:` + strings.Repeat("S", 43) + `","signature":"ed25519:` +
		strings.Repeat("A", 86) + `","quorum_signatures":null,"root_of_trust_id":null}`)
	return []byte(b.String())
}

// key returns a distinct public key for i.
func key(i int) string {
	s := strconv.Itoa(i)
	return "ed25519-pub:" + strings.Repeat("k", 43-len(s)) + s
}

// The duplicate-group rules do work linear in the list: 4,096 distinct
// keys, 4,096 copies of one key (one RL-1 violation listing every index)
// and 2,048 pairs whose second occurrences come in reverse order (2,048
// groups) are validated with allocations bounded per key. Sequential:
// allocation counts are process-wide.
func TestHostileRevocationList(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	const n = 4096
	l := hounfour.DefaultLimits()
	l.MaxViolations = n
	o := hounfour.Options{AcceptDeferred: true, Limits: l}
	for _, c := range []struct {
		name   string
		doc    []byte
		groups int
	}{
		{"distinct", revocationList(n, key), 0},
		{"one key", revocationList(n, func(int) string { return key(7) }), 1},
		{"reversed pairs", revocationList(n, func(i int) string {
			if i < n/2 {
				return key(i)
			}
			return key(n - 1 - i)
		}), n / 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			var rl canonical.RevocationList
			var err error
			_ = o.Decode(c.doc, &rl)
			bytes, allocs := hostile.Allocated(func() { err = o.Decode(c.doc, &rl) })
			var verr *hounfour.ValidationError
			got := 0
			if errors.As(err, &verr) {
				for _, v := range verr.Violations {
					if v.Rule != "RL-1" {
						t.Fatalf("%v", v)
					}
					got++
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if got != c.groups {
				t.Errorf("%d RL-1 violations, want %d", got, c.groups)
			}
			if allocs > 30*n || bytes > 4096*n {
				t.Errorf("%d keys: %d bytes in %d allocations", n, bytes, allocs)
			}
		})
	}
}

// run returns a canonical run of n phases, phase i at ordered_index
// index(i).
func run(n int, index func(i int) int) []byte {
	var b strings.Builder
	b.WriteString(`{"canonical_run_id":"r","canonical_run_version":"1.0.0","contract_version":"8.6.0","epic_kind":"k","required_phases":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"phase_id":"p","phase_kind":"audit","required_gates":[],"ordered_index":` + strconv.Itoa(index(i)) + `}`)
	}
	b.WriteString(`],"ts_authored":"2026-05-01T00:00:00Z"}`)
	return []byte(b.String())
}

// CR-1 has no bound of its own on the number of phases (the schema sets
// none): 10,000 phases (the default element limit) in reverse order are
// valid, all at index 0 give 9,999 duplicate violations (the first 100
// reported, then the limit's summary), and a gap at the end gives one violation, each with
// work and allocations linear in the phases.
func TestHostileCanonicalRun(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	const n = 10000
	l := hounfour.DefaultLimits()
	l.MaxBytes = 4 << 20
	o := hounfour.Options{Limits: l}
	for _, c := range []struct {
		name  string
		doc   []byte
		viols int
	}{
		{"reversed", run(n, func(i int) int { return n - 1 - i }), 0},
		{"all zero", run(n, func(int) int { return 0 }), l.MaxViolations + 1}, // + the summary
		{"gap", run(n, func(i int) int { return i + i/(n-1) }), 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r canonical.Run
			var err error
			_ = o.Decode(c.doc, &r)
			bytes, allocs := hostile.Allocated(func() { err = o.Decode(c.doc, &r) })
			var verr *hounfour.ValidationError
			got := 0
			if errors.As(err, &verr) {
				got = len(verr.Violations)
			} else if err != nil {
				t.Fatal(err)
			}
			if got != c.viols {
				t.Errorf("%d violations, want %d", got, c.viols)
			}
			if allocs > 20*n || bytes > 1024*n {
				t.Errorf("%d phases: %d bytes in %d allocations", n, bytes, allocs)
			}
		})
	}
}
