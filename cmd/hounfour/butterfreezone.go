package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/hounfour-go/hounfour/butterfreezone"
)

const bfzAbout = `validate: check the repository's BUTTERFREEZONE.md against the code (its
provenance, the references it makes, the facts it states) and print each
check, or with --format json the report. generate: write the document from
the code to stdout, or with -w to FILE; --format json also writes the
generation metadata to stderr. -json is the old spelling of --format json.

-strict and -quiet apply to validate only, -w to generate only.`

// bfzExits documents the exit statuses of butterfreezone: validate's
// verdicts keep their own meaning of 2 (warnings only), which a usage error
// shares.
const bfzExits = `validate: 0 every check passed, 1 a check failed (with -strict also a
warning), 2 warnings only; generate: 0 written, 1 not written (an error
reading the code or writing FILE); both: 2 usage error, reported before any
work`

// cmdButterfreezone validates or generates a repository's BUTTERFREEZONE.md.
// validate exits 0 (pass), 1 (failures; warnings too with -strict) or 2
// (warnings only); generate writes the document to stdout, or with -w to
// FILE, and exits 0, or 1 on error. Usage errors exit 2.
func cmdButterfreezone(args []string, stdout, stderr io.Writer) int {
	c := newCommand("butterfreezone", "validate|generate", bfzAbout, 1, 1).withFormat().withExits(bfzExits)
	dir := c.fs.String("dir", ".", "repository root (go.mod; references resolve against it)")
	file := c.fs.String("file", "", "the document (default DIR/BUTTERFREEZONE.md)")
	head := c.fs.String("head", "", "head commit (default: git rev-parse HEAD in DIR, else unknown)")
	now := c.fs.String("now", "", "current time, RFC 3339 (default: the clock)")
	oldJSON := c.fs.Bool("json", false, "same as --format json")
	strict := c.fs.Bool("strict", false, "validate: warnings fail")
	quiet := c.fs.Bool("quiet", false, "validate: no output, exit status only")
	write := c.fs.Bool("w", false, "generate: write FILE instead of stdout")
	pos, code, done := c.parse(args, stdout, stderr)
	if done {
		return code
	}
	sub := pos[0]
	if sub != "validate" && sub != "generate" {
		return c.fail(stderr, fmt.Sprintf("unknown subcommand %q (want validate or generate)", sub))
	}
	var misplaced string
	c.fs.Visit(func(f *flag.Flag) {
		if (sub == "generate" && (f.Name == "strict" || f.Name == "quiet")) || (sub == "validate" && f.Name == "w") {
			misplaced = f.Name
		}
	})
	if misplaced != "" {
		return c.fail(stderr, fmt.Sprintf("-%s does not apply to %s", misplaced, sub))
	}
	asJSON := c.json() || *oldJSON
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		return c.fail(stderr, fmt.Sprintf("-dir %s: not a readable folder", *dir))
	}
	if *file == "" {
		*file = filepath.Join(*dir, "BUTTERFREEZONE.md")
	}
	at := time.Now().UTC()
	if *now != "" {
		t, err := time.Parse(time.RFC3339, *now)
		if err != nil {
			return c.fail(stderr, "-now: "+err.Error())
		}
		at = t
	}
	if *head == "" {
		*head = gitHead(*dir)
	}
	if sub == "validate" {
		r := butterfreezone.ValidateFile(*file, butterfreezone.Options{File: filepath.Base(*file),
			Dir: os.DirFS(*dir), HeadSHA: *head, Now: at, Strict: *strict})
		switch {
		case *quiet:
		case asJSON:
			writeJSON(stdout, r)
		default:
			for _, c := range r.Checks {
				fmt.Fprintf(stdout, "%-4s %s", c.Status, c.Name)
				if c.Detail != "" {
					fmt.Fprintf(stdout, ": %s", c.Detail)
				}
				fmt.Fprintln(stdout)
			}
			fmt.Fprintf(stdout, "%d passed, %d failed, %d warnings\n", r.Passed, r.Failed, r.Warnings)
		}
		return r.ExitCode()
	}
	existing, err := os.ReadFile(*file)
	if err != nil && !os.IsNotExist(err) {
		fmt.Fprintln(stderr, "hounfour butterfreezone:", err)
		return 1
	}
	g, err := butterfreezone.Generate(butterfreezone.GenerateOptions{FS: os.DirFS(*dir), Existing: existing,
		HeadSHA: *head, GeneratedAt: at})
	if err != nil {
		fmt.Fprintln(stderr, "hounfour butterfreezone:", err)
		return 1
	}
	if asJSON {
		b, _ := json.Marshal(g)
		fmt.Fprintf(stderr, "%s\n", b)
	}
	if !*write {
		stdout.Write(g.Document)
		return 0
	}
	tmp := *file + ".tmp"
	if err := os.WriteFile(tmp, g.Document, 0o644); err != nil {
		fmt.Fprintln(stderr, "hounfour butterfreezone:", err)
		return 1
	}
	if err := os.Rename(tmp, *file); err != nil {
		os.Remove(tmp)
		fmt.Fprintln(stderr, "hounfour butterfreezone:", err)
		return 1
	}
	return 0
}

// gitHead returns the head commit of the repository at dir, or "" when git
// cannot tell.
func gitHead(dir string) string {
	out, err := exec.Command("git", "-C", dir, "rev-parse", "HEAD").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
