package commons_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

func TestEventTypes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in     string
		three  bool
		prefix string
		ok     bool
	}{
		{"0xhoneyjar:straylight:assertion.admitted", true, "0xhoneyjar:straylight:", true},
		{"agent.lifecycle.transitioned", false, "", false},
		{"x:b:c.d:e", false, "", false},
		{"", false, "", false},
		{"a:b:c", false, "a:b:", true}, // the body needs two characters
		{"0x:B:c.d", false, "0x:B:", true},
		{"x:_b:cd", false, "x:_b:", true},
		{"::", false, "::", true},
		{"a:b:cd", true, "a:b:", true},
		{"-a:b:cd", false, "-a:b:", true},
		{"a-:b_-9:c.d-_9", true, "a-:b_-9:", true},
		{"a:b:Cd", false, "a:b:", true},
		{"a:9b:cd", false, "a:9b:", true},
	} {
		if got := commons.IsThreeSegmentEventType(c.in); got != c.three {
			t.Errorf("IsThreeSegmentEventType(%q) = %v, want %v", c.in, got, c.three)
		}
		if p, ok := commons.EventTypePrefix(c.in); p != c.prefix || ok != c.ok {
			t.Errorf("EventTypePrefix(%q) = %q, %v; want %q, %v", c.in, p, ok, c.prefix, c.ok)
		}
	}
	p := commons.KnownEventTypePrefixes()
	p[0] = "x"
	if got := commons.KnownEventTypePrefixes(); len(got) != 1 || got[0] != "0xhoneyjar:straylight:" {
		t.Errorf("KnownEventTypePrefixes() = %v", got)
	}
}
