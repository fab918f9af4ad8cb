package event

import (
	"encoding/json"
	"maps"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/document"
)

// payloadBox decodes a payload alone, with the payload member's tag (so
// undeclared members are ignored and paths start with /payload).
type payloadBox[T any] struct {
	Payload T `json:"payload" hf:"ignoreUnknown"`
}

// PayloadAs decodes the raw payload of e into T and returns the typed event;
// the envelope members (and the Metadata and Unknown maps, copied) are
// carried over. Decoding is strict as in UnmarshalJSON — repeated names,
// wrong types, unparsable primitives and missing required members of T are
// a *hounfour.ValidationError with paths under /payload — and ignores
// payload members T does not declare. It does not run Validate. A nil
// payload is decoded as null. On error the payload holds what could be
// decoded, as after UnmarshalJSON.
func PayloadAs[T any](e RawEvent) (DomainEvent[T], error) {
	raw := []byte(e.Payload)
	if raw == nil {
		raw = []byte("null")
	}
	buf := make([]byte, 0, len(raw)+len(`{"payload":}`))
	buf = append(append(append(buf, `{"payload":`...), raw...), '}')
	var box payloadBox[T]
	err := document.Unmarshal(buf, &box)
	out := withPayload(&e, box.Payload)
	if verr, ok := err.(*hounfour.ValidationError); ok {
		verr.Schema = schemaDomainEvent
	}
	return out, err
}

// Raw returns e with its payload encoded in the library's default encoding
// (the inverse of PayloadAs). The envelope's maps are copied.
func (e DomainEvent[T]) Raw() (RawEvent, error) {
	p, err := document.Marshal(&e.Payload)
	if err != nil {
		return RawEvent{}, err
	}
	return withPayload(&e, json.RawMessage(p)), nil
}

// withPayload returns the envelope of e, its Metadata and Unknown maps
// copied, around the payload p.
func withPayload[T, U any](e *DomainEvent[T], p U) DomainEvent[U] {
	return DomainEvent[U]{
		EventID: e.EventID, AggregateID: e.AggregateID, AggregateType: e.AggregateType, Type: e.Type,
		Version: e.Version, OccurredAt: e.OccurredAt, Actor: e.Actor,
		CorrelationID: e.CorrelationID, CausationID: e.CausationID, Payload: p,
		ContractVersion: e.ContractVersion,
		Metadata:        maps.Clone(e.Metadata), Unknown: maps.Clone(e.Unknown),
	}
}
