package schemagen

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// patcher applies the codec's view of each member (constraints, open/closed
// objects, nullability, the cross-field note) to the reflected schema.
type patcher struct {
	defs     jsonschema.Definitions
	done     map[string]bool
	contract codec.Version // members later than it are left out
}

func (p *patcher) resolve(s *jsonschema.Schema) *jsonschema.Schema {
	if s.Ref == "" {
		return s
	}
	name := strings.TrimPrefix(s.Ref, "#/$defs/")
	if d, ok := p.defs[name]; ok {
		return d
	}
	return s
}

func (p *patcher) value(s *jsonschema.Schema, t reflect.Type, c codec.Constraints) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t.Kind() == reflect.Struct:
		if _, ok := primitive[t]; ok || codec.GenInfo(t).Kind == codec.GenText {
			if c.Pattern != "" {
				s.Pattern = c.Pattern // the member's own spelling of the primitive's pattern
			}
			if c.MaxLength >= 0 {
				n := uint64(c.MaxLength) // a text primitive's length, as received
				s.MaxLength = &n
			}
			break
		}
		t = codec.WireType(t) // an object primitive is described by its wire form
		if s.Ref != "" {
			name := strings.TrimPrefix(s.Ref, "#/$defs/")
			if p.done[name] {
				break
			}
			p.done[name] = true
		}
		p.object(p.resolve(s), t)
	case t.Kind() == reflect.Slice && t != reflect.TypeFor[json.RawMessage]() && !isRawForm(t):
		if c.MinItems >= 0 {
			n := uint64(c.MinItems)
			s.MinItems = &n
		}
		if c.MaxItems >= 0 {
			n := uint64(c.MaxItems)
			s.MaxItems = &n
		}
		if s.Items != nil {
			p.value(s.Items, t.Elem(), item(c))
		}
	case t.Kind() == reflect.Map:
		if s.AdditionalProperties != nil {
			p.value(s.AdditionalProperties, t.Elem(), item(c))
		}
		if c.MaxProperties >= 0 {
			n := uint64(c.MaxProperties)
			s.MaxProperties = &n
		}
		if c.KeyPattern != "" && s.AdditionalProperties != nil {
			// Keys matching the pattern hold the values; no other key.
			s.PatternProperties = map[string]*jsonschema.Schema{c.KeyPattern: s.AdditionalProperties}
			s.AdditionalProperties = jsonschema.FalseSchema
		}
	case t.Kind() == reflect.String:
		if c.Const != nil {
			s.Const = *c.Const
		}
		if c.Pattern != "" {
			s.Pattern = c.Pattern
		}
		setLen(&s.MinLength, c.MinLength)
		setLen(&s.MaxLength, c.MaxLength)
	case t.Kind() == reflect.Bool:
		if c.Const != nil && c.ConstIsBool {
			s.Const = *c.Const == "true"
		}
	default:
		if c.Const != nil && c.ConstIsNumber {
			s.Const = json.Number(*c.Const)
		}
		applyNumber(s, c)
		if c.AnyOf != nil {
			// A union of number literals, as upstream writes it: anyOf
			// the constants, each with its type.
			s.Type = ""
			for _, n := range c.AnyOf {
				s.AnyOf = append(s.AnyOf, &jsonschema.Schema{Const: json.Number(strconv.FormatInt(n, 10)), Type: "number"})
			}
		}
	}
}

// unconstrained is a value without keywords (-1 = no length or item bound),
// as codec reports a member without an hf tag.
var unconstrained = codec.Constraints{MinLength: -1, MaxLength: -1, MinItems: -1, MaxItems: -1, MaxProperties: -1}

func item(c codec.Constraints) codec.Constraints {
	if c.Item != nil {
		return *c.Item
	}
	return unconstrained
}

func setLen(dst **uint64, n int) {
	if n >= 0 {
		v := uint64(n)
		*dst = &v
	}
}

func applyNumber(s *jsonschema.Schema, c codec.Constraints) {
	num := func(f float64) json.Number { return json.Number(strconv.FormatFloat(f, 'f', -1, 64)) }
	if b := c.Minimum; b != nil {
		if b.Exclusive {
			s.ExclusiveMinimum = num(b.Value)
		} else {
			s.Minimum = num(b.Value)
		}
	}
	if b := c.Maximum; b != nil {
		if b.Exclusive {
			s.ExclusiveMaximum = num(b.Value)
		} else {
			s.Maximum = num(b.Value)
		}
	}
}

func (p *patcher) object(s *jsonschema.Schema, t reflect.Type) {
	shape, ok := codec.ShapeOf(t)
	if !ok || s.Properties == nil {
		return
	}
	if shape.Open {
		s.AdditionalProperties = nil
	} else {
		s.AdditionalProperties = jsonschema.FalseSchema
	}
	s.Comments = objectComment(t)
	for _, f := range shape.Fields {
		if !f.Since.In(p.contract) {
			s.Properties.Delete(f.Name)
			continue
		}
	}
	for _, f := range shape.Fields {
		prop, ok := s.Properties.Get(f.Name)
		if !ok {
			continue
		}
		p.value(prop, f.Type, f.C)
		if f.C.Nullable {
			desc := prop.Description
			prop.Description = ""
			wrapped := &jsonschema.Schema{
				Description: desc,
				AnyOf:       []*jsonschema.Schema{prop, {Type: "null"}},
			}
			s.Properties.Set(f.Name, wrapped)
		}
	}
	// invopop derives required from omitzero; restate from the codec so the
	// two cannot disagree.
	s.Required = nil
	for _, f := range shape.Fields {
		if f.Required && f.Since.In(p.contract) {
			s.Required = append(s.Required, f.Name)
		}
	}
}

// CrossFieldNote is the $comment sentence of an object that has rules JSON
// Schema does not express. The files carry no keyword of their own (strict
// validators such as Ajv reject unknown keywords); index.json lists the
// rules machine-readably.
const CrossFieldNote = "cross-field rules apply beyond this schema: see cross_field_rules in index.json"

// objectComment is the $comment of an object schema: the cross-field note
// when the type has rules, then its informative annotations ("name" for a
// true flag, "name: text" for a text, "name: JSON" otherwise), sorted by
// name. The annotations are
// kept as text because no JSON Schema vocabulary defines them.
func objectComment(t reflect.Type) string {
	var parts []string
	if _, _, cross := codec.Describe(t); cross {
		parts = append(parts, CrossFieldNote)
	}
	ann := codec.Annotations(t)
	for _, k := range slices.Sorted(maps.Keys(ann)) {
		switch v := ann[k].(type) {
		case bool:
			if v {
				parts = append(parts, k)
			}
		case string:
			parts = append(parts, k+": "+v)
		default:
			// A number or a structured value, as JSON (maps with sorted
			// keys), so a reader can parse it back.
			b, err := json.Marshal(v)
			if err != nil {
				b = []byte(fmt.Sprintf("%q", fmt.Sprint(v)))
			}
			parts = append(parts, k+": "+string(b))
		}
	}
	for i, p := range parts {
		parts[i] = strings.TrimSuffix(p, ".")
	}
	return strings.Join(parts, ". ")
}

func isRawForm(t reflect.Type) bool {
	_, ok := codec.RawFormOf(t)
	return ok
}
