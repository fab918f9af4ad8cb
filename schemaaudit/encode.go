package schemaaudit

import (
	"crypto/sha256"
	"encoding/json"
	"hash"
	"reflect"
	"slices"
	"strings"
	"unsafe"
)

// encodings caches what the comparison computes from the values of the two
// parsed schema files — the canonical JSON text of an object or array, the
// values an enumeration lists — by the value's identity. References are
// expanded where they are used, so one definition is visited once per use:
// a keyword the comparison does not model, compared by its text, would
// otherwise be encoded again at every visit, and an 8 MiB value reached
// 10,000 times would cost 10,000 encodings. The parsed values are never
// modified, and the cache keeps each value it holds alive, so an address
// names one value for the whole comparison.
type encodings struct {
	texts map[identity]encoded
	enums map[identity]enumeration
	sets  map[identity]nameSet
	diffs map[[2]identity]nameDiff
	strs  map[[2]*byte]bool // equality of long strings, by their data
	bytes int               // the length of the texts encoded
	// compared is the length of the long strings compared byte by byte.
	compared int
}

// longText is the length from which equal compares two strings once per
// pair of values: a pattern reached through thousands of references would
// otherwise be compared again at every visit.
const longText = 256

// identity is the address of a parsed object (n = -1) or array (n = its
// length).
type identity struct {
	p uintptr
	n int
}

// encoded is what the comparison keeps of the JSON text of an object or
// array: its SHA-256 and length, to compare it, and its first bytes, to
// show it.
type encoded struct {
	v      any // keeps the value alive, so that its address is not reused
	sum    [sha256.Size]byte
	n      int
	prefix string // the first canonMax+1 bytes of the text
	ok     bool   // the value encodes
}

type nameSet struct {
	v     any
	names map[string]bool
}

type nameDiff struct {
	o, n  any
	names []string
}

type enumeration struct {
	v      any
	values []string
	ok     bool
}

func identityOf(v any) (identity, bool) {
	switch t := v.(type) {
	case map[string]any:
		return identity{reflect.ValueOf(t).Pointer(), -1}, true
	case []any:
		return identity{reflect.ValueOf(t).Pointer(), len(t)}, true
	}
	return identity{}, false
}

// encode returns what is kept of the compact JSON text of a parsed object
// or array (members sorted), encoded once per value, in one pass that
// hashes the text as it is written rather than keeping it.
func (e *encodings) encode(v any) encoded {
	id, _ := identityOf(v)
	if x, ok := e.texts[id]; ok {
		return x
	}
	w := &digestWriter{h: sha256.New()}
	err := json.NewEncoder(w).Encode(v) // Marshal's text and a newline
	e.bytes += w.n
	x := encoded{v: v, n: w.n - 1, ok: err == nil}
	w.h.Sum(x.sum[:0])
	x.prefix = strings.TrimSuffix(string(w.prefix), "\n")
	if e.texts == nil {
		e.texts = map[identity]encoded{}
	}
	e.texts[id] = x
	return x
}

// digestWriter hashes what is written and keeps its first canonMax+1
// bytes.
type digestWriter struct {
	h      hash.Hash
	prefix []byte
	n      int
}

func (w *digestWriter) Write(p []byte) (int, error) {
	w.h.Write(p)
	if keep := canonMax + 1 - len(w.prefix); keep > 0 {
		w.prefix = append(w.prefix, p[:min(keep, len(p))]...)
	}
	w.n += len(p)
	return len(p), nil
}

// equal reports whether two parsed values have the same JSON text. Text,
// numbers (their text, as parsed with UseNumber), booleans and null are
// compared directly; objects and arrays by the SHA-256 of their texts.
func (e *encodings) equal(a, b any) bool {
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && e.equalText(x, y)
	case json.Number:
		y, ok := b.(json.Number)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case nil:
		return b == nil
	}
	if _, ok := identityOf(a); !ok {
		return false
	}
	if _, ok := identityOf(b); !ok {
		return false
	}
	x, y := e.encode(a), e.encode(b)
	return x.ok && y.ok && x.n == y.n && x.sum == y.sum
}

// equalText reports whether x == y, comparing two long strings of the
// parsed files once per pair: the parsed values are never modified and stay
// alive for the whole comparison, so their data addresses name them.
func (e *encodings) equalText(x, y string) bool {
	if len(x) != len(y) {
		return false
	}
	if len(x) < longText {
		return x == y
	}
	key := [2]*byte{unsafe.StringData(x), unsafe.StringData(y)}
	if eq, ok := e.strs[key]; ok {
		return eq
	}
	eq := x == y
	e.compared += len(x)
	if e.strs == nil {
		e.strs = map[[2]*byte]bool{}
	}
	e.strs[key] = eq
	return eq
}

// canonMax is the length of the text canon shows.
const canonMax = 200

// canon is the compact JSON text of a parsed value (members sorted), cut
// to 200 bytes. Of a long string only the start is encoded: each byte of
// a string is at least one byte of its text, so the first 200 bytes of the
// text come from its first 200 bytes.
func (e *encodings) canon(v any) string {
	var t string
	if _, composite := identityOf(v); composite {
		x := e.encode(v)
		if !x.ok {
			return "?"
		}
		t = x.prefix
	} else {
		if s, ok := v.(string); ok && len(s) > canonMax+8 {
			v = s[:canonMax+8] // whole runes for the first 200 bytes
		}
		b, err := json.Marshal(v)
		if err != nil {
			return "?"
		}
		t = string(b)
	}
	if len(t) > canonMax {
		return t[:canonMax-3] + "..."
	}
	return t
}

func (e *encodings) describe(o, n any) string {
	switch {
	case o == nil:
		return e.canon(n) + " added"
	case n == nil:
		return e.canon(o) + " removed"
	}
	return e.canon(o) + " → " + e.canon(n)
}

// enumValues returns the canonical JSON texts of the values a schema
// enumerates (enum, const, or anyOf/oneOf of such schemas), and whether it
// is such an enumeration; the texts of a list are computed once.
func (e *encodings) enumValues(s map[string]any) ([]string, bool) {
	if l, ok := s["enum"].([]any); ok {
		return e.enumList(l, func() ([]string, bool) {
			out := make([]string, len(l))
			for i, v := range l {
				out[i] = e.canon(v)
			}
			return out, true
		})
	}
	if v, ok := s["const"]; ok {
		return []string{e.canon(v)}, true
	}
	for _, kw := range []string{"anyOf", "oneOf"} {
		br, ok := s[kw].([]any)
		if !ok || len(br) == 0 {
			continue
		}
		return e.enumList(br, func() ([]string, bool) {
			var out []string
			for _, b := range br {
				bm, ok := b.(map[string]any)
				if !ok {
					return nil, false
				}
				vs, ok := e.enumValues(bm)
				if !ok {
					return nil, false
				}
				out = append(out, vs...)
			}
			return out, true
		})
	}
	return nil, false
}

// enumList returns compute's result for the list l, computed once.
func (e *encodings) enumList(l []any, compute func() ([]string, bool)) ([]string, bool) {
	id, _ := identityOf(l)
	if x, ok := e.enums[id]; ok {
		return x.values, x.ok
	}
	values, ok := compute()
	if e.enums == nil {
		e.enums = map[identity]enumeration{}
	}
	e.enums[id] = enumeration{v: l, values: values, ok: ok}
	return values, ok
}

// names returns the set of the strings of a parsed array (required), made
// once per array; callers must not modify it.
func (e *encodings) names(v any) map[string]bool {
	l, ok := v.([]any)
	if !ok {
		return map[string]bool{}
	}
	id, _ := identityOf(l)
	if x, ok := e.sets[id]; ok {
		return x.names
	}
	set := setOf(stringSet(l))
	if e.sets == nil {
		e.sets = map[identity]nameSet{}
	}
	e.sets[id] = nameSet{v: l, names: set}
	return set
}

// requiredChanged returns the names of one of two parsed arrays (the
// required lists of two nodes) that are not in the other, sorted, computed
// once per pair of arrays; callers must not modify it.
func (e *encodings) requiredChanged(o, n any) []string {
	oid, _ := identityOf(o)
	nid, _ := identityOf(n)
	key := [2]identity{oid, nid}
	if x, ok := e.diffs[key]; ok {
		return x.names
	}
	oset, nset := e.names(o), e.names(n)
	var out []string
	for name := range oset {
		if !nset[name] {
			out = append(out, name)
		}
	}
	for name := range nset {
		if !oset[name] {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	if e.diffs == nil {
		e.diffs = map[[2]identity]nameDiff{}
	}
	e.diffs[key] = nameDiff{o: o, n: n, names: out}
	return out
}
