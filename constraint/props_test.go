package constraint

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// Properties (gopter), seed 1 unless HOUNFOUR_SEED is set.

func properties(t *testing.T) *gopter.Properties {
	return gopter.NewProperties(proptest.Parameters(t, 1000))
}

// valuePool holds one value of every kind and the truthiness corners; the
// index len(valuePool) stands for an absent member.
var valuePool = []string{`null`, `true`, `false`, `0`, `-0`, `1`, `1.5`, `1e400`, `""`, `"0"`, `"false"`, `"x"`,
	`[]`, `[0]`, `{}`, `{"a":1}`, `"99999999999999999999"`}

var genValueIndex = gen.IntRange(0, len(valuePool))

// twoValues builds the document {"a": …, "b": …} from pool indexes.
func twoValues(t *testing.T, i, j int) Value {
	var ms []string
	if i < len(valuePool) {
		ms = append(ms, `"a":`+valuePool[i])
	}
	if j < len(valuePool) {
		ms = append(ms, `"b":`+valuePool[j])
	}
	return mustDecode(t, "{"+strings.Join(ms, ",")+"}")
}

func TestPropertyImplication(t *testing.T) {
	t.Parallel()
	ps := properties(t)
	impl, alt := MustCompile("a => b"), MustCompile("!a || b")
	ps.Property("a => b equals !a || b", prop.ForAll(func(i, j int) bool {
		doc := twoValues(t, i, j)
		x, err1 := impl.Eval(doc)
		y, err2 := alt.Eval(doc)
		return err1 == nil && err2 == nil && x.Kind() == KindBool && Identical(x, y)
	}, genValueIndex, genValueIndex))
	ps.Property("a => b is false exactly when a is truthy and b is not", prop.ForAll(func(i, j int) bool {
		doc := twoValues(t, i, j)
		a, _ := doc.Get("a")
		b, _ := doc.Get("b")
		ok, err := impl.Check(doc)
		return err == nil && ok == (!a.Truthy() || b.Truthy())
	}, genValueIndex, genValueIndex))
	ps.TestingRun(t)
}

func TestPropertyLogic(t *testing.T) {
	t.Parallel()
	ps := properties(t)
	ps.Property("&& and || agree with Go booleans", prop.ForAll(func(bs []bool) bool {
		words := make([]string, len(bs))
		and, or := true, false
		for i, b := range bs {
			words[i] = map[bool]string{true: "true", false: "false"}[b]
			and, or = and && b, or || b
		}
		x, err1 := MustCompile(strings.Join(words, " && ")).Eval(ObjectOf())
		y, err2 := MustCompile(strings.Join(words, " || ")).Eval(ObjectOf())
		xb, _ := x.AsBool()
		yb, _ := y.AsBool()
		return err1 == nil && err2 == nil && xb == and && yb == or
	}, gen.IntRange(2, 8).FlatMap(func(n any) gopter.Gen { return gen.SliceOfN(n.(int), gen.Bool()) }, nil)))
	and, or := MustCompile("a && b"), MustCompile("a || b")
	ps.Property("&& and || over the truthiness of any values", prop.ForAll(func(i, j int) bool {
		doc := twoValues(t, i, j)
		a, _ := doc.Get("a")
		b, _ := doc.Get("b")
		x, _ := and.Eval(doc)
		y, _ := or.Eval(doc)
		return Identical(x, Bool(a.Truthy() && b.Truthy())) && Identical(y, Bool(a.Truthy() || b.Truthy()))
	}, genValueIndex, genValueIndex))
	ps.TestingRun(t)
}

// genDecimal generates decimal strings of 1 to 80 digits (leading zeros
// allowed) with an optional sign.
var genDecimal = gen.IntRange(1, 80).FlatMap(func(n any) gopter.Gen {
	return gopter.CombineGens(gen.OneConstOf("", "-", "+"), gen.SliceOfN(n.(int), gen.NumChar())).Map(func(vs []any) string {
		return vs[0].(string) + string(vs[1].([]rune))
	})
}, nil)

func bigOf(s string) *big.Int {
	n, _ := new(big.Int).SetString(strings.TrimPrefix(s, "+"), 10)
	return n
}

func TestPropertyBigIntBuiltins(t *testing.T) {
	t.Parallel()
	ps := properties(t)
	add, sub := MustCompile("bigint_add(a, b)"), MustCompile("bigint_sub(a, b)")
	gte, gt, eq := MustCompile("bigint_gte(a, b)"), MustCompile("bigint_gt(a, b)"), MustCompile("bigint_eq(a, b)")
	sum, sumBy := MustCompile("bigint_sum([a, b])"), MustCompile("bigint_sum(items, 'v.w')")
	ps.Property("bigint builtins agree with math/big", prop.ForAll(func(a, b string, pad bool) bool {
		x, y := bigOf(a), bigOf(b)
		sa, sb := a, b
		if pad { // white space is trimmed
			sa, sb = " \t"+a+"\n", "\u00a0"+b+" "
		}
		doc := ObjectOf(Member{"a", String(sa)}, Member{"b", String(sb)},
			Member{"items", ArrayOf(ObjectOf(Member{"v", ObjectOf(Member{"w", String(a)})}), Number(7), ObjectOf(Member{"v", ObjectOf(Member{"w", String(b)})}))})
		str := func(x *Expr) string { v, _ := x.Eval(doc); s, _ := v.AsString(); return s }
		boolean := func(x *Expr) bool { ok, _ := x.Check(doc); return ok }
		bigint := func(x *Expr) *big.Int { v, _ := x.Eval(doc); n, _ := v.AsBigInt(); return n }
		c := x.Cmp(y)
		want := new(big.Int).Add(x, y)
		return str(add) == want.String() && str(sub) == new(big.Int).Sub(x, y).String() &&
			boolean(gte) == (c >= 0) && boolean(gt) == (c > 0) && boolean(eq) == (c == 0) &&
			bigint(sum).Cmp(want) == 0 && bigint(sumBy).Cmp(want) == 0
	}, genDecimal, genDecimal, gen.Bool()))
	ps.TestingRun(t)
}

// tokenVocabulary covers every token class, every builtin and keyword, and
// the characters the tokenizer rejects.
var tokenVocabulary = append([]string{
	"a", "b", "xs", "x", "links", "root", "saga", "_previous", "undefined", "length", "every", "null", "true", "false",
	"0", "1", "007", "1.5", "99999999999999999999", "'s'", "''", "'a\\'b'", "'", "(", ")", "[", "]", ",", ".", "=>",
	"==", "!=", "<", ">", "<=", ">=", "&&", "||", "!", "-", "+", "=", "&", "|", "#", "\"", "é", " ", "\u00a0",
}, Builtins()...)

func TestPropertyCompileNeverPanics(t *testing.T) {
	t.Parallel()
	ps := properties(t)
	doc := mustDecode(t, `{"a":1,"b":"2","xs":[1,{"a":[]}],"links":[{"delegator":"x"}],"root":{"children":[{}]},"x":{"length":3}}`)
	compiled := 0
	ps.Property("Compile never panics and either fails with a *SyntaxError or evaluates", prop.ForAll(func(words []string, spaced bool) bool {
		sep := ""
		if spaced {
			sep = " "
		}
		src := strings.Join(words, sep)
		x, err := Compile(src)
		if err != nil {
			var se *SyntaxError
			return errors.As(err, &se) && se.Pos >= 0 && se.Pos <= len(src) && x == nil
		}
		compiled++
		_, err = x.Eval(doc, WithPrevious(doc), WithAlias("saga"))
		var ee *EvalError
		return err == nil || errors.As(err, &ee)
	}, gen.IntRange(1, 12).FlatMap(func(n any) gopter.Gen {
		return gen.SliceOfN(n.(int), gen.OneConstOf(toAny(tokenVocabulary)...))
	}, nil), gen.Bool()))
	ps.TestingRun(t)
	t.Logf("%d random token sequences compiled and evaluated", compiled)
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// randomExpr builds a well-formed expression from the constraint
// language's grammar, with every builtin in its argument shape. Inside an
// .every body the parameter p is in scope.
func randomExpr(r *rand.Rand, depth int, inLambda bool) string {
	paths := []string{"a", "b", "xs", "links", "root", "x.length", "xs.length", "links[0].delegator", "x.y.z", "undefined", "saga"}
	if inLambda {
		paths = append(paths, "p", "p.a", "p[0]", "p.length")
	}
	atoms := []string{"null", "true", "false", "0", "1", "1.5", "'x'", "''", "'0'", "'completed'"}
	if depth > 4 {
		if r.IntN(2) == 0 {
			return paths[r.IntN(len(paths))]
		}
		return atoms[r.IntN(len(atoms))]
	}
	sub := func() string { return "(" + randomExpr(r, depth+1, inLambda) + ")" }
	switch r.IntN(12) {
	case 0:
		return sub() + " " + []string{"==", "!=", "<", ">", "<=", ">="}[r.IntN(6)] + " " + sub()
	case 1:
		return sub() + " && " + sub() + " && " + sub()
	case 2:
		return sub() + " || " + sub()
	case 3:
		return sub() + " => " + sub()
	case 4:
		return "!" + sub()
	case 5:
		return sub()
	case 6:
		return paths[r.IntN(len(paths))]
	case 7:
		return "[" + paths[r.IntN(len(paths))] + ", " + atoms[r.IntN(len(atoms))] + "]"
	case 8:
		return "xs.every(p => " + randomExpr(r, depth+1, true) + ")"
	case 9:
		return atoms[r.IntN(len(atoms))]
	}
	b := builtinTable[r.IntN(len(builtinTable))]
	switch b.shape {
	case oneArg:
		return b.name + "(" + sub() + ")"
	case twoArgs:
		return b.name + "(" + sub() + ", " + sub() + ")"
	case rawArg:
		return b.name + "(" + []string{"a", "x.y", "null", "len"}[r.IntN(4)] + ")"
	case threeArgs:
		return b.name + "(" + sub() + ", " + sub() + ", " + sub() + ")"
	case fourArgs:
		return b.name + "(" + sub() + ", " + sub() + ", " + sub() + ", " + sub() + ")"
	case noArgs:
		return b.name + "()"
	case fiveArgs:
		return b.name + "(" + sub() + ", " + sub() + ", " + sub() + ", " + sub() + ", " + sub() + ")"
	case manyArgs:
		args := b.name + "(" + sub() + ", " + sub()
		for range r.IntN(3) {
			args += ", " + sub()
		}
		return args + ")"
	}
	if r.IntN(2) == 0 {
		return b.name + "(xs)"
	}
	return b.name + "(xs, 'a')"
}

func TestPropertyWellFormedExpressions(t *testing.T) {
	t.Parallel()
	ps := properties(t)
	docs := []Value{
		mustDecode(t, `{"a":1,"b":"2","xs":[1,{"a":[]},{"a":"3"}],"links":[{"delegator":"x","authority_scope":["r"]},{"delegatee":"y"}],"root":{"budget_allocated_micro":"5","children":[{"budget_allocated_micro":"2"}]},"x":{"length":3,"y":{"z":null}}}`),
		mustDecode(t, `{"a":[],"xs":"text","links":{},"root":{"budget_allocated_micro":"bad","children":[{}]},"steps":[{"status":"completed","amount_micro":"1"}]}`),
	}
	ps.Property("well-formed expressions compile and evaluate (the only runtime error is tree_budget_conserved's)", prop.ForAll(func(seed uint64) bool {
		src := randomExpr(rand.New(rand.NewPCG(seed, 7)), 0, false)
		x, err := Compile(src)
		if err != nil {
			t.Logf("%s: %v", src, err)
			return false
		}
		for _, d := range docs {
			_, err := x.Eval(d, WithPrevious(d), WithAlias("saga"))
			var ee *EvalError
			if err != nil && (!errors.As(err, &ee) || ee.Func != "tree_budget_conserved") {
				t.Logf("%s: %v", src, err)
				return false
			}
		}
		return true
	}, gen.UInt64()))
	ps.TestingRun(t)
}
