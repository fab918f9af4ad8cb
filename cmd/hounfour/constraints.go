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
	fs, limits := commandFlags("constraints check",
		"usage: hounfour constraints check [limit flags] <schema-name> [file|-]\n", stderr)
	if len(args) == 0 || args[0] != "check" {
		fs.Usage()
		return 2
	}
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	args = append([]string{"check"}, fs.Args()...)
	if len(args) < 2 || len(args) > 3 {
		fs.Usage()
		return 2
	}
	name := args[1]
	if len(constraint.ForSchema(name)) == 0 {
		fmt.Fprintf(stderr, "hounfour constraints: no constraint file for schema %q\n", name)
		return 2
	}
	data, err := readDocument(args[2:], stdin, limits.MaxBytes)
	if err == nil {
		err = checkShape(data, *limits)
	}
	if err != nil {
		fmt.Fprintln(stderr, "hounfour constraints:", err)
		return 2
	}
	rep, err := constraint.EvaluateSchema(name, data, constraint.WithBudget(limits.EvalBudget))
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
