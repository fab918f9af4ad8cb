package vectors

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["proposal-transition"] = stateMachine("CanTransitionProposal", governance.CanTransitionProposal, "IsTerminalProposalStatus", governance.IsTerminalProposalStatus)
	kinds["outcome-consensus"] = runOutcomeConsensus
	kinds["proposal-voting"] = runProposalVoting
	kinds["permission-boundary-active"] = runBoundaryActive
	kinds["sanction-severity"] = runSanctionSeverity
	kinds["sanction-escalation"] = runSanctionEscalation
	kinds["reputation-reliability"] = runReputationReliability
	kinds["governance-resolve"] = runGovernanceResolve
}

// outcome-consensus: input is a DelegationOutcome document (structurally
// valid); want {"consensus_valid": ConsensusValid()}.
func runOutcomeConsensus(c *Case) error {
	var o governance.DelegationOutcome
	if err := o.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		ConsensusValid bool `json:"consensus_valid"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := o.ConsensusValid(); got != want.ConsensusValid {
		return mismatch("ConsensusValid", want.ConsensusValid, got)
	}
	return nil
}

// proposal-voting: input is a governance-proposal document (structurally
// valid); want {"quorum_met", "weights_normalized"} (members left out are not
// compared).
func runProposalVoting(c *Case) error {
	var p governance.Proposal
	if err := p.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		QuorumMet         *bool `json:"quorum_met"`
		WeightsNormalized *bool `json:"weights_normalized"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if want.QuorumMet != nil && p.QuorumMet() != *want.QuorumMet {
		return mismatch("QuorumMet", *want.QuorumMet, p.QuorumMet())
	}
	if want.WeightsNormalized != nil && p.WeightsNormalized() != *want.WeightsNormalized {
		return mismatch("WeightsNormalized", *want.WeightsNormalized, p.WeightsNormalized())
	}
	return nil
}

// permission-boundary-active: input is a permission-boundary document
// (structurally valid); want {"active": Active()}.
func runBoundaryActive(c *Case) error {
	var b governance.PermissionBoundary
	if err := b.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		Active bool `json:"active"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := b.Active(); got != want.Active {
		return mismatch("Active", want.Active, got)
	}
	return nil
}

// sanction-severity: input {"a", "b"?}; without b, want {"entry": {severity,
// level, default_duration_seconds, effect}} or {"error"} from
// LookupSeverity(a); with b, want {"compare": n} or {"error"} from
// CompareSeverity(a, b).
func runSanctionSeverity(c *Case) error {
	var in struct {
		A governance.SanctionSeverity  `json:"a"`
		B *governance.SanctionSeverity `json:"b"`
	}
	var want struct {
		Entry   *governance.SeverityEntry `json:"entry"`
		Compare *int                      `json:"compare"`
		Error   string                    `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var gotErr error
	if in.B == nil {
		e, err := governance.LookupSeverity(in.A)
		gotErr = err
		if err == nil && (want.Entry == nil || *want.Entry != e) {
			return mismatch("LookupSeverity", want.Entry, e)
		}
	} else {
		d, err := governance.CompareSeverity(in.A, *in.B)
		gotErr = err
		if err == nil && (want.Compare == nil || *want.Compare != d) {
			if want.Compare == nil {
				return mismatch("CompareSeverity", "null", d)
			}
			return mismatch("CompareSeverity", *want.Compare, d)
		}
	}
	if got := errText(gotErr); got != want.Error {
		return mismatch("error", want.Error, got)
	}
	return nil
}

// sanction-escalation: input {"violation_type", "occurrence_count"}; want
// {"level": string or null} from EscalatedLevel (null when it has none).
func runSanctionEscalation(c *Case) error {
	var in struct {
		ViolationType   governance.ViolationType `json:"violation_type"`
		OccurrenceCount int64                    `json:"occurrence_count"`
	}
	var want struct {
		Level *governance.SanctionLevel `json:"level"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	l, ok := governance.EscalatedLevel(in.ViolationType, in.OccurrenceCount)
	if ok != (want.Level != nil) || (ok && l != *want.Level) {
		got := "null"
		if ok {
			got = levelText(&l)
		}
		return mismatch("EscalatedLevel", levelText(want.Level), got)
	}
	return nil
}

// levelText is l's value, or null when l is nil (for mismatch messages).
func levelText(l *governance.SanctionLevel) string {
	if l == nil {
		return "null"
	}
	return strconv.Quote(string(*l))
}

// reputation-reliability: input {"score": reputation-score document, "now":
// date-time}; want {"reliable": bool, "reasons": [string]} from
// IsReliableReputation.
func runReputationReliability(c *Case) error {
	var in struct {
		Score json.RawMessage `json:"score"`
		Now   wire.Timestamp  `json:"now"`
	}
	var want struct {
		Reliable bool     `json:"reliable"`
		Reasons  []string `json:"reasons"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var s governance.ReputationScore
	if err := s.UnmarshalJSON(in.Score); err != nil {
		return err
	}
	ok, reasons := governance.IsReliableReputation(s, in.Now.Time())
	if ok != want.Reliable || !slices.Equal(reasons, want.Reasons) {
		return mismatch("IsReliableReputation", fmt.Sprint(want.Reliable, want.Reasons), fmt.Sprint(ok, reasons))
	}
	return nil
}

// governance-resolve: input {"level", "config"?: governance-config
// document}; want {"tier": n, "advisory_threshold": n} from
// ResolveReservationTier(level, config) and ResolveAdvisoryThreshold(config).
func runGovernanceResolve(c *Case) error {
	var in struct {
		Level  conformance.Level `json:"level"`
		Config json.RawMessage   `json:"config"`
	}
	var want struct {
		Tier              int `json:"tier"`
		AdvisoryThreshold int `json:"advisory_threshold"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var cfg *governance.Config
	if in.Config != nil {
		cfg = new(governance.Config)
		if err := cfg.UnmarshalJSON(in.Config); err != nil {
			return err
		}
	}
	if got := governance.ResolveReservationTier(in.Level, cfg); got != want.Tier {
		return mismatch("ResolveReservationTier", want.Tier, got)
	}
	if got := governance.ResolveAdvisoryThreshold(cfg); got != want.AdvisoryThreshold {
		return mismatch("ResolveAdvisoryThreshold", want.AdvisoryThreshold, got)
	}
	return nil
}
