package governance_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

// TestQualitySignalTables: the levels in protocol order, their default
// scores and the default outcome mapping, as the protocol lists them; the
// tables are copies.
func TestQualitySignalTables(t *testing.T) {
	want := []governance.QualitySignalLevel{"high", "moderate", "low", "negative"}
	if got := governance.QualitySignalLevels(); !slices.Equal(got, want) {
		t.Errorf("QualitySignalLevels() = %v", got)
	}
	scores := map[governance.QualitySignalLevel]float64{"high": 0.95, "moderate": 0.7, "low": 0.35, "negative": 0.1}
	got := governance.QualitySignalScores()
	if len(got) != 4 {
		t.Errorf("QualitySignalScores() = %v", got)
	}
	for l, s := range scores {
		if got[l] != s {
			t.Errorf("QualitySignalScores()[%s] = %v, want %v", l, got[l], s)
		}
		if x, ok := l.Score(); !ok || x != s || !l.Valid() {
			t.Errorf("%s.Score() = %v, %v", l, x, ok)
		}
	}
	got["high"] = 0
	if governance.QualitySignalScores()["high"] != 0.95 {
		t.Error("QualitySignalScores must return a copy")
	}
	for _, l := range []governance.QualitySignalLevel{"", "High", "medium"} {
		if x, ok := l.Score(); ok || x != 0 || l.Valid() {
			t.Errorf("%q.Score() = %v, %v", l, x, ok)
		}
	}
	m := governance.DefaultOutcomeQualityMapping()
	for o, l := range map[governance.OutcomeType]governance.QualitySignalLevel{
		governance.OutcomeUnanimous: "high", governance.OutcomeMajority: "moderate",
		governance.OutcomeDeadlock: "low", governance.OutcomeEscalation: "negative",
	} {
		if got, ok := m.Signal(o); !ok || got != l {
			t.Errorf("default mapping of %s = %q, %v; want %s", o, got, ok, l)
		}
	}
	if _, ok := m.Signal("split"); ok {
		t.Error("an unknown outcome type has no signal")
	}
	m.Unanimous = governance.QualityLow
	if governance.DefaultOutcomeQualityMapping().Unanimous != governance.QualityHigh {
		t.Error("DefaultOutcomeQualityMapping must return a fresh value")
	}
}

const validDelegationQuality = `{"event_id":"aa0e8400-e29b-41d4-a716-446655440100","outcome_id":"bb0e8400-e29b-41d4-a716-446655440200",` +
	`"tree_node_id":"node-root","personality_id":"personality-alice","collection_id":"collection-alpha","pool_id":"pool-1",` +
	`"outcome_type":"unanimous","quality_signal":"high","quality_score":0.95,` +
	`"mapping_used":{"unanimous":"high","majority":"moderate","deadlock":"low","escalation":"negative"},` +
	`"occurred_at":"2026-02-23T12:00:00Z","contract_version":"7.5.0"}`

// TestDelegationQualityEvent: Validate is the schema (the score-range rule
// of the file is left out: it rejects every number), CheckConstraints
// reports the file's results, and the type is unknown to contract 7.0.0.
func TestDelegationQualityEvent(t *testing.T) {
	var e governance.DelegationQualityEvent
	if err := hounfour.Decode([]byte(validDelegationQuality), &e); err != nil {
		t.Fatal(err)
	}
	if e.QualityScore != 0.95 || e.MappingUsed != governance.DefaultOutcomeQualityMapping() || e.ModelID != nil {
		t.Errorf("decoded %+v", e)
	}
	var ids, statuses []string
	for _, r := range e.CheckConstraints() {
		ids = append(ids, r.ID)
		statuses = append(statuses, string(r.Status))
	}
	if !slices.Equal(ids, []string{"delegation-quality-score-range", "delegation-quality-signal-score-consistency"}) ||
		!slices.Equal(statuses, []string{"fail", "pass"}) {
		t.Errorf("CheckConstraints: %v %v", ids, statuses)
	}
	if e.Warnings() != nil || e.ValidateSchema() != nil {
		t.Error("no warning, and upstream's verdict is the schema's")
	}
	e.QualityScore = 1.5
	var verr *hounfour.ValidationError
	if err := e.Validate(); !errors.As(err, &verr) || len(verr.Violations) != 1 ||
		verr.Violations[0].Path != "/quality_score" || verr.Violations[0].Rule != "maximum" {
		t.Errorf("score 1.5: %v", err)
	}
	var old governance.DelegationQualityEvent
	err := hounfour.Options{Contract: hounfour.Contract700}.Decode([]byte(validDelegationQuality), &old)
	if !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("under 7.0.0: %v, want ErrNotInContract", err)
	}
}

func FuzzDecodeDelegationQualityEvent(f *testing.F) {
	f.Add([]byte(validDelegationQuality))
	f.Add([]byte(`{"event_id":"AA0E8400-E29B-41D4-A716-446655440100","quality_score":1e400,"mapping_used":{"x":1},"model_id":""}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.DelegationQualityEvent](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeOutcomeQualityMapping(f *testing.F) {
	f.Add([]byte(`{"unanimous":"high","majority":"moderate","deadlock":"low","escalation":"negative"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.OutcomeQualityMapping](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[governance.QualitySignalLevel](data); err != nil {
			t.Fatal(err)
		}
	})
}
