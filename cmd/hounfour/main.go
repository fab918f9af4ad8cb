// Command hounfour runs the library's golden vectors, validates documents
// against the protocol's schemas and writes the JSON Schema files; it also
// runs upstream's conformance suite, audits the changes between two
// releases' schema files, and checks or writes BUTTERFREEZONE.md.
//
// Usage:
//
//	hounfour vectors [limit flags] [-upstream dir [-parity file]] [-expected-failures file] [-v] [--format json]
//	                                         run the golden vectors (and every upstream vector file); per-schema
//	                                         table; which sets ran; exit 1 on failure or on an upstream file the
//	                                         library has never seen
//	hounfour validate [limit flags] [--format json] <schema-name> [file|-]
//	                                         validate one document; every violation
//	hounfour constraints check [limit flags] [--format json] <schema-name> [file|-]
//	                                         every constraint's verdict, and validate's verdict on the rest
//	hounfour schemas [-o dir]                write the schema files and index.json
//	hounfour names                           list the schema names
//	hounfour conformance [limit flags] [-upstream dir] [-expected-failures file] [--format json] [-v]
//	                                         run upstream's conformance suite; exit 1 on an unexplained failure
//	hounfour parity [--emit-manifest] [-o file] <vectors-dir>
//	                                         the cross-runner parity protocol over upstream 8.7.0's vectors:
//	                                         a summary, or the result file; exit 1 on a fail
//	hounfour audit -from DIR -to DIR [-reader strict|lax] [--format table|json]
//	                                         compare two releases' schema files; exit 1 if breaking for the reader
//	hounfour butterfreezone validate|generate [flags] [--format json]
//	                                         check BUTTERFREEZONE.md or write it from the code
//	hounfour version [--format json]         module version and contract version
//
// Every command takes -h. Flags may come before or after the arguments.
//
// The limit flags set hounfour.Limits (defaults: hounfour.DefaultLimits; 0 =
// the default, negative = no limit): -max-bytes (the input is read through a
// reader that stops one byte past it), -max-depth, -max-string-bytes,
// -max-digits, -max-members, -max-elements, -max-violations, -eval-budget.
//
// Exit status, for every command:
//
//	0  success: the document is valid, no error-severity constraint fails,
//	   every vector that ran passed, the files were written
//	1  failure: an invalid document, a failing error-severity constraint, a
//	   failed vector, an audit that is breaking for -reader, files that
//	   could not be written (schemas)
//	2  usage error, reported before any work: an unknown command, flag or
//	   schema, a wrong number of arguments, an unreadable file or folder, a
//	   document that is not JSON (constraints check)
//
// butterfreezone validate keeps its own verdicts: 0 every check passed, 1 a
// check failed (with -strict also a warning), 2 warnings only (a usage error
// is 2 as well); butterfreezone generate exits 1 when it cannot write the
// document.
//
// A usage error prints the message and the command's usage on stderr; -h
// prints the usage on stdout and exits 0. --format json (also written
// -format json) gives the machine-readable output of vectors, validate,
// constraints, conformance, audit, butterfreezone and version.
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
  hounfour vectors [limit flags] [-upstream dir [-parity file]] [-expected-failures file] [-v] [--format json]
                                                            run the golden vectors (and every upstream vector file)
  hounfour validate [limit flags] [--format json] <schema-name> [file|-]
                                                            validate a document (stdin when no file or "-")
  hounfour constraints check [limit flags] [--format json] <schema-name> [file|-]
                                                            every constraint's verdict and message
  hounfour schemas [-o dir]                                 write the JSON Schema files and index.json
  hounfour names                                            list the schema names
  hounfour conformance [limit flags] [-upstream dir] [-expected-failures file] [--format json] [-v]
                                            run upstream's conformance suite (default dir ../shared/upstream/vectors)
  hounfour parity [--emit-manifest] [-o file] <vectors-dir>
                                                            cross-runner parity: summary or result file
  hounfour audit -from DIR -to DIR [-reader strict|lax] [--format table|json]
                                            compare two releases' schema files; exit 1 if breaking
  hounfour butterfreezone validate|generate [flags] [--format json]
                                            check BUTTERFREEZONE.md (exit 0 pass, 1 fail, 2 warnings only)
                                            or write it from the code
  hounfour version [--format json]                          module and contract version

limit flags (hounfour.Limits; 0 = default, negative = no limit):
  -max-bytes -max-depth -max-string-bytes -max-digits -max-members
  -max-elements -max-violations -eval-budget

Every command takes -h. Exit status: 0 success, 1 failure, 2 usage error
(butterfreezone validate: 2 also means warnings only).
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
	case "parity":
		return cmdParity(args[1:], stdout, stderr)
	case "validate":
		return cmdValidate(args[1:], stdin, stdout, stderr)
	case "constraints":
		return cmdConstraints(args[1:], stdin, stdout, stderr)
	case "schemas":
		return cmdSchemas(args[1:], stdout, stderr)
	case "names":
		return cmdNames(args[1:], stdout, stderr)
	case "version":
		return cmdVersion(args[1:], stdout, stderr)
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
