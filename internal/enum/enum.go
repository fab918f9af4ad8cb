// Package enum holds the closed string vocabularies of the protocol (pool ids,
// lifecycle states, reason codes, …) in one registry, so that validation, schema
// generation and the domain packages' Valid methods read the same table.
package enum

import (
	"reflect"
	"sync"
)

// Set is the ordered value list of one named string type.
type Set[T ~string] struct {
	values []T
	index  map[T]int
}

var (
	mu       sync.RWMutex
	registry = map[reflect.Type][]string{}
)

// New registers the values of T, in protocol order, and returns the set.
// It panics when called twice for the same type or with a repeated value:
// both are programming errors caught by any test that imports the package.
func New[T ~string](values ...T) *Set[T] {
	s := &Set[T]{values: append([]T(nil), values...), index: make(map[T]int, len(values))}
	names := make([]string, len(values))
	for i, v := range values {
		if _, dup := s.index[v]; dup {
			panic("enum: duplicate value " + string(v))
		}
		s.index[v] = i
		names[i] = string(v)
	}
	t := reflect.TypeFor[T]()
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[t]; dup {
		panic("enum: type registered twice: " + t.String())
	}
	registry[t] = names
	return s
}

// Has reports exact, case-sensitive membership.
func (s *Set[T]) Has(v T) bool { _, ok := s.index[v]; return ok }

// Index returns the position of v in protocol order, or -1.
func (s *Set[T]) Index(v T) int {
	if i, ok := s.index[v]; ok {
		return i
	}
	return -1
}

// Values returns a fresh copy of the values in protocol order.
func (s *Set[T]) Values() []T { return append([]T(nil), s.values...) }

// Len returns the number of values.
func (s *Set[T]) Len() int { return len(s.values) }

// Lookup returns the registered values of the named string type t.
func Lookup(t reflect.Type) ([]string, bool) {
	mu.RLock()
	defer mu.RUnlock()
	v, ok := registry[t]
	return v, ok
}
