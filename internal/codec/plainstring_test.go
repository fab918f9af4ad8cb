package codec

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// plainTags are member checks whose strings String reads on its plain
// path (no fixed length): length bounds alone (plainOK compares them with
// the byte length) and with a pattern or a constant, and none.
var plainTags = []string{"", "minLength=1", "minLength=3", "maxLength=5", "minLength=2,maxLength=4",
	"maxLength=0", "minLength=1,pattern=^[a-c]+$", "maxLength=3,pattern=^[a-z]{2,3}$", `const=a"b`, "const=é", "maxLength=3,pattern=^a+b?$"}

// checkPlainString compares String, Text and View (their plain paths)
// with stringSlow, textSlow and viewSlow (content, the general reader:
// the oracle) on text, in view mode and not: the same value, verdict,
// position and escape flag.
func checkPlainString(t *testing.T, ck *Checks, text string) {
	t.Helper()
	for _, view := range []bool{false, true} {
		mk := func() *Lexer { return &Lexer{data: []byte(text), d: &decoder{}, view: view} }
		same := func(what, fv, sv string, fast, slow *Lexer) {
			if fast.failed != slow.failed || fv != sv || fast.pos != slow.pos || fast.esc != slow.esc {
				t.Errorf("%s(%q) = %q failed %v at %d esc %v; general reader = %q failed %v at %d esc %v",
					what, text, fv, fast.failed, fast.pos, fast.esc, sv, slow.failed, slow.pos, slow.esc)
			}
		}
		fast, slow := mk(), mk()
		same("String", fast.String(ck), slow.stringSlow(ck), fast, slow)
		for _, keep := range []bool{false, true} {
			fast, slow = mk(), mk()
			same("Text", fast.Text(keep), slow.textSlow(keep), fast, slow)
		}
		fast, slow = mk(), mk()
		same("View", fast.View(), slow.viewSlow(), fast, slow)
	}
}

// TestPlainStringMatchesContent compares the plain paths of String (with
// each of plainTags' checks and none), Text and View with the general
// reader on valid, near and hostile string values (quotes, escapes,
// controls, non-ASCII bytes, white space before, cut short) of lengths
// around the checks' bounds (fixed seed; see proptest.Seed).
func TestPlainStringMatchesContent(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(proptest.Seed(t)))
	cks := []*Checks{nil}
	for _, tag := range plainTags {
		c, err := parseTag(tag)
		if err != nil {
			t.Fatal(err)
		}
		ck := checksOf(c)
		if ck.fixed != 0 {
			t.Fatalf("%s: fixed %d", tag, ck.fixed)
		}
		cks = append(cks, ck)
	}
	for _, n := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 40, 70} {
		seed := strings.Repeat("abc", n)[:n]
		texts := stringTexts(r, n, seed)
		texts = append(texts, `"`+seed+`"`, ` "`+seed+`",`, `"`+seed, `"`+seed+`\"`, "", `""`, `"`)
		for _, text := range texts {
			for _, ck := range cks {
				checkPlainString(t, ck, text)
			}
		}
	}
}

// FuzzPlainString: the comparison of TestPlainStringMatchesContent on
// arbitrary text, under each of plainTags' checks and none.
func FuzzPlainString(f *testing.F) {
	cks := []*Checks{nil}
	for _, tag := range plainTags {
		c, err := parseTag(tag)
		if err != nil {
			f.Fatal(err)
		}
		cks = append(cks, checksOf(c))
	}
	f.Add(`"abc"`, uint8(0))
	f.Add(`"ab\"c",`, uint8(2))
	f.Add(` "abcdef"}`, uint8(4))
	f.Add(`"a\u0061é"`, uint8(8))
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		checkPlainString(t, cks[int(which)%len(cks)], text)
	})
}
