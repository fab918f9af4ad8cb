package constraint

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// A stand-in for economy.BridgeTransferSaga, wired as domain types wire
// their shipped rules (deviation 8).
type tSaga struct {
	Status            string    `json:"status" hf:"minLength=1"`
	Steps             []tStep   `json:"steps" hf:"minItems=1"`
	CompensationSteps []tStep   `json:"compensation_steps"`
	Timeout           tTimeout  `json:"timeout"`
	Participants      []string  `json:"participants"`
	SettledAt         *string   `json:"settled_at" hf:"nullable"`
	Extra             *tBadText `json:"extra,omitzero"`
}

type tStep struct {
	StepID      string  `json:"step_id"`
	Status      string  `json:"status"`
	AmountMicro string  `json:"amount_micro"`
	StartedAt   *string `json:"started_at" hf:"nullable"`
	CompletedAt *string `json:"completed_at" hf:"nullable"`
}

type tTimeout struct {
	TotalSeconds   int64 `json:"total_seconds"`
	PerStepSeconds int64 `json:"per_step_seconds" hf:"minimum=1"`
}

// tBadText fails to encode when it holds "boom".
type tBadText struct{ s string }

func (b tBadText) MarshalText() ([]byte, error) {
	if b.s == "boom" {
		return nil, errors.New("boom")
	}
	return []byte(b.s), nil
}

func (b *tBadText) UnmarshalText(p []byte) error { b.s = string(p); return nil }

type tHolder struct {
	Name string `json:"name"`
	Saga tSaga  `json:"saga"`
}

var _ = codec.Register(codec.Meta[tSaga]{
	Schema:   "t-bridge-transfer-saga",
	Rules:    func(s *tSaga, r *codec.Rules) { Apply("bridge-transfer-saga", s, r) },
	Warnings: func(s *tSaga, r *codec.Rules) { Apply("bridge-transfer-saga", s, r) },
})

func str(s string) *string { return &s }

func goodSaga() tSaga {
	return tSaga{
		Status:            "settled",
		Steps:             []tStep{{StepID: "s1", Status: "completed", AmountMicro: "10", StartedAt: str("2026-01-01T00:00:00Z"), CompletedAt: str("2026-01-01T00:00:10Z")}},
		CompensationSteps: []tStep{},
		Timeout:           tTimeout{TotalSeconds: 60, PerStepSeconds: 30},
		Participants:      []string{"p"},
		SettledAt:         str("2026-01-01T00:00:11Z"),
	}
}

func findings(vs []codec.Violation) []string {
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("%s %s: %s", v.Path, v.Rule, v.Message))
	}
	return out
}

func TestApply(t *testing.T) {
	t.Parallel()
	s := goodSaga()
	if viol, warn := codec.Validate(&s); len(viol)+len(warn) > 0 {
		t.Fatalf("valid saga: %v %v", viol, warn)
	}

	// An error-severity rule fails: a violation at the object's path, after
	// the schema checks; a warning-severity rule fails: a warning.
	s.SettledAt = nil
	s.Steps[0].CompletedAt = str("2026-01-01T00:01:00Z")
	viol, warn := codec.Validate(&s)
	if diff := cmp.Diff([]string{" saga-settled-has-timestamp: a settled saga must record settled_at"}, findings(viol)); diff != "" {
		t.Errorf("violations (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{" saga-timeout-valid: a completed step took longer than timeout.per_step_seconds, or lacks valid started_at/completed_at times"}, findings(warn)); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}

	// Nested: the path is the constrained object's.
	h := tHolder{Name: "h", Saga: s}
	viol, _ = codec.Validate(&h)
	if diff := cmp.Diff([]string{"/saga saga-settled-has-timestamp: a settled saga must record settled_at"}, findings(viol)); diff != "" {
		t.Errorf("nested (-want +got):\n%s", diff)
	}

	// The run condition: a rule runs only when the members
	// it reads passed their own checks; the alias rule reads every member.
	s = goodSaga()
	s.Status = ""                                                           // fails minLength: the rule reading status does not run
	s.SettledAt = nil                                                       // (it would fail)
	s.CompensationSteps = []tStep{{Status: "completed", AmountMicro: "99"}} // saga-amount-conserved would fail
	viol, _ = codec.Validate(&s)
	if diff := cmp.Diff([]string{"/status minLength: Expected string length greater or equal to 1"}, findings(viol)); diff != "" {
		t.Errorf("run condition (-want +got):\n%s", diff)
	}
	s.Status = "settled"
	viol, _ = codec.Validate(&s)
	want := []string{
		" saga-amount-conserved: completed compensation steps must not move more than the completed steps",
		" saga-settled-has-timestamp: a settled saga must record settled_at",
	}
	if diff := cmp.Diff(want, findings(viol)); diff != "" {
		t.Errorf("all members pass (-want +got):\n%s", diff)
	}

	// Decode reports schema violations first, then the constraint rules.
	var d tSaga
	viol, err := codec.Decode([]byte(`{"status":"settled","steps":[],"compensation_steps":[],"timeout":{"total_seconds":0,"per_step_seconds":5},"participants":[],"settled_at":null}`), &d)
	if err != nil {
		t.Fatal(err)
	}
	want = []string{
		"/steps minItems: Expected array length to be greater or equal to 1",
		" saga-timeout-positive: timeout.total_seconds and timeout.per_step_seconds must both be positive",
		" saga-participants-include-initiator: a saga needs at least one participant",
		" saga-settled-has-timestamp: a settled saga must record settled_at",
	}
	if diff := cmp.Diff(want, findings(viol)); diff != "" {
		t.Errorf("decode (-want +got):\n%s", diff)
	}

	// A document that cannot be encoded makes every runnable rule an
	// evaluation error, hence a violation (fail closed).
	s = goodSaga()
	s.Extra = &tBadText{"boom"}
	viol, _ = codec.Validate(&s)
	if len(viol) != 5 {
		t.Errorf("unencodable document: %v", findings(viol))
	}
}

type tNone struct {
	A string `json:"a"`
}

var _ = codec.Register(codec.Meta[tNone]{Rules: func(v *tNone, r *codec.Rules) { Apply("no-such-schema", v, r) }})

func TestApplyUnknownSchemaPanics(t *testing.T) {
	t.Parallel()
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "no-such-schema") {
			t.Errorf("recover() = %v", r)
		}
	}()
	codec.Validate(&tNone{A: "x"})
}

func TestCheck(t *testing.T) {
	t.Parallel()
	s := goodSaga()
	s.SettledAt = nil
	rep, err := Check("bridge-transfer-saga", &s)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rep.Results {
		got = append(got, r.ID+" "+string(r.Status))
	}
	want := []string{"saga-steps-ordered pass", "saga-amount-conserved pass", "saga-timeout-positive pass",
		"saga-participants-include-initiator pass", "saga-settled-has-timestamp fail", "saga-timeout-valid pass"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Raw JSON and values are accepted as well.
	if rep, err := Check("LivenessProperty", json.RawMessage(`{"ltl_formula":"F_t(1, x)"}`)); err != nil ||
		len(rep.Results) != 1 || rep.Results[0].Status != StatusSkipped || !rep.OK() {
		t.Errorf("LivenessProperty: %v %v", rep, err)
	}
	if _, err := Check("nothing", &s); !errors.Is(err, ErrUnknownSchema) {
		t.Errorf("unknown schema: %v", err)
	}
	s.Extra = &tBadText{"boom"}
	rep, err = Check("bridge-transfer-saga", &s)
	if err == nil || len(rep.Results) != 6 || rep.OK() || rep.Results[0].Status != StatusError {
		t.Errorf("unencodable: %v %v", rep, err)
	}
	rep, err = Check("LivenessProperty", []int{1})
	if !errors.Is(err, ErrNotObject) || rep.Results[0].Status != StatusSkipped {
		t.Errorf("non-object: %v %v", rep, err)
	}
}
