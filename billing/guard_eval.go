package billing

import (
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Evaluator is the conservation guard's evaluator path: a compiler of the
// constraint expressions of the guard's invariants (for example
// "bigint_gte(limit, spent)"), evaluated against the check's inputs as
// canonical strings. [GuardOptions.Evaluator] selects it; nil means
// [ConstraintEvaluator].
type Evaluator interface {
	// Compile parses an expression; an error makes the guard degraded.
	Compile(expression string) (Predicate, error)
}

// Predicate is a compiled expression.
type Predicate interface {
	// Check evaluates the expression against the inputs and returns its
	// truthiness. An error is a runtime evaluation error: the guard counts it
	// as the evaluator result "error" (a failure, never a fallback).
	Check(in Inputs) (bool, error)
}

// Inputs are the named inputs of one guard check (at most two, such as
// spent and limit), each the canonical text of an amount ("" when absent).
// The guard builds them without allocating.
type Inputs struct {
	n      int
	names  [2]string
	values [2]string
}

func inputs1(n1, v1 string) Inputs         { return Inputs{n: 1, names: [2]string{n1}, values: [2]string{v1}} }
func inputs2(n1, v1, n2, v2 string) Inputs { return Inputs{2, [2]string{n1, n2}, [2]string{v1, v2}} }

// Len returns the number of inputs.
func (in Inputs) Len() int { return in.n }

// At returns the name and value of input i (0 ≤ i < Len()).
func (in Inputs) At(i int) (name, value string) { return in.names[i], in.values[i] }

// Lookup returns the value of the named input.
func (in Inputs) Lookup(name string) (string, bool) {
	for i := 0; i < in.n; i++ {
		if in.names[i] == name {
			return in.values[i], true
		}
	}
	return "", false
}

// Map returns the inputs as a fresh map (for hooks and custom ad-hoc checks).
func (in Inputs) Map() map[string]string {
	m := make(map[string]string, in.n)
	for i := 0; i < in.n; i++ {
		m[in.names[i]] = in.values[i]
	}
	return m
}

// NativeEvaluator returns an allocation-free alternative to [ConstraintEvaluator],
// written before package constraint existed: it compiles the subset of the
// constraint language (package constraint) that the guard's expressions use — one
// call of bigint_gte, bigint_gt or bigint_eq whose two operands are field names
// (the inputs), single-quoted string literals or integer literals, with the
// builtins' semantics: a missing operand counts as 0, both are converted with
// StringToBigInt (white space trimmed, "" is 0, decimal with an optional sign, or
// 0x/0o/0b without one), and a failed conversion makes the result false. Anything
// else is a compile error, so a guard configured with such an expression becomes
// degraded. It allocates nothing for operands that fit an int64.
func NativeEvaluator() Evaluator { return nativeEvaluator{} }

type nativeEvaluator struct{}

type cmpOp uint8

const (
	opGTE cmpOp = iota
	opGT
	opEQ
)

var builtinOps = map[string]cmpOp{"bigint_gte": opGTE, "bigint_gt": opGT, "bigint_eq": opEQ}

// operand is a field reference or a literal's text.
type operand struct {
	field   string
	literal string
	isField bool
}

type nativePredicate struct {
	op   cmpOp
	args [2]operand
}

// ExpressionError is a compile error of NativeEvaluator: the message and the byte
// offset where it was found.
type ExpressionError struct {
	Msg string
	Pos int
}

func (e *ExpressionError) Error() string { return e.Msg + " at position " + strconv.Itoa(e.Pos) }

func (nativeEvaluator) Compile(expr string) (Predicate, error) {
	toks, err := tokenize(expr)
	if err != nil {
		return nil, err
	}
	// call := ident "(" operand "," operand ")" EOF
	want := func(i int, kind tokKind, text string) bool {
		return i < len(toks) && toks[i].kind == kind && (text == "" || toks[i].text == text)
	}
	fail := func(i int, msg string) error {
		pos := len(expr)
		if i < len(toks) {
			pos = toks[i].pos
		}
		return &ExpressionError{Msg: msg, Pos: pos}
	}
	if !want(0, tokIdent, "") {
		return nil, fail(0, "Unsupported expression: expected a bigint comparison call")
	}
	op, ok := builtinOps[toks[0].text]
	if !ok {
		return nil, fail(0, "Unsupported function: "+toks[0].text)
	}
	if !want(1, tokPunct, "(") {
		return nil, fail(1, `Expected paren "("`)
	}
	p := &nativePredicate{op: op}
	i := 2
	for k := 0; k < 2; k++ {
		if k == 1 {
			if !want(i, tokPunct, ",") {
				return nil, fail(i, "Expected comma")
			}
			i++
		}
		if i >= len(toks) {
			return nil, fail(i, "Unexpected end of expression")
		}
		switch t := toks[i]; t.kind {
		case tokIdent:
			if _, builtin := builtinOps[t.text]; builtin || t.text == "null" || t.text == "true" || t.text == "false" {
				return nil, fail(i, "Unsupported operand: "+t.text)
			}
			p.args[k] = operand{field: t.text, isField: true}
		case tokString, tokNumber:
			p.args[k] = operand{literal: t.text}
		default:
			return nil, fail(i, "Unsupported operand: "+t.text)
		}
		i++
	}
	if !want(i, tokPunct, ")") {
		return nil, fail(i, `Expected paren ")"`)
	}
	if i+1 != len(toks) {
		return nil, fail(i+1, "Unexpected token after end of expression: "+toks[i+1].text)
	}
	return p, nil
}

func (p *nativePredicate) Check(in Inputs) (bool, error) {
	var vals [2]string
	for k, a := range p.args {
		if a.isField {
			vals[k], _ = in.Lookup(a.field) // missing: "" converts to 0, like a nullish operand
		} else {
			vals[k] = a.literal
		}
	}
	c, ok := compareBigIntText(vals[0], vals[1])
	if !ok {
		return false, nil // a failed conversion makes the builtin false
	}
	switch p.op {
	case opGTE:
		return c >= 0, nil
	case opGT:
		return c > 0, nil
	}
	return c == 0, nil
}

// compareBigIntText converts both texts with StringToBigInt and compares
// them; ok is false when either conversion fails.
func compareBigIntText(a, b string) (int, bool) {
	x, xs, okA := stringToBigInt(a)
	y, ys, okB := stringToBigInt(b)
	if !okA || !okB {
		return 0, false
	}
	if xs == nil && ys == nil {
		switch {
		case x < y:
			return -1, true
		case x > y:
			return 1, true
		}
		return 0, true
	}
	if xs == nil {
		xs = big.NewInt(x)
	}
	if ys == nil {
		ys = big.NewInt(y)
	}
	return xs.Cmp(ys), true
}

// stringToBigInt is the constraint language's StringToBigInt conversion: the value as an int64
// when it fits (big nil), else as a *big.Int.
func stringToBigInt(s string) (small int64, large *big.Int, ok bool) {
	s = lex.TrimJSSpace(s)
	if s == "" {
		return 0, nil, true
	}
	base, digits, neg := 10, s, false
	switch {
	case len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, digits = 16, s[2:]
	case len(s) > 2 && s[0] == '0' && (s[1] == 'o' || s[1] == 'O'):
		base, digits = 8, s[2:]
	case len(s) > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'):
		base, digits = 2, s[2:]
	case s[0] == '+' || s[0] == '-':
		neg, digits = s[0] == '-', s[1:]
	}
	if digits == "" {
		return 0, nil, false
	}
	var v uint64
	fits := true
	for i := 0; i < len(digits); i++ {
		d := digitValue(digits[i])
		if d >= base {
			return 0, nil, false
		}
		if fits {
			if v > (1<<63-1-uint64(d))/uint64(base) {
				fits = false
			} else {
				v = v*uint64(base) + uint64(d)
			}
		}
	}
	if fits {
		if neg {
			return -int64(v), nil, true
		}
		return int64(v), nil, true
	}
	x, ok := new(big.Int).SetString(digits, base)
	if !ok {
		return 0, nil, false
	}
	if neg {
		x.Neg(x)
	}
	return 0, x, true
}

func digitValue(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return 99
}

type tokKind uint8

const (
	tokIdent tokKind = iota + 1
	tokString
	tokNumber
	tokPunct
)

type token struct {
	kind tokKind
	text string // identifier, punctuation, string value, number digits
	pos  int
}

// tokenize splits the subset's tokens: identifiers, single-quoted strings
// (\' and \\ escapes), integer literals and ( ) , punctuation.
func tokenize(s string) ([]token, error) {
	if !utf8.ValidString(s) {
		return nil, &ExpressionError{Msg: "Expression is not valid UTF-8", Pos: 0}
	}
	var toks []token
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch c := s[i]; {
		case lex.IsJSSpace(r):
			i += size
		case c == '(' || c == ')' || c == ',':
			toks = append(toks, token{tokPunct, s[i : i+1], i})
			i++
		case c == '\'':
			var b strings.Builder
			j := i + 1
			for ; j < len(s) && s[j] != '\''; j++ {
				if s[j] == '\\' && j+1 < len(s) && (s[j+1] == '\'' || s[j+1] == '\\') {
					j++
				}
				b.WriteByte(s[j])
			}
			if j >= len(s) {
				return nil, &ExpressionError{Msg: "Unterminated string literal", Pos: i}
			}
			toks = append(toks, token{tokString, b.String(), i})
			i = j + 1
		case '0' <= c && c <= '9':
			j := i
			for j < len(s) && '0' <= s[j] && s[j] <= '9' {
				j++
			}
			if j < len(s) && s[j] == '.' {
				return nil, &ExpressionError{Msg: "Unsupported operand: fractional number", Pos: i}
			}
			toks = append(toks, token{tokNumber, s[i:j], i})
			i = j
		case c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			j := i
			for j < len(s) && (s[j] == '_' || 'a' <= s[j] && s[j] <= 'z' || 'A' <= s[j] && s[j] <= 'Z' || '0' <= s[j] && s[j] <= '9') {
				j++
			}
			toks = append(toks, token{tokIdent, s[i:j], i})
			i = j
		default:
			return nil, &ExpressionError{Msg: "Unexpected character: " + string(r), Pos: i}
		}
	}
	return toks, nil
}
