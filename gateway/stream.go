package gateway

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/wire"
)

// StreamReconnectHeader is the request header a reconnecting SSE client
// sends with the last sequence it received; the server replays from the next
// one.
const StreamReconnectHeader = "Last-Event-ID"

// StreamEvent is one event of the SSE stream of a model response (schema
// stream-event): exactly one of *StreamStart, *StreamChunk,
// *StreamToolCall, *StreamUsage, *StreamEnd and *StreamError, chosen by the
// member "type". Decode one with DecodeStreamEvent; hold one inside another
// document with StreamEventJSON.
//
// Every variant is an open object: undeclared members are kept in its
// Unknown field. A variant's Type field may be left empty in Go: EventType,
// Validate and MarshalJSON use the variant's own constant then.
type StreamEvent interface {
	// EventType returns the variant's discriminator.
	EventType() StreamEventType
	// Validate reports every violation of the event (nil or a
	// *hounfour.ValidationError of schema stream-event).
	Validate() error
	// MarshalJSON writes "type" first, then the declared members, then the
	// undeclared ones sorted by name.
	MarshalJSON() ([]byte, error)
	// sequence returns the event's sequence, or nil; it also seals the
	// interface to this package's six variants.
	sequence() *int64
}

// StreamStart is always the first event (type "stream_start").
type StreamStart struct {
	Type     string `json:"type" hf:"const=stream_start"`
	Model    string `json:"model"`
	Provider string `json:"provider"`
	// PoolID is a free string, not restricted to the pool ids.
	PoolID  string `json:"pool_id"`
	TraceID string `json:"trace_id"`
	// ContractVersion is a free string (no semver pattern).
	ContractVersion string `json:"contract_version"`
	// Sequence is the monotonic SSE sequence number for reconnection via
	// Last-Event-ID.
	Sequence *int64 `json:"sequence,omitzero" hf:"minimum=0"`
	// ExecutionMode distinguishes runtime-native sessions from remote model
	// API calls.
	ExecutionMode ExecutionMode              `json:"execution_mode,omitzero"`
	Unknown       map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[StreamStart]{Methods: codec.MethodsNone})

// StreamChunk carries incremental text (type "chunk").
type StreamChunk struct {
	Type string `json:"type" hf:"const=chunk"`
	// Delta is the incremental text content ("" allowed).
	Delta string `json:"delta"`
	// Index is the choice index for multi-choice responses.
	Index *int64 `json:"index,omitzero" hf:"minimum=0"`
	// Sequence is the monotonic SSE sequence number for reconnection via
	// Last-Event-ID.
	Sequence *int64                     `json:"sequence,omitzero" hf:"minimum=0"`
	Unknown  map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[StreamChunk]{Methods: codec.MethodsNone})

// StreamToolCall carries incremental function-call data (type "tool_call").
type StreamToolCall struct {
	Type  string `json:"type" hf:"const=tool_call"`
	Index int64  `json:"index" hf:"minimum=0"`
	// ID is the tool call id (present on the first fragment of a call).
	ID       *string             `json:"id,omitzero"`
	Function StreamFunctionDelta `json:"function"`
	// Sequence is the monotonic SSE sequence number for reconnection via
	// Last-Event-ID.
	Sequence *int64                     `json:"sequence,omitzero" hf:"minimum=0"`
	Unknown  map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[StreamToolCall]{Methods: codec.MethodsNone})

// StreamFunctionDelta is the function fragment of a StreamToolCall (open).
type StreamFunctionDelta struct {
	// Name is the function name (present on the first fragment).
	Name *string `json:"name,omitzero"`
	// Arguments is incremental JSON arguments text ("" allowed).
	Arguments string                     `json:"arguments"`
	Unknown   map[string]json.RawMessage `json:"-"`
}

// StreamUsage carries token counts (type "usage").
type StreamUsage struct {
	Type             string `json:"type" hf:"const=usage"`
	PromptTokens     int64  `json:"prompt_tokens" hf:"minimum=0"`
	CompletionTokens int64  `json:"completion_tokens" hf:"minimum=0"`
	ReasoningTokens  *int64 `json:"reasoning_tokens,omitzero" hf:"minimum=0"`
	// Sequence is the monotonic SSE sequence number for reconnection via
	// Last-Event-ID.
	Sequence *int64                     `json:"sequence,omitzero" hf:"minimum=0"`
	Unknown  map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[StreamUsage]{Methods: codec.MethodsNone})

// StreamEnd is the last event of a successful stream (type "stream_end").
type StreamEnd struct {
	Type          string        `json:"type" hf:"const=stream_end"`
	FinishReason  FinishReason  `json:"finish_reason"`
	BillingMethod BillingMethod `json:"billing_method"`
	// CostMicro is the stream's cost in micro-USD (canonical on output:
	// "007" is written "7").
	CostMicro wire.MicroUSDUnsigned `json:"cost_micro"`
	// Sequence is the monotonic SSE sequence number for reconnection via
	// Last-Event-ID.
	Sequence *int64                     `json:"sequence,omitzero" hf:"minimum=0"`
	Unknown  map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[StreamEnd]{Methods: codec.MethodsNone})

// StreamError ends a failed stream instead of StreamEnd (type "error").
type StreamError struct {
	Type string `json:"type" hf:"const=error"`
	// Code is an error code by convention, not checked against the
	// vocabulary (use Code.Valid).
	Code      hounfour.ErrorCode `json:"code"`
	Message   string             `json:"message"`
	Retryable bool               `json:"retryable"`
	// Sequence is the monotonic SSE sequence number for reconnection via
	// Last-Event-ID.
	Sequence *int64                     `json:"sequence,omitzero" hf:"minimum=0"`
	Unknown  map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[StreamError]{Methods: codec.MethodsNone})

// EventType returns EventStreamStart.
func (*StreamStart) EventType() StreamEventType { return EventStreamStart }

// EventType returns EventChunk.
func (*StreamChunk) EventType() StreamEventType { return EventChunk }

// EventType returns EventToolCall.
func (*StreamToolCall) EventType() StreamEventType { return EventToolCall }

// EventType returns EventUsage.
func (*StreamUsage) EventType() StreamEventType { return EventUsage }

// EventType returns EventStreamEnd.
func (*StreamEnd) EventType() StreamEventType { return EventStreamEnd }

// EventType returns EventError.
func (*StreamError) EventType() StreamEventType { return EventError }

func (e *StreamStart) sequence() *int64    { return e.Sequence }
func (e *StreamChunk) sequence() *int64    { return e.Sequence }
func (e *StreamToolCall) sequence() *int64 { return e.Sequence }
func (e *StreamUsage) sequence() *int64    { return e.Sequence }
func (e *StreamEnd) sequence() *int64      { return e.Sequence }
func (e *StreamError) sequence() *int64    { return e.Sequence }

// Validate reports every violation of e (nil or a *hounfour.ValidationError).
func (e *StreamStart) Validate() error {
	c := *e
	c.Type = orType(c.Type, EventStreamStart)
	return document.ValidateAs(schemaStreamEvent, &c)
}

// Validate reports every violation of e (nil or a *hounfour.ValidationError).
func (e *StreamChunk) Validate() error {
	c := *e
	c.Type = orType(c.Type, EventChunk)
	return document.ValidateAs(schemaStreamEvent, &c)
}

// Validate reports every violation of e (nil or a *hounfour.ValidationError).
func (e *StreamToolCall) Validate() error {
	c := *e
	c.Type = orType(c.Type, EventToolCall)
	return document.ValidateAs(schemaStreamEvent, &c)
}

// Validate reports every violation of e (nil or a *hounfour.ValidationError).
func (e *StreamUsage) Validate() error {
	c := *e
	c.Type = orType(c.Type, EventUsage)
	return document.ValidateAs(schemaStreamEvent, &c)
}

// Validate reports every violation of e (nil or a *hounfour.ValidationError).
func (e *StreamEnd) Validate() error {
	c := *e
	c.Type = orType(c.Type, EventStreamEnd)
	return document.ValidateAs(schemaStreamEvent, &c)
}

// Validate reports every violation of e (nil or a *hounfour.ValidationError).
func (e *StreamError) Validate() error {
	c := *e
	c.Type = orType(c.Type, EventError)
	return document.ValidateAs(schemaStreamEvent, &c)
}

func orType(t string, c StreamEventType) string {
	if t == "" {
		return string(c)
	}
	return t
}

// MarshalJSON writes "type" (the variant's constant when Type is empty),
// the declared members in table order, then the undeclared members.
func (e StreamStart) MarshalJSON() ([]byte, error) {
	e.Type = orType(e.Type, EventStreamStart)
	return document.Marshal(&e)
}

// MarshalJSON writes the default encoding (see StreamStart.MarshalJSON).
func (e StreamChunk) MarshalJSON() ([]byte, error) {
	e.Type = orType(e.Type, EventChunk)
	return document.Marshal(&e)
}

// MarshalJSON writes the default encoding (see StreamStart.MarshalJSON).
func (e StreamToolCall) MarshalJSON() ([]byte, error) {
	e.Type = orType(e.Type, EventToolCall)
	return document.Marshal(&e)
}

// MarshalJSON writes the default encoding (see StreamStart.MarshalJSON).
func (e StreamUsage) MarshalJSON() ([]byte, error) {
	e.Type = orType(e.Type, EventUsage)
	return document.Marshal(&e)
}

// MarshalJSON writes the default encoding (see StreamStart.MarshalJSON).
func (e StreamEnd) MarshalJSON() ([]byte, error) {
	e.Type = orType(e.Type, EventStreamEnd)
	return document.Marshal(&e)
}

// MarshalJSON writes the default encoding (see StreamStart.MarshalJSON).
func (e StreamError) MarshalJSON() ([]byte, error) {
	e.Type = orType(e.Type, EventError)
	return document.Marshal(&e)
}

// UnmarshalJSON decodes strictly without running Validate; a "type" other
// than the variant's is reported by Validate.
func (e *StreamStart) UnmarshalJSON(data []byte) error { return unmarshalVariant(data, e) }

// UnmarshalJSON decodes strictly without running Validate.
func (e *StreamChunk) UnmarshalJSON(data []byte) error { return unmarshalVariant(data, e) }

// UnmarshalJSON decodes strictly without running Validate.
func (e *StreamToolCall) UnmarshalJSON(data []byte) error { return unmarshalVariant(data, e) }

// UnmarshalJSON decodes strictly without running Validate.
func (e *StreamUsage) UnmarshalJSON(data []byte) error { return unmarshalVariant(data, e) }

// UnmarshalJSON decodes strictly without running Validate.
func (e *StreamEnd) UnmarshalJSON(data []byte) error { return unmarshalVariant(data, e) }

// UnmarshalJSON decodes strictly without running Validate.
func (e *StreamError) UnmarshalJSON(data []byte) error { return unmarshalVariant(data, e) }

func unmarshalVariant(data []byte, v any) error {
	err := document.Unmarshal(data, v)
	if ve, ok := err.(*hounfour.ValidationError); ok {
		ve.Schema = schemaStreamEvent
	}
	return err
}
