package codec

import (
	"bytes"
	"testing"
	"unsafe"
)

// TestCloneViolations: the strings of a violation that view the document's
// bytes are copied (they survive the caller overwriting the document);
// every other string is kept as it is, not copied again; Allowed lists
// are always copied (they may be a vocabulary's own).
func TestCloneViolations(t *testing.T) {
	data := []byte(`{"k":"member-name","m":"message text"}`)
	view := func(from, to int) string { return unsafe.String(&data[from], to-from) }
	name, msg := bytes.Index(data, []byte("member-name")), bytes.Index(data, []byte("message text"))
	const rule = "some-rule"
	own := string([]byte("outside"))
	allowed := []string{"a", view(name, name+6)}
	vs := []Violation{
		{Path: "/" + view(name, name+11), Rule: rule, Message: view(msg, msg+12)},
		{Path: view(name, name+11), Rule: own, Message: "", Allowed: allowed},
	}
	cloneViolations(vs, data)
	for i := range data {
		data[i] = 'X'
	}
	want := []Violation{
		{Path: "/member-name", Rule: rule, Message: "message text"},
		{Path: "member-name", Rule: "outside", Allowed: []string{"a", "member"}},
	}
	for i, v := range vs {
		w := want[i]
		if v.Path != w.Path || v.Rule != w.Rule || v.Message != w.Message || len(v.Allowed) != len(w.Allowed) {
			t.Errorf("violation %d = %+v, want %+v", i, v, w)
		}
		for j := range w.Allowed {
			if v.Allowed[j] != w.Allowed[j] {
				t.Errorf("violation %d allowed %q, want %q", i, v.Allowed, w.Allowed)
			}
		}
	}
	if unsafe.StringData(vs[0].Rule) != unsafe.StringData(rule) || unsafe.StringData(vs[1].Rule) != unsafe.StringData(own) ||
		unsafe.StringData(vs[1].Allowed[0]) != unsafe.StringData(allowed[0]) {
		t.Error("a string outside the document was copied")
	}
	if &vs[1].Allowed[0] == &allowed[0] {
		t.Error("the Allowed list is shared")
	}
	for _, c := range []struct {
		s    string
		want bool
	}{{view(0, 1), true}, {view(len(data)-1, len(data)), true}, {"", false}, {rule, false}} {
		if got := inBytes(c.s, data); got != c.want {
			t.Errorf("inBytes(%q) = %v", c.s, got)
		}
	}
	if inBytes("x", nil) {
		t.Error("inBytes in no bytes")
	}
}
