package canonical

import (
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Run is a canonical run definition (schema canonical-run): for one kind
// of EPIC, the phases a run must go through, each with its gates — the
// source of truth phase-completion envelopes, EPIC checkpoints and cluster
// run series are scored against. Closed object; contract_version is
// pinned to "8.6.0". A definition is identified by canonical_run_id and
// versioned by canonical_run_version (MAJOR.MINOR.PATCH); ts_authored has
// second precision (no fraction).
//
// Rule CR-1 (Validate): the ordered_index values of RequiredPhases are
// exactly 0..M−1 for M phases, in any element order. Each phase whose
// index an earlier phase already has is reported (at its ordered_index);
// only when no index repeats, the smallest missing index is reported (at
// /required_phases). The constraint file's other rules are the
// consumer's: canonical_run_id unique within a cluster (CR-2), and the
// conformance percentage computed against the run (CR-3).
//
// Schema: canonical-run — "Required-phases-per-EPIC definition consumed as
// the conformance source-of-truth by `PhaseCompletionEnvelope` (FR-B2),
// `EpicCheckpoint` (FR-B8), and `ClusterRunSeries` (FR-E1). …"
type Run struct {
	CanonicalRunID      string `json:"canonical_run_id" hf:"minLength=1"`
	CanonicalRunVersion string `json:"canonical_run_version" hf:"pattern=^[0-9]+\\.[0-9]+\\.[0-9]+$"`
	// ContractVersion is always "8.6.0".
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// EpicKind is the EPIC classification the run shapes (consumer
	// namespace).
	EpicKind       string          `json:"epic_kind" hf:"minLength=1"`
	RequiredPhases []RequiredPhase `json:"required_phases" hf:"minItems=1"`
	// TSAuthored is when the definition was authored, UTC, whole seconds
	// (UTCSecondPattern).
	TSAuthored string `json:"ts_authored" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"`
}

// ruleCR1 is the id of the run's ordering rule.
const ruleCR1 = "CR-1"

// OrderingViolation is one finding of CR-1 on a run's phases: Index is
// the phase whose ordered_index repeats an earlier one, or −1 for a gap;
// Message is upstream's text.
type OrderingViolation struct {
	Index   int
	Message string
}

// OrderingViolations returns the findings of rule CR-1 on phases (empty
// when their ordered_index values are exactly 0..len−1 in any order): one
// per phase whose index an earlier phase already has, in element order;
// or, when no index repeats, one naming the smallest missing index. Work
// and memory are linear in len(phases).
func OrderingViolations(phases []RequiredPhase) []OrderingViolation {
	return orderingViolations(len(phases), func(i int) int64 { return phases[i].OrderedIndex })
}

func orderingViolations(m int, index func(int) int64) []OrderingViolation {
	var out []OrderingViolation
	var seen map[int64]struct{}
	if m > smallList {
		seen = make(map[int64]struct{}, m)
	}
	// has reports whether an element before i has the index v (pairwise
	// below smallList, no allocation).
	has := func(i int, v int64) bool {
		if seen != nil {
			_, ok := seen[v]
			return ok
		}
		for j := range i {
			if index(j) == v {
				return true
			}
		}
		return false
	}
	for i := range m {
		v := index(i)
		if has(i, v) {
			out = append(out, OrderingViolation{Index: i, Message: "CR-1: required_phases[" + strconv.Itoa(i) +
				"].ordered_index=" + strconv.FormatInt(v, 10) + " duplicates a prior phase's ordered_index; the sequence must be unique."})
			continue
		}
		if seen != nil {
			seen[v] = struct{}{}
		}
	}
	if out != nil || m == 0 {
		return out
	}
	for k := range int64(m) {
		if !has(m, k) {
			return []OrderingViolation{{Index: -1, Message: "CR-1: required_phases ordered_index sequence has a gap — expected " +
				strconv.FormatInt(k, 10) + " but it is missing; the sequence must be 0-based contiguous (0.." + strconv.Itoa(m-1) + ")."}}
		}
	}
	return nil
}

func runRules(x *Run, r *codec.Rules) {
	// CR-1 reads every phase's ordered_index.
	if r.TypeOK("required_phases") && everyOK(r, "required_phases", len(x.RequiredPhases), "ordered_index") {
		for _, v := range OrderingViolations(x.RequiredPhases) {
			if v.Index >= 0 {
				r.Report(ruleCR1, v.Message, "required_phases", v.Index, "ordered_index")
			} else {
				r.Report(ruleCR1, v.Message, "required_phases")
			}
		}
	}
	constraintrt.Apply("canonical-run", x, r)
}

// everyOK reports whether member of every element 0..n−1 of the array
// member array passed its own checks.
func everyOK(r *codec.Rules, array string, n int, member string) bool {
	for i := range n {
		if !r.OKAt(array, i, member) {
			return false
		}
	}
	return true
}

var _ = codec.Register(codec.Meta[Run]{
	Schema:      "canonical-run",
	Description: "Required-phases-per-EPIC definition consumed as the conformance source-of-truth by `PhaseCompletionEnvelope` (FR-B2), `EpicCheckpoint` (FR-B8), and `ClusterRunSeries` (FR-E1). Hounfour ships shape; consumers compute conformance % per ADR-010. Round-trip parse + re-serialize bit-identical: every well-formed payload `s` satisfies `JSON.stringify(JSON.parse(s)) === s` when `s` is itself the JSON-stringified canonical form. NOT crypto-bearing; NOT chain-bearing.",
	Since:       "8.6.0",
	ID:          "CanonicalRun",
	// CR-1 natively (the constraint file marks it runtime-deferred, as
	// all its rules: Apply evaluates none of them).
	Rules: runRules,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): the schema rules, " +
			"then CR-1 when every phase's ordered_index passed its own checks: each phase whose ordered_index an " +
			"earlier phase has (at /required_phases/{i}/ordered_index), or, with no repetition, the smallest " +
			"missing index of 0..M−1 (at /required_phases).",
		ValidateSchema: "ValidateSchema reports the violations of r's schema alone (nil or a " +
			"*hounfour.ValidationError): the structural tier, without CR-1.",
	},
})
