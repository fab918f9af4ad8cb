package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/hounfour-go/hounfour/vectors"
)

// defaultUpstream is where a checkout finds upstream's vectors.
const defaultUpstream = "../shared/upstream/vectors"

func cmdConformance(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("conformance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	upstream := fs.String("upstream", defaultUpstream, "upstream vectors folder (its conformance/ subfolder is run) or a conformance folder itself")
	xfail := fs.String("expected-failures", "", "expected-failures file (default: the list built into the library, vectors/expected-failures.json)")
	format := fs.String("format", "text", "output format: text or json")
	verbose := fs.Bool("v", false, "list every vector")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 || (*format != "text" && *format != "json") {
		if err == nil {
			fmt.Fprintln(stderr, "hounfour conformance: unexpected arguments (usage: hounfour conformance [-upstream dir] [-expected-failures file] [-format text|json] [-v])")
		}
		return 2
	}
	opts, err := conformanceOptions(*xfail)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour conformance:", err)
		return 2
	}
	dir := *upstream
	if st, err := os.Stat(filepath.Join(dir, "conformance")); err == nil && st.IsDir() {
		dir = filepath.Join(dir, "conformance")
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		fmt.Fprintf(stderr, "hounfour conformance: %s is not a folder\n", dir)
		return 2
	}
	rep := vectors.RunConformance(os.DirFS(dir), opts)
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintln(stderr, "hounfour conformance:", err)
			return 1
		}
	} else {
		printConformance(stdout, &rep, *verbose)
	}
	if !rep.Summary.OK {
		return 1
	}
	return 0
}

func conformanceOptions(file string) (vectors.ConformanceOptions, error) {
	if file == "" {
		return vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()}, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return vectors.ConformanceOptions{}, err
	}
	list, err := vectors.ParseExpectedFailures(data)
	return vectors.ConformanceOptions{ExpectedFailures: list}, err
}

func printConformance(w io.Writer, rep *vectors.ConformanceReport, verbose bool) {
	fmt.Fprintln(w, "upstream v7.0.0 conformance vectors")
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "category\tpassed\tfailed\tskipped\t")
	for _, c := range rep.Categories {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\n", c.Category, c.Passed, c.Failed, c.Skipped, c.Reason)
	}
	tw.Flush()
	for _, r := range rep.Vectors {
		switch r.Status {
		case vectors.ConformanceFailed, vectors.ConformanceUnexpectedPass:
			fmt.Fprintf(w, "FAIL  %s %s: %s\n", r.File, r.VectorID, r.Detail)
		case vectors.ConformanceExpectedFailure:
			fmt.Fprintf(w, "XFAIL %s %s: %s\n", r.File, r.VectorID, r.Reason)
			if verbose {
				fmt.Fprintf(w, "      failure: %s\n", r.Detail)
			}
		case vectors.ConformancePassed:
			if verbose {
				fmt.Fprintf(w, "ok    %s %s\n", r.File, r.VectorID)
			}
		default:
			if verbose {
				fmt.Fprintf(w, "%-5s %s %s\n", "SKIP", r.File, r.VectorID)
			}
		}
	}
	for _, e := range rep.UnusedExpectedFailures {
		fmt.Fprintf(w, "note: expected failure %s is not in this run\n", e.VectorID)
	}
	s := rep.Summary
	fmt.Fprintf(w, "skipped %d = waiting on library code %d + matcher-only %d + expected failures %d\n",
		s.Skipped, s.Waiting, s.MatcherOnly, s.ExpectedFailures)
	fmt.Fprintln(w, rep.SummaryLine())
}
