package constraint

import (
	"fmt"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
)

// bothWays evaluates x on doc within f's aliases under budget, skipping
// qualified operands and (the reference) evaluating every operand, and
// returns both results as text. paths is the calling test's switch.
func bothWays(paths *pathmode.Switch, x *Expr, aliases []string, doc Value, budget int64) (fast, ref string) {
	run := func() string {
		v, err := x.run(doc, aliases, []EvalOption{WithBudget(budget)})
		return fmt.Sprintf("%v %v", v, err)
	}
	fast = run()
	paths.Reference(func() { ref = run() })
	return fast, ref
}

// TestShortCircuitMatchesReference: skipping operands with a static cost
// gives the value and error of evaluating them, for every shipped
// constraint on every JSON object of upstream's vectors, under the default
// budget and under budgets small enough to run out anywhere.
func TestShortCircuitMatchesReference(t *testing.T) {
	paths := pathmode.Claim(t)
	docs := vectorDocuments(t)
	n, skipping := 0, 0
	for _, f := range Shipped() {
		for i := range f.constraints {
			c := &f.constraints[i]
			if c.Expr == nil {
				continue
			}
			if c, ok := c.Expr.root.(*orNode); ok && c.costs != nil {
				skipping++
			}
			for k, d := range docs {
				budgets := []int64{0}
				if k%10 == 0 {
					budgets = append(budgets, 1, 2, 3, 5, 8, 13, 21, 34)
				}
				for _, b := range budgets {
					if fast, ref := bothWays(paths, c.Expr, f.aliases, d, b); fast != ref {
						t.Fatalf("%s on %v, budget %d: %s, reference %s", c.ID, d, b, fast, ref)
					}
					n++
				}
			}
		}
	}
	if skipping < 20 {
		t.Errorf("only %d shipped disjunctions can skip operands", skipping)
	}
	t.Logf("%d evaluations compared; %d shipped constraints are disjunctions that can skip operands", n, skipping)
}

func TestStaticCost(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		src  string
		cost int64
		ok   bool
	}{
		{`1`, 0, true},
		{`a`, 1, true},
		{`a.b.c`, 3, true},
		{`a == 'x'`, 2, true},
		{`!(a.b != null)`, 4, true},
		{`a || b && c`, 5, true},
		{`a => b`, 3, true},
		{`[a, 1]`, 4, true},
		{`changed(a.b)`, 2, true},
		{`a.length >= 1`, 2, true},
		{`bigint_gt(a, '0')`, 0, false},
		{`xs.every(x => x > 0)`, 0, false},
		{`a || bigint_gt(a, '0')`, 0, false},
	} {
		t.Run(c.src, func(t *testing.T) {
			got, ok := staticCost(MustCompile(c.src).root)
			if got != c.cost || ok != c.ok {
				t.Errorf("staticCost(%s) = %d, %v; want %d, %v", c.src, got, ok, c.cost, c.ok)
			}
		})
	}
}

// FuzzShortCircuit: on any expression, document and budget, skipping
// gives what the reference evaluation gives.
func FuzzShortCircuit(f *testing.F) {
	docs := []string{
		`{}`,
		`{"a":1,"b":"2","xs":[1,{"a":[]}],"c":null}`,
		`{"_previous":{"step":1},"step":"2","direction":"forward"}`,
	}
	i := 0
	fuzzSeeds(f, func(e string) { f.Add(e, docs[i%len(docs)], uint8(i)); i++ })
	paths := pathmode.Claim(f)
	f.Fuzz(func(t *testing.T, src, doc string, budget uint8) {
		x, err := Compile(src)
		if err != nil {
			return
		}
		d, err := DecodeJSON([]byte(doc))
		if err != nil || d.Kind() != KindObject {
			return
		}
		if fast, ref := bothWays(paths, x, []string{"saga"}, d, int64(budget)); fast != ref {
			t.Fatalf("%s on %s, budget %d: %s, reference %s", src, doc, budget, fast, ref)
		}
	})
}
