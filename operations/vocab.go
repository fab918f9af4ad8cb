package operations

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// ContractVersion is the contract version every envelope of this package
// carries: the schemas pin contract_version to it, whatever the contract a
// peer speaks.
const ContractVersion = "8.6.0"

// TimestampPattern is the pattern of every timestamp of this package: a
// UTC timestamp with a Z suffix and 0 to 9 fraction digits. It is only a
// pattern: no calendar check is made ("2026-02-30T99:99:99Z" matches it),
// and no offset other than Z is accepted.
const TimestampPattern = `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$`

// PulseKind is the pulse of the day an OracleDigest is emitted at (schema
// pulse-kind, a JSON string): each cluster emits one digest per pulse kind
// per day. The zero value is absent.
//
// Its values: [PulseMorning], [PulseAfternoon], [PulseEvening].
//
// Schema: pulse-kind — "Three-pulse-per-day cadence enum for OracleDigest.
// …"
type PulseKind string

// The pulse kinds.
const (
	PulseMorning   PulseKind = "morning"
	PulseAfternoon PulseKind = "afternoon"
	PulseEvening   PulseKind = "evening"
)

var pulseKinds = enum.New(PulseMorning, PulseAfternoon, PulseEvening)

// PulseKinds returns the three pulse kinds in the order of the day, as a
// fresh slice.
func PulseKinds() []PulseKind { return pulseKinds.Values() }

// Valid reports whether k is one of the three pulse kinds.
func (k PulseKind) Valid() bool { return pulseKinds.Has(k) }

// CircuitBreakerState is the state of a cluster's model-call circuit
// breaker (schema model-call-circuit-breaker-state, a JSON string). Which
// dispatch policy a state selects is the consumer's. The zero value is
// absent.
//
// Its values: [BreakerHealthy], [BreakerDegraded], [BreakerOpen].
//
// Schema: model-call-circuit-breaker-state — "Three-state circuit-breaker
// enum for the cluster's model-call dispatch path. …"
type CircuitBreakerState string

// The circuit-breaker states.
const (
	// BreakerHealthy: unrestricted dispatch.
	BreakerHealthy CircuitBreakerState = "healthy"
	// BreakerDegraded: reduced rate or fallback.
	BreakerDegraded CircuitBreakerState = "degraded"
	// BreakerOpen: dispatch stopped, in-flight calls drained.
	BreakerOpen CircuitBreakerState = "open"
)

var breakerStates = enum.New(BreakerHealthy, BreakerDegraded, BreakerOpen)

// CircuitBreakerStates returns the three states from healthy to open, as a
// fresh slice.
func CircuitBreakerStates() []CircuitBreakerState { return breakerStates.Values() }

// Valid reports whether s is one of the three circuit-breaker states.
func (s CircuitBreakerState) Valid() bool { return breakerStates.Has(s) }

// EscalationSeverity is the severity of an escalation (schema
// escalation-severity, a JSON string). The channel a severity is routed to
// (info to the digest, warn to Telegram, critical to email, panic to SMS
// and auto-execution) is the consumer's policy. The zero value is absent.
//
// Its values, in increasing severity: [SeverityInfo], [SeverityWarn],
// [SeverityCritical], [SeverityPanic].
//
// Schema: escalation-severity — "Four-level escalation severity enum. …"
type EscalationSeverity string

// The escalation severities.
const (
	SeverityInfo     EscalationSeverity = "info"
	SeverityWarn     EscalationSeverity = "warn"
	SeverityCritical EscalationSeverity = "critical"
	SeverityPanic    EscalationSeverity = "panic"
)

var severities = enum.New(SeverityInfo, SeverityWarn, SeverityCritical, SeverityPanic)

// EscalationSeverities returns the four severities in increasing order, as
// a fresh slice.
func EscalationSeverities() []EscalationSeverity { return severities.Values() }

// Valid reports whether s is one of the four severities.
func (s EscalationSeverity) Valid() bool { return severities.Has(s) }

var (
	_ = codec.Register(codec.Meta[PulseKind]{
		Schema:      "pulse-kind",
		Description: "Three-pulse-per-day cadence enum for OracleDigest. Each cluster emits exactly one OracleDigest per pulse_kind per day; the three literals together establish the diurnal frequency contract.",
		Since:       "8.6.0",
		ID:          "PulseKind",
	})
	_ = codec.Register(codec.Meta[CircuitBreakerState]{
		Schema:      "model-call-circuit-breaker-state",
		Description: "Three-state circuit-breaker enum for the cluster's model-call dispatch path. \"healthy\" = unrestricted dispatch; \"degraded\" = reduced-rate / fallback; \"open\" = stop dispatch + drain in-flight. State-to-policy mapping is consumer-side per ADR-010.",
		Since:       "8.6.0",
		ID:          "ModelCallCircuitBreakerState",
	})
	_ = codec.Register(codec.Meta[EscalationSeverity]{
		Schema:      "escalation-severity",
		Description: "Four-level escalation severity enum. info → digest channel, warn → Telegram, critical → email, panic → SMS + auto-execute. The severity-to-channel mapping is consumer-side policy per ADR-010; the schema declares only the four legal severity levels.",
		Since:       "8.6.0",
		ID:          "EscalationSeverity",
	})
)
