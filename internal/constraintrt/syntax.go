package constraintrt

// The syntax tree of a compiled expression, as the code generator
// (internal/codecgen) reads it: Parse returns it.

// Op is the operation of a Node.
type Op uint8

// The operations.
const (
	OpLiteral  Op = iota // Lit
	OpNot                // !Args[0]
	OpAnd                // Args[0] && Args[1] && …
	OpOr                 // Args[0] || Args[1] || …
	OpImplies            // Args[0] => Args[1]
	OpCompare            // Args[0] Cmp Args[1]
	OpPath               // Path
	OpEvery              // Path.every(param => Args[0]), the parameter at Level
	OpArray              // [Args…]
	OpCall               // Func(Args…)
	OpTemporal           // Func(Path): changed, previous, delta
)

// Node is a node of an expression's syntax tree.
type Node struct {
	Op    Op
	Cmp   string // OpCompare: ==, !=, <, >, <= or >=
	Lit   Lit    // OpLiteral
	Path  Path   // OpPath; OpEvery: the array; OpTemporal: the argument
	Level int    // OpEvery: the nesting level of its parameter (0 outermost)
	Func  string // OpCall, OpTemporal: the builtin's name
	Args  []*Node
}

// Lit is a literal value.
type Lit struct {
	Kind LitKind
	S    string  // LitString
	F    float64 // LitNumber
	B    bool    // LitBool
}

// LitKind is the kind of a literal.
type LitKind uint8

// The kinds of literals.
const (
	LitUndefined LitKind = iota
	LitNull
	LitBool
	LitNumber
	LitString
)

// Path is a field reference: a head (the parameter of the .every at level
// Param, or when Param < 0 a root name), an optional index right after it
// (Index ≥ 0), member steps and an optional terminal .length.
type Path struct {
	Param  int
	Head   string
	Index  int
	Segs   []string
	Length bool
}

// Parse compiles an expression and returns its syntax tree (ParseHook).
func Parse(src string) (*Node, error) { return ParseHook(src) }
