// Package threeway checks, for document vectors, that three verdicts agree
// with each vector's expectation: the library's Go validation, the library's
// generated schema file, and upstream v7.0.0's schema file — the last two
// evaluated by a real JSON Schema 2020-12 validator
// (santhosh-tekuri/jsonschema/v6) with the protocol's format rules
// registered (the library's rules for the library's files, upstream's for
// upstream's). A vector records an intended difference with "schema_valid" /
// "upstream_valid" and the COMPATIBILITY.md entry in "deviation"; the test
// asserts those verdicts too. It is used from tests only.
package threeway

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
	"github.com/hounfour-go/hounfour/wire"
)

// Library format rules (date-time must be a real calendar instant).
func libraryFormats(c *jsonschema.Compiler) {
	reg := func(name string, parse func(string) error) {
		c.RegisterFormat(&jsonschema.Format{Name: name, Validate: func(v any) error {
			s, ok := v.(string)
			if !ok {
				return nil
			}
			return parse(s)
		}})
	}
	reg(wire.FormatDateTime, func(s string) error { _, err := wire.ParseTimestamp(s); return err })
	reg(wire.FormatURI, func(s string) error { _, err := wire.ParseURI(s); return err })
	reg(wire.FormatUUID, func(s string) error { _, err := wire.ParseUUID(s); return err })
	c.AssertFormat()
}

// Upstream's format rules: lexical only (its runtime validator's regexes).
var (
	upDateTime = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`)
	upURI      = regexp.MustCompile("^https?://[^\n\r\u2028\u2029]")
	upUUID     = regexp.MustCompile(`(?i)^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
)

func upstreamFormats(c *jsonschema.Compiler) {
	reg := func(name string, re *regexp.Regexp) {
		c.RegisterFormat(&jsonschema.Format{Name: name, Validate: func(v any) error {
			if s, ok := v.(string); ok && !re.MatchString(s) {
				return fmt.Errorf("not upstream %s", name)
			}
			return nil
		}})
	}
	reg("date-time", upDateTime)
	reg("uri", upURI)
	reg("uuid", upUUID)
	c.AssertFormat()
}

func compile(url string, doc any, formats func(*jsonschema.Compiler)) (*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	formats(c)
	if err := c.AddResource(url, doc); err != nil {
		return nil, err
	}
	return c.Compile(url)
}

// OurSchema compiles the library's committed schema file of name in the
// files of contract c.
func OurSchema(c hounfour.Contract, name string) (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemas.JSONFor(c, name)))
	if err != nil {
		return nil, err
	}
	return compile(c.SchemaID(name), doc, libraryFormats)
}

// UpstreamSchema compiles upstream's schema file of name from dir. Upstream's
// files carry nested "$id"s (PascalCase names such as NftId), some repeated
// within one file, which strict 2020-12 compilers reject as duplicate ids.
// The loader removes every nested "$id" and rewrites the few "$ref"s that
// point at one into a JSON Pointer to the node that carried it; nothing
// else changes. ok is false when upstream has no file of that name.
func UpstreamSchema(dir, name string) (s *jsonschema.Schema, ok bool, err error) {
	data, err := os.ReadFile(filepath.Join(dir, name+".schema.json"))
	if os.IsNotExist(err) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, true, err
	}
	root, _ := doc.(map[string]any)
	ids := map[string]string{}
	var strip func(v any, ptr string, top bool)
	strip = func(v any, ptr string, top bool) {
		switch v := v.(type) {
		case map[string]any:
			if id, ok := v["$id"].(string); ok && !top {
				if _, seen := ids[id]; !seen {
					ids[id] = ptr
				}
				delete(v, "$id")
			}
			for k, x := range v {
				strip(x, codec.Join(ptr, k), false)
			}
		case []any:
			for i, x := range v {
				strip(x, fmt.Sprintf("%s/%d", ptr, i), false)
			}
		}
	}
	strip(root, "", true)
	var fix func(v any)
	fix = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if ref, ok := v["$ref"].(string); ok {
				if ptr, ok := ids[ref]; ok {
					v["$ref"] = "#" + ptr
				}
			}
			for _, x := range v {
				fix(x)
			}
		case []any:
			for _, x := range v {
				fix(x)
			}
		}
	}
	fix(root)
	s, err = compile(hounfour.SchemaID(name), doc, upstreamFormats)
	return s, true, err
}

// uncompilableUpstream lists upstream schema files that no 2020-12 compiler
// accepts even after the nested-$id rewrite, with the COMPATIBILITY.md entry
// that records it. Their vectors get the library's two verdicts only; Check
// fails if such a file starts to compile.
var uncompilableUpstream = map[string]string{
	// "$ref": "DelegationTreeNode" resolves only inside delegation-tree's file,
	// where the root node carries that id.
	"delegation-tree-node": "31",
}

// Check runs the three-way comparison over every document case of files.
// Upstream schema files are read from ../shared/upstream/schemas when present
// (their verdicts are skipped, with a log line, when the folder is absent).
func Check(t *testing.T, files []vectors.File) {
	t.Helper()
	upDir, err := upstreamdata.Lookup("schemas")
	if err != nil {
		upstreamdata.Absent(t, err, "upstream's schema files (checking the library's two verdicts only)")
	}
	devs := deviations(t)
	compared := 0
	for _, f := range files {
		if !f.IsDocument() {
			continue
		}
		// The generated schema of each contract the file's cases run under
		// (a schema only contract 8.x has is compiled for 8.7.0 alone).
		ours := map[hounfour.Contract]*jsonschema.Schema{}
		compiled := true
		for _, k := range caseContracts(f) {
			s, err := OurSchema(k, f.Schema)
			if err != nil {
				t.Errorf("%s: compile generated schema of %s: %v", f.Schema, k, err)
				compiled = false
			}
			ours[k] = s
		}
		if !compiled {
			continue
		}
		var up *jsonschema.Schema
		if upDir != "" {
			var ok bool
			up, ok, err = UpstreamSchema(upDir, f.Schema)
			dev, broken := uncompilableUpstream[f.Schema]
			switch {
			case err != nil && broken:
				if !devs[dev] {
					t.Errorf("%s: deviation %q is not listed in COMPATIBILITY.md", f.Schema, dev)
				}
				t.Logf("%s: upstream's file does not compile (deviation %s): comparing the library's two verdicts only", f.Schema, dev)
				up = nil
			case err != nil:
				t.Errorf("%s: compile upstream schema: %v", f.Schema, err)
				continue
			case broken && ok:
				t.Errorf("%s: upstream's file compiles now: remove it from uncompilableUpstream", f.Schema)
			}
			if !ok {
				up = nil
			}
		}
		for _, c := range f.Cases {
			contracts := hounfour.Contracts()
			if c.Contract != "" {
				contracts = []hounfour.Contract{c.Contract}
			}
			for _, k := range contracts {
				compared += checkCase(t, f, c, k, ours[k], up, devs)
			}
		}
	}
	if compared == 0 {
		t.Error("no document case was compared")
	}
	t.Logf("three-way verdicts compared on %d documents", compared)
}

// caseContracts returns the contracts the cases of f run under, in the
// order of hounfour.Contracts: a case's own contract, or every contract.
func caseContracts(f vectors.File) []hounfour.Contract {
	need := map[hounfour.Contract]bool{}
	for _, c := range f.Cases {
		if c.Contract != "" {
			need[c.Contract] = true
			continue
		}
		for _, k := range hounfour.Contracts() {
			need[k] = true
		}
	}
	var ks []hounfour.Contract
	for _, k := range hounfour.Contracts() {
		if need[k] {
			ks = append(ks, k)
		}
	}
	return ks
}

// checkCase compares the verdicts on one case under contract k: the
// library's, its generated schema file's (ours) and, under 7.0.0 when up is
// not nil, upstream 7.0.0's schema file's. It returns 1 when the schema
// verdicts were compared.
func checkCase(t *testing.T, f vectors.File, c vectors.Case, k hounfour.Contract, ours, up *jsonschema.Schema, devs map[string]bool) int {
	t.Helper()
	compared := 0
	if k != hounfour.Contract700 {
		up = nil // upstream's files here are 7.0.0's
	}
	{
		{
			name := f.Path + "/" + c.ID + " under " + string(k)
			doc := c.Document()
			goValid := schemas.ValidateWith(f.Schema, doc, c.OptionsFor(k)) == nil
			if goValid != *c.Valid {
				t.Errorf("%s: Go verdict %v, vector says %v", name, goValid, *c.Valid)
			}
			if c.Deviation != "" && !devs[c.Deviation] {
				t.Errorf("%s: deviation %q is not listed in COMPATIBILITY.md", name, c.Deviation)
			}
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
			if err != nil || !json.Valid(doc) {
				// Not a JSON text for a schema validator: only the Go verdict
				// (a json-syntax violation) applies.
				if goValid {
					t.Errorf("%s: text rejected by a JSON parser but valid for Go", name)
				}
				return compared
			}
			compared++
			want := *c.Valid
			if c.SchemaValid != nil {
				want = *c.SchemaValid
			}
			if got := ours.Validate(inst) == nil; got != want {
				t.Errorf("%s: generated schema verdict %v, want %v", name, got, want)
			}
			if up == nil {
				return compared
			}
			want = *c.Valid
			if c.UpstreamValid != nil {
				want = *c.UpstreamValid
				// A difference needs a deviation reference, unless the
				// library's own file gives upstream's verdict too: then it is
				// a rule no schema file expresses (a cross-field rule both
				// runtimes enforce), not a deviation.
				inexpressible := c.SchemaValid != nil && *c.SchemaValid == want
				if want != *c.Valid && c.Deviation == "" && !inexpressible {
					t.Errorf("%s: upstream verdict differs without a deviation reference", name)
				}
			}
			if got := up.Validate(inst) == nil; got != want {
				t.Errorf("%s: upstream schema verdict %v, want %v", name, got, want)
			}
		}
	}
	return compared
}

// deviations reads the numbered entries of COMPATIBILITY.md ("| 13 | …").
func deviations(t *testing.T) map[string]bool {
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, "COMPATIBILITY.md"))
	if err != nil {
		t.Fatalf("COMPATIBILITY.md: %v", err)
	}
	out := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\| *(\d+) *\|`).FindAllSubmatch(data, -1) {
		out[string(m[1])] = true
	}
	return out
}
