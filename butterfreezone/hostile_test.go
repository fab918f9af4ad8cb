package butterfreezone_test

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/butterfreezone"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

// Parse reads a document from anywhere (issue 16): its work is linear in
// the text — a small multiple of the input's size in memory, whatever the
// shape — never measured by the clock.
func TestHostileParse(t *testing.T) {
	if race.Enabled {
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
		t.Run(name, func(t *testing.T) {
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
		})
	}
}

// The code spans of a line, found without a regular expression, are what
// the expression `([^`\n]+)` finds: the leftmost non-empty runs between
// two backticks, not overlapping.
func TestParseCodeSpans(t *testing.T) {
	t.Parallel()
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
		t.Run(line, func(t *testing.T) {
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
		})
	}
}

// Validate resolves each file once and at most MaxReferences references:
// a document of 100,000 references to one large file reads and parses it
// once, at a cost independent of the number of references.
func TestHostileValidateReferences(t *testing.T) {
	var src strings.Builder
	src.WriteString("package big\n\n")
	for i := range 20_000 {
		src.WriteString("func F" + strconv.Itoa(i) + "() {}\n")
	}
	dir := fstest.MapFS{"big.go": {Data: []byte(src.String())}, "notes.txt": {Data: []byte(strings.Repeat("word ", 200_000) + "needle")}}
	doc := func(n int) []byte {
		var b strings.Builder
		b.WriteString("## s\n")
		for i := range n {
			switch i % 3 {
			case 0:
				b.WriteString("`big.go:F" + strconv.Itoa(i%20_000) + "` ")
			case 1:
				b.WriteString("`big.go:L" + strconv.Itoa(i%20_000+1) + "` ")
			default:
				b.WriteString("`notes.txt:needle` ")
			}
		}
		return []byte(b.String())
	}
	check := func(r *butterfreezone.Result) butterfreezone.Check {
		for _, c := range r.Checks {
			if c.Name == butterfreezone.CheckReferences {
				return c
			}
		}
		t.Fatal("no references check")
		return butterfreezone.Check{}
	}
	small := doc(butterfreezone.MaxReferences)
	var r *butterfreezone.Result
	nSmall, _ := hostile.Allocated(func() { r = butterfreezone.Validate(small, butterfreezone.Options{Dir: dir}) })
	if c := check(r); c.Status != butterfreezone.StatusPass || c.Detail != "1000 references resolve" {
		t.Errorf("1000 references: %+v", c)
	}
	large := doc(100_000)
	nLarge, _ := hostile.Allocated(func() { r = butterfreezone.Validate(large, butterfreezone.Options{Dir: dir}) })
	if c := check(r); c.Status != butterfreezone.StatusWarn ||
		c.Detail != "1000 references resolve; 99000 references after the first 1000 not resolved" {
		t.Errorf("100,000 references: %+v", c)
	}
	// The large document costs what its parse costs, plus the same
	// resolution work as the small one.
	if !race.Enabled && nLarge > nSmall+1024*uint64(len(large)) {
		t.Errorf("100,000 references: %d bytes, 1000: %d", nLarge, nSmall)
	}
	// Each reference still resolves as Resolve says.
	for i, tc := range []struct {
		ref  butterfreezone.Reference
		want error
	}{
		{butterfreezone.Reference{File: "big.go", Symbol: "F19999"}, nil},
		{butterfreezone.Reference{File: "big.go", Symbol: "F20000"}, butterfreezone.ErrSymbolMissing},
		{butterfreezone.Reference{File: "big.go", Symbol: "L20002"}, nil},
		{butterfreezone.Reference{File: "big.go", Symbol: "L20003"}, butterfreezone.ErrSymbolMissing},
		{butterfreezone.Reference{File: "notes.txt", Symbol: "needle"}, nil},
		{butterfreezone.Reference{File: "notes.txt", Symbol: "haystack"}, butterfreezone.ErrSymbolMissing},
		{butterfreezone.Reference{File: "gone.go", Symbol: "F"}, butterfreezone.ErrFileMissing},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if err := butterfreezone.Resolve(dir, tc.ref); err != tc.want {
				t.Errorf("%+v: %v, want %v", tc.ref, err, tc.want)
			}
		})
	}
}
