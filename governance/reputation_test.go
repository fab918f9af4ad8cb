package governance_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/wire"
)

func TestReputationConstants(t *testing.T) {
	t.Parallel()
	if governance.MinReputationSampleSize != 5 {
		t.Errorf("MinReputationSampleSize = %d", governance.MinReputationSampleSize)
	}
	d := governance.ReputationDecay()
	if d.HalfLifeDays != 30 || d.Floor != 0.1 || d.Ceiling != 1.0 || d.Neutral != 0.5 {
		t.Errorf("ReputationDecay = %+v", d)
	}
	w := governance.ReputationWeights()
	if w.OutcomeQuality != 0.4 || w.PerformanceConsistency != 0.25 || w.DisputeRatio != 0.2 || w.CommunityStanding != 0.15 {
		t.Errorf("ReputationWeights = %+v", w)
	}
}

func score(n int64, lastUpdated string, decayed bool) governance.ReputationScore {
	return governance.ReputationScore{AgentID: "a", Score: 0.5, SampleSize: n,
		LastUpdated: wire.MustParseTimestamp(lastUpdated), DecayApplied: decayed, ContractVersion: wire.MustParseSemver("7.0.0")}
}

func TestIsReliableReputation(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		s    governance.ReputationScore
		now  time.Time
		want []string
	}{
		{"oracle: small sample, not decayed, 59 days", score(3, "2026-01-01T00:00:00Z", false), now,
			[]string{"sample_size (3) below minimum threshold (5)", "score not decayed despite exceeding half-life"}},
		{"oracle: reliable", score(10, "2026-02-28T00:00:00Z", true), now, nil},
		{"stale: 61 days, decayed", score(10, "2025-12-30T00:00:00Z", true), now, []string{"last_updated is stale (61 days old, max 60)"}},
		{"exactly 60 days is not stale", score(10, "2025-12-31T00:00:00Z", true), now, nil},
		{"60 days and 1 ms is stale, rounded down to 60", score(10, "2025-12-30T23:59:59.999Z", true), now, []string{"last_updated is stale (60 days old, max 60)"}},
		{"all three reasons", score(0, "2025-01-01T00:00:00Z", false), now,
			[]string{"sample_size (0) below minimum threshold (5)", "last_updated is stale (424 days old, max 60)", "score not decayed despite exceeding half-life"}},
		{"exactly 30 days without decay is fine", score(5, "2026-01-30T00:00:00Z", false), now, nil},
		{"30 days and 1 ms without decay", score(5, "2026-01-29T23:59:59.999Z", false), now, []string{"score not decayed despite exceeding half-life"}},
		{"30 days and 0.5 ms without decay", score(5, "2026-01-29T23:59:59.9995Z", false), now, []string{"score not decayed despite exceeding half-life"}},
		{"0.5 ms under 30 days", score(5, "2026-01-30T00:00:00.0005Z", false), now, nil},
		{"offsets apply", score(5, "2026-01-30T01:00:00+02:00", false), now, []string{"score not decayed despite exceeding half-life"}},
		{"a future last_updated is never stale", score(5, "2027-01-01T00:00:00Z", false), now, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ok, reasons := governance.IsReliableReputation(tc.s, tc.now)
			if !slices.Equal(reasons, tc.want) || ok != (len(tc.want) == 0) {
				t.Errorf("%s: IsReliableReputation = %v, %q; want %q", tc.name, ok, reasons, tc.want)
			}
		})
	}
}

func ExampleIsReliableReputation() {
	s := governance.ReputationScore{SampleSize: 3, LastUpdated: wire.MustParseTimestamp("2026-01-01T00:00:00Z")}
	ok, reasons := governance.IsReliableReputation(s, time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC))
	fmt.Println(ok)
	for _, r := range reasons {
		fmt.Println(r)
	}
	// Output:
	// false
	// sample_size (3) below minimum threshold (5)
	// score not decayed despite exceeding half-life
}

func ExampleReputationScore_Warnings() {
	var s governance.ReputationScore
	err := hounfour.Decode([]byte(`{"agent_id":"a1","score":1,"components":{"outcome_quality":1,"performance_consistency":1,
		"dispute_ratio":1,"community_standing":1},"sample_size":3,"last_updated":"2026-01-01T00:00:00Z","decay_applied":false,
		"contract_version":"7.0.0"}`), &s)
	fmt.Println(err)
	for _, w := range s.Warnings() {
		fmt.Println(w.Path, w.Rule, w.Message)
	}
	// Output:
	// <nil>
	// /sample_size reputation-min-sample sample_size (3) is below minimum threshold (5)
	// /score reputation-perfect-low-sample perfect score with low sample is suspicious
}

// The reputation and sanction documents carried by reputation.* and
// governance.sanction.* events read typed through event.PayloadAs.
func ExampleSanction_payload() {
	var e event.RawEvent
	err := hounfour.Decode([]byte(`{"event_id":"evt_9","aggregate_id":"agent-7","aggregate_type":"governance",
		"type":"governance.sanction.imposed","version":1,"occurred_at":"2026-03-01T00:00:00Z","actor":"moderation",
		"payload":{"sanction_id":"sanc-1","agent_id":"agent-7","severity":"warning","trigger":{"violation_type":"content_policy",
		"occurrence_count":1,"evidence_event_ids":["evt-1"]},"imposed_by":"automatic","imposed_at":"2026-03-01T00:00:00Z",
		"appeal_available":true,"expires_at":"2026-03-02T00:00:00Z","contract_version":"7.0.0"},"contract_version":"7.0.0"}`), &e)
	if err != nil {
		fmt.Println(err)
		return
	}
	if e.Type == event.GovernanceSanctionImposed {
		s, err := event.PayloadAs[governance.Sanction](e)
		if err == nil {
			err = s.Payload.Validate()
		}
		fmt.Println(err, s.Payload.Severity, s.Payload.Trigger.ViolationType, len(s.Payload.Warnings()))
	}
	// Output:
	// <nil> warning content_policy 1
}
