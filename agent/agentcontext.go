package agent

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/wire"
)

// AgentContext is what the AGENT-CONTEXT block of a BUTTERFREEZONE.md
// declares: who the repository is, how far it is trusted
// and what it needs. Unknown fields of the block are ignored.
type AgentContext struct {
	Name, Type, Purpose, Version string // required, single-line
	// TrustLevel is the recognized trust_level; the zero value when it is
	// absent or unrecognized.
	TrustLevel GradientLevel
	// TrustLevelRaw is the trust_level text as written ("" when absent).
	TrustLevelRaw string
	// TrustScopesVersion is the trust_scopes_version text as written (e.g.
	// "v6"); it has no other effect.
	TrustScopesVersion string
	// Requirements are the capability_requirements in order, including
	// those whose vocabulary Check fails (they produce warnings).
	Requirements []CapabilityRequirement
	// Warnings are advisory findings: an unrecognized trust_level,
	// vocabulary mismatches of requirements.
	Warnings []string
}

// AgentContextError lists why a block could not be read, each problem a
// complete message beginning "agent context: ", in this order:
// line problems in line order, then missing or multi-line required
// fields (name, type, purpose, version), then the optional fields.
type AgentContextError struct {
	Problems []string
}

// Error returns the problems joined with "; ".
func (e *AgentContextError) Error() string { return strings.Join(e.Problems, "; ") }

const acPrefix = "agent context: "

// MaxAgentContextLines is the most lines an AGENT-CONTEXT block may have,
// counted from the line after the opening marker to the line holding
// "-->".
const MaxAgentContextLines = 1000

const openMarker = "<!-- AGENT-CONTEXT"

// lineKind classifies one line of the block.
type lineKind uint8

const (
	lineIgnored lineKind = iota
	lineEntry
	lineItem
	lineContinuation
	lineMalformed
)

// field is one top-level entry with what followed it.
type field struct {
	value     string // the trimmed text after the colon; "" when there was none
	hasValue  bool
	items     []string // the raw text of the item lines that followed
	contLines int      // the number of continuation lines that followed
}

func isWSP(c byte) bool { return c == ' ' || c == '\t' }

func trimWSP(s string) string {
	i, j := 0, len(s)
	for i < j && isWSP(s[i]) {
		i++
	}
	for j > i && isWSP(s[j-1]) {
		j--
	}
	return s[i:j]
}

// ParseAgentContext reads the AGENT-CONTEXT block of a BUTTERFREEZONE.md.
// The block is read with a line grammar, not as YAML: the
// scoped requirement notation "- filesystem: write (scope: state)" is not
// valid YAML, and the block's producers and validators are line-based.
//
// The opening line is the first line that, after leading spaces or tabs, is
// "<!-- AGENT-CONTEXT" followed by nothing but white space (a UTF-8 BOM is
// skipped); the block ends at the first "-->". Lines end in LF or CRLF.
// Top-level entries are "key: value" in column 0; indented "- value" lines
// are list items of the last entry without a value; other indented lines
// continue the last entry; blank lines and "#" comment lines are ignored.
// Values are trimmed, lose a " #" comment, and may be quoted ("…" with \"
// and \\, or '…' with ”); an entry value in brackets is a flow list split
// on commas. Every value is text.
//
// The fields name, type, purpose and version are required single-line
// values; trust_level, trust_scopes_version and capability_requirements are
// read as described above; every other field is ignored. A malformed
// block returns an *AgentContextError listing every problem (and a zero
// AgentContext); an unrecognized trust_level and requirements outside the
// capability vocabulary are warnings in the result.
//
// A block of more than MaxAgentContextLines lines (the closing line
// included) is an error of its own, so the work and the lists of problems
// and warnings stay bounded (deviation 75 in COMPATIBILITY.md); the rest of
// the work is linear in the length of the text.
func ParseAgentContext(markdown []byte) (AgentContext, error) {
	text := string(bytes.TrimPrefix(markdown, []byte("\ufeff")))
	lines := strings.Split(text, "\n")
	open := -1
	for i, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		rest, ok := strings.CutPrefix(trimWSPLeft(l), openMarker)
		if ok && strings.TrimSpace(rest) == "" {
			open = i
			break
		}
	}
	if open < 0 {
		return AgentContext{}, &AgentContextError{[]string{acPrefix + "block not found"}}
	}
	var block []string // lines of the block; block[k] is Markdown line open+2+k
	closed := false
	for i := open + 1; i < len(lines); i++ {
		if len(block) == MaxAgentContextLines {
			return AgentContext{}, &AgentContextError{[]string{acPrefix + "block longer than " +
				strconv.Itoa(MaxAgentContextLines) + " lines"}}
		}
		l := strings.TrimSuffix(lines[i], "\r")
		if before, _, ok := strings.Cut(l, "-->"); ok {
			block = append(block, before)
			closed = true
			break
		}
		block = append(block, l)
	}
	if !closed {
		return AgentContext{}, &AgentContextError{[]string{acPrefix + "unterminated block"}}
	}
	return parseBlock(block, open+2)
}

func trimWSPLeft(s string) string {
	i := 0
	for i < len(s) && isWSP(s[i]) {
		i++
	}
	return s[i:]
}

// singleLine are the known fields whose value is one line of text.
var singleLine = map[string]bool{"name": true, "type": true, "purpose": true, "version": true,
	"trust_level": true, "trust_scopes_version": true}

// parseBlock classifies the lines (first is the 1-based Markdown line number
// of block[0]) and interprets the fields.
func parseBlock(block []string, first int) (AgentContext, error) {
	var problems []string
	lineProblem := func(n int, msg string) {
		problems = append(problems, acPrefix+"line "+strconv.Itoa(n)+": "+msg)
	}
	fields := map[string]*field{}
	var cur *field // the most recent entry
	var curKey string
	for k, l := range block {
		n := first + k
		kind, key, rest := classifyLine(l)
		switch kind {
		case lineIgnored:
		case lineMalformed:
			lineProblem(n, "malformed line")
		case lineEntry:
			if _, dup := fields[key]; dup {
				lineProblem(n, "duplicate field "+strconv.Quote(key))
				cur, curKey = &field{}, "" // absorbs the repeated entry's items and continuation lines
				continue
			}
			f := &field{}
			if v := trimWSP(rest); v != "" {
				f.value, f.hasValue = v, true
			}
			fields[key] = f
			cur, curKey = f, key
		case lineItem:
			switch {
			case cur == nil, cur.hasValue && !singleLine[curKey]:
				// Items belong to an entry without a value; after a known
				// single-line field they make that field multi-line instead.
				lineProblem(n, "unexpected list item")
				continue
			}
			cur.items = append(cur.items, rest)
		case lineContinuation:
			if cur == nil {
				lineProblem(n, "malformed line")
				continue
			}
			cur.contLines++
		}
	}

	var ac AgentContext
	for _, name := range []string{"name", "type", "purpose", "version"} {
		f := fields[name]
		switch {
		case f == nil || !f.hasValue:
			problems = append(problems, acPrefix+"missing required field "+strconv.Quote(name))
			continue
		case len(f.items) > 0 || f.contLines > 0:
			problems = append(problems, acPrefix+"field "+strconv.Quote(name)+" must be a single-line value")
			continue
		}
		v := scalar(f.value)
		if v == "" {
			problems = append(problems, acPrefix+"missing required field "+strconv.Quote(name))
			continue
		}
		switch name {
		case "name":
			ac.Name = v
		case "type":
			ac.Type = v
		case "purpose":
			ac.Purpose = v
		case "version":
			ac.Version = v
		}
	}
	for _, name := range []string{"trust_level", "trust_scopes_version"} {
		f := fields[name]
		if f == nil {
			continue
		}
		if len(f.items) > 0 || f.contLines > 0 {
			problems = append(problems, acPrefix+"field "+strconv.Quote(name)+" must be a single-line value")
			continue
		}
		v := ""
		if f.hasValue {
			v = scalar(f.value)
		}
		if name == "trust_scopes_version" {
			ac.TrustScopesVersion = v
			continue
		}
		ac.TrustLevelRaw = v
		if v == "" {
			continue
		}
		if l, err := ParseGradientLevel(v); err == nil {
			ac.TrustLevel = l
		} else {
			ac.Warnings = append(ac.Warnings, err.Error())
		}
	}
	if f := fields["capability_requirements"]; f != nil {
		var items []string
		switch {
		case f.contLines > 0:
			problems = append(problems, acPrefix+"capability_requirements must be a list")
		case f.hasValue:
			list, ok := flowList(f.value)
			if !ok {
				problems = append(problems, acPrefix+"capability_requirements must be a list")
			}
			items = list
		default:
			for _, it := range f.items {
				items = append(items, scalar(it))
			}
		}
		for i, it := range items {
			r, err := ParseCapabilityRequirement(it)
			if err != nil {
				problems = append(problems, acPrefix+"capability_requirements["+strconv.Itoa(i)+"]: "+err.Error())
				continue
			}
			if err := r.Check(); err != nil {
				ac.Warnings = append(ac.Warnings, "capability_requirements["+strconv.Itoa(i)+"]: "+err.Error())
			}
			ac.Requirements = append(ac.Requirements, r)
		}
	}
	if len(problems) > 0 {
		return AgentContext{}, &AgentContextError{Problems: problems}
	}
	return ac, nil
}

// classifyLine returns the kind of one block line; for an entry its key and the
// text after the colon, for an item the text after "- ".
func classifyLine(l string) (kind lineKind, key, rest string) {
	if trimWSP(l) == "" {
		return lineIgnored, "", ""
	}
	if isWSP(l[0]) {
		t := trimWSPLeft(l)
		if t[0] == '#' {
			return lineIgnored, "", ""
		}
		if t[0] == '-' && len(t) > 1 && isWSP(t[1]) {
			return lineItem, "", t[2:]
		}
		return lineContinuation, "", ""
	}
	if l[0] == '#' {
		return lineIgnored, "", ""
	}
	// key: [A-Za-z_][A-Za-z0-9_-]*
	i := 0
	for i < len(l) && (l[i] == '_' || l[i] >= 'A' && l[i] <= 'Z' || l[i] >= 'a' && l[i] <= 'z' ||
		i > 0 && (l[i] >= '0' && l[i] <= '9' || l[i] == '-')) {
		i++
	}
	if i == 0 || i >= len(l) || l[i] != ':' {
		return lineMalformed, "", ""
	}
	rest = l[i+1:]
	if rest != "" && !isWSP(rest[0]) {
		return lineMalformed, "", ""
	}
	return lineEntry, l[:i], rest
}

// scalar processes one value: trimmed, quoted forms
// unquoted, otherwise a comment introduced by "#" after white space removed.
func scalar(raw string) string {
	v := trimWSP(raw)
	if s, ok := quotedScalar(v); ok {
		return s
	}
	return stripComment(v)
}

// quotedScalar reads a trimmed value that is a quoted string followed by
// nothing or by a comment, and returns its content.
func quotedScalar(v string) (string, bool) {
	if v == "" || (v[0] != '"' && v[0] != '\'') {
		return "", false
	}
	s, rest, ok := unquote(v)
	if !ok {
		return "", false
	}
	rest = trimWSP(rest)
	return s, rest == "" || rest[0] == '#'
}

// stripComment removes a comment: a "#" at the start of the (trimmed) value
// or preceded by a space or tab.
func stripComment(v string) string {
	for i := 0; i < len(v); i++ {
		if v[i] == '#' && (i == 0 || isWSP(v[i-1])) {
			return trimWSP(v[:i])
		}
	}
	return v
}

// unquote reads a quoted string at the start of v and returns its content
// and the text after the closing quote.
func unquote(v string) (s, rest string, ok bool) {
	q := v[0]
	var b strings.Builder
	for i := 1; i < len(v); i++ {
		c := v[i]
		switch {
		case q == '"' && c == '\\' && i+1 < len(v) && (v[i+1] == '"' || v[i+1] == '\\'):
			b.WriteByte(v[i+1])
			i++
		case q == '\'' && c == '\'' && i+1 < len(v) && v[i+1] == '\'':
			b.WriteByte('\'')
			i++
		case c == q:
			return b.String(), v[i+1:], true
		default:
			b.WriteByte(c)
		}
	}
	return "", "", false
}

// flowList reads an entry value "[a, b, …]" (after comment removal); ok is
// false when the value is not a flow list. "[]" is the empty list.
func flowList(raw string) (items []string, ok bool) {
	v := trimWSP(raw)
	if _, ok := quotedScalar(v); ok {
		return nil, false // a quoted scalar
	}
	v = stripComment(v)
	if len(v) < 2 || v[0] != '[' || v[len(v)-1] != ']' {
		return nil, false
	}
	inside := v[1 : len(v)-1]
	if trimWSP(inside) == "" {
		return []string{}, true
	}
	for _, part := range strings.Split(inside, ",") {
		items = append(items, scalar(part))
	}
	return items, true
}

// validRequirements returns the requirements that pass Check.
func (ac *AgentContext) validRequirements() []CapabilityRequirement {
	var out []CapabilityRequirement
	for _, r := range ac.Requirements {
		if r.Check() == nil {
			out = append(out, r)
		}
	}
	return out
}

// RequiredPools returns the pools named by valid "model: invoke (scope: P)"
// requirements (fast_code is fast-code), deduplicated, in PoolId order. A
// model requirement without a scope requires no specific pool.
func (ac *AgentContext) RequiredPools() []wire.PoolID {
	need := map[wire.PoolID]bool{}
	for _, r := range ac.Requirements {
		if p, ok := r.Pool(); ok { // Pool is ok only for a requirement that passes Check
			need[p] = true
		}
	}
	out := []wire.PoolID{}
	for _, p := range wire.PoolIDs() {
		if need[p] {
			out = append(out, p)
		}
	}
	return out
}

// GrantedPools returns the pools the trust level grants (TrustLevel.
// PoolAccess); empty when the trust level is absent or unrecognized.
func (ac *AgentContext) GrantedPools() []wire.PoolID { return ac.TrustLevel.PoolAccess() }

// MissingPools returns the required pools the trust level does not grant, in
// PoolId order. Access is sufficient exactly when it is empty.
func (ac *AgentContext) MissingPools() []wire.PoolID {
	granted := ac.GrantedPools()
	out := []wire.PoolID{}
	for _, p := range ac.RequiredPools() {
		if !slices.Contains(granted, p) {
			out = append(out, p)
		}
	}
	return out
}

// BillingWeight returns the sum of the billing weights of the distinct kinds
// among the valid requirements (a kind used twice counts once): 0 to 5.
func (ac *AgentContext) BillingWeight() int {
	seen := map[CapabilityKind]bool{}
	w := 0
	for _, r := range ac.validRequirements() {
		if !seen[r.Kind] {
			seen[r.Kind] = true
			w += r.Kind.BillingWeight()
		}
	}
	return w
}

// CostTier returns the tier of BillingWeight: free (0), metered (1 or 2) or
// premium (3 or more).
func (ac *AgentContext) CostTier() CostTier { return CostTierFor(ac.BillingWeight()) }
