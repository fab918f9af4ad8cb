package main

import (
	"fmt"
	"io"

	"github.com/hounfour-go/hounfour/constraint"
)

// cmdConstraints: hounfour constraints check <schema-name> [file|-] prints
// every constraint's verdict and message; exit 1 when an error-severity
// constraint fails.
func cmdConstraints(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) < 2 || len(args) > 3 || args[0] != "check" {
		fmt.Fprint(stderr, "usage: hounfour constraints check <schema-name> [file|-]\n")
		return 2
	}
	name := args[1]
	if len(constraint.ForSchema(name)) == 0 {
		fmt.Fprintf(stderr, "hounfour constraints: no constraint file for schema %q\n", name)
		return 2
	}
	data, err := readDocument(args[2:], stdin)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour constraints:", err)
		return 2
	}
	rep, err := constraint.CheckDocument(name, data)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour constraints:", err)
		return 2
	}
	fmt.Fprint(stdout, rep.String())
	if !rep.OK() {
		return 1
	}
	return 0
}
