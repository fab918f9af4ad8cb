package codec

import (
	"strings"
	"sync"
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
// ASCII character (a literal, an escaped punctuation character, \d or a
// class [...] of literals and ranges) optionally followed by a quantifier:
// +, *, ?, {n} or {m,n} (counts up to 1024), such as
// ^[a-z]+\.[a-z_]+\.[a-z_]+$, ^0x[a-fA-F0-9]{40}$ or ^[a-z][a-z0-9-]{0,63}$.
// It returns nil for anything else (the caller falls back to regexp).
// Matching is greedy without backtracking, which is exact only when the
// set of a token of variable count is disjoint from the sets of the tokens
// after it up to the first one that must occur, so other patterns are
// refused as well. Such patterns match ASCII text only, in RE2 and
// JavaScript alike.
func simplePattern(p string) func(string) bool {
	if len(p) < 2 || p[0] != '^' || p[len(p)-1] != '$' {
		return nil
	}
	type token struct {
		set      [2]uint64 // ASCII byte set
		min, max int       // occurrences; max < 0: no bound
	}
	var toks []token
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
		t := token{min: 1, max: 1}
		switch c := body[i]; {
		case c == '\\':
			if i+1 >= len(body) {
				return nil
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
				return nil
			}
			i += 2
		case c == '[':
			j := i + 1
			for ; j < len(body) && body[j] != ']'; j++ {
				lo := body[j]
				if lo == '\\' || lo == '^' && j == i+1 || lo == '[' || lo >= 0x80 {
					return nil
				}
				if j+2 < len(body) && body[j+1] == '-' && body[j+2] != ']' {
					hi := body[j+2]
					if hi < lo || hi >= 0x80 || hi == '\\' {
						return nil
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
				return nil
			}
			i = j + 1
		case isWord(c) || c == '-' || c == ':' || c == '/' || c == '@' || c == '_':
			add(&t.set, c)
			i++
		default: // ( ) | . * ? { } and other metacharacters
			return nil
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
					return nil
				}
				n := m
				if j < len(body) && body[j] == ',' {
					if n, j, ok = count(j + 1); !ok || n < m {
						return nil
					}
				}
				if j >= len(body) || body[j] != '}' || n < 1 {
					return nil
				}
				t.min, t.max, i = m, n, j+1
			}
		}
		if i < len(body) && (body[i] == '*' || body[i] == '?' || body[i] == '{' || body[i] == '+') {
			return nil
		}
		toks = append(toks, t)
	}
	for k := range toks {
		if toks[k].min == toks[k].max {
			continue
		}
		for l := k + 1; l < len(toks); l++ {
			if toks[k].set[0]&toks[l].set[0] != 0 || toks[k].set[1]&toks[l].set[1] != 0 {
				return nil
			}
			if toks[l].min > 0 {
				break
			}
		}
	}
	in := func(set *[2]uint64, c byte) bool { return c < 0x80 && set[c>>6]&(1<<(c&63)) != 0 }
	return func(s string) bool {
		i := 0
		for k := range toks {
			t := &toks[k]
			n := 0
			for (t.max < 0 || n < t.max) && i < len(s) && in(&t.set, s[i]) {
				i++
				n++
			}
			if n < t.min {
				return false
			}
		}
		return i == len(s)
	}
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
