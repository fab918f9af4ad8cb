package vectors

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["saga-transition"] = stateMachine("CanTransitionSaga", economy.CanTransitionSaga, "IsTerminalSagaStatus", economy.IsTerminalSagaStatus)
	kinds["saga-checks"] = runSagaChecks
	kinds["monetary-policy-solvent"] = runSolvent
	kinds["canonical-bridge-invariants"] = canonical(func() any { return economy.CanonicalBridgeInvariants() })
	kinds["canonical-jwt-boundary-steps"] = canonical(func() any { return economy.CanonicalJWTBoundarySteps() })
	kinds["escrow-transition"] = transition("CanTransitionEscrow", economy.CanTransitionEscrow)
	kinds["economy-flow"] = runEconomyFlow
}

// economy-flow: input {"entry": n, "source": object, "target": object}
// where n is the 1-based position in economy.Flow(), or 0 for an entry
// without Verify; want {"valid": bool, "reason": string ("" when valid)}.
func runEconomyFlow(c *Case) error {
	var in struct {
		Entry  int            `json:"entry"`
		Source map[string]any `json:"source"`
		Target map[string]any `json:"target"`
	}
	var want struct {
		Valid  bool   `json:"valid"`
		Reason string `json:"reason"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var f economy.FlowEntry
	if in.Entry != 0 {
		if in.Entry < 1 || in.Entry > len(economy.Flow()) {
			return mismatch("entry", "1…"+strconv.Itoa(len(economy.Flow())), in.Entry)
		}
		f = economy.Flow()[in.Entry-1]
	}
	ok, reason := economy.VerifyEconomyFlow(in.Source, in.Target, f)
	if ok != want.Valid || reason != want.Reason {
		return mismatch("VerifyEconomyFlow", fmt.Sprintf("(%v, %q)", want.Valid, want.Reason), fmt.Sprintf("(%v, %q)", ok, reason))
	}
	return nil
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
