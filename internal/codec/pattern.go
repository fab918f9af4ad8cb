package codec

import (
	"math/bits"
	"strings"
	"sync"
	"unicode/utf8"
)

// registeredPatterns holds the matchers RegisterPattern gave, by pattern.
var registeredPatterns sync.Map // string → func(string) bool

// RegisterPattern makes match the matcher of every member whose pattern is
// exactly p, in place of the compiled expression: a hand-written matcher
// of a hot pattern the compilers here do not take. match must accept
// exactly the strings p matches; the registering package tests it against
// regexp, and TestRegisteredPatterns in package schemas checks every
// registration. Call it from an init function, before any document is
// decoded (a member planned earlier keeps the expression: slower, not
// different).
func RegisterPattern(p string, match func(string) bool) {
	registeredPatterns.Store(p, match)
}

// RegisteredPatterns calls fn with every pattern RegisterPattern was given
// and its matcher.
func RegisteredPatterns(fn func(p string, match func(string) bool)) {
	registeredPatterns.Range(func(k, v any) bool {
		fn(k.(string), v.(func(string) bool))
		return true
	})
}

// simplePattern compiles patterns of the form ^T…T$ where each T is one
// character class (an ASCII literal, an escaped punctuation character, \d,
// a class [...] of ASCII literals and ranges, or ".", which as in
// JavaScript matches any character but a line terminator: LF, CR, U+2028,
// U+2029) optionally followed by a quantifier: +, *, ?, {n} or {m,n}
// (counts up to 1024), such as ^[a-z]+\.[a-z_]+\.[a-z_]+$,
// ^0x[a-fA-F0-9]{40}$, ^[a-z][a-z0-9-]{0,63}$ or ^s3://[a-z0-9.-]+/.+$.
// It returns nil for anything else (the caller falls back to regexp).
// Matching is greedy without backtracking, which is exact only when the
// set of a token of variable count is disjoint from the sets of the tokens
// after it up to the first one that must occur, so other patterns are
// refused as well. A class of ASCII characters matches ASCII text only, in
// RE2 and JavaScript alike; "." counts characters (an invalid UTF-8 byte
// is one character, U+FFFD, as regexp reads it).
func simplePattern(p string) func(string) bool {
	toks, ok := simpleTokens(p)
	if !ok {
		return nil
	}
	return compileSimple(toks)
}

// simpleToken is one token of a simple pattern: a set of ASCII bytes (or
// JavaScript's "." when dot is set) and its count.
type simpleToken struct {
	set      [2]uint64 // ASCII byte set; for dot, every ASCII byte it matches
	min, max int       // occurrences; max < 0: no bound
	dot      bool
}

// simpleTokens parses p as a simple pattern (see simplePattern); ok is
// false when it is not one.
func simpleTokens(p string) (toks []simpleToken, ok bool) {
	if len(p) < 2 || p[0] != '^' || p[len(p)-1] != '$' {
		return nil, false
	}
	add := func(set *[2]uint64, c byte) { set[c>>6] |= 1 << (c & 63) }
	body := p[1 : len(p)-1]
	// count reads a decimal count at j, up to 1024.
	count := func(j int) (int, int, bool) {
		n, start := 0, j
		for ; j < len(body) && body[j] >= '0' && body[j] <= '9' && n <= 1024; j++ {
			n = n*10 + int(body[j]-'0')
		}
		return n, j, j > start && n <= 1024
	}
	for i := 0; i < len(body); {
		t := simpleToken{min: 1, max: 1}
		switch c := body[i]; {
		case c == '\\':
			if i+1 >= len(body) {
				return nil, false
			}
			e := body[i+1]
			switch {
			case e == 'd':
				for d := byte('0'); d <= '9'; d++ {
					add(&t.set, d)
				}
			case e < 0x80 && !isWord(e):
				add(&t.set, e)
			default:
				return nil, false
			}
			i += 2
		case c == '[':
			j := i + 1
			for ; j < len(body) && body[j] != ']'; j++ {
				lo := body[j]
				if lo == '\\' || lo == '^' && j == i+1 || lo == '[' || lo >= 0x80 {
					return nil, false
				}
				if j+2 < len(body) && body[j+1] == '-' && body[j+2] != ']' {
					hi := body[j+2]
					if hi < lo || hi >= 0x80 || hi == '\\' {
						return nil, false
					}
					for b := lo; ; b++ {
						add(&t.set, b)
						if b == hi {
							break
						}
					}
					j += 2
					continue
				}
				add(&t.set, lo)
			}
			if j >= len(body) || j == i+1 {
				return nil, false
			}
			i = j + 1
		case c == '.':
			t.dot = true
			for b := byte(0); b < 0x80; b++ {
				if b != '\n' && b != '\r' {
					add(&t.set, b)
				}
			}
			i++
		case isWord(c) || c == '-' || c == ':' || c == '/' || c == '@' || c == '_':
			add(&t.set, c)
			i++
		default: // ( ) | * ? { } and other metacharacters
			return nil, false
		}
		if i < len(body) {
			switch body[i] {
			case '+':
				t.max = -1
				i++
			case '*':
				t.min, t.max = 0, -1
				i++
			case '?':
				t.min = 0
				i++
			case '{':
				m, j, ok := count(i + 1)
				if !ok {
					return nil, false
				}
				n := m
				if j < len(body) && body[j] == ',' {
					if n, j, ok = count(j + 1); !ok || n < m {
						return nil, false
					}
				}
				if j >= len(body) || body[j] != '}' || n < 1 {
					return nil, false
				}
				t.min, t.max, i = m, n, j+1
			}
		}
		if i < len(body) && (body[i] == '*' || body[i] == '?' || body[i] == '{' || body[i] == '+') {
			return nil, false
		}
		toks = append(toks, t)
	}
	for k := range toks {
		if toks[k].min == toks[k].max {
			continue
		}
		for l := k + 1; l < len(toks); l++ {
			if toks[k].set[0]&toks[l].set[0] != 0 || toks[k].set[1]&toks[l].set[1] != 0 {
				return nil, false
			}
			if toks[l].min > 0 {
				break
			}
		}
	}
	return toks, true
}

// simpleStep is one step of a compiled simple pattern: a literal run (lit,
// the text of consecutive tokens of one character, once each), "." (dot)
// or a byte class (bit) with its count.
type simpleStep struct {
	bit      [256]byte   // 1 for the bytes of the class
	ranges   *classWords // the class as up to three ranges (nil: more)
	lit      string
	min, max int
	dot      bool
}

// compileSimple returns the matcher of the tokens toks: consecutive
// single-character tokens compare as one string, a class of fixed count
// checks exactly that many bytes, and a text whose length no match can
// have is refused before any byte is read.
func compileSimple(toks []simpleToken) func(string) bool {
	var steps []simpleStep
	var run []byte
	flush := func() {
		if len(run) > 0 {
			steps = append(steps, simpleStep{lit: string(run), min: 1, max: 1})
			run = run[:0]
		}
	}
	minLen, maxLen := 0, 0
	for _, t := range toks {
		minLen += t.min
		if t.max < 0 || t.dot || maxLen < 0 {
			maxLen = -1
		} else {
			maxLen += t.max
		}
		if !t.dot && t.min == 1 && t.max == 1 && bits.OnesCount64(t.set[0])+bits.OnesCount64(t.set[1]) == 1 {
			c := byte(bits.TrailingZeros64(t.set[0]))
			if t.set[0] == 0 {
				c = 64 + byte(bits.TrailingZeros64(t.set[1]))
			}
			run = append(run, c)
			continue
		}
		flush()
		s := simpleStep{min: t.min, max: t.max, dot: t.dot}
		for c := range 128 {
			if t.set[c>>6]&(1<<(c&63)) != 0 {
				s.bit[c] = 1
			}
		}
		if !t.dot && t.min == t.max && t.min >= 8 {
			if rs := classRanges(&s.bit, 3); rs != nil {
				s.ranges = wordsOf(rs)
			}
		}
		steps = append(steps, s)
	}
	flush()
	if minLen == maxLen && minLen < 8*len(steps) {
		// Short steps of fixed count (a timestamp's): a class per
		// position costs less than a step's dispatch.
		return fixedSimple(steps, minLen)
	}
	// minLen counts a byte per character: "." may match longer ones.
	return func(s string) bool {
		if len(s) < minLen || maxLen >= 0 && len(s) > maxLen {
			return false
		}
		i := 0
		for k := range steps {
			t := &steps[k]
			switch {
			case t.lit != "":
				if len(s)-i < len(t.lit) || s[i:i+len(t.lit)] != t.lit {
					return false
				}
				i += len(t.lit)
			case t.dot:
				n := 0
				for (t.max < 0 || n < t.max) && i < len(s) {
					if c := s[i]; c < utf8.RuneSelf {
						if c == '\n' || c == '\r' {
							break
						}
						i++
					} else {
						r, w := utf8.DecodeRuneInString(s[i:])
						if r == '\u2028' || r == '\u2029' {
							break
						}
						i += w
					}
					n++
				}
				if n < t.min {
					return false
				}
			case t.min == t.max:
				if len(s)-i < t.min {
					return false
				}
				if t.ranges != nil {
					if !inRanges(s[i:i+t.min], t.ranges, &t.bit) {
						return false
					}
					i += t.min
					continue
				}
				// Every byte's membership ANDed, without a branch per byte.
				all := byte(1)
				for _, c := range []byte(s[i : i+t.min]) {
					all &= t.bit[c]
				}
				if all == 0 {
					return false
				}
				i += t.min
			default:
				n := 0
				for (t.max < 0 || n < t.max) && i < len(s) && t.bit[s[i]] != 0 {
					i++
					n++
				}
				if n < t.min {
					return false
				}
			}
		}
		return i == len(s)
	}
}

// fixedPlain returns n > 0 when every string the checks c accept is n bytes
// long and holds only plain bytes (strPlain: printable ASCII other than '"'
// and '\\'), else 0. So it is when c require a constant of n plain bytes,
// or a pattern simpleTokens reads as tokens of fixed count, none of them
// ".", whose sets hold plain bytes only: a token of count m then matches m
// characters of its set, each an ASCII character and so one byte, and a
// match is the sum of the counts long, every byte plain. (c.match accepts
// exactly the strings c.pattern matches, whichever matcher compilePattern
// chose for it.)
func fixedPlain(c *constraints) int {
	if c.constSet {
		if c.constStr != "" && plainString(c.constStr) {
			return len(c.constStr)
		}
		return 0
	}
	if c.match == nil || c.pattern == "" {
		return 0
	}
	toks, ok := simpleTokens(c.pattern)
	if !ok {
		return 0
	}
	var plain [2]uint64
	for b := range 128 {
		if strPlain[b] {
			plain[b>>6] |= 1 << (b & 63)
		}
	}
	n := 0
	for _, t := range toks {
		if t.dot || t.min != t.max || t.set[0]&^plain[0] != 0 || t.set[1]&^plain[1] != 0 {
			return 0
		}
		n += t.min
	}
	return n
}

// plainString reports whether every byte of s is plain (strPlain).
func plainString(s string) bool {
	for i := range len(s) {
		if !strPlain[s[i]] {
			return false
		}
	}
	return true
}

// byteRange is the ASCII bytes lo through hi.
type byteRange struct{ lo, hi byte }

// classRanges returns the ASCII class bit (1 for its bytes) as its ranges
// of consecutive bytes, or nil when there are more than n.
func classRanges(bit *[256]byte, n int) []byteRange {
	var rs []byteRange
	for c := 0; c < 128; c++ {
		if bit[c] == 0 {
			continue
		}
		if len(rs) > 0 && int(rs[len(rs)-1].hi) == c-1 {
			rs[len(rs)-1].hi = byte(c)
			continue
		}
		if len(rs) == n {
			return nil
		}
		rs = append(rs, byteRange{byte(c), byte(c)})
	}
	return rs
}

// classWords are the words inRanges adds to eight bytes for each of the
// up to three ranges of a class: lo[k] is 0x80-lo and hi[k] 0x7f-hi of
// range k in every byte (a class of fewer ranges repeats its first).
type classWords struct {
	lo, hi [3]uint64
}

// wordsOf returns the classWords of the ranges rs (one to three).
func wordsOf(rs []byteRange) *classWords {
	const ones = 0x0101010101010101
	cw := new(classWords)
	for k := range cw.lo {
		r := rs[0]
		if k < len(rs) {
			r = rs[k]
		}
		cw.lo[k], cw.hi[k] = ones*uint64(0x80-r.lo), ones*uint64(0x7f-r.hi)
	}
	return cw
}

// inRanges reports whether every byte of s is in one of the ranges cw of
// the class bit: eight bytes at a time, then the rest by bit. For a word w
// of bytes below 0x80, adding 0x80-lo to each byte sets its high bit
// exactly when the byte is at least lo, and adding 0x7f-hi exactly when it
// is above hi; neither sum exceeds 0xff, so none carries into the next
// byte. The words' verdicts are gathered without a branch per word: a
// high bit in w (a byte at or above 0x80, which may carry and spoil the
// other bytes' sums, but rejects the text anyway) or one missing from the
// ranges' union.
func inRanges(s string, cw *classWords, bit *[256]byte) bool {
	const high = 0x8080808080808080
	var out uint64
	j := 0
	for ; j+8 <= len(s); j += 8 {
		w := uint64(s[j]) | uint64(s[j+1])<<8 | uint64(s[j+2])<<16 | uint64(s[j+3])<<24 |
			uint64(s[j+4])<<32 | uint64(s[j+5])<<40 | uint64(s[j+6])<<48 | uint64(s[j+7])<<56
		in := (w+cw.lo[0])&^(w+cw.hi[0]) | (w+cw.lo[1])&^(w+cw.hi[1]) | (w+cw.lo[2])&^(w+cw.hi[2])
		out |= w | ^in
	}
	if out&high != 0 {
		return false
	}
	all := byte(1)
	for _, c := range []byte(s[j:]) {
		all &= bit[c]
	}
	return all != 0
}

func isWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// alternativesPattern compiles a pattern ^A(B)?C$ or ^A(?:B1|B2|…)C$ (one
// group, not nested) as the alternatives it stands for, ^AC$ and ^ABC$, or
// ^AB1C$, ^AB2C$, …, when simplePattern compiles each of them: a string
// matches the whole pattern exactly when it matches one of them. It
// returns nil for anything else.
func alternativesPattern(p string) func(string) bool {
	open, closing := strings.IndexByte(p, '('), strings.IndexByte(p, ')')
	if open < 1 || closing < open || strings.Count(p, "(") != 1 || strings.Count(p, ")") != 1 ||
		p[open-1] == '\\' || p[closing-1] == '\\' {
		return nil
	}
	before, inner, after := p[:open], p[open+1:closing], p[closing+1:]
	if strings.Count(before, "[") != strings.Count(before, "]") || strings.Count(inner, "[") != strings.Count(inner, "]") {
		return nil // a parenthesis inside a class
	}
	var alts []string
	switch {
	case strings.HasPrefix(after, "?") && !strings.HasPrefix(inner, "?") && !strings.Contains(inner, "|"):
		after = after[1:]
		alts = []string{before + after, before + inner + after}
	case strings.HasPrefix(inner, "?:") && (after == "" || !strings.ContainsRune("?*+{", rune(after[0]))):
		for _, b := range strings.Split(inner[2:], "|") {
			alts = append(alts, before+b+after)
		}
	default:
		return nil
	}
	if strings.Contains(before+after, "|") {
		return nil
	}
	ms := make([]func(string) bool, len(alts))
	for i, a := range alts {
		if ms[i] = simplePattern(a); ms[i] == nil {
			return nil
		}
	}
	return func(s string) bool {
		for _, m := range ms {
			if m(s) {
				return true
			}
		}
		return false
	}
}

// semVer2Pattern is the SemVer 2.0 pattern (tool registrations' version).
const semVer2Pattern = `^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)` +
	`(-((0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(\.(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*))?` +
	`(\+([0-9a-zA-Z-]+(\.[0-9a-zA-Z-]+)*))?$`

// matchSemVer2 matches semVer2Pattern: three numbers without leading zeros,
// then optionally - and dot-separated identifiers of [0-9A-Za-z-] (numeric
// ones without leading zeros), then optionally + and dot-separated
// non-empty identifiers of the same characters.
func matchSemVer2(s string) bool {
	i := 0
	number := func() bool {
		switch {
		case i >= len(s) || s[i] < '0' || s[i] > '9':
			return false
		case s[i] == '0':
			i++
		default:
			for i < len(s) && '0' <= s[i] && s[i] <= '9' {
				i++
			}
		}
		return true
	}
	dot := func() bool {
		if i < len(s) && s[i] == '.' {
			i++
			return true
		}
		return false
	}
	if !number() || !dot() || !number() || !dot() || !number() {
		return false
	}
	// identifiers reads dot-separated identifiers; numeric ones may not
	// have leading zeros when strict.
	identifiers := func(strict bool) bool {
		for {
			j, digits := i, true
			for i < len(s) && (isWord(s[i]) || s[i] == '-') {
				digits = digits && '0' <= s[i] && s[i] <= '9'
				i++
			}
			if i == j || strict && digits && i-j > 1 && s[j] == '0' {
				return false
			}
			if !dot() {
				return true
			}
		}
	}
	if i < len(s) && s[i] == '-' {
		i++
		if !identifiers(true) {
			return false
		}
	}
	if i < len(s) && s[i] == '+' {
		i++
		if !identifiers(false) {
			return false
		}
	}
	return i == len(s)
}

// fixedSimple is the matcher of steps of fixed count and no ".": a text of
// exactly n bytes, each in the class of its position.
func fixedSimple(steps []simpleStep, n int) func(string) bool {
	at := make([]*[256]byte, 0, n)
	for k := range steps {
		t := &steps[k]
		if t.lit != "" {
			for _, c := range []byte(t.lit) {
				var bit [256]byte
				bit[c] = 1
				at = append(at, &bit)
			}
			continue
		}
		for range t.min {
			at = append(at, &t.bit)
		}
	}
	return func(s string) bool {
		if len(s) != len(at) {
			return false
		}
		all := byte(1)
		for j, bit := range at {
			all &= bit[s[j]]
		}
		return all != 0
	}
}
