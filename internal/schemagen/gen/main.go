// Command gen writes the schema files and index.json of every registered
// document type into a directory (go generate ./schemas runs it).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hounfour-go/hounfour/internal/codec"
	_ "github.com/hounfour-go/hounfour/internal/domains"
	"github.com/hounfour-go/hounfour/internal/schemagen"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

func main() {
	out := flag.String("o", ".", "output directory")
	contract := flag.String("contract", "", "the contract the files describe (default: the library's default contract)")
	flag.Parse()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen: module root:", err)
		os.Exit(1)
	}
	g, err := schemagen.New(root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if *contract != "" {
		c, err := codec.ParseVersion(*contract)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gen: -contract:", err)
			os.Exit(2)
		}
		g = g.For(c)
	}
	files, err := g.All()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	for name, data := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(*out, name)), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, name), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
	}
}
