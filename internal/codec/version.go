package codec

import (
	"errors"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/hounfour-go/hounfour/internal/enum"
)

// Version is a protocol contract version major.minor.patch packed into one
// number, major*1_000_000 + minor*1_000 + patch (each part below 1000), so
// that versions compare as numbers and a literal reads as its version:
// 7_003_000 is 7.3.0. It serves two roles:
//
//   - the since of a declaration (a member's hf tag since=, an enumeration
//     value's enum.Set.Since, a document type's Meta.Since): the contract
//     that introduced it. The zero Version means 7.0.0 or earlier: part of
//     every contract.
//   - the contract a decode, a validation or an encoding runs under: a
//     declaration belongs to contract c when its since is at most c. The
//     zero Version stands for DefaultContract.
type Version uint32

// The contracts the library speaks, and the one the entry points without
// a contract use (the root package's ContractVersion; a test there checks
// that they agree).
const (
	Contract700     Version = 7_000_000
	Contract870     Version = 8_007_000
	DefaultContract         = Contract870
)

var errVersion = errors.New("want major.minor.patch, each part a number below 1000")

// ParseVersion parses "major.minor.patch" (ASCII digits, each part below
// 1000, no sign).
func ParseVersion(s string) (Version, error) {
	parts := strings.Split(s, ".")
	if len(parts) != 3 {
		return 0, errVersion
	}
	var v Version
	for _, p := range parts {
		if p == "" || len(p) > 3 || strings.Trim(p, "0123456789") != "" {
			return 0, errVersion
		}
		n, _ := strconv.Atoi(p)
		v = v*1000 + Version(n)
	}
	return v, nil
}

// MustParseVersion is ParseVersion that panics on an error (declarations).
func MustParseVersion(s string) Version {
	v, err := ParseVersion(s)
	if err != nil {
		panic("codec: version " + strconv.Quote(s) + ": " + err.Error())
	}
	return v
}

// String returns "major.minor.patch" ("" for the zero Version).
func (v Version) String() string {
	if v == 0 {
		return ""
	}
	return strconv.Itoa(int(v/1_000_000)) + "." + strconv.Itoa(int(v/1000%1000)) + "." + strconv.Itoa(int(v%1000))
}

// Or returns v, or DefaultContract when v is zero.
func (v Version) Or() Version {
	if v == 0 {
		return DefaultContract
	}
	return v
}

// In reports whether a declaration since v belongs to contract c (the zero
// c: DefaultContract).
func (v Version) In(c Version) bool { return v <= c.Or() }

// versionedValues is the vocabulary of a contract: the values whose since
// is at most since, in declaration order.
type versionedValues struct {
	since  Version
	values []string
}

// versionedVocabulary reads the versions enum.Set.Since recorded for the
// values vals of the vocabulary type t: the values after 7.0.0 with their
// versions (nil when there is none), and the vocabulary of each distinct
// version (ascending), so that the allowed values under any contract are
// found without allocating.
func versionedVocabulary(t reflect.Type, vals []string) (map[string]Version, []versionedValues) {
	texts := enum.LookupSince(t)
	if len(texts) == 0 {
		return nil, nil
	}
	since := make(map[string]Version, len(texts))
	var versions []Version
	for v, text := range texts {
		sv := MustParseVersion(text)
		since[v] = sv
		if !slices.Contains(versions, sv) {
			versions = append(versions, sv)
		}
	}
	versions = append(versions, 0)
	slices.Sort(versions)
	by := make([]versionedValues, len(versions))
	for i, sv := range versions {
		by[i].since = sv
		for _, v := range vals {
			if since[v] <= sv {
				by[i].values = append(by[i].values, v)
			}
		}
	}
	return since, by
}

// enumIn reports whether the vocabulary value v (a member of the plan's
// vocabulary) belongs to contract c.
func (pl *plan) enumIn(v string, c Version) bool {
	if pl.enumSince == nil {
		return true
	}
	return pl.enumSince[v].In(c)
}

// allowedIn returns the vocabulary of the plan under contract c, in
// declaration order (Violation.Allowed; shared, never modified).
func (pl *plan) allowedIn(c Version) []string {
	if pl.enumBy == nil {
		return pl.enumVals
	}
	c = c.Or()
	out := pl.enumBy[0].values
	for _, b := range pl.enumBy {
		if b.since <= c {
			out = b.values
		}
	}
	return out
}

// in reports whether the member belongs to contract c.
func (f *field) in(c Version) bool { return f.since.In(c) }

// Unsupported returns the JSON Pointers of what the Go value v (a pointer
// or a value of a planned type) holds that a reader of contract c would not
// take as the library writes it: the present members a later contract
// introduced in a closed object (in an open one such a member is an
// undeclared member the reader keeps) and the vocabulary values a later
// contract introduced, in document field order (record entries by key);
// nil when everything survives. Whether v's type itself belongs to c is
// the caller's question (TypeSince). A Custom type is not looked into.
func Unsupported(v any, c Version) []string {
	if _, ok := v.(Custom); ok {
		return nil
	}
	pl, p := addressable(v)
	u := unsupported{c: c.Or()}
	u.value(pl, p)
	return u.paths
}

type unsupported struct {
	c     Version
	path  pathStack
	paths []string
}

func (u *unsupported) value(pl *plan, p unsafe.Pointer) {
	switch pl.kind {
	case kEnum:
		if s := *(*string)(p); s != "" && !pl.enumIn(s, u.c) {
			if _, known := pl.enumSet[s]; known {
				u.paths = append(u.paths, u.path.String())
			}
		}
	case kPtr:
		if ep := *(*unsafe.Pointer)(p); ep != nil {
			u.value(pl.elem, ep)
		}
	case kStruct:
		for i := range pl.fields {
			f := &pl.fields[i]
			fp := unsafe.Add(p, f.offset)
			if absent(f.plan, fp) {
				continue
			}
			u.path.pushName(f.name)
			if !f.in(u.c) {
				if !pl.open {
					u.paths = append(u.paths, u.path.String())
				}
			} else {
				u.value(f.plan, fp)
			}
			u.path.pop()
		}
	case kSlice:
		base, n := sliceAt(p)
		for i := range n {
			u.path.pushIndex(i)
			u.value(pl.elem, unsafe.Add(base, uintptr(i)*pl.elem.size))
			u.path.pop()
		}
	case kMap:
		mv := reflect.NewAt(pl.t, p).Elem()
		if mv.Len() == 0 || !pl.elem.mayBeLater() {
			return
		}
		keys := mv.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
		tmp := reflect.New(pl.elem.t).Elem()
		for _, k := range keys {
			tmp.Set(mv.MapIndex(k))
			u.path.pushName(k.String())
			u.value(pl.elem, tmp.Addr().UnsafePointer())
			u.path.pop()
		}
	}
}

// mayBeLater reports whether a value of the plan can hold a member or a
// vocabulary value a later contract introduced.
func (pl *plan) mayBeLater() bool {
	return pl.mayBeLaterSeen(map[*plan]bool{})
}

func (pl *plan) mayBeLaterSeen(seen map[*plan]bool) bool {
	if seen[pl] {
		return false
	}
	seen[pl] = true
	switch pl.kind {
	case kEnum:
		return pl.enumSince != nil
	case kPtr, kSlice, kMap:
		return pl.elem.mayBeLaterSeen(seen)
	case kStruct:
		if pl.later {
			return true
		}
		for i := range pl.fields {
			if pl.fields[i].plan.mayBeLaterSeen(seen) {
				return true
			}
		}
	}
	return false
}
