package commons_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

func TestCreateCheckpoint(t *testing.T) {
	t.Parallel()
	tr := trailT()
	before := mustJSON(t, tr)
	r, err := commons.CreateCheckpoint(tr, 1)
	if err != nil || r.CheckpointIndex != 1 || r.CheckpointHash != hashE1 ||
		*r.Trail.CheckpointIndex != 1 || *r.Trail.CheckpointHash != hashE1 {
		t.Errorf("CreateCheckpoint(T, 1) = %+v, %v", r, err)
	}
	if mustJSON(t, tr) != before {
		t.Error("the input trail changed")
	}
	r, err = commons.CreateLatestCheckpoint(tr)
	if err != nil || r.CheckpointIndex != 2 || r.CheckpointHash != hashE2 {
		t.Errorf("CreateLatestCheckpoint(T) = %+v, %v", r, err)
	}
	empty := trailT()
	empty.Entries = []commons.AuditEntry{}
	for _, c := range []struct {
		name  string
		trail commons.AuditTrail
		index int
		want  string
	}{
		{"empty", empty, 0, "Cannot checkpoint an empty audit trail"},
		{"5", tr, 5, "Checkpoint index 5 out of range [0, 2]"},
		{"-1", tr, -1, "Checkpoint index -1 out of range [0, 2]"},
		{"3", tr, 3, "Checkpoint index 3 out of range [0, 2]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := commons.CreateCheckpoint(c.trail, c.index)
			var ce *commons.CheckpointError
			if !errors.As(err, &ce) || ce.Message != c.want || r.CheckpointIndex != -1 || r.CheckpointHash != "" ||
				mustJSON(t, r.Trail) != mustJSON(t, c.trail) {
				t.Errorf("got %+v, %v; want %q", r, err, c.want)
			}
		})
	}
	if _, err := commons.CreateLatestCheckpoint(empty); err == nil || err.Error() != "Cannot checkpoint an empty audit trail" {
		t.Errorf("CreateLatestCheckpoint(empty) = %v", err)
	}
}

func checkpointed(t *testing.T, index int) commons.AuditTrail {
	t.Helper()
	r, err := commons.CreateCheckpoint(trailT(), index)
	if err != nil {
		t.Fatal(err)
	}
	return r.Trail
}

func TestVerifyCheckpointContinuity(t *testing.T) {
	t.Parallel()
	badHash := checkpointed(t, 1)
	*badHash.CheckpointHash = "sha256:" + strings.Repeat("1", 64)
	altered := checkpointed(t, 0)
	altered.Entries[2].Payload = json.RawMessage(`{"n":2}`)
	hashOnly := trailT()
	hashOnly.CheckpointHash = ptr(hashE1)
	for _, c := range []struct {
		name  string
		trail commons.AuditTrail
		want  string
	}{
		{"checkpoint 1", checkpointed(t, 1), `{"valid":true}`},
		{"no checkpoint", trailT(), `{"valid":true}`},
		{"checkpoint at the last entry", checkpointed(t, 2), `{"valid":true}`},
		{"hash only", hashOnly, `{"valid":true}`},
		{"wrong checkpoint hash", badHash, `{"valid":false,"failure_phase":"chain","failure_index":2,"expected_hash":"sha256:` +
			strings.Repeat("1", 64) + `","actual_hash":"` + hashE1 + `"}`},
		// e2 is entry 2 of the trail; the failure counts from the first
		// entry after the checkpoint.
		{"e2 altered", altered, `{"valid":false,"failure_phase":"content","failure_index":1,"expected_hash":"` + hashE2 +
			`","actual_hash":"sha256:a081a3f8d66c537fbab32edcef6eb0d79a9e6a9f30b6db3dd1e90b4ab9f00cf6"}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := mustJSON(t, commons.VerifyCheckpointContinuity(c.trail)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

func TestPruneBeforeCheckpoint(t *testing.T) {
	t.Parallel()
	tr := trailT()
	e2 := mustJSON(t, tr.Entries[2])
	got := mustJSON(t, commons.PruneBeforeCheckpoint(checkpointed(t, 1)))
	want := `{"entries":[` + e2 + `],"hash_algorithm":"sha256","genesis_hash":"` + hashE1 + `","integrity_status":"unverified"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, c := range []struct {
		index   int
		entries int
		genesis string
	}{{0, 2, hashE0}, {1, 1, hashE1}, {2, 0, hashE2}} {
		p := commons.PruneBeforeCheckpoint(checkpointed(t, c.index))
		if len(p.Entries) != c.entries || p.Entries == nil || p.GenesisHash != c.genesis || p.CheckpointHash != nil || p.CheckpointIndex != nil {
			t.Errorf("checkpoint %d: pruned %+v", c.index, p)
		}
		if v := commons.VerifyAuditTrail(p); !v.Valid {
			t.Errorf("checkpoint %d: pruned trail does not verify: %+v", c.index, v)
		}
	}
	if got := mustJSON(t, commons.PruneBeforeCheckpoint(tr)); got != mustJSON(t, trailT()) {
		t.Errorf("no checkpoint: %s", got)
	}
	hashOnly := trailT()
	hashOnly.CheckpointHash = ptr(hashE1)
	if got := commons.PruneBeforeCheckpoint(hashOnly); mustJSON(t, got) != mustJSON(t, hashOnly) {
		t.Errorf("hash only: %s", mustJSON(t, got))
	}
	// A checkpoint index past the end leaves no entries.
	past := trailT()
	past.CheckpointHash, past.CheckpointIndex = ptr(hashE2), ptr(int64(1<<40))
	if p := commons.PruneBeforeCheckpoint(past); len(p.Entries) != 0 || p.Entries == nil {
		t.Errorf("index past the end: %+v", p.Entries)
	}
	if v := commons.VerifyCheckpointContinuity(past); !v.Valid {
		t.Errorf("index past the end: %+v", v)
	}
}
