package codec

import (
	"reflect"
	"sync"
)

// SchemaHint tells the schema generator the JSON Schema form of rules that a
// type's Rules function enforces, for the rules JSON Schema can express (for
// example a union of two closed shapes). Validate stays authoritative; the
// hint only shapes the generated file. A domain package registers it next to
// the type's Meta.
type SchemaHint struct {
	// OneOf, on a struct type whose members are the union of the listed
	// struct types' members, makes every member of this type "exactly one of"
	// their schemas in the generated file.
	OneOf []reflect.Type
	// If adds if/then clauses to the type's own object schema.
	If []IfThen
}

// IfThen is one if/then clause: when member Member equals the string Equals,
// member Then has the schema of the struct type ThenType.
type IfThen struct {
	Member   string
	Equals   string
	Then     string
	ThenType reflect.Type
}

var hints sync.Map // reflect.Type → SchemaHint

// RegisterSchemaHint records the schema hint of T (once per type).
func RegisterSchemaHint[T any](h SchemaHint) struct{} {
	t := reflect.TypeFor[T]()
	if _, dup := hints.LoadOrStore(t, h); dup {
		panic("codec: schema hint registered twice: " + t.String())
	}
	return struct{}{}
}

// SchemaHintOf returns the schema hint registered for t.
func SchemaHintOf(t reflect.Type) (SchemaHint, bool) {
	h, ok := hints.Load(t)
	if !ok {
		return SchemaHint{}, false
	}
	return h.(SchemaHint), true
}
