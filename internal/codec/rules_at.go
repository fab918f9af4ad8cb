package codec

import "strings"

// OKAt reports whether the value at the location rel (relative to the object;
// string member names and int indexes) passed its own checks: no violation was
// recorded at it or below it, nor at any location between the object and it
// (an array whose JSON type is wrong, an item that is not an object). With no
// rel it reports whether the whole object is free of violations so far, its
// undeclared members and earlier rules included.
//
// It serves rules that read members of nested items, such as a sum over every
// recipient's share_bps that must run even when another member of an item
// failed (README.md §6.4).
func (r *Rules) OKAt(rel ...any) bool {
	if len(r.w.viol) == 0 {
		return true
	}
	base := r.Path()
	target := base
	if len(rel) > 0 {
		target = Join(base, rel...)
	}
	for _, v := range r.w.viol {
		p := v.Path
		if !within(p, base) {
			continue // a violation outside this object
		}
		if within(p, target) || within(target, p) {
			return false // at or below the target, or on the way to it
		}
	}
	return true
}

// within reports whether the pointer p is root or lies below it.
func within(p, root string) bool {
	return root == "" || p == root || strings.HasPrefix(p, root) && p[len(root)] == '/'
}
