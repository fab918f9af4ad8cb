package butterfreezone_test

import (
	"fmt"
	"strings"
	"testing/fstest"
	"time"

	"github.com/hounfour-go/hounfour/butterfreezone"
)

func ExampleValidate() {
	doc := []byte(`<!-- AGENT-CONTEXT
name: demo
type: library
purpose: an example
version: 1.0.0
-->

# demo
<!-- provenance: CODE-FACTUAL -->
Parses things (` + "`demo.go:Parse`" + `, ` + "`demo.go:Missing`" + `).

## Architecture
One file.

<!-- ground-truth-meta
head_sha: 1111111111
generated_at: 2026-11-20T00:00:00Z
-->
`)
	tree := fstest.MapFS{"demo.go": {Data: []byte("package demo\n\nfunc Parse() {}\n")}}
	r := butterfreezone.Validate(doc, butterfreezone.Options{Dir: tree, HeadSHA: "2222222222",
		Now: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)})
	for _, c := range r.Checks {
		fmt.Println(strings.TrimSpace(c.Status + " " + c.Name + " " + c.Detail))
	}
	fmt.Println("exit", r.ExitCode())
	// Output:
	// pass existence
	// pass agent_context
	// fail provenance missing provenance tags: 1/2 sections tagged; line 12 "Architecture": no provenance tag
	// warn references symbol not found: line 10 demo.go:Missing
	// pass word_budget word budget: 33/3200
	// warn meta no section checksums; head_sha mismatch (generated: 11111111, current: 22222222)
	// pass freshness
	// exit 1
}

func ExampleGenerate() {
	tree := fstest.MapFS{
		"go.mod": {Data: []byte("module example.com/demo\n\ngo 1.22\n")},
		"doc.go": {Data: []byte("// Package demo parses demos.\npackage demo\n\n// Parse parses a demo.\nfunc Parse() {}\n")},
	}
	g, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: tree, HeadSHA: "abc",
		GeneratedAt: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)})
	if err != nil {
		panic(err)
	}
	d := butterfreezone.Parse(g.Document)
	h, _ := d.Section(butterfreezone.SectionHeader)
	fmt.Println(h.Body)
	fmt.Println(len(d.Sections), d.Meta.HeadSHA, d.Meta.GeneratedAt, len(d.Meta.Checksums))
	// Output:
	// <!-- provenance: CODE-FACTUAL -->
	// Parses demos. Entry points: `doc.go:Parse`.
	// 9 abc 2026-11-26T00:00:00Z 9
}
