package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/vectors"
)

// defaultUpstream is where a checkout finds upstream's vectors.
const defaultUpstream = "../shared/upstream/vectors"

const conformanceAbout = `Run upstream's conformance suite: one conformance-vector document per file,
in a folder per category. -upstream names upstream's vectors folder (its
conformance/ subfolder is run) or a conformance folder itself; the VERSION
file of the vectors folder names the contract the vectors run under (none:
the library's default). Prints a
per-category table, every failure and expected failure, and the summary
line; --format json writes the report (vectors.ConformanceReport). Exit 1
on a failed vector or an unexpected pass of a listed expected failure.
Every document is decoded under the limit flags.`

func cmdConformance(args []string, stdout, stderr io.Writer) int {
	c := newCommand("conformance", "", conformanceAbout, 0, 0).withFormat().withLimits().withContract()
	upstream := c.fs.String("upstream", defaultUpstream, "upstream vectors folder (its conformance/ subfolder is run, under the contract its VERSION file names) or a conformance folder itself")
	xfail := c.fs.String("expected-failures", "", "expected-failures file (default: the list built into the library, vectors/expected-failures.json)")
	verbose := c.fs.Bool("v", false, "list every vector")
	if _, code, done := c.parse(args, stdout, stderr); done {
		return code
	}
	opts, err := conformanceOptions(*xfail)
	if err != nil {
		return c.fail(stderr, err.Error())
	}
	opts.Limits = *c.limits
	dir := *upstream
	tree := dir
	if st, err := os.Stat(filepath.Join(dir, "conformance")); err == nil && st.IsDir() {
		dir = filepath.Join(dir, "conformance")
	} else if _, err := os.Stat(filepath.Join(dir, "VERSION")); err != nil {
		tree = filepath.Dir(filepath.Clean(dir)) // a conformance folder itself: its tree's VERSION
	}
	// The tree's VERSION file selects the contract.
	tc, err := vectors.TreeContract(tree)
	if err != nil {
		return c.fail(stderr, err.Error())
	}
	if c.contractSet() && tc != *c.contract {
		return c.fail(stderr, fmt.Sprintf("-upstream %s is a %s tree (its VERSION file), not %s", *upstream, tc, *c.contract))
	}
	opts.Contract = tc
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return c.fail(stderr, fmt.Sprintf("-upstream %s: not a readable folder", dir))
	}
	rep := vectors.RunConformance(os.DirFS(dir), opts)
	if c.json() {
		writeJSON(stdout, rep)
	} else {
		printConformance(stdout, &rep, tc, *verbose)
	}
	if !rep.Summary.OK {
		return exitFail
	}
	return exitOK
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

func printConformance(w io.Writer, rep *vectors.ConformanceReport, tree hounfour.Contract, verbose bool) {
	fmt.Fprintln(w, "upstream v"+string(tree)+" conformance vectors")
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
