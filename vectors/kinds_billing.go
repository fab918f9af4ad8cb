package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["allocation"] = runAllocation
	kinds["micro-usd"] = runMicroUSD
	kinds["money"] = runMoney
	kinds["compute-cost"] = runComputeCost
	kinds["pricing-conservation"] = runPricingConservation
	kinds["floor-cost"] = runFloorCost
	kinds["floor-cost-big"] = runFloorCostBig
	kinds["floor-total"] = runFloorTotal
	kinds["remainder-carry"] = runRemainderCarry
	kinds["cost-correction"] = runCostCorrection
	kinds["multiplier-tier"] = runMultiplierTier
	kinds["total-cost"] = runTotalCost
	kinds["task-cost"] = runTaskCost
	kinds["entry-check"] = runEntryCheck
	kinds["credit-note-check"] = runCreditNoteCheck
	kinds["conservation-guard"] = runConservationGuard
}

// errText is an error's message, or "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// allocation: input {"total": text, "recipients": [{"address", "role",
// "share_bps"}]} given to billing.Allocate; want {"recipients": [the
// resulting recipients with amount_micro]} or {"error": message}.
func runAllocation(c *Case) error {
	var in struct {
		Total      string `json:"total"`
		Recipients []struct {
			Address  string                `json:"address"`
			Role     billing.RecipientRole `json:"role"`
			ShareBPS int                   `json:"share_bps"`
		} `json:"recipients"`
	}
	var want struct {
		Recipients json.RawMessage `json:"recipients"`
		Error      string          `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	total, err := wire.ParseMicroUSD(in.Total)
	if err != nil {
		return err
	}
	ai := make([]billing.AllocationInput, len(in.Recipients))
	for i, r := range in.Recipients {
		ai[i] = billing.AllocationInput{Address: r.Address, Role: r.Role, ShareBPS: r.ShareBPS}
	}
	rs, err := billing.Allocate(ai, total)
	if errText(err) != want.Error {
		return mismatch("error", want.Error, errText(err))
	}
	if err != nil {
		return nil
	}
	if err := sameJSON("recipients", want.Recipients, rs); err != nil {
		return err
	}
	// The amounts sum to the total and the entry rules accept them.
	if errs := billing.CheckRecipients(rs, total); errs != nil {
		return mismatch("CheckRecipients", "no error", errs)
	}
	return nil
}

// micro-usd: input is the text given to wire.ParseMicroUSD; want
// {"canonical": text} or {"error": "syntax"|"range", "reason": text}.
func runMicroUSD(c *Case) error {
	var in string
	var want struct {
		Canonical string `json:"canonical"`
		Error     string `json:"error"`
		Reason    string `json:"reason"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	v, err := wire.ParseMicroUSD(in)
	if got := errClass(err); got != want.Error {
		return mismatch("error", want.Error, got)
	}
	if err != nil {
		var pe *wire.ParseError
		if want.Reason != "" && (!errors.As(err, &pe) || pe.Reason != want.Reason) {
			return mismatch("reason", want.Reason, err)
		}
		return nil
	}
	if v.String() != want.Canonical {
		return mismatch("canonical", want.Canonical, v.String())
	}
	text, err := v.MarshalText()
	if err != nil || string(text) != v.String() {
		return mismatch("MarshalText", v.String(), string(text))
	}
	if back, err := wire.ParseMicroUSD(v.String()); err != nil || back != v {
		return mismatch("re-parse", v, back)
	}
	return nil
}

// money: input {"op", "a", "b", "bps"} for the string layer of wire:
// op is add, subtract, subtract-signed, negate,
// is-negative, multiply-bps, compare or bps-share (a and b parsed as
// MicroUSD for bps-share). want {"result": value} or {"error": message}.
func runMoney(c *Case) error {
	var in struct {
		Op  string `json:"op"`
		A   string `json:"a"`
		B   string `json:"b"`
		BPS int64  `json:"bps"`
	}
	var want struct {
		Result json.RawMessage `json:"result"`
		Error  string          `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var got any
	var err error
	switch in.Op {
	case "add":
		got, err = wire.AddMicro(in.A, in.B)
	case "subtract":
		got, err = wire.SubtractMicro(in.A, in.B)
	case "subtract-signed":
		got, err = wire.SubtractMicroSigned(in.A, in.B)
	case "negate":
		got, err = wire.NegateMicro(in.A)
	case "is-negative":
		got, err = wire.IsNegativeMicro(in.A)
	case "multiply-bps":
		got, err = wire.MultiplyBPS(in.A, in.BPS)
	case "compare":
		got, err = wire.CompareMicro(in.A, in.B)
	case "bps-share":
		var x *big.Int
		x, err = wire.BPSShare(wire.MustParseMicroUSD(in.A), wire.MustParseMicroUSD(in.B))
		if err == nil {
			got = json.Number(x.String())
		}
	default:
		return fmt.Errorf("unknown money op %q", in.Op)
	}
	if errText(err) != want.Error {
		return mismatch("error", want.Error, errText(err))
	}
	if err != nil {
		return nil
	}
	return sameJSON("result", want.Result, got)
}

// compute-cost: input {"pricing": {rate name: text, absent rates left out},
// "usage": Usage (decoded structurally, so invalid counts reach the
// function)}; want {"cost": text} or {"error": message} from
// billing.ComputeCostMicro.
func runComputeCost(c *Case) error {
	var in struct {
		Pricing map[string]string `json:"pricing"`
		Usage   billing.Usage     `json:"usage"`
	}
	var want struct {
		Cost  string `json:"cost"`
		Error string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var p billing.ModelPricing
	for name, dst := range map[string]*wire.MicroUSDUnsigned{"input_per_million_micro": &p.InputPerMillionMicro,
		"output_per_million_micro": &p.OutputPerMillionMicro, "thinking_per_million_micro": &p.ThinkingPerMillionMicro} {
		if s, ok := in.Pricing[name]; ok {
			v, err := wire.ParseMicroUSDUnsigned(s)
			if err != nil {
				return err
			}
			*dst = v
		}
	}
	cost, err := billing.ComputeCostMicro(p, in.Usage)
	if errText(err) != want.Error {
		return mismatch("error", want.Error, errText(err))
	}
	if err == nil && cost.String() != want.Cost {
		return mismatch("cost", want.Cost, cost)
	}
	return nil
}

// pricing-conservation: input {"cost": text, "snapshot": ModelPricing or
// null, "usage": Usage}; want the ConservationResult JSON of
// billing.VerifyPricingConservation (or {"error": message}).
func runPricingConservation(c *Case) error {
	var in struct {
		Cost     string                `json:"cost"`
		Snapshot *billing.ModelPricing `json:"snapshot"`
		Usage    billing.Usage         `json:"usage"`
	}
	var want struct {
		Error string `json:"error"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	_ = json.Unmarshal(c.Want, &want)
	cost, err := wire.ParseMicroUSD(in.Cost)
	if err != nil {
		return err
	}
	r, err := billing.VerifyPricingConservation(cost, in.Snapshot, in.Usage)
	if errText(err) != want.Error {
		return mismatch("error", want.Error, errText(err))
	}
	if err != nil {
		return nil
	}
	return sameJSON("result", c.Want, r)
}

// floor-cost: input {"tokens": n, "price": n} given to
// billing.FloorComponentCost; want {"cost": n, "remainder": n} (remainder
// compared when given) or {"error": "BUDGET_OVERFLOW"}.
func runFloorCost(c *Case) error {
	var in struct {
		Tokens uint64 `json:"tokens"`
		Price  uint64 `json:"price"`
	}
	var want struct {
		Cost      uint64  `json:"cost"`
		Remainder *uint64 `json:"remainder"`
		Error     string  `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	cost, rem, err := billing.FloorComponentCost(in.Tokens, in.Price)
	switch {
	case want.Error == "BUDGET_OVERFLOW":
		if !errors.Is(err, billing.ErrBudgetOverflow) {
			return mismatch("error", want.Error, err)
		}
		return nil
	case err != nil || want.Error != "":
		return mismatch("error", want.Error, err)
	case cost != want.Cost || want.Remainder != nil && rem != *want.Remainder:
		wantRem := "any"
		if want.Remainder != nil {
			wantRem = fmt.Sprint(*want.Remainder)
		}
		return mismatch("cost/remainder", fmt.Sprint(want.Cost, "/", wantRem), fmt.Sprint(cost, "/", rem))
	}
	return nil
}

// floor-cost-big: input {"tokens": text, "price": text} given to
// billing.FloorComponentCostBig; want {"cost": text, "remainder": text}.
func runFloorCostBig(c *Case) error {
	var in, want map[string]string
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	t, ok1 := new(big.Int).SetString(in["tokens"], 10)
	p, ok2 := new(big.Int).SetString(in["price"], 10)
	if !ok1 || !ok2 {
		return errors.New("bad input integers")
	}
	cost, rem, err := billing.FloorComponentCostBig(t, p)
	if err != nil {
		return err
	}
	if cost.String() != want["cost"] || rem.String() != want["remainder"] {
		return mismatch("cost/remainder", want["cost"]+"/"+want["remainder"], cost.String()+"/"+rem.String())
	}
	return nil
}

// floor-total: input {"usage": Usage, "pricing": ModelPricing} given to
// billing.FloorTotalCost; want a subset of the FloorBreakdown JSON members
// (those given are compared).
func runFloorTotal(c *Case) error {
	var in struct {
		Usage   billing.Usage        `json:"usage"`
		Pricing billing.ModelPricing `json:"pricing"`
	}
	var want map[string]string
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	f, err := billing.FloorTotalCost(in.Usage, in.Pricing)
	if err != nil {
		return err
	}
	var got map[string]string
	b, _ := json.Marshal(f)
	_ = json.Unmarshal(b, &got)
	for _, k := range slices.Sorted(maps.Keys(want)) {
		w := want[k]
		g, ok := got[k]
		if !ok {
			return fmt.Errorf("unknown breakdown member %q", k)
		}
		if g != w {
			return mismatch(k, w, g)
		}
	}
	return nil
}

// remainder-carry: input {"scope": key, "steps": [{"tokens", "price"} or
// {"remainder"}]}: each step's remainder (from billing.FloorComponentCost, or
// given) is carried with one billing.RemainderAccumulator; want [{"carry",
// "accumulated"}] per step.
func runRemainderCarry(c *Case) error {
	var in struct {
		Scope string `json:"scope"`
		Steps []struct {
			Tokens    *uint64 `json:"tokens"`
			Price     *uint64 `json:"price"`
			Remainder *uint64 `json:"remainder"`
		} `json:"steps"`
	}
	var want []struct {
		Carry       uint64 `json:"carry"`
		Accumulated uint64 `json:"accumulated"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if len(want) != len(in.Steps) {
		return errors.New("one want per step")
	}
	var acc billing.RemainderAccumulator
	for i, s := range in.Steps {
		var rem uint64
		if s.Remainder != nil {
			rem = *s.Remainder
		} else {
			_, r, err := billing.FloorComponentCost(*s.Tokens, *s.Price)
			if err != nil {
				return err
			}
			rem = r
		}
		carry, err := acc.Carry(in.Scope, rem)
		if err != nil {
			return err
		}
		if carry != want[i].Carry || acc.Accumulated(in.Scope) != want[i].Accumulated {
			return mismatch(fmt.Sprintf("step %d", i), want[i], fmt.Sprint(carry, " ", acc.Accumulated(in.Scope)))
		}
	}
	return nil
}

// cost-correction: input {"estimated": {"tokens", "price", "cost"}, "actual":
// {…} or null}: each side's cost must equal billing.FloorComponentCost of its
// tokens and price; want {"correction": text} = actual − estimated (signed,
// wire), "0" when actual is null (the estimate stands).
func runCostCorrection(c *Case) error {
	type side struct {
		Tokens uint64 `json:"tokens"`
		Price  uint64 `json:"price"`
		Cost   uint64 `json:"cost"`
	}
	var in struct {
		Estimated side  `json:"estimated"`
		Actual    *side `json:"actual"`
	}
	var want struct {
		Correction string `json:"correction"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	cost := func(s side) (wire.MicroUSD, error) {
		got, _, err := billing.FloorComponentCost(s.Tokens, s.Price)
		if err != nil {
			return wire.MicroUSD{}, err
		}
		if got != s.Cost {
			return wire.MicroUSD{}, mismatch("component cost", s.Cost, got)
		}
		return wire.MicroUSDFromInt64(int64(got)), nil
	}
	est, err := cost(in.Estimated)
	if err != nil {
		return err
	}
	corr := wire.ZeroMicro()
	if in.Actual != nil {
		act, err := cost(*in.Actual)
		if err != nil {
			return err
		}
		corr = act.SubSigned(est)
	}
	if corr.String() != want.Correction {
		return mismatch("correction", want.Correction, corr)
	}
	return nil
}

// multiplier-tier: input {"tokens": n, "byok": bool}; want
// {"multiplier_bps": n} from billing.MultiplierBPS.
func runMultiplierTier(c *Case) error {
	var in struct {
		Tokens uint64 `json:"tokens"`
		BYOK   bool   `json:"byok"`
	}
	var want struct {
		MultiplierBPS int `json:"multiplier_bps"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := billing.MultiplierBPS(in.Tokens, in.BYOK); got != want.MultiplierBPS {
		return mismatch("multiplier_bps", want.MultiplierBPS, got)
	}
	if !in.BYOK && billing.MultiplierBPSForTokens(in.Tokens) != want.MultiplierBPS {
		return mismatch("MultiplierBPSForTokens", want.MultiplierBPS, billing.MultiplierBPSForTokens(in.Tokens))
	}
	return nil
}

// total-cost: input {"raw": text, "multiplier_bps": n}; want {"total": text}
// or {"error": message} from billing.TotalCostMicro.
func runTotalCost(c *Case) error {
	var in struct {
		Raw           string `json:"raw"`
		MultiplierBPS int    `json:"multiplier_bps"`
	}
	var want struct {
		Total string `json:"total"`
		Error string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	raw, err := wire.ParseMicroUSD(in.Raw)
	if err != nil {
		return err
	}
	total, err := billing.TotalCostMicro(raw, in.MultiplierBPS)
	if errText(err) != want.Error {
		return mismatch("error", want.Error, errText(err))
	}
	if err == nil && total.String() != want.Total {
		return mismatch("total", want.Total, total)
	}
	return nil
}

// task-cost: input {"per_task_micro_usd": text, "tasks": n}; want {"cost":
// text} or {"error": message} from billing.ComputeTaskCostMicro.
func runTaskCost(c *Case) error {
	var in struct {
		PerTask string `json:"per_task_micro_usd"`
		Tasks   uint64 `json:"tasks"`
	}
	var want struct {
		Cost  string `json:"cost"`
		Error string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var p billing.TaskPricing
	if in.PerTask != "" {
		p.PerTaskMicroUSD = wire.MustParseMicroUSDUnsigned(in.PerTask)
	}
	cost, err := billing.ComputeTaskCostMicro(p, in.Tasks)
	if errText(err) != want.Error {
		return mismatch("error", want.Error, errText(err))
	}
	if err == nil && cost.String() != want.Cost {
		return mismatch("cost", want.Cost, cost)
	}
	return nil
}

// entry-check: input is a billing entry (decoded structurally, without
// validation); want {"ok": bool, "reason": text} from billing.CheckEntry
// (upstream's single-reason form).
func runEntryCheck(c *Case) error {
	var e billing.Entry
	if err := e.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		OK     bool   `json:"ok"`
		Reason string `json:"reason"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	ok, reason := okReason(billing.CheckEntry(&e))
	if ok != want.OK || reason != want.Reason {
		return mismatch("CheckEntry", fmt.Sprint(want.OK, " ", want.Reason), fmt.Sprint(ok, " ", reason))
	}
	return nil
}

// credit-note-check: input {"note": CreditNote, "original": BillingEntry or
// null} (decoded structurally); want {"violations": [...]} from
// billing.CheckCreditNote.
func runCreditNoteCheck(c *Case) error {
	var in struct {
		Note     billing.CreditNote `json:"note"`
		Original *billing.Entry     `json:"original"`
	}
	var want struct {
		Violations []Expect `json:"violations"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	return compare("violation", want.Violations, billing.CheckCreditNote(&in.Note, in.Original))
}

// conservation-guard: input {"bypass": bool, "init": bool, "expressions":
// {id: expr}, "invariant": id, "inputs": {name: text}} — a guard built with
// those options (and Init called when init is true), then the invariant's
// check with the named inputs (amounts parsed as MicroUSD, absent when
// missing; the format invariant's "value" as given); want the
// InvariantResult JSON.
func runConservationGuard(c *Case) error {
	var in struct {
		Bypass      bool                           `json:"bypass"`
		Init        bool                           `json:"init"`
		Expressions map[billing.InvariantID]string `json:"expressions"`
		Invariant   billing.InvariantID            `json:"invariant"`
		Inputs      map[string]string              `json:"inputs"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	g := billing.NewConservationGuard(billing.GuardOptions{Bypass: in.Bypass, Expressions: in.Expressions})
	if in.Init {
		_ = g.Init() // a compile failure leaves the guard degraded: part of the case
	}
	amount := func(name string) wire.MicroUSD {
		s, ok := in.Inputs[name]
		if !ok {
			return wire.MicroUSD{}
		}
		return wire.MustParseMicroUSD(s)
	}
	var r billing.InvariantResult
	switch in.Invariant {
	case billing.InvariantBudgetConservation:
		r = g.CheckBudgetConservation(amount("spent"), amount("limit"))
	case billing.InvariantCostNonNegative:
		r = g.CheckCostNonNegative(amount("cost"))
	case billing.InvariantReserveWithinAllocation:
		r = g.CheckReserveWithinAllocation(amount("reserve"), amount("allocation"))
	case billing.InvariantMicroUSDFormat:
		r = g.CheckMicroUSDFormat(in.Inputs["value"])
	default:
		return fmt.Errorf("unknown invariant %q", in.Invariant)
	}
	return sameJSON("result", c.Want, r)
}
