package codec

import "reflect"

// GenKind is the kind of a planned type, as the code generator sees it.
type GenKind uint8

// The kinds of GenType.
const (
	GenString  GenKind = GenKind(kString)  // string or named string, not an enum
	GenEnum    GenKind = GenKind(kEnum)    // named string of a registered vocabulary
	GenBool    GenKind = GenKind(kBool)    // bool
	GenInt     GenKind = GenKind(kInt)     // signed integer
	GenUint    GenKind = GenKind(kUint)    // unsigned integer
	GenFloat   GenKind = GenKind(kFloat)   // float64
	GenText    GenKind = GenKind(kText)    // text primitive
	GenStruct  GenKind = GenKind(kStruct)  // planned struct
	GenPtr     GenKind = GenKind(kPtr)     // pointer
	GenSlice   GenKind = GenKind(kSlice)   // slice
	GenMap     GenKind = GenKind(kMap)     // map[string]X record
	GenRaw     GenKind = GenKind(kRaw)     // json.RawMessage or a raw form
	GenObject  GenKind = GenKind(kObject)  // object primitive
	GenForeign GenKind = GenKind(kForeign) // a user's type, left to encoding/json
)

// GenType is the plan of one Go type as the code generator
// (internal/codecgen) reads it: the same plan the reflective decoder,
// validation walk and encoder interpret.
type GenType struct {
	Type       reflect.Type
	Kind       GenKind
	Elem       reflect.Type // GenPtr, GenSlice, GenMap; the wire struct of a GenObject
	IntMin     int64        // GenInt: the Go type's range
	IntMax     int64
	UintMax    uint64   // GenUint
	EnumValues []string // GenEnum, in declaration order
	// EnumSince holds the GenEnum values introduced after 7.0.0 with
	// their versions (nil when none is).
	EnumSince map[string]Version
	// EnumOpen: a GenEnum of an open vocabulary (enum.Set.Open), whose
	// pattern form OpenEnum tests.
	EnumOpen bool
	RawForm  bool // GenRaw: a raw form with its own check
	// GenText registered with RegisterParser: the parser's full function
	// name (import path.Name, "" when it is no package-level function),
	// whether the parsed value may keep its text, and whether the zero
	// value is T's Go zero value.
	Parser    string
	KeepsText bool
	Open      bool // GenStruct: undeclared members kept in Unknown
	Fields    []GenField
	Custom    bool // implements Custom (a union): not planned
}

// GenField is one declared member of a GenStruct.
type GenField struct {
	Name          string // JSON member name
	GoName        string
	Type          reflect.Type
	Required      bool
	IgnoreUnknown bool    // hf ignoreUnknown: the object held ignores undeclared members
	Checks        *Checks // the member's checks (its hf keywords merged with its type's)
	Since         Version // hf since: the contract that introduced it (0: every contract)
}

var customType = reflect.TypeFor[Custom]()

// GenInfo returns the plan of t for the code generator.
func GenInfo(t reflect.Type) GenType {
	if reflect.PointerTo(t).Implements(customType) {
		return GenType{Type: t, Custom: true}
	}
	pl := planOf(t)
	g := GenType{Type: t, Kind: GenKind(pl.kind), IntMin: pl.intMin, IntMax: pl.intMax, UintMax: pl.uintMax,
		EnumValues: pl.enumVals, EnumSince: pl.enumSince, RawForm: pl.rawForm != nil, Open: pl.open, KeepsText: pl.keepsText,
		EnumOpen: pl.enumOpen != nil}
	if pl.kind == kText && pl.parseInto != nil {
		planMu.Lock()
		g.Parser = parserNames[t]
		planMu.Unlock()
	}
	if pl.elem != nil {
		g.Elem = pl.elem.t
	}
	for i := range pl.fields {
		f := &pl.fields[i]
		g.Fields = append(g.Fields, GenField{Name: f.name, GoName: f.goName, Type: f.plan.t, Required: f.required,
			IgnoreUnknown: f.c != nil && f.c.ignoreUnknown, Checks: checksOf(f.c), Since: f.since})
	}
	return g
}

// GenMethods is what the code generator reads of a type's registration to
// write its methods (Meta.Methods).
type GenMethods struct {
	Registered bool
	Schema     string
	Methods    Methods // as registered: zero is the default set
	Doc        Doc
	Warnings   bool   // Meta.Warnings is set
	Upstream   bool   // Meta.UpstreamRules is set
	ID         string // Meta.ID
}

// MethodsOf returns the registration of t as the method writer reads it.
func MethodsOf(t reflect.Type) GenMethods {
	m, ok := metas.Load(t)
	if !ok {
		return GenMethods{}
	}
	mt := m.(*meta)
	return GenMethods{Registered: true, Schema: mt.schema, Methods: mt.methods, Doc: mt.doc,
		Warnings: mt.warnings != nil, Upstream: mt.upstream != nil, ID: mt.id}
}

// RegisteredTypes returns every type registered with Register (unordered).
func RegisteredTypes() []reflect.Type {
	var out []reflect.Type
	metas.Range(func(k, _ any) bool { out = append(out, k.(reflect.Type)); return true })
	return out
}

// ZeroByEqual reports whether a text or object primitive t is absent when
// it equals its zero value (IsZero), rather than when its IsZero method
// says so: the test the encoder makes, for the code generator.
func ZeroByEqual(t reflect.Type) bool {
	pl := planOf(t)
	_, hasIsZero := t.MethodByName("IsZero")
	if pl.kind == kText {
		planMu.Lock()
		_, registered := zeroTests[t]
		planMu.Unlock()
		return registered || !hasIsZero
	}
	return !hasIsZero
}
