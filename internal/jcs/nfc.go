package jcs

import (
	"bytes"
	"slices"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// AppendNFC appends the Unicode Normalization Form C of s (valid UTF-8).
//
// The decompositions and combining classes come from
// golang.org/x/text/unicode/norm, but not its composition: norm's NFC is
// wrong in three cases. It looks up a composition by the low 16 bits of
// both characters, so U+10041 U+0301 becomes U+00C1; it lets a combining
// mark compose with a starter across a later starter that composes with
// nothing before it (U+00C5 U+0DCF U+1D165 U+0301 becomes U+01FA U+0DCF
// U+1D165); and it writes the Stream-Safe Text Format, putting U+034F
// COMBINING GRAPHEME JOINER into a run of more than 30 combining marks and
// ordering each part of the run apart. Text that passes norm's quick check
// whole (norm.NFC.QuickSpan, which reads only the Unicode data: every
// character NFC_Quick_Check=Yes, marks in canonical order) is in NFC; any
// other text is normalized here by the definition, one segment at a time.
func AppendNFC(dst, s []byte) []byte {
	var b nfcBuf
	return b.appendNFC(dst, s)
}

// IsNFC reports whether s (valid UTF-8) is in Normalization Form C.
func IsNFC(s []byte) bool {
	var b nfcBuf
	return b.isNFC(s)
}

// nfcBuf is the scratch of normalization, reused from string to string.
type nfcBuf struct {
	rs  []rune
	cc  []uint8
	run []runeClass
	out []byte
}

type runeClass struct {
	r rune
	c uint8
}

func (b *nfcBuf) appendNFC(dst, s []byte) []byte {
	if quickNFC(s) {
		return append(dst, s...)
	}
	// Segments that start at a character that neither composes with what
	// precedes it nor decomposes into a combining mark first normalize
	// apart.
	dst = slices.Grow(dst, len(s))
	start := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRune(s[i:])
		if i > start && startsSegment(r) {
			dst = b.normalize(dst, s[start:i])
			start = i
		}
		i += size
	}
	return b.normalize(dst, s[start:])
}

func (b *nfcBuf) isNFC(s []byte) bool {
	if quickNFC(s) {
		return true
	}
	b.out = b.appendNFC(b.out[:0], s)
	return bytes.Equal(b.out, s)
}

func startsSegment(r rune) bool {
	if r < utf8.RuneSelf {
		return true
	}
	p := props(r)
	return p.BoundaryBefore() && p.LeadCCC() == 0
}

// quickNFC reports whether s passes the quick check of NFC; text that
// fails it may still be in NFC.
func quickNFC(s []byte) bool { return isASCII(s) || norm.NFC.QuickSpan(s) == len(s) }

func isASCII(s []byte) bool {
	for _, c := range s {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Hangul syllable arithmetic (Unicode chapter 3.12).
const (
	hangulBase  = 0xac00
	hangulLBase = 0x1100
	hangulVBase = 0x1161
	hangulTBase = 0x11a7
	hangulLN    = 19
	hangulVN    = 21
	hangulTN    = 28
	hangulNN    = hangulVN * hangulTN
	hangulSN    = hangulLN * hangulNN
)

// appendNFCSlow appends the NFC of s computed by the definition over the
// whole of s.
func appendNFCSlow(dst, s []byte) []byte {
	var b nfcBuf
	return b.normalize(dst, s)
}

// normalize appends the NFC of s computed by the definition: full
// canonical decomposition, canonical ordering of every run of combining
// marks (stable by combining class), then canonical composition.
func (b *nfcBuf) normalize(dst, s []byte) []byte {
	rs := b.rs[:0]
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRune(s[i:])
		rs = appendDecomposed(rs, r)
		i += size
	}
	cc := slices.Grow(b.cc[:0], len(rs))[:len(rs)]
	for i, r := range rs {
		cc[i] = ccc(r)
	}
	// Canonical ordering: stable sort of each run of non-starters.
	for i := 0; i < len(rs); {
		if cc[i] == 0 {
			i++
			continue
		}
		j := i
		for j < len(rs) && cc[j] != 0 {
			j++
		}
		b.sortRun(rs[i:j], cc[i:j])
		i = j
	}
	// Canonical composition.
	out := rs[:0]
	starter, last := -1, -1 // index in out of the last starter; class of the last character kept after it
	for i, r := range rs {
		c := int(cc[i])
		if starter >= 0 && (starter == len(out)-1 || (last != 0 && last < c)) {
			if p, ok := compose(out[starter], r); ok {
				out[starter] = p
				continue
			}
		}
		if c == 0 {
			starter, last = len(out), -1
		} else {
			last = c
		}
		out = append(out, r)
	}
	for _, r := range out {
		dst = utf8.AppendRune(dst, r)
	}
	b.rs, b.cc = rs, cc
	return dst
}

// sortRun sorts a run of combining marks by class, keeping the order of
// equal classes.
func (b *nfcBuf) sortRun(rs []rune, cc []uint8) {
	if len(rs) <= 8 {
		for i := 1; i < len(rs); i++ {
			for j := i; j > 0 && cc[j-1] > cc[j]; j-- {
				rs[j-1], rs[j] = rs[j], rs[j-1]
				cc[j-1], cc[j] = cc[j], cc[j-1]
			}
		}
		return
	}
	run := b.run[:0]
	for i := range rs {
		run = append(run, runeClass{rs[i], cc[i]})
	}
	slices.SortStableFunc(run, func(a, b runeClass) int { return int(a.c) - int(b.c) })
	for i, x := range run {
		rs[i], cc[i] = x.r, x.c
	}
	b.run = run
}

func props(r rune) norm.Properties {
	var b [utf8.UTFMax]byte
	return norm.NFD.Properties(b[:utf8.EncodeRune(b[:], r)])
}

func ccc(r rune) uint8 { return props(r).CCC() }

// appendDecomposed appends the full canonical decomposition of r.
func appendDecomposed(rs []rune, r rune) []rune {
	if s := r - hangulBase; 0 <= s && s < hangulSN {
		rs = append(rs, hangulLBase+s/hangulNN, hangulVBase+(s%hangulNN)/hangulTN)
		if t := s % hangulTN; t != 0 {
			rs = append(rs, hangulTBase+t)
		}
		return rs
	}
	d := props(r).Decomposition()
	if d == nil {
		return append(rs, r)
	}
	for len(d) > 0 {
		x, size := utf8.DecodeRune(d)
		rs = appendDecomposed(rs, x)
		d = d[size:]
	}
	return rs
}

// compose returns the primary composite of a and b, if there is one.
func compose(a, b rune) (rune, bool) {
	if l := a - hangulLBase; 0 <= l && l < hangulLN {
		if v := b - hangulVBase; 0 <= v && v < hangulVN {
			return hangulBase + (l*hangulVN+v)*hangulTN, true
		}
		return 0, false
	}
	if s := a - hangulBase; 0 <= s && s < hangulSN && s%hangulTN == 0 {
		if t := b - hangulTBase; 0 < t && t < hangulTN {
			return a + t, true
		}
		return 0, false
	}
	compositesOnce.Do(buildComposites)
	p, ok := composites[uint64(a)<<32|uint64(b)]
	return p, ok
}

var (
	compositesOnce sync.Once
	composites     map[uint64]rune
)

// buildComposites builds the table of primary composites from norm's
// decompositions: a character P with a full canonical decomposition
// d1…dn (n >= 2) that NFC keeps (not excluded from composition) composes
// from dn and the character whose full decomposition is d1…dn-1 (d1 itself
// when n = 2).
func buildComposites() {
	byDecomposition := make(map[string]rune, 2048)
	var buf [utf8.UTFMax]byte
	for r := rune(0xc0); r <= utf8.MaxRune; r++ {
		if (0xd800 <= r && r < 0xe000) || (hangulBase <= r && r < hangulBase+hangulSN) {
			continue
		}
		b := buf[:utf8.EncodeRune(buf[:], r)]
		d := norm.NFD.Properties(b).Decomposition()
		if d == nil || !norm.NFC.IsNormal(b) { // none, or excluded from composition
			continue
		}
		byDecomposition[string(d)] = r
	}
	composites = make(map[uint64]rune, len(byDecomposition))
	for d, p := range byDecomposition {
		_, size := utf8.DecodeLastRuneInString(d)
		head, last := d[:len(d)-size], []rune(d[len(d)-size:])[0]
		a, n := utf8.DecodeRuneInString(head)
		if n != len(head) {
			var ok bool
			if a, ok = byDecomposition[head]; !ok {
				continue
			}
		}
		composites[uint64(a)<<32|uint64(last)] = p
	}
}
