package butterfreezone_test

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/butterfreezone"
	"github.com/hounfour-go/hounfour/internal/hostile"
)

// Parse reads a document from anywhere (issue 16): its work is linear in
// the text — a small multiple of the input's size in memory, whatever the
// shape — never measured by the clock.
func TestHostileParse(t *testing.T) {
	if hostile.Race {
		t.Skip("Parse matches headings with regexp, whose pooled state the race detector drops")
	}
	var distinct strings.Builder
	for i := range 3_000 {
		distinct.WriteString("<!-- manual-start:n" + strings.Repeat("x", i%7) + "_" + strconv.Itoa(i) + " -->\n")
	}
	for i := range 3_000 {
		distinct.WriteString("<!-- manual-end:n" + strings.Repeat("x", i%7) + "_" + strconv.Itoa(i) + " -->\n")
	}
	for name, text := range map[string]string{
		"10 MiB line":             "## a\n" + strings.Repeat("a", 10<<20),
		"1e6 words":               strings.Repeat("a ", 1_000_000),
		"1e6 empty lines":         strings.Repeat("\n", 1_000_000),
		"1e5 headings":            strings.Repeat("## Heading\n", 100_000),
		"1e5 code spans":          "## a\n" + strings.Repeat("`x`", 100_000),
		"unterminated manual":     strings.Repeat("<!-- manual-start:a -->\n", 10_000),
		"manual blocks, one end":  strings.Repeat("<!-- manual-start:a -->\n", 3_000) + "<!-- manual-end:a -->\n",
		"manual blocks, distinct": distinct.String(),
		"unterminated meta":       strings.Repeat("<!-- ground-truth-meta\n", 100_000),
		"1e5 fences":              strings.Repeat("```\n", 100_000),
	} {
		md := []byte(text)
		var d *butterfreezone.Document
		n, allocs := hostile.Allocated(func() { d = butterfreezone.Parse(md) })
		if d == nil {
			t.Fatalf("%s: nil document", name)
		}
		// A few copies of the text, and per line or code span at most a
		// section, a span or a block (a few hundred bytes).
		units := uint64(strings.Count(text, "\n") + 1 + strings.Count(text, "`")/2)
		if n > 16*uint64(len(md))+512*units+hostile.ScanBytes {
			t.Errorf("%s: %d bytes in %d allocations for %d bytes", name, n, allocs, len(md))
		}
	}
}

// The code spans of a line, found without a regular expression, are what
// the expression `([^`\n]+)` finds: the leftmost non-empty runs between
// two backticks, not overlapping.
func TestParseCodeSpans(t *testing.T) {
	re := regexp.MustCompile("`([^`\n]+)`")
	lines := []string{"a `b` c `d`", "``x` `y``", "`a``b`", "```", "`open", "`é` ` `", "x `` `` `z` ", ""}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = "`a `"[r.IntN(4)]
		}
		lines = append(lines, string(b))
	}
	for _, line := range lines {
		var want []string
		for _, m := range re.FindAllStringSubmatch(line, -1) {
			want = append(want, m[1])
		}
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			want = nil // a fence, not searched
		}
		d := butterfreezone.Parse([]byte("## s\n" + line + "\n"))
		var got []string
		for _, s := range d.Spans {
			if s.Line != 2 {
				t.Errorf("%q: line %d", line, s.Line)
			}
			got = append(got, s.Text)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: spans %q, want %q", line, got, want)
		}
	}
}
