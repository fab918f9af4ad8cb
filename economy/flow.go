package economy

import (
	"encoding/json"
	"math"
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// FlowEntry is one link of the economy flow: documents of SourceSchema feed
// documents of TargetSchema through LinkingField, and Verify (nil when the
// link has no check) tells whether a pair of documents is linked correctly,
// with the reason when it is not.
type FlowEntry struct {
	// SourceSchema is the upstream type name of the feeding documents.
	SourceSchema string
	// TargetSchema is the upstream type name of the fed documents.
	TargetSchema string
	// LinkingField is the member through which the source feeds the target.
	LinkingField string
	// Description says what the link means.
	Description string
	// Verify checks one source/target pair; nil accepts every pair.
	Verify func(source, target map[string]any) (ok bool, reason string)
}

// flow is the table [Flow] copies.
var flow = []FlowEntry{
	{
		SourceSchema: "PerformanceRecord", TargetSchema: "ReputationScore", LinkingField: "components",
		Description: "Performance outcomes feed the agent's reputation components",
		Verify: func(source, target map[string]any) (bool, string) {
			if !strictEqual(member(target, "agent_id"), member(source, "agent_id")) {
				return false, "target.agent_id must equal source.agent_id"
			}
			if _, ok := source["outcome"]; !ok {
				return false, "source.outcome must be defined to feed reputation"
			}
			return true, ""
		},
	},
	{
		SourceSchema: "ReputationScore", TargetSchema: "RoutingConstraint", LinkingField: "min_reputation",
		Description: "Reputation scores gate routing through the constraint's minimum reputation",
		Verify: func(source, target map[string]any) (bool, string) {
			minRep, okMin := target["min_reputation"]
			score, okScore := source["score"]
			if !okMin || !okScore {
				return false, "target.min_reputation and source.score must be defined"
			}
			s, sNum := number(score)
			m, mNum := number(minRep)
			if sNum && mNum && s < m {
				return false, "source.score (" + string(codec.AppendNumber(nil, s)) +
					") is below target.min_reputation (" + string(codec.AppendNumber(nil, m)) + ")"
			}
			return true, ""
		},
	},
	{
		SourceSchema: "RoutingConstraint", TargetSchema: "BillingEntry", LinkingField: "pool_id",
		Description: "Routing selects the pool the billing entry is charged to",
		Verify: func(source, target map[string]any) (bool, string) {
			tp, ok := target["pool_id"]
			if !ok {
				return false, "target.pool_id must be defined"
			}
			if sp, ok := source["pool_id"]; ok && !strictEqual(sp, tp) {
				return false, "target.pool_id must match source.pool_id when source specifies a pool"
			}
			return true, ""
		},
	},
	{
		SourceSchema: "Sanction", TargetSchema: "RoutingConstraint", LinkingField: "trust_level",
		Description: "Sanctions restrict routing through the constraint's trust level",
		Verify: func(source, target map[string]any) (bool, string) {
			if _, ok := target["trust_level"]; !ok {
				return false, "target.trust_level must be defined"
			}
			if _, ok := source["severity"]; !ok {
				return false, "source.severity must be defined for sanction-based routing"
			}
			return true, ""
		},
	},
	{
		SourceSchema: "PerformanceRecord", TargetSchema: "CommonsDividend", LinkingField: "source_performance_ids",
		Description: "Performance records are the provenance of commons dividends",
		Verify: func(source, target map[string]any) (bool, string) {
			ids, isArray := target["source_performance_ids"].([]any)
			id, hasID := source["record_id"]
			found := false
			for _, v := range ids {
				if hasID && strictEqual(v, id) {
					found = true
					break
				}
			}
			if !isArray || !found {
				return false, "target.source_performance_ids must be an array containing source.record_id"
			}
			return true, ""
		},
	},
}

// Flow returns the economy flow, in protocol order, as a fresh slice:
// performance feeds reputation, reputation gates routing, routing picks the
// billing pool, sanctions restrict routing, and performance funds commons
// dividends.
func Flow() []FlowEntry { return slices.Clone(flow) }

// VerifyEconomyFlow checks one link of the flow between a source and a
// target document given as decoded JSON objects (absent members are missing
// keys; a JSON null is present). An entry without Verify accepts every
// pair.
func VerifyEconomyFlow(source, target map[string]any, f FlowEntry) (ok bool, reason string) {
	if f.Verify == nil {
		return true, ""
	}
	return f.Verify(source, target)
}

// undefined stands for a missing member in strictEqual.
type undefined struct{}

func member(m map[string]any, name string) any {
	if v, ok := m[name]; ok {
		return v
	}
	return undefined{}
}

// strictEqual is JavaScript's === on decoded JSON values: strings, numbers,
// booleans and null compare by value (a missing member equals only another
// missing member); arrays and objects are never equal, as two distinct
// decoded values are distinct objects.
func strictEqual(a, b any) bool {
	if x, ok := number(a); ok {
		y, ok := number(b)
		return ok && x == y
	}
	switch a.(type) {
	case undefined, nil, string, bool:
		// Interface equality compares the dynamic types first; these
		// types are comparable, so it cannot panic.
		return a == b
	}
	return false
}

// number returns v as a float64 when it is a JSON number in any of the
// forms decoders produce (float64, json.Number, Go integers).
func number(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, !math.IsNaN(x)
	case float32:
		return float64(x), true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case int32:
		return float64(x), true
	case uint64:
		return float64(x), true
	}
	return 0, false
}
