package constraint

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// worstCost bounds the steps of evaluating n on any document within the
// default document limits: every .every visits at most n elements, every
// builtin argument has at most s elements or members (or s×64 bytes of
// string). It also returns the deepest nesting of .every.
func worstCost(x node, n, s int64) (cost int64, depth int) {
	sum := func(xs ...node) (int64, int) {
		var c int64
		d := 0
		for _, x := range xs {
			if x == nil {
				continue
			}
			cx, dx := worstCost(x, n, s)
			c += cx
			d = max(d, dx)
		}
		return c, d
	}
	switch x := x.(type) {
	case *literal:
		return 0, 0
	case *notNode:
		c, d := sum(x.x)
		return 1 + c, d
	case *andNode:
		c, d := sum(x.xs...)
		return 1 + c, d
	case *orNode:
		c, d := sum(x.xs...)
		return 1 + c, d
	case *implies:
		c, d := sum(x.a, x.b)
		return 1 + c, d
	case *comparison:
		c, d := sum(x.l, x.r)
		return 1 + c, d
	case *path:
		return 1 + int64(len(x.segs)), 0
	case *every:
		c, d := worstCost(x.body, n, s)
		return n * (1 + c), d + 1
	case *arrayLit:
		c, d := sum(x.elems...)
		return 1 + int64(len(x.elems)) + c, d
	case *call:
		c, d := sum(x.a, x.b, x.c)
		args := int64(1)
		for _, a := range []node{x.b, x.c} {
			if a != nil {
				args++
			}
		}
		if x.fn.name == "audit_trail_chain_valid" {
			c += n // an element of the argument's entries each
		}
		return 1 + c + args*s, d
	case *callN:
		c, d := sum(x.args...)
		return 1 + c + int64(len(x.args))*s, d
	case *call0:
		return 1, 0
	case *temporal:
		return 1 + int64(len(x.p.segs)), 0
	}
	panic("worstCost: unknown node")
}

// No shipped constraint runs out of the default budget on a document within
// the default limits. A rule without nested quantifiers is bounded
// statically; the two pairwise rules (the only ones with .every inside
// .every) are run on their worst-case documents.
func TestShippedRulesWithinDefaultBudget(t *testing.T) {
	t.Parallel()
	lim := codec.DefaultLimits()
	n := int64(lim.MaxElements)
	s := max(int64(lim.MaxElements), int64(lim.MaxMembers), int64(lim.MaxStringBytes/64))
	var pairwise []string
	for _, f := range shippedFiles() {
		for _, c := range f.constraints {
			if c.Expr == nil {
				continue
			}
			cost, depth := worstCost(c.Expr.root, n, s)
			switch {
			case depth > 2:
				t.Errorf("%s %s: .every nested %d deep", f.name, c.ID, depth)
			case depth == 2:
				pairwise = append(pairwise, f.SchemaName()+"/"+c.ID)
			case cost > DefaultBudget:
				t.Errorf("%s %s: worst case %d steps > %d", f.name, c.ID, cost, DefaultBudget)
			}
		}
	}
	if got, want := strings.Join(pairwise, " "), "conservation-property-registry/conservation-property-unique-ids "+
		"conservation-property-registry/conservation-liveness-unique-ids"; got != want {
		t.Errorf("rules with nested quantifiers: %s\nwant (each needs a worst-case document below) %s", got, want)
	}
	// The worst case of a pairwise uniqueness rule: an id is unique only
	// among the 110 ids its pattern allows (^I-\d{1,2}$), and the outer
	// .every stops at the first element whose id repeats, so at most 110
	// outer elements run the inner loop over all MaxElements elements. The
	// document puts the 109 first unique ids first and repeats the 110th
	// everywhere after it.
	ids := []string{}
	for i := range 10 {
		ids = append(ids, strconv.Itoa(i))
	}
	for i := range 100 {
		ids = append(ids, strconv.Itoa(i/10)+strconv.Itoa(i%10))
	}
	for _, member := range []struct{ array, id, prefix string }{
		{"properties", "invariant_id", "I-"},
		{"liveness_properties", "liveness_id", "L-"},
	} {
		t.Run(member.id, func(t *testing.T) {
			var b strings.Builder
			b.WriteString(`{"` + member.array + `":[`)
			for i := range int(n) {
				if i > 0 {
					b.WriteByte(',')
				}
				id := ids[min(i, len(ids)-1)]
				b.WriteString(`{"` + member.id + `":"` + member.prefix + id + `","name":"n"}`)
			}
			b.WriteString(`]}`)
			doc, err := DecodeJSON([]byte(b.String()))
			if err != nil {
				t.Fatal(err)
			}
			rep, err := EvaluateValue("conservation-property-registry", doc)
			if err != nil {
				t.Fatal(err)
			}
			ran := false
			for _, r := range rep.Results {
				if errors.Is(r.Err, ErrBudget) {
					t.Errorf("%s: %s ran out of the default budget", member.array, r.ID)
				}
				ran = ran || r.Status == StatusFail
			}
			if !ran {
				t.Errorf("%s: no rule failed: the repeated ids were not found", member.array)
			}
		})
	}
}

func TestBudget(t *testing.T) {
	t.Parallel()
	doc, _ := DecodeJSON([]byte(`{"a":[0,1,2,3,4,5,6,7,8,9]}`))
	x := MustCompile("a.every(x => a.every(y => a.every(z => x == x || y == z)))")
	// 10 + 100 + 1000 elements, each with a body of 4 or more steps.
	if _, err := x.Eval(doc, WithBudget(1000)); !errors.Is(err, ErrBudget) || !errors.Is(err, ErrEval) {
		t.Fatalf("small budget: %v", err)
	} else if err.Error() != "evaluation budget of 1000 steps exceeded" {
		t.Errorf("message %q", err)
	}
	if v, err := x.Eval(doc); err != nil || !v.Truthy() {
		t.Errorf("default budget: %v %v", v, err)
	}
	if _, err := x.Eval(doc, WithBudget(-1)); err != nil {
		t.Errorf("no budget: %v", err)
	}
	// A builtin's argument counts its elements.
	big := `{"a":[` + strings.Repeat(`1,`, 9999) + `1]}`
	doc, _ = DecodeJSON([]byte(big))
	if _, err := MustCompile("len(a) == 10000").Eval(doc, WithBudget(9000)); !errors.Is(err, ErrBudget) {
		t.Errorf("builtin argument not charged: %v", err)
	}
	if v, err := MustCompile("len(a) == 10000").Eval(doc, WithBudget(10010)); err != nil || !v.Truthy() {
		t.Errorf("len: %v %v", v, err)
	}
}

func TestQuantifierDepth(t *testing.T) {
	t.Parallel()
	if _, err := Compile("a.every(x => a.every(y => a.every(z => true)))"); err != nil {
		t.Errorf("three levels: %v", err)
	}
	_, err := Compile("a.every(x => a.every(y => a.every(z => a.every(w => true))))")
	if !errors.Is(err, ErrSyntax) || err.Error() != ".every nested deeper than 3 levels at position 47" {
		t.Errorf("four levels: %v", err)
	}
}

// Integer text longer than MaxDigits does not convert: the builtins see a
// failed conversion instead of doing quadratic work.
func TestBigIntDigits(t *testing.T) {
	t.Parallel()
	ok := "'" + strings.Repeat("9", MaxDigits) + "'"
	long := "'1" + strings.Repeat("0", MaxDigits) + "'"
	doc, _ := DecodeJSON([]byte(`{}`))
	for src, want := range map[string]bool{
		"is_bigint_coercible(" + ok + ")":                                 true,
		"is_bigint_coercible(" + long + ")":                               false,
		"is_bigint_coercible('0x" + strings.Repeat("f", MaxDigits) + "')": true,
		"bigint_add(" + long + ", '1') == '0'":                            true,
		"bigint_gt(" + long + ", '1')":                                    false,
	} {
		t.Run(src, func(t *testing.T) {
			// The bigint builtins name the limit in an error; is_bigint_coercible
			// answers.
			v, err := MustCompile(src).Eval(doc)
			if strings.Contains(src, long) && strings.HasPrefix(src, "bigint_") {
				if !errors.Is(err, ErrDigits) || err.Error() != "integer text of 129 digits exceeds the limit of 128 digits" {
					t.Errorf("%.60s…: error %v", src, err)
				}
				return
			}
			if err != nil || v.Truthy() != want {
				t.Errorf("%.60s…: %v %v, want %v", src, v, err, want)
			}
		})
	}
}

func TestShortenedMessage(t *testing.T) {
	t.Parallel()
	doc, _ := DecodeJSON([]byte(`{"t":{"node_id":"a","budget_allocated_micro":"` + strings.Repeat("x", 1000) +
		`","children":[{"node_id":"b"}]}}`))
	_, err := MustCompile("tree_budget_conserved(t)").Eval(doc)
	want := "tree_budget_conserved: Cannot convert " + strings.Repeat("x", 128) + "… (1000 bytes) to a BigInt"
	if err == nil || err.Error() != want {
		t.Errorf("%v\nwant %s", err, want)
	}
}
