package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

func cmdValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) < 1 || len(args) > 2 {
		fmt.Fprint(stderr, "usage: hounfour validate <schema-name> [file|-]\n")
		return 2
	}
	name := args[0]
	if _, ok := schemas.Type(name); !ok {
		fmt.Fprintf(stderr, "hounfour validate: unknown schema %q (see hounfour names)\n", name)
		return 2
	}
	data, err := readDocument(args[1:], stdin)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour validate:", err)
		return 2
	}
	v, err := schemas.New(name)
	if err != nil {
		fmt.Fprintln(stderr, "hounfour validate:", err)
		return 2
	}
	err = hounfour.Decode(data, v)
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
		fmt.Fprintf(stdout, "invalid %s: %d violation(s)\n", name, len(verr.Violations))
		for _, x := range verr.Violations {
			fmt.Fprintf(stdout, "  %s [%s] %s\n", pointer(x.Path), x.Rule, x.Message)
		}
		return 1
	default:
		fmt.Fprintln(stderr, "hounfour validate:", err)
		return 2
	}
}

// readDocument reads the document named by the optional last argument: the
// file rest[0], or stdin when rest is empty or "-".
func readDocument(rest []string, stdin io.Reader) ([]byte, error) {
	if len(rest) == 0 || rest[0] == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(rest[0])
}

// pointer shows the document itself as "(document)" rather than "".
func pointer(p string) string {
	if p == "" {
		return "(document)"
	}
	return p
}
