package codec

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// fixedTags are member checks of strings of one length, and some that are
// not (variable counts, ".", classes or constants holding a quote, a
// backslash, a control or a non-ASCII character), with the length
// fixedPlain must give them, worked out by hand.
var fixedTags = []struct {
	tag   string
	fixed int
}{
	{`pattern=^sha256:[a-f0-9]{64}$`, 71},
	{`pattern=^sha256:[A-Fa-f0-9]{64}$`, 71},
	{`pattern=^[0-9a-f]{40}$`, 40},
	{`pattern=^[a-f0-9]{64}$`, 64},
	{`pattern=^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$`, 20},
	{`minLength=1,maxLength=3,pattern=^[a-c]{2}$`, 2},
	{`const=merge_artifact`, 14},
	{`const=8.7.0`, 5},
	{`const=a"b`, 0},
	{`const=a\b`, 0},
	{"const=a\tb", 0},
	{"const=é", 0},
	{`pattern=^[a-c]{2,3}$`, 0},
	{`pattern=^[a-z]+$`, 0},
	{`pattern=^.{3}$`, 0},
	{`pattern=^a.b$`, 0},
	{`pattern=^[ -~]{4}$`, 0},
	{`pattern=^[!-#]{2}$`, 0},
	{`pattern=^a\"b$`, 0},
	{`pattern=^[a-z]{2}(x)?$`, 0},
	{`pattern=^\d+$`, 0},
	{`minLength=2`, 0},
}

// stringTexts are string values around the checks' fixed length: valid
// ones, near misses and hostile ones (quotes, escapes, controls, non-ASCII
// bytes, a closing quote at the fixed offset of a longer or shorter text).
func stringTexts(r *rand.Rand, fixed int, seed string) []string {
	alphabet := []string{"a", "b", "c", "f", "0", "9", "A", "F", "z", "-", ":", "T", "Z", ".", "_", "s", "h", "2", "5", "6",
		`"`, `\\`, `\"`, `\u0061`, `\u0022`, `\/`, "\x00", "\x1f", "\x7f", "é", "\xff", " ", "\n"}
	var out []string
	for range 300 {
		var sb strings.Builder
		sb.WriteByte('"')
		switch r.Intn(3) {
		case 0: // the seed with a few bytes replaced
			b := []byte(seed)
			for range r.Intn(3) {
				if len(b) > 0 {
					b[r.Intn(len(b))] = alphabet[r.Intn(len(alphabet))][0]
				}
			}
			sb.Write(b)
		case 1: // the seed with one piece replaced by an alphabet entry
			if len(seed) > 0 {
				k := r.Intn(len(seed))
				sb.WriteString(seed[:k] + alphabet[r.Intn(len(alphabet))] + seed[k+1:])
			}
		default: // random pieces of about the fixed length
			for sb.Len() < fixed+r.Intn(5)-1 {
				sb.WriteString(alphabet[r.Intn(len(alphabet))])
			}
		}
		sb.WriteString([]string{`"`, `",`, `"}`, `"  `, ``, `","x"`, `\"`, `x"`}[r.Intn(8)])
		out = append(out, sb.String())
	}
	return out
}

// checkFixedString compares Lexer.String under ck (its fixed-length path,
// or the plain path) with stringSlow under ck without it (content, the
// general reader: the oracle) on text: the same value, verdict, position
// and escape flag.
func checkFixedString(t *testing.T, ck *Checks, text string) {
	t.Helper()
	slowCk := *ck
	slowCk.fixed = 0
	for _, view := range []bool{false, true} {
		fast := Lexer{data: []byte(text), d: &decoder{}, view: view}
		slow := Lexer{data: []byte(text), d: &decoder{}, view: view}
		fv, sv := fast.String(ck), slow.stringSlow(&slowCk)
		if fast.failed != slow.failed || fv != sv || fast.pos != slow.pos || fast.esc != slow.esc {
			t.Errorf("String(%q) with fixed %d = %q failed %v at %d esc %v; without = %q failed %v at %d esc %v",
				text, ck.fixed, fv, fast.failed, fast.pos, fast.esc, sv, slow.failed, slow.pos, slow.esc)
		}
	}
}

func TestFixedStringMatchesContent(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(1))
	for _, ft := range fixedTags {
		c, err := parseTag(ft.tag)
		if err != nil {
			t.Fatal(err)
		}
		ck := checksOf(c)
		if ck.fixed != ft.fixed {
			t.Errorf("%s: fixed %d, want %d", ft.tag, ck.fixed, ft.fixed)
		}
		// A string the checks accept, when there is one of fixed length.
		seed := strings.Repeat("a", max(ft.fixed, 3))
		if c.constSet {
			seed = c.constStr
		}
		if i := strings.Index(ft.tag, "pattern="); i >= 0 {
			seed = sampleMatch(t, r, ft.tag[i+len("pattern="):], ft.fixed)
		}
		texts := stringTexts(r, ft.fixed, seed)
		texts = append(texts, `"`+seed+`"`, ` "`+seed+`",`, `"`+seed, `"`+seed+`\"`, "")
		for _, text := range texts {
			checkFixedString(t, ck, text)
		}
	}
}

// sampleMatch returns a string of n bytes matching the pattern p, found by
// trying random texts over p's own characters and digits, or the empty
// string when n is 0 or none is found (the texts then test rejections).
func sampleMatch(t *testing.T, r *rand.Rand, p string, n int) string {
	if n == 0 {
		return "abc"
	}
	re := regexp.MustCompile(p)
	// Walk p: a literal byte stays, a class [..] or \d picks a member.
	var sb strings.Builder
	for range 100 {
		sb.Reset()
		body := p[1 : len(p)-1]
		for i := 0; i < len(body); {
			var choices []byte
			switch body[i] {
			case '[':
				j := strings.IndexByte(body[i:], ']') + i
				for k := i + 1; k < j; k++ {
					if k+2 < j && body[k+1] == '-' {
						for b := body[k]; b <= body[k+2]; b++ {
							choices = append(choices, b)
						}
						k += 2
						continue
					}
					choices = append(choices, body[k])
				}
				i = j + 1
			case '\\':
				if body[i+1] == 'd' {
					choices = []byte("0123456789")
				} else {
					choices = []byte{body[i+1]}
				}
				i += 2
			default:
				choices = []byte{body[i]}
				i++
			}
			count := 1
			if i < len(body) && body[i] == '{' {
				j := strings.IndexByte(body[i:], '}') + i
				var m int
				for _, d := range body[i+1 : j] {
					m = m*10 + int(d-'0')
				}
				count, i = m, j+1
			}
			for range count {
				sb.WriteByte(choices[r.Intn(len(choices))])
			}
		}
		if s := sb.String(); re.MatchString(s) && len(s) == n {
			return s
		}
	}
	t.Fatalf("no sample of %d bytes for %s", n, p)
	return ""
}

// FuzzFixedString: the comparison of TestFixedStringMatchesContent on
// arbitrary text, under each of fixedTags' checks.
func FuzzFixedString(f *testing.F) {
	cks := make([]*Checks, len(fixedTags))
	for i, ft := range fixedTags {
		c, err := parseTag(ft.tag)
		if err != nil {
			f.Fatal(err)
		}
		cks[i] = checksOf(c)
	}
	f.Add(`"sha256:`+strings.Repeat("a", 64)+`"`, uint8(0))
	f.Add(`"`+strings.Repeat("a", 39)+`\"",`, uint8(2))
	f.Add(`"merge_artifact"}`, uint8(6))
	f.Add(`"aa\u0061"`, uint8(5))
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		checkFixedString(t, cks[int(which)%len(cks)], text)
	})
}

// BenchmarkFixedString reads a sha256 member value with the fixed-length
// path (fixed) and with the general reader (scan), the same checks
// otherwise: compare the two in one run.
func BenchmarkFixedString(b *testing.B) {
	c, err := parseTag(`pattern=^sha256:[a-f0-9]{64}$`)
	if err != nil {
		b.Fatal(err)
	}
	ck := checksOf(c)
	scan := *ck
	scan.fixed = 0
	text := []byte(`"sha256:` + strings.Repeat("0123456789abcdef", 4) + `",`)
	for _, bc := range []struct {
		name string
		ck   *Checks
	}{{"fixed", ck}, {"scan", &scan}} {
		b.Run(bc.name, func(b *testing.B) {
			l := Lexer{data: text, d: &decoder{}, view: true}
			for b.Loop() {
				l.pos, l.failed = 0, false
				if l.String(bc.ck) == "" || l.failed {
					b.Fatal("rejected")
				}
			}
		})
	}
}
