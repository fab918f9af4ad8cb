package gateway

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

const schemaStreamEvent = "stream-event"

// StreamEventJSON holds one StreamEvent as a document of its own (schema
// stream-event): its JSON methods dispatch on "type", so it can be the
// target of hounfour.Decode, json.Unmarshal and the schema registry.
// (It is a top-level document only: the codec does not plan it as a
// member of another document type.)
type StreamEventJSON struct {
	Event StreamEvent
}

var _ = codec.Register(codec.Meta[StreamEventJSON]{
	Schema:      schemaStreamEvent,
	Description: "SSE stream event discriminated union for real-time model responses",
	Union: &codec.Union{
		Discriminator: "type",
		Variants: []reflect.Type{
			reflect.TypeFor[StreamStart](), reflect.TypeFor[StreamChunk](), reflect.TypeFor[StreamToolCall](),
			reflect.TypeFor[StreamUsage](), reflect.TypeFor[StreamEnd](), reflect.TypeFor[StreamError](),
		},
	},
})

// DecodeStreamEvent strictly decodes and validates one stream event:
// it reads the discriminator "type" and decodes the
// document as that variant (schema stream-event). The
// violations, in a *hounfour.ValidationError, are:
//
//	not one JSON text                   "" json-syntax Invalid JSON: …
//	not an object                       "" type Expected object
//	"type" absent                       /type required Expected required property
//	"type" not a string                 /type type Expected string
//	"type" not one of the six           /type enum Expected union value
//	otherwise the variant's own violations at their paths.
//
// A text beyond hounfour.DefaultLimits gets only the violation of that
// limit, before the discriminator is read.
//
// An unknown type is always rejected, never mapped to a catch-all. When the
// discriminator selected a variant, the decoded variant is returned even if
// it is invalid; otherwise the event is nil.
func DecodeStreamEvent(data []byte) (StreamEvent, error) {
	// A document in the common form goes straight to its variant's decode,
	// which applies the same limits first; any other takes the limit scan
	// before the tokenizer looks for its type.
	if _, ok := fastType(data); !ok {
		if lv := codec.CheckLimits(data, codec.Limits{}); lv != nil {
			return nil, document.ErrorAs(schemaStreamEvent, []codec.Violation{*lv})
		}
	}
	ev, viol := decodeEvent(data, true)
	if len(viol) == 1 && isShapeLimit(viol[0].Rule) {
		return nil, document.ErrorAs(schemaStreamEvent, viol) // nothing was decoded
	}
	return ev, document.ErrorAs(schemaStreamEvent, viol)
}

// isShapeLimit reports whether rule is the violation of a limit on the
// document's shape, found before anything is decoded.
func isShapeLimit(rule string) bool {
	switch rule {
	case codec.RuleLimitBytes, codec.RuleLimitDepth, codec.RuleLimitString,
		codec.RuleLimitDigits, codec.RuleLimitMembers, codec.RuleLimitElements:
		return true
	}
	return false
}

// newVariant returns a new, empty variant for a discriminator value.
func newVariant(t string) StreamEvent {
	switch StreamEventType(t) {
	case EventStreamStart:
		return &StreamStart{}
	case EventChunk:
		return &StreamChunk{}
	case EventToolCall:
		return &StreamToolCall{}
	case EventUsage:
		return &StreamUsage{}
	case EventStreamEnd:
		return &StreamEnd{}
	case EventError:
		return &StreamError{}
	}
	return nil
}

// decodeEvent picks the variant and decodes data into it, with (validate)
// or without the validation checks.
func decodeEvent(data []byte, validate bool) (StreamEvent, []codec.Violation) {
	t, viol := peekType(data)
	if viol != nil {
		return nil, viol
	}
	ev := newVariant(t)
	var err error
	if validate {
		viol, err = codec.Decode(data, ev)
	} else {
		viol, err = codec.Unmarshal(data, ev)
	}
	if err != nil { // cannot happen: ev is a non-nil pointer to a planned type
		return nil, []codec.Violation{{Path: "", Rule: "type", Message: err.Error()}}
	}
	if len(viol) == 1 && viol[0].Rule == "json-syntax" {
		return nil, viol // not one JSON text: no variant was decoded
	}
	return ev, viol
}

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
// variant (the variant's decode then checks the whole document, syntax
// included). Otherwise it returns the single violation of the union,
// or the json-syntax violation when data is not one valid JSON text.
func peekType(data []byte) (string, []codec.Violation) {
	if t, ok := fastType(data); ok {
		return t, nil
	}
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

var (
	notObject = codec.Violation{Path: "", Rule: "type", Message: "Expected object"}
	noType    = codec.Violation{Path: "/type", Rule: "required", Message: "Expected required property"}
	typeType  = codec.Violation{Path: "/type", Rule: "type", Message: "Expected string"}
	typeEnum  = codec.Violation{Path: "/type", Rule: "enum", Message: "Expected union value", Allowed: []string{
		string(EventStreamStart), string(EventChunk), string(EventToolCall), string(EventUsage), string(EventStreamEnd), string(EventError)}}
	// badSyntax stands for "scan the document again for the syntax error".
	badSyntax = codec.Violation{Path: "", Rule: "json-syntax"}
)

// fastType recognizes the common form {"type":"<variant>", … without a
// tokenizer: "type" as the first member, no escapes in it or its value. The
// variant's decode then checks the whole document. Anything else takes the
// tokenizer path.
func fastType(data []byte) (string, bool) {
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return "", false
	}
	i = skipSpace(data, i+1)
	const key = `"type"`
	if len(data)-i < len(key) || string(data[i:i+len(key)]) != key {
		return "", false
	}
	i = skipSpace(data, i+len(key))
	if i >= len(data) || data[i] != ':' {
		return "", false
	}
	i = skipSpace(data, i+1)
	if i >= len(data) || data[i] != '"' {
		return "", false
	}
	start := i + 1
	for j := start; j < len(data) && j-start <= len("stream_start"); j++ {
		switch c := data[j]; {
		case c == '"':
			t := data[start:j]
			for _, v := range streamEventNames {
				if string(t) == v {
					return v, true
				}
			}
			return "", false
		case c == '\\' || c < 0x20 || c >= 0x80:
			return "", false
		}
	}
	return "", false
}

var streamEventNames = func() []string {
	var out []string
	for _, t := range StreamEventTypes() {
		out = append(out, string(t))
	}
	return out
}()

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

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
			return "", &typeType
		}
		tok, err := d.ReadToken()
		if err != nil {
			return "", &badSyntax
		}
		if t := tok.String(); StreamEventType(t).Valid() {
			return t, nil
		}
		return "", &typeEnum
	}
}

// DecodeCustom implements the codec's hook for the union (see
// internal/codec.Custom): hounfour.Decode and the schema registry reach it.
func (s *StreamEventJSON) DecodeCustom(data []byte, validate bool) []codec.Violation {
	ev, viol := decodeEvent(data, validate)
	s.Event = ev
	return viol
}

// isNilEvent reports whether e holds no variant: a nil interface or a nil
// pointer to one of the six.
func isNilEvent(e StreamEvent) bool { return e == nil || reflect.ValueOf(e).IsNil() }

// ValidateCustom implements the codec's hook for the union.
func (s *StreamEventJSON) ValidateCustom() (viol, warn []codec.Violation) {
	if isNilEvent(s.Event) {
		return []codec.Violation{notObject}, nil
	}
	err := s.Event.Validate()
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		for _, v := range ve.Violations {
			viol = append(viol, codec.Violation(v))
		}
	}
	return viol, nil
}

// Validate reports every violation of the held event; a nil Event is
// reported as "" type Expected object.
func (s *StreamEventJSON) Validate() error {
	viol, _ := s.ValidateCustom()
	return document.ErrorAs(schemaStreamEvent, viol)
}

// MarshalJSON writes the held event's encoding; a nil Event is an error.
func (s StreamEventJSON) MarshalJSON() ([]byte, error) {
	if isNilEvent(s.Event) {
		return nil, errors.New("gateway: StreamEventJSON holds no event")
	}
	return s.Event.MarshalJSON()
}

// UnmarshalJSON picks the variant by "type" and decodes strictly without
// running Validate (as the document types' UnmarshalJSON methods do); the
// discriminator violations of DecodeStreamEvent are errors here too.
func (s *StreamEventJSON) UnmarshalJSON(data []byte) error {
	ev, viol := decodeEvent(data, false)
	s.Event = ev
	return document.ErrorAs(schemaStreamEvent, viol)
}
