package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

func cmdValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, limits := commandFlags("validate", "usage: hounfour validate [limit flags] <schema-name> [file|-]\n", stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	args = fs.Args()
	if len(args) < 1 || len(args) > 2 {
		fs.Usage()
		return 2
	}
	name := args[0]
	if _, ok := schemas.Type(name); !ok {
		fmt.Fprintf(stderr, "hounfour validate: unknown schema %q (see hounfour names)\n", name)
		return 2
	}
	data, err := readDocument(args[1:], stdin, limits.MaxBytes)
	var large errTooLarge
	if errors.As(err, &large) {
		printViolations(stdout, name, []hounfour.Violation{large.violation()})
		return 1
	}
	if err != nil {
		fmt.Fprintln(stderr, "hounfour validate:", err)
		return 2
	}
	v, err := schemas.New(name)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour validate:", err)
		return 2
	}
	err = hounfour.DecodeWithLimits(data, v, *limits)
	var verr *hounfour.ValidationError
	switch {
	case err == nil:
		fmt.Fprintf(stdout, "valid %s\n", name)
		if w, ok := v.(interface{ Warnings() []hounfour.Warning }); ok {
			for _, x := range w.Warnings() {
				fmt.Fprintf(stdout, "warning %s [%s] %s\n", pointer(x.Path), x.Rule, x.Message)
			}
		}
		return 0
	case errors.As(err, &verr):
		printViolations(stdout, name, verr.Violations)
		return 1
	default:
		fmt.Fprintln(stderr, "hounfour validate:", err)
		return 2
	}
}

func printViolations(w io.Writer, name string, vs []hounfour.Violation) {
	fmt.Fprintf(w, "invalid %s: %d violation(s)\n", name, len(vs))
	for _, x := range vs {
		fmt.Fprintf(w, "  %s [%s] %s\n", pointer(x.Path), x.Rule, x.Message)
	}
}

// pointer shows the document itself as "(document)" rather than "".
func pointer(p string) string {
	if p == "" {
		return "(document)"
	}
	return p
}
