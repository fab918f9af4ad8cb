package butterfreezone

import (
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hounfour-go/hounfour/agent"
)

// Validator identity in results.
const (
	ValidatorName    = "butterfreezone-validate"
	ValidatorVersion = "1.0.0"
)

// Check statuses.
const (
	StatusPass = "pass"
	StatusFail = "fail"
	StatusWarn = "warn"
)

// Check names, in the order Validate runs them.
const (
	CheckExistence    = "existence"
	CheckAgentContext = "agent_context"
	CheckProvenance   = "provenance"
	CheckReferences   = "references"
	CheckWordBudget   = "word_budget"
	CheckMeta         = "meta"
	CheckFreshness    = "freshness"
)

// Check is the outcome of one check.
type Check struct {
	Name   string `json:"name"`
	Status string `json:"status"`
	Detail string `json:"detail,omitempty"`
}

// Result is the outcome of Validate. Its JSON form is the validator's
// report.
type Result struct {
	Validator string  `json:"validator"`
	Version   string  `json:"version"`
	File      string  `json:"file"`
	Passed    int     `json:"passed"`
	Failed    int     `json:"failed"`
	Warnings  int     `json:"warnings"`
	Checks    []Check `json:"checks"`
	strict    bool
}

// ExitCode is 0 when every check passed, 1 when one failed (or, in strict
// mode, when one warned), and 2 when some warned and none failed.
func (r *Result) ExitCode() int {
	switch {
	case r.Failed > 0, r.Warnings > 0 && r.strict:
		return 1
	case r.Warnings > 0:
		return 2
	}
	return 0
}

func (r *Result) add(name, status, detail string) {
	r.Checks = append(r.Checks, Check{Name: name, Status: status, Detail: detail})
	switch status {
	case StatusPass:
		r.Passed++
	case StatusFail:
		r.Failed++
	default:
		r.Warnings++
	}
}

// Options configure Validate. The zero value checks a document without
// resolving references and with the current time.
type Options struct {
	// File is the name reported in the result (default "BUTTERFREEZONE.md").
	File string
	// Dir is the tree references are resolved against; nil makes the
	// references check a warning.
	Dir fs.FS
	// HeadSHA is the current head commit; "" skips the comparison with the
	// document's head_sha.
	HeadSHA string
	// Now is the time freshness is judged at (zero: time.Now()).
	Now time.Time
	// StalenessDays is the age in days above which the document is stale
	// (default 7).
	StalenessDays int
	// Strict turns warnings into failures for ExitCode.
	Strict bool
}

// ValidateFile reads the file and validates it; a file that cannot be read
// fails the existence check, and no other check runs.
func ValidateFile(name string, opts Options) *Result {
	if opts.File == "" {
		opts.File = name
	}
	data, err := os.ReadFile(name)
	if err != nil {
		r := &Result{Validator: ValidatorName, Version: ValidatorVersion, File: opts.File, strict: opts.Strict}
		detail := "BUTTERFREEZONE.md not found at " + name
		if !errors.Is(err, fs.ErrNotExist) {
			detail = err.Error()
		}
		r.add(CheckExistence, StatusFail, detail)
		return r
	}
	return Validate(data, opts)
}

// Validate runs the seven checks on a document:
//
//   - existence: passes (the data is there);
//   - agent_context: the AGENT-CONTEXT block reads with agent.ParseAgentContext,
//     which requires name, type, purpose and version (fail otherwise); its
//     advisory findings are a warning;
//   - provenance: the title and every section carry a provenance tag with a
//     known value on their first non-blank line (fail otherwise);
//   - references: every `file:symbol` code span resolves against Dir: a
//     missing file fails, a missing symbol warns; only the first
//     MaxReferences are resolved, and more warn;
//   - word_budget: more than TotalWordBudget words, or a canonical section
//     over its budget in WordBudgets, warns;
//   - meta: the ground-truth-meta block must exist (fail). Checksums are
//     advisory staleness signals, never a failure: a listed checksum that
//     does not match its section (see Section.Text), one for a section the
//     document does not have, a block without checksums, a section other
//     than the title without one, or a head_sha other than HeadSHA warns;
//   - freshness: a generated_at that is not an RFC 3339 time, or is older
//     than StalenessDays, warns.
func Validate(data []byte, opts Options) *Result {
	if opts.File == "" {
		opts.File = "BUTTERFREEZONE.md"
	}
	r := &Result{Validator: ValidatorName, Version: ValidatorVersion, File: opts.File, strict: opts.Strict}
	d := Parse(data)
	r.add(CheckExistence, StatusPass, "")
	checkAgentContext(r, data)
	checkProvenance(r, d)
	checkReferences(r, d, opts.Dir)
	checkWordBudget(r, d)
	checkMeta(r, d, opts.HeadSHA)
	checkFreshness(r, d, opts)
	return r
}

func checkAgentContext(r *Result, data []byte) {
	ac, err := agent.ParseAgentContext(data)
	var acErr *agent.AgentContextError
	switch {
	case errors.As(err, &acErr):
		r.add(CheckAgentContext, StatusFail, strings.Join(acErr.Problems, "; "))
	case err != nil:
		r.add(CheckAgentContext, StatusFail, err.Error())
	case len(ac.Warnings) > 0:
		r.add(CheckAgentContext, StatusWarn, strings.Join(ac.Warnings, "; "))
	default:
		r.add(CheckAgentContext, StatusPass, "")
	}
}

func checkProvenance(r *Result, d *Document) {
	var bad []string
	headings := 0
	for _, s := range d.Sections {
		if s.Level == 0 {
			continue
		}
		headings++
		switch s.Provenance {
		case CodeFactual, Derived, Operational:
		default:
			what := "no provenance tag"
			if s.Tagged {
				what = "unknown provenance " + `"` + s.Provenance + `"`
			}
			bad = append(bad, "line "+itoa(s.Line)+" "+`"`+s.Heading+`": `+what)
		}
	}
	switch {
	case headings == 0:
		r.add(CheckProvenance, StatusFail, "no sections")
	case len(bad) > 0:
		r.add(CheckProvenance, StatusFail, "missing provenance tags: "+itoa(headings-len(bad))+"/"+itoa(headings)+
			" sections tagged; "+strings.Join(bad, "; "))
	default:
		r.add(CheckProvenance, StatusPass, itoa(headings)+"/"+itoa(headings)+" sections tagged")
	}
}

// MaxReferences is the number of references Validate resolves: the first
// ones of the document; more make the references check warn. Each file is
// read and parsed once, so the work is bounded by the files' sizes, and
// each reference to a file other than Go source searches its text once.
const MaxReferences = 1000

func checkReferences(r *Result, d *Document, dir fs.FS) {
	refs := d.References()
	if dir == nil {
		r.add(CheckReferences, StatusWarn, itoa(len(refs))+" references not resolved: no directory given")
		return
	}
	var missing, unknown []string
	rs := newResolver(dir)
	skipped := 0
	if len(refs) > MaxReferences {
		refs, skipped = refs[:MaxReferences], len(refs)-MaxReferences
	}
	for _, ref := range refs {
		switch err := rs.resolve(ref); err {
		case nil:
		case ErrFileMissing:
			missing = append(missing, "line "+itoa(ref.Line)+" "+ref.File+":"+ref.Symbol)
		default:
			unknown = append(unknown, "line "+itoa(ref.Line)+" "+ref.File+":"+ref.Symbol)
		}
	}
	more := ""
	if skipped > 0 {
		more = "; " + itoa(skipped) + " references after the first " + itoa(MaxReferences) + " not resolved"
	}
	switch {
	case len(missing) > 0:
		r.add(CheckReferences, StatusFail, "referenced file missing: "+strings.Join(missing, ", ")+more)
	case len(unknown) > 0:
		r.add(CheckReferences, StatusWarn, "symbol not found: "+strings.Join(unknown, ", ")+more)
	case skipped > 0:
		r.add(CheckReferences, StatusWarn, itoa(len(refs))+" references resolve"+more)
	default:
		r.add(CheckReferences, StatusPass, itoa(len(refs))+" references resolve")
	}
}

func checkWordBudget(r *Result, d *Document) {
	var over []string
	if d.Words > TotalWordBudget {
		over = append(over, "total "+itoa(d.Words)+"/"+itoa(TotalWordBudget))
	}
	for _, s := range d.Sections {
		if b, ok := wordBudgets[s.ID]; ok && s.Words() > b {
			over = append(over, s.ID+" "+itoa(s.Words())+"/"+itoa(b))
		}
	}
	if len(over) > 0 {
		r.add(CheckWordBudget, StatusWarn, "word budget exceeded: "+strings.Join(over, ", "))
		return
	}
	r.add(CheckWordBudget, StatusPass, "word budget: "+itoa(d.Words)+"/"+itoa(TotalWordBudget))
}

func checkMeta(r *Result, d *Document, head string) {
	m := d.Meta
	if !m.Present {
		r.add(CheckMeta, StatusFail, "missing ground-truth-meta block")
		return
	}
	var warns []string
	first := make(map[string]Section, len(d.Sections)) // as d.Section finds them
	for _, s := range slices.Backward(d.Sections) {
		first[s.ID] = s
	}
	matched := 0
	for _, id := range m.ChecksumOrder {
		s, ok := first[id]
		switch {
		case !ok:
			warns = append(warns, "checksum for absent section "+id)
		case s.Checksum() != m.Checksums[id]:
			warns = append(warns, "checksum mismatch: "+id)
		default:
			matched++
		}
	}
	var summary []string
	if len(m.ChecksumOrder) == 0 {
		warns = append(warns, "no section checksums")
	} else {
		summary = append(summary, itoa(matched)+"/"+itoa(len(m.ChecksumOrder))+" section checksums match")
		for _, s := range d.Sections {
			// The ecosystem's generator lists no checksum for the title
			// section; ours does, and it is checked when listed.
			if _, ok := m.Checksums[s.ID]; !ok && s.Level != 1 {
				warns = append(warns, "no checksum for section "+s.ID)
			}
		}
	}
	switch {
	case m.HeadSHA == "" || m.HeadSHA == "unknown":
		warns = append(warns, "head_sha unknown")
	case head != "" && m.HeadSHA != head:
		warns = append(warns, "head_sha mismatch (generated: "+short(m.HeadSHA)+", current: "+short(head)+")")
	}
	if len(warns) > 0 {
		r.add(CheckMeta, StatusWarn, strings.Join(append(summary, warns...), "; "))
		return
	}
	r.add(CheckMeta, StatusPass, strings.Join(summary, "; "))
}

func short(sha string) string {
	if len(sha) > 8 {
		return sha[:8]
	}
	return sha
}

func checkFreshness(r *Result, d *Document, opts Options) {
	days := opts.StalenessDays
	if days <= 0 {
		days = 7
	}
	now := opts.Now
	if now.IsZero() {
		now = time.Now()
	}
	t, err := time.Parse(time.RFC3339, d.Meta.GeneratedAt)
	switch {
	case err != nil:
		r.add(CheckFreshness, StatusWarn, "generated_at is not an RFC 3339 time: "+`"`+d.Meta.GeneratedAt+`"`)
	case now.Sub(t) > time.Duration(days)*24*time.Hour:
		r.add(CheckFreshness, StatusWarn, "BUTTERFREEZONE.md is older than "+itoa(days)+" days")
	default:
		r.add(CheckFreshness, StatusPass, "")
	}
}
