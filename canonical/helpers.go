package canonical

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// dupGroup is a value held at two or more indices of an array, with those
// indices in ascending order.
type dupGroup struct {
	value   string
	indices []int
}

// smallList is the length up to which the rules compare elements pairwise
// instead of building a map: no allocation on a valid document, and at
// most smallList² comparisons.
const smallList = 32

// pooledList is the length up to which duplicates returns its map to
// firstIndexes: emptying a map costs its size, which a later short list
// should not pay for an earlier long one.
const pooledList = 1024

// firstIndexes holds empty maps for duplicates to reuse (value → first
// index).
var firstIndexes = sync.Pool{New: func() any { return map[string]int{} }}

// duplicates returns the values key gives for 0..n−1 that occur at two or
// more indices, in the order of each value's first occurrence (exact
// code-unit equality). Work and memory are linear in n (quadratic below
// smallList, where it allocates only for a duplicate found; above it, a
// map reused across calls up to pooledList elements).
func duplicates(n int, key func(int) string) []dupGroup {
	if n < 2 {
		return nil
	}
	var groups []dupGroup
	if n <= smallList {
		for i := 1; i < n; i++ {
			k := key(i)
			j := 0
			for j < i && key(j) != k {
				j++
			}
			if j == i {
				continue
			}
			g := 0
			for g < len(groups) && groups[g].indices[0] != j {
				g++
			}
			if g == len(groups) {
				groups = append(groups, dupGroup{value: k, indices: []int{j}})
			}
			groups[g].indices = append(groups[g].indices, i)
		}
	} else {
		var first map[string]int
		if n <= pooledList {
			first = firstIndexes.Get().(map[string]int)
			defer func() {
				clear(first)
				firstIndexes.Put(first)
			}()
		} else {
			first = make(map[string]int, n)
		}
		var groupOf map[string]int // value → index in groups
		for i := range n {
			k := key(i)
			j, seen := first[k]
			if !seen {
				first[k] = i
				continue
			}
			if groupOf == nil {
				groupOf = map[string]int{}
			}
			g, ok := groupOf[k]
			if !ok {
				g = len(groups)
				groupOf[k] = g
				groups = append(groups, dupGroup{value: k, indices: []int{j}})
			}
			groups[g].indices = append(groups[g].indices, i)
		}
	}
	// A group is created at its second index: order by the first.
	slices.SortFunc(groups, func(a, b dupGroup) int { return a.indices[0] - b.indices[0] })
	return groups
}

// dupMessage writes "<prefix>"<value>" appears at indices i1, i2[, …] — <tail>".
func dupMessage(prefix string, g dupGroup, tail string) string {
	var b strings.Builder
	b.Grow(len(prefix) + len(g.value) + len(tail) + 32 + 4*len(g.indices))
	b.WriteString(prefix)
	b.WriteByte('"')
	b.WriteString(g.value)
	b.WriteString(`" appears at indices `)
	for n, i := range g.indices {
		if n > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(i))
	}
	b.WriteString(" — ")
	b.WriteString(tail)
	return b.String()
}

func itoa(i int) string { return strconv.Itoa(i) }
