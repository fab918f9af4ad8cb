package codec

import "strings"

// OKAt reports whether the value at the location rel (relative to the object;
// string member names and int indexes) passed its own checks: the member
// checks recorded no violation at it or below it, nor at any location between
// the object and it (an array whose JSON type is wrong, an item that is not an
// object). Violations reported by the object's rules do not count.
//
// It serves rules that read members of nested items, such as a sum over every
// recipient's share_bps that must run even when another member of an item
// failed.
func (r *Rules) OKAt(rel ...any) bool {
	if r.checked == 0 {
		return true
	}
	base := r.Path()
	target := Join(base, rel...)
	for _, v := range r.w.viol[:r.checked] {
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

// Clean reports whether the object has no violation so far: none in its
// members or undeclared members, and none from the rules that already ran.
// A Warnings function uses it for warnings computed only for a valid object.
func (r *Rules) Clean() bool {
	if len(r.w.viol) == 0 {
		return true
	}
	base := r.Path()
	for _, v := range r.w.viol {
		if within(v.Path, base) {
			return false
		}
	}
	return true
}

// within reports whether the pointer p is root or lies below it.
func within(p, root string) bool {
	return root == "" || p == root || strings.HasPrefix(p, root) && p[len(root)] == '/'
}
