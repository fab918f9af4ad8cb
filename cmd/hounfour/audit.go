package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/hounfour-go/hounfour/schemaaudit"
)

// cmdAudit compares two directories of schema files and writes the audit
// as a table or as the JSON artifact. Exit status: 0 when the verdict for
// the chosen reader is not BREAKING, 1 when it is, 2 on usage or read
// errors.
func cmdAudit(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("audit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "", "directory of the older release's *.schema.json files (required)")
	to := fs.String("to", "", "directory of the newer release's *.schema.json files (required)")
	reader := fs.String("reader", "strict", `reader whose verdict sets the exit status: "strict" or "lax"`)
	format := fs.String("format", "table", `output: "table" or "json"`)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	r, err := schemaaudit.ParseReader(*reader)
	if fs.NArg() != 0 || *from == "" || *to == "" || err != nil || (*format != "table" && *format != "json") {
		if err != nil {
			fmt.Fprintln(stderr, "hounfour audit:", err)
		}
		fmt.Fprintln(stderr, "usage: hounfour audit -from DIR -to DIR [-reader strict|lax] [-format table|json]")
		return 2
	}
	rep, err := schemaaudit.Compare(os.DirFS(*from), os.DirFS(*to))
	if err != nil {
		fmt.Fprintln(stderr, "hounfour audit:", err)
		return 2
	}
	if *format == "json" {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			fmt.Fprintln(stderr, "hounfour audit:", err)
			return 2
		}
		fmt.Fprintf(stdout, "%s\n", b)
	} else if err := rep.WriteTable(stdout); err != nil {
		fmt.Fprintln(stderr, "hounfour audit:", err)
		return 2
	}
	if rep.Verdict(r) == schemaaudit.Breaking {
		return 1
	}
	return 0
}
