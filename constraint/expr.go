package constraint

import (
	"maps"
	"strconv"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/lex"
)

// Expr is a compiled expression. It is immutable and safe for concurrent
// evaluation by any number of goroutines.
type Expr struct {
	src     string
	root    node
	reads   []string // root names read, in order of first use
	docArgs []string // bare names given to document-level builtins
}

// Compile parses an expression. Every syntax problem — in the tokens, in the
// grammar, inside .every bodies and builtin arguments, after the point where
// upstream would stop reading, nesting deeper than MaxDepth, a text longer
// than MaxExpressionBytes — is reported
// here as a *SyntaxError; evaluation of a compiled expression never meets
// one.
func Compile(src string) (*Expr, error) {
	x, err := compile(src)
	if err != nil {
		return nil, err
	}
	return x, nil
}

func compile(src string) (*Expr, *SyntaxError) {
	if len(src) > MaxExpressionBytes {
		return nil, &SyntaxError{Msg: "Expression of " + strconv.Itoa(len(src)) + " bytes exceeds the limit of " +
			strconv.Itoa(MaxExpressionBytes) + " bytes", Pos: MaxExpressionBytes}
	}
	toks, err := tokenize(src)
	if err != nil {
		return nil, err
	}
	p := &parser{src: src, toks: toks, depth: 1}
	root, err := p.expression()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.typ != tEOF {
		return nil, errAt(t, "Unexpected token after end of expression: "+t.describe())
	}
	return &Expr{src: src, root: root, reads: p.reads, docArgs: p.docArgs}, nil
}

// MustCompile is like Compile but panics on error. It is intended for
// expressions written in the program and for tests.
func MustCompile(src string) *Expr {
	x, err := Compile(src)
	if err != nil {
		panic("constraint: MustCompile(" + lex.Quote(src) + "): " + err.Error())
	}
	return x
}

// String returns the source text of x.
func (x *Expr) String() string { return x.src }

// Eval evaluates x against a document, which must be a JSON object. The
// error is nil or an *EvalError: tree_budget_conserved's conversion failure,
// or a document that is not an object (wrapping ErrNotObject). Missing or
// wrongly-typed data never causes an error.
func (x *Expr) Eval(doc Value, opts ...EvalOption) (Value, error) {
	v, err := x.run(doc, nil, opts)
	if err != nil {
		return undefined, err
	}
	return v, nil
}

// run evaluates x with the given document aliases, then the options.
func (x *Expr) run(doc Value, aliases []string, opts []EvalOption) (Value, *EvalError) {
	if doc.k != KindObject {
		return undefined, notObject(doc)
	}
	e := getEnv(doc, aliases)
	defer putEnv(e)
	applyOptions(e, opts)
	v := x.root.eval(e)
	return v, e.err
}

// Check evaluates x and returns the truthiness of its value: the verdict of
// a constraint.
func (x *Expr) Check(doc Value, opts ...EvalOption) (bool, error) {
	v, err := x.Eval(doc, opts...)
	return err == nil && v.Truthy(), err
}

func notObject(doc Value) *EvalError {
	return &EvalError{Msg: "document must be a JSON object, got " + doc.k.String(), Err: ErrNotObject}
}

// EvalOption configures one evaluation.
type EvalOption func(*env)

// WithPrevious supplies the previous state of the document for the temporal
// builtins changed, previous and delta. It is seen as
// the root member _previous, in place of any _previous member the document
// has.
func WithPrevious(prev Value) EvalOption {
	return func(e *env) { e.prev, e.hasPrev = prev, true }
}

// WithAlias binds the document under name as well as at the root (a real
// member with that name takes precedence), as a file does for the bare
// names it passes to document-level builtins.
func WithAlias(name string) EvalOption {
	return func(e *env) {
		// The capacity limit makes append copy: a file's alias list is shared.
		e.aliases = append(e.aliases[:len(e.aliases):len(e.aliases)], name)
	}
}

// WithoutAliases evaluates literally: no document aliases, not even a
// file's own (upstream's behaviour, where saga_amount_conserved(saga) sees
// undefined). Options apply in order, so a later WithAlias still adds one.
func WithoutAliases() EvalOption {
	return func(e *env) { e.aliases = nil }
}

// WithEvaluationTimestamp sets the evaluation timestamp, the value of
// now(): a text beginning with a date and time (YYYY-MM-DDThh:mm:ss) is
// returned as it is; any other text is ignored, and now() reads the clock.
func WithEvaluationTimestamp(ts string) EvalOption {
	return func(e *env) { e.timestamp, e.hasTimestamp = ts, true }
}

// WithFeatureFlags sets the feature flags that select a constraint's
// alternative expression (Constraint.ResolveExpression) when a file's
// constraints are evaluated; a copy of flags is taken. Expressions
// evaluated on their own ignore them.
func WithFeatureFlags(flags map[string]bool) EvalOption {
	flags = maps.Clone(flags)
	return func(e *env) { e.flags = flags }
}

// WithContract selects the contract whose shipped constraint files the
// schema-level entry points (EvaluateSchema, EvaluateValue, Check,
// CheckDocument) evaluate; without it, or with the zero Contract, they
// evaluate those of the library's default contract,
// hounfour.ContractVersion. Evaluations of a file or an expression ignore
// it.
func WithContract(c hounfour.Contract) EvalOption {
	return func(e *env) { e.contract = c }
}

// optionsOf returns the evaluation context the options set.
func optionsOf(opts []EvalOption) *env {
	e := &env{}
	applyOptions(e, opts)
	return e
}

func applyOptions(e *env, opts []EvalOption) {
	for _, o := range opts {
		if o != nil {
			o(e)
		}
	}
}
