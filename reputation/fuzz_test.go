package reputation_test

import (
	"regexp"
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/reputation"
)

// communityRE is the slow reference of a community task type: upstream's
// pattern.
var communityRE = regexp.MustCompile(`^[a-z][a-z0-9_-]+:[a-z][a-z0-9_]+$`)

func FuzzTaskType(f *testing.F) {
	for _, s := range []string{"", "analysis", "unspecified", "legal-guild:contract_review", "a-_:d_9", "ab:c", "ns:ty-pe",
		"ns:ab:cd", "Legal:x_y", "é:ab", "ab:cd\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tt := reputation.TaskType(s)
		if got, want := tt.IsCommunity(), communityRE.MatchString(s); got != want {
			t.Fatalf("IsCommunity(%q) = %v, the pattern says %v", s, got, want)
		}
		if tt.Valid() != (tt.IsProtocol() || tt.IsCommunity()) {
			t.Fatalf("Valid(%q)", s)
		}
		if tt.IsCommunity() && tt.Namespace()+":"+tt.Name() != s {
			t.Fatalf("Namespace/Name of %q: %q %q", s, tt.Namespace(), tt.Name())
		}
		if err := roundtrip.Check[reputation.TaskType]([]byte(strconvQuote(s))); err != nil {
			t.Fatal(err)
		}
	})
}

// strconvQuote writes s as a JSON string (ASCII escapes for the rest).
func strconvQuote(s string) string {
	out := []byte{'"'}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			out = append(out, '\\', c)
		case c < 0x20:
			out = append(out, '\\', 'u', '0', '0', "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
		default:
			out = append(out, c)
		}
	}
	return string(append(out, '"'))
}

func FuzzDecodeAggregate(f *testing.F) {
	f.Add([]byte(`{"personality_id":"p","collection_id":"c","pool_id":"q","state":"authoritative","personal_score":0.9,` +
		`"collection_score":0.5,"blended_score":0.8,"sample_count":27,"pseudo_count":3,"contributor_count":1,"min_sample_count":5,` +
		`"created_at":"2026-03-01T09:00:00Z","last_updated":"2026-03-01T09:00:00Z","transition_history":[{"from":"cold","to":"warming",` +
		`"at":"2026-03-01T09:00:00Z","trigger":"t","x":[1]}],"task_cohorts":[{"model_id":"m","personal_score":null,"sample_count":0,` +
		`"last_updated":"2026-03-01T09:00:00Z","task_type":"a:bc"},{"model_id":"m","personal_score":null,"sample_count":0,` +
		`"last_updated":"2026-03-01T09:00:00Z","task_type":"a:bc"}],"contract_version":"8.7.0"}`))
	f.Add([]byte(`{"state":"cold","personal_score":null,"transition_history":[],"model_cohorts":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reputation.Aggregate](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeAggregateSnapshot(f *testing.F) {
	f.Add([]byte(`{"aggregate":{"state":"warming","personal_score":null},"snapshot_at":"2026-03-01T09:00:00Z","event_count":0,` +
		`"event_stream_hash":"4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reputation.AggregateSnapshot](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeQualityEvent(f *testing.F) {
	f.Add([]byte(`{"event_id":"e","personality_id":"p","collection_id":"c","pool_id":"q","satisfaction":0.5,"coherence":0.6,` +
		`"safety":0.7,"composite_score":0.4,"evaluator_id":"v","model_id":"m","occurred_at":"2026-03-01T09:00:00.0009+02:00",` +
		`"contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reputation.QualityEvent](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCollectionGovernanceConfig(f *testing.F) {
	f.Add([]byte(`{"config_id":"550e8400-e29b-41d4-a716-446655440000","collection_id":"c","pseudo_count":3,"state_thresholds":` +
		`{"warming_min_events":9,"established_min_samples":5,"authoritative_min_weight":0.9},"decay_policy":{"half_life_days":30,` +
		`"demotion_rules":[{"from_state":"cold","to_state":"cold","inactivity_days":1}],"enable_auto_demotion":false},` +
		`"updated_at":"2026-01-15T10:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reputation.CollectionGovernanceConfig](data); err != nil {
			t.Fatal(err)
		}
	})
}
