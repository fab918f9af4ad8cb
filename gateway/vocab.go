package gateway

import (
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/reservation"
)

// BillingMethod says how the cost of a request was determined.
//
// Its values: [BillingProviderReported], [BillingObservedChunksOvercount],
// [BillingPromptOnly].
type BillingMethod string

// Billing methods.
const (
	BillingProviderReported        BillingMethod = "provider_reported"
	BillingObservedChunksOvercount BillingMethod = "observed_chunks_overcount"
	BillingPromptOnly              BillingMethod = "prompt_only"
)

var billingMethods = enum.New(BillingProviderReported, BillingObservedChunksOvercount, BillingPromptOnly)

// Valid reports exact membership.
func (m BillingMethod) Valid() bool { return billingMethods.Has(m) }

// BillingMethods returns the billing methods in protocol order.
func BillingMethods() []BillingMethod { return billingMethods.Values() }

// FinishReason says why a stream ended.
// It is the completion result's vocabulary, model.FinishReason.
type FinishReason = model.FinishReason

// Finish reasons.
const (
	FinishStop          = model.FinishStop
	FinishToolCalls     = model.FinishToolCalls
	FinishLength        = model.FinishLength
	FinishContentFilter = model.FinishContentFilter
)

// FinishReasons returns the finish reasons in protocol order.
func FinishReasons() []FinishReason { return model.FinishReasons() }

// ExecutionMode distinguishes runtime-native sessions from remote model API
// calls.
//
// Its values: [ExecutionNative], [ExecutionRemote].
type ExecutionMode string

// Execution modes.
const (
	ExecutionNative ExecutionMode = "native"
	ExecutionRemote ExecutionMode = "remote"
)

var executionModes = enum.New(ExecutionNative, ExecutionRemote)

// Valid reports exact membership.
func (m ExecutionMode) Valid() bool { return executionModes.Has(m) }

// TaskType is a routing task type (upstream $id TaskType).
//
// Its values: [TaskChat], [TaskAnalysis], [TaskArchitecture], [TaskCode],
// [TaskDefault].
type TaskType string

// Task types, in protocol order.
const (
	TaskChat         TaskType = "chat"
	TaskAnalysis     TaskType = "analysis"
	TaskArchitecture TaskType = "architecture"
	TaskCode         TaskType = "code"
	TaskDefault      TaskType = "default"
)

var taskTypes = enum.New(TaskChat, TaskAnalysis, TaskArchitecture, TaskCode, TaskDefault)

// Valid reports exact membership.
func (t TaskType) Valid() bool { return taskTypes.Has(t) }

// TaskTypes returns the task types in protocol order.
func TaskTypes() []TaskType { return taskTypes.Values() }

// CircuitState is a provider circuit-breaker state.
//
// Its values: [CircuitClosed], [CircuitOpen], [CircuitHalfOpen].
type CircuitState string

// Circuit states.
const (
	CircuitClosed   CircuitState = "closed"
	CircuitOpen     CircuitState = "open"
	CircuitHalfOpen CircuitState = "half_open"
)

var circuitStates = enum.New(CircuitClosed, CircuitOpen, CircuitHalfOpen)

// Valid reports exact membership.
func (s CircuitState) Valid() bool { return circuitStates.Has(s) }

// ReservationEnforcement says how a provider enforces capacity reservations:
// the reservation package's vocabulary (schema reservation-enforcement),
// under the name the discovery document has always used.
type ReservationEnforcement = reservation.Enforcement

// Reservation enforcement modes (the reservation package's constants).
const (
	ReservationStrict      = reservation.EnforcementStrict
	ReservationAdvisory    = reservation.EnforcementAdvisory
	ReservationUnsupported = reservation.EnforcementUnsupported
)

// StreamEventType is the discriminator of a stream event.
//
// Its values: [EventStreamStart], [EventChunk], [EventToolCall], [EventUsage],
// [EventStreamEnd], [EventError].
type StreamEventType string

// Stream event types, in schema order.
const (
	EventStreamStart StreamEventType = "stream_start"
	EventChunk       StreamEventType = "chunk"
	EventToolCall    StreamEventType = "tool_call"
	EventUsage       StreamEventType = "usage"
	EventStreamEnd   StreamEventType = "stream_end"
	EventError       StreamEventType = "error"
)

var streamEventTypes = enum.New(EventStreamStart, EventChunk, EventToolCall, EventUsage, EventStreamEnd, EventError)

// Valid reports exact membership.
func (t StreamEventType) Valid() bool { return streamEventTypes.Has(t) }

// StreamEventTypes returns the six event types in schema order.
func StreamEventTypes() []StreamEventType { return streamEventTypes.Values() }
