package codec

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// measure is a plain recursive reading of a valid JSON text, apart from
// the scan it checks: the deepest nesting, the longest string or name (raw
// bytes between the quotes), the most digits of a number before any
// exponent, the most members of an object and elements of an array.
type measure struct {
	src                                   []byte
	depth, str, digits, members, elements int
}

func (m *measure) ws(i int) int {
	for i < len(m.src) && strings.IndexByte(" \t\n\r", m.src[i]) >= 0 {
		i++
	}
	return i
}

// value reads the value at i (after white space) at nesting level d and
// returns the index after it.
func (m *measure) value(i, d int) int {
	i = m.ws(i)
	switch c := m.src[i]; {
	case c == '{' || c == '[':
		m.depth = max(m.depth, d+1)
		n := 0
		i = m.ws(i + 1)
		for m.src[i] != '}' && m.src[i] != ']' {
			if c == '{' {
				i = m.ws(m.value(i, d+1)) + 1 // name and ':'
			}
			i = m.ws(m.value(i, d+1))
			n++
			if m.src[i] == ',' {
				i++
			}
			i = m.ws(i)
		}
		if c == '{' {
			m.members = max(m.members, n)
		} else {
			m.elements = max(m.elements, n)
		}
		return i + 1
	case c == '"':
		j := i + 1
		for m.src[j] != '"' {
			if m.src[j] == '\\' {
				j++
			}
			j++
		}
		m.str = max(m.str, j-i-1)
		return j + 1
	case c == '-' || c >= '0' && c <= '9':
		j, n := i, 0
		for j < len(m.src) && strings.IndexByte("0123456789-+.eE", m.src[j]) >= 0 {
			j++
		}
		mant, _, _ := strings.Cut(strings.ToLower(string(m.src[i:j])), "e")
		for _, r := range mant {
			if r >= '0' && r <= '9' {
				n++
			}
		}
		m.digits = max(m.digits, n)
		return j
	case c == 'f':
		return i + 5
	}
	return i + 4 // true, null
}

// FuzzLimits: the scan of limits never panics; on a valid text it agrees
// with the tokenizer's measure of the text, limit by limit; a document
// within the limits decodes exactly as without limits, and one beyond them
// gets the one violation of the first limit it exceeds.
func FuzzLimits(f *testing.F) {
	f.Add([]byte(`{"name":"a","tok":"1","n":1,"list":["x","y"],"rec":{"a":1,"b":2},"payload":[[[1]]]}`), uint8(3), uint8(4), uint8(2), uint8(2))
	f.Add([]byte(`[[[[[]]]]]`), uint8(2), uint8(1), uint8(1), uint8(1))
	f.Add([]byte(`{"a":"\u00e9\u00e9\u00e9","b":12345.678e-9}`), uint8(5), uint8(5), uint8(5), uint8(1))
	f.Add([]byte(`{"a":"1234567890[[[[","b":["]]]]]]]]]]]]"]}`), uint8(2), uint8(200), uint8(3), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, depth, str, digits, count uint8) {
		l := Limits{MaxDepth: int(depth) + 1, MaxStringBytes: int(str) + 1, MaxDigits: int(digits) + 1,
			MaxMembers: int(count) + 1, MaxElements: int(count) + 1, MaxViolations: -1, MaxBytes: -1}.resolved()
		v := checkLimits(data, &l)
		if json.Valid(data) {
			m := measure{src: data}
			m.value(0, 0)
			want := m.depth > l.MaxDepth || m.str > l.MaxStringBytes || m.digits > l.MaxDigits ||
				m.members > l.MaxMembers || m.elements > l.MaxElements
			if want != (v != nil) {
				t.Fatalf("limits %+v, text %+v: scan says %v", l, m, v)
			}
			// The same without a string limit (the largest int).
			l2 := l
			l2.MaxStringBytes = Limits{MaxStringBytes: -1}.resolved().MaxStringBytes
			want = m.depth > l2.MaxDepth || m.digits > l2.MaxDigits || m.members > l2.MaxMembers || m.elements > l2.MaxElements
			if v2 := checkLimits(data, &l2); want != (v2 != nil) {
				t.Fatalf("limits %+v, text %+v: scan says %v", l2, m, v2)
			}
		}
		var a, b tDoc
		va, err := decodeViolations(data, &a, l)
		if err != nil {
			t.Fatal(err)
		}
		if v != nil {
			if len(va) != 1 || !reflect.DeepEqual(va[0], *v) || !strings.HasPrefix(v.Rule, "limit-") {
				t.Fatalf("%v, want only %v", va, v)
			}
			return
		}
		vb, _ := decodeViolations(data, &b, Limits{MaxBytes: -1, MaxDepth: -1, MaxStringBytes: -1, MaxDigits: -1,
			MaxMembers: -1, MaxElements: -1, MaxViolations: -1})
		if len(va) != len(vb) {
			t.Fatalf("within the limits %v, without %v", va, vb)
		}
	})
}

func decodeViolations(data []byte, v any, l Limits) ([]Violation, error) {
	r := l.resolved()
	_, viol, _, err := decode(data, v, false, false, &r, DefaultContract)
	return viol, err
}

// FuzzViolationLimit: with any limit on violations the list is its first n
// entries plus one summary, whose count makes up the total.
func FuzzViolationLimit(f *testing.F) {
	f.Add([]byte(`{"a":1,"b":2,"c":3,"list":[""],"n":0}`), uint8(2))
	f.Add([]byte(`{"name":"","name":"","x":{"y":1,"y":2}}`), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, max uint8) {
		n := int(max) + 1
		var a, b tDoc
		all, _ := decodeViolations(data, &a, Limits{MaxViolations: -1})
		some, _ := decodeViolations(data, &b, Limits{MaxViolations: n})
		if len(all) <= n {
			if len(some) != len(all) {
				t.Fatalf("%d violations, %d with a limit of %d", len(all), len(some), n)
			}
			return
		}
		if len(some) != n+1 || some[n].Rule != RuleLimitViolations {
			t.Fatalf("limit %d: %v", n, some)
		}
	})
}
