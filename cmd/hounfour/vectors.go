package main

import (
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/hounfour-go/hounfour/vectors"
)

func cmdVectors(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("vectors", flag.ContinueOnError)
	fs.SetOutput(stderr)
	upstream := fs.String("upstream", "", "also run every upstream v7.0.0 vector file of this folder (e.g. ../shared/upstream/vectors)")
	xfail := fs.String("expected-failures", "", "expected-failures file for the conformance vectors (default: the library's list)")
	verbose := fs.Bool("v", false, "list every case")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 {
		if err == nil {
			fmt.Fprintln(stderr, "hounfour vectors: unexpected arguments")
		}
		return 2
	}
	opts, err := conformanceOptions(*xfail)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour vectors:", err)
		return 2
	}
	rep, err := vectors.Run(vectors.Embedded())
	if err != nil {
		fmt.Fprintln(stderr, "hounfour vectors:", err)
		return 1
	}
	ok := printReport(stdout, "golden vectors", rep, *verbose)
	if *upstream != "" {
		up, err := vectors.RunUpstreamAll(*upstream, opts)
		if err != nil {
			fmt.Fprintln(stderr, "hounfour vectors:", err)
			return 1
		}
		fmt.Fprintln(stdout)
		printReport(stdout, "upstream v7.0.0 vectors", up.Cases, *verbose)
		if len(up.Conformance.Vectors) > 0 {
			fmt.Fprintln(stdout)
			printConformance(stdout, &up.Conformance, *verbose)
		}
		fmt.Fprintln(stdout)
		for _, f := range up.Files {
			switch {
			case f.Status == vectors.UpstreamFileUnknown:
				fmt.Fprintf(stdout, "UNKNOWN %s: %s\n", f.Path, f.Reason)
			case f.Status == vectors.UpstreamFileSkipped:
				fmt.Fprintf(stdout, "skipped %s: %s\n", f.Path, f.Reason)
			case *verbose:
				fmt.Fprintf(stdout, "run     %s\n", f.Path)
			}
		}
		fmt.Fprintln(stdout, up.SummaryLine())
		ok = up.OK() && ok
	}
	if !ok {
		return 1
	}
	return 0
}

func printReport(w io.Writer, title string, rep vectors.Report, verbose bool) bool {
	fmt.Fprintln(w, title)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "schema / kind\tpassed\tfailed\t")
	passed, failed := 0, 0
	for _, t := range rep.Tallies() {
		fmt.Fprintf(tw, "%s\t%d\t%d\t\n", t.Label, t.Passed, t.Failed)
		passed += t.Passed
		failed += t.Failed
	}
	fmt.Fprintf(tw, "total\t%d\t%d\t\n", passed, failed)
	tw.Flush()
	for _, r := range rep.Results {
		if !r.Passed() {
			fmt.Fprintf(w, "FAIL %s %s: %v\n", r.File, r.ID, r.Err)
		} else if verbose {
			fmt.Fprintf(w, "ok   %s %s\n", r.File, r.ID)
		}
	}
	fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed)
	return failed == 0 && passed > 0
}
