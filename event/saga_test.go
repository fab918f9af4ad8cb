package event_test

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/event"
)

func i64(n int64) *int64 { return &n }

func TestSagaContext(t *testing.T) {
	t.Parallel()
	s := event.SagaContext{SagaID: "s", Step: 5, TotalSteps: i64(3), Direction: event.DirectionCompensation}
	want := []hounfour.Violation{{Path: "/step", Rule: "saga-context-step-total", Message: "step (5) must not exceed total_steps (3)"}}
	for name, err := range map[string]error{"Validate": s.Validate(), "ValidateSchema": s.ValidateSchema()} {
		t.Run(name, func(t *testing.T) {
			verr, ok := err.(*hounfour.ValidationError)
			if !ok || verr.Schema != "saga-context" {
				t.Fatalf("%s = %v", name, err)
			}
			if diff := cmp.Diff(want, verr.Violations); diff != "" {
				t.Errorf("%s (-want +got):\n%s", name, diff)
			}
		})
	}
	if err := event.CheckSagaContext(s); err == nil || err.Error() != "step (5) exceeds total_steps (3)" {
		t.Errorf("CheckSagaContext = %v", err)
	}
	// Without a previous state the constraint file's rules hold for every
	// context, so Validate and ValidateSchema agree.
	for i, c := range []event.SagaContext{
		{SagaID: "s", Step: 1, Direction: event.DirectionForward},
		{SagaID: "s", Step: 9, TotalSteps: i64(9), Direction: event.DirectionCompensation},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if err := c.Validate(); err != nil {
				t.Errorf("%+v: %v", c, err)
			}
			if err := c.ValidateSchema(); err != nil {
				t.Errorf("%+v: %v", c, err)
			}
		})
	}
	res := s.CheckConstraints()
	if len(res) != 2 || res[0].ID != "saga-step-monotonic" || res[1].ID != "saga-direction-valid-transition" ||
		res[0].Status != constraint.StatusPass || res[1].Status != constraint.StatusPass {
		t.Errorf("CheckConstraints = %+v", res)
	}
	if v := event.CheckSagaProgress(event.SagaContext{Step: 3, Direction: event.DirectionCompensation},
		event.SagaContext{Step: 1, Direction: event.DirectionForward}); len(v) != 2 || v[0].Path != "/step" || v[1].Path != "/direction" {
		t.Errorf("CheckSagaProgress = %v", v)
	}
	if v := event.CheckSagaProgress(event.SagaContext{Step: 3, Direction: event.DirectionForward},
		event.SagaContext{Step: 4, Direction: event.DirectionForward}); v != nil {
		t.Errorf("CheckSagaProgress = %v", v)
	}
}

func TestBatchSaga(t *testing.T) {
	t.Parallel()
	var b event.Batch
	err := hounfour.Decode([]byte(`{"batch_id":"b","correlation_id":"c","events":[{"event_id":"e","aggregate_id":"a","aggregate_type":"agent","type":"agent.x.y","version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"s","payload":null,"contract_version":"7.0.0"}],"source":"s","produced_at":"2026-01-15T10:00:00Z","contract_version":"7.0.0","saga":{"saga_id":"s","step":4,"total_steps":2,"direction":"forward"}}`), &b)
	verr, ok := err.(*hounfour.ValidationError)
	if !ok || verr.Schema != "domain-event-batch" {
		t.Fatalf("Decode = %v", err)
	}
	want := []hounfour.Violation{{Path: "/saga/step", Rule: "saga-context-step-total", Message: "step (4) must not exceed total_steps (2)"}}
	if diff := cmp.Diff(want, verr.Violations); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
