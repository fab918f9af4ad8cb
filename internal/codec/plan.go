package codec

import (
	"encoding"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/hounfour-go/hounfour/internal/enum"
)

type kind uint8

// The leaf kinds (kString … kText) come first: the decoder reads a leaf
// with one tokenizer call, selected by kind <= kText.
const (
	kString kind = iota + 1 // string or named string that is not an enum
	kEnum                   // named string type registered in internal/enum
	kBool
	kInt
	kUint
	kFloat
	kText // text primitive: implements encoding.TextMarshaler/TextUnmarshaler
	kStruct
	kPtr
	kSlice
	kMap     // map[string]X: a record
	kRaw     // json.RawMessage: any JSON value
	kObject  // object primitive: a value type whose JSON form is a wire struct (object.go)
	kForeign // a user's type, left to encoding/json (foreign.go)
)

// plan describes how one Go type is decoded, validated and encoded.
type plan struct {
	t reflect.Type
	// direct: the entry of the plan's pointer type for lastDirect (see
	// rememberDirect), made on first use.
	direct   atomic.Pointer[direct]
	kind     kind
	jsonType string // the JSON type named in "Expected …" messages
	elem     *plan  // kPtr, kSlice, kMap
	size     uintptr

	// kInt, kUint
	intMin  int64
	intMax  int64
	uintMax uint64

	// kEnum
	enumSet  map[string]string // value → the registered string (decoded values share it)
	enumVals []string          // the vocabulary in declaration order (Violation.Allowed)
	// enumSince holds the values a contract after 7.0.0 introduced, with
	// their versions (nil when there is none); enumBy the vocabulary of
	// each such version and the earlier ones (version.go).
	enumSince map[string]Version
	enumBy    []versionedValues
	// enumOpen, for an open vocabulary (enum.Set.Open), accepts the texts
	// of its pattern form beside the values (nil: closed).
	enumOpen func(string) bool

	// kText, kObject
	isZero func(p unsafe.Pointer) bool
	parse  func(s string) error // strict parser, for the empty string
	// parseInto parses s into the value at p without reflection, keeping s
	// itself where the value holds its text (set for primitives registered
	// with RegisterParser)
	parseInto func(p unsafe.Pointer, s string) error
	keepsText bool // the parsed value may keep (part of) the string parsed

	// kObject: the conversions; elem is the plan of the wire struct
	object *objectForm
	// kRaw: the checks of a raw form (RegisterRawForm), nil for json.RawMessage
	rawForm *RawForm

	// kStruct
	fields     []field
	byName     map[string]int
	open       bool
	unknownOff uintptr
	meta       *meta
	// later: some field has a since (the walks then compare each field's
	// with their contract)
	later bool

	// type-level constraints (RegisterTypeTag), merged into every use
	typeC *constraints
	// topC is resolve(p, nil): the constraints of a top-level document
	topC *constraints
	// stringElem: kSlice/kMap whose element is a string kind (string or a
	// named string), handled without reflection
	stringElem bool
	// stringRecord: a kMap of plain string keys and string-kind values,
	// handled as map[string]string
	stringRecord bool

	// gen is the slot of the type's generated decoder (generated.go).
	gen *GenDecoder
	// noRules: no Rules function runs anywhere in a value of this type
	// (set once the generated setups ran; false = unknown).
	noRules bool
	// rootRules: a struct (of at most 64 fields) whose own Rules function
	// is the only one that runs in a value of it, not one that runs
	// before nested ones (set with noRules): the walk of an accepted
	// document calls it without visiting the members.
	rootRules bool
	// ruled: the indexes of the fields whose values may run a Rules
	// function (their plans' noRules false), for the walk of an accepted
	// document; ruledSet: set with noRules (else every field is visited).
	ruled    []int32
	ruledSet bool
	// spareFields: the indexes of the fields that hold a map, a slice or a
	// pointer to a value that is not a leaf read in one call (sparable),
	// at most eight (spares; set with noRules).
	spareFields []int
	// nestedSpares: the slices of the struct members of a struct, whose
	// arrays a view-mode decode reuses too (spares; set with noRules).
	nestedSpares []nestedSpare
}

type field struct {
	name     string
	quoted   string // name as a plain JSON string ("" when it needs escapes)
	pointer  string // the JSON Pointer of the member in an object at the top of a document
	goName   string
	offset   uintptr
	plan     *plan
	required bool
	c        *constraints
	since    Version // hf since: the contract that introduced the member (0: every contract)
}

// topPointer returns the JSON Pointer of the member name of the object at
// the top of a document.
func topPointer(name string) string {
	var buf [64]byte
	path := pathStack{segs: []seg{{name: name, index: -1}}}
	return string(path.appendTo(buf[:0]))
}

// plainQuoted returns name in quotes when that is its only JSON spelling
// without escapes, else "".
func plainQuoted(name string) string {
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 0x20 || c == '"' || c == '\\' {
			return ""
		}
	}
	return `"` + name + `"`
}

var (
	textMarshaler   = reflect.TypeFor[encoding.TextMarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
	rawMessage      = reflect.TypeFor[json.RawMessage]()
	unknownMap      = reflect.TypeFor[map[string]json.RawMessage]()
)

var (
	planMu   sync.Mutex
	plans    sync.Map // reflect.Type → *plan (complete plans only)
	typeTags = map[reflect.Type]string{}
	parsers  = map[reflect.Type]func(string) error{}

	parseIntos = map[reflect.Type]func(p unsafe.Pointer, s string) error{}
	transient  = map[reflect.Type]bool{} // parsers whose values keep no text
	// parserNames: the full names of the parser functions (for the code
	// generator, which calls a package-level one directly)
	parserNames = map[reflect.Type]string{}
	zeroTests   = map[reflect.Type]func(p unsafe.Pointer) bool{}
)

// RegisterParser gives the text primitive T its strict parser, which must
// accept and reject exactly what T's UnmarshalText does, except that it
// rejects the empty string (which UnmarshalText maps to the zero value,
// "absent", but which no protocol member accepts).
//
// The decoder parses T's members with it, without reflection and without
// copying the text a second time: the string it hands to parse is already
// the decoded value's own. keepsText tells whether a value parse returns may
// hold (part of) its input: when it never does (an address decoded to
// bytes), a successful parse reads the document's bytes in place and no
// string is made at all; errors, which keep their input, are remade from
// a copy. T being known statically here, a direct test for the zero value is
// recorded too, so the walker needs no reflection either.
func RegisterParser[T comparable, PT interface {
	*T
	encoding.TextUnmarshaler
}](parse func(string) (T, error), keepsText bool) {
	planMu.Lock()
	defer planMu.Unlock()
	t := reflect.TypeFor[T]()
	if f := runtime.FuncForPC(reflect.ValueOf(parse).Pointer()); f != nil {
		parserNames[t] = f.Name()
	}
	transient[t] = !keepsText
	parsers[t] = func(s string) error { _, err := parse(s); return err }
	parseIntos[t] = func(p unsafe.Pointer, s string) error {
		v, err := parse(s)
		if err == nil {
			*(*T)(p) = v
		}
		return err
	}
	zeroTests[t] = func(p unsafe.Pointer) bool {
		var zero T
		return *(*T)(p) == zero
	}
}

// RegisterTypeTag gives every member of type T the constraints of tag (hf
// syntax), e.g. the 0..10000 range of basis points. Call it from an init
// function, before any plan for a type using T is built.
func RegisterTypeTag[T any](tag string) {
	planMu.Lock()
	defer planMu.Unlock()
	typeTags[reflect.TypeFor[T]()] = tag
}

// lastPlan remembers the plan planOf returned last: documents of one type
// usually come in runs, and the decode and the constraint rules of one
// document look up the same plan.
var lastPlan atomic.Pointer[plan]

func planOf(t reflect.Type) *plan {
	if p := lastPlan.Load(); p != nil && p.t == t {
		return p
	}
	if p, ok := plans.Load(t); ok {
		lastPlan.Store(p.(*plan))
		return p.(*plan)
	}
	planMu.Lock()
	defer planMu.Unlock()
	building := map[reflect.Type]*plan{}
	p := buildPlan(t, building)
	// Member constraints are merged with their types' constraints only now:
	// in a recursive type (a node whose children are nodes) a plan met again
	// during its own construction is not complete until buildPlan returns.
	for _, bp := range building {
		for i := range bp.fields {
			f := &bp.fields[i]
			f.c = resolve(f.plan, f.c)
		}
	}
	for bt, bp := range building {
		bp.topC = resolve(bp, nil)
		if bp.kind == kSlice || bp.kind == kMap {
			bp.stringElem = bp.elem.kind == kString || bp.elem.kind == kEnum
			bp.stringRecord = bp.kind == kMap && bp.stringElem && bp.t.Key() == reflect.TypeFor[string]()
		}
		plans.Store(bt, bp)
	}
	return p
}

func buildPlan(t reflect.Type, building map[reflect.Type]*plan) *plan {
	if p, ok := plans.Load(t); ok {
		return p.(*plan)
	}
	if p, ok := building[t]; ok {
		return p // recursive type: the pointer is filled in before use
	}
	p := &plan{t: t, size: t.Size(), gen: decoderSlot(t)}
	building[t] = p
	if tag, ok := typeTags[t]; ok {
		c, err := parseTag(tag)
		if err != nil {
			panic(fmt.Sprintf("codec: type tag of %v: %v", t, err))
		}
		p.typeC = c
	}
	switch {
	case t == rawMessage:
		p.kind = kRaw
	case rawForms[t] != nil:
		p.kind = kRaw
		p.rawForm = rawForms[t]
	case foreign(t) && objectForms[t] == nil && parsers[t] == nil:
		p.kind, p.jsonType = kForeign, "value"
	case objectForms[t] != nil:
		p.kind, p.jsonType = kObject, "object"
		p.object = objectForms[t]
		p.isZero = zeroFunc(t)
		p.elem = buildPlan(p.object.wire, building)
	case t.Kind() != reflect.Pointer && t.Implements(textMarshaler) && reflect.PointerTo(t).Implements(textUnmarshaler):
		p.kind, p.jsonType = kText, "string"
		p.isZero = zeroFunc(t)
		p.parse = parsers[t]
		p.parseInto = parseIntos[t]
		p.keepsText = !transient[t]
		if z, ok := zeroTests[t]; ok {
			p.isZero = z
		}
	default:
		switch t.Kind() {
		case reflect.String:
			p.kind, p.jsonType = kString, "string"
			if vals, ok := enum.Lookup(t); ok {
				p.kind = kEnum
				p.enumSet = make(map[string]string, len(vals))
				p.enumVals = vals
				for _, v := range vals {
					p.enumSet[v] = v
				}
				p.enumSince, p.enumBy = versionedVocabulary(t, vals)
				if o, ok := enum.LookupOpen(t); ok {
					p.enumOpen = o.Match
				}
			}
		case reflect.Bool:
			p.kind, p.jsonType = kBool, "boolean"
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			bits := t.Bits()
			p.kind, p.jsonType = kInt, "integer"
			p.intMax = int64(1)<<(bits-1) - 1
			p.intMin = -p.intMax - 1
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			p.kind, p.jsonType = kUint, "integer"
			p.uintMax = math.MaxUint64 >> (64 - t.Bits())
		case reflect.Float64:
			p.kind, p.jsonType = kFloat, "number"
		case reflect.Pointer:
			p.kind = kPtr
			p.elem = buildPlan(t.Elem(), building)
			p.jsonType = p.elem.jsonType
		case reflect.Slice:
			p.kind, p.jsonType = kSlice, "array"
			p.elem = buildPlan(t.Elem(), building)
		case reflect.Map:
			if t.Key().Kind() != reflect.String {
				panic(fmt.Sprintf("codec: %v: record keys must be strings", t))
			}
			p.kind, p.jsonType = kMap, "object"
			p.elem = buildPlan(t.Elem(), building)
		case reflect.Struct:
			p.kind, p.jsonType = kStruct, "object"
			buildStruct(p, building)
		default:
			panic(fmt.Sprintf("codec: unsupported type %v", t))
		}
	}
	return p
}

func buildStruct(p *plan, building map[reflect.Type]*plan) {
	p.byName = map[string]int{}
	addFields(p, p.t, 0, building)
	p.meta = metaFor(p.t)
}

// addFields plans the members declared by the fields of struct type t,
// which sits at offset base in p's type. An embedded struct without a json
// tag is a member group: its members are declared in its place, in its
// field order, as if written out (GovernedFields in a governed resource);
// the group itself has no rules of its own and no JSON name.
func addFields(p *plan, t reflect.Type, base uintptr, building map[reflect.Type]*plan) {
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if sf.Anonymous && sf.Type.Kind() == reflect.Struct && sf.Tag.Get("json") == "" {
			if !sf.IsExported() {
				panic(fmt.Sprintf("codec: %v.%s: an embedded member group must be exported", t, sf.Name))
			}
			if metaFor(sf.Type) != nil {
				panic(fmt.Sprintf("codec: %v.%s: an embedded member group must not be registered (its rules would not run)", t, sf.Name))
			}
			addFields(p, sf.Type, base+sf.Offset, building)
			continue
		}
		if !sf.IsExported() {
			continue
		}
		jtag := sf.Tag.Get("json")
		if jtag == "-" {
			if sf.Name == "Unknown" && sf.Type == unknownMap {
				if base != 0 {
					panic(fmt.Sprintf("codec: %v.%s: Unknown must be declared by the document type itself", t, sf.Name))
				}
				p.open, p.unknownOff = true, sf.Offset
			}
			continue
		}
		if sf.Anonymous {
			panic(fmt.Sprintf("codec: %v.%s: an embedded field must be a struct without a json tag (a member group)", t, sf.Name))
		}
		name, opts, _ := strings.Cut(jtag, ",")
		if name == "" {
			panic(fmt.Sprintf("codec: %v.%s: missing json member name", t, sf.Name))
		}
		c, err := parseTag(sf.Tag.Get("hf"))
		if err != nil {
			panic(fmt.Sprintf("codec: %v.%s: %v", t, sf.Name, err))
		}
		f := field{
			name:     name,
			quoted:   plainQuoted(name),
			pointer:  topPointer(name),
			goName:   sf.Name,
			offset:   base + sf.Offset,
			plan:     buildPlan(sf.Type, building),
			required: !strings.Contains(","+opts+",", ",omitzero,"),
			c:        c, // resolved by planOf once every plan is complete
			since:    c.since,
		}
		target := f.plan
		if target.kind == kPtr {
			target = target.elem
		}
		if c.constSet && target.kind == kBool && c.constStr != "true" && c.constStr != "false" {
			panic(fmt.Sprintf("codec: %v.%s: a boolean const is true or false", t, sf.Name))
		}
		if c.anyOf != nil && target.kind != kInt && target.kind != kUint && target.kind != kFloat {
			panic(fmt.Sprintf("codec: %v.%s: anyOf applies to number members", t, sf.Name))
		}
		if f.since != 0 {
			if f.required {
				panic(fmt.Sprintf("codec: %v.%s: a member introduced after 7.0.0 must be optional", t, sf.Name))
			}
			p.later = true
		}
		if !f.required {
			switch f.plan.kind {
			case kString, kBool, kInt, kUint, kFloat:
				// Absent ≠ empty; presence must survive a round trip.
				panic(fmt.Sprintf("codec: %v.%s: an optional scalar member must be a pointer", t, sf.Name))
			}
		}
		if _, dup := p.byName[name]; dup {
			panic(fmt.Sprintf("codec: %v: member %q declared twice", p.t, name))
		}
		for i := range p.fields {
			if p.fields[i].goName == f.goName {
				// Generated code names a member by its (promoted) Go name.
				panic(fmt.Sprintf("codec: %v: Go field %s declared twice", p.t, f.goName))
			}
		}
		p.byName[name] = len(p.fields)
		p.fields = append(p.fields, f)
	}
}

// sliceAt returns the data pointer and length of the slice at p, of any
// element type: every slice has this layout, so no reflection is needed.
func sliceAt(p unsafe.Pointer) (data unsafe.Pointer, n int) {
	s := (*struct {
		data     unsafe.Pointer
		len, cap int
	})(p)
	return s.data, s.len
}

// zeroFunc reports absence for a text primitive: its IsZero method when it has
// one, else comparison with the zero value.
func zeroFunc(t reflect.Type) func(unsafe.Pointer) bool {
	if _, ok := t.MethodByName("IsZero"); ok {
		return func(p unsafe.Pointer) bool {
			return reflect.NewAt(t, p).Interface().(interface{ IsZero() bool }).IsZero()
		}
	}
	return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().IsZero() }
}

// resolve merges member constraints c with the type-level constraints of pl
// (and, recursively, item constraints with the element type's), once, when the
// plan is built.
func resolve(pl *plan, c *constraints) *constraints {
	if c == nil {
		c = newConstraints()
	}
	m := *c
	tc := pl.typeC
	if tc == nil && pl.kind == kPtr {
		tc = pl.elem.typeC // an optional member: the pointed-to type's constraints
	}
	if tc != nil {
		if m.min == nil {
			m.min = tc.min
		}
		if m.max == nil {
			m.max = tc.max
		}
		if m.minLength < 0 {
			m.minLength = tc.minLength
		}
		if m.maxLength < 0 {
			m.maxLength = tc.maxLength
		}
		if m.match == nil {
			m.pattern, m.match = tc.pattern, tc.match
		}
		m.hasChecks = m.hasChecks || tc.hasChecks
	}
	target := pl
	if pl.kind == kPtr {
		target = pl.elem
	}
	m.numberKind = target.kind == kFloat
	if target.kind == kSlice || target.kind == kMap {
		m.item = resolve(target.elem, m.item)
	}
	return &m
}
