package commons

import (
	"strconv"
	"strings"
	"unicode/utf16"
)

// DomainTagError is the error of BuildDomainTag and ValidateDomainTag; its
// Error text is the upstream message.
type DomainTagError struct {
	Message string
}

func (e *DomainTagError) Error() string { return e.Message }

// maxDomainTagInput is the longest schema id or contract version
// BuildDomainTag takes, in UTF-16 code units.
const maxDomainTagInput = 256

// BuildDomainTag returns the domain tag of audit-entry hashes for a schema
// and a contract version: "loa-commons:audit:{schema}:{version}", each part
// sanitized — ASCII-lowercased, ':' removed, '.' and '+' replaced by '-'
// (so BuildDomainTag("GovernedCredits", "8.0.0") is
// "loa-commons:audit:governedcredits:8-0-0"). Sanitizing is lossy by design:
// "a:b" and "ab" give the same tag.
//
// The inputs are checked first, in this order, each failure a
// *DomainTagError with upstream's message:
//
//	schemaID length 1–256 (UTF-16 code units)   schemaId length must be 1-256 (got {len})
//	schemaID matches ^[a-zA-Z][a-zA-Z0-9._:-]*$ schemaId must match /^[a-zA-Z][a-zA-Z0-9._:-]*$/ (got "{first 50 characters}")
//	contractVersion length 1–256                contractVersion length must be 1-256 (got {len})
//	contractVersion matches ^[0-9][a-zA-Z0-9._+-]*$ contractVersion must match /^[0-9][a-zA-Z0-9._+-]*$/ (got "{first 50 characters}")
//
// Trails written before tags were sanitized store tags of the form
// "loa-commons:audit:GovernedCredits:8.0.0"; they stay verifiable because
// each entry keeps the tag it was hashed with.
func BuildDomainTag(schemaID, contractVersion string) (string, error) {
	if n := utf16Len(schemaID); n < 1 || n > maxDomainTagInput {
		return "", &DomainTagError{"schemaId length must be 1-256 (got " + strconv.Itoa(n) + ")"}
	}
	if !matchTagInput(schemaID, isLetter, isSchemaIDChar) {
		return "", &DomainTagError{`schemaId must match /^[a-zA-Z][a-zA-Z0-9._:-]*$/ (got "` + first50(schemaID) + `")`}
	}
	if n := utf16Len(contractVersion); n < 1 || n > maxDomainTagInput {
		return "", &DomainTagError{"contractVersion length must be 1-256 (got " + strconv.Itoa(n) + ")"}
	}
	if !matchTagInput(contractVersion, isDigit, isVersionChar) {
		return "", &DomainTagError{`contractVersion must match /^[0-9][a-zA-Z0-9._+-]*$/ (got "` + first50(contractVersion) + `")`}
	}
	return "loa-commons:audit:" + sanitizeTagPart(schemaID) + ":" + sanitizeTagPart(contractVersion), nil
}

// ValidateDomainTag checks that tag is a domain tag: at least three
// ':'-separated segments, each matching ^[a-z0-9][a-z0-9_-]*$. It returns
// nil or a *DomainTagError whose text is, for the first failing check:
//
//	""                              Domain tag must not be empty
//	fewer than three segments       Domain tag must have at least 3 colon-separated segments, got {n}
//	segment i empty                 Segment {i} is empty
//	segment i another text          Segment {i} ("{segment}") must be lowercase alphanumeric with hyphens/underscores
//
// Segments are numbered from 0. BuildDomainTag's tags pass; the unsanitized
// tags of older trails do not.
func ValidateDomainTag(tag string) error {
	if tag == "" {
		return &DomainTagError{"Domain tag must not be empty"}
	}
	if n := strings.Count(tag, ":") + 1; n < 3 {
		return &DomainTagError{"Domain tag must have at least 3 colon-separated segments, got " + strconv.Itoa(n)}
	}
	i := 0
	for seg := range strings.SplitSeq(tag, ":") {
		if seg == "" {
			return &DomainTagError{"Segment " + strconv.Itoa(i) + " is empty"}
		}
		if !matchTagInput(seg, isLowerAlnum, isSegmentChar) {
			return &DomainTagError{"Segment " + strconv.Itoa(i) + ` ("` + seg + `") must be lowercase alphanumeric with hyphens/underscores`}
		}
		i++
	}
	return nil
}

func isLetter(c byte) bool     { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool      { return c >= '0' && c <= '9' }
func isLowerAlnum(c byte) bool { return c >= 'a' && c <= 'z' || isDigit(c) }
func isSchemaIDChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '.' || c == '_' || c == ':' || c == '-'
}
func isVersionChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '.' || c == '_' || c == '+' || c == '-'
}
func isSegmentChar(c byte) bool { return isLowerAlnum(c) || c == '_' || c == '-' }

// matchTagInput reports whether s is one byte accepted by first followed by
// bytes accepted by rest (all of them ASCII classes).
func matchTagInput(s string, first, rest func(byte) bool) bool {
	if s == "" || !first(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !rest(s[i]) {
			return false
		}
	}
	return true
}

// sanitizeTagPart lowercases ASCII letters, deletes ':', turns '.' and '+'
// into '-' and deletes anything else outside [a-z0-9_-].
func sanitizeTagPart(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			b = append(b, c+('a'-'A'))
		case c == '.' || c == '+':
			b = append(b, '-')
		case isSegmentChar(c):
			b = append(b, c)
		}
	}
	return string(b)
}

// utf16Len returns the length of s in UTF-16 code units (JavaScript's
// String length); each byte of invalid UTF-8 counts as one.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// first50 returns the longest prefix of s of at most 50 UTF-16 code units
// that ends on a character boundary.
func first50(s string) string {
	n := 0
	for i, r := range s {
		w := utf16.RuneLen(r)
		if n+w > 50 {
			return s[:i]
		}
		n += w
	}
	return s
}
