// Command manifest writes the document vectors as one JSON file for the
// JavaScript and Python schema checks beside it: every document case of the
// library's golden vectors and, when the shared data folder is present, of
// upstream v7.0.0's vectors, with the verdict a JSON Schema validator must
// give on the library's schema file and the library's own verdict and rule
// ids.
//
// Usage (from the module root):
//
//	go run ./scripts/schema-check/manifest > manifest.json
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// Case is one document vector.
type Case struct {
	Schema string `json:"schema"`
	Source string `json:"source"` // "ours" or "upstream"
	ID     string `json:"id"`
	Text   string `json:"text"`
	// Expect is the verdict of the library's schema file: the vector's
	// schema_valid when given, else its valid.
	Expect bool `json:"expect"`
	// GoValid is the library's verdict; Rules are its violations' rule ids.
	GoValid   bool     `json:"go_valid"`
	Rules     []string `json:"rules,omitempty"`
	Deviation string   `json:"deviation,omitempty"`
}

// Manifest is the file written.
type Manifest struct {
	Upstream string `json:"upstream"` // "ran" or why not
	Cases    []Case `json:"cases"`
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "manifest:", err)
		os.Exit(1)
	}
}

// contract is the contract whose schema files the manifest is for: its
// cases are the vectors that hold under it, with the library's verdict
// under it.
var contract hounfour.Contract

func run() error {
	flag.TextVar(&contract, "contract", hounfour.Contract(hounfour.ContractVersion), "the contract of the schema files checked: 7.0.0 or 8.7.0")
	flag.Parse()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		return err
	}
	m := Manifest{Upstream: "ran"}
	m.add("ours", files)
	if contract != hounfour.Contract700 {
		// Upstream's vectors here are 7.0.0's, checked with the 7.0.0 files.
		m.Upstream = "not for contract " + string(contract)
	} else if dir, err := upstreamdata.Lookup("vectors"); err == nil {
		up, _, err := vectors.LoadUpstream(dir)
		if err != nil {
			return err
		}
		m.add("upstream", up)
	} else {
		m.Upstream = "absent: " + err.Error()
		fmt.Fprintln(os.Stderr, "manifest: upstream vectors absent, writing the library's vectors only:", err)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	return enc.Encode(m)
}

func (m *Manifest) add(source string, files []vectors.File) {
	for _, f := range files {
		if !f.IsDocument() {
			continue
		}
		for _, c := range f.Cases {
			if c.Contract != "" && c.Contract != contract {
				continue
			}
			doc := c.Document()
			if !json.Valid(doc) {
				continue // not a JSON text: no schema validator sees it
			}
			x := Case{Schema: f.Schema, Source: source, ID: f.Path + "/" + c.ID, Text: string(doc), Deviation: c.Deviation}
			x.Expect = *c.Valid
			if c.SchemaValid != nil {
				x.Expect = *c.SchemaValid
			}
			err := schemas.ValidateWith(f.Schema, doc, hounfour.Options{Contract: contract})
			x.GoValid = err == nil
			var verr *hounfour.ValidationError
			if errors.As(err, &verr) {
				for _, v := range verr.Violations {
					x.Rules = append(x.Rules, v.Rule)
				}
			}
			m.Cases = append(m.Cases, x)
		}
	}
}
