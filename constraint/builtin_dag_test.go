package constraint_test

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

func mustJSON(t testing.TB, doc string) constraint.Value {
	t.Helper()
	v, err := constraint.DecodeJSON([]byte(doc))
	if err != nil {
		t.Fatalf("%s: %v", doc, err)
	}
	return v
}

// diagJSON is the diagnostic as {code, path, context} text, or "" when
// there is none.
func diagJSON(t testing.TB, d *constraint.DAGDiagnostic) string {
	t.Helper()
	if d == nil {
		return ""
	}
	// Written without encoding/json's HTML escaping ("&" stays "&"), as
	// the oracle writes its text.
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(d); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// TestEvaluateIsValidDAGExamples: the protocol's examples, with the
// diagnostic (code, path, context members in order) and the operation
// count upstream's algorithm reaches.
func TestEvaluateIsValidDAGExamples(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, items string
		id          string
		refs        []string
		diag        string // "" valid
		ops         int
	}{
		{"empty", `[]`, "id", nil, "", 0},
		{"multi-parent", `[{"id":"A","l":"B","r":"C"},{"id":"B","l":"D"},{"id":"C","l":"D"},{"id":"D"}]`, "id",
			[]string{"l", "r"}, "", 17},
		{"two-cycle", `[{"id":"A","n":"B"},{"id":"B","n":"A"}]`, "id", []string{"n"},
			`{"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":["A","B","A"]}}`, 7},
		{"three-cycle", `[{"id":"A","n":"B"},{"id":"B","n":"C"},{"id":"C","n":"A"}]`, "id", []string{"n"},
			`{"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":["A","B","C","A"]}}`, 10},
		{"cycle-through-third-field", `[{"id":"A","l":"B","r":"C"},{"id":"B"},{"id":"C","n":"A"}]`, "id",
			[]string{"l", "r", "n"}, `{"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":["A","C","A"]}}`, 15},
		{"cycle-whole-path", `[{"id":"X","n":"A"},{"id":"A","n":"B"},{"id":"B","n":"A"}]`, "id", []string{"n"},
			`{"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":["X","A","B","A"]}}`, 10},
		{"self-loop", `[{"id":"A","n":"A"}]`, "id", []string{"n"},
			`{"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":["A","A"]}}`, 4},
		{"non-string-ref", `[{"id":"A","n":42}]`, "id", []string{"n"},
			`{"code":"DAG_DANGLING_REF","path":"$[0].n","context":{"from":"A","ref":42,"reason":"non-string-ref"}}`, 3},
		{"boolean-ref", `[{"id":"A","n":false}]`, "id", []string{"n"},
			`{"code":"DAG_DANGLING_REF","path":"$[0].n","context":{"from":"A","ref":false,"reason":"non-string-ref"}}`, 3},
		{"object-ref", `[{"id":"A","n":{"x":1}}]`, "id", []string{"n"},
			`{"code":"DAG_DANGLING_REF","path":"$[0].n","context":{"from":"A","ref":{"x":1},"reason":"non-string-ref"}}`, 3},
		{"array-ref", `[{"id":"A","n":["B"]},{"id":"B"}]`, "id", []string{"n"},
			`{"code":"DAG_DANGLING_REF","path":"$[0].n","context":{"from":"A","ref":["B"],"reason":"non-string-ref"}}`, 4},
		{"null-ref", `[{"id":"A","n":null}]`, "id", []string{"n"}, "", 3},
		{"empty-ref", `[{"id":"A","n":""}]`, "id", []string{"n"},
			`{"code":"DAG_DANGLING_REF","path":"$[0].n","context":{"from":"A","ref":""}}`, 3},
		{"dangling-nested", `[{"id":"A","grounding":{"claim_id":"missing-X"}}]`, "id", []string{"grounding.claim_id"},
			`{"code":"DAG_DANGLING_REF","path":"$[0].grounding.claim_id","context":{"from":"A","ref":"missing-X"}}`, 3},
		{"null-item", `[null]`, "id", nil, `{"code":"DAG_MISSING_ID_FIELD","path":"$[0]","context":{"index":0}}`, 1},
		{"array-item", `[[1]]`, "id", nil, `{"code":"DAG_MISSING_ID_FIELD","path":"$[0]","context":{"index":0}}`, 1},
		{"string-item", `["A"]`, "id", nil, `{"code":"DAG_MISSING_ID_FIELD","path":"$[0]","context":{"index":0}}`, 1},
		{"missing-id", `[{"id":"A"},{"claim":"B"}]`, "id", nil,
			`{"code":"DAG_MISSING_ID_FIELD","path":"$[1].id","context":{"index":1}}`, 2},
		{"null-id", `[{"id":null}]`, "id", nil,
			`{"code":"DAG_NON_STRING_ID_FIELD","path":"$[0].id","context":{"index":0,"actual_type":"object"}}`, 1},
		{"array-id", `[{"id":[]}]`, "id", nil,
			`{"code":"DAG_NON_STRING_ID_FIELD","path":"$[0].id","context":{"index":0,"actual_type":"object"}}`, 1},
		{"boolean-id", `[{"id":true}]`, "id", nil,
			`{"code":"DAG_NON_STRING_ID_FIELD","path":"$[0].id","context":{"index":0,"actual_type":"boolean"}}`, 1},
		{"number-id", `[{"claim_id":7}]`, "claim_id", nil,
			`{"code":"DAG_NON_STRING_ID_FIELD","path":"$[0].claim_id","context":{"index":0,"actual_type":"number"}}`, 1},
		{"duplicate", `[{"id":"A"},{"id":"B"},{"id":"A"},{"id":"A"}]`, "id", nil,
			`{"code":"DAG_DUPLICATE_ID","path":"$[2].id","context":{"id":"A","indices":[0,2]}}`, 3},
		{"dotted-id-is-a-name", `[{"a":{"b":"x"}}]`, "a.b", nil,
			`{"code":"DAG_MISSING_ID_FIELD","path":"$[0].a.b","context":{"index":0}}`, 1},
		{"dotted-id-member", `[{"a.b":"x"}]`, "a.b", nil, "", 2},
		{"inherited-name", `[{"id":"A"}]`, "toString", nil,
			`{"code":"DAG_MISSING_ID_FIELD","path":"$[0].toString","context":{"index":0}}`, 1},
		{"not-an-array", `{"a":1}`, "id", []string{"n"}, "", 0},
		{"string-input", `"x"`, "id", nil, "", 0},
		{"ref-through-array", `[{"id":"A","n":[{"x":"A"}]}]`, "id", []string{"n.x", "n.0.x", "n.length"}, "", 5},
		{"chain-with-genesis", `[{"delegation_id":"genesis:org-public-key"},{"delegation_id":"d1","granted_by":"genesis:org-public-key"},{"delegation_id":"d2","granted_by":"d1"}]`,
			"delegation_id", []string{"granted_by"}, "", 3 + 3 + 2 + 3},
		{"chain-cycle", `[{"delegation_id":"genesis:org-public-key"},{"delegation_id":"d1","granted_by":"d2"},{"delegation_id":"d2","granted_by":"d1"}]`,
			"delegation_id", []string{"granted_by"},
			`{"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":["d1","d2","d1"]}}`, 10},
		{"chain-no-terminator", `[{"delegation_id":"d0","granted_by":"genesis:org-public-key"}]`, "delegation_id",
			[]string{"granted_by"},
			`{"code":"DAG_DANGLING_REF","path":"$[0].granted_by","context":{"from":"d0","ref":"genesis:org-public-key"}}`, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := constraint.EvaluateIsValidDAG(mustJSON(t, c.items), c.id, c.refs)
			if got := diagJSON(t, r.Diagnostic); got != c.diag || r.Valid != (c.diag == "") || r.Ops != c.ops {
				t.Errorf("valid %v ops %d diagnostic %s\nwant ops %d diagnostic %s", r.Valid, r.Ops, got, c.ops, c.diag)
			}
		})
	}
}

// TestIsValidDAGOversize: the caps on items and bytes, at their boundary;
// nothing is counted.
func TestIsValidDAGOversize(t *testing.T) {
	t.Parallel()
	// More items than a decoded document's array may have: built.
	items := make([]constraint.Value, constraint.DAGItemsCap+1)
	for i := range items {
		items[i] = constraint.ObjectOf(constraint.Member{Name: "id", Value: constraint.String("n" + strconv.Itoa(i))})
	}
	r := constraint.EvaluateIsValidDAG(constraint.ArrayOf(items...), "id", nil)
	if want := `{"code":"DAG_INPUT_OVERSIZE","path":"$","context":{"kind":"items_count","limit":10000,"actual":10001}}`; diagJSON(t, r.Diagnostic) != want || r.Ops != 0 {
		t.Errorf("%d items: %s ops %d", len(items), diagJSON(t, r.Diagnostic), r.Ops)
	}
	r = constraint.EvaluateIsValidDAG(constraint.ArrayOf(items[:constraint.DAGItemsCap]...), "id", nil)
	if !r.Valid || r.Ops != 2*constraint.DAGItemsCap {
		t.Errorf("%d items: %s ops %d", constraint.DAGItemsCap, diagJSON(t, r.Diagnostic), r.Ops)
	}
	// One item {"id":"A","p":"xxx…"}: 2 + 10 + 6 + len + 2 bytes.
	bytesOf := func(n int) string {
		return `[{"id":"A","p":"` + strings.Repeat("x", n-len(`[{"id":"A","p":""}]`)) + `"}]`
	}
	for _, c := range []struct {
		n    int
		want string
	}{
		{constraint.DAGBytesCap, ""},
		{constraint.DAGBytesCap + 1, `{"code":"DAG_INPUT_OVERSIZE","path":"$","context":{"kind":"bytes","limit":1048576,"actual":1048577}}`},
	} {
		doc := bytesOf(c.n)
		if len(doc) != c.n {
			t.Fatalf("built %d bytes, want %d", len(doc), c.n)
		}
		r := constraint.EvaluateIsValidDAG(mustJSON(t, doc), "id", []string{"q"})
		if got := diagJSON(t, r.Diagnostic); got != c.want {
			t.Errorf("%d bytes: %s, want %s", c.n, got, c.want)
		}
	}
	// The size is that of the compact text, not of the input: white space
	// and number spellings do not count.
	spaced := `[ {"id" : "A", "p": "` + strings.Repeat("x", constraint.DAGBytesCap-len(`[{"id":"A","p":"","q":100}]`)) + `", "q": 1.00e2} ]`
	if r := constraint.EvaluateIsValidDAG(mustJSON(t, spaced), "id", nil); !r.Valid {
		t.Errorf("compact size %d: %s", constraint.DAGBytesCap, diagJSON(t, r.Diagnostic))
	}
}

// TestIsValidDAGOpCap: the operation cap, crossed in each phase.
func TestIsValidDAGOpCap(t *testing.T) {
	t.Parallel()
	// 9,000 items with ten reference members none of which is set: the
	// ref-resolve phase of item 8272 crosses the cap (upstream's stress
	// vector).
	refs := make([]string, 10)
	for i := range refs {
		refs[i] = "r" + strconv.Itoa(i)
	}
	items := make([]string, 9000)
	for i := range items {
		items[i] = `{"id":"n` + strconv.Itoa(i) + `"}`
	}
	r := constraint.EvaluateIsValidDAG(mustJSON(t, "["+strings.Join(items, ",")+"]"), "id", refs)
	want := `{"code":"DAG_OP_CAP_EXCEEDED","path":"$","context":{"ops":100001,"phase":"ref-resolve","at_node":"n8272"}}`
	if got := diagJSON(t, r.Diagnostic); got != want || r.Ops != constraint.DAGOpCap+1 {
		t.Errorf("stress: %s ops %d", got, r.Ops)
	}
	// A root r and 4,800 items whose ten references all name r: the 48,000
	// re-visits of r cross the cap in the dfs phase, at r.
	items = []string{`{"id":"r"}`}
	var sb strings.Builder
	for i := range 4800 {
		sb.Reset()
		sb.WriteString(`{"id":"c` + strconv.Itoa(i) + `"`)
		for _, f := range refs {
			sb.WriteString(`,"` + f + `":"r"`)
		}
		sb.WriteString("}")
		items = append(items, sb.String())
	}
	r = constraint.EvaluateIsValidDAG(mustJSON(t, "["+strings.Join(items, ",")+"]"), "id", refs)
	want = `{"code":"DAG_OP_CAP_EXCEEDED","path":"$","context":{"ops":100001,"phase":"dfs","at_node":"r"}}`
	if got := diagJSON(t, r.Diagnostic); got != want {
		t.Errorf("fan-in: %s ops %d", got, r.Ops)
	}
	// With k children every item is a start and every reference an edge:
	// n + R + E + n·r = 22k + 12, within the cap up to k = 4544.
	r = constraint.EvaluateIsValidDAG(mustJSON(t, "["+strings.Join(items[:4545], ",")+"]"), "id", refs)
	if !r.Valid || r.Ops != 22*4544+12 {
		t.Errorf("4544 children: %s ops %d", diagJSON(t, r.Diagnostic), r.Ops)
	}
	r = constraint.EvaluateIsValidDAG(mustJSON(t, "["+strings.Join(items[:4546], ",")+"]"), "id", refs)
	if r.Valid || r.Diagnostic.Code != constraint.DAGOpCapExceeded || r.Ops != constraint.DAGOpCap+1 {
		t.Errorf("4545 children: %s ops %d", diagJSON(t, r.Diagnostic), r.Ops)
	}
}

// TestExtractPathExamples: the reader's three outcomes.
func TestExtractPathExamples(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		node, path string
		status     constraint.PathStatus
		value      string
	}{
		{`{"a":null}`, "a", constraint.PathExtracted, "null"},
		{`{"a":{"b":{"c":[1]}}}`, "a.b", constraint.PathExtracted, `{"c":[1]}`},
		{`{"a":{"b":{"c":[1]}}}`, "a.b.c", constraint.PathExtracted, `[1]`},
		{`{"claim_id":"c1"}`, "claim_id", constraint.PathExtracted, `"c1"`},
		{`{"grounding":{"claim_id":"c2"}}`, "grounding.claim_id", constraint.PathExtracted, `"c2"`},
		{`{"a.b":1}`, "a.b", constraint.PathUndefined, ""},
		{`[1]`, "length", constraint.PathUndefined, ""},
		{`{"a":[{"b":1}]}`, "a.0.b", constraint.PathUndefined, ""},
		{`{"a":[1]}`, "a.length", constraint.PathUndefined, ""},
		{`{}`, "claim_id", constraint.PathUndefined, ""},
		{`{"grounding":null}`, "grounding.claim_id", constraint.PathUndefined, ""},
		{`{"grounding":"string"}`, "grounding.claim_id", constraint.PathUndefined, ""},
		{`{"grounding":7}`, "grounding.claim_id", constraint.PathUndefined, ""},
		{`{"a":{}}`, "constructor", constraint.PathUndefined, ""},
		{`{"a":{}}`, "a.__proto__", constraint.PathUndefined, ""},
		{`"text"`, "length", constraint.PathUndefined, ""},
		{`{"claims":[{"id":"x"}]}`, "claims[0].id", constraint.PathRejected, ""},
		{`{"x":1}`, "", constraint.PathRejected, ""},
		{`{"x":1}`, "x]", constraint.PathRejected, ""},
		{`{"a":{"b":1}}`, "a..b", constraint.PathRejected, ""},
		{`{"a":{"b":1}}`, "a.", constraint.PathRejected, ""},
		{`{"a":{"b":1}}`, ".a", constraint.PathRejected, ""},
		{`{"a":{"b":1}}`, ".", constraint.PathRejected, ""},
	} {
		v, st := constraint.ExtractPath(mustJSON(t, c.node), c.path)
		got := ""
		if st == constraint.PathExtracted {
			b, _ := json.Marshal(v)
			got = string(b)
		} else if v.Kind() != constraint.KindUndefined {
			t.Errorf("%s on %s: status %v with value %v", c.path, c.node, st, v)
		}
		if st != c.status || got != c.value {
			t.Errorf("%s on %s: %v %s, want %v %s", c.path, c.node, st, got, c.status, c.value)
		}
	}
	if s := constraint.PathRejected.String(); s != "rejected" {
		t.Errorf("String %q", s)
	}
}

// TestIsValidDAGInExpressions: the builtin's value in the language: the
// standalone verdict, false when the id or a reference argument is not a
// string, and at least two arguments.
func TestIsValidDAGInExpressions(t *testing.T) {
	t.Parallel()
	doc := `{"items":[{"id":"A","l":"B","r":"C"},{"id":"B","l":"D"},{"id":"C","l":"D"},{"id":"D"}],
		"cyc":[{"id":"A","n":"B"},{"id":"B","n":"A"}],"name":"id","obj":{"a":1},"grounded":[{"c":"x","g":{"p":"y"}},{"c":"y"}]}`
	for src, want := range map[string]bool{
		"is_valid_dag(items, 'id')":                        true,
		"is_valid_dag(items, 'id', 'l', 'r')":              true,
		"is_valid_dag(items, name, 'l', 'r')":              true,
		"is_valid_dag(cyc, 'id', 'n')":                     false,
		"is_valid_dag(cyc, 'id')":                          true,
		"is_valid_dag(cyc, 'id', 1)":                       false,
		"is_valid_dag(items, 1, 'n')":                      false,
		"is_valid_dag(items, 'id', 1) || true":             true,
		"is_valid_dag(obj, 'id', 'n')":                     true,
		"is_valid_dag(absent, 'id', 'n')":                  true,
		"is_valid_dag(grounded, 'c', 'g.p')":               true,
		"is_valid_dag(grounded, 'c', 'g.p', 'c')":          false,
		"!is_valid_dag(cyc, 'id', 'n') && len(items) == 4": true,
		"is_valid_dag(items, 'id', null)":                  false,
	} {
		if got := check(t, src, doc); got != want {
			t.Errorf("%s = %v, want %v", src, got, want)
		}
	}
}

// oracleDAG is the algorithm as the protocol states it, recursive, with
// the diagnostics as JSON text: the oracle of EvaluateIsValidDAG.
func oracleDAG(items any, idField string, refFields []string) (diag string, ops int) {
	arr, ok := items.([]any)
	if !ok {
		return "", 0
	}
	if len(arr) > 10000 {
		return fmt.Sprintf(`{"code":"DAG_INPUT_OVERSIZE","path":"$","context":{"kind":"items_count","limit":10000,"actual":%d}}`, len(arr)), 0
	}
	idx := map[string]int{}
	ids := make([]string, len(arr))
	for i, it := range arr {
		ops++
		obj, ok := it.(map[string]any)
		if !ok {
			return fmt.Sprintf(`{"code":"DAG_MISSING_ID_FIELD","path":"$[%d]","context":{"index":%d}}`, i, i), ops
		}
		v, ok := obj[idField]
		if !ok {
			return fmt.Sprintf(`{"code":"DAG_MISSING_ID_FIELD","path":%s,"context":{"index":%d}}`, quote(fmt.Sprintf("$[%d].%s", i, idField)), i), ops
		}
		s, ok := v.(string)
		if !ok {
			typ := map[bool]string{true: "number", false: "object"}[isNumber(v)]
			if _, b := v.(bool); b {
				typ = "boolean"
			}
			return fmt.Sprintf(`{"code":"DAG_NON_STRING_ID_FIELD","path":%s,"context":{"index":%d,"actual_type":%q}}`,
				quote(fmt.Sprintf("$[%d].%s", i, idField)), i, typ), ops
		}
		if j, seen := idx[s]; seen {
			return fmt.Sprintf(`{"code":"DAG_DUPLICATE_ID","path":%s,"context":{"id":%s,"indices":[%d,%d]}}`,
				quote(fmt.Sprintf("$[%d].%s", i, idField)), quote(s), j, i), ops
		}
		idx[s], ids[i] = i, s
	}
	visited, onStack := map[string]bool{}, map[string]bool{}
	var visit func(node string, path []string) string
	visit = func(node string, path []string) string {
		if ops++; ops > 100000 {
			return fmt.Sprintf(`{"code":"DAG_OP_CAP_EXCEEDED","path":"$","context":{"ops":%d,"phase":"dfs","at_node":%s}}`, ops, quote(node))
		}
		if onStack[node] {
			cyc, _ := json.Marshal(append(append([]string{}, path...), node))
			return `{"code":"DAG_CYCLE_DETECTED","path":"$","context":{"cycle":` + string(cyc) + `}}`
		}
		if visited[node] {
			return ""
		}
		onStack[node] = true
		for _, f := range refFields {
			if ops++; ops > 100000 {
				return fmt.Sprintf(`{"code":"DAG_OP_CAP_EXCEEDED","path":"$","context":{"ops":%d,"phase":"ref-resolve","at_node":%s}}`, ops, quote(node))
			}
			var v any = arr[idx[node]]
			found := true
			if f == "" || strings.ContainsAny(f, "[]") || strings.Contains(f, "..") || f[0] == '.' || f[len(f)-1] == '.' {
				found = false
			}
			for _, seg := range strings.Split(f, ".") {
				m, ok := v.(map[string]any)
				if !found || !ok {
					found = false
					break
				}
				v, found = m[seg]
			}
			if !found || v == nil {
				continue
			}
			at := fmt.Sprintf("$[%d].%s", idx[node], f)
			s, ok := v.(string)
			if !ok {
				cv, _ := constraint.ValueOf(v)
				b, _ := cv.MarshalJSON()
				return fmt.Sprintf(`{"code":"DAG_DANGLING_REF","path":%s,"context":{"from":%s,"ref":%s,"reason":"non-string-ref"}}`, quote(at), quote(node), b)
			}
			if _, ok := idx[s]; !ok {
				return fmt.Sprintf(`{"code":"DAG_DANGLING_REF","path":%s,"context":{"from":%s,"ref":%s}}`, quote(at), quote(node), quote(s))
			}
			if d := visit(s, append(path, node)); d != "" {
				return d
			}
		}
		onStack[node] = false
		visited[node] = true
		return ""
	}
	for _, id := range ids {
		if visited[id] {
			continue
		}
		if d := visit(id, nil); d != "" {
			return d, ops
		}
	}
	return "", ops
}

func isNumber(v any) bool { _, ok := v.(float64); return ok }

// quote is s as a JSON string, as Value.MarshalJSON writes it.
func quote(s string) string {
	b, _ := constraint.String(s).MarshalJSON()
	return string(b)
}

// randomGraph writes n items with ids from a small alphabet (duplicates
// possible), each with up to three reference members (a, b.c, d) naming
// ids, missing ones, null, numbers or nothing, and sometimes an item
// without id or not an object.
func randomGraph(r *rand.Rand) string {
	n := r.Intn(12)
	names := r.Intn(n+3) + 1
	id := func() string { return "n" + strconv.Itoa(r.Intn(names)) }
	ref := func() string {
		switch r.Intn(10) {
		case 0:
			return "null"
		case 1:
			return "7"
		case 2:
			return `""`
		case 3:
			return `{"x":"n0"}`
		}
		return quote(id())
	}
	var sb strings.Builder
	sb.WriteString("[")
	used := map[string]bool{}
	for i := range n {
		if i > 0 {
			sb.WriteString(",")
		}
		switch r.Intn(40) {
		case 0:
			sb.WriteString("null")
			continue
		case 1:
			sb.WriteString(`{"a":"n0"}`)
			continue
		case 2:
			sb.WriteString(`{"id":3}`)
			continue
		}
		x := id()
		if r.Intn(4) > 0 { // mostly distinct ids
			for used[x] && len(used) < names {
				x = id()
			}
		}
		used[x] = true
		sb.WriteString(`{"id":` + quote(x))
		if r.Intn(3) > 0 {
			sb.WriteString(`,"a":` + ref())
		}
		if r.Intn(3) == 0 {
			sb.WriteString(`,"b":{"c":` + ref() + `}`)
		}
		if r.Intn(4) == 0 {
			sb.WriteString(`,"d":` + ref())
		}
		sb.WriteString("}")
	}
	sb.WriteString("]")
	return sb.String()
}

// TestPropertyIsValidDAGMatchesOracle: the iterative search gives the
// recursive algorithm's verdict, diagnostic and operation count; on valid
// inputs the count is n + R + E + n·r.
func TestPropertyIsValidDAGMatchesOracle(t *testing.T) {
	t.Parallel()
	refs := [][]string{nil, {"a"}, {"a", "b.c"}, {"b.c", "a", "d"}, {"a", "a"}}
	properties := gopter.NewProperties(proptest.Parameters(t, 2000))
	properties.Property("EvaluateIsValidDAG equals the recursive oracle", prop.ForAll(
		func(seed int64) bool {
			r := rand.New(rand.NewSource(seed))
			doc := randomGraph(r)
			fields := refs[r.Intn(len(refs))]
			var raw any
			if err := json.Unmarshal([]byte(doc), &raw); err != nil {
				t.Fatal(err)
			}
			wantDiag, wantOps := oracleDAG(raw, "id", fields)
			got := constraint.EvaluateIsValidDAG(mustJSON(t, doc), "id", fields)
			if !sameJSON(diagJSON(t, got.Diagnostic), wantDiag) || got.Ops != wantOps || got.Valid != (wantDiag == "") {
				t.Logf("%s refs %v:\n got %s ops %d\nwant %s ops %d", doc, fields, diagJSON(t, got.Diagnostic), got.Ops, wantDiag, wantOps)
				return false
			}
			if got.Valid {
				n, R, E := len(raw.([]any)), 0, 0
				seen := map[string]bool{}
				// R: the items not reached from an earlier start; E: references naming an item.
				ids := map[string]bool{}
				for _, it := range raw.([]any) {
					ids[it.(map[string]any)["id"].(string)] = true
				}
				var reach func(id string)
				byID := map[string]map[string]any{}
				for _, it := range raw.([]any) {
					byID[it.(map[string]any)["id"].(string)] = it.(map[string]any)
				}
				targets := func(it map[string]any) []string {
					var out []string
					for _, f := range fields {
						var v any = it
						for _, seg := range strings.Split(f, ".") {
							m, _ := v.(map[string]any)
							v = m[seg]
						}
						if s, ok := v.(string); ok && ids[s] {
							out = append(out, s)
						}
					}
					return out
				}
				reach = func(id string) {
					if seen[id] {
						return
					}
					seen[id] = true
					for _, s := range targets(byID[id]) {
						reach(s)
					}
				}
				for _, it := range raw.([]any) {
					id := it.(map[string]any)["id"].(string)
					E += len(targets(it.(map[string]any)))
					if !seen[id] {
						R++
						reach(id)
					}
				}
				if want := n + R + E + n*len(fields); got.Ops != want {
					t.Logf("%s refs %v: ops %d, n + R + E + n·r = %d", doc, fields, got.Ops, want)
					return false
				}
			}
			return true
		},
		gen.Int64()))
	properties.TestingRun(t)
}

// TestPropertyJSONSize: JSONSize is the length of the compact JSON text of
// the value (Value.MarshalJSON, JSON.stringify's form).
func TestPropertyJSONSize(t *testing.T) {
	t.Parallel()
	texts := []string{`""`, `"a\"b\\c"`, `"\b\t\n\f\r"`, `"\u0000\u001f\u0007"`, `"é€𝄞"`, `"\u2028<>&"`, `0`, `-0`, `1.0`,
		`1e3`, `1e21`, `1e-7`, `0.1`, `-123.456`, `123456789012345678901234567890`, `true`, `false`, `null`, `{}`, `[]`}
	properties := gopter.NewProperties(proptest.Parameters(t, 1000))
	properties.Property("JSONSize = len(MarshalJSON)", prop.ForAll(
		func(seed int64) bool {
			r := rand.New(rand.NewSource(seed))
			var value func(depth int) string
			value = func(depth int) string {
				if depth > 3 || r.Intn(3) == 0 {
					return texts[r.Intn(len(texts))]
				}
				parts := make([]string, r.Intn(4))
				if r.Intn(2) == 0 {
					for i := range parts {
						parts[i] = value(depth + 1)
					}
					return " [ " + strings.Join(parts, " , ") + " ] "
				}
				for i := range parts {
					parts[i] = fmt.Sprintf(`"k%d\n" : %s`, i, value(depth+1))
				}
				return "{" + strings.Join(parts, ",") + "}"
			}
			v := mustJSON(t, value(0))
			b, _ := v.MarshalJSON()
			if constraint.JSONSize(v) != len(b) {
				t.Logf("%s: JSONSize %d, text %d", b, constraint.JSONSize(v), len(b))
				return false
			}
			return true
		},
		gen.Int64()))
	properties.TestingRun(t)
}

// chainItems is n items, each referring to the next through "n" (the last
// to nothing): one search from the first item, n deep.
func chainItems(n int) constraint.Value {
	items := make([]constraint.Value, n)
	for i := range items {
		m := []constraint.Member{{Name: "id", Value: constraint.String("n" + strconv.Itoa(i))}}
		if i+1 < n {
			m = append(m, constraint.Member{Name: "n", Value: constraint.String("n" + strconv.Itoa(i+1))})
		}
		items[i] = constraint.ObjectOf(m...)
	}
	return constraint.ArrayOf(items...)
}

// TestHostileIsValidDAG: a 10,000-deep chain, a 10,000-item cycle and a
// 1 MiB input are evaluated with their operation counts and a bounded
// number of allocations (the search state is pooled: only a diagnostic
// allocates).
func TestHostileIsValidDAG(t *testing.T) {
	// The race detector drops pooled values at random: allocations are
	// counted without it (.ci/run runs the tests without it too).
	allocsPerRun := func(f func()) float64 {
		if race.Enabled {
			return 0
		}
		return testing.AllocsPerRun(5, f)
	}
	chain := chainItems(constraint.DAGItemsCap)
	if r := constraint.EvaluateIsValidDAG(chain, "id", []string{"n"}); !r.Valid || r.Ops != 3*constraint.DAGItemsCap {
		t.Errorf("chain: %v ops %d", r.Diagnostic, r.Ops)
	}
	if a := allocsPerRun(func() { constraint.EvaluateIsValidDAG(chain, "id", []string{"n"}) }); a > 2 {
		t.Errorf("chain: %v allocations per evaluation", a)
	}
	// The last item refers back to the first: the cycle is the whole chain.
	elems := make([]constraint.Value, constraint.DAGItemsCap)
	for i := range elems {
		elems[i] = chain.Index(i)
	}
	elems[len(elems)-1] = constraint.ObjectOf(constraint.Member{Name: "id", Value: constraint.String("n9999")},
		constraint.Member{Name: "n", Value: constraint.String("n0")})
	cycle := constraint.ArrayOf(elems...)
	r := constraint.EvaluateIsValidDAG(cycle, "id", []string{"n"})
	if r.Valid || r.Diagnostic.Code != constraint.DAGCycleDetected || r.Diagnostic.Context.Members()[0].Value.Len() != constraint.DAGItemsCap+1 {
		t.Errorf("cycle: %v ops %d", r.Valid, r.Ops)
	}
	if a := allocsPerRun(func() { constraint.EvaluateIsValidDAG(cycle, "id", []string{"n"}) }); a > 64 {
		t.Errorf("cycle: %v allocations per evaluation", a)
	}
	big := mustJSON(t, `[{"id":"A","p":"`+strings.Repeat("x", constraint.DAGBytesCap)+`"}]`)
	if r := constraint.EvaluateIsValidDAG(big, "id", nil); r.Diagnostic == nil || r.Diagnostic.Code != constraint.DAGInputOversize || r.Ops != 0 {
		t.Errorf("1 MiB: %+v", r)
	}
	if a := allocsPerRun(func() { constraint.EvaluateIsValidDAG(big, "id", nil) }); a > 16 {
		t.Errorf("1 MiB: %v allocations per evaluation", a)
	}
	// A reference path of many segments through a deep object is read in
	// time proportional to its length, once per item.
	deep := `{"id":"A","a":` + strings.Repeat(`{"a":`, 100) + `"A"` + strings.Repeat("}", 101)
	path := strings.TrimSuffix(strings.Repeat("a.", 102), ".")
	if r := constraint.EvaluateIsValidDAG(mustJSON(t, "["+deep+"]"), "id", []string{path, path[:len(path)-2]}); r.Valid || r.Diagnostic.Code != constraint.DAGCycleDetected {
		t.Errorf("deep: %+v", r)
	}
}

// sameJSON reports whether the JSON texts a and b ("" for none) are the
// same value: one text may escape a character the other writes raw.
func sameJSON(a, b string) bool {
	if a == "" || b == "" {
		return a == b
	}
	var va, vb any
	if json.Unmarshal([]byte(a), &va) != nil || json.Unmarshal([]byte(b), &vb) != nil {
		return a == b
	}
	return reflect.DeepEqual(va, vb)
}

// FuzzIsValidDAG: on any strictly decoded input, id member and reference
// paths, EvaluateIsValidDAG gives the recursive oracle's diagnostic and
// operation count, never more than DAGOpCap + 1 operations, and the
// builtin's value in an expression is its verdict.
func FuzzIsValidDAG(f *testing.F) {
	f.Add(`[{"id":"A","l":"B","r":"C"},{"id":"B","l":"D"},{"id":"C","l":"D"},{"id":"D"}]`, "id", "l,r")
	f.Add(`[{"id":"A","n":"B"},{"id":"B","n":"A"}]`, "id", "n")
	f.Add(`[{"claim_id":"A","grounding":{"claim_id":"missing-X"}}]`, "claim_id", "grounding.claim_id")
	f.Add(`[{"id":"A","n":42},null,{"id":1}]`, "id", "n,,a..b,x[0]")
	f.Add(`[{"id":"A"},{"id":"A"}]`, "id", "")
	f.Fuzz(func(t *testing.T, doc, id, refList string) {
		items, err := constraint.DecodeJSON([]byte(doc))
		if err != nil {
			return
		}
		var refs []string
		if refList != "" {
			refs = strings.Split(refList, ",")
		}
		var raw any
		if err := json.Unmarshal([]byte(doc), &raw); err != nil {
			t.Fatalf("%s: decoded strictly, not by encoding/json: %v", doc, err)
		}
		got := constraint.EvaluateIsValidDAG(items, id, refs)
		wantDiag, wantOps := oracleDAG(raw, id, refs)
		if _, isArray := raw.([]any); isArray && constraint.JSONSize(items) > constraint.DAGBytesCap {
			return // the oracle does not measure
		}
		if !sameJSON(diagJSON(t, got.Diagnostic), wantDiag) || got.Ops != wantOps || got.Valid != (wantDiag == "") {
			t.Fatalf("%s id %q refs %q:\n got %s ops %d\nwant %s ops %d", doc, id, refs, diagJSON(t, got.Diagnostic), got.Ops, wantDiag, wantOps)
		}
		if got.Ops > constraint.DAGOpCap+1 {
			t.Fatalf("%d operations", got.Ops)
		}
		args := []string{"items", quote(id)}
		for _, r := range refs {
			args = append(args, quote(r))
		}
		x, err := constraint.Compile("is_valid_dag(" + strings.Join(args, ", ") + ")")
		if err != nil {
			return // a quote the language does not read
		}
		ok, err := x.Check(constraint.ObjectOf(constraint.Member{Name: "items", Value: items}))
		if err != nil || ok != got.Valid {
			t.Fatalf("in an expression: %v %v, standalone %v", ok, err, got.Valid)
		}
	})
}
