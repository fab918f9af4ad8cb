package butterfreezone_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hounfour-go/hounfour/butterfreezone"
	"github.com/hounfour-go/hounfour/internal/testkit/golden"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// widget is a small Go module: two public packages, an internal one, a
// command with a usage text, registered schema names, go.mod, the schema
// index and a compatibility list.
func widget() fstest.MapFS {
	return fstest.MapFS{
		"go.mod": {Data: []byte("module example.com/acme/widget\n\ngo 1.22\n\nrequire (\n\tgithub.com/x/y v1.0.0\n\tgithub.com/z/w v1.0.0 // indirect\n)\n")},
		"doc.go": {Data: []byte("// Package widget makes widgets (widget.md §2 of the specification). More text.\npackage widget\n")},
		"widget.go": {Data: []byte("package widget\n\n// Decode reads a widget strictly.\nfunc Decode(b []byte) error { return nil }\n\n" +
			"// CheckWidget checks the widget (see widget.md §3.1) and more.\nfunc CheckWidget() {}\n\nfunc helper() {}\n\n" +
			"// W is a widget.\ntype W struct{}\n\nvar _ = codec.Register(codec.Meta[W]{Schema: \"widget\", Description: \"d\"})\n")},
		"widget_test.go":        {Data: []byte("package widget\n\nfunc TestX() {}\n")},
		"gear/doc.go":           {Data: []byte("// Package gear holds gears.\npackage gear\n")},
		"gear/gear.go":          {Data: []byte("package gear\n\n// Gear is a gear.\ntype Gear struct{}\n\nvar _ = codec.Register(codec.Meta[Gear]{Schema: \"gear\"})\nvar _ = codec.Register(codec.Meta[Gear]{Schema: \"cog\"})\n")},
		"internal/plumb/p.go":   {Data: []byte("// Package plumb is plumbing.\npackage plumb\n")},
		"testdata/x/ignored.go": {Data: []byte("package broken !!!")},
		"cmd/widget/main.go": {Data: []byte("// Command widget runs widgets.\npackage main\n\nconst usage = `usage:\n" +
			"  widget vectors            run the golden vectors\n  widget spin <name>\n                            spin a widget\n`\n\nfunc main() {}\n")},
		"schemas/index.json": {Data: []byte(`{"version":"1.2.0","min_supported_version":"1.0.0"}`)},
		"COMPATIBILITY.md":   {Data: []byte("| # | x |\n|---|---|\n| 1 | a |\n| 2 | b |\n")},
	}
}

var fixedTime = time.Date(2026, 11, 26, 8, 0, 0, 0, time.UTC)

func TestGenerateGolden(t *testing.T) {
	t.Parallel()
	existing := []byte("<!-- AGENT-CONTEXT\nname: widget\ntype: library\npurpose: widgets\nversion: 0.0.1  # the contract\n" +
		"trust_level: L2-verified\n-->\n\n## Ecosystem\n<!-- manual-start:ecosystem -->\n- upstream: acme/widget-ts\n<!-- manual-end:ecosystem -->\n" +
		"## Notes\n<!-- manual-start:notes -->\nlost\n<!-- manual-end:notes -->\n")
	g, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: widget(), Existing: existing,
		HeadSHA: "0123456789abcdef", GeneratedAt: fixedTime})
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "widget.golden.md", g.Document)
	if g.ManualPreserved != 1 || len(g.ManualDropped) != 1 || g.ManualDropped[0] != "notes" || len(g.Truncated) != 0 {
		t.Errorf("report %+v", g)
	}
	// The generated document validates against its own tree.
	r := butterfreezone.Validate(g.Document, butterfreezone.Options{Dir: widget(), HeadSHA: "0123456789abcdef", Now: fixedTime})
	if r.ExitCode() != 0 {
		t.Errorf("generated document does not validate: %+v", r.Checks)
	}
}

// TestGenerateDeterministic: the same inputs give the same bytes, and a
// document regenerated from its own output is unchanged.
func TestGenerateDeterministic(t *testing.T) {
	t.Parallel()
	opts := butterfreezone.GenerateOptions{FS: widget(), HeadSHA: "x", GeneratedAt: fixedTime}
	a, err := butterfreezone.Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		b, _ := butterfreezone.Generate(opts)
		if !bytes.Equal(a.Document, b.Document) {
			t.Fatal("two runs differ")
		}
	}
	opts.Existing = a.Document
	c, _ := butterfreezone.Generate(opts)
	if !bytes.Equal(a.Document, c.Document) {
		t.Errorf("regenerating from the output changes it:\n%s", c.Document)
	}
	// Only the meta lines depend on head and time.
	opts.HeadSHA, opts.GeneratedAt = "y", fixedTime.Add(time.Hour)
	d, _ := butterfreezone.Generate(opts)
	if strings.Replace(strings.Replace(string(d.Document), "head_sha: y", "head_sha: x", 1), "T09:00:00Z", "T08:00:00Z", 1) != string(a.Document) {
		t.Error("head and time changed more than their lines")
	}
}

func TestGenerateBudget(t *testing.T) {
	t.Parallel()
	fsys := widget()
	long := strings.Repeat("word ", 700)
	fsys["gear/doc.go"] = &fstest.MapFile{Data: []byte("// Package gear holds gears.\npackage gear\n")}
	for i := range 40 {
		name := "p" + string(rune('a'+i%26)) + string(rune('a'+i/26))
		fsys[name+"/doc.go"] = &fstest.MapFile{Data: []byte("// Package " + name + " " + long + "\npackage " + name + "\n")}
	}
	g, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: fsys})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(g.Truncated, ","), "capabilities") {
		t.Errorf("truncated %v", g.Truncated)
	}
	d := butterfreezone.Parse(g.Document)
	for _, s := range d.Sections {
		if b := butterfreezone.WordBudgets()[s.ID]; s.Words() > b {
			t.Errorf("%s: %d words, budget %d", s.ID, s.Words(), b)
		}
	}
	if !bytes.Contains(g.Document, []byte("head_sha: unknown\ngenerated_at: unknown\n")) {
		t.Error("zero head and time not written as unknown")
	}
}

func TestGenerateErrors(t *testing.T) {
	t.Parallel()
	if _, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: fstest.MapFS{}}); err == nil {
		t.Error("no go.mod: no error")
	}
	fsys := widget()
	fsys["bad/x.go"] = &fstest.MapFile{Data: []byte("package !!")}
	if _, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: fsys}); err == nil {
		t.Error("unparsable Go file: no error")
	}
}

// valid is a minimal document that passes every check against widget().
func valid(t *testing.T) []byte {
	g, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: widget(), HeadSHA: "abc", GeneratedAt: fixedTime})
	if err != nil {
		t.Fatal(err)
	}
	return g.Document
}

func check(r *butterfreezone.Result, name string) butterfreezone.Check {
	for _, c := range r.Checks {
		if c.Name == name {
			return c
		}
	}
	return butterfreezone.Check{}
}

func opts() butterfreezone.Options {
	return butterfreezone.Options{Dir: widget(), HeadSHA: "abc", Now: fixedTime}
}

// expectOnly runs the validator and requires that the named check alone
// has the status (with the detail fragment) and that the exit code is as
// given.
func expectOnly(t *testing.T, doc []byte, o butterfreezone.Options, name, status, detail string, exit int) {
	t.Helper()
	r := butterfreezone.Validate(doc, o)
	for _, c := range r.Checks {
		if c.Name == name {
			if c.Status != status || !strings.Contains(c.Detail, detail) {
				t.Errorf("%s = %+v, want %s with %q", name, c, status, detail)
			}
		} else if c.Status != butterfreezone.StatusPass {
			t.Errorf("other check %+v", c)
		}
	}
	if r.ExitCode() != exit || len(r.Checks) != 7 {
		t.Errorf("exit %d with %d checks, want %d", r.ExitCode(), len(r.Checks), exit)
	}
}

func TestValidatePasses(t *testing.T) {
	t.Parallel()
	r := butterfreezone.Validate(valid(t), opts())
	if r.ExitCode() != 0 || r.Passed != 7 || r.Failed != 0 || r.Warnings != 0 {
		t.Errorf("%+v", r)
	}
}

func TestValidateExistence(t *testing.T) {
	t.Parallel()
	r := butterfreezone.ValidateFile(filepath.Join(t.TempDir(), "BUTTERFREEZONE.md"), opts())
	if r.ExitCode() != 1 || len(r.Checks) != 1 || r.Checks[0].Name != "existence" || r.Checks[0].Status != "fail" ||
		!strings.Contains(r.Checks[0].Detail, "not found") {
		t.Errorf("%+v", r)
	}
}

func TestValidateAgentContextMissing(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("<!-- AGENT-CONTEXT\n"), []byte("<!-- CONTEXT\n"), 1)
	r := butterfreezone.Validate(doc, opts())
	if c := check(r, "agent_context"); c.Status != "fail" || !strings.Contains(c.Detail, "block not found") {
		t.Errorf("%+v", c)
	}
}

func TestValidateAgentContextField(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("\ntype: library\n"), []byte("\n"), 1)
	r := butterfreezone.Validate(doc, opts())
	if c := check(r, "agent_context"); c.Status != "fail" || !strings.Contains(c.Detail, "type") {
		t.Errorf("%+v", c)
	}
}

func TestValidateAgentContextWarning(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("\ntype: library\n"), []byte("\ntype: library\ntrust_level: L9-cosmic\n"), 1)
	doc = regenerateMeta(t, doc)
	expectOnly(t, doc, opts(), "agent_context", "warn", "trust_level", 2)
}

// regenerateMeta rewrites the checksums of an edited document so that
// only the edit's own check reacts.
func regenerateMeta(t *testing.T, doc []byte) []byte {
	t.Helper()
	d := butterfreezone.Parse(doc)
	text := string(doc)
	for _, s := range d.Sections {
		old := d.Meta.Checksums[s.ID]
		if old != "" {
			text = strings.Replace(text, "  "+s.ID+": "+old, "  "+s.ID+": "+s.Checksum(), 1)
		}
	}
	return []byte(text)
}

func TestValidateProvenance(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("## Architecture\n<!-- provenance: DERIVED -->\n"), []byte("## Architecture\n"), 1)
	doc = regenerateMeta(t, doc)
	expectOnly(t, doc, opts(), "provenance", "fail", `"Architecture": no provenance tag`, 1)
	doc = bytes.Replace(valid(t), []byte("<!-- provenance: DERIVED -->"), []byte("<!-- provenance: GUESSED -->"), 1)
	doc = regenerateMeta(t, doc)
	expectOnly(t, doc, opts(), "provenance", "fail", `unknown provenance "GUESSED"`, 1)
}

func TestValidateReferenceFileMissing(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("`gear/gear.go:Gear`"), []byte("`gear/missing.go:Gear`"), 1)
	doc = regenerateMeta(t, doc)
	expectOnly(t, doc, opts(), "references", "fail", "gear/missing.go:Gear", 1)
}

func TestValidateReferenceSymbolMissing(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("`gear/gear.go:Gear`"), []byte("`gear/gear.go:Sprocket`"), 1)
	doc = regenerateMeta(t, doc)
	expectOnly(t, doc, opts(), "references", "warn", "gear/gear.go:Sprocket", 2)
	o := opts()
	o.Strict = true
	expectOnly(t, doc, o, "references", "warn", "Sprocket", 1)
}

func TestValidateReferencesWithoutDir(t *testing.T) {
	t.Parallel()
	o := opts()
	o.Dir = nil
	expectOnly(t, valid(t), o, "references", "warn", "no directory", 2)
}

func TestValidateWordBudget(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("## Known Limitations\n<!-- provenance: DERIVED -->\n"),
		[]byte("## Known Limitations\n<!-- provenance: DERIVED -->\n"+strings.Repeat("many words here ", 1100)+"\n"), 1)
	doc = regenerateMeta(t, doc)
	expectOnly(t, doc, opts(), "word_budget", "warn", "limitations", 2)
}

func TestValidateMetaMissing(t *testing.T) {
	t.Parallel()
	doc := valid(t)
	doc = doc[:bytes.Index(doc, []byte("<!-- ground-truth-meta"))]
	r := butterfreezone.Validate(doc, opts())
	if c := check(r, "meta"); c.Status != "fail" || c.Detail != "missing ground-truth-meta block" || r.ExitCode() != 1 {
		t.Errorf("%+v", c)
	}
}

// A checksum is an advisory staleness signal: a section edited after
// generation makes the meta check warn (exit 2), and fail only under Strict.
func TestValidateMetaChecksum(t *testing.T) {
	t.Parallel()
	doc := bytes.Replace(valid(t), []byte("- **gear**:"), []byte("- **gear** (edited by hand):"), 1)
	expectOnly(t, doc, opts(), "meta", "warn", "8/9 section checksums match; checksum mismatch: capabilities", 2)
	o := opts()
	o.Strict = true
	expectOnly(t, doc, o, "meta", "warn", "checksum mismatch: capabilities", 1)
}

func TestValidateMetaHead(t *testing.T) {
	t.Parallel()
	o := opts()
	o.HeadSHA = "def4567890"
	expectOnly(t, valid(t), o, "meta", "warn", "head_sha mismatch (generated: abc, current: def45678)", 2)
}

func TestValidateMetaNoChecksums(t *testing.T) {
	t.Parallel()
	doc := valid(t)
	i := bytes.Index(doc, []byte("sections:\n"))
	doc = append(doc[:i:i], []byte("-->\n")...)
	expectOnly(t, doc, opts(), "meta", "warn", "no section checksums", 2)
}

func TestValidateFreshness(t *testing.T) {
	t.Parallel()
	o := opts()
	o.Now = fixedTime.Add(8 * 24 * time.Hour)
	expectOnly(t, valid(t), o, "freshness", "warn", "older than 7 days", 2)
	o.StalenessDays = 9
	expectOnly(t, valid(t), o, "freshness", "pass", "", 0)
	doc := bytes.Replace(valid(t), []byte("generated_at: 2026-11-26T08:00:00Z"), []byte("generated_at: yesterday"), 1)
	expectOnly(t, doc, opts(), "freshness", "warn", `"yesterday"`, 2)
}

// TestValidateJSON: the report's JSON form, as the ecosystem's validator
// writes it.
func TestValidateJSON(t *testing.T) {
	t.Parallel()
	o := opts()
	o.HeadSHA = "fedcba987654"
	out, err := json.MarshalIndent(butterfreezone.Validate(valid(t), o), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "validate.golden.json", append(out, '\n'))
}

// TestValidateUpstream runs the validator on upstream's own
// BUTTERFREEZONE.md (loa-hounfour 7.0.0, written by the ecosystem's
// generator): every check passes but freshness (the file is old), every one
// of its nine section checksums matches, and a one-byte edit inside a
// section turns exactly that section's checksum into a warning.
func TestValidateUpstream(t *testing.T) {
	t.Parallel()
	p := upstreamdata.Dir(t, "BUTTERFREEZONE.md")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	o := butterfreezone.Options{Dir: os.DirFS(filepath.Dir(p)), Now: fixedTime}
	r := butterfreezone.Validate(data, o)
	out, _ := json.Marshal(r)
	t.Logf("%s: exit %d %s", p, r.ExitCode(), out)
	for _, c := range r.Checks {
		want := butterfreezone.StatusPass
		if c.Name == butterfreezone.CheckFreshness {
			want = butterfreezone.StatusWarn
		}
		if c.Status != want {
			t.Errorf("%s: %s (%s), want %s", c.Name, c.Status, c.Detail, want)
		}
	}
	if c := check(r, "meta"); c.Detail != "9/9 section checksums match" {
		t.Errorf("meta: %q", c.Detail)
	}
	if r.ExitCode() != 2 || len(r.Checks) != 7 {
		t.Errorf("exit %d with %d checks", r.ExitCode(), len(r.Checks))
	}
	ids := oneByteEdits(t, data, o)
	if got := strings.Join(ids, ","); got != "agent_context,capabilities,architecture,interfaces,module_map,verification,agents,ecosystem,quick_start" {
		t.Errorf("checksums checked: %s", got)
	}
}

// TestChecksumsAsTheEcosystem: testdata/ecosystem-shaped.md is laid out as
// the ecosystem's generator writes (sections our generator does not write,
// no checksum for the title, blank lines before a heading, a heading-like
// line inside a fence), and its checksums were computed by the ecosystem's
// method, not by this package: for each section, from its first line to
// the line before the next section's first line (or the meta block),
//
//	content=$(sed -n "${first},${last}p" BUTTERFREEZONE.md)
//	echo -n "$content" | sha256sum
//
// They all match, with LF or CRLF line ends, and a one-byte edit inside a
// section turns exactly that section's checksum into a warning.
func TestChecksumsAsTheEcosystem(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("testdata", "ecosystem-shaped.md"))
	if err != nil {
		t.Fatal(err)
	}
	o := butterfreezone.Options{Now: time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)}
	for name, doc := range map[string][]byte{"LF": data, "CRLF": bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))} {
		t.Run(name, func(t *testing.T) {
			r := butterfreezone.Validate(doc, o)
			if c := check(r, "meta"); c.Status != "pass" || c.Detail != "7/7 section checksums match" {
				t.Errorf("%s: meta %+v", name, c)
			}
		})
	}
	ids := oneByteEdits(t, data, o)
	if got := strings.Join(ids, ","); got != "agent_context,capabilities,architecture,verification,agents,ecosystem,quick_start" {
		t.Errorf("checksums checked: %s", got)
	}
	// The title section has no checksum, and that is not a finding.
	if d := butterfreezone.Parse(data); d.Sections[1].ID != "header" || d.Meta.Checksums["header"] != "" {
		t.Errorf("sections %+v", d.Sections[1])
	}
}

// oneByteEdits changes one letter in the middle of each section that has a
// checksum (not on its first line) and requires that the meta check then
// warns about that section's checksum alone, failing nothing (exit 2). It
// returns the ids of the sections edited, in document order.
func oneByteEdits(t *testing.T, data []byte, o butterfreezone.Options) []string {
	t.Helper()
	d := butterfreezone.Parse(data)
	n := len(d.Meta.ChecksumOrder)
	lineStart := func(line int) int { // offset of the 1-based line in data
		off := 0
		for range line - 1 {
			off += bytes.IndexByte(data[off:], '\n') + 1
		}
		return off
	}
	var ids []string
	for _, s := range d.Sections {
		if d.Meta.Checksums[s.ID] == "" {
			continue
		}
		base := lineStart(s.Line)
		firstLine := bytes.IndexByte(data[base:], '\n')
		at := -1
		for i := max(len(s.Text)/2, firstLine+1); i < len(s.Text); i++ {
			if c := s.Text[i]; c >= 'a' && c <= 'z' {
				at = base + i
				break
			}
		}
		if at < 0 {
			t.Errorf("%s: no letter to edit after its first line", s.ID)
			continue
		}
		edited := bytes.Clone(data)
		edited[at] = 'a' + (edited[at]-'a'+1)%26
		r := butterfreezone.Validate(edited, o)
		want := itoa(n-1) + "/" + itoa(n) + " section checksums match; checksum mismatch: " + s.ID
		if c := check(r, "meta"); c.Status != "warn" || c.Detail != want {
			t.Errorf("%s edited at byte %d: meta %+v, want warn %q", s.ID, at, c, want)
		}
		if r.Failed != 0 || r.ExitCode() != 2 {
			t.Errorf("%s edited: %d failed, exit %d", s.ID, r.Failed, r.ExitCode())
		}
		ids = append(ids, s.ID)
	}
	return ids
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestValidateSeedShaped validates a document laid out as the seed's
// example (hand-written from the format's description: no checksums, generator
// butterfreezone-gen): it parses, and the report names what is missing.
func TestValidateSeedShaped(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile(filepath.Join("testdata", "seed-shaped.md"))
	if err != nil {
		t.Fatal(err)
	}
	r := butterfreezone.Validate(doc, butterfreezone.Options{Dir: widget(), HeadSHA: "abc123", Now: fixedTime})
	want := map[string]string{"existence": "pass", "agent_context": "pass", "provenance": "fail", "references": "fail",
		"word_budget": "pass", "meta": "warn", "freshness": "warn"}
	for _, c := range r.Checks {
		if want[c.Name] != c.Status {
			t.Errorf("%s: %s (%s), want %s", c.Name, c.Status, c.Detail, want[c.Name])
		}
	}
	if r.ExitCode() != 1 {
		t.Errorf("exit %d", r.ExitCode())
	}
}

func TestParse(t *testing.T) {
	t.Parallel()
	doc := "\ufeff<!-- AGENT-CONTEXT\r\nname: x\r\n-->\r\n# T\r\n<!-- provenance: DERIVED -->\r\ntext `a.go:F`\r\n```sh\r\n# not a heading `b.go:G`\r\n```\r\n" +
		"## Module Map\n\n<!-- provenance: CODE-FACTUAL -->\n| a |\n\n## Other Things!\nx\n<!-- ground-truth-meta\nhead_sha: h\nsections:\n  header: 00\n  module_map: 11\n-->\n"
	d := butterfreezone.Parse([]byte(doc))
	var ids []string
	for _, s := range d.Sections {
		ids = append(ids, s.ID+"/"+s.Provenance)
	}
	if strings.Join(ids, ",") != "agent_context/,header/DERIVED,module_map/CODE-FACTUAL,other_things/" {
		t.Errorf("sections %v", ids)
	}
	if s, _ := d.Section("header"); s.Body != "<!-- provenance: DERIVED -->\ntext `a.go:F`\n```sh\n# not a heading `b.go:G`\n```" {
		t.Errorf("header body %q", s.Body)
	}
	if refs := d.References(); len(refs) != 1 || refs[0].File != "a.go" || refs[0].Symbol != "F" || refs[0].Line != 6 {
		t.Errorf("references %+v", refs)
	}
	if !d.Meta.Present || d.Meta.HeadSHA != "h" || strings.Join(d.Meta.ChecksumOrder, ",") != "header,module_map" {
		t.Errorf("meta %+v", d.Meta)
	}
}

func TestResolve(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{
		"a.go":   {Data: []byte("package a\n\nfunc F() {}\n\ntype T[X any] struct{}\n\nfunc (t *T[X]) M() {}\n\nconst C, D = 1, 2\n")},
		"b.md":   {Data: []byte("line one\nSymbolic\n")},
		"dir/.x": {Data: []byte("")},
	}
	for i, tc := range []struct {
		file, sym string
		want      error
	}{
		{"a.go", "F", nil}, {"a.go", "T", nil}, {"a.go", "T.M", nil}, {"a.go", "D", nil}, {"a.go", "L9", nil},
		{"a.go", "L10", butterfreezone.ErrSymbolMissing}, {"a.go", "G", butterfreezone.ErrSymbolMissing},
		{"a.go", "F.M", butterfreezone.ErrSymbolMissing}, {"b.md", "Symbolic", nil}, {"b.md", "Other", butterfreezone.ErrSymbolMissing},
		{"c.go", "F", butterfreezone.ErrFileMissing}, {"../a.go", "F", butterfreezone.ErrFileMissing}, {"dir", "x", butterfreezone.ErrFileMissing},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if err := butterfreezone.Resolve(fsys, butterfreezone.Reference{File: tc.file, Symbol: tc.sym}); err != tc.want {
				t.Errorf("%s:%s = %v, want %v", tc.file, tc.sym, err, tc.want)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("<!-- AGENT-CONTEXT\nname: x\n-->\n# T\n<!-- provenance: DERIVED -->\n`a.go:F`\n<!-- ground-truth-meta\nsections:\n  header: 1\n-->\n"))
	f.Add([]byte("## A\n<!-- manual-start:a -->\nx\n<!-- manual-end:a -->\n```\n# x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d := butterfreezone.Parse(data)
		for _, s := range d.Sections {
			if !strings.Contains(strings.ReplaceAll(string(data), "\r", ""), strings.ReplaceAll(s.Body, "\r", "")) {
				t.Fatalf("section %s body is not from the input", s.ID)
			}
			// The checksummed text starts at the section's first line and
			// holds its body.
			if !strings.Contains(strings.ReplaceAll(string(data), "\r", ""), strings.ReplaceAll(s.Text, "\r", "")) ||
				!strings.Contains(s.Text, strings.TrimRight(s.Body, "\n")) || s.Level > 0 && !strings.HasPrefix(s.Text, "#") {
				t.Fatalf("section %s text %q is not from the input or lacks its body", s.ID, s.Text)
			}
		}
		r := butterfreezone.Validate(data, butterfreezone.Options{Now: fixedTime})
		if r.Passed+r.Failed+r.Warnings != len(r.Checks) || len(r.Checks) != 7 {
			t.Fatalf("counts %+v", r)
		}
	})
}

// A checksum is checked against the first section of its id; an id no
// section has fails on its own.
func TestValidateMetaRepeatedSection(t *testing.T) {
	t.Parallel()
	sum := func(text string) string { s := sha256.Sum256([]byte(text)); return hex.EncodeToString(s[:]) }
	for i, tc := range []struct{ sums, status, detail string }{
		{"  notes: " + sum("## Notes\none") + "\n", "pass", "1/1 section checksums match"},
		{"  notes: " + sum("## Notes\ntwo") + "\n", "warn", "0/1 section checksums match; checksum mismatch: notes"},
		{"  notes: " + sum("one") + "\n", "warn", "0/1 section checksums match; checksum mismatch: notes"},
		{"  notes: " + sum("## Notes\none") + "\n  gone: 00\n", "warn",
			"1/2 section checksums match; checksum for absent section gone"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			doc := "## Notes\none\n## Notes\ntwo\n<!-- ground-truth-meta\nhead_sha: abc\nsections:\n" + tc.sums + "-->\n"
			var got butterfreezone.Check
			for _, c := range butterfreezone.Validate([]byte(doc), butterfreezone.Options{}).Checks {
				if c.Name == butterfreezone.CheckMeta {
					got = c
				}
			}
			if want := (butterfreezone.Check{Name: "meta", Status: tc.status, Detail: tc.detail}); got != want {
				t.Errorf("%q: %+v, want %+v", tc.sums, got, want)
			}
		})
	}
}

// WordBudgets and CanonicalOrder return copies: changing them changes no
// result of Validate.
func TestTablesReadOnly(t *testing.T) {
	t.Parallel()
	budgets := butterfreezone.WordBudgets()
	for id := range budgets {
		budgets[id] = 0
	}
	order := butterfreezone.CanonicalOrder()
	order[0] = "changed"
	fsys := widget()
	g, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: fsys})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range butterfreezone.Validate(g.Document, butterfreezone.Options{}).Checks {
		if c.Name == butterfreezone.CheckWordBudget {
			found = true
			if c.Status != butterfreezone.StatusPass {
				t.Errorf("word budget check after changing the returned budgets: %+v", c)
			}
		}
	}
	if !found {
		t.Error("no word budget check")
	}
	if butterfreezone.WordBudgets()[butterfreezone.SectionHeader] != 120 || butterfreezone.CanonicalOrder()[0] != butterfreezone.SectionAgentContext {
		t.Error("a later call returned a changed table")
	}
}
