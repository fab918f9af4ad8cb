package vectors

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Adapters for upstream's billing and budget vectors. The budget vectors use
// the floor-per-component convention, so they run against
// billing.FloorComponentCost, FloorComponentCostBig, FloorTotalCost and
// RemainderAccumulator.
func init() {
	upstreamAdapters["billing/allocation.json"] = adaptAllocation
	upstreamAdapters["budget/basic-pricing.json"] = adaptBudget
	upstreamAdapters["budget/extreme-tokens.json"] = adaptBudget
	upstreamAdapters["budget/price-change-boundary.json"] = adaptBudget
	upstreamAdapters["budget/provider-correction.json"] = adaptBudget
	upstreamAdapters["budget/streaming-cancel.json"] = adaptBudget
}

func adaptAllocation(data []byte) ([]File, error) {
	var in struct {
		Vectors []struct {
			ID         string            `json:"id"`
			Total      string            `json:"totalCostMicro"`
			Recipients []json.RawMessage `json:"recipients"`
			Expected   json.RawMessage   `json:"expected"`
			Note       string            `json:"note"`
		} `json:"allocation_vectors"`
	}
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	f := File{Kind: "allocation"}
	for _, v := range in.Vectors {
		f.Cases = append(f.Cases, Case{ID: v.ID, Note: v.Note,
			Input: raw(map[string]any{"total": v.Total, "recipients": v.Recipients}),
			Want:  raw(map[string]json.RawMessage{"recipients": v.Expected})})
	}
	return []File{f}, nil
}

// upstream's budget pricing shape: rates as JSON numbers under their names.
type budgetPricing struct {
	Input     json.Number  `json:"input_micro_per_million"`
	Output    json.Number  `json:"output_micro_per_million"`
	Reasoning *json.Number `json:"reasoning_micro_per_million"`
}

func (p budgetPricing) modelPricing() map[string]string {
	m := map[string]string{"input_per_million_micro": p.Input.String(), "output_per_million_micro": p.Output.String()}
	if p.Reasoning != nil {
		m["thinking_per_million_micro"] = p.Reasoning.String()
	}
	return m
}

type budgetUsage struct {
	Prompt     json.Number `json:"prompt_tokens"`
	Completion json.Number `json:"completion_tokens"`
	Reasoning  json.Number `json:"reasoning_tokens"`
}

func (u budgetUsage) usage() map[string]json.Number {
	return map[string]json.Number{"prompt_tokens": u.Prompt, "completion_tokens": u.Completion, "reasoning_tokens": u.Reasoning}
}

// breakdown converts upstream's expected numbers to the FloorBreakdown's
// text members (members upstream gives only).
func breakdown(exp map[string]json.Number) map[string]string {
	out := map[string]string{}
	for k, v := range exp {
		out[k] = v.String()
	}
	return out
}

// adaptBudget converts every section the budget files have: single-component
// costs (with overflow and BigInt variants), whole-request totals, remainder
// carry sequences, price-version comparisons, provider corrections and
// serialization values.
func adaptBudget(data []byte) ([]File, error) {
	var in struct {
		Single []struct {
			ID        string      `json:"id"`
			Note      string      `json:"note"`
			Tokens    json.Number `json:"tokens"`
			Price     json.Number `json:"price_micro_per_million"`
			Cost      json.Number `json:"expected_cost_micro"`
			Remainder json.Number `json:"expected_remainder_micro"`
		} `json:"single_cost_vectors"`
		Overflow []struct {
			ID     string      `json:"id"`
			Note   string      `json:"note"`
			Tokens json.Number `json:"tokens"`
			Price  json.Number `json:"price_micro_per_million"`
			Error  string      `json:"expected_error"`
		} `json:"overflow_vectors"`
		BigInt []struct {
			ID        string `json:"id"`
			Note      string `json:"note"`
			Tokens    string `json:"tokens"`
			Price     string `json:"price_micro_per_million"`
			Cost      string `json:"expected_cost_micro"`
			Remainder string `json:"expected_remainder_micro"`
		} `json:"bigint_vectors"`
		Serialization []struct {
			ID   string `json:"id"`
			Note string `json:"note"`
			Text string `json:"micro_usd_string"`
		} `json:"serialization_vectors"`
		Totals []struct {
			ID    string `json:"id"`
			Note  string `json:"note"`
			Input struct {
				budgetUsage
				Pricing       budgetPricing `json:"pricing"`
				BillingMethod string        `json:"billing_method"`
			} `json:"input"`
			Expected map[string]json.Number `json:"expected"`
		} `json:"total_cost_vectors"`
		Sequences []struct {
			ID    string `json:"id"`
			Note  string `json:"note"`
			Scope string `json:"scope_key"`
			Steps []struct {
				Tokens      json.Number `json:"tokens"`
				Price       json.Number `json:"price_micro_per_million"`
				Carry       json.Number `json:"expected_carry"`
				Accumulated json.Number `json:"expected_accumulated"`
			} `json:"steps"`
		} `json:"remainder_accumulator_sequences"`
		PriceComparisons []struct {
			ID       string      `json:"id"`
			Note     string      `json:"note"`
			Tokens   json.Number `json:"tokens"`
			OldPrice struct {
				Price json.Number `json:"micro_per_million"`
			} `json:"old_price"`
			NewPrice struct {
				Price json.Number `json:"micro_per_million"`
			} `json:"new_price"`
			OldCost json.Number `json:"expected_old_cost_micro"`
			NewCost json.Number `json:"expected_new_cost_micro"`
		} `json:"price_comparison_vectors"`
		TotalComparisons []struct {
			ID          string                 `json:"id"`
			Note        string                 `json:"note"`
			Input       budgetUsage            `json:"input"`
			OldPricing  budgetPricing          `json:"old_pricing"`
			NewPricing  budgetPricing          `json:"new_pricing"`
			ExpectedOld map[string]json.Number `json:"expected_old"`
			ExpectedNew map[string]json.Number `json:"expected_new"`
		} `json:"total_cost_comparison_vectors"`
		Idempotency []struct {
			ID        string       `json:"id"`
			Note      string       `json:"note"`
			Tokens    json.Number  `json:"tokens"`
			Price     *json.Number `json:"price_micro_per_million"`
			Cost      *json.Number `json:"expected_cost_micro"`
			Remainder *json.Number `json:"expected_remainder_micro"`
			OldPrice  *struct {
				Price json.Number `json:"micro_per_million"`
			} `json:"old_price"`
			NewPrice *struct {
				Price json.Number `json:"micro_per_million"`
			} `json:"new_price"`
			OldCost *json.Number `json:"expected_old_cost_micro"`
			NewCost *json.Number `json:"expected_new_cost_micro"`
		} `json:"idempotency_vectors"`
		Corrections []struct {
			ID        string `json:"id"`
			Note      string `json:"note"`
			Estimated struct {
				Tokens json.Number `json:"completion_tokens"`
				Price  json.Number `json:"price_micro_per_million"`
				Cost   json.Number `json:"cost_micro"`
			} `json:"estimated"`
			Actual *struct {
				Tokens json.Number `json:"completion_tokens"`
				Price  json.Number `json:"price_micro_per_million"`
				Cost   json.Number `json:"cost_micro"`
			} `json:"actual"`
			Correction json.Number `json:"expected_correction_micro"`
		} `json:"correction_vectors"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&in); err != nil {
		return nil, err
	}
	floor := File{Kind: "floor-cost"}
	addFloor := func(id, note string, tokens, price json.Number, want any) {
		floor.Cases = append(floor.Cases, Case{ID: id, Note: note,
			Input: raw(map[string]json.Number{"tokens": tokens, "price": price}), Want: raw(want)})
	}
	for _, v := range in.Single {
		addFloor(v.ID, v.Note, v.Tokens, v.Price, map[string]json.Number{"cost": v.Cost, "remainder": v.Remainder})
	}
	for _, v := range in.Overflow {
		addFloor(v.ID, v.Note, v.Tokens, v.Price, map[string]string{"error": v.Error})
	}
	for _, v := range in.PriceComparisons {
		addFloor(v.ID+"-old", v.Note, v.Tokens, v.OldPrice.Price, map[string]json.Number{"cost": v.OldCost})
		addFloor(v.ID+"-new", v.Note, v.Tokens, v.NewPrice.Price, map[string]json.Number{"cost": v.NewCost})
	}
	for _, v := range in.Idempotency {
		switch {
		case v.Price != nil && v.Cost != nil && v.Remainder != nil:
			addFloor(v.ID, v.Note, v.Tokens, *v.Price, map[string]json.Number{"cost": *v.Cost, "remainder": *v.Remainder})
			// Idempotent: the same inputs give the same cost again.
			addFloor(v.ID+"-again", v.Note, v.Tokens, *v.Price, map[string]json.Number{"cost": *v.Cost, "remainder": *v.Remainder})
		case v.OldPrice != nil && v.NewPrice != nil && v.OldCost != nil && v.NewCost != nil:
			addFloor(v.ID+"-old", v.Note, v.Tokens, v.OldPrice.Price, map[string]json.Number{"cost": *v.OldCost})
			addFloor(v.ID+"-new", v.Note, v.Tokens, v.NewPrice.Price, map[string]json.Number{"cost": *v.NewCost})
		default:
			return nil, fmt.Errorf("idempotency vector %s: unknown shape", v.ID)
		}
	}
	floorBig := File{Kind: "floor-cost-big"}
	for _, v := range in.BigInt {
		floorBig.Cases = append(floorBig.Cases, Case{ID: v.ID, Note: v.Note,
			Input: raw(map[string]string{"tokens": v.Tokens, "price": v.Price}),
			Want:  raw(map[string]string{"cost": v.Cost, "remainder": v.Remainder})})
	}
	micro := File{Kind: "micro-usd"}
	for _, v := range in.Serialization {
		micro.Cases = append(micro.Cases, Case{ID: v.ID, Note: v.Note, Input: raw(v.Text), Want: raw(map[string]string{"canonical": v.Text})})
	}
	total := File{Kind: "floor-total"}
	addTotal := func(id, note string, u budgetUsage, p budgetPricing, exp map[string]json.Number) {
		total.Cases = append(total.Cases, Case{ID: id, Note: note,
			Input: raw(map[string]any{"usage": u.usage(), "pricing": p.modelPricing()}), Want: raw(breakdown(exp))})
	}
	for _, v := range in.Totals {
		note := v.Note
		if v.Input.BillingMethod != "" {
			note += " (billing_method " + v.Input.BillingMethod + ": a label, not an input of the arithmetic)"
		}
		addTotal(v.ID, note, v.Input.budgetUsage, v.Input.Pricing, v.Expected)
	}
	for _, v := range in.TotalComparisons {
		addTotal(v.ID+"-old", v.Note, v.Input, v.OldPricing, v.ExpectedOld)
		addTotal(v.ID+"-new", v.Note, v.Input, v.NewPricing, v.ExpectedNew)
	}
	carry := File{Kind: "remainder-carry"}
	for _, v := range in.Sequences {
		var steps []map[string]json.Number
		var want []map[string]json.Number
		for _, s := range v.Steps {
			steps = append(steps, map[string]json.Number{"tokens": s.Tokens, "price": s.Price})
			want = append(want, map[string]json.Number{"carry": s.Carry, "accumulated": s.Accumulated})
		}
		carry.Cases = append(carry.Cases, Case{ID: v.ID, Note: v.Note,
			Input: raw(map[string]any{"scope": v.Scope, "steps": steps}), Want: raw(want)})
	}
	corr := File{Kind: "cost-correction"}
	for _, v := range in.Corrections {
		est := map[string]json.Number{"tokens": v.Estimated.Tokens, "price": v.Estimated.Price, "cost": v.Estimated.Cost}
		var act any
		if v.Actual != nil {
			act = map[string]json.Number{"tokens": v.Actual.Tokens, "price": v.Actual.Price, "cost": v.Actual.Cost}
		}
		corr.Cases = append(corr.Cases, Case{ID: v.ID, Note: v.Note,
			Input: raw(map[string]any{"estimated": est, "actual": act}), Want: raw(map[string]string{"correction": v.Correction.String()})})
	}
	var out []File
	for _, f := range []File{floor, floorBig, total, carry, corr, micro} {
		if len(f.Cases) > 0 {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no vector section recognized")
	}
	return out, nil
}
