package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/hounfour-go/hounfour/schemas"
)

// cmdSchemas writes the committed schema files (generated from the Go types
// by `go generate ./schemas` and checked for drift by the tests).
func cmdSchemas(args []string, stdout, stderr io.Writer) int {
	c := newCommand("schemas", "", "Write every JSON Schema file of a contract and its index.json (with each\nschema's cross-field rules) to a folder.", 0, 0).withContract()
	out := c.fs.String("o", ".", "output directory (created if missing)")
	if _, code, done := c.parse(args, stdout, stderr); done {
		return code
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(stderr, "hounfour schemas:", err)
		return exitFail
	}
	names := append(schemas.NamesFor(*c.contract), "index")
	for _, n := range names {
		file := n + ".schema.json"
		if n == "index" {
			file = "index.json"
		}
		path := filepath.Join(*out, filepath.FromSlash(file))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			fmt.Fprintln(stderr, "hounfour schemas:", err)
			return exitFail
		}
		if err := os.WriteFile(path, schemas.JSONFor(*c.contract, n), 0o644); err != nil {
			fmt.Fprintln(stderr, "hounfour schemas:", err)
			return exitFail
		}
	}
	fmt.Fprintf(stdout, "wrote %d schema files and index.json to %s\n", len(names)-1, *out)
	return exitOK
}

func cmdNames(args []string, stdout, stderr io.Writer) int {
	c := newCommand("names", "", "List the schema names of a contract, one a line.", 0, 0).withContract()
	if _, code, done := c.parse(args, stdout, stderr); done {
		return code
	}
	for _, n := range schemas.NamesFor(*c.contract) {
		fmt.Fprintln(stdout, n)
	}
	return exitOK
}
