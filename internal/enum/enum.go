// Package enum holds the closed string vocabularies of the protocol (pool ids,
// lifecycle states, reason codes, …) in one registry, so that validation, schema
// generation and the domain packages' Valid methods read the same table.
//
// A vocabulary may have grown between contract versions: Since records the
// version that introduced a value (absent: 7.0.0 or earlier), and a reader
// of an earlier contract treats the value as outside the vocabulary.
package enum

import (
	"reflect"
	"regexp"
	"sync"
)

// Set is the ordered value list of one named string type.
type Set[T ~string] struct {
	t      reflect.Type
	values []T
	index  map[T]int
	since  map[T]string
	open   func(string) bool
}

var (
	mu       sync.RWMutex
	registry = map[reflect.Type][]string{}
	sinces   = map[reflect.Type]map[string]string{}
	opens    = map[reflect.Type]Open{}
)

// Open is the form an open vocabulary accepts beside its values: a text
// matching Pattern (a regular expression meaning the same in RE2 and
// JavaScript, anchored with ^…$). Match is the pattern's matcher (nil:
// Set.Open compiles Pattern); Description is the pattern branch's
// description in schema files.
type Open struct {
	Pattern, Description string
	Match                func(string) bool
}

// New registers the values of T, in protocol order, and returns the set.
// It panics when called twice for the same type or with a repeated value:
// both are programming errors caught by any test that imports the package.
func New[T ~string](values ...T) *Set[T] {
	t := reflect.TypeFor[T]()
	s := &Set[T]{t: t, values: append([]T(nil), values...), index: make(map[T]int, len(values))}
	names := make([]string, len(values))
	for i, v := range values {
		if _, dup := s.index[v]; dup {
			panic("enum: duplicate value " + string(v))
		}
		s.index[v] = i
		names[i] = string(v)
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[t]; dup {
		panic("enum: type registered twice: " + t.String())
	}
	registry[t] = names
	return s
}

// Since records that the values (members of s) were introduced in contract
// version (major.minor.patch) and returns s, for a package-level
// declaration:
//
//	var accessTypes = enum.New(A, B, C, D).Since("7.3.0", C).Since("7.4.0", D)
//
// It panics on a value outside s or one given a version twice (programming
// errors). The codec and the schema generator read the versions with
// LookupSince.
func (s *Set[T]) Since(version string, values ...T) *Set[T] {
	mu.Lock()
	defer mu.Unlock()
	m := sinces[s.t]
	if m == nil {
		m = map[string]string{}
		sinces[s.t] = m
		s.since = map[T]string{}
	}
	for _, v := range values {
		if _, ok := s.index[v]; !ok {
			panic("enum: Since of a value outside the set: " + string(v))
		}
		if _, dup := m[string(v)]; dup {
			panic("enum: Since given twice for " + string(v))
		}
		m[string(v)] = version
		s.since[v] = version
	}
	return s
}

// Open makes s an open vocabulary: besides the listed values, every string
// matching o.Pattern belongs to it (the listed values stay the ones with
// names, in protocol order). It returns s, for a package-level
// declaration, and panics when called twice for one type. The codec and
// the schema generator read the pattern with LookupOpen; Has stays the
// test of the listed values, Accepts tells either.
func (s *Set[T]) Open(o Open) *Set[T] {
	if o.Match == nil {
		o.Match = regexp.MustCompile(o.Pattern).MatchString
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := opens[s.t]; dup {
		panic("enum: Open given twice for " + s.t.String())
	}
	opens[s.t] = o
	s.open = o.Match
	return s
}

// Accepts reports whether v is one of the values or, for an open
// vocabulary (Open), matches its pattern.
func (s *Set[T]) Accepts(v T) bool { return s.Has(v) || s.open != nil && s.open(string(v)) }

// LookupOpen returns the pattern of the open vocabulary t (Set.Open).
func LookupOpen(t reflect.Type) (Open, bool) {
	mu.RLock()
	defer mu.RUnlock()
	o, ok := opens[t]
	return o, ok
}

// Has reports exact, case-sensitive membership (in the newest contract).
func (s *Set[T]) Has(v T) bool { _, ok := s.index[v]; return ok }

// SinceOf returns the contract version that introduced v ("" for a value of
// 7.0.0 or earlier, and for a value outside s).
func (s *Set[T]) SinceOf(v T) string { return s.since[v] }

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

// LookupSince returns the versions recorded with Since for the values of
// the named string type t, by value (nil when none has one). The map is a
// copy.
func LookupSince(t reflect.Type) map[string]string {
	mu.RLock()
	defer mu.RUnlock()
	m := sinces[t]
	if m == nil {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
