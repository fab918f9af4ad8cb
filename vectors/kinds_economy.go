package vectors

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["saga-transition"] = stateMachine("CanTransitionSaga", economy.CanTransitionSaga, "IsTerminalSagaStatus", economy.IsTerminalSagaStatus)
	kinds["saga-checks"] = runSagaChecks
	kinds["monetary-policy-solvent"] = runSolvent
	kinds["canonical-bridge-invariants"] = canonical(func() any { return economy.CanonicalBridgeInvariants() })
	kinds["canonical-jwt-boundary-steps"] = canonical(func() any { return economy.CanonicalJWTBoundarySteps() })
}

// saga-checks: input is a BridgeTransferSaga document (structurally valid,
// not necessarily valid); want {"amount_conserved", "steps_sequential",
// "timeout_valid"} from the builtin-mirroring methods (members left out are
// not compared).
func runSagaChecks(c *Case) error {
	var s economy.BridgeTransferSaga
	if err := s.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		AmountConserved *bool `json:"amount_conserved"`
		StepsSequential *bool `json:"steps_sequential"`
		TimeoutValid    *bool `json:"timeout_valid"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	for _, chk := range []struct {
		name string
		want *bool
		got  bool
	}{
		{"AmountConserved", want.AmountConserved, s.AmountConserved()},
		{"StepsSequential", want.StepsSequential, s.StepsSequential()},
		{"TimeoutValid", want.TimeoutValid, s.TimeoutValid()},
	} {
		if chk.want != nil && *chk.want != chk.got {
			return mismatch(chk.name, *chk.want, chk.got)
		}
	}
	return nil
}

// monetary-policy-solvent: input {"policy": MonetaryPolicy document,
// "supply": unsigned amount text}; want {"solvent": bool}.
func runSolvent(c *Case) error {
	var in struct {
		Policy json.RawMessage `json:"policy"`
		Supply string          `json:"supply"`
	}
	var want struct {
		Solvent bool `json:"solvent"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var p economy.MonetaryPolicy
	if err := p.UnmarshalJSON(in.Policy); err != nil {
		return err
	}
	supply, err := wire.ParseMicroUSDUnsigned(in.Supply)
	if err != nil {
		return err
	}
	if got := p.Solvent(supply); got != want.Solvent {
		return mismatch("Solvent", want.Solvent, got)
	}
	return nil
}
