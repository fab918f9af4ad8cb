package billing_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

func TestNewTokenCostEvent(t *testing.T) {
	t.Parallel()
	e, err := billing.NewTokenCostEvent("openai", "o3", usage(2000, 500, 3000), pricing("10000000", "40000000", "40000000"), billing.PricingSourceConfig)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(e)
	want := `{"provider":"openai","model":"o3","units":"tokens","unit_counts":{"input":2000,"output":500,"reasoning":3000},"cost_micro_usd":"160000","pricing_source":"config","contract_version":"7.0.0"}`
	if string(b) != want {
		t.Errorf("event\n%s\nwant\n%s", b, want)
	}
	// Ceiling (ComputeCostMicro): 7 tokens at 2.5M → 18; no reasoning member without a count.
	e, err = billing.NewTokenCostEvent("p", "m", usage(7, 0), pricing("2500000", "0", ""), billing.PricingSourceEstimated)
	if err != nil || e.CostMicroUSD.String() != "18" || e.UnitCounts.Reasoning != nil {
		t.Errorf("ceil: %+v %v", e, err)
	}
	if _, err := billing.NewTokenCostEvent("p", "m", usage(-1, 0), pricing("1", "1", ""), billing.PricingSourceConfig); err == nil ||
		err.Error() != "Invalid token count for prompt_tokens: must be non-negative" {
		t.Errorf("negative count: %v", err)
	}
	if _, err := billing.NewTokenCostEvent("", "m", usage(1, 0), pricing("1", "1", ""), "guess"); err == nil ||
		err.Error() != "invalid cost-event: /provider: Expected string length greater or equal to 1; /pricing_source: Expected union value" {
		t.Errorf("invalid event: %v", err)
	}
}

func TestNewTaskCostEvent(t *testing.T) {
	t.Parallel()
	e, err := billing.NewTaskCostEvent("replicate", "flux", 4, billing.TaskPricing{PerTaskMicroUSD: u("3000")}, billing.PricingSourceConfig)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(e)
	want := `{"provider":"replicate","model":"flux","units":"task","unit_counts":{"tasks":4},"cost_micro_usd":"12000","pricing_source":"config","contract_version":"7.0.0"}`
	if string(b) != want {
		t.Errorf("event\n%s\nwant\n%s", b, want)
	}
	if e.Units.PricingModel() != billing.PricingFlatRate || billing.CostUnitsTokens.PricingModel() != billing.PricingPerToken || billing.CostUnits("x").PricingModel() != "" {
		t.Error("PricingModel")
	}
	for _, tc := range []struct {
		p     billing.TaskPricing
		tasks uint64
		want  string
	}{
		{billing.TaskPricing{PerTaskMicroUSD: u("18446744073709551615")}, 18446744073709551615, "340282366920938463426481119284349108225"},
		{billing.TaskPricing{PerTaskMicroUSD: u("0")}, 9, "0"},
		{billing.TaskPricing{PerTaskMicroUSD: u("1000000000000000000000")}, 2, "2000000000000000000000"},
		{billing.TaskPricing{PerTaskMicroUSD: u("5")}, 0, "Invalid task count for tasks: must be at least 1"},
		{billing.TaskPricing{}, 1, "Invalid pricing string for per_task_micro_usd: must match ^[0-9]+$"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			got, err := billing.ComputeTaskCostMicro(tc.p, tc.tasks)
			s := got.String()
			if err != nil {
				s = err.Error()
			}
			if s != tc.want {
				t.Errorf("ComputeTaskCostMicro(%v, %d) = %s, want %s", tc.p.PerTaskMicroUSD, tc.tasks, s, tc.want)
			}
		})
	}
	if _, err := billing.NewTaskCostEvent("p", "m", 0, billing.TaskPricing{PerTaskMicroUSD: u("1")}, billing.PricingSourceConfig); err == nil {
		t.Error("zero tasks accepted")
	}
	var pc billing.TaskPricing
	if err := json.Unmarshal([]byte(`{"per_task_micro_usd":"0042"}`), &pc); err != nil || pc.PerTaskMicroUSD.String() != "42" {
		t.Errorf("TaskPricing JSON: %v %v", pc, err)
	}
}

func TestUnitCounts(t *testing.T) {
	t.Parallel()
	r := uint64(3)
	tok := billing.TokenUnitCounts{Input: 1, Output: 2, Reasoning: &r}.UnitCounts()
	if c, ok := tok.Tokens(); !ok || c.Input != 1 || c.Output != 2 || *c.Reasoning != 3 {
		t.Errorf("Tokens = %+v, %v", c, ok)
	}
	if _, ok := tok.Task(); ok {
		t.Error("token counts are not a task shape")
	}
	task := billing.TaskUnitCounts{Tasks: 5}.UnitCounts()
	if c, ok := task.Task(); !ok || c.Tasks != 5 {
		t.Errorf("Task = %+v, %v", c, ok)
	}
	if _, ok := task.Tokens(); ok {
		t.Error("task counts are not a token shape")
	}
	b, _ := json.Marshal(task)
	if string(b) != `{"tasks":5}` {
		t.Errorf("UnitCounts JSON = %s", b)
	}
	var mixed billing.UnitCounts
	if err := json.Unmarshal([]byte(`{"input":1,"tasks":2}`), &mixed); err != nil {
		t.Fatal(err) // the shape needs the event's units: not a decode error
	}
	ev := billing.CostEvent{Provider: "p", Model: "m", Units: billing.CostUnitsTask, UnitCounts: mixed,
		CostMicroUSD: u("1"), PricingSource: billing.PricingSourceConfig, ContractVersion: wire.MustParseSemver(hounfour.ContractVersion)}
	if violations(ev.Validate()) != "/unit_counts [cost-event-unit-counts-shape] unit_counts must be {tasks} when units is \"task\"\n" {
		t.Errorf("Validate = %v", ev.Validate())
	}
}
