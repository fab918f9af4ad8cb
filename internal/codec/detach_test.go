package codec

import (
	"strings"
	"testing"
	"unsafe"
)

// TestDetach: detach copies exactly the strings that share the buffer's
// bytes, and the copy survives the buffer being overwritten.
func TestDetach(t *testing.T) {
	buf := []byte(`"0xAbC":tail`)
	inside := unsafe.String(&buf[1], 5)
	lastByte := unsafe.String(&buf[len(buf)-1], 1)
	outside := strings.Clone("0xAbC")
	for _, c := range []struct {
		s    string
		copy bool
	}{{inside, true}, {lastByte, true}, {outside, false}, {"", false}, {"constant", false}} {
		got := detach(c.s, buf)
		if got != c.s {
			t.Errorf("detach(%q) = %q", c.s, got)
		}
		shared := unsafe.StringData(got) == unsafe.StringData(c.s)
		if shared == c.copy {
			t.Errorf("detach(%q): copied %v, want %v", c.s, !shared, c.copy)
		}
	}
	kept := detach(inside, buf)
	for i := range buf {
		buf[i] = 'x'
	}
	if kept != "0xAbC" {
		t.Errorf("detached string changed with the buffer: %q", kept)
	}
}

// TestPathKey: the scratch key of a path equals its String form, and
// building it again allocates nothing.
func TestPathKey(t *testing.T) {
	var p pathStack
	p.pushName("a/b")
	p.pushIndex(12)
	p.pushName("c~d")
	p.pushName("e")
	const want = "/a~1b/12/c~0d/e"
	if got := p.String(); got != want {
		t.Fatalf("String() = %q, want %q", got, want)
	}
	if got := string(p.key()); got != want {
		t.Fatalf("key() = %q, want %q", got, want)
	}
	m := map[string]int{want: 1}
	if n := testing.AllocsPerRun(100, func() {
		if m[string(p.key())] != 1 {
			t.Fatal("key not found")
		}
	}); n != 0 {
		t.Errorf("looking a path up allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { pathSink = p.String() }); n != 1 {
		t.Errorf("String allocates %v times, want 1", n)
	}
}

var pathSink string
