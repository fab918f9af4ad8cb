package constraint

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"sync"
	"testing"
)

func mustDecode(t testing.TB, s string) Value {
	t.Helper()
	v, err := DecodeJSON([]byte(s))
	if err != nil {
		t.Fatalf("DecodeJSON(%s): %v", s, err)
	}
	return v
}

func evalCheck(t *testing.T, expr string, doc Value, opts ...EvalOption) bool {
	t.Helper()
	ok, err := MustCompile(expr).Check(doc, opts...)
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return ok
}

// chainTree builds a tree of n nested nodes (depths 0 … n-1).
func chainTree(n int) string {
	node := `{"budget_allocated_micro":"1","authority_scope":["a"]}`
	for i := 1; i < n; i++ {
		node = `{"budget_allocated_micro":"1","authority_scope":["a"],"children":[` + node + `]}`
	}
	return node
}

// wideTree builds a root with n leaf children (n+1 nodes).
func wideTree(n int) string {
	kids := make([]string, n)
	for i := range kids {
		kids[i] = `{"budget_allocated_micro":"0","authority_scope":["a"]}`
	}
	return `{"budget_allocated_micro":"0","authority_scope":["a"],"children":[` + strings.Join(kids, ",") + `]}`
}

func TestTreeLimits(t *testing.T) {
	t.Parallel()
	for _, b := range []string{"tree_budget_conserved(root)", "tree_authority_narrowing(root)"} {
		t.Run(b, func(t *testing.T) {
			for _, c := range []struct {
				name string
				tree string
				want bool
			}{
				{"depth 10", chainTree(11), true},
				{"depth 11", chainTree(12), false},
				{"100 nodes", wideTree(99), true},
				{"101 nodes", wideTree(100), false},
			} {
				doc := mustDecode(t, `{"root":`+c.tree+`}`)
				if got := evalCheck(t, b, doc); got != c.want {
					t.Errorf("%s on %s = %v, want %v", b, c.name, got, c.want)
				}
			}
		})
	}
}

func items(n int, item string) string {
	return "[" + strings.TrimSuffix(strings.Repeat(item+",", n), ",") + "]"
}

func TestHundredItemLimits(t *testing.T) {
	t.Parallel()
	completed := `{"step_id":"s","status":"completed","amount_micro":"1","started_at":"2026-01-01T00:00:00Z","completed_at":"2026-01-01T00:00:01Z"}`
	pending := `{"status":"pending"}`
	for i, c := range []struct {
		expr, doc string
		want      bool
	}{
		{"saga_amount_conserved(s)", `{"s":{"steps":` + items(100, pending) + `}}`, true},
		{"saga_amount_conserved(s)", `{"s":{"steps":` + items(101, pending) + `}}`, false},
		{"saga_amount_conserved(s)", `{"s":{"steps":[` + completed + `],"compensation_steps":` + items(100, pending) + `}}`, true},
		{"saga_amount_conserved(s)", `{"s":{"steps":[` + completed + `],"compensation_steps":` + items(101, pending) + `}}`, false},
		{"saga_timeout_valid(s)", `{"s":{"timeout":{"per_step_seconds":1},"steps":` + items(100, completed) + `}}`, true},
		{"saga_timeout_valid(s)", `{"s":{"timeout":{"per_step_seconds":1},"steps":` + items(101, completed) + `}}`, false},
		{"saga_steps_sequential(s)", `{"s":{"steps":` + items(101, `{"step_id":"x"}`) + `}}`, false},
		{"outcome_consensus_valid(s)", `{"s":{"outcome_type":"unanimous","votes":` + items(100, `{"vote":"agree"}`) + `}}`, true},
		{"outcome_consensus_valid(s)", `{"s":{"outcome_type":"unanimous","votes":` + items(101, `{"vote":"agree"}`) + `}}`, false},
		{"proposal_quorum_met(s)", `{"s":{"voting":{"quorum_required":0.5,"votes_cast":` + items(100, `{"weight":0.01}`) + `}}}`, true},
		{"proposal_quorum_met(s)", `{"s":{"voting":{"quorum_required":0,"votes_cast":` + items(101, `{"weight":0.01}`) + `}}}`, false},
		{"proposal_weights_normalized(s)", `{"s":{"voting":{"votes_cast":` + items(100, `{"weight":0.01}`) + `}}}`, true},
		{"proposal_weights_normalized(s)", `{"s":{"voting":{"votes_cast":` + items(101, `{"weight":0.01}`) + `}}}`, false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := evalCheck(t, c.expr, mustDecode(t, c.doc)); got != c.want {
				t.Errorf("%s on %.60s… = %v, want %v", c.expr, c.doc, got, c.want)
			}
		})
	}
}

func TestDecodeJSONStrict(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		``, `{`, `{} x`, `{"a":1,}`, "\xef\xbb\xbf{}", `{"a":"\ud800"}`, "{\"a\":\"\xff\"}",
		`{"a":1,"a":2}`, `{"o":{"k":1,"k":1}}`, `[{"k":1,"k":2}]`, `{} {}`, `NaN`, `{'a':1}`,
	} {
		t.Run(in, func(t *testing.T) {
			_, err := DecodeJSON([]byte(in))
			var je *JSONError
			if !errors.As(err, &je) || !errors.Is(err, ErrJSON) {
				t.Errorf("DecodeJSON(%q) = %v, want a *JSONError", in, err)
			}
		})
	}
	v := mustDecode(t, " {\"big\": 1e400, \"neg\": -1e400, \"tiny\": 1e-400, \"n\": 9007199254740993, \"s\": \"\\u00e9\\ud83d\\ude00\", \"a\": [], \"e\": {}} \n")
	for name, want := range map[string]string{
		"big": "Infinity", "neg": "-Infinity", "tiny": "0", "n": "9007199254740992", "s": "'é😀'", "a": "[]", "e": "{}",
	} {
		t.Run(name, func(t *testing.T) {
			got, _ := v.Get(name)
			if got.String() != want {
				t.Errorf("%s = %v, want %s", name, got, want)
			}
		})
	}
}

func TestValueAPI(t *testing.T) {
	t.Parallel()
	v := mustDecode(t, `{"a":[1,"x",null,true,{"k":2}],"b":-0}`)
	a, _ := v.Get("a")
	if a.Kind() != KindArray || a.Len() != 5 || a.Index(5).Kind() != KindUndefined || a.Index(-1).Kind() != KindUndefined {
		t.Errorf("array accessors: %v", a)
	}
	if f, ok := a.Index(0).AsNumber(); !ok || f != 1 {
		t.Errorf("AsNumber = %v %v", f, ok)
	}
	if s, ok := a.Index(1).AsString(); !ok || s != "x" {
		t.Errorf("AsString = %v %v", s, ok)
	}
	if !a.Index(2).IsNullish() || a.Index(3).Kind() != KindBool {
		t.Errorf("null/bool kinds")
	}
	if b, ok := a.Index(3).AsBool(); !ok || !b {
		t.Errorf("AsBool")
	}
	if _, ok := v.Get("missing"); ok {
		t.Errorf("Get(missing) found")
	}
	if got := v.String(); got != `{"a": [1, 'x', null, true, {"k": 2}], "b": 0}` {
		t.Errorf("String = %s", got)
	}
	if got, _ := json.Marshal(v); string(got) != `{"a":[1,"x",null,true,{"k":2}],"b":0}` {
		t.Errorf("MarshalJSON = %s", got)
	}
	if got, _ := json.Marshal(ArrayOf(Undefined(), Number(math.NaN()), Number(math.Inf(1)), BigInt(big.NewInt(-7)))); string(got) != `[null,null,null,-7]` {
		t.Errorf("MarshalJSON specials = %s", got)
	}
	n := new(big.Int).Lsh(big.NewInt(1), 100)
	bv := BigInt(n)
	n.SetInt64(0) // BigInt copied it
	if got, ok := bv.AsBigInt(); !ok || got.BitLen() != 101 {
		t.Errorf("AsBigInt = %v", got)
	}
	if !Identical(a, a) || Identical(ArrayOf(), ArrayOf()) || !Identical(Null(), Null()) || Identical(Null(), Undefined()) {
		t.Errorf("Identical")
	}
	o := ObjectOf(Member{"x", String("1")}, Member{"x", String("2")})
	if got, _ := o.Get("x"); got.String() != "'1'" {
		t.Errorf("first occurrence wins: %v", got)
	}
	if len(o.Members()) != 2 || o.Len() != 2 {
		t.Errorf("Members")
	}
	for k, name := range []string{"undefined", "null", "boolean", "number", "string", "bigint", "array", "object"} {
		t.Run(name, func(t *testing.T) {
			if Kind(k).String() != name {
				t.Errorf("Kind(%d) = %s", k, Kind(k))
			}
		})
	}
	// A large object is indexed; lookups agree.
	var ms []Member
	for i := 0; i < 50; i++ {
		ms = append(ms, Member{fmt.Sprint("k", i), Number(float64(i))})
	}
	big := ObjectOf(ms...)
	if got, _ := big.Get("k37"); got.String() != "37" {
		t.Errorf("indexed lookup = %v", got)
	}
}

type notADocument struct {
	Name string `json:"name"`
	N    int    `json:"n"`
}

func TestValueOf(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   any
		want string
	}{
		{String("x"), "'x'"},
		{[]byte(`{"a":1}`), `{"a": 1}`},
		{json.RawMessage(`[1]`), `[1]`},
		{nil, "null"},
		{notADocument{"n", 2}, `{"name": 'n', "n": 2}`},
		{map[string]any{"b": []int{1}}, `{"b": [1]}`},
		{&TypeSignature{InputSchema: "X", OutputType: TypeBoolean}, `{"input_schema": 'X', "output_type": 'boolean', "field_types": {}}`},
	} {
		t.Run(c.want, func(t *testing.T) {
			v, err := ValueOf(c.in)
			if err != nil || v.String() != c.want {
				t.Errorf("ValueOf(%v) = %v, %v; want %s", c.in, v, err, c.want)
			}
		})
	}
	if _, err := ValueOf(make(chan int)); err == nil {
		t.Errorf("ValueOf(chan) succeeded")
	}
}

func TestEvalErrors(t *testing.T) {
	t.Parallel()
	x := MustCompile("a")
	_, err := x.Eval(ArrayOf())
	if !errors.Is(err, ErrNotObject) || !errors.Is(err, ErrEval) {
		t.Errorf("Eval(array) = %v", err)
	}
	var ee *EvalError
	doc := mustDecode(t, `{"root":{"budget_allocated_micro":"x","children":[{}]}}`)
	ok, err := MustCompile("tree_budget_conserved(root)").Check(doc)
	if ok || !errors.As(err, &ee) || ee.Func != "tree_budget_conserved" || err.Error() != "tree_budget_conserved: Cannot convert x to a BigInt" {
		t.Errorf("Check = %v, %v", ok, err)
	}
	// The first error wins and evaluation stays usable afterwards.
	doc = mustDecode(t, `{"a":{"budget_allocated_micro":"first","children":[{}]},"b":{"budget_allocated_micro":"second","children":[{}]}}`)
	_, err = MustCompile("tree_budget_conserved(a) && tree_budget_conserved(b)").Eval(doc)
	if !errors.As(err, &ee) || ee.Msg != "Cannot convert first to a BigInt" {
		t.Errorf("first error: %v", err)
	}
	if !evalCheck(t, "true", doc) {
		t.Errorf("pooled state leaked an error")
	}
}

func TestOptionsOrder(t *testing.T) {
	t.Parallel()
	doc := mustDecode(t, `{"k":1}`)
	for i, c := range []struct {
		opts []EvalOption
		want bool
	}{
		{nil, false},
		{[]EvalOption{WithAlias("d")}, true},
		{[]EvalOption{WithAlias("d"), WithoutAliases()}, false},
		{[]EvalOption{WithoutAliases(), WithAlias("d")}, true},
		{[]EvalOption{nil, WithAlias("e"), WithAlias("d")}, true},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := evalCheck(t, "d.k == 1", doc, c.opts...); got != c.want {
				t.Errorf("%d options: %v, want %v", len(c.opts), got, c.want)
			}
		})
	}
}

// TestConcurrentEvaluation shares one compiled expression, one file and one
// document between goroutines (run with -race).
func TestConcurrentEvaluation(t *testing.T) {
	t.Parallel()
	x := MustCompile("xs.every(a => ys.every(b => a < b)) && bigint_sum(xs) == '6' && changed(n)")
	f := ForSchema("DelegationChain")[0]
	doc := mustDecode(t, `{"xs":[1,2,3],"ys":[4,5],"n":1,"links":[],"max_depth":3}`)
	prev := mustDecode(t, `{"n":0}`)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				ok, err := x.Check(doc, WithPrevious(prev))
				if !ok || err != nil {
					t.Errorf("Check = %v, %v", ok, err)
					return
				}
				if rep := f.Evaluate(doc); !rep.OK() {
					t.Errorf("report: %v", rep)
					return
				}
			}
		}()
	}
	wg.Wait()
}
