package commons_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
)

// bigTrail appends n entries to a new trail.
func bigTrail(t *testing.T, n int) commons.AuditTrail {
	t.Helper()
	tr := commons.NewAuditTrail()
	tr.Entries = make([]commons.AuditEntry, 0, n)
	for i := range n {
		e := entry(pad4(i%10000), "2026-02-25T10:00:00Z")
		e.Payload = json.RawMessage(`{"i":` + itoa(i) + `,"tags":["a","b"]}`)
		if _, err := tr.Append(e, tagCredits); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

// Verifying a trail allocates in proportion to the trail (the canonical
// form of each entry, one at a time), whatever its length; so do checkpoint
// continuity and pruning (one copy of the entries).
func TestTrailWorkBounded(t *testing.T) {
	n, factor := 100_000, uint64(2)
	if testing.Short() || hostile.Race {
		// The race detector's instrumentation allocates more per entry.
		n, factor = 10_000, 4
	}
	tr := bigTrail(t, n)
	cp, err := commons.CreateCheckpoint(tr, n/2)
	if err != nil {
		t.Fatal(err)
	}
	size := uint64(len(mustJSON(t, tr)))
	for _, c := range []struct {
		name   string
		f      func() bool
		allocs uint64 // per entry
	}{
		{"VerifyAuditTrail", func() bool { return commons.VerifyAuditTrail(tr).Valid }, 12},
		{"VerifyCheckpointContinuity", func() bool { return commons.VerifyCheckpointContinuity(cp.Trail).Valid }, 12},
		{"PruneBeforeCheckpoint", func() bool { return len(commons.PruneBeforeCheckpoint(cp.Trail).Entries) == n-n/2-1 }, 1},
	} {
		var ok bool
		bytes, allocs := hostile.Allocated(func() { ok = c.f() })
		if !ok {
			t.Fatalf("%s failed", c.name)
		}
		// At most twice the size of the trail's JSON, and a bounded number
		// of allocations per entry: nothing grows faster than the trail.
		if limit := factor*size + 64<<10; bytes > limit || allocs > c.allocs*uint64(n)+100 {
			t.Errorf("%s of %d entries (%d bytes of JSON): %d bytes in %d allocations, want at most %d bytes and %d allocations",
				c.name, n, size, bytes, allocs, limit, c.allocs*uint64(n)+100)
		} else {
			t.Logf("%s of %d entries (%d bytes of JSON): %d bytes (%.1f per entry), %d allocations", c.name, n, size, bytes,
				float64(bytes)/float64(n), allocs)
		}
	}
}

// Hashing an entry with a large payload allocates a small multiple of the
// payload, in one pass.
func TestAuditEntryHashBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"items":[`)
	for i := range 50_000 {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"z":` + itoa(i) + `,"a":"` + strings.Repeat("x", 8) + `"}`)
	}
	b.WriteString(`]}`)
	payload := json.RawMessage(b.String())
	in := entry("0000", "2026-02-25T10:00:00Z").HashInput()
	in.Payload = payload
	var err error
	bytes, _ := hostile.Allocated(func() { _, err = commons.AuditEntryHash(in, tagCredits) })
	if err != nil {
		t.Fatal(err)
	}
	if limit := uint64(6*len(payload)) + 64<<10; bytes > limit {
		t.Errorf("hashing a %d-byte payload allocated %d bytes, more than %d", len(payload), bytes, limit)
	} else {
		t.Logf("hashing a %d-byte payload allocated %d bytes (%.2f×)", len(payload), bytes, float64(bytes)/float64(len(payload)))
	}
}

// Monotonic expansion over long lists is linear.
func TestMonotonicExpansionBounded(t *testing.T) {
	n := 200_000
	schemas := make([]string, n)
	for i := range schemas {
		schemas[i] = "S" + itoa(i)
	}
	c := commons.DynamicContract{Surfaces: commons.Surfaces{
		Cold: surface("standard", schemas), Warming: surface("standard", schemas[:n/2]),
		Established: surface("standard", schemas[:n/2]), Authoritative: surface("standard", schemas[:n/2]),
	}}
	var r commons.MonotonicResult
	bytes, _ := hostile.Allocated(func() { r = commons.VerifyMonotonicExpansion(c) })
	if r.Valid || len(r.Violations) != 1 {
		t.Fatalf("%d violations", len(r.Violations))
	}
	if limit := uint64(200 * n); bytes > limit {
		t.Errorf("%d schemas: %d bytes, more than %d", n, bytes, limit)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
