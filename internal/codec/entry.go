package codec

import (
	"reflect"
	"unsafe"
)

// Entry is a document type resolved once for an entry point that
// validates documents of it by name (package schemas): what the entry
// point would otherwise look up on every call.
type Entry struct {
	pl     *plan
	schema string
	since  Version
	// scalar: the type's layout is one string (a vocabulary, a text
	// primitive, a struct of one such member), it has a generated
	// decoder, no rule runs in it and it defers nothing: a document the
	// generated decoder accepts is valid, and nothing of its value is
	// needed (Accept).
	scalar bool
	// defers: Deferrals may report something of a value of the type (it
	// has a Bearing or a Drift, or is a union whose variants may).
	defers bool
	// kept: the type is a struct with a generated decoder and a schema
	// name, its pointer neither a Custom nor a FastCustom: Validate may
	// take it.
	kept bool
}

// EntryOf returns the entry of the document type t (not a pointer).
func EntryOf(t reflect.Type) *Entry {
	ensureGenerated()
	e := &Entry{schema: SchemaName(t), since: TypeSince(t)}
	if m := metaFor(t); m == nil || m.bearing != 0 || m.drift != nil || m.union != nil {
		// Without a meta of its own (a family member), Deferrals decides.
		e.defers = true
	}
	if _, custom := reflect.New(t).Interface().(Custom); custom {
		return e // a Custom type has no plan
	}
	if !stringLayout(t) {
		if _, fast := reflect.New(t).Interface().(FastCustom); !fast && t.Kind() == reflect.Struct {
			pl := planOf(t)
			if pl.gen.fn != nil && pl.kind == kStruct && pl.meta != nil && pl.meta.schema != "" {
				e.pl, e.kept = pl, true
			}
		}
		return e
	}
	pl := planOf(t)
	e.pl = pl
	m := metaFor(t)
	// The validation walk of an accepted value visits only the objects,
	// pointers, arrays and records in it (rulesOnly): for these kinds it
	// has nothing to do.
	e.scalar = pl.gen.fn != nil &&
		(pl.kind == kString || pl.kind == kEnum || pl.kind == kText) &&
		(m == nil || m.rules == nil && m.bearing == 0 && m.drift == nil && m.union == nil)
	return e
}

// Schema returns the schema name of the entry's type ("" for none).
func (e *Entry) Schema() string { return e.schema }

// Since returns the contract that introduced the entry's type (0: every
// contract).
func (e *Entry) Since() Version { return e.since }

// stringLayout reports whether a value of t is laid out as exactly one
// string: a string kind, or a struct (or array of one) holding only one.
func stringLayout(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.String:
		return true
	case reflect.Struct:
		return t.NumField() == 1 && t.Field(0).Offset == 0 && stringLayout(t.Field(0).Type)
	case reflect.Array:
		return t.Len() == 1 && stringLayout(t.Elem())
	}
	return false
}

// Accept reports whether data is a valid document of a scalar entry's
// type under the limits l and the contract c (zero: DefaultContract; a
// contract before the type's is never accepted), as
// ValidateDocument would find it with no violation, without a value of
// the type: the generated decoder reads it into a scratch string of the
// decoder's own, dropped at once. False says nothing (not a scalar entry,
// the generated code off, a document the generated decoder does not
// accept): ValidateDocument then decides, and reports the violations.
func (e *Entry) Accept(data []byte, l Limits, c Version) bool {
	if !e.scalar || !e.since.In(c) || reference.Load() || noGenerated.Load() {
		return false
	}
	lim := resolvedPtr(l)
	d := decoders.Get().(*decoder)
	ok := runGenerated(d, e.pl.gen, data, unsafe.Pointer(&d.scratch), lim, c.Or(), true)
	d.scratch = "" // may be a view of data
	decoders.Put(d)
	return ok
}

// defaultResolved is the zero Limits resolved (read only).
var defaultResolved = DefaultLimits()

// Scalar reports whether Accept can accept documents of the entry's type.
func (e *Entry) Scalar() bool { return e.scalar }

// Defers reports whether Deferrals may report a bearing or a drift for a
// value of the entry's type (false: it reports none).
func (e *Entry) Defers() bool { return e.defers }

// Kept reports whether Validate can validate documents of the entry's
// type (the generated code in use).
func (e *Entry) Kept() bool { return e.kept && !reference.Load() && !noGenerated.Load() }

// Validate is ValidateDocument for a document of a Kept entry's type, read
// into a value the decoder keeps for the type (made on its first document
// and reused as ValidateDocument reuses its target): no target of the
// caller's. After a document without violations, it returns after's error
// on that value (after may be nil), called before the value serves
// another document.
func (e *Entry) Validate(data []byte, l Limits, c Version, after func(v any) error) (inv *Invalid, err error) {
	lim := resolvedPtr(l)
	c = c.Or()
	pl := e.pl
	d := decoders.Get().(*decoder)
	p := d.target(pl)
	viol, inv, ok := decodeGeneratedBy(d, data, pl, p, false, true, lim, c)
	if !ok {
		// The reflective path decides, from the zero value.
		_, viol, _, err = decodeRest(data, reflect.NewAt(pl.t, p).Interface(), false, lim, c, nil)
	}
	if inv == nil && len(viol) > 0 {
		inv = &Invalid{Violations: viol}
	}
	switch {
	case inv != nil:
		inv.Schema = pl.meta.schema
	case err == nil && after != nil:
		err = after(reflect.NewAt(pl.t, p).Interface())
	}
	decoders.Put(d)
	return inv, err
}

// target returns the value of plan pl's type that d keeps (see
// Entry.Validate), made on first use.
func (d *decoder) target(pl *plan) unsafe.Pointer {
	if d.lastTarget.pl == pl {
		return d.lastTarget.p
	}
	p, ok := d.targets[pl]
	if !ok {
		if d.targets == nil {
			d.targets = map[*plan]unsafe.Pointer{}
		}
		p = reflect.New(pl.t).UnsafePointer()
		d.targets[pl] = p
	}
	d.lastTarget.pl, d.lastTarget.p = pl, p
	return p
}
