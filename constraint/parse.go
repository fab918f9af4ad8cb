package constraint

import (
	"slices"
	"strconv"
	"strings"
)

// MaxDepth is the maximum nesting depth of an expression: the top level is depth
// 1, and a parenthesized group, a builtin's argument list, an array literal, an
// .every body and the operand of ! each go one level deeper. 31 nested parentheses
// are accepted, 32 are not.
const MaxDepth = 32

// MaxExpressionBytes is the longest expression Compile accepts: 65,536
// bytes, a hundred times the longest shipped expression. Compiling costs
// memory in proportion to the length (a token, and up to a node, per byte),
// so the cap bounds it (deviation 76 in COMPATIBILITY.md).
const MaxExpressionBytes = 64 << 10

// parser is a recursive-descent parser for the expression grammar written out
// above each parsing method. Every problem is a *SyntaxError; nothing is left for
// evaluation time.
type parser struct {
	src    string
	toks   []token
	i      int
	depth  int
	params []string // enclosing .every parameters, outermost first

	reads   []string // root names the expression reads, first use first
	docArgs []string // bare root names passed to document-level builtins
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.typ != tEOF {
		p.i++
	}
	return t
}

func (p *parser) is(typ tokType, val string) bool {
	t := p.toks[p.i]
	return t.typ == typ && t.val == val
}

func errAt(t token, msg string) *SyntaxError { return &SyntaxError{Msg: msg, Pos: t.pos} }

// expect consumes the token typ/val or reports "Expected <what>, got …".
func (p *parser) expect(typ tokType, val, what string) *SyntaxError {
	if p.is(typ, val) {
		p.next()
		return nil
	}
	t := p.peek()
	return errAt(t, "Expected "+what+", got "+t.describe())
}

// enter opens a nesting level at token t.
func (p *parser) enter(t token) *SyntaxError {
	p.depth++
	if p.depth > MaxDepth {
		return errAt(t, "Expression nesting exceeds maximum depth")
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// param returns the nesting level of the innermost .every parameter called
// name, or -1.
func (p *parser) param(name string) int {
	for i := len(p.params) - 1; i >= 0; i-- {
		if p.params[i] == name {
			return i
		}
	}
	return -1
}

// Expression = Disjunction [ "=>" Disjunction ] .
func (p *parser) expression() (node, *SyntaxError) {
	a, err := p.disjunction()
	if err != nil || p.peek().typ != tArrow {
		return a, err
	}
	p.next()
	b, err := p.disjunction()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.typ == tArrow {
		return nil, errAt(t, `Only one "=>" is allowed per level; use parentheses`)
	}
	return newImplies(a, b), nil
}

// Disjunction = Conjunction { "||" Conjunction } . One operand passes its
// value through unchanged.
func (p *parser) disjunction() (node, *SyntaxError) {
	return p.chain("||", p.conjunction, newOr)
}

// Conjunction = Comparison { "&&" Comparison } .
func (p *parser) conjunction() (node, *SyntaxError) {
	return p.chain("&&", p.comparison, newAnd)
}

// chain parses operand { op operand } and joins two or more operands.
func (p *parser) chain(op string, operand func() (node, *SyntaxError), join func([]node) node) (node, *SyntaxError) {
	x, err := operand()
	if err != nil || !p.is(tOp, op) {
		return x, err
	}
	xs := []node{x}
	for p.is(tOp, op) {
		p.next()
		if x, err = operand(); err != nil {
			return nil, err
		}
		xs = append(xs, x)
	}
	return join(xs), nil
}

func (p *parser) compOp() (cmpOp, bool) {
	t := p.peek()
	if t.typ != tOp {
		return 0, false
	}
	op, ok := cmpOps[t.val]
	return op, ok
}

// Comparison = Unary [ CompOp Unary ] . (non-associative)
func (p *parser) comparison() (node, *SyntaxError) {
	l, err := p.unary()
	if err != nil {
		return nil, err
	}
	op, ok := p.compOp()
	if !ok {
		return l, nil
	}
	p.next()
	r, err := p.unary()
	if err != nil {
		return nil, err
	}
	if _, chained := p.compOp(); chained {
		return nil, errAt(p.peek(), "Chained comparison is not allowed")
	}
	return &comparison{op: op, l: l, r: r}, nil
}

// Unary = "!" Unary | Primary .
func (p *parser) unary() (node, *SyntaxError) {
	if !p.is(tOp, "!") {
		return p.primary()
	}
	bang := p.next()
	if err := p.enter(bang); err != nil {
		return nil, err
	}
	x, err := p.unary()
	if err != nil {
		return nil, err
	}
	p.leave()
	return &notNode{x}, nil
}

// Primary = "(" Expression ")" | ArrayLit | NUMBER | STRING | "null" | "true"
// | "false" | BuiltinCall | Path .
func (p *parser) primary() (node, *SyntaxError) {
	t := p.peek()
	switch t.typ {
	case tParen:
		if t.val != "(" {
			break
		}
		p.next()
		if err := p.enter(t); err != nil {
			return nil, err
		}
		x, err := p.expression()
		if err != nil {
			return nil, err
		}
		if err := p.expect(tParen, ")", `paren ")"`); err != nil {
			return nil, err
		}
		p.leave()
		return x, nil
	case tBracket:
		if t.val == "[" {
			return p.arrayLit()
		}
	case tNumber:
		p.next()
		return &literal{Number(t.num)}, nil
	case tString:
		p.next()
		return &literal{String(t.val)}, nil
	case tIdent:
		p.next()
		if lit, ok := keywordValue(t.val); ok {
			return &literal{lit}, nil
		}
		if b := builtinByName[t.val]; b != nil {
			return p.call(b)
		}
		return p.path(t)
	case tEOF:
		return nil, errAt(t, "Unexpected end of expression")
	}
	return nil, errAt(t, "Unexpected token: "+t.describe())
}

func keywordValue(s string) (Value, bool) {
	switch s {
	case "null":
		return null, true
	case "true":
		return vTrue, true
	case "false":
		return vFalse, true
	}
	return undefined, false
}

// ArrayLit = "[" [ Element { "," Element } ] "]" .
// Element  = STRING | NUMBER | "null" | "true" | "false" | Path .
func (p *parser) arrayLit() (node, *SyntaxError) {
	open := p.next()
	if err := p.enter(open); err != nil {
		return nil, err
	}
	lit := &arrayLit{}
	if p.is(tBracket, "]") {
		p.next()
		p.leave()
		return lit, nil
	}
	for {
		t := p.peek()
		var x node
		var err *SyntaxError
		switch {
		case t.typ == tString || t.typ == tNumber:
			x, err = p.primary()
		case t.typ == tIdent && builtinByName[t.val] == nil:
			x, err = p.primary() // a keyword literal or a path
		case t.typ == tEOF:
			err = errAt(t, "Unexpected end of expression")
		default:
			err = errAt(t, "Invalid array literal element: "+t.describe())
		}
		if err != nil {
			return nil, err
		}
		lit.elems = append(lit.elems, x)
		if p.is(tComma, ",") {
			p.next()
			continue
		}
		if err := p.expect(tBracket, "]", `bracket "]"`); err != nil {
			return nil, err
		}
		p.leave()
		return lit, nil
	}
}

// call parses the argument list of builtin b.
func (p *parser) call(b *builtin) (node, *SyntaxError) {
	open := p.peek()
	if err := p.expect(tParen, "(", `paren "("`); err != nil {
		return nil, err
	}
	if err := p.enter(open); err != nil {
		return nil, err
	}
	var n node
	switch b.shape {
	case noArgs:
		n = &call0{fn: b}
	case rawArg:
		rp, err := p.rawPath()
		if err != nil {
			return nil, err
		}
		n = &temporal{name: b.name, fn: b.temporal, p: rp}
	case manyArgs, fiveArgs:
		c := &callN{fn: b}
		for {
			a, err := p.expression()
			if err != nil {
				return nil, err
			}
			c.args = append(c.args, a)
			if b.shape == fiveArgs && len(c.args) == 5 || b.shape == manyArgs && len(c.args) >= 2 && !p.is(tComma, ",") {
				break
			}
			if err := p.expect(tComma, ",", "comma"); err != nil {
				return nil, err
			}
		}
		n = c
	case primaryArgs:
		a, err := p.primary()
		if err != nil {
			return nil, err
		}
		c := &call{fn: b, a: a}
		if p.is(tComma, ",") {
			p.next()
			if c.b, err = p.primary(); err != nil {
				return nil, err
			}
		}
		n = c
	default:
		a, err := p.expression()
		if err != nil {
			return nil, err
		}
		if b.docLevel {
			if pa, ok := a.(*path); ok && pa.param < 0 && pa.index < 0 && len(pa.segs) == 0 && !pa.length {
				p.docArgs = appendNew(p.docArgs, pa.head)
			}
		}
		c := &call{fn: b, a: a}
		if b.shape == twoArgs || b.shape == threeArgs || b.shape == fourArgs {
			if err := p.expect(tComma, ",", "comma"); err != nil {
				return nil, err
			}
			if c.b, err = p.expression(); err != nil {
				return nil, err
			}
		}
		if b.shape == threeArgs || b.shape == fourArgs {
			if err := p.expect(tComma, ",", "comma"); err != nil {
				return nil, err
			}
			if c.c, err = p.expression(); err != nil {
				return nil, err
			}
		}
		if b.shape == fourArgs {
			if err := p.expect(tComma, ",", "comma"); err != nil {
				return nil, err
			}
			if c.d, err = p.expression(); err != nil {
				return nil, err
			}
		}
		n = c
	}
	if err := p.expect(tParen, ")", `paren ")"`); err != nil {
		return nil, err
	}
	p.leave()
	return n, nil
}

// appendNew appends name to list unless it is there already.
func appendNew(list []string, name string) []string {
	if slices.Contains(list, name) {
		return list
	}
	return append(list, name)
}

// rawPath = IDENT { "." IDENT } with any identifiers, keywords and builtin
// names included (the temporal builtins' argument).
func (p *parser) rawPath() (rawPath, *SyntaxError) {
	t := p.next()
	if t.typ != tIdent {
		return rawPath{}, errAt(t, "Expected identifier, got "+t.describe())
	}
	rp := rawPath{param: p.param(t.val), head: t.val}
	if rp.param < 0 {
		p.reads = appendNew(p.reads, t.val)
	}
	for p.is(tDot, ".") {
		p.next()
		id := p.next()
		if id.typ != tIdent {
			return rawPath{}, errAt(id, "Expected identifier after dot")
		}
		rp.segs = append(rp.segs, id.val)
	}
	return rp, nil
}

// path parses a Path whose head identifier has been consumed:
//
//	Path = Head ( "[" INDEX "]" { "." IDENT }
//	            | { "." IDENT } [ "." "length" | "." "every" "(" Param "=>" Expression ")" ] ) .
func (p *parser) path(head token) (node, *SyntaxError) {
	if p.is(tParen, "(") {
		return nil, errAt(head, "Unknown function: "+head.val)
	}
	pa := &path{param: p.param(head.val), head: head.val, index: -1}
	if pa.param < 0 {
		p.reads = appendNew(p.reads, head.val)
	}
	if p.is(tBracket, "[") {
		p.next()
		t := p.next()
		if t.typ != tNumber || strings.IndexByte(t.val, '.') >= 0 {
			return nil, errAt(t, "Expected numeric index in array access")
		}
		pa.index = parseIndex(t.val)
		if err := p.expect(tBracket, "]", `bracket "]"`); err != nil {
			return nil, err
		}
		for p.is(tDot, ".") {
			p.next()
			id := p.next()
			if id.typ != tIdent {
				return nil, errAt(id, "Expected identifier after dot")
			}
			if p.is(tParen, "(") {
				return nil, errAt(id, "Method calls are not supported: "+id.val)
			}
			pa.segs = append(pa.segs, id.val)
		}
		return pa, p.noIndex()
	}
	for p.is(tDot, ".") {
		p.next()
		id := p.next()
		if id.typ != tIdent {
			return nil, errAt(id, "Expected identifier after dot")
		}
		switch {
		case p.is(tParen, "(") && id.val != "every":
			return nil, errAt(id, "Method calls are not supported: "+id.val)
		case id.val == "length":
			pa.length = true
			return pa, p.noIndex()
		case id.val == "every":
			return p.every(pa)
		}
		pa.segs = append(pa.segs, id.val)
	}
	return pa, p.noIndex()
}

// noIndex rejects an index anywhere but directly after the first identifier.
func (p *parser) noIndex() *SyntaxError {
	if t := p.peek(); t.typ == tBracket && t.val == "[" {
		return errAt(t, "Indexing is only allowed directly after the first identifier")
	}
	return nil
}

func parseIndex(digits string) int {
	n := 0
	for i := 0; i < len(digits); i++ {
		n = n*10 + int(digits[i]-'0')
		if n > 1<<30 {
			return 1 << 30 // beyond any array: out of range
		}
	}
	return n
}

// every parses "(" Param "=>" Expression ")" after ".every".
func (p *parser) every(pa *path) (node, *SyntaxError) {
	open := p.peek()
	if err := p.expect(tParen, "(", `paren "("`); err != nil {
		return nil, err
	}
	if err := p.enter(open); err != nil {
		return nil, err
	}
	t := p.next()
	if t.typ != tIdent {
		return nil, errAt(t, "Expected parameter name in .every()")
	}
	if isKeyword(t.val) || builtinByName[t.val] != nil {
		return nil, errAt(t, "Invalid .every() parameter name: "+t.val)
	}
	if err := p.expect(tArrow, "=>", "arrow"); err != nil {
		return nil, err
	}
	level := len(p.params)
	if level >= MaxQuantifierDepth {
		return nil, errAt(t, ".every nested deeper than "+strconv.Itoa(MaxQuantifierDepth)+" levels")
	}
	p.params = append(p.params, t.val)
	body, err := p.expression()
	p.params = p.params[:level]
	if err != nil {
		return nil, err
	}
	if err := p.expect(tParen, ")", `paren ")"`); err != nil {
		return nil, err
	}
	p.leave()
	return &every{p: *pa, level: level, body: body}, nil
}
