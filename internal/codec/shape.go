package codec

import "reflect"

// Shape describes a document type's members as the codec sees them, for the
// schema generator: the same declarations drive validation and schemas.
type Shape struct {
	Open   bool // undeclared members are accepted and preserved
	Fields []FieldShape
}

// FieldShape is one declared member.
type FieldShape struct {
	Name     string
	Type     reflect.Type
	Required bool
	C        Constraints
	// Since is the contract version that introduced the member (hf
	// since; 0: every contract).
	Since Version
}

// Constraints are a member's schema keywords (nil pointer / negative = none).
type Constraints struct {
	Const         *string // string, number or boolean literal text
	ConstIsNumber bool
	ConstIsBool   bool
	// AnyOf are the integer constants a number member must be one of
	// (nil: any).
	AnyOf     []int64
	MinLength int
	MaxLength int
	Minimum   *Bound
	Maximum   *Bound
	MinItems  int
	MaxItems  int
	// MaxProperties bounds the entries of a record (-1: none).
	MaxProperties int
	// KeyPattern is the pattern every key of a record must match ("":
	// any key).
	KeyPattern string
	Nullable   bool
	Pattern    string
	Item       *Constraints
}

// Bound is a numeric schema bound.
type Bound struct {
	Value     float64
	Exclusive bool
}

// ShapeOf returns the shape of struct type t, or of the wire form of an
// object primitive t (ok false for other types).
func ShapeOf(t reflect.Type) (Shape, bool) {
	pl := planOf(t)
	if pl.kind == kObject {
		pl = pl.elem // the members of its wire form
	}
	if pl.kind != kStruct {
		return Shape{}, false
	}
	s := Shape{Open: pl.open}
	for _, f := range pl.fields {
		s.Fields = append(s.Fields, FieldShape{
			Name: f.name, Type: f.plan.t, Required: f.required,
			C:     exportConstraints(f.c, f.plan),
			Since: f.since,
		})
	}
	return s, true
}

// TypeConstraints returns the type-level constraints of t (RegisterTypeTag).
func TypeConstraints(t reflect.Type) Constraints {
	pl := planOf(t)
	return exportConstraints(resolve(pl, nil), pl)
}

func exportConstraints(c *constraints, pl *plan) Constraints {
	out := Constraints{MinLength: -1, MaxLength: -1, MinItems: -1, MaxItems: -1, MaxProperties: -1}
	if c == nil {
		return out
	}
	target := pl
	for target.kind == kPtr {
		target = target.elem
	}
	if c.constSet {
		v := c.constStr
		out.Const = &v
		out.ConstIsNumber = target.kind == kInt || target.kind == kUint || target.kind == kFloat
		out.ConstIsBool = target.kind == kBool
	}
	out.AnyOf = c.anyOf
	out.MinLength, out.MaxLength = c.minLength, c.maxLength
	out.MinItems, out.MaxItems = c.minItems, c.maxItems
	out.MaxProperties, out.KeyPattern = c.maxProps, c.keyPattern
	if c.min != nil {
		out.Minimum = &Bound{c.min.val, c.min.exclusive}
	}
	if c.max != nil {
		out.Maximum = &Bound{c.max.val, c.max.exclusive}
	}
	out.Nullable, out.Pattern = c.nullable, c.pattern
	if c.item != nil && (target.kind == kSlice || target.kind == kMap) {
		ic := exportConstraints(c.item, target.elem)
		out.Item = &ic
	}
	return out
}
