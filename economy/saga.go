package economy

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// SagaType is the coordination pattern of a saga (also RegistryBridge
// transfer_protocol).
//
// Its values: [SagaAtomic], [SagaChoreography].
type SagaType string

// The saga types.
const (
	SagaAtomic       SagaType = "atomic"
	SagaChoreography SagaType = "choreography"
)

var sagaTypes = enum.New(SagaAtomic, SagaChoreography)

// Valid reports whether t is atomic or choreography.
func (t SagaType) Valid() bool { return sagaTypes.Has(t) }

// SagaStatus is the status of a bridge transfer saga.
//
// Its values: [SagaInitiated], [SagaReserving], [SagaTransferring],
// [SagaSettling], [SagaSettled], [SagaCompensating], [SagaReversed],
// [SagaFailed].
type SagaStatus string

// The saga statuses, in upstream's order.
const (
	SagaInitiated    SagaStatus = "initiated"
	SagaReserving    SagaStatus = "reserving"
	SagaTransferring SagaStatus = "transferring"
	SagaSettling     SagaStatus = "settling"
	SagaSettled      SagaStatus = "settled"
	SagaCompensating SagaStatus = "compensating"
	SagaReversed     SagaStatus = "reversed"
	SagaFailed       SagaStatus = "failed"
)

var sagaStatuses = enum.New(SagaInitiated, SagaReserving, SagaTransferring, SagaSettling, SagaSettled,
	SagaCompensating, SagaReversed, SagaFailed)

// Valid reports whether s is one of the eight statuses.
func (s SagaStatus) Valid() bool { return sagaStatuses.Has(s) }

// SagaStatuses returns the eight statuses in upstream's order (a fresh slice).
func SagaStatuses() []SagaStatus { return sagaStatuses.Values() }

// StepType is the type of a saga step.
//
// Its values: [StepReserve], [StepValidate], [StepTransfer], [StepConfirm],
// [StepSettle].
type StepType string

// The step types.
const (
	StepReserve  StepType = "reserve"
	StepValidate StepType = "validate"
	StepTransfer StepType = "transfer"
	StepConfirm  StepType = "confirm"
	StepSettle   StepType = "settle"
)

var stepTypes = enum.New(StepReserve, StepValidate, StepTransfer, StepConfirm, StepSettle)

// Valid reports whether t is one of the five step types.
func (t StepType) Valid() bool { return stepTypes.Has(t) }

// StepStatus is the status of a saga step. Upstream defines no step-status
// transitions; neither does the library.
//
// Its values: [StepPending], [StepInProgress], [StepCompleted], [StepFailed],
// [StepCompensated].
type StepStatus string

// The step statuses.
const (
	StepPending     StepStatus = "pending"
	StepInProgress  StepStatus = "in_progress"
	StepCompleted   StepStatus = "completed"
	StepFailed      StepStatus = "failed"
	StepCompensated StepStatus = "compensated"
)

var stepStatuses = enum.New(StepPending, StepInProgress, StepCompleted, StepFailed, StepCompensated)

// Valid reports whether s is one of the five step statuses.
func (s StepStatus) Valid() bool { return stepStatuses.Has(s) }

// ParticipantRole is the role of a saga participant.
//
// Its values: [RoleInitiator], [RoleCounterparty], [RoleObserver],
// [RoleArbiter].
type ParticipantRole string

// The participant roles.
const (
	RoleInitiator    ParticipantRole = "initiator"
	RoleCounterparty ParticipantRole = "counterparty"
	RoleObserver     ParticipantRole = "observer"
	RoleArbiter      ParticipantRole = "arbiter"
)

var participantRoles = enum.New(RoleInitiator, RoleCounterparty, RoleObserver, RoleArbiter)

// Valid reports whether r is one of the four roles.
func (r ParticipantRole) Valid() bool { return participantRoles.Has(r) }

// BridgeTransferSaga is a saga moving value between two registries with
// compensation, Garcia-Molina style (schema bridge-transfer-saga). It is unrelated
// to event.SagaContext. Closed object.
type BridgeTransferSaga struct {
	// SagaID identifies the saga.
	SagaID wire.UUID `json:"saga_id"`
	// BridgeID is the RegistryBridge the saga runs on (not cross-checked).
	BridgeID wire.UUID `json:"bridge_id"`
	// SourceRegistry is the registry value leaves.
	SourceRegistry wire.UUID `json:"source_registry"`
	// TargetRegistry is the registry value enters.
	TargetRegistry wire.UUID `json:"target_registry"`
	// SagaType is whether the saga uses atomic or choreography coordination.
	SagaType SagaType `json:"saga_type"`
	// Status is the saga's lifecycle status.
	Status SagaStatus `json:"status"`
	// Steps is the ordered list of saga steps (at least one required).
	Steps []BridgeTransferStep `json:"steps" hf:"minItems=1"`
	// CompensationSteps are the steps that reverse completed work on failure.
	CompensationSteps []BridgeTransferStep `json:"compensation_steps"`
	// Timeout is the saga's timeout configuration.
	Timeout SagaTimeout `json:"timeout"`
	// Participants are the agents involved in the saga (at least one required).
	Participants []SagaParticipant `json:"participants" hf:"minItems=1"`
	// InitiatedAt is when the saga started.
	InitiatedAt wire.Timestamp `json:"initiated_at"`
	// SettledAt is when the saga settled, or null (nil) if not yet settled.
	SettledAt *wire.Timestamp `json:"settled_at" hf:"nullable"`
	// Error holds the error details of a failed or compensating saga.
	Error *SagaError `json:"error,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// BridgeTransferStep is one step of a saga. Closed object.
type BridgeTransferStep struct {
	// StepID identifies the step within the saga.
	StepID string `json:"step_id" hf:"minLength=1"`
	// StepType is the type of the step.
	StepType StepType `json:"step_type"`
	// Participant is the agent or service executing the step (not checked against participants).
	Participant string `json:"participant" hf:"minLength=1"`
	// Status is the step's status.
	Status StepStatus `json:"status"`
	// AmountMicro is the amount in micro-units (string-encoded unsigned integer, canonical on output).
	AmountMicro wire.MicroUSDUnsigned `json:"amount_micro"`
	// ExchangeRate is how the exchange rate of this step is determined.
	ExchangeRate *ExchangeRateSpec `json:"exchange_rate,omitzero"`
	// StartedAt is when the step began, or null (nil) if not yet started.
	StartedAt *wire.Timestamp `json:"started_at" hf:"nullable"`
	// CompletedAt is when the step completed, or null (nil) if not yet completed.
	CompletedAt *wire.Timestamp `json:"completed_at" hf:"nullable"`
	// Error is the error message of a failed step ("" is a present value).
	Error *string `json:"error,omitzero"`
}

// SagaTimeout is a saga's timeout configuration. The protocol only
// describes the limits; implementations enforce them with timers. Nothing
// checks PerStepSeconds ≤ TotalSeconds.
type SagaTimeout struct {
	// TotalSeconds is the maximum total duration of the saga in seconds.
	TotalSeconds int64 `json:"total_seconds" hf:"minimum=1"`
	// PerStepSeconds is the maximum duration of any individual step in seconds.
	PerStepSeconds int64 `json:"per_step_seconds" hf:"minimum=1"`
}

// SagaParticipant is an agent taking part in a saga.
type SagaParticipant struct {
	// AgentID identifies the participant.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// Role is the participant's role in the saga.
	Role ParticipantRole `json:"role"`
	// RegistryID is the registry the participant belongs to.
	RegistryID wire.UUID `json:"registry_id"`
	// TrustScopes is the participant's capability-scoped trust.
	TrustScopes agent.CapabilityScopedTrust `json:"trust_scopes"`
}

// SagaError describes why a saga failed or is compensating.
type SagaError struct {
	// ErrorCode is the machine-readable error code.
	ErrorCode string `json:"error_code" hf:"minLength=1"`
	// Message is the human-readable error message.
	Message string `json:"message" hf:"minLength=1"`
	// FailedStepID is the id of the step that caused the failure.
	FailedStepID *string `json:"failed_step_id,omitzero"`
	// Recoverable is whether the saga can be retried or compensated.
	Recoverable bool `json:"recoverable"`
}

var _ = codec.Register(codec.Meta[BridgeTransferSaga]{
	Schema:      "bridge-transfer-saga",
	Description: "A saga orchestrating cross-registry bridge transfer with compensation semantics.",
	Rules:       func(s *BridgeTransferSaga, r *codec.Rules) { constraintrt.Apply("bridge-transfer-saga", s, r) },
	Constraint:  "bridge-transfer-saga",
	Warnings:    func(s *BridgeTransferSaga, r *codec.Rules) { constraintrt.Apply("bridge-transfer-saga", s, r) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s (nil or a *hounfour.ValidationError): the schema " +
			"rules, then the error-severity rules of the BridgeTransferSaga constraint file.",
		ValidateSchema: "ValidateSchema reports the schema violations only (upstream's runtime verdict; a " +
			"settled saga with a null settled_at passes).",
		Warnings: "Warnings returns the failing warning-severity constraint rules (saga-timeout-valid).",
		MarshalJSON: "MarshalJSON writes the default encoding (amounts canonical, null timestamps written " +
			"as null).",
	},
})

var _ = codec.Register(codec.Meta[SagaTimeout]{
	Annotations: map[string]any{
		"x-runtime-enforcement-required": true,
		"x-enforcement-note":             "The protocol only describes these limits; implementations must enforce them with timers.",
	},
})
