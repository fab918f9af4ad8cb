package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/hounfour-go/hounfour/schemas"
)

// cmdSchemas writes the committed schema files (generated from the Go types
// by `go generate ./schemas` and checked for drift by the tests).
func cmdSchemas(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("schemas", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", ".", "output directory (created if missing)")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 {
		if err == nil {
			fmt.Fprintln(stderr, "hounfour schemas: unexpected arguments")
		}
		return 2
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(stderr, "hounfour schemas:", err)
		return 1
	}
	names := append(schemas.Names(), "index")
	for _, n := range names {
		file := n + ".schema.json"
		if n == "index" {
			file = "index.json"
		}
		if err := os.WriteFile(filepath.Join(*out, file), schemas.JSON(n), 0o644); err != nil {
			fmt.Fprintln(stderr, "hounfour schemas:", err)
			return 1
		}
	}
	fmt.Fprintf(stdout, "wrote %d schema files and index.json to %s\n", len(names)-1, *out)
	return 0
}

func cmdNames(args []string, stdout, stderr io.Writer) int {
	if len(args) != 0 {
		fmt.Fprintln(stderr, "usage: hounfour names")
		return 2
	}
	for _, n := range schemas.Names() {
		fmt.Fprintln(stdout, n)
	}
	return 0
}
