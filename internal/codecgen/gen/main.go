// Command gen writes the generated files zz_codec.go and zz_methods.go of
// every package declaring a planned struct type (go generate
// ./internal/domains runs it).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hounfour-go/hounfour/internal/codecgen"
	_ "github.com/hounfour-go/hounfour/internal/domains"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

func main() {
	flag.Parse()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, "codecgen: module root:", err)
		os.Exit(1)
	}
	files, err := codecgen.Generate(codecgen.Roots())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for rel, data := range files {
		if err := os.WriteFile(filepath.Join(root, rel), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "codecgen:", err)
			os.Exit(1)
		}
	}
}
