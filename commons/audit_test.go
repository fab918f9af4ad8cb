package commons_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

func TestGenesisHash(t *testing.T) {
	t.Parallel()
	// The SHA-256 of the empty string.
	if commons.AuditTrailGenesisHash != "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" {
		t.Error(commons.AuditTrailGenesisHash)
	}
}

func TestAuditEntryHash(t *testing.T) {
	t.Parallel()
	base := commons.AuditEntryHashInput{
		EntryID: "550e8400-e29b-41d4-a716-446655440000", Timestamp: "2026-02-25T10:00:00Z",
		EventType: "commons.transition.executed",
	}
	withActor := base
	withActor.ActorID = ptr("agent-1")
	withActor.Payload = json.RawMessage(`{"b":2,"a":"é"}`)
	withNull := base
	withNull.Payload = json.RawMessage(`null`)
	for _, c := range []struct {
		name string
		in   commons.AuditEntryHashInput
		tag  string
		want string
	}{
		{"reference vector", base, tagCredits, "sha256:71de714b5dcefc7f43d6ca1c29da6c970cefcc2af916ae20ac820600f3f37d79"},
		{"legacy tag", base, "loa-commons:audit:GovernedCredits:8.0.0", "sha256:8130c0f4709494429384410aece64bc07ac5214747b231204743c5f534325394"},
		{"actor and payload", withActor, tagCredits, "sha256:9c1c16d3bc1d4434eb29feb0017f3561b96adfae8c9a558ab94930c3f28b1adf"},
		{"null payload", withNull, tagCredits, "sha256:5c9a4b1e552c2b3f7bb13ac20b95313a59ae0640bc11790909ff7fc1dacb6db1"},
		{"empty tag", base, "", "sha256:9e8cdb749c1c5ca46ccac13c8a21655e9e0895becdb2bd958b84707092a58c3a"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := commons.AuditEntryHash(c.in, c.tag)
			if err != nil || got != c.want {
				t.Errorf("AuditEntryHash = %q, %v; want %q", got, err, c.want)
			}
		})
	}
}

// The hash members of an entry are not part of its hash.
func TestAuditEntryHashIgnoresHashMembers(t *testing.T) {
	t.Parallel()
	e := entry("0000", "2026-02-25T10:00:00Z")
	e.EntryHash, e.PreviousHash, e.HashDomainTag = "x", "y", "z"
	got, err := commons.AuditEntryHash(e.HashInput(), tagCredits)
	if err != nil || got != hashE0 {
		t.Errorf("got %q, %v; want %q", got, err, hashE0)
	}
}

// Audit-entry hashes do not normalize Unicode: NFC and NFD payloads hash
// differently.
func TestAuditEntryHashNoNormalization(t *testing.T) {
	t.Parallel()
	in := commons.AuditEntryHashInput{EntryID: "550e8400-e29b-41d4-a716-446655440000", Timestamp: "2026-02-25T10:00:00Z",
		EventType: "commons.transition.executed"}
	nfc, nfd := in, in
	nfc.Payload = json.RawMessage(`"café"`)
	nfd.Payload = json.RawMessage("\"cafe\u0301\"")
	h1, err1 := commons.AuditEntryHash(nfc, "t")
	h2, err2 := commons.AuditEntryHash(nfd, "t")
	if err1 != nil || err2 != nil || h1 == h2 {
		t.Errorf("NFC %s, NFD %s (%v, %v): want two different hashes", h1, h2, err1, err2)
	}
	if !strings.HasPrefix(h1, "sha256:e0590d1c") || !strings.HasPrefix(h2, "sha256:1bb348a3") {
		t.Errorf("NFC %s, NFD %s; want sha256:e0590d1c…, sha256:1bb348a3…", h1, h2)
	}
}

func TestCanonicalEntry(t *testing.T) {
	t.Parallel()
	in := commons.AuditEntryHashInput{EntryID: "550e8400-e29b-41d4-a716-446655440000", Timestamp: "2026-02-25T10:00:00Z",
		EventType: "commons.transition.executed", ActorID: ptr("a\"\u2028"), Payload: json.RawMessage(` {"z":[1e21, 1.0],"a":null} `)}
	got, err := commons.CanonicalEntry(in)
	want := `{"actor_id":"a\"` + "\u2028" + `","entry_id":"550e8400-e29b-41d4-a716-446655440000","event_type":"commons.transition.executed",` +
		`"payload":{"a":null,"z":[1e+21,1]},"timestamp":"2026-02-25T10:00:00Z"}`
	if err != nil || string(got) != want {
		t.Errorf("canonical form\n got %s (%v)\nwant %s", got, err, want)
	}
}

func TestAuditEntryHashErrors(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		in     commons.AuditEntryHashInput
		member string
	}{
		{"payload not JSON", commons.AuditEntryHashInput{Payload: json.RawMessage(`{"a":`)}, "payload"},
		{"empty payload", commons.AuditEntryHashInput{Payload: json.RawMessage{}}, "payload"},
		{"payload with a repeated name", commons.AuditEntryHashInput{Payload: json.RawMessage(`{"a":1,"a":2}`)}, "payload"},
		{"payload too deep", commons.AuditEntryHashInput{Payload: json.RawMessage(strings.Repeat("[", 1001) + strings.Repeat("]", 1001))}, "payload"},
		{"entry id not UTF-8", commons.AuditEntryHashInput{EntryID: "\xff"}, "entry_id"},
		{"event type not UTF-8", commons.AuditEntryHashInput{EventType: "a\xc3"}, "event_type"},
		{"actor not UTF-8", commons.AuditEntryHashInput{ActorID: ptr("\xed\xa0\x80")}, "actor_id"},
		{"timestamp not UTF-8", commons.AuditEntryHashInput{Timestamp: "\x80"}, "timestamp"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h, err := commons.AuditEntryHash(c.in, "t")
			var he *commons.AuditHashError
			if !errors.As(err, &he) || he.Member != c.member || h != "" {
				t.Errorf("got %q, %v; want an *AuditHashError for %s", h, err, c.member)
			}
		})
	}
}

func TestVerifyAuditTrail(t *testing.T) {
	t.Parallel()
	tampered := trailT()
	tampered.Entries[1].ActorID = ptr("agent-2")
	gap := trailT()
	gap.Entries = []commons.AuditEntry{gap.Entries[0], gap.Entries[2]}
	badGenesis := trailT()
	badGenesis.GenesisHash = "sha256:" + strings.Repeat("0", 64)
	empty := trailT()
	empty.Entries = nil
	for _, c := range []struct {
		name  string
		trail commons.AuditTrail
		want  string
	}{
		{"T", trailT(), `{"valid":true}`},
		{"empty", empty, `{"valid":true}`},
		{"e1 altered", tampered, `{"valid":false,"failure_phase":"content","failure_index":1,"expected_hash":"` + hashE1 +
			`","actual_hash":"sha256:1a094d763b2a3655678141bde48fb2c906d6f509ffbf14f9fe06dbdbfa269ae1"}`},
		{"e1 missing", gap, `{"valid":false,"failure_phase":"chain","failure_index":1,"expected_hash":"` + hashE0 +
			`","actual_hash":"` + hashE1 + `"}`},
		{"other genesis", badGenesis, `{"valid":false,"failure_phase":"chain","failure_index":0,"expected_hash":"sha256:` +
			strings.Repeat("0", 64) + `","actual_hash":"` + commons.AuditTrailGenesisHash + `"}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := mustJSON(t, commons.VerifyAuditTrail(c.trail)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// An entry whose content has no canonical form fails the content check.
func TestVerifyAuditTrailUnhashable(t *testing.T) {
	t.Parallel()
	tr := trailT()
	tr.Entries[2].Payload = json.RawMessage(`{`)
	got := commons.VerifyAuditTrail(tr)
	want := commons.TrailVerification{FailurePhase: commons.PhaseContent, FailureIndex: 2, ExpectedHash: hashE2}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestAppend(t *testing.T) {
	t.Parallel()
	tr := commons.NewAuditTrail()
	if got := mustJSON(t, tr); got != `{"entries":[],"hash_algorithm":"sha256","genesis_hash":"`+commons.AuditTrailGenesisHash+`","integrity_status":"verified"}` {
		t.Errorf("NewAuditTrail = %s", got)
	}
	want := trailT()
	for i, e := range want.Entries {
		e.EntryHash, e.PreviousHash, e.HashDomainTag = "", "", ""
		got, err := tr.Append(e, tagCredits)
		if err != nil || mustJSON(t, got) != mustJSON(t, want.Entries[i]) {
			t.Fatalf("Append %d = %+v, %v; want %+v", i, got, err, want.Entries[i])
		}
	}
	if v := commons.VerifyAuditTrail(tr); !v.Valid {
		t.Errorf("appended trail: %+v", v)
	}
	bad := entry("0003", "2026-02-25T10:03:00Z")
	bad.Payload = json.RawMessage(`nope`)
	if _, err := tr.Append(bad, tagCredits); err == nil || len(tr.Entries) != 3 {
		t.Errorf("Append of an unhashable entry: %v, %d entries", err, len(tr.Entries))
	}
}
