package constraint

import (
	"encoding/json"
	"errors"
	"sync"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// builder makes the value model of a library document straight from the Go
// value (codec.Visit): the same value DecodeJSON would give for the
// document's default encoding, without encoding and re-parsing it.
type builder struct {
	stack []frame
	root  Value
	done  bool
	err   error
	// Members and elements of the open containers, innermost last: a
	// finished container copies its own run out at its exact size, so each
	// container costs one allocation however it grew.
	members []Member
	elems   []Value
	// The finished containers of one build are carved from slabs, a few
	// allocations for the whole document instead of two per container.
	// Slabs are never reused: the values built keep them.
	memSlab []Member
	valSlab []Value
	objSlab []object
	arrSlab []array
}

type frame struct {
	object bool
	name   string // pending member name
	start  int    // index of the container's first member/element
}

var _ codec.Visitor = (*builder)(nil)

func (b *builder) put(v Value) {
	if n := len(b.stack); n > 0 {
		f := &b.stack[n-1]
		if f.object {
			b.members = append(b.members, Member{Name: f.name, Value: v})
		} else {
			b.elems = append(b.elems, v)
		}
		return
	}
	b.root, b.done = v, true
}

func (b *builder) Null()           { b.put(null) }
func (b *builder) Bool(v bool)     { b.put(Bool(v)) }
func (b *builder) Int(n int64)     { b.put(Number(float64(n))) } // as parsing its decimal text
func (b *builder) Uint(n uint64)   { b.put(Number(float64(n))) }
func (b *builder) Float(f float64) { b.put(Number(f)) }
func (b *builder) String(s string) { b.put(String(s)) }
func (b *builder) Name(name string) {
	b.stack[len(b.stack)-1].name = name
}
func (b *builder) BeginObject() {
	b.stack = append(b.stack, frame{object: true, start: len(b.members)})
}
func (b *builder) BeginArray() { b.stack = append(b.stack, frame{start: len(b.elems)}) }
func (b *builder) EndObject() {
	f := b.stack[len(b.stack)-1]
	b.stack = b.stack[:len(b.stack)-1]
	v := b.object(b.members[f.start:])
	clear(b.members[f.start:])
	b.members = b.members[:f.start]
	b.put(v)
}

// object makes an object of a copy of members, carved from the slabs.
func (b *builder) object(run []Member) Value {
	var members []Member
	if cap(b.objSlab) == 0 {
		// The first slabs of a build come in one allocation.
		first := new(firstSlabs)
		b.objSlab, b.memSlab = first.objs[:0], first.members[:0]
	}
	if len(run) > 0 {
		members = carve(&b.memSlab, run)
	}
	if len(b.objSlab) == cap(b.objSlab) {
		b.objSlab = make([]object, 0, max(2*cap(b.objSlab), 2))
	}
	b.objSlab = append(b.objSlab, object{})
	o := &b.objSlab[len(b.objSlab)-1]
	initObject(o, members)
	return Value{k: KindObject, x: o}
}
func (b *builder) EndArray() {
	f := b.stack[len(b.stack)-1]
	b.stack = b.stack[:len(b.stack)-1]
	var elems []Value
	if run := b.elems[f.start:]; len(run) > 0 {
		elems = carve(&b.valSlab, run)
	} else {
		elems = []Value{}
	}
	clear(b.elems[f.start:])
	b.elems = b.elems[:f.start]
	b.put(b.arrayOf(elems))
}

// arrayOf makes an array of elems.
func (b *builder) arrayOf(elems []Value) Value {
	if len(b.arrSlab) == cap(b.arrSlab) {
		b.arrSlab = make([]array, 0, max(2*cap(b.arrSlab), 4))
	}
	b.arrSlab = append(b.arrSlab, array{elems: elems})
	return Value{k: KindArray, x: &b.arrSlab[len(b.arrSlab)-1]}
}
func (b *builder) Raw(raw json.RawMessage) {
	if b.rawFast(raw) {
		return
	}
	v, err := DecodeJSON(raw)
	if err != nil && b.err == nil {
		b.err = err
	}
	b.put(v)
}

// firstSlabs are a build's first object and member slabs, enough for a
// small document.
type firstSlabs struct {
	objs    [1]object
	members [4]Member
}

// carve copies run into the slab, which it replaces by a new one (twice as
// large) when run does not fit, and returns the copy, whose capacity ends
// where it does.
func carve[T any](slab *[]T, run []T) []T {
	if cap(*slab)-len(*slab) < len(run) {
		*slab = make([]T, 0, max(len(run), 2*cap(*slab), 4))
	}
	start := len(*slab)
	*slab = append(*slab, run...)
	return (*slab)[start:len(*slab):len(*slab)]
}

// builders keeps the scratch of finished builds (finished containers copy
// their runs out, so nothing of a value stays in it).
var builders = sync.Pool{New: func() any {
	return &builder{members: make([]Member, 0, 32), elems: make([]Value, 0, 16), stack: make([]frame, 0, 8)}
}}

// fromDocument builds the value model of a library document type.
func fromDocument(doc any) (Value, error) {
	b := builders.Get().(*builder)
	defer b.release()
	if err := codec.Visit(doc, b); err != nil {
		return undefined, err
	}
	if b.err != nil {
		return undefined, b.err
	}
	if !b.done || len(b.stack) != 0 {
		return undefined, errors.New("incomplete document")
	}
	return b.root, nil
}

// release empties b and returns it to the pool; the values built keep its
// slabs.
func (b *builder) release() {
	clear(b.members)
	clear(b.elems)
	clear(b.stack)
	*b = builder{members: b.members[:0], elems: b.elems[:0], stack: b.stack[:0]}
	builders.Put(b)
}
