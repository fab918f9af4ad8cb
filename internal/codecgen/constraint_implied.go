package codecgen

import (
	"reflect"
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Constraints the member checks imply. A document the generated decoder
// accepted passed every check of its members (their hf keywords and their
// types' vocabularies): a constraint that only restates such checks — a
// required string is not empty, a number is within its bounds, a
// vocabulary member is one of its values, each after a test that the member
// is there — is then true. implied proves it from the expression's syntax
// tree and the members' checks, for the forms below; any other form is not
// proved (false). Apply skips the evaluation of such a constraint on an
// accepted document only (constraintrt.Entry.Implied); elsewhere, as on a Go
// value whose member failed its check, the constraint is evaluated as
// before.

// implied reports whether the expression n is true on every document of
// struct type t the generated decoder accepts. present lists the members
// known to be there and not null where n is evaluated (the operands of a
// disjunction after a test that a member is null or undefined).
func implied(t reflect.Type, aliases []string, n *rt.Node, present []string) bool {
	switch n.Op {
	case rt.OpLiteral:
		return n.Lit.Kind == rt.LitBool && n.Lit.B
	case rt.OpAnd:
		for _, a := range n.Args {
			if !implied(t, aliases, a, present) {
				return false
			}
		}
		return len(n.Args) > 0
	case rt.OpOr:
		if enumCovered(t, aliases, n) {
			return true
		}
		for _, a := range n.Args {
			if implied(t, aliases, a, present) {
				return true
			}
			// The next operand is evaluated only when a is false: a
			// member a tests for null or undefined is then there.
			if name, ok := nullTest(t, aliases, a, "=="); ok {
				present = append(slices.Clip(present), name)
			}
		}
		return false
	case rt.OpCompare:
		return impliedCompare(t, aliases, n, present)
	}
	return false
}

// member returns the top-level member a path names (no alias, index,
// member step or length), with its declaration.
func member(t reflect.Type, aliases []string, n *rt.Node) (codec.GenField, bool) {
	if n.Op != rt.OpPath {
		return codec.GenField{}, false
	}
	p := &n.Path
	if p.Param >= 0 || p.Index >= 0 || len(p.Segs) > 0 || p.Length || slices.Contains(aliases, p.Head) {
		return codec.GenField{}, false
	}
	return fieldOf(t, p.Head)
}

// memberAndLiteral returns the member and the literal of a comparison of a
// member with a literal, and the operator as if the member were on the left.
func memberAndLiteral(t reflect.Type, aliases []string, n *rt.Node) (f codec.GenField, lit rt.Lit, op string, ok bool) {
	if len(n.Args) != 2 {
		return f, lit, "", false
	}
	l, r := n.Args[0], n.Args[1]
	op = n.Cmp
	if _, isLit := literal(t, aliases, l); isLit {
		l, r, op = r, l, mirror(op)
	}
	if lit, ok = literal(t, aliases, r); !ok {
		return f, lit, "", false
	}
	f, ok = member(t, aliases, l)
	return f, lit, op, ok
}

// literal returns the value of a literal, or of undefined: the name
// undefined, which reads a member the document does not declare.
func literal(t reflect.Type, aliases []string, n *rt.Node) (rt.Lit, bool) {
	if n.Op == rt.OpLiteral {
		return n.Lit, true
	}
	if p := &n.Path; n.Op == rt.OpPath && p.Param < 0 && p.Head == "undefined" && p.Index < 0 && len(p.Segs) == 0 &&
		!p.Length && !slices.Contains(aliases, p.Head) {
		if _, declared := fieldOf(t, p.Head); !declared {
			return rt.Lit{Kind: rt.LitUndefined}, true
		}
	}
	return rt.Lit{}, false
}

// nullTest reports whether n is the comparison of a member with null or
// undefined under op (== or !=), and returns the member's name.
func nullTest(t reflect.Type, aliases []string, n *rt.Node, op string) (string, bool) {
	if n.Op != rt.OpCompare {
		return "", false
	}
	f, lit, o, ok := memberAndLiteral(t, aliases, n)
	if !ok || o != op || lit.Kind != rt.LitNull && lit.Kind != rt.LitUndefined {
		return "", false
	}
	return f.Name, true
}

// there reports whether member f of an accepted document is there and not
// null: a member of every contract that is required and no pointer, or one
// in present.
func there(f codec.GenField, present []string) bool {
	if slices.Contains(present, f.Name) {
		return true
	}
	return f.Required && f.Since == 0 && f.Type.Kind() != reflect.Pointer
}

// valueInfo is the plan of the value of member f (a pointer's pointee).
func valueInfo(f codec.GenField) codec.GenType {
	info := codec.GenInfo(f.Type)
	if info.Kind == codec.GenPtr {
		info = codec.GenInfo(info.Elem)
	}
	return info
}

// impliedCompare reports whether the comparison n of a member with a
// literal is implied: a test that the member is not null or undefined of a
// member there, a string member's minimum length, a number member's
// bounds.
func impliedCompare(t reflect.Type, aliases []string, n *rt.Node, present []string) bool {
	if _, ok := nullTest(t, aliases, n, "!="); ok {
		f, _, _, _ := memberAndLiteral(t, aliases, n)
		return there(f, present)
	}
	if impliedLength(t, aliases, n, present) {
		return true
	}
	f, lit, op, ok := memberAndLiteral(t, aliases, n)
	if !ok || !there(f, present) || f.Checks == nil {
		return false
	}
	info := valueInfo(f)
	switch info.Kind {
	case codec.GenString:
		// s != '' of a string of at least one character.
		return op == "!=" && lit.Kind == rt.LitString && lit.S == "" && f.Checks.MinLength() >= 1
	case codec.GenInt, codec.GenUint, codec.GenFloat:
		if lit.Kind != rt.LitNumber {
			return false
		}
		lo, loEx, hasLo := f.Checks.Min()
		hi, hiEx, hasHi := f.Checks.Max()
		if info.Kind == codec.GenUint && (!hasLo || lo < 0) {
			lo, loEx, hasLo = 0, false, true
		}
		a := lit.F
		switch op {
		case ">=":
			return hasLo && lo >= a
		case ">":
			return hasLo && (lo > a || lo == a && loEx)
		case "<=":
			return hasHi && hi <= a
		case "<":
			return hasHi && (hi < a || hi == a && hiEx)
		}
	}
	return false
}

// enumCovered reports whether the disjunction n compares one vocabulary
// member there with string literals (==) that list every value of its
// closed vocabulary.
func enumCovered(t reflect.Type, aliases []string, n *rt.Node) bool {
	var name string
	var values []string
	for _, a := range n.Args {
		if a.Op != rt.OpCompare {
			return false
		}
		f, lit, op, ok := memberAndLiteral(t, aliases, a)
		if !ok || op != "==" || lit.Kind != rt.LitString || name != "" && f.Name != name {
			return false
		}
		if name == "" {
			info := codec.GenInfo(f.Type)
			if !there(f, nil) || info.Kind != codec.GenEnum || info.EnumOpen || len(info.EnumValues) == 0 {
				return false
			}
			name, values = f.Name, info.EnumValues
		}
		values = slices.DeleteFunc(slices.Clone(values), func(v string) bool { return v == lit.S })
	}
	return name != "" && len(values) == 0
}

// impliedLength reports whether n compares len(s), the length of a string
// member there, with a number its length checks imply: len(s) >= a (or >)
// where the member's minimum length is at least one and at least a (above
// a), len(s) <= a (or <) where its maximum length is at most a (below a).
func impliedLength(t reflect.Type, aliases []string, n *rt.Node, present []string) bool {
	if len(n.Args) != 2 {
		return false
	}
	s, r, op := n.Args[0], n.Args[1], n.Cmp
	if r.Op != rt.OpLiteral {
		s, r, op = r, s, mirror(op)
	}
	if r.Op != rt.OpLiteral || r.Lit.Kind != rt.LitNumber {
		return false
	}
	f, ok := lengthOf(t, aliases, s)
	if !ok || !there(f, present) || valueInfo(f).Kind != codec.GenString || f.Checks == nil {
		return false
	}
	a := r.Lit.F
	lo, hi := float64(f.Checks.MinLength()), float64(f.Checks.MaxLength())
	switch op {
	case ">=":
		return lo >= 1 && lo >= a
	case ">":
		return lo >= 1 && lo > a
	case "<=":
		return hi >= 0 && hi <= a
	case "<":
		return hi >= 0 && hi < a
	}
	return false
}

// lengthOf returns the top-level member whose length n reads: len(s), or
// the path s.length.
func lengthOf(t reflect.Type, aliases []string, n *rt.Node) (codec.GenField, bool) {
	if n.Op == rt.OpCall {
		if n.Func != "len" || len(n.Args) != 1 {
			return codec.GenField{}, false
		}
		return member(t, aliases, n.Args[0])
	}
	if n.Op != rt.OpPath || !n.Path.Length {
		return codec.GenField{}, false
	}
	m := *n
	m.Path.Length = false
	return member(t, aliases, &m)
}
