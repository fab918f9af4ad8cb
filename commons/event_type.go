package commons

import "strings"

// KnownEventTypePrefixes returns the known organization:consumer prefixes
// of three-segment audit event types ("0xhoneyjar:straylight:"), as a fresh
// slice. The list is informational: nothing is validated against it.
func KnownEventTypePrefixes() []string { return []string{"0xhoneyjar:straylight:"} }

// IsThreeSegmentEventType reports whether s is an event type of the form
// org:consumer:body — exactly three ':'-separated parts, org matching
// ^[a-z0-9][a-z0-9-]*$, consumer ^[a-z][a-z0-9_-]*$ and body
// ^[a-z][a-z0-9_.-]+$ (at least two characters). Such types do not match
// the AuditEntry event_type pattern, which wants three '.'-separated
// lowercase segments.
func IsThreeSegmentEventType(s string) bool {
	org, consumer, body, ok := threeParts(s)
	isLower := func(c byte) bool { return c >= 'a' && c <= 'z' }
	return ok &&
		matchTagInput(org, isLowerAlnum, func(c byte) bool { return isLowerAlnum(c) || c == '-' }) &&
		matchTagInput(consumer, isLower, isSegmentChar) &&
		len(body) >= 2 && matchTagInput(body, isLower, func(c byte) bool { return isSegmentChar(c) || c == '.' })
}

// EventTypePrefix returns "{org}:{consumer}:" of an event type of exactly
// three ':'-separated parts, whatever the parts hold, and false for any
// other text.
func EventTypePrefix(s string) (string, bool) {
	org, consumer, _, ok := threeParts(s)
	if !ok {
		return "", false
	}
	return org + ":" + consumer + ":", true
}

// threeParts splits s at its two ':' when it has exactly two.
func threeParts(s string) (a, b, c string, ok bool) {
	a, rest, ok1 := strings.Cut(s, ":")
	b, c, ok2 := strings.Cut(rest, ":")
	if !ok1 || !ok2 || strings.Contains(c, ":") {
		return "", "", "", false
	}
	return a, b, c, true
}
