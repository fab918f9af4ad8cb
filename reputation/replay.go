package reputation

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"
	"slices"
	"strconv"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/jcs"
	"github.com/hounfour-go/hounfour/wire"
)

// ReconstructedAggregate is an aggregate rebuilt from its quality events
// (ReconstructAggregate): the members of an aggregate in its order, with
// model_cohorts always present, then the number of events. It is no
// protocol document: with no events its identity and timestamps are empty,
// and event_count is no member of an aggregate.
type ReconstructedAggregate struct {
	PersonalityID     string         `json:"personality_id"`
	CollectionID      string         `json:"collection_id"`
	PoolID            string         `json:"pool_id"`
	State             State          `json:"state"`
	PersonalScore     *float64       `json:"personal_score"`
	CollectionScore   float64        `json:"collection_score"`
	BlendedScore      float64        `json:"blended_score"`
	SampleCount       int64          `json:"sample_count"`
	PseudoCount       int64          `json:"pseudo_count"`
	ContributorCount  int64          `json:"contributor_count"`
	MinSampleCount    int64          `json:"min_sample_count"`
	CreatedAt         wire.Timestamp `json:"created_at"`
	LastUpdated       wire.Timestamp `json:"last_updated"`
	TransitionHistory []Transition   `json:"transition_history"`
	ModelCohorts      []ModelCohort  `json:"model_cohorts"`
	ContractVersion   wire.Semver    `json:"contract_version"`
	EventCount        int64          `json:"event_count"`
}

// ReconstructAggregate rebuilds an aggregate from its quality events with
// the collection score, the pseudo count k and the minimum sample count
// (BayesianBlend's are the protocol's): a deterministic replay.
//
// The events are sorted by occurred_at at millisecond precision, stably
// (events at one instant keep their order; the slice passed is not
// changed). The identity and created_at are the first event's, last_updated
// the last one's; events of other aggregates are not filtered out. Each
// event adds one sample and its composite score to the sum (in that order),
// its evaluator to the contributors and, when it names a model, a sample to
// that model's cohort (cohorts in order of first appearance). After each
// event the state takes at most one step, judged on the state before it:
// cold → warming; warming → established once the samples reach
// minSampleCount; established → authoritative once the personal weight
// n / (k + n) exceeds AuthoritativeThreshold. Each step is recorded with the
// event's occurred_at text and the edge's guard as trigger. Finally the
// personal score is the mean composite score, the blended score
// BlendedScore of it, and contract_version 8.7.0 whatever the events
// carry. No events give a cold aggregate with no personal score, the
// collection score as blended score and empty identity and timestamps.
func ReconstructAggregate(events []QualityEvent, collectionScore float64, pseudoCount, minSampleCount int) ReconstructedAggregate {
	out := ReconstructedAggregate{
		State:             Cold,
		CollectionScore:   collectionScore,
		BlendedScore:      collectionScore,
		PseudoCount:       int64(pseudoCount),
		MinSampleCount:    int64(minSampleCount),
		TransitionHistory: []Transition{},
		ModelCohorts:      []ModelCohort{},
		ContractVersion:   wire.MustParseSemver(hounfour.ContractVersion),
		EventCount:        int64(len(events)),
	}
	if len(events) == 0 {
		return out
	}
	sorted := slices.Clone(events)
	slices.SortStableFunc(sorted, func(a, b QualityEvent) int { return a.OccurredAt.CompareMilli(b.OccurredAt) })
	first := &sorted[0]
	out.PersonalityID, out.CollectionID, out.PoolID, out.CreatedAt = first.PersonalityID, first.CollectionID, first.PoolID, first.OccurredAt
	type cohort struct {
		sum   float64
		count int64
		last  wire.Timestamp
	}
	var (
		n        int64
		sum      float64
		ids      []string // model ids in order of first appearance
		cohorts  = map[string]*cohort{}
		evaluate = map[string]struct{}{}
	)
	k := float64(pseudoCount)
	for i := range sorted {
		e := &sorted[i]
		n++
		sum += e.CompositeScore
		evaluate[e.EvaluatorID] = struct{}{}
		out.LastUpdated = e.OccurredAt
		if e.ModelID != nil && *e.ModelID != "" {
			c := cohorts[*e.ModelID]
			if c == nil {
				c = &cohort{}
				cohorts[*e.ModelID] = c
				ids = append(ids, *e.ModelID)
			}
			c.sum += e.CompositeScore
			c.count++
			c.last = e.OccurredAt
		}
		w := PersonalWeight(float64(n), k)
		var to State
		var trigger string
		switch {
		case out.State == Cold:
			to, trigger = Warming, triggerWarm
		case out.State == Warming && n >= int64(minSampleCount):
			to, trigger = Established, triggerEstablish
		case out.State == Established && w > AuthoritativeThreshold:
			to, trigger = Authoritative, triggerAuthorize
		}
		if to != "" {
			out.TransitionHistory = append(out.TransitionHistory, Transition{From: out.State, To: to, At: e.OccurredAt, Trigger: trigger})
			out.State = to
		}
	}
	personal := sum / float64(n)
	out.PersonalScore = &personal
	out.BlendedScore = BlendedScore(&personal, collectionScore, float64(n), k)
	out.SampleCount = n
	out.ContributorCount = int64(len(evaluate))
	for _, id := range ids {
		c := cohorts[id]
		score := c.sum / float64(c.count)
		out.ModelCohorts = append(out.ModelCohorts, ModelCohort{ModelID: id, PersonalScore: &score, SampleCount: c.count, LastUpdated: c.last})
	}
	return out
}

// DefaultConsistencyTolerance is the tolerance of VerifyAggregateConsistency
// for the scores.
const DefaultConsistencyTolerance = 0.001

// The severities of a Drift.
const (
	DriftCritical = "critical"
	DriftWarning  = "warning"
)

// Drift is one difference between a stored aggregate and the one its
// events rebuild: the field, the stored and the computed value as JSON
// (nil: not given), and its severity (DriftCritical, DriftWarning).
type Drift struct {
	Field    string          `json:"field"`
	Stored   json.RawMessage `json:"stored,omitempty"`
	Computed json.RawMessage `json:"computed,omitempty"`
	Severity string          `json:"severity"`
}

// ConsistencyReport is the result of VerifyAggregateConsistency.
type ConsistencyReport struct {
	// Consistent is true when there is no drift.
	Consistent bool `json:"consistent"`
	// Drifts lists the differences found, in the order checked.
	Drifts []Drift `json:"drifts"`
	// EventCount is the number of events passed.
	EventCount int `json:"event_count"`
	// ReconstructedState is the state of the rebuilt aggregate.
	ReconstructedState State `json:"reconstructed_state"`
}

// VerifyAggregateConsistency compares a stored aggregate with the one its
// events rebuild (ReconstructAggregate with the stored pseudo count and
// minimum sample count) and lists the drifts, in this order: the state
// (critical), the sample count (critical), the personal score (warning:
// both present and more than tolerance apart, or only one present), the
// blended score (warning: more than tolerance apart; a NaN difference is no
// drift) and — only when the stored aggregate has model_cohorts (an empty
// list counts) and the rebuilt one has a cohort — each rebuilt model
// missing from the stored cohorts (computed "present"), then each stored
// model missing from the rebuilt ones (stored "present"), as
// "model_cohorts[<model_id>]", each model once, in order of first
// appearance. DefaultConsistencyTolerance is the protocol's tolerance.
func VerifyAggregateConsistency(stored Aggregate, events []QualityEvent, collectionScore, tolerance float64) ConsistencyReport {
	r := ReconstructAggregate(events, collectionScore, int(stored.PseudoCount), int(stored.MinSampleCount))
	var drifts []Drift
	add := func(field string, s, c json.RawMessage, severity string) {
		drifts = append(drifts, Drift{Field: field, Stored: s, Computed: c, Severity: severity})
	}
	if stored.State != r.State {
		add("state", jsonString(string(stored.State)), jsonString(string(r.State)), DriftCritical)
	}
	if stored.SampleCount != r.SampleCount {
		add("sample_count", jsonInt(stored.SampleCount), jsonInt(r.SampleCount), DriftCritical)
	}
	switch sp, rp := stored.PersonalScore, r.PersonalScore; {
	case sp != nil && rp != nil:
		if math.Abs(*sp-*rp) > tolerance {
			add("personal_score", jsonNumber(*sp), jsonNumber(*rp), DriftWarning)
		}
	case sp != nil || rp != nil:
		add("personal_score", jsonScore(sp), jsonScore(rp), DriftWarning)
	}
	if math.Abs(stored.BlendedScore-r.BlendedScore) > tolerance {
		add("blended_score", jsonNumber(stored.BlendedScore), jsonNumber(r.BlendedScore), DriftWarning)
	}
	if stored.ModelCohorts != nil && len(r.ModelCohorts) > 0 {
		// Sets of the ids: linear in the cohorts, however many a stored
		// aggregate holds.
		storedIDs := make([]string, 0, len(stored.ModelCohorts))
		inStored := make(map[string]bool, len(stored.ModelCohorts))
		for _, c := range stored.ModelCohorts {
			if !inStored[c.ModelID] {
				inStored[c.ModelID] = true
				storedIDs = append(storedIDs, c.ModelID)
			}
		}
		inRebuilt := make(map[string]bool, len(r.ModelCohorts))
		for _, c := range r.ModelCohorts {
			inRebuilt[c.ModelID] = true // distinct by construction
		}
		present := jsonString("present")
		for _, c := range r.ModelCohorts {
			if !inStored[c.ModelID] {
				add("model_cohorts["+c.ModelID+"]", nil, present, DriftWarning)
			}
		}
		for _, id := range storedIDs {
			if !inRebuilt[id] {
				add("model_cohorts["+id+"]", present, nil, DriftWarning)
			}
		}
	}
	return ConsistencyReport{Consistent: len(drifts) == 0, Drifts: drifts, EventCount: len(events), ReconstructedState: r.State}
}

func jsonString(s string) json.RawMessage { b, _ := json.Marshal(s); return b }
func jsonInt(n int64) json.RawMessage     { return strconv.AppendInt(nil, n, 10) }

// jsonNumber writes f as JavaScript does (null for NaN and ±Inf, as
// JSON.stringify does).
func jsonNumber(f float64) json.RawMessage {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return json.RawMessage("null")
	}
	return jcs.AppendNumber(nil, f)
}

func jsonScore(p *float64) json.RawMessage {
	if p == nil {
		return json.RawMessage("null")
	}
	return jsonNumber(*p)
}

// EventStreamHash returns the hash of an ordered stream of quality events:
// the SHA-256, as 64 lowercase hex digits without prefix (the form of
// AggregateSnapshot.event_stream_hash), of the canonical JSON (RFC 8785,
// no Unicode normalization) of the array of events in the order given —
// each event's members sorted, numbers in their shortest form, timestamps
// as written. The order matters: the stream [E1, E2] and [E2, E1] hash
// differently. The error is the encoding's, for an event holding a value
// JSON cannot write (a NaN score).
func EventStreamHash(events []QualityEvent) (string, error) {
	// The array's canonical form is its elements' canonical forms between
	// brackets, separated by commas: hashed one event at a time, in memory
	// proportional to one event.
	h := sha256.New()
	h.Write([]byte{'['})
	var canon []byte
	for i := range events {
		enc, err := events[i].MarshalJSON()
		if err != nil {
			return "", err
		}
		if canon, err = jcs.Append(canon[:0], enc, jcs.Options{}); err != nil {
			return "", err
		}
		if i > 0 {
			h.Write([]byte{','})
		}
		h.Write(canon)
	}
	h.Write([]byte{']'})
	return hex.EncodeToString(h.Sum(nil)), nil
}
