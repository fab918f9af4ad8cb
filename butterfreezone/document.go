package butterfreezone

import (
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Provenance tags.
const (
	CodeFactual = "CODE-FACTUAL" // read from the code
	Derived     = "DERIVED"      // inferred from the code's structure
	Operational = "OPERATIONAL"  // operational knowledge that may change without code changes
)

// Canonical section ids, in document order.
const (
	SectionAgentContext = "agent_context"
	SectionHeader       = "header"
	SectionCapabilities = "capabilities"
	SectionArchitecture = "architecture"
	SectionInterfaces   = "interfaces"
	SectionModuleMap    = "module_map"
	SectionEcosystem    = "ecosystem"
	SectionLimitations  = "limitations"
	SectionQuickStart   = "quick_start"
)

// canonicalOrder is the table [CanonicalOrder] copies.
var canonicalOrder = []string{SectionAgentContext, SectionHeader, SectionCapabilities, SectionArchitecture,
	SectionInterfaces, SectionModuleMap, SectionEcosystem, SectionLimitations, SectionQuickStart}

// CanonicalOrder returns the canonical section ids in document order, as a
// fresh slice.
func CanonicalOrder() []string { return slices.Clone(canonicalOrder) }

// wordBudgets is the table Validate and Generate read.
var wordBudgets = map[string]int{SectionAgentContext: 80, SectionHeader: 120, SectionCapabilities: 600,
	SectionArchitecture: 400, SectionInterfaces: 800, SectionModuleMap: 600, SectionEcosystem: 200,
	SectionLimitations: 200, SectionQuickStart: 200}

// WordBudgets returns the per-section word budgets, as a fresh map: changing
// it changes no result of Validate or Generate. TotalWordBudget is the
// document's.
func WordBudgets() map[string]int { return maps.Clone(wordBudgets) }

// TotalWordBudget is the word budget of a whole document.
const TotalWordBudget = 3200

// headingIDs maps level-2 heading texts to canonical ids.
var headingIDs = map[string]string{
	"key capabilities": SectionCapabilities, "capabilities": SectionCapabilities,
	"architecture": SectionArchitecture, "interfaces": SectionInterfaces, "module map": SectionModuleMap,
	"ecosystem": SectionEcosystem, "known limitations": SectionLimitations, "limitations": SectionLimitations,
	"quick start": SectionQuickStart,
}

// Section is one part of a document: the AGENT-CONTEXT block or a heading
// with the lines up to the next heading.
type Section struct {
	// ID is the canonical id, or for another heading its text in lower
	// case with runs of other characters than letters and digits as "_".
	ID string
	// Heading is the heading text ("" for the AGENT-CONTEXT block).
	Heading string
	// Level is 1 or 2 (0 for the AGENT-CONTEXT block).
	Level int
	// Line is the 1-based line of the heading (of the block's opening line).
	Line int
	// Provenance is the tag on the first non-blank line after the heading
	// ("" when there is none); Tagged reports whether that line is a
	// provenance comment at all.
	Provenance string
	Tagged     bool
	// Body is the section's content: the lines after the heading (inside
	// the block for AGENT-CONTEXT) up to the next heading or the
	// ground-truth-meta block, without trailing blank lines, joined by "\n".
	Body string
	// Text is what the section's checksum covers, as the ecosystem's
	// generator computes it: the section's lines from its own first line
	// (the heading, or the <!-- AGENT-CONTEXT line) through the line before
	// the next section's first line (a heading or the AGENT-CONTEXT line),
	// the ground-truth-meta block or the end of the document, joined by
	// "\n", with the trailing line ends removed. Line ends are LF whether the
	// document uses LF or CRLF.
	Text string
}

// Checksum returns the lowercase hex sha256 of the section's Text: the
// checksum the ground-truth-meta block lists for the section.
func (s Section) Checksum() string {
	sum := sha256.Sum256([]byte(s.Text))
	return hex.EncodeToString(sum[:])
}

// Words returns the number of white-space separated words of the Body.
func (s Section) Words() int { return len(strings.Fields(s.Body)) }

// Meta is the ground-truth-meta block.
type Meta struct {
	Present     bool
	Line        int    // 1-based line of the block's opening line
	HeadSHA     string // head_sha
	GeneratedAt string // generated_at, as written
	Generator   string // generator
	// Checksums are the "sections:" entries, section id → sha256 hex, in
	// ChecksumOrder.
	Checksums     map[string]string
	ChecksumOrder []string
}

// Document is a parsed BUTTERFREEZONE.md.
type Document struct {
	// Sections in document order.
	Sections []Section
	// Meta is the ground-truth-meta block (Present false when absent).
	Meta Meta
	// Words is the number of white-space separated words of the document.
	Words int
	// Spans are the code spans outside fenced code blocks, in order.
	Spans []Span
	// Manual lists the section ids of the manual blocks, in order.
	Manual []ManualBlock
}

// Span is a code span (`…`) with its 1-based line.
type Span struct {
	Text string
	Line int
}

// ManualBlock is a block between <!-- manual-start:ID --> and the first
// <!-- manual-end:ID --> after it, markers included. Blocks do not overlap:
// a start marker inside a block is text of that block, and one without a
// later end marker of its id starts no block.
type ManualBlock struct {
	Section string
	Text    string
}

// Section returns the section with the id, if present.
func (d *Document) Section(id string) (Section, bool) {
	for _, s := range d.Sections {
		if s.ID == id {
			return s, true
		}
	}
	return Section{}, false
}

var (
	provenanceLine = regexp.MustCompile(`^<!--\s*provenance:\s*([A-Za-z-]*)\s*-->\s*$`)
	manualStart    = regexp.MustCompile(`^<!-- manual-start:([a-z_]+) -->\s*$`)
	nonWord        = regexp.MustCompile(`[^a-z0-9]+`)
)

const (
	agentContextOpen = "<!-- AGENT-CONTEXT"
	metaOpen         = "<!-- ground-truth-meta"
)

// Parse splits a document into its sections, manual blocks, code spans and
// ground-truth-meta block. It never fails: what is absent is reported by
// Validate. Lines end in LF or CRLF; fenced code blocks (```) are not
// searched for headings or code spans. Its time and memory are linear in
// the length of the text (a few hundred bytes per line at most, plus a
// few copies of the text), whatever its shape.
func Parse(markdown []byte) *Document {
	text := strings.TrimPrefix(string(markdown), "\ufeff")
	d := &Document{Words: len(strings.Fields(text))}
	// The lines end in LF: a CR before an LF, or at the end, is dropped.
	text = strings.TrimSuffix(strings.ReplaceAll(text, "\r\n", "\n"), "\r")
	lines := strings.Split(text, "\n")
	// The text of lines from to to-1 is a part of text, found without a
	// copy: offsets are asked for in increasing line order, so one cursor
	// finds them all in a single pass.
	cursorLine, cursorOff := 0, 0
	offset := func(line int) int {
		for ; cursorLine < line; cursorLine++ {
			cursorOff += len(lines[cursorLine]) + 1
		}
		return cursorOff
	}
	span := func(from, to int) string {
		if from >= to {
			return ""
		}
		a := offset(from)
		return strings.TrimRight(text[a:offset(to)-1], "\n")
	}
	// cur is the index in d.Sections of the heading section whose lines
	// are being read (-1 for none); open is the index of the section whose
	// Text runs on to the next section (the AGENT-CONTEXT block's runs on
	// past its closing line; -1 for none).
	cur, open := -1, -1
	var body []string
	flush := func(i int) { // line i starts a section or the meta block
		if open >= 0 {
			d.Sections[open].Text = span(d.Sections[open].Line-1, i)
			open = -1
		}
		if cur < 0 {
			body = nil // text before the first heading belongs to no section
			return
		}
		s := &d.Sections[cur]
		for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
			body = body[:len(body)-1]
		}
		for len(body) > 0 && strings.TrimSpace(body[0]) == "" {
			body = body[1:]
		}
		s.Body = strings.Join(body, "\n")
		for _, l := range body {
			if strings.TrimSpace(l) == "" {
				continue
			}
			if m := provenanceLine.FindStringSubmatch(l); m != nil {
				s.Tagged, s.Provenance = true, m[1]
			}
			break
		}
		cur, body = -1, nil
	}
	fenced := false
	ends := manualEnds(lines)
	manualEnd := -1 // the end line of the last manual block
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			fenced = !fenced
			body = append(body, l)
			continue
		}
		if fenced {
			body = append(body, l)
			continue
		}
		trimmed := strings.TrimSpace(l)
		switch {
		case trimmed == agentContextOpen && cur < 0 && len(d.Sections) == 0:
			end := closing(lines, i+1)
			s := Section{ID: SectionAgentContext, Line: i + 1}
			s.Body = strings.Join(lines[i+1:end], "\n")
			d.Sections = append(d.Sections, s)
			open = len(d.Sections) - 1
			i = end
			continue
		case trimmed == metaOpen:
			flush(i)
			end := closing(lines, i+1)
			d.Meta = parseMeta(lines[i+1:end], i+1)
			i = end
			continue
		case strings.HasPrefix(l, "# ") || strings.HasPrefix(l, "## "):
			flush(i)
			level := 1
			if strings.HasPrefix(l, "## ") {
				level = 2
			}
			h := strings.TrimSpace(l[level+1:])
			d.Sections = append(d.Sections, Section{ID: headingID(h, level), Heading: h, Level: level, Line: i + 1})
			cur, open = len(d.Sections)-1, len(d.Sections)-1
			continue
		}
		if i > manualEnd {
			if m := manualStart.FindStringSubmatch(trimmed); m != nil {
				if j, ok := ends.next(m[1], i); ok {
					d.Manual = append(d.Manual, ManualBlock{Section: m[1], Text: strings.Join(lines[i:j+1], "\n")})
					manualEnd = j
				}
			}
		}
		d.Spans = appendSpans(d.Spans, l, i+1)
		body = append(body, l)
	}
	flush(len(lines))
	return d
}

// appendSpans appends the code spans of line l (number line): the
// leftmost non-empty runs of text between two backticks, not overlapping,
// found without allocating.
func appendSpans(spans []Span, l string, line int) []Span {
	for {
		i := strings.IndexByte(l, '`')
		if i < 0 {
			return spans
		}
		j := strings.IndexByte(l[i+1:], '`')
		if j < 0 {
			return spans
		}
		if j == 0 { // "``": the second backtick may open a span
			l = l[i+1:]
			continue
		}
		spans = append(spans, Span{Text: l[i+1 : i+1+j], Line: line})
		l = l[i+2+j:]
	}
}

// endMarkers holds the lines of the manual-end markers, by section id, in
// line order.
type endMarkers map[string][]int

const manualEndOpen, manualEndClose = "<!-- manual-end:", " -->"

// manualEnds finds the manual-end markers of lines in one pass.
func manualEnds(lines []string) endMarkers {
	ends := endMarkers{}
	for j, l := range lines {
		t := strings.TrimSpace(l)
		if len(t) >= len(manualEndOpen)+len(manualEndClose) && strings.HasPrefix(t, manualEndOpen) &&
			strings.HasSuffix(t, manualEndClose) {
			id := t[len(manualEndOpen) : len(t)-len(manualEndClose)]
			ends[id] = append(ends[id], j)
		}
	}
	return ends
}

// next returns the line of the first end marker of id after line i.
func (e endMarkers) next(id string, i int) (int, bool) {
	js := e[id]
	k, _ := slices.BinarySearch(js, i+1)
	if k == len(js) {
		return 0, false
	}
	return js[k], true
}

// closing returns the index of the line holding the first "-->" at or
// after from, or len(lines) when there is none (an unterminated block runs
// to the end). Text before the marker on its line is not part of the block.
func closing(lines []string, from int) int {
	for j := from; j < len(lines); j++ {
		if strings.Contains(lines[j], "-->") {
			return j
		}
	}
	return len(lines)
}

func headingID(h string, level int) string {
	if level == 1 {
		return SectionHeader
	}
	k := strings.ToLower(h)
	if id, ok := headingIDs[k]; ok {
		return id
	}
	return strings.Trim(nonWord.ReplaceAllString(k, "_"), "_")
}

func parseMeta(lines []string, line int) Meta {
	m := Meta{Present: true, Line: line, Checksums: map[string]string{}}
	inSections := false
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		indented := l[0] == ' ' || l[0] == '\t'
		k, v, ok := strings.Cut(strings.TrimSpace(l), ":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		if indented && inSections {
			if _, dup := m.Checksums[k]; !dup {
				m.ChecksumOrder = append(m.ChecksumOrder, k)
			}
			m.Checksums[k] = v
			continue
		}
		inSections = false
		switch k {
		case "head_sha":
			m.HeadSHA = v
		case "generated_at":
			m.GeneratedAt = v
		case "generator":
			m.Generator = v
		case "sections":
			inSections = true
		}
	}
	return m
}

func itoa(i int) string { return strconv.Itoa(i) }
