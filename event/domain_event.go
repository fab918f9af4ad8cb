package event

import (
	"encoding/json"
	"reflect"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/wire"
)

// DomainEvent is the envelope for aggregate state changes (schema
// domain-event), with a payload of type T. It is an open
// object: undeclared members are kept in Unknown and written back, sorted by
// name, after the declared ones. The envelope has no cross-field rule; in
// particular Type need not be registered nor start with AggregateType.
//
// T is a payload type of the library (its members checked with the
// library's rules), json.RawMessage (RawEvent), or a type of your own. Your
// own types — named types declared outside this module, struct type
// literals, interfaces — are encoded and decoded with encoding/json's rules:
// its tags (omitempty, omitzero, "-"), embedded structs, time.Time,
// MarshalJSON/UnmarshalJSON methods; unknown members are ignored. So any
// event that validates survives json.Marshal → hounfour.Decode unchanged,
// and a type encoding/json cannot encode (a func, a channel) is an error of
// Marshal, never a panic. The document's rules still hold around such a
// payload: repeated member names in it are violations, a value of the wrong
// JSON type is a "type" violation at its path, and its Validate method, if
// any, adds its violations under /payload.
type DomainEvent[T any] struct {
	// EventID is the globally unique event id (ULID by convention, not checked).
	EventID string `json:"event_id" hf:"minLength=1"`
	// AggregateID is the id of the aggregate the event belongs to.
	AggregateID string `json:"aggregate_id" hf:"minLength=1"`
	// AggregateType is the kind of that aggregate.
	AggregateType AggregateType `json:"aggregate_type"`
	// Type is the dotted event type {aggregate}.{noun}.{verb}.
	Type Type `json:"type" hf:"pattern=^[a-z]+\\.[a-z_]+\\.[a-z_]+$"`
	// Version is the event schema version.
	Version int64 `json:"version" hf:"minimum=1"`
	// OccurredAt is the time of the state change.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// Actor is who or what caused the event.
	Actor string `json:"actor" hf:"minLength=1"`
	// CorrelationID is the request correlation chain; "" is a valid, present
	// value.
	CorrelationID *string `json:"correlation_id,omitzero"`
	// CausationID is the id of the event that directly caused this one.
	CausationID *string `json:"causation_id,omitzero"`
	// Payload is the event data: any JSON value in the raw form, including
	// null, but the member must be present.
	Payload T `json:"payload" hf:"ignoreUnknown"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
	// Metadata is consumer-extensible metadata: any key, any JSON value, not
	// validated (key conventions: IsValidMetadataKey).
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
	// Unknown holds the envelope's undeclared members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

// RawEvent is a DomainEvent whose payload is kept as JSON text: route by
// Type or AggregateType, then decode the payload with PayloadAs. Decoding
// stores the payload (like the metadata values and undeclared members) in
// the library's compact form: insignificant whitespace dropped, strings
// escaped as JSON.stringify does, member order and number literals as
// received. It is the type registered under the schema name domain-event.
type RawEvent = DomainEvent[json.RawMessage]

const schemaDomainEvent = "domain-event"

var _ = codec.Register(codec.Meta[RawEvent]{
	Schema:      schemaDomainEvent,
	Description: "Cross-cutting event envelope for aggregate state changes",
})

// envelope is implemented by every *DomainEvent[T]: the codec gives each
// instantiation the envelope's schema name and its payload rule (the raw
// form is registered above and has no payload rule).
type envelope interface{ checkPayload(r *codec.Rules) }

var _ = codec.RegisterFamily(codec.Family[envelope]{
	Schema:  schemaDomainEvent,
	Rules:   func(e envelope, r *codec.Rules) { e.checkPayload(r) },
	Applies: ownValidate,
})

var validator = reflect.TypeFor[hounfour.Validator]()

// ownValidate reports whether the payload type of the DomainEvent
// instantiation t has a Validate method whose checks the codec does not
// already run where the payload sits: the payload types of the library are
// registered with the codec, so their checks run with the payload's members.
func ownValidate(t reflect.Type) bool {
	f, _ := t.FieldByName("Payload")
	pt := f.Type
	return !codec.Registered(pt) && (pt.Implements(validator) || reflect.PointerTo(pt).Implements(validator))
}

// checkPayload includes the violations of a payload type's own Validate
// method, for the instantiations ownValidate selects. It runs
// when the payload passed its member checks; the violations' paths are
// prefixed with /payload. An error that is not a *hounfour.ValidationError
// is reported as one violation payload-invalid at /payload.
func (e *DomainEvent[T]) checkPayload(r *codec.Rules) {
	if !r.OK("payload") {
		return
	}
	var v hounfour.Validator
	if pv, ok := any(&e.Payload).(hounfour.Validator); ok {
		v = pv
	} else if pv, ok := any(e.Payload).(hounfour.Validator); ok {
		if rv := reflect.ValueOf(e.Payload); rv.Kind() == reflect.Pointer && rv.IsNil() {
			return
		}
		v = pv
	} else {
		return
	}
	err := v.Validate()
	if err == nil {
		return
	}
	verr, ok := err.(*hounfour.ValidationError)
	if !ok {
		r.Report("payload-invalid", err.Error(), "payload")
		return
	}
	for _, x := range verr.Violations {
		r.Report(x.Rule, x.Message, pointerSteps("payload", x.Path)...)
	}
}

// pointerSteps returns the relative path steps of first followed by the
// segments of the JSON Pointer ptr.
func pointerSteps(first string, ptr string) []any {
	steps := []any{first}
	if ptr == "" {
		return steps
	}
	for _, s := range strings.Split(ptr[1:], "/") {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
		steps = append(steps, s)
	}
	return steps
}

// Validate reports every violation of the envelope (nil or a
// *hounfour.ValidationError). The payload is checked only as far as T says:
// not at all for RawEvent; for a typed payload its members, rules and
// Validate method, with paths under /payload.
func (e *DomainEvent[T]) Validate() error { return document.Validate(e) }

// MarshalJSON writes the default encoding: declared members in table order
// (payload always present, a nil raw payload as null), then the unknown
// members sorted by name.
func (e DomainEvent[T]) MarshalJSON() ([]byte, error) { return document.Marshal(&e) }

// UnmarshalJSON decodes strictly (repeated names anywhere, wrong types and
// unparsable primitives are errors; undeclared envelope members are kept)
// but does not run Validate; use hounfour.Decode for both.
func (e *DomainEvent[T]) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, e) }
