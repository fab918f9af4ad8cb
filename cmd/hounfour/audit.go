package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/hounfour-go/hounfour/schemaaudit"
	"github.com/hounfour-go/hounfour/schemas"
)

const auditAbout = `Compare two releases' JSON Schema files (every *.schema.json of -from and
-to) and classify each change as breaking or not for a strict reader (one
that rejects unknown members) and a lax one. Prints a table, or with
--format json the audit artifact (schemaaudit.Report); --format table is
the text table. Without -from or -to, that side is this library's schema
files of --contract. Exit 1 when the verdict for -reader is BREAKING.`

// cmdAudit compares two directories of schema files and writes the audit
// as a table or as the JSON artifact. Exit status: 0 when the verdict for
// the chosen reader is not BREAKING, 1 when it is, 2 on usage or read
// errors.
func cmdAudit(args []string, stdout, stderr io.Writer) int {
	c := newCommand("audit", "", auditAbout, 0, 0).withFormat().withFormatAlias("table", "text").
		withExits("0 not breaking for -reader, 1 breaking, 2 usage error (also an unreadable folder or schema file)").
		withContract()
	from := c.fs.String("from", "", "directory of the older release's *.schema.json files (default: the library's files of --contract)")
	to := c.fs.String("to", "", "directory of the newer release's *.schema.json files (default: the library's files of --contract)")
	reader := c.fs.String("reader", "strict", `reader whose verdict sets the exit status: "strict" or "lax"`)
	if _, code, done := c.parse(args, stdout, stderr); done {
		return code
	}
	if *from == "" && *to == "" {
		return c.fail(stderr, "-from or -to is required (the other side defaults to the library's files of --contract)")
	}
	r, err := schemaaudit.ParseReader(*reader)
	if err != nil {
		return c.fail(stderr, err.Error())
	}
	var sides [2]fs.FS
	for i, d := range []string{*from, *to} {
		if d == "" {
			sides[i] = schemas.FS(*c.contract)
			continue
		}
		if st, err := os.Stat(d); err != nil || !st.IsDir() {
			return c.fail(stderr, fmt.Sprintf("%s: not a readable folder", d))
		}
		sides[i] = os.DirFS(d)
	}
	rep, err := schemaaudit.Compare(sides[0], sides[1])
	if err != nil {
		fmt.Fprintln(stderr, "hounfour audit:", err)
		return exitUsage
	}
	if c.json() {
		writeJSON(stdout, rep)
	} else if err := rep.WriteTable(stdout); err != nil {
		fmt.Fprintln(stderr, "hounfour audit:", err)
		return exitUsage
	}
	if rep.Verdict(r) == schemaaudit.Breaking {
		return exitFail
	}
	return exitOK
}
