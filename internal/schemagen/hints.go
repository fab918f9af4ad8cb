package schemagen

import (
	"encoding/json"
	"reflect"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// applyHints writes the registered schema hints (codec.SchemaHint) into the
// schema s of the top-level type t: members whose type is a hinted union
// become oneOf the union's variants (placed under $defs), and t's own if/then
// clauses become allOf entries. Hints apply to the members of the top-level
// object only.
func (g *Generator) applyHints(r *jsonschema.Reflector, s *jsonschema.Schema, t reflect.Type, p *patcher) {
	shape, ok := codec.ShapeOf(t)
	if !ok || s.Properties == nil {
		return
	}
	def := func(vt reflect.Type) string {
		name := defName(vt)
		if _, ok := s.Definitions[name]; !ok {
			vs := r.ReflectFromType(vt)
			vs.Version, vs.ID, vs.Definitions = "", "", nil
			p.object(vs, vt)
			if s.Definitions == nil {
				s.Definitions = jsonschema.Definitions{}
			}
			s.Definitions[name] = vs
		}
		return "#/$defs/" + name
	}
	var replaced []string
	for _, f := range shape.Fields {
		ft := f.Type
		for ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		h, ok := codec.SchemaHintOf(ft)
		if !ok || len(h.OneOf) == 0 {
			continue
		}
		prop, _ := s.Properties.Get(f.Name)
		u := &jsonschema.Schema{Description: prop.Description}
		for _, vt := range h.OneOf {
			u.OneOf = append(u.OneOf, &jsonschema.Schema{Ref: def(vt)})
		}
		s.Properties.Set(f.Name, u)
		replaced = append(replaced, defName(ft))
	}
	if h, ok := codec.SchemaHintOf(t); ok {
		for _, c := range h.If {
			cond := &jsonschema.Schema{Properties: jsonschema.NewProperties(), Required: []string{c.Member}}
			cond.Properties.Set(c.Member, &jsonschema.Schema{Const: c.Equals})
			then := &jsonschema.Schema{Properties: jsonschema.NewProperties()}
			then.Properties.Set(c.Then, &jsonschema.Schema{Ref: def(c.ThenType)})
			s.AllOf = append(s.AllOf, &jsonschema.Schema{If: cond, Then: then})
		}
	}
	// Drop the unions' own definitions when nothing refers to them any more.
	for _, name := range replaced {
		d := s.Definitions[name]
		delete(s.Definitions, name)
		data, _ := json.Marshal(s)
		if strings.Contains(string(data), `"#/$defs/`+name+`"`) {
			s.Definitions[name] = d
		}
	}
}
