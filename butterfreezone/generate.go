package butterfreezone

import (
	"io/fs"
	"path"
	"regexp"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// GeneratorName is written to the generator line of ground-truth-meta.
const GeneratorName = "hounfour butterfreezone v1.0.0"

// GenerateOptions configure Generate.
type GenerateOptions struct {
	// FS is the module's tree (go.mod at its root).
	FS fs.FS
	// Existing is the current document, or nil: its manual blocks and its
	// AGENT-CONTEXT fields other than version, interfaces and dependencies
	// are kept.
	Existing []byte
	// HeadSHA is written as head_sha ("" writes "unknown").
	HeadSHA string
	// GeneratedAt is written as generated_at, in UTC to the second (the
	// zero time writes "unknown").
	GeneratedAt time.Time
}

// SectionStat describes one generated section.
type SectionStat struct {
	ID         string `json:"id"`
	Words      int    `json:"words"`
	Provenance string `json:"provenance,omitempty"`
}

// Generated is the result of Generate.
type Generated struct {
	// Document is the BUTTERFREEZONE.md text.
	Document []byte `json:"-"`
	// Words is the document's word count.
	Words int `json:"word_count"`
	// Sections describe the sections in order.
	Sections []SectionStat `json:"sections"`
	// Truncated lists the sections cut to their word budget.
	Truncated []string `json:"truncated_sections"`
	// ManualPreserved counts the manual blocks carried over.
	ManualPreserved int `json:"manual_sections_preserved"`
	// ManualDropped lists the manual blocks of Existing whose section is
	// not generated (their text is not in Document).
	ManualDropped []string `json:"manual_sections_dropped"`
}

// Generate writes the BUTTERFREEZONE.md of the Go module in opts.FS. The
// output is a function of the tree, Existing, HeadSHA and GeneratedAt
// only: sections in canonical order, each with its provenance tag, derived
// from the code —
//
//   - header: the module's name, the root package's synopsis, the contract
//     versions of schemas/index.json and the root entry points;
//   - capabilities: one line per public package (its synopsis and its main
//     exported entry points as `file:symbol` references);
//   - architecture: the public, internal and command packages;
//   - interfaces: the main exported functions with their doc synopses, and
//     the commands of the usage text in cmd/;
//   - module map: per package the schema names its types register and its
//     key files;
//   - ecosystem: the Go version and the direct dependencies of go.mod;
//   - limitations: the number of deviations listed in COMPATIBILITY.md;
//   - quick start: go get, the vectors command and go test —
//
// followed, per section, by the manual blocks of Existing. A section whose
// text exceeds its budget in WordBudgets loses whole generated lines from
// its end. The closing ground-truth-meta block holds HeadSHA, GeneratedAt,
// GeneratorName and the checksum of every section, the title's included,
// computed as the ecosystem's generator computes it (see Section.Text), so
// that the ecosystem's tools and Validate agree on them (timestamps are not
// in any section, so the checksums depend on the code only).
func Generate(opts GenerateOptions) (*Generated, error) {
	m, err := scan(opts.FS)
	if err != nil {
		return nil, err
	}
	g := &Generated{}
	var existing *Document
	manual := map[string][]string{}
	if opts.Existing != nil {
		existing = Parse(opts.Existing)
		for _, b := range existing.Manual {
			manual[b.Section] = append(manual[b.Section], b.Text)
		}
	}
	var out strings.Builder
	out.WriteString("<!-- AGENT-CONTEXT\n")
	out.WriteString(agentContext(m, existing))
	out.WriteString("\n-->\n")

	type part struct {
		id, heading, provenance string
		lines                   []string
	}
	parts := []part{
		{SectionHeader, "# " + m.name(), CodeFactual, headerLines(m)},
		{SectionCapabilities, "## Key Capabilities", CodeFactual, capabilityLines(m)},
		{SectionArchitecture, "## Architecture", Derived, architectureLines(m)},
		{SectionInterfaces, "## Interfaces", CodeFactual, interfaceLines(m)},
		{SectionModuleMap, "## Module Map", CodeFactual, moduleMapLines(m)},
		{SectionEcosystem, "## Ecosystem", Operational, ecosystemLines(m)},
		{SectionLimitations, "## Known Limitations", Derived, limitationLines(m)},
		{SectionQuickStart, "## Quick Start", Operational, quickStartLines(m)},
	}
	generated := map[string]bool{SectionAgentContext: true}
	for _, p := range parts {
		generated[p.id] = true
		tag := "<!-- provenance: " + p.provenance + " -->"
		blocks := manual[p.id]
		budget := wordBudgets[p.id] - words(tag) - words(strings.Join(blocks, "\n"))
		lines, cut := fitWords(p.lines, budget)
		if cut {
			g.Truncated = append(g.Truncated, p.id)
		}
		out.WriteString("\n" + p.heading + "\n" + tag + "\n")
		out.WriteString(strings.Join(lines, "\n") + "\n")
		for _, b := range blocks {
			out.WriteString("\n" + b + "\n")
			g.ManualPreserved++
		}
	}
	if existing != nil {
		for _, b := range existing.Manual {
			if !generated[b.Section] {
				g.ManualDropped = append(g.ManualDropped, b.Section)
			}
		}
	}
	body := out.String()
	doc := Parse([]byte(body))
	var meta strings.Builder
	meta.WriteString("\n<!-- ground-truth-meta\n")
	head := opts.HeadSHA
	if head == "" {
		head = "unknown"
	}
	meta.WriteString("head_sha: " + head + "\n")
	at := "unknown"
	if !opts.GeneratedAt.IsZero() {
		at = opts.GeneratedAt.UTC().Format(time.RFC3339)
	}
	meta.WriteString("generated_at: " + at + "\n")
	meta.WriteString("generator: " + GeneratorName + "\n")
	meta.WriteString("sections:\n")
	for _, s := range doc.Sections {
		meta.WriteString("  " + s.ID + ": " + s.Checksum() + "\n")
		g.Sections = append(g.Sections, SectionStat{ID: s.ID, Words: s.Words(), Provenance: s.Provenance})
	}
	meta.WriteString("-->\n")
	g.Document = []byte(body + meta.String())
	g.Words = words(string(g.Document))
	return g, nil
}

// count writes n with the singular or plural phrase.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return itoa(n) + " " + many
}

func words(s string) int { return len(strings.Fields(s)) }

// fitWords keeps the leading lines whose words fit the budget; cut reports
// whether lines were dropped.
func fitWords(lines []string, budget int) (_ []string, cut bool) {
	n := 0
	for i, l := range lines {
		n += words(l)
		if n > budget {
			return lines[:i], true
		}
	}
	return lines, false
}

func (m *module) name() string {
	// The repository name: the second element of a github.com/owner/repo
	// path is the owner; the module's own name is its last element, unless
	// the owner names the project ("hounfour-go/hounfour").
	parts := strings.Split(m.path, "/")
	if len(parts) >= 3 && strings.HasPrefix(parts[1], parts[len(parts)-1]) {
		return parts[1]
	}
	return parts[len(parts)-1]
}

func (m *module) root() *pkgInfo {
	if len(m.pkgs) > 0 && m.pkgs[0].dir == "." {
		return m.pkgs[0]
	}
	return &pkgInfo{dir: "."}
}

// public are the packages outside internal/ and cmd/, the root excluded.
func (m *module) public() []*pkgInfo {
	var out []*pkgInfo
	for _, p := range m.pkgs {
		if p.dir == "." || isInternal(p.dir) || isCommand(p.dir) {
			continue
		}
		out = append(out, p)
	}
	return out
}

func isInternal(dir string) bool {
	return dir == "internal" || strings.HasPrefix(dir, "internal/") || strings.Contains(dir, "/internal/") ||
		strings.HasSuffix(dir, "/internal")
}

func isCommand(dir string) bool { return dir == "cmd" || strings.HasPrefix(dir, "cmd/") }

// agentContext returns the block's lines: those of the existing block with
// version, interfaces and dependencies derived anew (a trailing " # comment"
// kept), or a new block.
func agentContext(m *module, existing *Document) string {
	version := m.version
	if version == "" {
		version = "unknown"
	}
	derived := map[string]string{
		"version":      version,
		"interfaces":   "[" + strings.Join(m.interfaces(), ", ") + "]",
		"dependencies": "[go " + m.goVersion + "+]",
	}
	var lines []string
	if existing != nil {
		if s, ok := existing.Section(SectionAgentContext); ok && s.Body != "" {
			lines = strings.Split(s.Body, "\n")
		}
	}
	if lines == nil {
		lines = []string{"name: " + m.name(), "type: library", "purpose: " + clip(strings.TrimSuffix(m.root().synopsis, "."), 20),
			"version: ", "interfaces: ", "dependencies: "}
	}
	seen := map[string]bool{}
	for i, l := range lines {
		k, rest, ok := strings.Cut(l, ":")
		if !ok || l == "" || l[0] == ' ' || l[0] == '\t' || l[0] == '-' {
			continue
		}
		v, isDerived := derived[k]
		if !isDerived || v == "" {
			continue
		}
		comment := ""
		if j := strings.Index(rest, " #"); j >= 0 {
			comment = "  " + strings.TrimSpace(rest[j:])
		}
		lines[i] = k + ": " + v + comment
		seen[k] = true
	}
	for _, k := range []string{"version", "interfaces", "dependencies"} {
		if !seen[k] && derived[k] != "" {
			lines = append(lines, k+": "+derived[k])
		}
	}
	return strings.Join(lines, "\n")
}

func (m *module) interfaces() []string {
	out := []string{"Go module " + m.path}
	seen := map[string]bool{}
	for _, p := range m.pkgs {
		if isCommand(p.dir) && p.name == "main" && !seen[p.dir] {
			seen[p.dir] = true
			out = append(out, path.Base(p.dir)+" command")
		}
	}
	return out
}

// entryPrefixes rank exported functions as entry points: a function whose
// name starts with an earlier prefix comes first; then by name.
var entryPrefixes = []string{"Decode", "Parse", "Validate", "Check", "Compare", "Generate", "Negotiate", "Render",
	"Compute", "Verify", "Build", "Allocate", "Apply", "Evaluate", "Run", "Test", "Marshal"}

func entryRank(name string) int {
	for i, p := range entryPrefixes {
		if strings.HasPrefix(name, p) {
			return i
		}
	}
	return len(entryPrefixes)
}

// entries returns up to n entry points of a package: the ranked functions,
// else its first exported types.
func (p *pkgInfo) entries(n int) []decl {
	var ranked []decl
	for r := 0; r < len(entryPrefixes) && len(ranked) < n; r++ {
		for _, f := range p.funcs {
			if entryRank(f.name) == r && len(ranked) < n {
				ranked = append(ranked, f)
			}
		}
	}
	if len(ranked) == 0 && len(p.funcs) > 0 {
		ranked = append(ranked, p.funcs[0])
	}
	if len(ranked) == 0 && len(p.types) > 0 {
		ranked = append(ranked, p.types[0])
	}
	return ranked
}

func ref(d decl) string { return "`" + d.file + ":" + d.name + "`" }

// purpose is a package synopsis without its "Package name " (or "Command
// name ") lead and its document references, clipped to max words.
func (p *pkgInfo) purpose(max int) string {
	s := p.synopsis
	for _, lead := range []string{"Package " + p.name + " ", "Command " + path.Base(p.dir) + " "} {
		if rest, ok := strings.CutPrefix(s, lead); ok {
			s = upperFirst(strings.TrimPrefix(rest, "is "))
		}
	}
	return clip(tidy(s), max)
}

// docRef matches a parenthesized reference to specification documents.
var docRef = regexp.MustCompile(`\s*\([^()]*(?:\x{00A7}|\.md\b|specification)[^()]*\)`)

// tidy removes references to specification documents (a parenthesized
// one entirely, another with the rest of the text) and a trailing period
// or colon.
func tidy(s string) string {
	s = docRef.ReplaceAllString(s, "")
	if i := strings.Index(s, "\u00a7"); i >= 0 {
		f := strings.Fields(s[:i])
		for len(f) > 0 && strings.Contains(f[len(f)-1], ".md") {
			f = f[:len(f)-1]
		}
		s = strings.Join(f, " ") + " …"
	}
	return strings.TrimRight(strings.TrimSpace(s), ".:")
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// clip keeps at most max words, marking a cut with "…".
func clip(s string, max int) string {
	f := strings.Fields(s)
	if len(f) <= max {
		return strings.Join(f, " ")
	}
	return strings.Join(f[:max], " ") + " …"
}

// cell makes text safe in a table cell.
func cell(s string) string { return strings.ReplaceAll(s, "|", "\\|") }

func headerLines(m *module) []string {
	r := m.root()
	line := r.purpose(45) + "."
	if m.version != "" && !strings.Contains(line, m.version) {
		line += " Contract version " + m.version
		if m.minVersion != "" {
			line += " (minimum supported " + m.minVersion + ")"
		}
		line += "."
	}
	var refs []string
	for _, e := range r.entries(3) {
		refs = append(refs, ref(e))
	}
	if len(refs) > 0 {
		line += " Entry points: " + strings.Join(refs, ", ") + "."
	}
	return []string{line}
}

func capabilityLines(m *module) []string {
	var out []string
	for _, p := range m.public() {
		l := "- **" + p.dir + "**: " + p.purpose(24)
		var refs []string
		for _, e := range p.entries(2) {
			refs = append(refs, ref(e))
		}
		if len(refs) > 0 {
			l += " (" + strings.Join(refs, ", ") + ")"
		}
		out = append(out, l)
	}
	return out
}

func architectureLines(m *module) []string {
	var public, internal, cmds []string
	schemas := 0
	for _, p := range m.pkgs {
		schemas += len(p.schemas)
		switch {
		case p.dir == ".":
		case isInternal(p.dir):
			internal = append(internal, "`"+p.dir+"`")
		case isCommand(p.dir):
			cmds = append(cmds, "`"+p.dir+"`")
		default:
			public = append(public, "`"+p.dir+"`")
		}
	}
	out := []string{
		"The root package holds what every domain shares; " + count(len(public), "public package holds", "public packages hold") + " one protocol domain each: " +
			strings.Join(public, ", ") + ".",
	}
	if len(internal) > 0 {
		out = append(out, count(len(internal), "internal package holds", "internal packages hold")+" plumbing only: "+strings.Join(internal, ", ")+".")
	}
	if len(cmds) > 0 {
		out = append(out, "Commands: "+strings.Join(cmds, ", ")+".")
	}
	if schemas > 0 {
		out = append(out, "Document types register "+itoa(schemas)+" schema names with the codec (see the module map).")
	}
	return out
}

func interfaceLines(m *module) []string {
	out := []string{"| Interface | Purpose | Entry point |", "|-----------|---------|-------------|"}
	row := func(pkg string, d decl) {
		name := pkg + "." + d.name
		purpose := d.synopsis
		if rest, ok := strings.CutPrefix(purpose, d.name+" "); ok {
			purpose = rest
		}
		out = append(out, "| `"+name+"` | "+cell(clip(tidy(purpose), 12))+" | "+ref(d)+" |")
	}
	for _, e := range m.root().entries(3) {
		row(m.root().name, e)
	}
	for _, p := range m.public() {
		for _, e := range p.entries(2) {
			row(path.Base(p.dir), e)
		}
	}
	for _, c := range m.usage {
		out = append(out, "| `"+c.prog+" "+c.name+"` | "+cell(clip(c.text, 12))+" | `"+c.file+":usage` |")
	}
	return out
}

func moduleMapLines(m *module) []string {
	out := []string{"| Module | Purpose | Schemas | Key Files |", "|--------|---------|---------|-----------|"}
	for _, p := range m.pkgs {
		if isInternal(p.dir) {
			continue
		}
		name := "`" + p.dir + "`"
		if p.dir == "." {
			name = "root"
		}
		schemas := "—"
		if len(p.schemas) > 0 {
			schemas = strings.Join(p.schemas, ", ")
		}
		var files []string
		if p.docFile != "" {
			files = append(files, "`"+p.docFile+"`")
		}
		if e := p.entries(1); len(e) > 0 && e[0].file != p.docFile {
			files = append(files, "`"+e[0].file+"`")
		}
		out = append(out, "| "+name+" | "+cell(p.purpose(8))+" | "+schemas+" | "+strings.Join(files, ", ")+" |")
	}
	return out
}

func ecosystemLines(m *module) []string {
	out := []string{"- Go " + m.goVersion + " or later; module `" + m.path + "`."}
	if len(m.direct) > 0 {
		out = append(out, "- Direct dependencies: "+strings.Join(m.direct, ", ")+".")
	}
	return out
}

func limitationLines(m *module) []string {
	if m.deviations == 0 {
		return []string{"- No deliberate difference from upstream is recorded."}
	}
	return []string{"- " + itoa(m.deviations) + " deliberate differences from upstream are listed, with reasons, in COMPATIBILITY.md."}
}

func quickStartLines(m *module) []string {
	out := []string{"```sh", "go get " + m.path}
	for _, c := range m.usage {
		if c.name == "vectors" {
			out = append(out, "go run ./"+path.Dir(c.file)+" vectors   # run the golden vectors")
			break
		}
	}
	return append(out, "go test ./...   # the tests", "```")
}
