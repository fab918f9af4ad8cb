package constraintrt

import (
	"sync"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// is_valid_dag in generated code: the verdict of package constraint's
// EvaluateIsValidDAG on items that are a slice of structs, whose id and
// reference members the generated code reads.

// The caps of is_valid_dag (package constraint exports them).
const (
	DAGItemsCap = 10_000
	DAGBytesCap = 1 << 20
	DAGOpCap    = 100_000
)

// The kinds of a reference member's value.
const (
	RefNone   uint8 = iota // absent or null: no edge
	RefString              // a string
	RefOther               // another value: a dangling reference
)

// DAGOps reads the members of an item type the DAG builtin reads: ID the
// id member (false when it is absent or not a string), Refs each reference
// path, in the order of the call.
type DAGOps[T any] struct {
	ID   func(*T) (string, bool)
	Refs []func(*T) (string, uint8)
	// Bound, when set, returns an upper bound of the size of the compact
	// JSON text of the items; when it is within DAGBytesCap the size is
	// not measured.
	Bound func([]T) int
}

// SizeHook returns the size of the compact JSON text of a value of a
// planned type (package constraint's JSONSize of its value model), or an
// error when it cannot be visited.
var SizeHook func(v any) (int, error)

// DAGValid is is_valid_dag(items, id, refs…) on the value of *items: at
// most DAGItemsCap items, every id present, a string and unique, every
// reference absent, null or naming an item, no cycle, at most DAGOpCap
// operations counted as the reference counts them, and at most DAGBytesCap
// bytes (measured last, only when everything else holds: the verdict is the
// same whatever the order). present is false when the member is absent
// (not an array: vacuously true).
func DAGValid[T any](items *[]T, present bool, ops *DAGOps[T]) bool {
	if !present {
		return true
	}
	elems := *items
	n := len(elems)
	if n > DAGItemsCap {
		return false
	}
	s := dagStates.Get().(*dagState)
	defer s.release()
	count := 0
	for i := range elems {
		count++
		id, ok := ops.ID(&elems[i])
		if !ok {
			return false
		}
		if _, dup := s.lookup(id); dup {
			return false
		}
		s.add(id, i, n)
	}
	s.state = Grow(s.state, n)
	for i := range elems {
		if s.state[i] != dagDone {
			ok := dagSearch(s, elems, ops, i, &count)
			if !ok {
				return false
			}
		}
	}
	if ops.Bound != nil && ops.Bound(elems) <= DAGBytesCap {
		return true
	}
	size, err := SizeHook(items)
	return err == nil && size <= DAGBytesCap
}

const (
	dagNew uint8 = iota
	dagOnStack
	dagDone
)

// dagScanMax is the most items looked up by a scan instead of a map.
const dagScanMax = 16

type dagState struct {
	ids   []string
	index map[string]int
	state []uint8
	stack [][2]int // item, next reference member
}

var dagStates = sync.Pool{New: func() any { return &dagState{} }}

func (s *dagState) release() {
	clear(s.ids)
	if len(s.index) > 0 {
		clear(s.index) // at most DAGItemsCap entries are kept
	}
	s.ids, s.state, s.stack = s.ids[:0], s.state[:0], s.stack[:0]
	dagStates.Put(s)
}

func (s *dagState) lookup(id string) (int, bool) {
	if len(s.ids) <= dagScanMax {
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

// add records the id of item i of n.
func (s *dagState) add(id string, i, n int) {
	s.ids = append(s.ids, id)
	if n <= dagScanMax {
		return
	}
	if s.index == nil {
		s.index = make(map[string]int, n)
	}
	if len(s.ids) == dagScanMax+1 { // from here on, the map
		for j, x := range s.ids[:dagScanMax] {
			s.index[x] = j
		}
	}
	if len(s.ids) > dagScanMax {
		s.index[id] = i
	}
}

// dagSearch is the depth-first search from item start, counting the
// operations in *count; it reports whether the search found nothing wrong
// within the cap.
func dagSearch[T any](s *dagState, elems []T, ops *DAGOps[T], start int, count *int) bool {
	if !s.enter(start, count) {
		return false
	}
	for len(s.stack) > 0 {
		top := &s.stack[len(s.stack)-1]
		if top[1] == len(ops.Refs) {
			s.state[top[0]] = dagDone
			s.stack = s.stack[:len(s.stack)-1]
			continue
		}
		item, f := top[0], top[1]
		top[1]++
		if *count++; *count > DAGOpCap {
			return false
		}
		v, k := ops.Refs[f](&elems[item])
		switch k {
		case RefNone:
			continue
		case RefOther:
			return false
		}
		to, ok := s.lookup(v)
		if !ok || !s.enter(to, count) {
			return false
		}
	}
	return true
}

func (s *dagState) enter(i int, count *int) bool {
	if *count++; *count > DAGOpCap {
		return false
	}
	switch s.state[i] {
	case dagOnStack:
		return false
	case dagDone:
		return true
	}
	s.state[i] = dagOnStack
	s.stack = append(s.stack, [2]int{i, 0})
	return true
}

// Grow returns s with length n, its elements zero, reusing its array when
// it is large enough.
func Grow[E any](s []E, n int) []E {
	if cap(s) < n {
		return make([]E, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// NumberSize is the length of the number f as JSON.stringify writes it
// (NaN and ±Infinity as null).
func NumberSize(f float64) int {
	if f != f || f-f != 0 {
		return 4
	}
	if f == float64(int64(f)) && f > -1e15 && f < 1e15 {
		i := int64(f)
		n := 1
		if i < 0 {
			n, i = 2, -i
		}
		for ; i >= 10; i /= 10 {
			n++
		}
		return n
	}
	var b [32]byte
	return len(codec.AppendNumber(b[:0], f))
}

// StringSize is the length of s as a JSON string the way JSON.stringify
// writes it: quotes, '"' and '\' escaped with a backslash, \b \t \n \f \r
// as two bytes, the other controls below U+0020 as six, everything else as
// its UTF-8 bytes (s is valid UTF-8; an invalid byte counts as the three
// bytes of U+FFFD).
func StringSize(s string) int {
	n := 2
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\' || c == '\b' || c == '\t' || c == '\n' || c == '\f' || c == '\r':
				n += 2
			case c < 0x20:
				n += 6
			default:
				n++
			}
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && w == 1 {
			n += 3
		} else {
			n += w
		}
		i += w
	}
	return n
}
