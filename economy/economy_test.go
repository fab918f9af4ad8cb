package economy_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/wire"
)

// Every shipped constraint of each economy type is reported by
// CheckConstraints, in file order, with the severities the specification gives.
func TestCheckConstraintsLists(t *testing.T) {
	t.Parallel()
	var s economy.BridgeTransferSaga
	if err := hounfour.Decode(benchSaga, &s); err != nil {
		t.Fatal(err)
	}
	want := []string{"saga-steps-ordered:error", "saga-amount-conserved:error", "saga-timeout-positive:error",
		"saga-participants-include-initiator:error", "saga-settled-has-timestamp:error", "saga-timeout-valid:warning"}
	rs := s.CheckConstraints()
	if len(rs) != len(want) {
		t.Fatalf("%d results", len(rs))
	}
	for i, r := range rs {
		if r.ID+":"+string(r.Severity) != want[i] || r.Status != constraint.StatusPass {
			t.Errorf("result %d: %+v", i, r)
		}
	}
	for name, n := range map[string]int{"monetary-policy": 4, "minting-policy": 3, "registry-bridge": 4, "jwt-boundary-spec": 3} {
		t.Run(name, func(t *testing.T) {
			v, _ := schemas.New(name)
			rs := v.(interface{ CheckConstraints() []constraint.Result }).CheckConstraints()
			if len(rs) != n {
				t.Errorf("%s: %d results, want %d", name, len(rs), n)
			}
		})
	}
}

// The timeout object's schema keeps upstream's runtime annotations.
func TestSagaTimeoutAnnotations(t *testing.T) {
	t.Parallel()
	var file struct {
		Defs map[string]map[string]any `json:"$defs"`
	}
	if err := json.Unmarshal(schemas.JSON("bridge-transfer-saga"), &file); err != nil {
		t.Fatal(err)
	}
	// As $comment text: strict validators reject unknown keywords.
	want := "x-enforcement-note: The protocol only describes these limits; implementations must enforce them with timers. x-runtime-enforcement-required"
	if got := file.Defs["SagaTimeout"]["$comment"]; got != want {
		t.Errorf("SagaTimeout $comment = %q, want %q", got, want)
	}
}

// Not parallel: it writes into what the accessors return, which must not
// reach another test if they ever shared it.
func TestSagaTransitionsIsData(t *testing.T) {
	economy.SagaTransitions()[economy.SagaSettled] = []economy.SagaStatus{economy.SagaFailed}
	defer func() { economy.SagaTransitions()[economy.SagaSettled] = []economy.SagaStatus{} }()
	if economy.CanTransitionSaga(economy.SagaSettled, economy.SagaFailed) || !economy.IsTerminalSagaStatus(economy.SagaSettled) {
		t.Error("changing SagaTransitions changed the state machine")
	}
}

func TestSolvent(t *testing.T) {
	t.Parallel()
	p := economy.MonetaryPolicy{ConservationCeiling: wire.MustParseMicroUSDUnsigned("10")}
	if !p.Solvent(wire.MustParseMicroUSDUnsigned("10")) || p.Solvent(wire.MustParseMicroUSDUnsigned("11")) || p.Solvent(wire.MicroUSDUnsigned{}) {
		t.Error("Solvent")
	}
	if (&economy.MonetaryPolicy{}).Solvent(wire.MustParseMicroUSDUnsigned("0")) {
		t.Error("an absent ceiling is not solvent")
	}
}
