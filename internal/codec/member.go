package codec

import (
	"encoding"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"unsafe"
)

// Members gives a reader of some top-level members of a document (the
// constraint evaluator) each member on its own, exactly as Visit gives it
// inside the top-level object, without visiting the others. It is made once
// per type and is safe for concurrent use.
type Members struct {
	pl      *plan
	mayFail bool
}

// MembersOf returns the members of the documents of type t, which must be a
// planned struct type that is neither Custom nor open (it keeps no
// undeclared members); nil otherwise.
func MembersOf(t reflect.Type) *Members {
	if t.Kind() != reflect.Struct || reflect.PointerTo(t).Implements(reflect.TypeFor[Custom]()) {
		return nil
	}
	pl := planOf(t)
	if pl.kind != kStruct || pl.open {
		return nil
	}
	return &Members{pl: pl, mayFail: mayFail(pl, map[*plan]bool{})}
}

// Index returns the index of the declared member name, or -1.
func (m *Members) Index(name string) int {
	if i, ok := m.pl.byName[name]; ok {
		return i
	}
	return -1
}

// Visit visits member i of the document doc points to (a *T of the type
// MembersOf was given) as Visit does inside the top-level object, without
// its name, and reports whether the object has the member. Visiting a
// member may fail only where Check would fail.
func (m *Members) Visit(doc unsafe.Pointer, i int, vis Visitor) (bool, error) {
	w := visitWalk{vis: vis}
	ok := w.member(&m.pl.fields[i], doc, false)
	return ok, w.err
}

// Check reports whether Visit of the document doc points to would fail,
// and how, without visiting: it looks only at what may fail (a number
// that cannot be written, a text primitive whose MarshalText fails, a
// foreign value that does not encode) and hands every any-valued, foreign
// or preserved undeclared member's JSON text to raw, whose error it
// returns (a reader's own failure on such text). Nothing at all is looked
// at for a type that holds no such value.
func (m *Members) Check(doc unsafe.Pointer, raw func(json.RawMessage) error) error {
	if !m.mayFail {
		return nil
	}
	c := checkWalk{raw: raw}
	c.object(m.pl, doc)
	return c.err
}

// checkWalk is the walk of Check.
type checkWalk struct {
	raw func(json.RawMessage) error
	err error
}

// failInfo is, per plan, whether a visit of its values may fail and, for a
// struct, the fields whose visit may.
type failInfo struct {
	may    bool
	fields []int
}

func failInfoOf(pl *plan) *failInfo {
	if fi := pl.fail.Load(); fi != nil {
		return fi
	}
	fi := &failInfo{may: mayFail(pl, map[*plan]bool{})}
	if pl.kind == kStruct {
		for i := range pl.fields {
			if mayFail(pl.fields[i].plan, map[*plan]bool{}) {
				fi.fields = append(fi.fields, i)
			}
		}
	}
	pl.fail.Store(fi) // racing first uses store equal values
	return fi
}

func (c *checkWalk) fail(err error) {
	if c.err == nil {
		c.err = err
	}
}

func (c *checkWalk) value(pl *plan, p unsafe.Pointer) {
	if c.err != nil {
		return
	}
	switch pl.kind {
	case kString, kEnum, kBool, kInt, kUint:
	case kFloat:
		if f := *(*float64)(p); math.IsInf(f, 0) || math.IsNaN(f) {
			c.fail(fmt.Errorf("unsupported number %v", f))
		}
	case kText:
		tv := reflect.NewAt(pl.t, p).Interface()
		if _, ok := tv.(fmt.Stringer); !ok {
			if _, err := tv.(encoding.TextMarshaler).MarshalText(); err != nil {
				c.fail(err)
			}
		}
	case kPtr:
		if ep := *(*unsafe.Pointer)(p); ep != nil {
			c.value(pl.elem, ep)
		}
	case kStruct:
		c.object(pl, p)
	case kObject:
		wp := reflect.New(pl.elem.t).UnsafePointer()
		pl.object.toWire(p, wp)
		c.object(pl.elem, wp)
	case kSlice:
		if pl.stringElem || !failInfoOf(pl.elem).may {
			return
		}
		base, n := sliceAt(p)
		for i := 0; i < n && c.err == nil; i++ {
			c.value(pl.elem, unsafe.Add(base, uintptr(i)*pl.elem.size))
		}
	case kMap:
		if !failInfoOf(pl.elem).may {
			return
		}
		mv := reflect.NewAt(pl.t, p).Elem()
		tmp := reflect.New(pl.elem.t).Elem()
		for it := mv.MapRange(); it.Next() && c.err == nil; {
			tmp.Set(it.Value())
			c.value(pl.elem, tmp.Addr().UnsafePointer())
		}
	case kRaw:
		if raw := *(*[]byte)(p); raw != nil {
			c.fail(c.raw(raw))
		}
	case kForeign:
		b, err := marshalForeign(pl, p)
		if err != nil {
			c.fail(err)
			return
		}
		c.fail(c.raw(b))
	default:
		c.fail(fmt.Errorf("codec.Visit: unsupported member type %v", pl.t))
	}
}

func (c *checkWalk) object(pl *plan, p unsafe.Pointer) {
	for _, i := range failInfoOf(pl).fields {
		f := &pl.fields[i]
		if fp := unsafe.Add(p, f.offset); !absent(f.plan, fp) {
			c.value(f.plan, fp)
		}
	}
	if pl.open && c.err == nil {
		um, keys := undeclared(pl, p)
		for _, k := range keys {
			c.fail(c.raw(um[k]))
		}
	}
}

// RunRules calls fn with the Rules of the top-level object of v (a pointer
// to a planned struct) as if every member had passed its own checks, and
// returns what fn reported: violations, or warnings with warn. It lets
// tests and benchmarks run one rule function (such as the constraint
// evaluator's) alone.
func RunRules(v any, warn bool, fn func(r *Rules)) []Violation {
	return RunRulesWithLimits(v, warn, DefaultLimits(), fn)
}

// RunRulesWithLimits is RunRules under the limits l (resolved here).
func RunRulesWithLimits(v any, warn bool, l Limits, fn func(r *Rules)) []Violation {
	pl, _ := addressable(v)
	w := getWalker()
	defer putWalker(w)
	w.limits = l.resolved()
	w.rules = Rules{w: w, pl: pl, warn: warn}
	fn(&w.rules)
	if warn {
		return w.warn
	}
	return w.viol
}
