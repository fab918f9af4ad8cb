// Command hounfour runs the library's golden vectors, validates documents
// against the protocol's schemas and writes the JSON Schema files.
//
// Usage:
//
//	hounfour vectors [-upstream dir] [-expected-failures file] [-v]
//	                                         run the golden vectors (and every upstream vector file); exit 1 on
//	                                         failure or on an upstream file the library has never seen
//	hounfour conformance [-upstream dir] [-expected-failures file] [-format text|json] [-v]
//	                                         run upstream's conformance suite; exit 1 on an unexplained failure
//	hounfour validate [limit flags] <schema-name> [file|-]
//	                                         validate one document; every violation; exit 1 if invalid
//	hounfour constraints check [limit flags] <schema-name> [file|-]
//	                                         every constraint's verdict; exit 1 if an error-severity rule fails
//	hounfour schemas [-o dir]                write the schema files and index.json
//	hounfour names                           list the schema names
//	hounfour audit -from DIR -to DIR [-reader strict|lax] [-format table|json]
//	                                         compare two releases' schema files; exit 1 if breaking for the reader
//	hounfour butterfreezone validate|generate [flags]
//	                                         check BUTTERFREEZONE.md (exit 0/1/2) or write it from the code
//
// The limit flags set hounfour.Limits (defaults: hounfour.DefaultLimits; 0 =
// the default, negative = no limit): -max-bytes (the input is read through a
// reader that stops one byte past it), -max-depth, -max-string-bytes,
// -max-digits, -max-members, -max-elements, -max-violations, -eval-budget.
//
// Exit status: 0 success, 1 failure (invalid document, failed vector), 2 usage error.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage:
  hounfour vectors [-upstream dir] [-expected-failures file] [-v]
                                            run the golden vectors (and every upstream vector file)
  hounfour conformance [-upstream dir] [-expected-failures file] [-format text|json] [-v]
                                            run upstream's conformance suite (default dir ../shared/upstream/vectors)
  hounfour validate [limit flags] <schema-name> [file|-]
                                            validate a document (stdin when no file or "-")
  hounfour constraints check [limit flags] <schema-name> [file|-]
                                            every constraint's verdict and message
  hounfour schemas [-o dir]                 write the JSON Schema files and index.json
  hounfour names                            list the schema names
  hounfour audit -from DIR -to DIR [-reader strict|lax] [-format table|json]
                                            compare two releases' schema files; exit 1 if breaking
  hounfour butterfreezone validate|generate [flags]
                                            check BUTTERFREEZONE.md or write it from the code
limit flags (hounfour.Limits; 0 = default, negative = no limit):
  -max-bytes -max-depth -max-string-bytes -max-digits -max-members
  -max-elements -max-violations -eval-budget
`

// run is main without the process: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "vectors":
		return cmdVectors(args[1:], stdout, stderr)
	case "conformance":
		return cmdConformance(args[1:], stdout, stderr)
	case "validate":
		return cmdValidate(args[1:], stdin, stdout, stderr)
	case "constraints":
		return cmdConstraints(args[1:], stdin, stdout, stderr)
	case "schemas":
		return cmdSchemas(args[1:], stdout, stderr)
	case "names":
		return cmdNames(args[1:], stdout, stderr)
	case "audit":
		return cmdAudit(args[1:], stdout, stderr)
	case "butterfreezone":
		return cmdButterfreezone(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "hounfour: unknown command %q\n%s", args[0], usage)
	return 2
}
