package codec

import (
	"encoding"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"unsafe"
)

// Visitor receives a Go document's JSON value, member by member, exactly as
// the default encoding would write it (same members, same order, same
// absent-member rules, text primitives as their text), without producing
// bytes. Consumers that need the document as data (the constraint
// evaluator) build their own representation from it instead of encoding and
// re-parsing the document.
type Visitor interface {
	Null()
	Bool(b bool)
	Int(n int64)
	Uint(n uint64)
	Float(f float64)
	String(s string)
	// Raw receives an any-valued member or a preserved undeclared member: one
	// compact JSON value.
	Raw(v json.RawMessage)
	BeginObject()
	// Name precedes each member value of the current object.
	Name(name string)
	EndObject()
	BeginArray()
	EndArray()
}

// Visit walks v (a pointer or value of a planned type) for vis. Types with
// their own JSON methods (Custom) and values that cannot be encoded (a NaN,
// a text primitive whose MarshalText fails) are reported as errors; vis may
// then hold a partial value.
func Visit(v any, vis Visitor) error {
	if c, ok := v.(Custom); ok {
		b, err := c.MarshalJSON()
		if err != nil {
			return err
		}
		vis.Raw(b)
		return nil
	}
	pl, p := addressable(v)
	w := visitWalk{vis: vis}
	w.value(pl, p)
	return w.err
}

type visitWalk struct {
	vis Visitor
	err error
}

func (w *visitWalk) value(pl *plan, p unsafe.Pointer) {
	switch pl.kind {
	case kString, kEnum:
		w.vis.String(*(*string)(p))
	case kBool:
		w.vis.Bool(*(*bool)(p))
	case kInt:
		w.vis.Int(loadInt(pl, p))
	case kUint:
		w.vis.Uint(loadUint(pl, p))
	case kFloat:
		f := *(*float64)(p)
		if math.IsInf(f, 0) || math.IsNaN(f) {
			w.fail(fmt.Errorf("unsupported number %v", f))
			f = 0
		}
		w.vis.Float(f)
	case kText:
		// A text primitive's String is its MarshalText text (the wire fuzz
		// targets assert it) and, for the verbatim ones, costs no copy.
		tv := reflect.NewAt(pl.t, p).Interface()
		if s, ok := tv.(fmt.Stringer); ok {
			w.vis.String(s.String())
			return
		}
		b, err := tv.(encoding.TextMarshaler).MarshalText()
		if err != nil {
			w.fail(err)
		}
		w.vis.String(string(b))
	case kPtr:
		if ep := *(*unsafe.Pointer)(p); ep != nil {
			w.value(pl.elem, ep)
		} else {
			w.vis.Null()
		}
	case kStruct:
		w.object(pl, p)
	case kObject: // its wire struct, as the encoder writes it
		wp := reflect.New(pl.elem.t).UnsafePointer()
		pl.object.toWire(p, wp)
		w.object(pl.elem, wp)
	case kSlice:
		w.vis.BeginArray()
		if pl.stringElem {
			for _, s := range *(*[]string)(p) {
				w.vis.String(s)
			}
		} else {
			base, n := sliceAt(p)
			for i := 0; i < n; i++ {
				w.value(pl.elem, unsafe.Add(base, uintptr(i)*pl.elem.size))
			}
		}
		w.vis.EndArray()
	case kMap:
		w.vis.BeginObject()
		mv := reflect.NewAt(pl.t, p).Elem()
		keys := mv.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
		tmp := reflect.New(pl.elem.t).Elem()
		for _, k := range keys {
			w.vis.Name(k.String())
			tmp.Set(mv.MapIndex(k))
			w.value(pl.elem, tmp.Addr().UnsafePointer())
		}
		w.vis.EndObject()
	case kRaw:
		if raw := *(*[]byte)(p); raw != nil {
			w.vis.Raw(raw)
		} else {
			w.vis.Null()
		}
	case kForeign:
		b, err := marshalForeign(pl, p)
		if err != nil {
			w.fail(err)
			return
		}
		w.vis.Raw(b)
	default:
		w.fail(fmt.Errorf("codec.Visit: unsupported member type %v", pl.t))
	}
}

func (w *visitWalk) fail(err error) {
	if w.err == nil {
		w.err = err
	}
}

// object mirrors encoder.object: declared members in table order with the
// same absent rules, then preserved undeclared members sorted by name.
func (w *visitWalk) object(pl *plan, p unsafe.Pointer) {
	w.vis.BeginObject()
	for i := range pl.fields {
		w.member(&pl.fields[i], p, true)
	}
	if pl.open {
		um, keys := undeclared(pl, p)
		for _, k := range keys {
			w.vis.Name(k)
			w.vis.Raw(um[k])
		}
	}
	w.vis.EndObject()
}

// member visits field f of the struct at p as a member of its object (its
// Name first, with name) and reports whether the object has it: an absent
// member is left out unless it is required, and then written as the empty
// array, the empty object or null.
func (w *visitWalk) member(f *field, p unsafe.Pointer, name bool) bool {
	fp := unsafe.Add(p, f.offset)
	if absent(f.plan, fp) {
		switch {
		case !f.required:
			return false
		case f.plan.kind == kSlice:
			w.name(f, name)
			w.vis.BeginArray()
			w.vis.EndArray()
		case f.plan.kind == kMap:
			w.name(f, name)
			w.vis.BeginObject()
			w.vis.EndObject()
		case f.plan.kind == kPtr && f.c.nullable, f.plan.kind == kRaw:
			w.name(f, name)
			w.vis.Null()
		default:
			return false
		}
		return true
	}
	w.name(f, name)
	w.value(f.plan, fp)
	return true
}

func (w *visitWalk) name(f *field, name bool) {
	if name {
		w.vis.Name(f.name)
	}
}
