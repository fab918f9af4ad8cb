package commons_test

import (
	"encoding/json"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/wire"
)

// The audit entries and trail T the examples use: three entries of one
// credit lot, each hashed under the current domain tag and linked to its
// predecessor. Their hashes are upstream's.
const (
	tagCredits = "loa-commons:audit:governedcredits:8-0-0"
	hashE0     = "sha256:71de714b5dcefc7f43d6ca1c29da6c970cefcc2af916ae20ac820600f3f37d79"
	hashE1     = "sha256:fa1fe1433819944d78a82f116224c1c98ffd4f258ac91e462dacd8865012e834"
	hashE2     = "sha256:2a9929262f15a22dafcd8e0800361172961e2f196782b9d41c6d0e5bc4c286f0"
)

func ptr[T any](v T) *T { return &v }

// entry returns an audit entry of event type commons.transition.executed
// under tagCredits, without hashes.
func entry(id, ts string) commons.AuditEntry {
	return commons.AuditEntry{
		EntryID:       wire.MustParseUUID("550e8400-e29b-41d4-a716-44665544" + id),
		Timestamp:     wire.MustParseTimestamp(ts),
		EventType:     "commons.transition.executed",
		HashDomainTag: tagCredits,
	}
}

// trailT returns trail T: e0, e1 (actor agent-1), e2 (payload {"n":1}),
// linked, with upstream's hashes written in.
func trailT() commons.AuditTrail {
	e0 := entry("0000", "2026-02-25T10:00:00Z")
	e0.EntryHash, e0.PreviousHash = hashE0, commons.AuditTrailGenesisHash
	e1 := entry("0001", "2026-02-25T10:01:00Z")
	e1.ActorID = ptr("agent-1")
	e1.EntryHash, e1.PreviousHash = hashE1, hashE0
	e2 := entry("0002", "2026-02-25T10:02:00Z")
	e2.Payload = json.RawMessage(`{"n":1}`)
	e2.EntryHash, e2.PreviousHash = hashE2, hashE1
	return commons.AuditTrail{
		Entries:         []commons.AuditEntry{e0, e1, e2},
		HashAlgorithm:   "sha256",
		GenesisHash:     commons.AuditTrailGenesisHash,
		IntegrityStatus: commons.IntegrityUnverified,
	}
}

func mustJSON(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func timeUnix(sec int64) time.Time { return time.Unix(sec, 0) }

func utf8Valid(s string) bool { return utf8.ValidString(s) }
