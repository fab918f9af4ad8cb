package jcs

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/go-json-experiment/json/jsontext"
	"golang.org/x/text/unicode/norm"
)

// The slow reference of the canonical form, the oracle of Append and
// CheckStrict: the text is decoded into a tree by jsontext (another JSON
// parser), names are sorted by their UTF-16 code units (utf16.Encode),
// numbers are written by the letter of ECMAScript's Number::toString with
// the shortest digits found by trying every precision, strings by the
// letter of JSON.stringify's QuoteJSONString, and names are checked in
// JavaScript's property order with maps.

type refNode struct {
	kind    byte // 'n' null, 't' true, 'f' false, '0' number, '"' string, '{', '['
	num     float64
	numText string
	str     string
	names   []string
	at      []int // offsets of the names
	kids    []*refNode
	offset  int
}

type refError struct {
	kind Kind
	keys [2]string
	norm string
}

func (e *refError) Error() string { return fmt.Sprintf("%v %q %q", e.kind, e.keys, e.norm) }

// refDecode decodes src into a tree. Errors of the text (jsontext's,
// nesting beyond maxDepth) are kind KindSyntax; the tree keeps repeated
// names.
func refDecode(src []byte, maxDepth int) (*refNode, *refError) {
	dec := jsontext.NewDecoder(bytes.NewReader(src), jsontext.AllowDuplicateNames(true))
	var stack []*refNode
	var root *refNode
	add := func(n *refNode) {
		if len(stack) == 0 {
			root = n
			return
		}
		top := stack[len(stack)-1]
		top.kids = append(top.kids, n)
	}
	for {
		off := int(dec.InputOffset())
		tok, err := dec.ReadToken()
		if err == io.EOF {
			if root == nil || len(stack) > 0 {
				return nil, &refError{kind: KindSyntax}
			}
			return root, nil
		}
		if err != nil || (root != nil && len(stack) == 0) {
			return nil, &refError{kind: KindSyntax}
		}
		off = skipSpace(src, off)
		if len(stack) > 0 && stack[len(stack)-1].kind == '{' && len(stack[len(stack)-1].names) == len(stack[len(stack)-1].kids) && tok.Kind() == '"' {
			top := stack[len(stack)-1]
			top.names = append(top.names, tok.String())
			top.at = append(top.at, off)
			continue
		}
		switch k := tok.Kind(); k {
		case '{', '[':
			n := &refNode{kind: byte(k), offset: off}
			add(n)
			stack = append(stack, n)
			if len(stack) > maxDepth {
				return nil, &refError{kind: KindDepth}
			}
		case '}', ']':
			stack = stack[:len(stack)-1]
		case '"':
			add(&refNode{kind: '"', str: tok.String(), offset: off})
		case '0':
			f, _ := strconv.ParseFloat(tok.String(), 64)
			add(&refNode{kind: '0', num: f, numText: tok.String(), offset: off})
		default:
			add(&refNode{kind: byte(k), offset: off})
		}
	}
}

// refNFC is the NFC of s: norm's where it is right, else the definition
// (tested against norm in nfc_test.go).
func refNFC(s string) string {
	if normTrusted(s) {
		return norm.NFC.String(s)
	}
	return string(appendNFCSlow(nil, []byte(s)))
}

// refCanonical is the reference of Append(nil, src, o).
func refCanonical(src []byte, o Options) ([]byte, *refError) {
	root, err := refDecode(src, o.depth())
	if err != nil {
		return nil, err
	}
	if err := refNames(root, o.NFC); err != nil {
		return nil, err
	}
	var out []byte
	if err := refWrite(&out, root, o.NFC); err != nil {
		return nil, err
	}
	if o.MaxBytes > 0 && len(out) > o.MaxBytes {
		return nil, &refError{kind: KindSize}
	}
	return out, nil
}

func refIndex(name string) (uint64, bool) {
	n, err := strconv.ParseUint(name, 10, 32)
	return n, err == nil && n < math.MaxUint32 && strconv.FormatUint(n, 10) == name
}

// refNames finds the first repeated or colliding name, visiting members in
// JavaScript's property order, each name before its value.
func refNames(n *refNode, nfc bool) *refError {
	switch n.kind {
	case '[':
		for _, k := range n.kids {
			if err := refNames(k, nfc); err != nil {
				return err
			}
		}
	case '{':
		order := make([]int, len(n.names))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int {
			ia, oka := refIndex(n.names[a])
			ib, okb := refIndex(n.names[b])
			switch {
			case oka && okb:
				return int(ia) - int(ib)
			case oka:
				return -1
			case okb:
				return 1
			}
			return 0
		})
		seen := map[string]bool{}
		normal := map[string]string{}
		for _, i := range order {
			name := n.names[i]
			nn := name
			if nfc {
				nn = refNFC(name)
			}
			if seen[name] {
				return &refError{kind: KindDuplicate, keys: [2]string{name, name}}
			}
			if prev, ok := normal[nn]; ok {
				return &refError{kind: KindCollision, keys: [2]string{prev, name}, norm: nn}
			}
			seen[name], normal[nn] = true, name
			if err := refNames(n.kids[i], nfc); err != nil {
				return err
			}
		}
	}
	return nil
}

// refWrite writes the canonical form; the only error is a number out of
// range.
func refWrite(out *[]byte, n *refNode, nfc bool) *refError {
	str := func(s string) string {
		if nfc {
			return refNFC(s)
		}
		return s
	}
	switch n.kind {
	case 'n':
		*out = append(*out, "null"...)
	case 't':
		*out = append(*out, "true"...)
	case 'f':
		*out = append(*out, "false"...)
	case '0':
		if math.IsInf(n.num, 0) {
			return &refError{kind: KindNumberRange}
		}
		*out = append(*out, refNumber(n.num)...)
	case '"':
		*out = append(*out, refQuote(str(n.str))...)
	case '[':
		*out = append(*out, '[')
		var first *refError
		for i, k := range n.kids {
			if i > 0 {
				*out = append(*out, ',')
			}
			if err := refWrite(out, k, nfc); err != nil && first == nil {
				first = err
			}
		}
		*out = append(*out, ']')
		return first
	case '{':
		type kv struct {
			units []uint16
			name  string
			kid   *refNode
		}
		ms := make([]kv, len(n.names))
		for i, name := range n.names {
			name = str(name)
			ms[i] = kv{utf16.Encode([]rune(name)), name, n.kids[i]}
		}
		slices.SortStableFunc(ms, func(a, b kv) int { return slices.Compare(a.units, b.units) })
		*out = append(*out, '{')
		var first *refError
		for i, m := range ms {
			if i > 0 {
				*out = append(*out, ',')
			}
			*out = append(*out, refQuote(m.name)...)
			*out = append(*out, ':')
			if err := refWrite(out, m.kid, nfc); err != nil && first == nil {
				first = err
			}
		}
		*out = append(*out, '}')
		return first
	}
	return nil
}

// refNumber is ECMAScript's Number::toString(x) for finite x: with k the
// least number of digits such that some s of k digits and n give
// s × 10^(n−k) = x (found by trying each precision), the layout of the
// specification's steps 6–10.
func refNumber(x float64) string {
	if x == 0 {
		return "0"
	}
	if x < 0 {
		return "-" + refNumber(-x)
	}
	var digits string
	var n int
	for k := 1; k <= 17; k++ {
		t := strconv.FormatFloat(x, 'e', k-1, 64)
		if v, _ := strconv.ParseFloat(t, 64); v == x {
			mant, exp, _ := strings.Cut(t, "e")
			digits = strings.TrimRight(strings.Replace(mant, ".", "", 1), "0")
			e, _ := strconv.Atoi(exp)
			n = e + 1
			break
		}
	}
	k := len(digits)
	switch {
	case k <= n && n <= 21:
		return digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		return digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		return "0." + strings.Repeat("0", -n) + digits
	}
	sign := "+"
	if n-1 < 0 {
		sign = "-"
	}
	e := strconv.Itoa(abs(n - 1))
	if k == 1 {
		return digits + "e" + sign + e
	}
	return digits[:1] + "." + digits[1:] + "e" + sign + e
}

// refQuote is QuoteJSONString of ECMAScript (for well-formed strings).
func refQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		default:
			if r < 0x20 {
				fmt.Fprintf(&b, `\u%04x`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// refStrict is the reference of CheckStrict: the kind of its error, or 0.
func refStrict(src []byte, maxDepth int) Kind {
	root, err := refDecode(src, Options{MaxDepth: maxDepth}.depth())
	if err != nil {
		return err.kind
	}
	type problem struct {
		kind Kind
		at   int
	}
	var first *problem
	found := func(k Kind, at int) {
		if first == nil || at < first.at {
			first = &problem{k, at}
		}
	}
	var walk func(n *refNode)
	walk = func(n *refNode) {
		switch n.kind {
		case '0':
			if strings.ContainsAny(n.numText, "eE") {
				found(KindExponent, n.offset)
			} else if n.num == 0 && math.Signbit(n.num) {
				found(KindNegativeZero, n.offset)
			}
		case '"':
			if refNFC(n.str) != n.str {
				found(KindNotNFC, n.offset)
			}
		}
		seen := map[string]bool{}
		for i, name := range n.names {
			if refNFC(name) != name {
				found(KindNotNFC, n.at[i])
			}
			if seen[name] {
				found(KindDuplicate, n.at[i])
			}
			seen[name] = true
		}
		for _, k := range n.kids {
			walk(k)
		}
	}
	walk(root)
	if first == nil {
		return 0
	}
	return first.kind
}

// kindOf returns the kind of an error of Append or CheckStrict, with
// KindUnicode counted as KindSyntax (jsontext does not tell them apart).
func kindOf(err error) Kind {
	var e *Error
	if !errors.As(err, &e) {
		return 0
	}
	if e.Kind == KindUnicode {
		return KindSyntax
	}
	return e.Kind
}
