package codec

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// constraints are the schema keywords of one member, read from its hf tag:
//
//	const=V                 string constant, number constant on number fields,
//	                        true or false on booleans
//	anyOf=A|B|…             number member: one of these integer constants
//	                        (a union of number literals, "Expected union value")
//	minLength=N maxLength=N string length in UTF-16 code units
//	minimum=X maximum=X     inclusive numeric bounds
//	exclusiveMinimum=X exclusiveMaximum=X
//	minItems=N maxItems=N   array length
//	maxProperties=N         record: at most N entries
//	nullable                null is a valid value (pointer fields)
//	ignoreUnknown           the object held by the member ignores undeclared
//	                        members (skipped, not reported, not kept) at its
//	                        own level: an open container around a closed type
//	since=V                 the member was introduced in contract version V
//	                        (major.minor.patch; absent: 7.0.0 or earlier): under
//	                        an earlier contract it is not declared at all
//	item.K=V                K applies to each array element / record value
//	pattern=RE              must be the last key: the rest of the tag is the pattern.
//	                        On a text primitive (wire.*) it is only the member's
//	                        spelling of the primitive's own pattern, used in
//	                        messages and schema files; the primitive's parser
//	                        decides, so RE must accept exactly what it accepts
//	item.pattern=RE         likewise
//	key.pattern=RE          record: every key must match RE (a key that does
//	                        not is an undeclared member, "Unexpected
//	                        property"); last, like pattern=
type constraints struct {
	constSet   bool
	constStr   string
	constNum   float64
	anyOf      []int64 // keyword anyOf: the allowed integer constants (nil: any)
	anyOfText  string  // its text, as written (A|B|…)
	minLength  int     // -1 = none
	maxLength  int
	min, max   *bound
	minItems   int
	maxItems   int
	maxProps   int // keyword maxProperties, -1 = none
	keyPattern string
	keyMatch   func(string) bool // keyword key.pattern (records)
	nullable   bool
	pattern    string
	match      func(string) bool
	item       *constraints
	hasChecks  bool // any value check at all (fast skip)
	numberKind bool // set by the plan: bounds messages say "number"

	ignoreUnknown bool    // keyword ignoreUnknown (no value check)
	since         Version // keyword since (a member's, no value check)
}

// bound is a numeric limit with its ECMAScript text for messages and schemas.
type bound struct {
	val       float64
	text      string
	exclusive bool
}

func newConstraints() *constraints {
	return &constraints{minLength: -1, maxLength: -1, minItems: -1, maxItems: -1, maxProps: -1}
}

func parseTag(tag string) (*constraints, error) {
	c := newConstraints()
	if tag == "" {
		return c, nil
	}
	rest := tag
	for rest != "" {
		var part string
		if strings.HasPrefix(rest, "pattern=") || strings.HasPrefix(rest, "item.pattern=") || strings.HasPrefix(rest, "key.pattern=") {
			part, rest = rest, ""
		} else if i := strings.IndexByte(rest, ','); i >= 0 {
			part, rest = rest[:i], rest[i+1:]
		} else {
			part, rest = rest, ""
		}
		target := c
		if re, ok := strings.CutPrefix(part, "key.pattern="); ok {
			m, err := compilePattern(re)
			if err != nil {
				return nil, fmt.Errorf("hf tag %q: %v", tag, err)
			}
			c.keyPattern, c.keyMatch, c.hasChecks = re, m, true
			continue
		}
		if strings.HasPrefix(part, "item.") {
			if c.item == nil {
				c.item = newConstraints()
			}
			target, part = c.item, part[len("item."):]
		}
		key, val, _ := strings.Cut(part, "=")
		if err := target.set(key, val); err != nil {
			return nil, fmt.Errorf("hf tag %q: %v", tag, err)
		}
	}
	return c, nil
}

func (c *constraints) set(key, val string) error {
	atoi := func() (int, error) {
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("%s wants a non-negative integer, got %q", key, val)
		}
		return n, nil
	}
	num := func(exclusive bool) (*bound, error) {
		f, err := strconv.ParseFloat(val, 64)
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, fmt.Errorf("%s wants a number, got %q", key, val)
		}
		return &bound{val: f, text: string(AppendNumber(nil, f)), exclusive: exclusive}, nil
	}
	var err error
	switch key {
	case "const":
		c.constSet, c.constStr = true, val
		c.constNum, _ = strconv.ParseFloat(val, 64)
	case "anyOf":
		for _, v := range strings.Split(val, "|") {
			n, perr := strconv.ParseInt(v, 10, 64)
			if perr != nil || n < -1<<53 || n > 1<<53 || strconv.FormatInt(n, 10) != v {
				return fmt.Errorf("anyOf wants integer constants A|B|…, got %q", val)
			}
			c.anyOf = append(c.anyOf, n)
		}
		c.anyOfText = val
	case "minLength":
		c.minLength, err = atoi()
	case "maxLength":
		c.maxLength, err = atoi()
	case "minItems":
		c.minItems, err = atoi()
	case "maxItems":
		c.maxItems, err = atoi()
	case "maxProperties":
		c.maxProps, err = atoi()
	case "minimum":
		c.min, err = num(false)
	case "maximum":
		c.max, err = num(false)
	case "exclusiveMinimum":
		c.min, err = num(true)
	case "exclusiveMaximum":
		c.max, err = num(true)
	case "nullable":
		c.nullable = true
		return nil
	case "ignoreUnknown":
		c.ignoreUnknown = true
		return nil
	case "since":
		c.since, err = ParseVersion(val)
		if err != nil {
			return fmt.Errorf("since %q: %v", val, err)
		}
		return nil
	case "pattern":
		c.pattern = val
		c.match, err = compilePattern(val)
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	if err == nil {
		c.hasChecks = true
	}
	return err
}

// compilePattern returns a matcher for an upstream pattern. Patterns are
// JavaScript regular expressions without flags that mean the same in RE2;
// a few hot ones get hand-written matchers (here, or RegisterPattern).
func compilePattern(p string) (func(string) bool, error) {
	switch p {
	case `^\d+$`, `^[0-9]+$`:
		return lex.Digits, nil
	case semVer2Pattern:
		return matchSemVer2, nil
	}
	re, err := regexp.Compile(jsDots(p))
	if err != nil {
		return nil, fmt.Errorf("pattern %q: %v", p, err)
	}
	if m, ok := registeredPatterns.Load(p); ok {
		return m.(func(string) bool), nil
	}
	if m := simplePattern(p); m != nil {
		return m, nil
	}
	if m := alternativesPattern(p); m != nil {
		return m, nil
	}
	return re.MatchString, nil
}

// jsDots rewrites every "." of the pattern p that stands outside a class
// and is not escaped as the class JavaScript's "." (without the s flag)
// means: any character but a line terminator (LF, CR, U+2028, U+2029);
// RE2's "." excludes only LF.
func jsDots(p string) string {
	if !strings.Contains(p, ".") {
		return p
	}
	var b strings.Builder
	inClass := false
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == '\\' && i+1 < len(p):
			b.WriteByte(c)
			i++
			b.WriteByte(p[i])
			continue
		case c == '[' && !inClass:
			inClass = true
		case c == ']' && inClass:
			inClass = false
		case c == '.' && !inClass:
			b.WriteString(`[^\n\r\x{2028}\x{2029}]`)
			continue
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

// word is the eight bytes of s at i, little-endian (i+8 <= len(s)).
func word(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// UTF16Len counts UTF-16 code units, as upstream's runtime (JavaScript)
// measures strings: a character at or above U+10000 counts 2.
func UTF16Len(s string) int {
	i := 0
	// Thirty-two bytes, then eight at a time while they are ASCII (the
	// compiler reads each word with one load).
	for ; i+32 <= len(s); i += 32 {
		if (word(s, i)|word(s, i+8)|word(s, i+16)|word(s, i+24))&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i+8 <= len(s); i += 8 {
		if word(s, i)&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf { // count from the first non-ASCII byte
			n := i
			for _, r := range s[i:] {
				if r >= 0x10000 {
					n += 2
				} else {
					n++
				}
			}
			return n
		}
	}
	return len(s)
}
