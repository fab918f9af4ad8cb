package codec

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"
)

// Limits bounds the work of decoding and validating one document. The root
// package exports the same struct as hounfour.Limits, where the fields are
// documented; a zero field takes its default, a negative one means no limit.
type Limits struct {
	MaxBytes       int
	MaxDepth       int
	MaxStringBytes int
	MaxDigits      int
	MaxMembers     int
	MaxElements    int
	MaxViolations  int
	EvalBudget     int64
}

// The defaults of Limits.
const (
	defaultMaxBytes       = 10 << 20
	defaultMaxDepth       = 128
	defaultMaxStringBytes = 1 << 20
	defaultMaxDigits      = 78
	defaultMaxMembers     = 10_000
	defaultMaxElements    = 10_000
	defaultMaxViolations  = 100
	DefaultEvalBudget     = 20_000_000
)

// The rule ids of the violations that report a limit.
const (
	RuleLimitBytes      = "limit-document-bytes"
	RuleLimitDepth      = "limit-depth"
	RuleLimitString     = "limit-string-bytes"
	RuleLimitDigits     = "limit-digits"
	RuleLimitMembers    = "limit-members"
	RuleLimitElements   = "limit-elements"
	RuleLimitViolations = "limit-violations"
	RuleLimitBudget     = "limit-eval-budget"
)

// DefaultLimits returns the default limits.
func DefaultLimits() Limits {
	return Limits{
		MaxBytes:       defaultMaxBytes,
		MaxDepth:       defaultMaxDepth,
		MaxStringBytes: defaultMaxStringBytes,
		MaxDigits:      defaultMaxDigits,
		MaxMembers:     defaultMaxMembers,
		MaxElements:    defaultMaxElements,
		MaxViolations:  defaultMaxViolations,
		EvalBudget:     DefaultEvalBudget,
	}
}

// shapeIsDefault reports whether the limits on a text's shape (bytes,
// depth, string bytes, digits, members, elements) are the defaults.
func (l *Limits) shapeIsDefault() bool {
	return l.MaxBytes == defaultMaxBytes && l.MaxDepth == defaultMaxDepth &&
		l.MaxStringBytes == defaultMaxStringBytes && l.MaxDigits == defaultMaxDigits &&
		l.MaxMembers == defaultMaxMembers && l.MaxElements == defaultMaxElements
}

// shapeWithinDefaults reports whether none of l's shape limits (all but
// the violation limit and the evaluation budget) is above its default.
func (l *Limits) shapeWithinDefaults() bool {
	return l.MaxBytes <= defaultMaxBytes && l.MaxDepth <= defaultMaxDepth &&
		l.MaxStringBytes <= defaultMaxStringBytes && l.MaxDigits <= defaultMaxDigits &&
		l.MaxMembers <= defaultMaxMembers && l.MaxElements <= defaultMaxElements
}

// resolvedPtr is l.resolved() by reference: the zero Limits, the usual
// case, as defaultResolved (shared: read only), any other as a copy.
func resolvedPtr(l Limits) *Limits {
	if l == (Limits{}) {
		return &defaultResolved
	}
	r := l.resolved()
	return &r
}

// resolved returns l with every zero field set to its default and every
// negative field set to the largest value of its type (no limit).
func (l Limits) resolved() Limits {
	if l.MaxBytes > 0 && l.MaxDepth > 0 && l.MaxStringBytes > 0 && l.MaxDigits > 0 &&
		l.MaxMembers > 0 && l.MaxElements > 0 && l.MaxViolations > 0 && l.EvalBudget > 0 {
		return l // nothing to resolve (the default limits, for one)
	}
	if l.MaxBytes|l.MaxDepth|l.MaxStringBytes|l.MaxDigits|l.MaxMembers|l.MaxElements|l.MaxViolations == 0 && l.EvalBudget == 0 {
		return DefaultLimits() // the zero Limits, the usual case: every default
	}
	d := DefaultLimits()
	fix := func(v *int, def int) {
		switch {
		case *v == 0:
			*v = def
		case *v < 0:
			*v = int(^uint(0) >> 1)
		}
	}
	fix(&l.MaxBytes, d.MaxBytes)
	fix(&l.MaxDepth, d.MaxDepth)
	fix(&l.MaxStringBytes, d.MaxStringBytes)
	fix(&l.MaxDigits, d.MaxDigits)
	fix(&l.MaxMembers, d.MaxMembers)
	fix(&l.MaxElements, d.MaxElements)
	fix(&l.MaxViolations, d.MaxViolations)
	switch {
	case l.EvalBudget == 0:
		l.EvalBudget = d.EvalBudget
	case l.EvalBudget < 0:
		l.EvalBudget = 1<<63 - 1
	}
	return l
}

// limitFrame is one open container of the limit scan.
type limitFrame struct {
	object    bool
	expect    bool // a member name (object) or a value (array) may come next
	count     int  // members or elements so far
	nameStart int  // the last member name's quoted text: data[nameStart:nameEnd]
	nameEnd   int
}

// checkLimits scans data once, in time linear in its length, and returns
// the violation of the first limit the text exceeds, or nil. It does not
// need a valid text: on malformed input it never reads past the end and may
// return nil, leaving the syntax error to the tokenizer.
func checkLimits(data []byte, l *Limits) *Violation {
	if len(data) > l.MaxBytes {
		return &Violation{Path: "", Rule: RuleLimitBytes, Message: "Document of " + strconv.Itoa(len(data)) +
			" bytes exceeds the limit of " + strconv.Itoa(l.MaxBytes) + " bytes"}
	}
	// (Divisions, not products: a limit of "none" is the largest int.)
	if len(data) < l.MaxStringBytes && len(data)/2 < l.MaxElements && len(data)/4 < l.MaxMembers &&
		!deepOrLong(data, l.MaxDepth, l.MaxDigits) {
		// Too short for a long string or a full container (an element takes
		// two bytes, a member four), and neither too deep nor with a long
		// number: the common case, found by a cheaper scan.
		return nil
	}
	var stack []limitFrame
	var small [16]limitFrame
	stack = small[:0]
	// value counts a value starting at the current position; it returns a
	// violation when the enclosing array is full.
	value := func() *Violation {
		if n := len(stack); n > 0 && !stack[n-1].object {
			f := &stack[n-1]
			if f.expect {
				f.expect = false
				f.count++
				if f.count > l.MaxElements {
					return &Violation{Path: limitPath(data, stack[:n-1]), Rule: RuleLimitElements,
						Message: "Array has more than the limit of " + strconv.Itoa(l.MaxElements) + " elements"}
				}
			}
		}
		return nil
	}
	for i := 0; i < len(data); {
		switch c := data[i]; c {
		case '"':
			end := stringEnd(data, i, l.MaxStringBytes)
			if end < 0 {
				return nil
			}
			n := len(stack)
			if n > 0 && stack[n-1].object && stack[n-1].expect {
				f := &stack[n-1]
				f.expect = false
				f.count++
				if f.count > l.MaxMembers {
					return &Violation{Path: limitPath(data, stack[:n-1]), Rule: RuleLimitMembers,
						Message: "Object has more than the limit of " + strconv.Itoa(l.MaxMembers) + " members"}
				}
				if end-i-2 > l.MaxStringBytes {
					return &Violation{Path: limitPath(data, stack[:n-1]), Rule: RuleLimitString,
						Message: "Member name longer than the limit of " + strconv.Itoa(l.MaxStringBytes) + " bytes"}
				}
				f.nameStart, f.nameEnd = i, end
			} else {
				if v := value(); v != nil {
					return v
				}
				if end-i-2 > l.MaxStringBytes {
					return &Violation{Path: limitPath(data, stack), Rule: RuleLimitString,
						Message: "String longer than the limit of " + strconv.Itoa(l.MaxStringBytes) + " bytes"}
				}
			}
			i = end
		case '{', '[':
			if v := value(); v != nil {
				return v
			}
			if len(stack) >= l.MaxDepth {
				return &Violation{Path: limitPath(data, stack), Rule: RuleLimitDepth,
					Message: "Nesting exceeds the limit of " + strconv.Itoa(l.MaxDepth) + " levels"}
			}
			stack = append(stack, limitFrame{object: c == '{', expect: true})
			i++
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			i++
		case ',':
			if n := len(stack); n > 0 {
				stack[n-1].expect = true
			}
			i++
		case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			if v := value(); v != nil {
				return v
			}
			digits, j := 0, i
			for ; j < len(data) && isNumberByte(data[j]); j++ {
				if data[j] == 'e' || data[j] == 'E' {
					// The exponent's digits do not count: its value is
					// bounded by the float parse.
					for j++; j < len(data) && isNumberByte(data[j]); j++ {
					}
					break
				}
				if '0' <= data[j] && data[j] <= '9' {
					digits++
				}
			}
			if digits > l.MaxDigits {
				return &Violation{Path: limitPath(data, stack), Rule: RuleLimitDigits,
					Message: "Number of " + strconv.Itoa(digits) + " digits exceeds the limit of " +
						strconv.Itoa(l.MaxDigits) + " digits"}
			}
			i = j
		case ' ', '\t', '\n', '\r', ':':
			i++
		default: // true, false, null, or a byte the tokenizer will reject
			if v := value(); v != nil {
				return v
			}
			i++
			for i < len(data) && 'a' <= data[i] && data[i] <= 'z' {
				i++
			}
		}
	}
	return nil
}

// deepOrLong reports whether data (maybe) nests deeper than maxDepth or
// has a number of more than maxDigits digits and exponent characters.
func deepOrLong(data []byte, maxDepth, maxDigits int) bool {
	depth := 0
	for i := 0; i < len(data); {
		switch c := data[i]; {
		case c == '"':
			if i = closeQuote(data, i); i < 0 {
				return false
			}
		case c == '{' || c == '[':
			if depth++; depth > maxDepth {
				return true
			}
			i++
		case c == '}' || c == ']':
			depth--
			i++
		case c == '-' || '0' <= c && c <= '9':
			j := i + 1
			for j < len(data) && isNumberByte(data[j]) {
				j++
			}
			if j-i > maxDigits {
				return true // the full scan counts the digits exactly
			}
			i = j
		default:
			i++
		}
	}
	return false
}

// closeQuote returns the index after the string that opens at i, or -1.
// It finds quotes with bytes.IndexByte and skips those escaped by an odd
// run of backslashes.
func closeQuote(data []byte, i int) int {
	j := i + 1
	for {
		k := bytes.IndexByte(data[j:], '"')
		if k < 0 {
			return -1
		}
		j += k
		b := j - 1
		for b > i && data[b] == '\\' {
			b--
		}
		if (j-1-b)%2 == 0 {
			return j + 1
		}
		j++
	}
}

// stringEnd returns the index after the string that opens at i, or -1 when
// the text ends inside it. It stops reading a string longer than max bytes:
// the index it returns then is past the limit, not the string's end. It
// looks for the next quote or backslash eight bytes at a time.
func stringEnd(data []byte, i, max int) int {
	start := i
	i++
	for {
		// i-start-1, not max+1: max may be the largest int (no limit).
		for i+8 <= len(data) && i-start-1 <= max {
			x := binary.LittleEndian.Uint64(data[i:])
			if m := hasByte(x, '"') | hasByte(x, '\\'); m != 0 {
				i += bits.TrailingZeros64(m) / 8
				break
			}
			i += 8
		}
		switch {
		case i-start-1 > max:
			return i + 1 // the caller reports the limit at once
		case i >= len(data):
			return -1
		}
		switch data[i] {
		case '"':
			return i + 1
		case '\\':
			i += 2
		default:
			i++
		}
	}
}

// limitPath renders the JSON Pointer of the value being read inside the
// containers of stack.
func limitPath(data []byte, stack []limitFrame) string {
	var p pathStack
	for _, f := range stack {
		if f.object {
			// A malformed text can hold a value where a name should be:
			// its path step is then "".
			var name []byte
			if f.nameEnd >= f.nameStart+2 {
				var err error
				if name, err = jsontext.AppendUnquote(nil, data[f.nameStart:f.nameEnd]); err != nil {
					name = data[f.nameStart+1 : f.nameEnd-1]
				}
			}
			p.pushName(string(name))
		} else {
			p.pushIndex(max(f.count-1, 0))
		}
	}
	return p.String()
}

// capViolations keeps the first max violations of vs and adds one summary
// violation counting the others (more counts violations already dropped;
// with more > 0 the summary is always added).
func capViolations(vs []Violation, max, more int) []Violation {
	if more == 0 && len(vs) <= max {
		return vs
	}
	// A decode that stopped recording at the limit (more > 0) counts what it
	// dropped before the walk knows which of its findings it reports, so vs
	// can hold fewer than max: all of them are kept then, and the summary
	// says that some were not reported.
	keep := min(len(vs), max)
	n := len(vs) + more - keep
	vs = append(vs[:keep:keep], Violation{Path: "", Rule: RuleLimitViolations,
		Message: strconv.Itoa(n) + " more violations not reported (limit " + strconv.Itoa(max) + ")"})
	return vs
}

// CheckLimits returns the violation of the first limit of l (zero fields:
// the defaults) that the text data exceeds, or nil. It runs in time linear
// in len(data) and needs no valid text.
func CheckLimits(data []byte, l Limits) *Violation {
	l = l.resolved()
	return checkLimits(data, &l)
}
