package constraint

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// The DAG builtin is_valid_dag and the dotted-path reader it resolves
// references with (ExtractPath).

// The work caps of is_valid_dag. An input over the first two is rejected
// before any work; a search that would take more than DAGOpCap operations
// stops there.
const (
	// DAGItemsCap is the most items an is_valid_dag input may have.
	DAGItemsCap = rt.DAGItemsCap
	// DAGBytesCap is the most bytes the items may take, written as compact
	// JSON (JSONSize).
	DAGBytesCap = rt.DAGBytesCap
	// DAGOpCap is the most operations a search may take (DAGResult.Ops).
	DAGOpCap = rt.DAGOpCap
)

// PathStatus is the outcome of ExtractPath.
type PathStatus uint8

const (
	// PathExtracted: the path reached a value (any JSON value, null
	// included).
	PathExtracted PathStatus = iota
	// PathUndefined: the path reached nothing (a missing member, or a
	// null, array or scalar on the way).
	PathUndefined
	// PathRejected: the path is malformed (empty, an empty segment, or a
	// bracket anywhere); nothing was read.
	PathRejected
)

var pathStatusNames = [...]string{"extracted", "undefined", "rejected"}

// String returns extracted, undefined or rejected.
func (s PathStatus) String() string {
	if int(s) < len(pathStatusNames) {
		return pathStatusNames[s]
	}
	return "PathStatus(" + strconv.Itoa(int(s)) + ")"
}

// ExtractPath reads the dotted path (member names joined by ".", such as
// "grounding.claim_id") from node. The path is rejected, before anything is
// read, when it is empty, has an empty segment ("a..b", "a.", ".a") or
// contains "[" or "]": there is no index syntax. Otherwise each segment is
// the named member of the current value, which must be a JSON object:
// a missing member, or a null, array, string, number or boolean on the way
// (node included), gives PathUndefined. Arrays are never indexed and have
// no members (not even length). The value reached, whatever it is (null,
// an object or an array included), is returned with PathExtracted; the
// value is undefined otherwise.
func ExtractPath(node Value, path string) (Value, PathStatus) {
	if !pathWellFormed(path) {
		return undefined, PathRejected
	}
	return extractPath(node, path)
}

// pathWellFormed reports whether path is non-empty, bracket-free and has
// no empty segment.
func pathWellFormed(path string) bool {
	if path == "" || path[0] == '.' || path[len(path)-1] == '.' || strings.ContainsAny(path, "[]") {
		return false
	}
	return !strings.Contains(path, "..")
}

// extractPath walks a well-formed path.
func extractPath(v Value, path string) (Value, PathStatus) {
	for {
		if v.k != KindObject {
			return undefined, PathUndefined
		}
		seg, rest, more := strings.Cut(path, ".")
		m, ok := v.obj().get(seg)
		if !ok {
			return undefined, PathUndefined
		}
		if !more {
			return m, PathExtracted
		}
		v, path = m, rest
	}
}

// DAGCode is the code of an is_valid_dag diagnostic.
type DAGCode string

// The diagnostics of is_valid_dag.
const (
	// DAGInputOversize: more than DAGItemsCap items, or more than
	// DAGBytesCap bytes. Context {kind: "items_count"|"bytes", limit,
	// actual}.
	DAGInputOversize DAGCode = "DAG_INPUT_OVERSIZE"
	// DAGOpCapExceeded: the search took more than DAGOpCap operations.
	// Context {ops, phase: "indexing", processed} or {ops, phase: "dfs" |
	// "ref-resolve", at_node}.
	DAGOpCapExceeded DAGCode = "DAG_OP_CAP_EXCEEDED"
	// DAGMissingIDField: an item is no object, or lacks the id member.
	// Context {index}.
	DAGMissingIDField DAGCode = "DAG_MISSING_ID_FIELD"
	// DAGNonStringIDField: an item's id is not a string. Context {index,
	// actual_type} with the JavaScript typeof of the value (number,
	// boolean, object for null, arrays and objects).
	DAGNonStringIDField DAGCode = "DAG_NON_STRING_ID_FIELD"
	// DAGDuplicateID: two items have the same id. Context {id, indices:
	// [first, second]}.
	DAGDuplicateID DAGCode = "DAG_DUPLICATE_ID"
	// DAGCycleDetected: a reference leads back to an item on the search
	// path. Context {cycle}: the whole search path from the item the search
	// started at, then the item reached again.
	DAGCycleDetected DAGCode = "DAG_CYCLE_DETECTED"
	// DAGDanglingRef: a reference names no item's id (the empty string
	// included; context {from, ref}) or is not a string (context {from,
	// ref, reason: "non-string-ref"}, ref the value itself).
	DAGDanglingRef DAGCode = "DAG_DANGLING_REF"
)

// DAGDiagnostic is why EvaluateIsValidDAG found its input invalid: the
// code, a JSONPath-like location ("$", "$[3]", "$[3].grounding.claim_id")
// and the context, a JSON object whose members are listed with each code.
type DAGDiagnostic struct {
	Code    DAGCode `json:"code"`
	Path    string  `json:"path"`
	Context Value   `json:"context"`
}

// DAGResult is the outcome of EvaluateIsValidDAG: whether the items form a
// valid DAG, why not, and the operations the evaluation took.
type DAGResult struct {
	Valid      bool
	Diagnostic *DAGDiagnostic // nil when Valid
	// Ops counts one operation per item indexed, one per visit of an item
	// (a visit through a reference to an item already searched included)
	// and one per reference member read of an item entered. A valid input
	// of n items with r reference members takes n + R + E + n·r
	// operations, R the items the search starts at and E the references
	// that name an item.
	Ops int
}

// EvaluateIsValidDAG reports whether items, an array of JSON objects each
// identified by its string member idField (a member name, not a path),
// form a directed acyclic graph whose edges are the references read with
// ExtractPath at each of refFields: every reference that is present and
// not null must be a string naming an item's id.
//
// Anything other than an array is vacuously valid. The work is bounded: an
// input of more than DAGItemsCap items or DAGBytesCap bytes (its compact
// JSON text, as JSONSize counts it) is rejected before anything else is
// done, and the search stops after DAGOpCap operations. The items are
// indexed in order (no item, a missing or non-string id, a duplicate id
// stop there), then searched depth first from each item not yet reached,
// in array order, following the reference members in the order given;
// the first problem found ends the evaluation with its diagnostic.
func EvaluateIsValidDAG(items Value, idField string, refFields []string) DAGResult {
	elems, ok := elements(items)
	if !ok {
		return DAGResult{Valid: true}
	}
	if len(elems) > DAGItemsCap {
		return dagInvalid(DAGInputOversize, "$", 0, Member{"kind", String("items_count")},
			Member{"limit", Number(DAGItemsCap)}, Member{"actual", Number(float64(len(elems)))})
	}
	if b := JSONSize(items); b > DAGBytesCap {
		return dagInvalid(DAGInputOversize, "$", 0, Member{"kind", String("bytes")},
			Member{"limit", Number(DAGBytesCap)}, Member{"actual", Number(float64(b))})
	}
	s := dagSearches.Get().(*dagSearch)
	defer s.release()
	return s.run(elems, idField, refFields)
}

func dagInvalid(code DAGCode, path string, ops int, context ...Member) DAGResult {
	return DAGResult{Diagnostic: &DAGDiagnostic{Code: code, Path: path, Context: ObjectOf(context...)}, Ops: ops}
}

// dagSearch is the state of one evaluation, kept in a pool.
type dagSearch struct {
	ids   []string       // per item, its id
	index map[string]int // id → item, for inputs over dagScanMax items
	state []uint8        // per item: dagNew, dagOnStack, dagDone
	stack []dagFrame
	ops   int
}

const (
	dagNew uint8 = iota
	dagOnStack
	dagDone
)

// dagScanMax is the most items looked up by a scan of ids instead of a map.
const dagScanMax = 16

type dagFrame struct {
	item  int // the item entered
	field int // the next reference member to read
}

var dagSearches = sync.Pool{New: func() any { return &dagSearch{} }}

func (s *dagSearch) release() {
	clear(s.ids)
	if len(s.index) > 0 {
		clear(s.index) // at most DAGItemsCap entries are kept
	}
	s.ids, s.state, s.stack, s.ops = s.ids[:0], s.state[:0], s.stack[:0], 0
	dagSearches.Put(s)
}

// lookup returns the item whose id is id.
func (s *dagSearch) lookup(id string) (int, bool) {
	if s.index == nil || len(s.ids) <= dagScanMax {
		for i, x := range s.ids {
			if x == id {
				return i, true
			}
		}
		return 0, false
	}
	i, ok := s.index[id]
	return i, ok
}

// op counts an operation and reports whether the cap still holds.
func (s *dagSearch) op() bool {
	s.ops++
	return s.ops <= DAGOpCap
}

func (s *dagSearch) run(elems []Value, idField string, refs []string) DAGResult {
	n := len(elems)
	if n > dagScanMax {
		if s.index == nil {
			s.index = make(map[string]int, n)
		}
	}
	for i, it := range elems {
		if !s.op() { // unreachable within DAGItemsCap; kept as the rule
			return dagInvalid(DAGOpCapExceeded, "$", s.ops, Member{"ops", Number(float64(s.ops))},
				Member{"phase", String("indexing")}, Member{"processed", Number(float64(i))})
		}
		if it.k != KindObject {
			return dagInvalid(DAGMissingIDField, "$["+strconv.Itoa(i)+"]", s.ops, Member{"index", Number(float64(i))})
		}
		v, ok := it.obj().get(idField)
		if !ok {
			return dagInvalid(DAGMissingIDField, memberPath(i, idField), s.ops, Member{"index", Number(float64(i))})
		}
		if v.k != KindString {
			return dagInvalid(DAGNonStringIDField, memberPath(i, idField), s.ops, Member{"index", Number(float64(i))},
				Member{"actual_type", String(typeofJS(v))})
		}
		if j, seen := s.lookup(v.s); seen {
			return dagInvalid(DAGDuplicateID, memberPath(i, idField), s.ops, Member{"id", v},
				Member{"indices", ArrayOf(Number(float64(j)), Number(float64(i)))})
		}
		s.ids = append(s.ids, v.s)
		if n > dagScanMax {
			s.index[v.s] = i
		}
	}
	s.state = rt.Grow(s.state, n)
	for i := range elems {
		if s.state[i] != dagNew {
			continue
		}
		if r := s.search(elems, i, idField, refs); r != nil {
			return *r
		}
	}
	return DAGResult{Valid: true, Ops: s.ops}
}

// search runs the depth-first search from item start, as the recursive
// visit(node, path) it replaces: a visit counts an operation, finds a cycle
// when the node is on the search path, returns when it was searched
// already, else reads each reference member (an operation each) and visits
// what it names.
func (s *dagSearch) search(elems []Value, start int, idField string, refs []string) *DAGResult {
	if r := s.enter(start); r != nil {
		return r
	}
	for len(s.stack) > 0 {
		top := &s.stack[len(s.stack)-1]
		if top.field == len(refs) {
			s.state[top.item] = dagDone
			s.stack = s.stack[:len(s.stack)-1]
			continue
		}
		from := top.item
		f := refs[top.field]
		top.field++
		if !s.op() {
			r := dagInvalid(DAGOpCapExceeded, "$", s.ops, Member{"ops", Number(float64(s.ops))},
				Member{"phase", String("ref-resolve")}, Member{"at_node", String(s.ids[from])})
			return &r
		}
		v, _ := ExtractPath(elems[from], f)
		if v.IsNullish() {
			continue
		}
		if v.k != KindString {
			r := dagInvalid(DAGDanglingRef, memberPath(from, f), s.ops, Member{"from", String(s.ids[from])}, Member{"ref", v},
				Member{"reason", String("non-string-ref")})
			return &r
		}
		to, ok := s.lookup(v.s)
		if !ok {
			r := dagInvalid(DAGDanglingRef, memberPath(from, f), s.ops, Member{"from", String(s.ids[from])}, Member{"ref", v})
			return &r
		}
		if r := s.enter(to); r != nil {
			return r
		}
	}
	return nil
}

// enter is a visit of item i.
func (s *dagSearch) enter(i int) *DAGResult {
	if !s.op() {
		r := dagInvalid(DAGOpCapExceeded, "$", s.ops, Member{"ops", Number(float64(s.ops))},
			Member{"phase", String("dfs")}, Member{"at_node", String(s.ids[i])})
		return &r
	}
	switch s.state[i] {
	case dagOnStack:
		cycle := make([]Value, 0, len(s.stack)+1)
		for _, f := range s.stack {
			cycle = append(cycle, String(s.ids[f.item]))
		}
		cycle = append(cycle, String(s.ids[i]))
		r := dagInvalid(DAGCycleDetected, "$", s.ops, Member{"cycle", ArrayOf(cycle...)})
		return &r
	case dagDone:
		return nil
	}
	s.state[i] = dagOnStack
	s.stack = append(s.stack, dagFrame{item: i})
	return nil
}

// memberPath is the diagnostic path of member (or member path) name of
// item i.
func memberPath(i int, name string) string { return "$[" + strconv.Itoa(i) + "]." + name }

// typeofJS is JavaScript's typeof of a JSON value.
func typeofJS(v Value) string {
	switch v.k {
	case KindNumber:
		return "number"
	case KindString:
		return "string"
	case KindBool:
		return "boolean"
	case KindBigInt:
		return "bigint"
	case KindUndefined:
		return "undefined"
	}
	return "object"
}

// JSONSize returns the number of bytes of v written as compact JSON the
// way JavaScript's JSON.stringify writes it: no white space, members in
// their order, only '"', '\' and U+0000–U+001F escaped in strings (\b, \t,
// \n, \f and \r as two bytes, the others as six), other characters as
// their UTF-8 bytes, numbers in their shortest ECMAScript form (NaN and
// ±Infinity as null), undefined members left out and undefined elements
// written as null. It takes time proportional to the size of v.
func JSONSize(v Value) int {
	switch v.k {
	case KindNull, KindUndefined:
		return 4
	case KindBool:
		if v.i != 0 {
			return 4
		}
		return 5
	case KindNumber:
		return rt.NumberSize(v.f)
	case KindBigInt:
		return len(v.integer().String())
	case KindString:
		return rt.StringSize(v.s)
	case KindArray:
		elems := v.arr().elems
		n := 2 + max(len(elems)-1, 0)
		for _, e := range elems {
			n += JSONSize(e)
		}
		return n
	}
	n, written := 2, 0
	for _, m := range v.obj().members {
		if m.Value.k == KindUndefined {
			continue
		}
		if written > 0 {
			n++
		}
		written++
		n += rt.StringSize(m.Name) + 1 + JSONSize(m.Value)
	}
	return n
}

// isValidDAG is the builtin is_valid_dag(items, id_field, ref_field…): at
// least two arguments; true when the id and every reference argument are
// strings and EvaluateIsValidDAG finds the items valid, else false.
func isValidDAG(_ *env, args []Value) Value {
	if args[1].k != KindString {
		return vFalse
	}
	var buf [8]string
	refs := buf[:0]
	for _, a := range args[2:] {
		if a.k != KindString {
			return vFalse
		}
		refs = append(refs, a.s)
	}
	return Bool(EvaluateIsValidDAG(args[0], args[1].s, refs).Valid)
}

// sizer counts the compact JSON text of a visited Go value as JSONSize
// counts its value model (constraintrt.SizeHook).
type sizer struct {
	n     int
	stack []int // per open container, its members or elements so far
	err   error
}

var sizers = sync.Pool{New: func() any { return &sizer{stack: make([]int, 0, 8)} }}

// visitSize is constraintrt.SizeHook.
func visitSize(v any) (int, error) {
	z := sizers.Get().(*sizer)
	defer func() {
		z.n, z.stack, z.err = 0, z.stack[:0], nil
		sizers.Put(z)
	}()
	if err := codec.Visit(v, z); err != nil {
		return 0, err
	}
	return z.n, z.err
}

// value counts a value: the comma before an element.
func (z *sizer) value(n int) {
	if k := len(z.stack); k > 0 && z.stack[k-1] < 0 { // an array's element
		if z.stack[k-1] < -1 {
			z.n++
		}
		z.stack[k-1]--
	}
	z.n += n
}

func (z *sizer) Null()           { z.value(4) }
func (z *sizer) Bool(b bool)     { z.value(JSONSize(Bool(b))) }
func (z *sizer) Int(n int64)     { z.value(rt.NumberSize(float64(n))) }
func (z *sizer) Uint(n uint64)   { z.value(rt.NumberSize(float64(n))) }
func (z *sizer) Float(f float64) { z.value(rt.NumberSize(f)) }
func (z *sizer) String(s string) { z.value(rt.StringSize(s)) }
func (z *sizer) Raw(raw json.RawMessage) {
	v, err := DecodeJSON(raw)
	if err != nil && z.err == nil {
		z.err = err
	}
	z.value(JSONSize(v))
}

// Name counts a member's name: the comma before it, the name, the colon.
func (z *sizer) Name(name string) {
	top := &z.stack[len(z.stack)-1]
	if *top > 0 {
		z.n++
	}
	*top++
	z.n += rt.StringSize(name) + 1
}

// Objects count their members up from 0, arrays their elements down from
// -1.
func (z *sizer) BeginObject() { z.value(1); z.stack = append(z.stack, 0) }
func (z *sizer) EndObject()   { z.n++; z.stack = z.stack[:len(z.stack)-1] }
func (z *sizer) BeginArray()  { z.value(1); z.stack = append(z.stack, -1) }
func (z *sizer) EndArray()    { z.n++; z.stack = z.stack[:len(z.stack)-1] }
