package codecgen

import (
	"math"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// The state-bearing builtins whose verdict without state generated code
// can give: utf8_byte_length_max, percentiles_monotonic_nondecreasing and
// plan_content_hash_unchanged_since_signoff (true for any string without
// a ledger, and constraint routes never pass one).

// planHashCall writes plan_content_hash_unchanged_since_signoff(H): H is a
// string.
func (w *exprWriter) planHashCall(n *rt.Node) val {
	w.cost++
	v := w.node(n.Args[0])
	w.chargeSize(v)
	if v.pres == "false" {
		return boolVal("false")
	}
	switch v.class {
	case 's':
		return boolVal(v.pres)
	case 'r':
		decline()
	}
	return boolVal("false")
}

// utf8CapCall writes utf8_byte_length_max(V, CAP) for a constant CAP: V is
// a string whose UTF-8 length is at most CAP, a finite positive integer.
func (w *exprWriter) utf8CapCall(n *rt.Node) val {
	w.cost++
	v := w.node(n.Args[0])
	c := w.node(n.Args[1])
	w.chargeSize(v)
	w.chargeSize(c)
	if c.c == nil {
		decline()
	}
	k := c.c
	if k.kind != rt.LitNumber || k.big || !(k.f > 0) || math.IsInf(k.f, 0) || k.f != math.Trunc(k.f) {
		return boolVal("false")
	}
	if v.pres == "false" {
		return boolVal("false")
	}
	switch v.class {
	case 's':
		e := w.eager(v)
		limit := strconv.FormatFloat(k.f, 'f', -1, 64)
		if k.f > math.MaxInt32 {
			return boolVal(e.pres)
		}
		return boolVal(and(e.pres, "constraintrt.UTF8Len("+e.v+") <= "+limit))
	case 'r':
		decline()
	}
	return boolVal("false")
}

// percentilesCall writes percentiles_monotonic_nondecreasing(M) for a
// member M of a struct type: its p50_ms, p95_ms, p99_ms and max_ms are
// finite numbers, not negative, in non-decreasing order.
func (w *exprWriter) percentilesCall(n *rt.Node) val {
	w.cost++
	arg := n.Args[0]
	m := w.node(arg)
	w.chargeSize(m)
	if m.pres == "false" {
		return boolVal("false")
	}
	if m.class != 'x' {
		if m.class == 'r' {
			decline()
		}
		return boolVal("false")
	}
	if codec.GenInfo(m.t).Kind != codec.GenStruct || arg.Op != rt.OpPath || arg.Path.Length {
		decline()
	}
	test := m.pres
	var nums []string
	for _, name := range [...]string{"p50_ms", "p95_ms", "p99_ms", "max_ms"} {
		a := w.navigate(w.head(&arg.Path), append(pathSteps(&arg.Path), step{name: name, index: -1}))
		p := w.value(a)
		if p.pres == "false" {
			return boolVal("false")
		}
		if p.class != 'n' {
			decline()
		}
		e := w.eager(p)
		test = and(test, e.pres)
		nums = append(nums, e.v)
	}
	return boolVal(and(test, "constraintrt.Percentiles("+nums[0]+", "+nums[1]+", "+nums[2]+", "+nums[3]+")"))
}
