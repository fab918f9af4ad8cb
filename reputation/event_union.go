package reputation

import (
	"bytes"
	"errors"
	"reflect"
	"sync"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
)

// Event is a reputation event (schema reputation-event): exactly one of
// *QualitySignalEvent, *TaskCompletedEvent, *CredentialUpdateEvent and
// *ModelPerformanceEvent, chosen by the member "type". Every variant is a
// closed object that starts with the [EventEnvelope] members, then "type",
// then its own members. An unknown type is always rejected, never mapped
// to a catch-all.
type Event interface {
	// EventType returns the variant's discriminator.
	EventType() EventType
	// Validate reports every violation of the event.
	Validate() error
	// reputationEvent seals the interface to this package's four variants.
	reputationEvent()
}

// EventType returns EventQualitySignal.
func (*QualitySignalEvent) EventType() EventType { return EventQualitySignal }

// EventType returns EventTaskCompleted.
func (*TaskCompletedEvent) EventType() EventType { return EventTaskCompleted }

// EventType returns EventCredentialUpdate.
func (*CredentialUpdateEvent) EventType() EventType { return EventCredentialUpdate }

// EventType returns EventModelPerformance.
func (*ModelPerformanceEvent) EventType() EventType { return EventModelPerformance }

func (*QualitySignalEvent) reputationEvent()    {}
func (*TaskCompletedEvent) reputationEvent()    {}
func (*CredentialUpdateEvent) reputationEvent() {}
func (*ModelPerformanceEvent) reputationEvent() {}

// EventJSON holds one Event as a document of its own (schema
// reputation-event): its JSON methods choose the variant by "type", so it
// can be the target of hounfour.Decode, json.Unmarshal and the schema
// registry. It is a document of contract 8.7.0 (the union since 7.10.0,
// model_performance since 8.2.0). A decode into an EventJSON that holds a
// variant of the document's type reuses that variant, as a decode into a
// struct reuses its members.
type EventJSON struct {
	Event Event
}

var _ = codec.Register(codec.Meta[EventJSON]{
	Schema:      schemaEvent,
	Description: "Discriminated union of reputation event variants. Discriminator: type.",
	Since:       "7.10.0",
	ID:          "ReputationEvent",
	Union: &codec.Union{
		Discriminator: "type",
		Variants: []reflect.Type{
			reflect.TypeFor[QualitySignalEvent](), reflect.TypeFor[TaskCompletedEvent](),
			reflect.TypeFor[CredentialUpdateEvent](), reflect.TypeFor[ModelPerformanceEvent](),
		},
		Variant: func(v any) any {
			if e := v.(*EventJSON).Event; !isNilEvent(e) {
				return e
			}
			return nil
		},
	},
})

// DecodeEvent strictly decodes and validates one reputation event: it
// reads the discriminator "type" and decodes the document as that variant.
// The violations, in a *hounfour.ValidationError, are:
//
//	not one JSON text                   "" json-syntax Invalid JSON: …
//	not an object                       "" type Expected object
//	"type" absent                       /type required Expected required property
//	"type" not a string                 /type type Expected string
//	"type" not one of the four          /type enum Expected union value
//	otherwise the variant's own violations at their paths.
//
// A text beyond hounfour.DefaultLimits gets only the violation of that
// limit. When the discriminator selected a variant, the decoded variant is
// returned even if it is invalid; otherwise the event is nil. It decodes
// under the default contract; use hounfour.Options.Decode with an
// [EventJSON] to choose another.
func DecodeEvent(data []byte) (Event, error) {
	var e EventJSON
	err := hounfour.Decode(data, &e)
	return e.Event, err
}

// newEvent returns a new, empty variant for a discriminator value, or nil.
func newEvent(t string) Event {
	switch EventType(t) {
	case EventQualitySignal:
		return &QualitySignalEvent{}
	case EventTaskCompleted:
		return &TaskCompletedEvent{}
	case EventCredentialUpdate:
		return &CredentialUpdateEvent{}
	case EventModelPerformance:
		return &ModelPerformanceEvent{}
	}
	return nil
}

// isNilEvent reports whether e holds no variant: a nil interface or a nil
// pointer to one of the four.
func isNilEvent(e Event) bool { return e == nil || reflect.ValueOf(e).IsNil() }

// reuseEvent returns prev cleared when it is a variant of type t (a value
// decoded into before: what it held is replaced, as a decode into the same
// struct replaces its members), else a new variant of type t.
func reuseEvent(prev Event, t string) Event {
	switch p := prev.(type) {
	case *QualitySignalEvent:
		if p != nil && t == string(EventQualitySignal) {
			*p = QualitySignalEvent{}
			return p
		}
	case *TaskCompletedEvent:
		if p != nil && t == string(EventTaskCompleted) {
			*p = TaskCompletedEvent{}
			return p
		}
	case *CredentialUpdateEvent:
		if p != nil && t == string(EventCredentialUpdate) {
			*p = CredentialUpdateEvent{}
			return p
		}
	case *ModelPerformanceEvent:
		if p != nil && t == string(EventModelPerformance) {
			*p = ModelPerformanceEvent{}
			return p
		}
	}
	return newEvent(t)
}

// decodeEvent picks the variant by "type" and decodes data into it, with
// (validate) or without the validation checks; prev is the event a
// previous decode into the same EventJSON left (nil: none), reused when it
// is of the same variant.
func decodeEvent(data []byte, validate bool, prev Event) (Event, []codec.Violation) {
	// A document whose discriminator the scan finds goes straight to its
	// variant's decode, which applies the same limits first; any other
	// takes the limit scan before the tokenizer looks for its type.
	t, ok := scanType(data)
	if !ok {
		if lv := codec.CheckLimits(data, codec.Limits{}); lv != nil {
			return nil, []codec.Violation{*lv}
		}
		var viol []codec.Violation
		if t, viol = peekType(data); viol != nil {
			return nil, viol
		}
	}
	e := reuseEvent(prev, t)
	var viol []codec.Violation
	var err error
	if validate {
		viol, err = codec.Decode(data, e)
	} else {
		viol, err = codec.Unmarshal(data, e)
	}
	if err != nil { // cannot happen: e is a non-nil pointer to a planned type
		return nil, []codec.Violation{{Path: "", Rule: "type", Message: err.Error()}}
	}
	if len(viol) == 1 && viol[0].Rule == "json-syntax" {
		return nil, viol
	}
	return e, viol
}

var (
	notObject = codec.Violation{Path: "", Rule: "type", Message: "Expected object"}
	noType    = codec.Violation{Path: "/type", Rule: "required", Message: "Expected required property"}
	typeType  = codec.Violation{Path: "/type", Rule: "type", Message: "Expected string"}
	typeEnum  = codec.Violation{Path: "/type", Rule: "enum", Message: "Expected union value", Allowed: []string{
		string(EventQualitySignal), string(EventTaskCompleted), string(EventCredentialUpdate), string(EventModelPerformance)}}
	// badSyntax stands for "scan the document again for the syntax error".
	badSyntax = codec.Violation{Path: "", Rule: "json-syntax"}
)

type peeker struct {
	r   bytes.Reader
	dec *jsontext.Decoder
}

var peekers = sync.Pool{New: func() any {
	p := &peeker{}
	p.dec = jsontext.NewDecoder(&p.r, jsontext.AllowDuplicateNames(true))
	return p
}}

// peekType returns the value of the first "type" member when it names a
// variant (the variant's decode then checks the whole document, syntax and
// repeated members included). Otherwise it returns the single violation of
// the union, or the json-syntax violation when data is not one JSON text.
func peekType(data []byte) (string, []codec.Violation) {
	p := peekers.Get().(*peeker)
	p.r.Reset(data)
	p.dec.Reset(&p.r, jsontext.AllowDuplicateNames(true))
	t, v := p.find()
	p.r.Reset(nil)
	peekers.Put(p)
	if v == nil {
		return t, nil
	}
	if err := codec.Valid(data); err != nil {
		return "", []codec.Violation{codec.SyntaxViolation(err)}
	}
	if v == &badSyntax { // the two scanners disagree: never expected
		return "", []codec.Violation{codec.SyntaxViolation(errors.New("invalid JSON text"))}
	}
	return "", []codec.Violation{*v}
}

// scanType finds, without a tokenizer, the value of the first member
// "type" of a JSON object when it names a variant: it walks the object's
// top level, skipping the other members' values (strings, numbers,
// literals, nested objects and arrays) by their brackets and quotes. Any
// name or value it does not recognize plainly (an escape in a member name
// or in the type's value, a byte it does not expect) gives up, and the
// tokenizer decides. The variant's decode then checks the whole document,
// so a text that is no JSON at all is still reported as such.
func scanType(data []byte) (string, bool) {
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return "", false
	}
	for i++; ; {
		i = skipSpace(data, i)
		if i >= len(data) || data[i] != '"' {
			return "", false
		}
		start := i + 1
		end := start
		for end < len(data) && data[end] != '"' && data[end] != '\\' {
			end++
		}
		if end >= len(data) || data[end] == '\\' {
			return "", false
		}
		name := data[start:end]
		i = skipSpace(data, end+1)
		if i >= len(data) || data[i] != ':' {
			return "", false
		}
		i = skipSpace(data, i+1)
		if string(name) == "type" {
			if i >= len(data) || data[i] != '"' {
				return "", false
			}
			start, end = i+1, i+1
			for end < len(data) && end-start <= len(EventModelPerformance) && data[end] != '"' && data[end] != '\\' {
				end++
			}
			if end >= len(data) || data[end] != '"' {
				return "", false
			}
			// The type's constant, not a copy of the document's bytes.
			switch EventType(data[start:end]) {
			case EventQualitySignal:
				return string(EventQualitySignal), true
			case EventTaskCompleted:
				return string(EventTaskCompleted), true
			case EventCredentialUpdate:
				return string(EventCredentialUpdate), true
			case EventModelPerformance:
				return string(EventModelPerformance), true
			}
			return "", false
		}
		if i = skipValue(data, i); i < 0 {
			return "", false
		}
		i = skipSpace(data, i)
		if i >= len(data) || data[i] != ',' {
			return "", false
		}
		i++
	}
}

// skipValue returns the offset after the JSON value starting at data[i],
// or -1 when the value ends the text or looks malformed. Strings are
// skipped honouring escapes; objects and arrays by counting their
// brackets outside strings; anything else up to the next separator.
func skipValue(data []byte, i int) int {
	depth := 0
	for i < len(data) {
		switch c := data[i]; c {
		case '"':
			i++
			for i < len(data) && data[i] != '"' {
				if data[i] == '\\' {
					i++
				}
				i++
			}
			if i >= len(data) {
				return -1
			}
			i++
		case '{', '[':
			depth++
			i++
		case '}', ']':
			if depth == 0 {
				return i
			}
			depth--
			i++
		case ',':
			if depth == 0 {
				return i
			}
			i++
		default:
			i++
		}
		if depth == 0 && i < len(data) && (data[i] == ',' || data[i] == '}' || isSpace(data[i])) {
			return i
		}
	}
	return -1
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// find reads the top level of the document for its first member "type".
func (p *peeker) find() (string, *codec.Violation) {
	d := p.dec
	switch d.PeekKind() {
	case '{':
	case 0:
		return "", &badSyntax
	default:
		return "", &notObject
	}
	if _, err := d.ReadToken(); err != nil {
		return "", &badSyntax
	}
	for {
		switch d.PeekKind() {
		case '}':
			return "", &noType
		case 0:
			return "", &badSyntax
		}
		name, err := d.ReadToken()
		if err != nil {
			return "", &badSyntax
		}
		if name.String() != "type" {
			if err := d.SkipValue(); err != nil {
				return "", &badSyntax
			}
			continue
		}
		if d.PeekKind() != '"' {
			if err := d.SkipValue(); err != nil {
				return "", &badSyntax
			}
			return "", &typeType
		}
		tok, err := d.ReadToken()
		if err != nil {
			return "", &badSyntax
		}
		if t := tok.String(); EventType(t).Valid() {
			return t, nil
		}
		return "", &typeEnum
	}
}

// DecodeCustom implements the codec's hook for the union: hounfour.Decode
// and the schema registry reach it.
func (e *EventJSON) DecodeCustom(data []byte, validate bool) []codec.Violation {
	ev, viol := decodeEvent(data, validate, e.Event)
	e.Event = ev
	return viol
}

// DecodeCustomFast implements the codec's fast hook for the union: a
// document whose discriminator scanType finds is decoded as that variant,
// reused as DecodeCustom reuses it; when the variant's decode does not
// report the document whole (within the default limits, one JSON text),
// the event held before is put back and DecodeCustom decides.
func (e *EventJSON) DecodeCustomFast(data []byte, validate bool) ([]codec.Violation, bool) {
	t, ok := scanType(data)
	if !ok {
		return nil, false
	}
	switch p := e.Event.(type) {
	case *QualitySignalEvent:
		if p != nil && t == string(EventQualitySignal) {
			return decodeKept(p, data, validate)
		}
	case *TaskCompletedEvent:
		if p != nil && t == string(EventTaskCompleted) {
			return decodeKept(p, data, validate)
		}
	case *CredentialUpdateEvent:
		if p != nil && t == string(EventCredentialUpdate) {
			return decodeKept(p, data, validate)
		}
	case *ModelPerformanceEvent:
		if p != nil && t == string(EventModelPerformance) {
			return decodeKept(p, data, validate)
		}
	}
	ev := newEvent(t)
	viol, ok := decodeWhole(data, ev, validate)
	if ok {
		e.Event = ev
	}
	return viol, ok
}

// DecodeCustomRest implements the codec's fast hook for the union: the
// document did not decode whole, and DecodeCustom decides.
func (e *EventJSON) DecodeCustomRest(data []byte, validate bool) []codec.Violation {
	return e.DecodeCustom(data, validate)
}

// decodeKept decodes data into the cleared variant *p, as reuseEvent
// clears it; when the decode is not whole, *p is restored.
func decodeKept[T any](p *T, data []byte, validate bool) ([]codec.Violation, bool) {
	kept := *p
	*p = *new(T)
	viol, ok := decodeWhole(data, p, validate)
	if !ok {
		*p = kept
	}
	return viol, ok
}

// decodeWhole decodes data into the variant v as decodeEvent does, and
// reports whether the decode was whole (see codec.DecodeVariant).
func decodeWhole(data []byte, v any, validate bool) ([]codec.Violation, bool) {
	viol, whole, err := codec.DecodeVariant(data, v, validate)
	if err != nil || !whole || len(viol) == 1 && viol[0].Rule == "json-syntax" {
		return nil, false
	}
	return viol, true
}

// ValidateCustom implements the codec's hook for the union.
func (e *EventJSON) ValidateCustom() (viol, warn []codec.Violation) {
	if isNilEvent(e.Event) {
		return []codec.Violation{notObject}, nil
	}
	return codec.Validate(e.Event)
}

// Validate reports every violation of the held event as a reputation-event
// document; a nil Event is reported as "" type Expected object.
func (e *EventJSON) Validate() error {
	viol, _ := e.ValidateCustom()
	return document.ErrorAs(schemaEvent, viol)
}

// MarshalJSON writes the held event's encoding; a nil Event is an error.
func (e EventJSON) MarshalJSON() ([]byte, error) {
	if isNilEvent(e.Event) {
		return nil, errors.New("reputation: EventJSON holds no event")
	}
	return codec.Marshal(e.Event)
}

// UnmarshalJSON picks the variant by "type" and decodes strictly without
// validating (as the document types' UnmarshalJSON methods do); a document
// that matches no variant is an error here too.
func (e *EventJSON) UnmarshalJSON(data []byte) error {
	ev, viol := decodeEvent(data, false, e.Event)
	e.Event = ev
	return document.ErrorAs(schemaEvent, viol)
}
