package constraint

import (
	"reflect"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// parseSyntax compiles src and returns its syntax tree for the code
// generator (constraintrt.Parse).
func parseSyntax(src string) (*rt.Node, error) {
	x, err := Compile(src)
	if err != nil {
		return nil, err
	}
	return syntaxOf(x.root), nil
}

// syntaxOf is the syntax tree of n.
func syntaxOf(n node) *rt.Node {
	all := func(xs []node) []*rt.Node {
		out := make([]*rt.Node, len(xs))
		for i, x := range xs {
			out[i] = syntaxOf(x)
		}
		return out
	}
	switch n := n.(type) {
	case *literal:
		lit := rt.Lit{}
		switch n.v.k {
		case KindNull:
			lit.Kind = rt.LitNull
		case KindBool:
			lit.Kind, lit.B = rt.LitBool, n.v.i != 0
		case KindNumber:
			lit.Kind, lit.F = rt.LitNumber, n.v.f
		case KindString:
			lit.Kind, lit.S = rt.LitString, n.v.s
		}
		return &rt.Node{Op: rt.OpLiteral, Lit: lit}
	case *notNode:
		return &rt.Node{Op: rt.OpNot, Args: all([]node{n.x})}
	case *andNode:
		return &rt.Node{Op: rt.OpAnd, Args: all(n.xs)}
	case *orNode:
		return &rt.Node{Op: rt.OpOr, Args: all(n.xs)}
	case *implies:
		return &rt.Node{Op: rt.OpImplies, Args: all([]node{n.a, n.b})}
	case *comparison:
		return &rt.Node{Op: rt.OpCompare, Cmp: cmpGo[n.op], Args: all([]node{n.l, n.r})}
	case *path:
		return &rt.Node{Op: rt.OpPath, Path: syntaxPath(n)}
	case *every:
		return &rt.Node{Op: rt.OpEvery, Path: syntaxPath(&n.p), Level: n.level, Args: all([]node{n.body})}
	case *arrayLit:
		return &rt.Node{Op: rt.OpArray, Args: all(n.elems)}
	case *call:
		args := []node{n.a}
		if n.b != nil {
			args = append(args, n.b)
		}
		if n.c != nil {
			args = append(args, n.c)
		}
		if n.d != nil {
			args = append(args, n.d)
		}
		return &rt.Node{Op: rt.OpCall, Func: n.fn.name, Args: all(args)}
	case *callN:
		return &rt.Node{Op: rt.OpCall, Func: n.fn.name, Args: all(n.args)}
	case *call0:
		return &rt.Node{Op: rt.OpCall, Func: n.fn.name}
	case *temporal:
		return &rt.Node{Op: rt.OpTemporal, Func: n.name,
			Path: rt.Path{Param: n.p.param, Head: n.p.head, Index: -1, Segs: n.p.segs}}
	}
	panic("constraint: no syntax for node " + reflect.TypeOf(n).String())
}

func syntaxPath(p *path) rt.Path {
	return rt.Path{Param: p.param, Head: p.head, Index: p.index, Segs: p.segs, Length: p.length}
}

// cmpGo spells each comparison operator.
var cmpGo = [...]string{opEq: "==", opNe: "!=", opLt: "<", opGt: ">", opLe: "<=", opGe: ">="}
