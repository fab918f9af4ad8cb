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

const bfzUsage = `usage:
  hounfour butterfreezone validate [-dir DIR] [-file FILE] [-strict] [-json] [-quiet] [-head SHA] [-now TIME]
  hounfour butterfreezone generate [-dir DIR] [-file FILE] [-w] [-json] [-head SHA] [-now TIME]
`

// cmdButterfreezone validates or generates a repository's BUTTERFREEZONE.md.
// validate exits 0 (pass), 1 (failures; warnings too with -strict) or 2
// (warnings only); generate writes the document to stdout, or with -w to
// FILE, and exits 0, or 1 on error. Usage errors exit 2.
func cmdButterfreezone(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || (args[0] != "validate" && args[0] != "generate") {
		fmt.Fprint(stderr, bfzUsage)
		return 2
	}
	fs := flag.NewFlagSet("butterfreezone "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", ".", "repository root (go.mod; references resolve against it)")
	file := fs.String("file", "", "the document (default DIR/BUTTERFREEZONE.md)")
	head := fs.String("head", "", "head commit (default: git rev-parse HEAD in DIR, else unknown)")
	now := fs.String("now", "", "current time, RFC 3339 (default: the clock)")
	asJSON := fs.Bool("json", false, "validate: the JSON report on stdout; generate: generation metadata on stderr")
	strict := fs.Bool("strict", false, "validate: warnings fail")
	quiet := fs.Bool("quiet", false, "validate: no output, exit status only")
	write := fs.Bool("w", false, "generate: write FILE instead of stdout")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() != 0 {
		fmt.Fprint(stderr, bfzUsage)
		return 2
	}
	if *file == "" {
		*file = filepath.Join(*dir, "BUTTERFREEZONE.md")
	}
	at := time.Now().UTC()
	if *now != "" {
		t, err := time.Parse(time.RFC3339, *now)
		if err != nil {
			fmt.Fprintln(stderr, "hounfour butterfreezone: -now:", err)
			return 2
		}
		at = t
	}
	if *head == "" {
		*head = gitHead(*dir)
	}
	if args[0] == "validate" {
		r := butterfreezone.ValidateFile(*file, butterfreezone.Options{File: filepath.Base(*file),
			Dir: os.DirFS(*dir), HeadSHA: *head, Now: at, Strict: *strict})
		switch {
		case *quiet:
		case *asJSON:
			b, _ := json.MarshalIndent(r, "", "  ")
			fmt.Fprintf(stdout, "%s\n", b)
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
	if *asJSON {
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
