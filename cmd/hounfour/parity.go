package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour/vectors"
)

const parityAbout = `Run the cross-runner parity protocol over an upstream 8.7.0 vectors folder
(e.g. ../shared/upstream-8.7.0/vectors): read runners/_shared/parity-protocol-version.txt
(required) and _meta/constraint-level-invalids.json, check every fixture of the
18 folders of the runner list (their valid, invalid and, for the canonical-run
folders, invalid-cross-field buckets) against its schema's keywords alone, and
report each as pass, fail, pass-cross-field-deferred or pass-constraint-level.

Without --emit-manifest: print "Total: N" and one line per result value; exit 1
when an entry fails or a folder gives no entry. With --emit-manifest: write the
result file (a JSON array of {schema, vector, expected, result[, diagnostic]},
sorted by schema then vector, two-space indented, as the TypeScript reference
writes it) to standard output, or to -o FILE; exit 1 likewise. A folder whose
schema the library does not register yet is named on standard error and gives
no entry.`

func cmdParity(args []string, stdout, stderr io.Writer) int {
	c := newCommand("parity", "[--emit-manifest] [-o file] <vectors-dir>", parityAbout, 1, 1)
	emit := c.fs.Bool("emit-manifest", false, "write the result file instead of the summary")
	out := c.fs.String("o", "", "with --emit-manifest: write the result file here instead of standard output")
	pos, code, done := c.parse(args, stdout, stderr)
	if done {
		return code
	}
	if *out != "" && !*emit {
		return c.fail(stderr, "-o needs --emit-manifest")
	}
	return runParity(pos[0], *emit, *out, stdout, stderr)
}

// runParity runs the protocol over dir; with emit it writes the result file
// to out (standard output when ""), else the summary to stdout.
func runParity(dir string, emit bool, out string, stdout, stderr io.Writer) int {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		fmt.Fprintf(stderr, "hounfour parity: %s: not a readable folder\n", dir)
		return exitUsage
	}
	root := os.DirFS(dir)
	version, err := vectors.ParityProtocolVersion(root)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour parity:", err)
		return exitFail
	}
	fmt.Fprintf(stderr, "parity protocol %s\n", version)
	entries, missing, err := vectors.ParityEntries(root, vectors.ParityRunners())
	if err != nil {
		fmt.Fprintln(stderr, "hounfour parity:", err)
		return exitFail
	}
	status := exitOK
	if len(missing) > 0 {
		fmt.Fprintf(stderr, "hounfour parity: no library type yet for %s\n", strings.Join(missing, ", "))
		status = exitFail
	}
	seen := map[string]bool{}
	for _, e := range entries {
		seen[e.Schema] = true
		if e.Result == vectors.ParityFail {
			status = exitFail
		}
	}
	for _, d := range vectors.ParityDirs() {
		if !seen[d] && !slices.Contains(missing, d) {
			fmt.Fprintf(stderr, "hounfour parity: %s gives no entry\n", d)
			status = exitFail
		}
	}
	if !emit {
		fmt.Fprint(stdout, vectors.ParitySummary(entries))
		return status
	}
	var b bytes.Buffer
	if err := vectors.WriteParity(&b, entries); err != nil {
		fmt.Fprintln(stderr, "hounfour parity:", err)
		return exitFail
	}
	if out == "" {
		_, err = stdout.Write(b.Bytes())
	} else {
		err = os.WriteFile(out, b.Bytes(), 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "hounfour parity:", err)
		return exitFail
	}
	return status
}
