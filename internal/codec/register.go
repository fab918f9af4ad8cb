package codec

import (
	"reflect"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Meta is what a domain package registers for one document type T.
type Meta[T any] struct {
	// Schema is the schema name, "" for nested types without one.
	Schema string
	// Description is the schema file's top-level description (upstream's for
	// upstream types).
	Description string
	// Comment is appended to the schema file's $comment.
	Comment string
	// Since is the contract version (major.minor.patch) that introduced
	// the type; "" means 7.0.0 or earlier. Under an earlier contract the
	// type is no document type: its schema is unknown, and decoding into
	// it is refused.
	Since string
	// Rules adds the type's cross-field (and constraint-file) violations. It runs
	// after the members and undeclared members of the object have been checked,
	// wherever the object sits in a document.
	Rules func(v *T, r *Rules)
	// Constraint, when set, declares that Rules is nothing but the
	// constraint file of that schema: constraintrt.Apply(Constraint, v, r)
	// with no native ids (a test holds every such declaration to its
	// Rules). A document the generated decoder accepted then skips the
	// rules walk whenever ConstraintPasses says the file has nothing to
	// report on it; when it says no, the rules continue the run of the
	// constraints it made from where that stopped, in place of Rules.
	Constraint string
	// ConstraintNative, with Constraint, are the ids of the constraints
	// Rules reports natively or not at all:
	// constraintrt.Apply(Constraint, v, r, ConstraintNative...), whose
	// skip asks ConstraintPasses with those ids (the test holds the
	// declaration to the Rules as for Constraint).
	ConstraintNative []string
	// UpstreamRules, for a type with a constraint file, are the part of Rules
	// upstream's runtime validator applies: the cross-field rules it
	// registers for T, without the constraint-file rules (nil: it registers
	// none). ValidateSchema (UpstreamViolations) runs them in place of Rules
	// on the object at the top, and no rules of the objects nested in it.
	UpstreamRules func(v *T, r *Rules)
	// Warnings adds the type's warnings (they never invalidate a document).
	Warnings func(v *T, r *Rules)
	// Union, when set, marks T as a discriminated union (see Union); T then
	// implements Custom and is never planned.
	Union *Union
	// Annotations are informative keywords (x-…) the schema generator adds
	// to the type's object schema; they never affect validation.
	Annotations map[string]any
	// ID is the type's PascalCase schema id (SignatureEnvelope), which
	// obligation manifests name; "" when it has none.
	ID string
	// Bearing marks what the library never verifies on a valid document
	// of the type (a signature, a content hash, a delegation chain): the
	// root package's options turn it into a deferral error or an
	// obligation. For a union, the variant's own Meta decides
	// (Union.Variant).
	Bearing Bearing
	// Drift returns the values of v outside a canonical vocabulary that
	// the type surfaces as obligations (sorted), or nil.
	Drift func(v *T) []string
	// RulesBeforeNested runs the rules and warnings of the objects nested in
	// this one after this object's own, instead of where they sit: the
	// explicit combined order a type's rules may give
	// (e.g. a sealing policy's rules before its access policy's). Member
	// checks keep their walk order; Rules.OK of a member then reflects the
	// member checks nested in it but not the nested objects' rules.
	RulesBeforeNested bool
	// Methods are the methods internal/codecgen writes for T into its
	// package's zz_methods.go, each one call into internal/document; zero is
	// the default set (see Methods).
	Methods Methods
	// Doc is what the comments of T's generated methods say where T has
	// something of its own to say (see Doc).
	Doc Doc
}

// Methods selects the methods the code generator writes for a type of the
// module it writes a decoder for. The zero value (an unregistered type's)
// is the default: Validate for every exported struct type, and for every
// other type with a schema name (a vocabulary, an object primitive); for a
// struct type or an object primitive also MarshalJSON and UnmarshalJSON,
// and Warnings when Meta.Warnings is set; for a struct type with a schema
// name also ValidateSchema and CheckConstraints when a constraint file is
// shipped for the schema. Another value is the exact set, and MethodsNone
// none. Unexported types, instantiations of generic types and types that
// decode themselves (Custom) get none: their packages write the methods
// they have.
type Methods uint8

// The methods of Methods.
const (
	// MethodValidate is Validate() error.
	MethodValidate Methods = 1 << iota
	// MethodJSON is MarshalJSON() ([]byte, error), on the value, and
	// UnmarshalJSON([]byte) error.
	MethodJSON
	// MethodWarnings is Warnings() []hounfour.Warning.
	MethodWarnings
	// MethodConstraints is ValidateSchema() error and CheckConstraints()
	// []constraint.Result (for a schema with a constraint file).
	MethodConstraints

	// MethodsNone, alone, is no method: the package writes the methods
	// the type has, or leaves it without (a nested object encoding/json
	// handles).
	MethodsNone Methods = 1 << 7
)

// Doc holds the doc comments of a type's generated methods where the type
// has something of its own to say: which rules Validate applies, the
// deviations it cites, how the encoding or the warnings differ from the
// plain case. An empty field leaves the method the generic comment the
// generator writes. A text is the whole comment, starting with the
// method's name, unwrapped (a blank line, "\n\n", separates paragraphs);
// the generator wraps it.
type Doc struct {
	Validate, ValidateSchema, CheckConstraints, Warnings, MarshalJSON, UnmarshalJSON string
}

type meta struct {
	t, ptr      reflect.Type // the registered type and its pointer type
	schema      string
	description string
	comment     string
	crossField  bool
	rules       func(p unsafe.Pointer, r *Rules)
	// passes, for a Meta.Constraint type, reports whether Rules has
	// nothing to report on the value at p of an accepted document under
	// the contract and limits given (ConstraintShortcut.Passes); when it
	// says no, it records in stop (not nil) where the run it made stopped
	// (ConstraintStop).
	passes      func(p unsafe.Pointer, c Version, budget int64, withinDefaults bool, stop *ConstraintStop) bool
	upstream    func(p unsafe.Pointer, r *Rules) // Meta.UpstreamRules
	warnings    func(p unsafe.Pointer, r *Rules)
	union       *Union
	annotations map[string]any
	since       Version // Meta.Since
	id          string  // Meta.ID
	bearing     Bearing // Meta.Bearing
	drift       func(p unsafe.Pointer) []string

	rulesBeforeNested bool // Meta.RulesBeforeNested
	methods           Methods
	doc               Doc
}

// ConstraintPasses, set by the constraint package, returns the
// Meta.Constraint shortcut of the documents of schema whose pointers have
// type t under the contract c, whose Rules report the constraints of the
// ids native natively.
var ConstraintPasses func(schema string, t reflect.Type, native []string, c Version) ConstraintShortcut

// ConstraintShortcut is the Meta.Constraint shortcut of one document type
// under one contract (ConstraintPasses).
type ConstraintShortcut struct {
	// Passes reports whether the constraint file of the schema has
	// nothing to report on such a document at p (one the generated
	// decoder accepted, every member passing its own checks) under the
	// limits whose evaluation budget is budget (Limits.EvalBudget) and
	// whose shape limits are none above their defaults when
	// withinDefaults (Rules.DecodedWithinDefaults): constraintrt.Apply,
	// in the rules of that document, would report nothing. It says false
	// when it cannot tell. When it says false after a run of the
	// constraints that Report can continue, it records where that run
	// stopped in stop (not nil) and sets stop.Valid, else it leaves stop
	// as it is.
	Passes func(p unsafe.Pointer, budget int64, withinDefaults bool, stop *ConstraintStop) bool
	// Report, given the Rules of the document at p (every member passed,
	// under the limits and contract Passes was asked with) and the stop
	// Passes recorded for it, reports what constraintrt.Apply would in
	// those rules, continuing the run from its stop instead of making it
	// again.
	Report func(p unsafe.Pointer, r *Rules, stop *ConstraintStop)
}

// ConstraintStop is where the run of the constraints a
// ConstraintShortcut's Passes made stopped when it said no: the
// constraint package records it and reads it back in Report. The codec
// only keeps it (in the walker: no allocation) between the two calls.
type ConstraintStop struct {
	// Valid: a stop was recorded.
	Valid bool
	// Evaluated: the constraint numbered At was evaluated, and gave V,
	// after Cost steps of a budget of Limit, raising Err (a
	// *constraintrt.Err, or nil).
	Evaluated, V bool
	At           int
	Cost, Limit  int64
	Err          unsafe.Pointer
	// report is the Report of the shortcut that recorded the stop (set
	// by meta.passes).
	report func(p unsafe.Pointer, r *Rules, stop *ConstraintStop)
}

// passesEntry is the shortcut ConstraintPasses returned for contract c.
type passesEntry struct {
	c  Version
	sc ConstraintShortcut
}

var (
	metas   sync.Map // reflect.Type → *meta
	schemas sync.Map // schema name → reflect.Type

	// latestType is the latest Meta.Since registered; deferring is set
	// when some type has a Bearing or a Drift. The entry points look a
	// type up only when these say the answer may matter.
	latestType atomic.Uint32
	deferring  atomic.Bool
)

// LaterThan reports whether some registered type was introduced after
// contract c (zero: DefaultContract): only then can TypeSince exceed c.
func LaterThan(c Version) bool { return Version(latestType.Load()) > c.Or() }

// AnyDeferrals reports whether some registered type has a Bearing or a
// Drift: only then can Deferrals return something.
func AnyDeferrals() bool { return deferring.Load() }

// Register records the schema name and rules of T. Call it from a package-level
// variable initializer or init function of T's package, so it runs before any
// value of T is decoded or validated.
func Register[T any](m Meta[T]) struct{} {
	t := reflect.TypeFor[T]()
	mt := &meta{t: t, ptr: reflect.PointerTo(t), schema: m.Schema, description: m.Description, comment: m.Comment, crossField: m.Rules != nil, union: m.Union,
		annotations: m.Annotations, rulesBeforeNested: m.RulesBeforeNested, methods: m.Methods, doc: m.Doc}
	if m.Since != "" {
		mt.since = MustParseVersion(m.Since)
		for {
			old := latestType.Load()
			if uint32(mt.since) <= old || latestType.CompareAndSwap(old, uint32(mt.since)) {
				break
			}
		}
	}
	if m.Bearing != 0 || m.Drift != nil {
		deferring.Store(true)
	}
	mt.id, mt.bearing = m.ID, m.Bearing
	if m.Drift != nil {
		f := m.Drift
		mt.drift = func(p unsafe.Pointer) []string { return f((*T)(p)) }
	}
	if m.Rules != nil {
		f := m.Rules
		mt.rules = func(p unsafe.Pointer, r *Rules) { f((*T)(p), r) }
	}
	if m.Constraint != "" {
		if m.Rules == nil {
			panic("codec: Meta.Constraint without Rules: " + t.String())
		}
		schema, native := m.Constraint, m.ConstraintNative
		// The function of each contract, made on first use: one slot for
		// the contracts before 8.7.0, one for the others.
		var byContract [2]atomic.Pointer[passesEntry]
		mt.passes = func(p unsafe.Pointer, c Version, budget int64, withinDefaults bool, stop *ConstraintStop) bool {
			slot := &byContract[0]
			if c >= Contract870 {
				slot = &byContract[1]
			}
			e := slot.Load()
			if e == nil || e.c != c {
				h := ConstraintPasses
				if h == nil {
					return false
				}
				e = &passesEntry{c, h(schema, mt.ptr, native, c)}
				slot.Store(e)
			}
			stop.Valid = false
			if e.sc.Passes(p, budget, withinDefaults, stop) {
				return true
			}
			if stop.Valid {
				stop.report = e.sc.Report
			}
			return false
		}
	}
	if m.UpstreamRules != nil {
		f := m.UpstreamRules
		mt.upstream = func(p unsafe.Pointer, r *Rules) { f((*T)(p), r) }
	}
	if m.Warnings != nil {
		f := m.Warnings
		mt.warnings = func(p unsafe.Pointer, r *Rules) { f((*T)(p), r) }
	}
	if _, dup := metas.LoadOrStore(t, mt); dup {
		panic("codec: type registered twice: " + t.String())
	}
	if m.Schema != "" {
		if _, dup := schemas.LoadOrStore(m.Schema, t); dup {
			panic("codec: schema name registered twice: " + m.Schema)
		}
	}
	return struct{}{}
}

// SchemaName returns the schema name registered for t, or "".
func SchemaName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	slot := &schemaNames[typeSlot(t)%uintptr(len(schemaNames))]
	if e := slot.Load(); e != nil && e.t == t {
		return e.name
	}
	if m := metaFor(t); m != nil {
		if m.schema != "" {
			// A registered name never changes: it is remembered. An
			// empty one is not (the type may be registered later).
			slot.Store(&schemaNameEntry{t, m.schema})
		}
		return m.schema
	}
	return ""
}

// schemaNames caches SchemaName's non-empty results, one type per slot
// (the decode of a vocabulary or primitive document asks for its name on
// every call; metaFor is a sync.Map lookup).
var schemaNames [64]atomic.Pointer[schemaNameEntry]

type schemaNameEntry struct {
	t    reflect.Type
	name string
}

// typeSlot hashes a type by the address of its descriptor.
func typeSlot(t reflect.Type) uintptr {
	return uintptr((*[2]unsafe.Pointer)(unsafe.Pointer(&t))[1]) >> 4
}

// Registered reports whether t (or the type it points to) has metadata of
// its own: a Register'ed Meta or a family's. The rules of such a type run
// wherever a value of it sits in a document.
func Registered(t reflect.Type) bool {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return metaFor(t) != nil
}

// TypeSince returns the contract version that introduced t (or the type it
// points to), Meta.Since: 0 for 7.0.0 or earlier and for a type without a
// Register'ed Meta.
func TypeSince(t reflect.Type) Version {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if m, ok := metas.Load(t); ok {
		return m.(*meta).since
	}
	return 0
}

// Bearing is a set of the checks the library leaves to the consumer of a
// valid document (Meta.Bearing).
type Bearing uint8

// The bearings.
const (
	// CryptoBearing: the document carries a signature the library does
	// not verify.
	CryptoBearing Bearing = 1 << iota
	// IntegrityBearing: the document carries a content hash the library
	// does not recompute (reported only for a crypto-bearing type).
	IntegrityBearing
	// ChainBearing: the document is a link of a delegation chain the
	// library does not check.
	ChainBearing
)

// Deferrals describes what a valid document v (a pointer to a registered
// type, or a union holding a variant) leaves unverified: the schema id
// and bearing of v's type, or of the variant a union holds (then id is
// the union's id, "#", and the variant's first constant member as
// name=value, unless the variant has an id of its own), and the values
// outside a canonical vocabulary (Meta.Drift).
func Deferrals(v any) (id string, b Bearing, drift []string) {
	mt := documentMeta(reflect.TypeOf(v))
	if mt == nil {
		return "", 0, nil
	}
	if u := mt.union; u != nil && u.Variant != nil {
		vv := u.Variant(v)
		vt := reflect.TypeOf(vv)
		if vv == nil || vt.Kind() != reflect.Pointer || reflect.ValueOf(vv).IsNil() {
			return mt.id, 0, nil
		}
		vm, ok := metas.Load(vt.Elem())
		if !ok {
			return mt.id, 0, nil
		}
		vmt := vm.(*meta)
		id = vmt.id
		if id == "" {
			id = variantID(mt, vt.Elem())
		}
		if vmt.drift != nil {
			drift = vmt.drift(reflect.ValueOf(vv).UnsafePointer())
		}
		return id, vmt.bearing, drift
	}
	if mt.drift != nil {
		rv := reflect.ValueOf(v)
		if rv.Kind() == reflect.Pointer && !rv.IsNil() {
			drift = mt.drift(rv.UnsafePointer())
		}
	}
	return mt.id, mt.bearing, drift
}

// lastDeferred is the meta Deferrals found last: the entry points ask
// about one document type after another, often the same one.
var lastDeferred atomic.Pointer[meta]

// documentMeta returns the meta registered for t, or for the type t
// points to (through any number of pointers), or nil.
func documentMeta(t reflect.Type) *meta {
	if mt := lastDeferred.Load(); mt != nil && (mt.ptr == t || mt.t == t) {
		return mt
	}
	if t == nil {
		return nil
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	m, ok := metas.Load(t)
	if !ok {
		return nil
	}
	mt := m.(*meta)
	lastDeferred.Store(mt)
	return mt
}

// variantIDs caches variantID's results by union and variant type.
var variantIDs sync.Map // variantKey → string

type variantKey struct {
	union   *meta
	variant reflect.Type
}

// variantID is the id of a variant of type t, without an id of its own,
// held by the union mt: the union's id, "#", and the variant's first
// constant member as name=value (the union's id alone without one). It is
// built once per pair.
func variantID(mt *meta, t reflect.Type) string {
	k := variantKey{mt, t}
	if id, ok := variantIDs.Load(k); ok {
		return id.(string)
	}
	id := mt.id
	if name, value, ok := constMember(t); ok {
		id += "#" + name + "=" + value
	}
	variantIDs.Store(k, id)
	return id
}

// constMember returns the first member (declaration order) of the struct
// type t that has a string constant (hf const), and the constant.
func constMember(t reflect.Type) (name, value string, ok bool) {
	pl := planOf(t)
	for i := range pl.fields {
		f := &pl.fields[i]
		if f.c != nil && f.c.constSet && (f.plan.kind == kString || f.plan.kind == kEnum) {
			return f.name, f.c.constStr, true
		}
	}
	return "", "", false
}

// Describe returns the registered description and comment of t, and whether
// t has cross-field rules.
func Describe(t reflect.Type) (description, comment string, crossField bool) {
	if m, ok := metas.Load(t); ok {
		mt := m.(*meta)
		return mt.description, mt.comment, mt.crossField
	}
	return "", "", false
}

// Annotations returns the schema annotations registered for t (nil when it
// has none). The map is shared: callers must not modify it.
func Annotations(t reflect.Type) map[string]any {
	if m, ok := metas.Load(t); ok {
		return m.(*meta).annotations
	}
	return nil
}

// TypeOf returns the Go type registered under a schema name.
func TypeOf(schema string) (reflect.Type, bool) {
	t, ok := schemas.Load(schema)
	if !ok {
		return nil, false
	}
	return t.(reflect.Type), true
}

// Schemas calls fn for every registered schema name (unordered).
func Schemas(fn func(name string, t reflect.Type)) {
	schemas.Range(func(k, v any) bool { fn(k.(string), v.(reflect.Type)); return true })
}
