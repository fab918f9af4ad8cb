package codec

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// memberNamesOracle reads the members of the object at the start of l
// with FirstMember and NextMember (the general reader: the oracle), the
// name looked up in names.
func memberNamesOracle(l *Lexer, names []string) []memberRead {
	var out []memberRead
	for name, more := l.FirstMember(); more; name, more = l.NextMember() {
		out = append(out, memberRead{slices.Index(names, name), name, l.pos, l.esc, lexTop(l), l.topOK})
		l.Raw()
	}
	return append(out, memberRead{-1, "", l.pos, l.failed, "", l.depth == 0})
}

// memberNamesFast reads them with FirstMemberOf and NextMemberOf.
func memberNamesFast(l *Lexer, names *Names) []memberRead {
	var out []memberRead
	for k, name, more := l.FirstMemberOf(names); more; k, name, more = l.NextMemberOf(names, k) {
		out = append(out, memberRead{k, name, l.pos, l.esc, lexTop(l), l.topOK})
		l.Raw()
	}
	return append(out, memberRead{-1, "", l.pos, l.failed, "", l.depth == 0})
}

// lexTop is the name of the document's member l last read, when it may be
// used ("" otherwise).
func lexTop(l *Lexer) string {
	if !l.topOK {
		return ""
	}
	return string(l.data[l.topAt:l.topEnd])
}

// memberRead is what one member read left: the index and name, the read
// position, the escape flag and the document member name (the last entry:
// the end position, the failure and whether the object was closed).
type memberRead struct {
	k     int
	name  string
	pos   int
	esc   bool
	top   string
	topOK bool
}

// TestMemberOfMatchesMember compares FirstMemberOf/NextMemberOf (the
// guessed name) with FirstMember/NextMember and a lookup on objects whose
// members are the declared ones in and out of order, repeated, undeclared,
// near misses (prefixes, extensions, other case), escaped, spaced and cut
// short, at the top level and nested (fixed seed; see proptest.Seed).
func TestMemberOfMatchesMember(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 7))
	ns := MemberNames("artifact_id", "a", "", "artifact", "created_at", "contract_version", "x_y", "a_member_name_longer_than_twenty_bytes", "a_member_name_longer_than_forty_four_bytes_of_a_token")
	names := ns.names
	pieces := func() string {
		n := names[r.IntN(len(names))]
		switch r.IntN(12) {
		case 0:
			return n + "x"
		case 1:
			if n != "" {
				return n[:len(n)-1]
			}
		case 2:
			return strings.ToUpper(n)
		case 3:
			if n != "" {
				return fmt.Sprintf(`\u%04x`, n[0]) + n[1:]
			}
		case 4:
			return n + `\"`
		case 5:
			return "é" + n
		case 6:
			return "unknown"
		}
		return n
	}
	seps := []string{"", " ", "\n\t"}
	for range 20000 {
		var sb strings.Builder
		nested := r.IntN(4) == 0
		if nested {
			sb.WriteString(`{"outer":`)
		}
		sb.WriteString(seps[r.IntN(3)] + "{")
		// Mostly declared order from a random start, sometimes shuffled.
		order := slices.Clone(names)
		if r.IntN(3) == 0 {
			r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		n := r.IntN(len(order) + 2)
		for i := range n {
			if i > 0 {
				sb.WriteString(seps[r.IntN(3)] + ",")
			}
			name := order[(i+r.IntN(2))%len(order)]
			if r.IntN(4) == 0 {
				name = pieces()
			}
			sb.WriteString(seps[r.IntN(3)] + `"` + name + `"` + seps[r.IntN(3)] + ":" + seps[r.IntN(3)] + `1`)
		}
		sb.WriteString(seps[r.IntN(3)] + "}")
		if nested {
			sb.WriteString("}")
		}
		text := sb.String()
		if r.IntN(5) == 0 {
			text = text[:r.IntN(len(text)+1)]
		}
		// The member limit, and whether the members are counted (big:
		// as runGenerated sets it, or always).
		// The member and depth limits, and whether the members are counted
		// (big: as runGenerated sets it, or always).
		for _, lim := range []struct {
			maxMembers, maxDepth int
			always               bool
		}{{3, 10, false}, {100, 10, false}, {100, 10, true}, {100, 1, false}} {
			maxMembers := lim.maxMembers
			mk := func() *Lexer {
				big := lim.always || len(text)/2 >= 100 || len(text)/4 >= maxMembers
				l := &Lexer{data: []byte(text), d: &decoder{}, maxDepth: lim.maxDepth, maxDigits: 100, maxMembers: maxMembers, maxElements: 100, view: true, big: big}
				if nested {
					l.FirstMember()
				}
				return l
			}
			want, got := memberNamesOracle(mk(), names), memberNamesFast(mk(), ns)
			if !slices.Equal(want, got) {
				t.Fatalf("%q (max members %d, depth %d):\nmember:   %+v\nmemberOf: %+v", text, maxMembers, lim.maxDepth, want, got)
			}
		}
	}
}

// TestMemberTokenAt compares memberToken.at with a prefix test (and the
// 24 or 48 bytes it needs, a token of at most 48 bytes) on tokens of every
// length up to 54, followed by other bytes, cut short and differing from
// the token in one byte anywhere (fixed seed; see proptest.Seed).
func TestMemberTokenAt(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 11))
	const letters = "abcdefghijklmnopqrstuvwxyz_0123456789ABCDEFGHIJKLMNOP"
	for n := range 51 {
		name := letters[:n]
		for _, text := range []string{`,"` + name + `":`, `{"` + name + `":`} {
			tok := newMemberToken(text)
			for range 200 {
				b := []byte(text)
				if r.IntN(3) > 0 {
					b[r.IntN(len(b))] ^= byte(1 << r.IntN(8))
				}
				for range r.IntN(60) {
					b = append(b, letters[r.IntN(len(letters))])
				}
				if r.IntN(4) == 0 {
					b = b[:r.IntN(len(b)+1)]
				}
				want := bytes.HasPrefix(b, []byte(text)) && len(b) >= 24 && (len(text) <= 24 || len(text) <= 48 && len(b) >= 48)
				if got := tok.at(b, 0); got != want {
					t.Fatalf("token %q at %q = %v, want %v", text, b, got, want)
				}
			}
		}
	}
}

func TestMemberNamesRefusesNamesNotPlain(t *testing.T) {
	t.Parallel()
	for _, n := range []string{`a"b`, `a\b`, "a\tb", "é", "\x1f"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("MemberNames(%q) did not panic", n)
				}
			}()
			MemberNames("ok", n)
		}()
	}
	if got := MemberNames("a", "b_c", ""); !slices.Equal(got.names, []string{"a", "b_c", ""}) {
		t.Errorf("MemberNames = %q", got.names)
	}
}

// TestSpaceEveryByte compares Lexer.space with the JSON white space
// definition on every byte, alone, before another byte and repeated.
func TestSpaceEveryByte(t *testing.T) {
	t.Parallel()
	white := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for b := range 256 {
		c := byte(b)
		for _, text := range [][]byte{{c}, {c, 'x'}, {c, c, c, '"'}, {' ', c, '\n', '{'}} {
			want, wantPos := byte(0), len(text)
			for i, d := range text {
				if !white(d) {
					want, wantPos = d, i
					break
				}
			}
			l := Lexer{data: text}
			if got := l.space(); got != want || l.pos != wantPos {
				t.Errorf("space(%q) = %q at %d, want %q at %d", text, got, l.pos, want, wantPos)
			}
		}
	}
}

// TestSameName compares sameName with string equality on names of every
// length up to 30 and texts that differ from them in one byte anywhere.
func TestSameName(t *testing.T) {
	t.Parallel()
	const letters = "abcdefghijklmnopqrstuvwxyz_0123"
	for n := range 31 {
		g := letters[:n]
		for i := range n {
			b := []byte(g)
			if sameName(b, g) != true {
				t.Errorf("sameName(%q, %q) = false", b, g)
			}
			b[i] ^= 0x20
			if sameName(b, g) {
				t.Errorf("sameName(%q, %q) = true", b, g)
			}
		}
		if n > 0 && sameName([]byte(g[:n-1]), g) {
			t.Errorf("sameName of a shorter text (%d)", n)
		}
	}
}
