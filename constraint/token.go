package constraint

import (
	"strconv"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// tokType is a token's type; its name appears in syntax error messages.
type tokType uint8

const (
	tEOF tokType = iota
	tNumber
	tString
	tIdent
	tOp
	tParen
	tComma
	tBracket
	tDot
	tArrow
)

var tokNames = [...]string{"EOF", "number", "string", "ident", "op", "paren", "comma", "bracket", "dot", "arrow"}

func (t tokType) String() string { return tokNames[t] }

// token is one lexeme. val is the text for every type except strings, where
// it is the decoded value.
type token struct {
	typ tokType
	val string
	pos int     // byte offset in the expression
	num float64 // numbers: nearest float64
}

// describe renders a token the way syntax errors quote it: <type> "<value>".
func (t token) describe() string {
	if t.typ == tEOF {
		return "EOF"
	}
	return t.typ.String() + " " + strconv.Quote(t.val)
}

// tokenize splits the whole expression into tokens,
// left to right, longest rule first. It always ends with a tEOF token.
func tokenize(src string) ([]token, *SyntaxError) {
	if !utf8.ValidString(src) {
		pos := 0
		for pos < len(src) {
			r, n := utf8.DecodeRuneInString(src[pos:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			pos += n
		}
		return nil, &SyntaxError{Msg: "Expression is not valid UTF-8", Pos: pos}
	}
	toks := make([]token, 0, min(len(src)/3+1, 256)) // a long string literal is one token
	i := 0
	for i < len(src) {
		c := src[i]
		start := i
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c >= utf8.RuneSelf || c == '\v' || c == '\f':
			r, n := utf8.DecodeRuneInString(src[i:])
			if !lex.IsJSSpace(r) {
				return nil, &SyntaxError{Msg: "Unexpected character: " + string(r), Pos: i}
			}
			i += n
			continue
		case c == '=':
			switch peekByte(src, i+1) {
			case '>':
				toks = append(toks, token{typ: tArrow, val: "=>", pos: i})
			case '=':
				toks = append(toks, token{typ: tOp, val: "==", pos: i})
			default:
				return nil, &SyntaxError{Msg: "Unexpected character: =", Pos: i}
			}
			i += 2
		case c == '!' || c == '<' || c == '>':
			if peekByte(src, i+1) == '=' {
				toks = append(toks, token{typ: tOp, val: src[i : i+2], pos: i})
				i += 2
			} else {
				toks = append(toks, token{typ: tOp, val: src[i : i+1], pos: i})
				i++
			}
		case c == '&' || c == '|':
			if peekByte(src, i+1) != c {
				return nil, &SyntaxError{Msg: "Unexpected character: " + string(c), Pos: i}
			}
			toks = append(toks, token{typ: tOp, val: src[i : i+2], pos: i})
			i += 2
		case c == '(' || c == ')':
			toks = append(toks, token{typ: tParen, val: src[i : i+1], pos: i})
			i++
		case c == '[' || c == ']':
			toks = append(toks, token{typ: tBracket, val: src[i : i+1], pos: i})
			i++
		case c == ',':
			toks = append(toks, token{typ: tComma, val: ",", pos: i})
			i++
		case c == '.':
			toks = append(toks, token{typ: tDot, val: ".", pos: i})
			i++
		case c == '\'':
			s, end, ok := lexString(src, i)
			if !ok {
				return nil, &SyntaxError{Msg: "Unterminated string literal", Pos: start}
			}
			toks = append(toks, token{typ: tString, val: s, pos: start})
			i = end
		case lex.IsDigit(c):
			tok, end, err := lexNumber(src, i)
			if err != nil {
				return nil, err
			}
			toks = append(toks, tok)
			i = end
		case isIdentStart(c):
			for i++; i < len(src) && isIdentPart(src[i]); i++ {
			}
			toks = append(toks, token{typ: tIdent, val: src[start:i], pos: start})
		default:
			return nil, &SyntaxError{Msg: "Unexpected character: " + string(c), Pos: i}
		}
	}
	return append(toks, token{typ: tEOF, pos: len(src)}), nil
}

func peekByte(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

func isIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isIdentPart(c byte) bool  { return isIdentStart(c) || lex.IsDigit(c) }

// lexString reads a single-quoted string starting at the quote. Inside, \'
// is a quote and \\ one backslash; any other backslash is kept literally.
func lexString(src string, start int) (val string, end int, ok bool) {
	i := start + 1
	for j := i; j < len(src) && src[j] != '\\'; j++ {
		if src[j] == '\'' {
			return src[i:j], j + 1, true // no escapes: share the source text
		}
	}
	buf := make([]byte, 0, 16)
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\'':
			return string(buf), i + 1, true
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\'' || src[i+1] == '\\'):
			buf = append(buf, src[i+1])
			i += 2
		default:
			buf = append(buf, c)
			i++
		}
	}
	return "", 0, false
}

// lexNumber reads [0-9]+(\.[0-9]+)? and rejects a number directly followed
// by "." (1., 1.2.3, 1..2) or followed, after white space, by ".digits"
// (1 .5): both are Malformed number literal errors.
func lexNumber(src string, start int) (token, int, *SyntaxError) {
	i := start
	for i < len(src) && lex.IsDigit(src[i]) {
		i++
	}
	if i+1 < len(src) && src[i] == '.' && lex.IsDigit(src[i+1]) {
		i++
		for i < len(src) && lex.IsDigit(src[i]) {
			i++
		}
	}
	if i < len(src) && src[i] == '.' {
		j := i
		for j < len(src) && (lex.IsDigit(src[j]) || src[j] == '.') {
			j++
		}
		return token{}, 0, &SyntaxError{Msg: "Malformed number literal: " + src[start:j], Pos: start}
	}
	// Look past white space for ".digits".
	j := i
	for j < len(src) {
		r, n := utf8.DecodeRuneInString(src[j:])
		if !lex.IsJSSpace(r) {
			break
		}
		j += n
	}
	if j > i && j+1 < len(src) && src[j] == '.' && lex.IsDigit(src[j+1]) {
		k := j + 1
		for k < len(src) && lex.IsDigit(src[k]) {
			k++
		}
		return token{}, 0, &SyntaxError{Msg: "Malformed number literal: " + src[start:k], Pos: start}
	}
	text := src[start:i]
	f, _ := strconv.ParseFloat(text, 64) // the syntax is checked; a huge literal is +Inf
	return token{typ: tNumber, val: text, pos: start, num: f}, i, nil
}
