package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/vectors"
)

const vectorsAbout = `Run the library's golden vectors (each case under every contract it holds
for, or under --contract alone) and, with -upstream, every upstream vector
file of that folder (conformance suite included) under the contract its
VERSION file names (7.0.0 or 8.7.0); print a per-schema table, every
failure, the skipped files with their reasons, and which vector sets ran
and which were absent. Every document is decoded under the limit flags
(every vector is within the defaults). Exit 1 when a vector fails or an
upstream file is unknown to the library.`

// vectorSet is one set of vectors in the output (its --format json form).
type vectorSet struct {
	Name     string          `json:"name"`
	Ran      bool            `json:"ran"`
	Reason   string          `json:"reason,omitempty"` // why the set did not run
	Passed   int             `json:"passed"`
	Failed   int             `json:"failed"`
	Tallies  []vectorTally   `json:"schemas,omitempty"`
	Failures []vectorFailure `json:"failures,omitempty"`
	// Files accounts for every upstream file (run, skipped, unknown).
	Files []vectors.UpstreamFile `json:"files,omitempty"`

	rep vectors.Report
}

type vectorTally struct {
	Label  string `json:"label"`
	Passed int    `json:"passed"`
	Failed int    `json:"failed"`
}

type vectorFailure struct {
	File  string `json:"file"`
	ID    string `json:"id"`
	Error string `json:"error"`
}

func cmdVectors(args []string, stdout, stderr io.Writer) int {
	c := newCommand("vectors", "", vectorsAbout, 0, 0).withFormat().withLimits().withContract()
	upstream := c.fs.String("upstream", "", "also run every upstream vector file of this folder (e.g. ../shared/upstream/vectors), under the contract its VERSION file names")
	xfail := c.fs.String("expected-failures", "", "expected-failures file for the conformance vectors (default: the library's list)")
	verbose := c.fs.Bool("v", false, "list every case")
	parity := c.fs.String("parity", "", "with an 8.7.0 -upstream tree: write the cross-runner parity result file to this file (as hounfour parity --emit-manifest -o FILE)")
	if _, code, done := c.parse(args, stdout, stderr); done {
		return code
	}
	if *parity != "" && *upstream == "" {
		return c.fail(stderr, "-parity needs -upstream (an 8.7.0 vectors folder)")
	}
	if *upstream != "" {
		if st, err := os.Stat(*upstream); err != nil || !st.IsDir() {
			return c.fail(stderr, fmt.Sprintf("-upstream %s: not a readable folder", *upstream))
		}
	}
	opts, err := conformanceOptions(*xfail)
	if err != nil {
		return c.fail(stderr, err.Error())
	}
	opts.Limits = *c.limits
	// The golden vectors run under every contract a case holds for, or
	// under --contract alone when it is given; an upstream tree under the
	// contract its VERSION file names.
	golden := vectors.Options{Limits: *c.limits}
	if c.contractSet() {
		golden.Contract = *c.contract
	}
	if *upstream != "" {
		tc, err := vectors.TreeContract(*upstream)
		if err != nil {
			return c.fail(stderr, err.Error())
		}
		if c.contractSet() && tc != *c.contract {
			return c.fail(stderr, fmt.Sprintf("-upstream %s is a %s tree (its VERSION file), not %s", *upstream, tc, *c.contract))
		}
		opts.Contract = tc
		if *parity != "" && tc != hounfour.Contract870 {
			return c.fail(stderr, fmt.Sprintf("-parity: -upstream %s is a %s tree, not 8.7.0", *upstream, tc))
		}
	}
	if *parity != "" {
		// The parity protocol's result file (as hounfour parity
		// --emit-manifest -o FILE writes it); its status is reported
		// apart from the vectors'.
		if code := runParity(*upstream, true, *parity, io.Discard, stderr); code != exitOK {
			fmt.Fprintln(stderr, "hounfour vectors: -parity: the parity run did not pass (see above); file written where possible")
		} else {
			fmt.Fprintf(stderr, "parity: result file written to %s\n", *parity)
		}
	}
	rep, err := vectors.RunWith(vectors.Embedded(), golden)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour vectors:", err)
		return exitFail
	}
	sets := []vectorSet{newVectorSet("golden vectors", rep)}
	ok := sets[0].Ran && sets[0].Failed == 0
	var up vectors.UpstreamReport
	if *upstream != "" {
		// The tree's VERSION names the contract it runs under.
		up, err = vectors.RunUpstreamAll(*upstream, opts)
		if err != nil {
			fmt.Fprintln(stderr, "hounfour vectors:", err)
			return exitFail
		}
		s := newVectorSet("upstream v"+string(opts.Contract)+" vectors", up.Cases)
		s.Files, s.Ran, s.Reason = up.Files, true, "" // ran, even when every file was skipped
		sets = append(sets, s)
		ok = up.OK() && ok
	} else {
		sets = append(sets, vectorSet{Name: "upstream vectors", Reason: "not requested (pass -upstream <folder>)"})
	}
	if c.json() {
		writeJSON(stdout, struct {
			OK   bool        `json:"ok"`
			Sets []vectorSet `json:"sets"`
		}{ok, sets})
	} else {
		sets[0].print(stdout, *verbose)
		fmt.Fprintln(stdout)
		for _, s := range sets {
			if s.Ran {
				fmt.Fprintf(stdout, "ran:    %s (%d passed, %d failed)\n", s.Name, s.Passed, s.Failed)
			} else {
				fmt.Fprintf(stdout, "absent: %s: %s\n", s.Name, s.Reason)
			}
		}
		if sets[1].Ran {
			fmt.Fprintln(stdout)
			sets[1].print(stdout, *verbose)
			if len(up.Conformance.Vectors) > 0 {
				fmt.Fprintln(stdout)
				printConformance(stdout, &up.Conformance, opts.Contract, *verbose)
			}
			fmt.Fprintln(stdout)
			grouped := up.Contract != hounfour.Contract700 && !*verbose
			for _, f := range up.Files {
				switch {
				case f.Status == vectors.UpstreamFileUnknown:
					fmt.Fprintf(stdout, "UNKNOWN %s: %s\n", f.Path, f.Reason)
				case f.Status == vectors.UpstreamFileSkipped && !grouped:
					fmt.Fprintf(stdout, "skipped %s: %s\n", f.Path, f.Reason)
				case f.Status == vectors.UpstreamFileRun && *verbose:
					fmt.Fprintf(stdout, "run     %s\n", f.Path)
				}
			}
			if grouped {
				printSkipGroups(stdout, up.Files)
			}
			fmt.Fprintln(stdout, up.SummaryLine())
		}
	}
	if !ok {
		return exitFail
	}
	return exitOK
}

func newVectorSet(name string, rep vectors.Report) vectorSet {
	s := vectorSet{Name: name, Ran: true, rep: rep}
	for _, t := range rep.Tallies() {
		s.Tallies = append(s.Tallies, vectorTally{t.Label, t.Passed, t.Failed})
		s.Passed += t.Passed
		s.Failed += t.Failed
	}
	for _, r := range rep.Failed() {
		s.Failures = append(s.Failures, vectorFailure{r.File, r.ID, r.Err.Error()})
	}
	if s.Passed == 0 && s.Failed == 0 {
		s.Ran, s.Reason = false, "no vector found"
	}
	return s
}

func (s vectorSet) print(w io.Writer, verbose bool) {
	fmt.Fprintln(w, s.Name)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "schema / kind\tpassed\tfailed\t")
	for _, t := range s.Tallies {
		fmt.Fprintf(tw, "%s\t%d\t%d\t\n", t.Label, t.Passed, t.Failed)
	}
	fmt.Fprintf(tw, "total\t%d\t%d\t\n", s.Passed, s.Failed)
	tw.Flush()
	for _, r := range s.rep.Results {
		if !r.Passed() {
			fmt.Fprintf(w, "FAIL %s %s: %v\n", r.File, r.ID, r.Err)
		} else if verbose {
			fmt.Fprintf(w, "ok   %s %s\n", r.File, r.ID)
		}
	}
	fmt.Fprintf(w, "%d passed, %d failed\n", s.Passed, s.Failed)
}

// printSkipGroups prints the skipped files of a large tree one line per
// reason: the number of files, the top folders they are in, the reason
// (the waiting lists by the subject of the change they wait on).
func printSkipGroups(w io.Writer, files []vectors.UpstreamFile) {
	type group struct {
		n       int
		folders []string
	}
	groups := map[string]*group{}
	var reasons []string
	for _, f := range files {
		if f.Status != vectors.UpstreamFileSkipped {
			continue
		}
		g := groups[f.Reason]
		if g == nil {
			g = &group{}
			groups[f.Reason] = g
			reasons = append(reasons, f.Reason)
		}
		g.n++
		folder, _, _ := strings.Cut(f.Path, "/")
		if !slices.Contains(g.folders, folder) {
			g.folders = append(g.folders, folder)
		}
	}
	slices.Sort(reasons)
	for _, r := range reasons {
		g := groups[r]
		fmt.Fprintf(w, "skipped %d files (%s): %s\n", g.n, strings.Join(g.folders, ", "), r)
	}
}
