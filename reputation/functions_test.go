package reputation_test

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

func f(x float64) *float64 { return &x }
func s(x string) *string   { return &x }

func TestConstants(t *testing.T) {
	t.Parallel()
	if b := reputation.BayesianBlend(); b.PseudoCountK != 3 || b.MinSampleCount != 5 || b.AuthoritativeThreshold != 0.9 {
		t.Errorf("BayesianBlend() = %+v", b)
	}
	if a := reputation.AntiManipulation(); a.MaxContributors != 100 || a.TrimmedMeanPercentile != 10 || a.MinUniqueEvaluators != 3 {
		t.Errorf("AntiManipulation() = %+v", a)
	}
	if reputation.DefaultHalfLifeDays != 30 {
		t.Error("DefaultHalfLifeDays")
	}
}

func TestTransitions(t *testing.T) {
	t.Parallel()
	want := []reputation.TransitionRule{
		{Name: "warm", From: "cold", To: "warming", Guard: "First QualityEvent recorded"},
		{Name: "establish", From: "warming", To: "established", Guard: "sample_count >= min_sample_count"},
		{Name: "authorize", From: "established", To: "authoritative", Guard: "personal_weight > AUTHORITATIVE_THRESHOLD"},
		{Name: "reset", From: "*", To: "cold", Guard: "Admin action"},
	}
	got := reputation.Transitions()
	if !slices.Equal(got, want) {
		t.Errorf("Transitions() = %+v", got)
	}
	got[0].To = reputation.Authoritative
	if reputation.Transitions()[0].To != reputation.Warming || reputation.IsValidTransition(reputation.Cold, reputation.Authoritative) {
		t.Error("Transitions() returned a shared table")
	}
}

func TestIsValidTransition(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		from, to reputation.State
		want     bool
	}{
		{"cold", "warming", true}, {"warming", "authoritative", false}, {"authoritative", "cold", true},
		{"cold", "cold", true}, {"warming", "warming", false}, {"established", "authoritative", true},
		{"authoritative", "established", false}, {"x", "warming", false}, {"x", "cold", true},
		{"warming", "established", true}, {"cold", "established", false}, {"established", "warming", false},
	} {
		if got := reputation.IsValidTransition(c.from, c.to); got != c.want {
			t.Errorf("IsValidTransition(%s, %s) = %v", c.from, c.to, got)
		}
	}
}

func TestStateForTier(t *testing.T) {
	t.Parallel()
	for tier, want := range map[string]reputation.State{"free": "cold", "basic": "warming", "pro": "established",
		"enterprise": "authoritative", "Pro": "cold", "": "cold", "toString": "cold"} {
		if got := reputation.StateForTier(tier); got != want {
			t.Errorf("StateForTier(%q) = %s, want %s", tier, got, want)
		}
	}
}

// same compares float64s bit for bit (NaN equal to NaN).
func same(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || math.IsNaN(a) && math.IsNaN(b)
}

func TestPersonalWeight(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ n, k, want float64 }{
		{10, 3, 0.7692307692307693}, {28, 3, 0.9032258064516129}, {27, 3, 0.9}, {26, 3, 0.896551724137931},
		{0, 3, 0}, {1, 0, 1}, {0, 0, math.NaN()},
	} {
		if got := reputation.PersonalWeight(c.n, c.k); !same(got, c.want) {
			t.Errorf("PersonalWeight(%v, %v) = %v, want %v", c.n, c.k, got, c.want)
		}
	}
}

func TestBlendedScore(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		p          *float64
		c, n, k, w float64
	}{
		{f(0.8), 0.5, 10, 3, 0.7307692307692307},
		{nil, 0.42, 0, 3, 0.42},
		{f(0.05), 0.55, 3, 3, 0.30000000000000004}, // 0.3 with a fused multiply-add
		{f(0.11), 0.15, 3, 3, 0.13},
		{f(0.85), 0.5, 26, 3, 0.8137931034482758},
		{f(0.05792625966433577), 0.9991594902203332, 0, 17, 0.9991594902203333}, // (k·c)/k, one ulp off c
		{f(0.9), 0.5, 0, 0, math.NaN()},
		{nil, 0.5, 0, 0, 0.5},
	} {
		if got := reputation.BlendedScore(c.p, c.c, c.n, c.k); !same(got, c.w) {
			t.Errorf("BlendedScore(%v, %v, %v, %v) = %v, want %v", c.p, c.c, c.n, c.k, got, c.w)
		}
	}
}

func TestDecayedSampleCount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ n, days, half, want float64 }{
		{10, 30, 30, 5}, {10, 15, 30, 7.071067811865475}, {10, 45, 90, 7.071067811865475},
		{55, 7, 30, 46.78669385229706}, {100, 0, 30, 100}, {100, -1, 30, 100}, {100, 10, 0, 0},
		{5, 1e6, 30, 0}, {0, 10, 30, 0}, {math.NaN(), 10, 30, math.NaN()}, {10, math.NaN(), 30, math.NaN()},
	} {
		if got := reputation.DecayedSampleCount(c.n, c.days, c.half); !same(got, c.want) {
			t.Errorf("DecayedSampleCount(%v, %v, %v) = %v, want %v", c.n, c.days, c.half, got, c.want)
		}
	}
}

func TestCrossModelScore(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   []reputation.CohortScore
		want float64
		ok   bool
	}{
		{[]reputation.CohortScore{{f(0.9), 45}, {f(0.7), 10}, {nil, 0}}, 0.8636363636363636, true},
		{[]reputation.CohortScore{{f(0.1), 1}, {f(0.2), 2}}, 0.16666666666666666, true},
		{[]reputation.CohortScore{{nil, 0}, {nil, 3}}, 0, false},
		{nil, 0, false},
		{[]reputation.CohortScore{{f(0.5), 0}}, 0, false},
	} {
		got, ok := reputation.CrossModelScore(c.in)
		if ok != c.ok || ok && !same(got, c.want) {
			t.Errorf("CrossModelScore(%v) = %v %v, want %v %v", c.in, got, ok, c.want, c.ok)
		}
	}
	// Through the cohorts' Score methods.
	ts := wire.MustParseTimestamp("2026-03-01T10:00:00Z")
	mc := []reputation.ModelCohort{{ModelID: "native", PersonalScore: f(0.9), SampleCount: 45, LastUpdated: ts},
		{ModelID: "gpt-4o", PersonalScore: f(0.7), SampleCount: 10, LastUpdated: ts}}
	if got, ok := reputation.CrossModelScore([]reputation.CohortScore{mc[0].Score(), mc[1].Score()}); !ok || got != 0.8636363636363636 {
		t.Errorf("through ModelCohort.Score: %v %v", got, ok)
	}
}

func TestAggregateModelCohort(t *testing.T) {
	t.Parallel()
	ts := wire.MustParseTimestamp("2026-03-01T10:00:00Z")
	a := reputation.Aggregate{ModelCohorts: []reputation.ModelCohort{
		{ModelID: "native", PersonalScore: f(0.9), SampleCount: 45, LastUpdated: ts},
		{ModelID: "gpt-4o", PersonalScore: f(0.7), SampleCount: 10, LastUpdated: ts},
		{ModelID: "native", PersonalScore: f(0.1), SampleCount: 1, LastUpdated: ts},
	}}
	if c, ok := a.ModelCohort("native"); !ok || *c.PersonalScore != 0.9 || c.SampleCount != 45 {
		t.Errorf("native: %+v %v", c, ok)
	}
	if _, ok := a.ModelCohort("llama"); ok {
		t.Error("llama found")
	}
	var none reputation.Aggregate
	if _, ok := none.ModelCohort("native"); ok {
		t.Error("found without model_cohorts")
	}
}

func TestTaskCohortDuplicates(t *testing.T) {
	t.Parallel()
	c := func(m, tt string) reputation.TaskTypeCohort {
		return reputation.TaskTypeCohort{ModelID: m, TaskType: reputation.TaskType(tt)}
	}
	for _, tc := range []struct {
		in   []reputation.TaskTypeCohort
		want []string
	}{
		{nil, nil},
		{[]reputation.TaskTypeCohort{c("native", "code_review"), c("native", "analysis"), c("gpt-4o", "code_review")}, nil},
		{[]reputation.TaskTypeCohort{c("native", "code_review"), c("gpt-4o", "analysis"), c("native", "code_review"),
			c("gpt-4o", "analysis"), c("native", "code_review")}, []string{"native:code_review", "gpt-4o:analysis"}},
		{[]reputation.TaskTypeCohort{c("m:ns", "analysis"), c("m", "ns:analysis")}, []string{"m:ns:analysis"}},
	} {
		if got := reputation.TaskCohortDuplicates(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("TaskCohortDuplicates = %q, want %q", got, tc.want)
		}
		a := reputation.Aggregate{TaskCohorts: tc.in}
		if got := a.TaskCohortDuplicates(); !slices.Equal(got, tc.want) {
			t.Errorf("Aggregate.TaskCohortDuplicates = %q, want %q", got, tc.want)
		}
	}
}

func TestDefaultDemotionRules(t *testing.T) {
	t.Parallel()
	r := reputation.DefaultDemotionRules()
	if len(r) != 2 || r[0].FromState != "authoritative" || r[0].ToState != "established" || r[0].InactivityDays != 90 ||
		r[0].RequireDecayedBelow == nil || *r[0].RequireDecayedBelow != 0.7 ||
		r[1].FromState != "established" || r[1].ToState != "warming" || r[1].InactivityDays != 180 || r[1].RequireDecayedBelow != nil {
		t.Fatalf("DefaultDemotionRules() = %+v", r)
	}
	*r[0].RequireDecayedBelow = 0.1
	r[1].InactivityDays = 1
	if r2 := reputation.DefaultDemotionRules(); *r2[0].RequireDecayedBelow != 0.7 || r2[1].InactivityDays != 180 {
		t.Error("DefaultDemotionRules() shares its values")
	}
	for _, c := range []struct {
		from, to reputation.State
		want     bool
	}{{"authoritative", "established", true}, {"warming", "cold", true}, {"cold", "warming", false},
		{"warming", "warming", false}, {"x", "cold", false}} {
		if got := (reputation.DemotionRule{FromState: c.from, ToState: c.to}).IsBackward(); got != c.want {
			t.Errorf("IsBackward(%s → %s) = %v", c.from, c.to, got)
		}
	}
}

// The events of the replay examples: E2 and E3 at the same instant
// (09:00Z and 11:00+02:00), E1 an hour later.
func replayEvents() (e1, e2, e3 reputation.QualityEvent) {
	e1 = reputation.QualityEvent{EventID: "qe-1", PersonalityID: "bear-1", CollectionID: "honeycomb", PoolID: "pool-a",
		Satisfaction: 0.8, Coherence: 0.8, Safety: 1, CompositeScore: 0.9, EvaluatorID: "ev-a", ModelID: s("native"),
		OccurredAt: wire.MustParseTimestamp("2026-03-01T10:00:00Z"), ContractVersion: wire.MustParseSemver("8.7.0")}
	e2 = e1
	e2.EventID, e2.CompositeScore, e2.EvaluatorID, e2.ModelID = "qe-2", 0.6, "ev-b", s("gpt-4o")
	e2.OccurredAt = wire.MustParseTimestamp("2026-03-01T09:00:00Z")
	e3 = e1
	e3.EventID, e3.CompositeScore, e3.ModelID = "qe-3", 0.7, nil
	e3.OccurredAt = wire.MustParseTimestamp("2026-03-01T11:00:00+02:00")
	return
}

func TestReconstructAggregateEmpty(t *testing.T) {
	t.Parallel()
	r := reputation.ReconstructAggregate(nil, 0.5, 3, 5)
	out, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"personality_id":"","collection_id":"","pool_id":"","state":"cold","personal_score":null,"collection_score":0.5,` +
		`"blended_score":0.5,"sample_count":0,"pseudo_count":3,"contributor_count":0,"min_sample_count":5,"created_at":"",` +
		`"last_updated":"","transition_history":[],"model_cohorts":[],"contract_version":"8.7.0","event_count":0}`
	if string(out) != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
}

func TestReconstructAggregate(t *testing.T) {
	t.Parallel()
	e1, e2, e3 := replayEvents()
	events := []reputation.QualityEvent{e1, e2, e3}
	r := reputation.ReconstructAggregate(events, 0.5, 3, 5)
	if r.State != "warming" || *r.PersonalScore != 0.7333333333333333 || r.BlendedScore != 0.6166666666666666 ||
		r.SampleCount != 3 || r.ContributorCount != 2 || r.CreatedAt.String() != "2026-03-01T09:00:00Z" ||
		r.LastUpdated.String() != "2026-03-01T10:00:00Z" || r.EventCount != 3 || r.PersonalityID != "bear-1" {
		t.Errorf("got %+v", r)
	}
	if len(r.TransitionHistory) != 1 || r.TransitionHistory[0].From != "cold" || r.TransitionHistory[0].To != "warming" ||
		r.TransitionHistory[0].At.String() != "2026-03-01T09:00:00Z" || r.TransitionHistory[0].Trigger != "First QualityEvent recorded" {
		t.Errorf("transitions %+v", r.TransitionHistory)
	}
	mc := r.ModelCohorts
	if len(mc) != 2 || mc[0].ModelID != "gpt-4o" || *mc[0].PersonalScore != 0.6 || mc[0].SampleCount != 1 ||
		mc[0].LastUpdated.String() != "2026-03-01T09:00:00Z" || mc[1].ModelID != "native" || *mc[1].PersonalScore != 0.9 ||
		mc[1].SampleCount != 1 || mc[1].LastUpdated.String() != "2026-03-01T10:00:00Z" {
		t.Errorf("cohorts %+v", mc)
	}
	if events[0].EventID != "qe-1" {
		t.Error("the events passed were reordered")
	}
	for _, m := range []int{2, 1} {
		r := reputation.ReconstructAggregate(events, 0.5, 3, m)
		if r.State != "established" || len(r.TransitionHistory) != 2 || r.TransitionHistory[1].From != "warming" ||
			r.TransitionHistory[1].At.String() != "2026-03-01T11:00:00+02:00" ||
			r.TransitionHistory[1].Trigger != "sample_count >= min_sample_count" {
			t.Errorf("min %d: %+v", m, r)
		}
	}
}

// The 28-event stream: authoritative at the 28th event.
func TestReconstructAggregateAuthoritative(t *testing.T) {
	t.Parallel()
	var events []reputation.QualityEvent
	start := wire.MustParseTimestamp("2026-04-01T00:00:00Z").Time()
	for i := range 28 {
		e := reputation.QualityEvent{EventID: "e", PersonalityID: "p", CollectionID: "c", PoolID: "q", CompositeScore: 0.8,
			EvaluatorID: "ev-" + string(rune('0'+i%4)), OccurredAt: wire.TimestampFrom(start.Add(time60(i)))}
		if i%2 == 0 {
			e.ModelID = s("native")
		}
		events = append(events, e)
	}
	r := reputation.ReconstructAggregate(events, 0.5, 3, 5)
	var at []string
	for _, tr := range r.TransitionHistory {
		at = append(at, tr.At.Time().Format("15:04"))
	}
	if r.State != "authoritative" || *r.PersonalScore != 0.8000000000000004 || r.BlendedScore != 0.7709677419354841 ||
		strings.Join(at, ",") != "00:00,00:04,00:27" || r.ContributorCount != 4 ||
		len(r.ModelCohorts) != 1 || *r.ModelCohorts[0].PersonalScore != 0.8 || r.ModelCohorts[0].SampleCount != 14 ||
		!r.ModelCohorts[0].LastUpdated.Time().Equal(start.Add(time60(26))) {
		t.Errorf("28 events: %+v (%v)", r, at)
	}
	r = reputation.ReconstructAggregate(events[:27], 0.5, 3, 5)
	if r.State != "established" || *r.PersonalScore != 0.8000000000000003 || r.BlendedScore != 0.7700000000000002 {
		t.Errorf("27 events: %s %v %v", r.State, *r.PersonalScore, r.BlendedScore)
	}
}

func TestVerifyAggregateConsistency(t *testing.T) {
	t.Parallel()
	e1, e2, e3 := replayEvents()
	events := []reputation.QualityEvent{e1, e2, e3}
	ts := wire.MustParseTimestamp("2026-03-01T10:00:00Z")
	drifts := func(rep reputation.ConsistencyReport) string {
		var out []string
		for _, d := range rep.Drifts {
			out = append(out, d.Field+" "+string(d.Stored)+" "+string(d.Computed)+" "+d.Severity)
		}
		return strings.Join(out, "; ")
	}
	stored := reputation.Aggregate{State: "warming", PersonalScore: f(0.7333), BlendedScore: 0.6167, SampleCount: 3,
		PseudoCount: 3, MinSampleCount: 5, ModelCohorts: []reputation.ModelCohort{
			{ModelID: "native", PersonalScore: f(0.9), SampleCount: 1, LastUpdated: ts},
			{ModelID: "llama", PersonalScore: f(0.5), SampleCount: 1, LastUpdated: ts}}}
	rep := reputation.VerifyAggregateConsistency(stored, events, 0.5, reputation.DefaultConsistencyTolerance)
	if got := drifts(rep); got != `model_cohorts[gpt-4o]  "present" warning; model_cohorts[llama] "present"  warning` ||
		rep.Consistent || rep.EventCount != 3 || rep.ReconstructedState != "warming" {
		t.Errorf("cohorts: %s %+v", got, rep)
	}
	stored2 := reputation.Aggregate{State: "established", PersonalScore: f(0.8), BlendedScore: 0.6167, SampleCount: 4,
		PseudoCount: 3, MinSampleCount: 5}
	rep = reputation.VerifyAggregateConsistency(stored2, events, 0.5, reputation.DefaultConsistencyTolerance)
	if got := drifts(rep); got != `state "established" "warming" critical; sample_count 4 3 critical; personal_score 0.8 0.7333333333333333 warning` {
		t.Errorf("state: %s", got)
	}
	stored3 := stored
	stored3.ModelCohorts = []reputation.ModelCohort{}
	rep = reputation.VerifyAggregateConsistency(stored3, events, 0.5, 0.0001)
	if got := drifts(rep); got != `model_cohorts[gpt-4o]  "present" warning; model_cohorts[native]  "present" warning` {
		t.Errorf("empty cohorts: %s", got)
	}
	cold := reputation.Aggregate{State: "cold", BlendedScore: 0.5, PseudoCount: 3, MinSampleCount: 5}
	if rep := reputation.VerifyAggregateConsistency(cold, nil, 0.5, reputation.DefaultConsistencyTolerance); !rep.Consistent || rep.Drifts != nil {
		t.Errorf("cold: %+v", rep)
	}
	cold.PersonalScore = f(0.5)
	rep = reputation.VerifyAggregateConsistency(cold, nil, 0.5, reputation.DefaultConsistencyTolerance)
	if got := drifts(rep); got != `personal_score 0.5 null warning` {
		t.Errorf("cold with a score: %s", got)
	}
	out, _ := json.Marshal(rep.Drifts[0])
	if string(out) != `{"field":"personal_score","stored":0.5,"computed":null,"severity":"warning"}` {
		t.Errorf("JSON %s", out)
	}
}

func TestEventStreamHash(t *testing.T) {
	t.Parallel()
	e1, e2, _ := replayEvents()
	for _, c := range []struct {
		in   []reputation.QualityEvent
		want string
	}{
		{nil, "4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945"},
		{[]reputation.QualityEvent{e1}, "fb4d01299d391e792409bef9720557255b3e1d23d4a41b4f7cab32682323f2bf"},
		{[]reputation.QualityEvent{e1, e2}, "1ec0b8c81fc52118cc11d6f3d1ea4b3b472888dacee0980a7a253803d29d4e4d"},
		{[]reputation.QualityEvent{e2, e1}, "191aea3b198360f674e4c36a515c298f1183fc0d347c0922dfec529ed64ae250"},
	} {
		got, err := reputation.EventStreamHash(c.in)
		if err != nil || got != c.want {
			t.Errorf("EventStreamHash(%d events) = %s %v, want %s", len(c.in), got, err, c.want)
		}
	}
	// safety written 1.0 decodes to the same number: the same hash.
	var e reputation.QualityEvent
	doc := `{"event_id":"qe-1","personality_id":"bear-1","collection_id":"honeycomb","pool_id":"pool-a","satisfaction":0.8,` +
		`"coherence":0.8,"safety":1.0,"composite_score":0.9,"evaluator_id":"ev-a","model_id":"native",` +
		`"occurred_at":"2026-03-01T10:00:00Z","contract_version":"8.7.0"}`
	if err := json.Unmarshal([]byte(doc), &e); err != nil {
		t.Fatal(err)
	}
	if got, _ := reputation.EventStreamHash([]reputation.QualityEvent{e}); got != "fb4d01299d391e792409bef9720557255b3e1d23d4a41b4f7cab32682323f2bf" {
		t.Errorf("decoded E1: %s", got)
	}
	bad := e1
	bad.CompositeScore = math.NaN()
	if _, err := reputation.EventStreamHash([]reputation.QualityEvent{bad}); err == nil {
		t.Error("NaN score: no error")
	}
}

// time60 is i minutes.
func time60(i int) time.Duration { return time.Duration(i) * time.Minute }
