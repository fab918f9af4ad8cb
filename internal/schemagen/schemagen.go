// Package schemagen generates the library's JSON Schema files from the Go document
// types by reflection with invopop/jsonschema. Member constraints come from the
// same struct tags the validator reads (through internal/codec), so the files and
// Validate cannot drift apart silently. It is used by `go generate ./schemas`, the
// drift test and the CLI; the type packages never import it.
package schemagen

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/internal/schemagen/names"
	"github.com/hounfour-go/hounfour/wire"
)

// Module is the import path of the module.
const Module = "github.com/hounfour-go/hounfour"

// GeneratedAt is the constant generated_at of index.json (upstream v7.0.0's
// index timestamp) so regeneration is byte-stable.
const GeneratedAt = "2026-02-17T09:30:38.622Z"

const draft = "https://json-schema.org/draft/2020-12/schema"

// Generator builds schema files. Field descriptions are taken from the Go doc
// comments of the struct fields when the module source is available.
type Generator struct {
	comments map[string]string
	pkgs     map[string]*pkgSource // rule declarations, by package path
	contract codec.Version         // the contract the files describe (zero: codec.DefaultContract)
}

// For returns a generator of the files of contract c: members, vocabulary
// values and document types a later contract introduced are left out.
func (g *Generator) For(c codec.Version) *Generator {
	h := *g
	h.contract = c
	return &h
}

// hc is the generator's contract as a hounfour.Contract.
func (g *Generator) hc() hounfour.Contract { return hounfour.Contract(g.Contract().String()) }

// Contract returns the contract the generator's files describe.
func (g *Generator) Contract() codec.Version { return g.contract.Or() }

// New returns a generator. sourceRoot is the module root holding the Go
// sources for field descriptions; "" generates without them.
func New(sourceRoot string) (*Generator, error) {
	g := &Generator{comments: map[string]string{}}
	if sourceRoot == "" {
		return g, nil
	}
	err := filepath.WalkDir(sourceRoot, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if p != sourceRoot && (strings.HasPrefix(name, ".") || name == "testdata" || name == "cmd") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(sourceRoot, filepath.Dir(p))
		if err != nil {
			return err
		}
		pkg := Module
		if rel != "." {
			pkg += "/" + filepath.ToSlash(rel)
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		collectFieldComments(f, pkg, g.comments)
		g.collectRuleSources(f, pkg)
		return nil
	})
	return g, err
}

func collectFieldComments(f *ast.File, pkg string, out map[string]string) {
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, spec := range gd.Specs {
			// Unexported types too: the wire forms of object primitives
			// (codec.RegisterObject) are unexported structs.
			ts, ok := spec.(*ast.TypeSpec)
			if !ok {
				continue
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				continue
			}
			for _, fld := range st.Fields.List {
				txt := fld.Doc.Text()
				if txt == "" {
					txt = fld.Comment.Text()
				}
				txt = strings.Join(strings.Fields(txt), " ")
				for _, n := range fld.Names {
					if n.IsExported() && txt != "" {
						out[pkg+"."+ts.Name.Name+"."+n.Name] = txt
					}
				}
			}
		}
	}
}

// Names returns the schema names of the default contract (the set the
// schema files are written for), ascending. A document type a later
// contract introduced (codec.Meta.Since) is in NamesFor of that contract.
func Names() []string { return NamesFor(0) }

// NamesFor returns the schema names of contract c (zero: the default
// contract), ascending.
func NamesFor(c codec.Version) []string {
	var out []string
	for _, n := range names.All() {
		if t, _ := codec.TypeOf(n); codec.TypeSince(t).In(c) {
			out = append(out, n)
		}
	}
	return out
}

var primitive = map[reflect.Type]func() *jsonschema.Schema{
	reflect.TypeFor[wire.Timestamp](): func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Format: wire.FormatDateTime} },
	reflect.TypeFor[wire.URI]():       func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Format: wire.FormatURI} },
	reflect.TypeFor[wire.UUID]():      func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Format: wire.FormatUUID} },
	reflect.TypeFor[wire.Semver]():    func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Pattern: wire.SemverPattern} },
	reflect.TypeFor[wire.MicroUSD]():  func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Pattern: wire.MicroUSDPattern} },
	reflect.TypeFor[wire.MicroUSDUnsigned](): func() *jsonschema.Schema {
		return &jsonschema.Schema{Type: "string", Pattern: wire.MicroUSDUnsignedPattern}
	},
	reflect.TypeFor[wire.MicroUSDC](): func() *jsonschema.Schema {
		return &jsonschema.Schema{Type: "string", Pattern: wire.MicroUSDCPattern}
	},
	reflect.TypeFor[wire.Address]():    func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Pattern: wire.AddressPattern} },
	reflect.TypeFor[wire.NftID]():      func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Pattern: wire.NftIDPattern} },
	reflect.TypeFor[wire.ULID]():       func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Pattern: wire.ULIDPattern} },
	reflect.TypeFor[wire.AccountID]():  func() *jsonschema.Schema { return &jsonschema.Schema{Type: "string", Pattern: wire.AccountIDPattern} },
	reflect.TypeFor[json.RawMessage](): func() *jsonschema.Schema { return &jsonschema.Schema{} },
}

func (g *Generator) reflector() *jsonschema.Reflector {
	r := &jsonschema.Reflector{
		Anonymous:      true,
		ExpandedStruct: true,
		CommentMap:     g.comments,
		LookupComment:  g.genericComment,
		Namer:          defName,
		Mapper: func(t reflect.Type) *jsonschema.Schema {
			if f, ok := primitive[t]; ok {
				return f()
			}
			if f, ok := codec.RawFormOf(t); ok {
				s := &jsonschema.Schema{}
				if err := json.Unmarshal([]byte(f.Schema), s); err != nil {
					panic("schemagen: the raw form schema of " + t.String() + ": " + err.Error())
				}
				return s
			}
			if wt := codec.WireType(t); wt != t {
				return g.wireForm(wt)
			}
			if vals, ok := enum.Lookup(t); ok {
				s := &jsonschema.Schema{Type: "string"}
				since := enum.LookupSince(t)
				for _, v := range vals {
					if since != nil && !codec.MustParseVersion(orV(since[v])).In(g.contract) {
						continue
					}
					s.Enum = append(s.Enum, v)
				}
				if o, ok := enum.LookupOpen(t); ok {
					// An open vocabulary: its values, or a string matching
					// its pattern.
					u := &jsonschema.Schema{}
					for _, v := range s.Enum {
						u.AnyOf = append(u.AnyOf, &jsonschema.Schema{Const: v, Type: "string"})
					}
					u.AnyOf = append(u.AnyOf, &jsonschema.Schema{Pattern: o.Pattern, Description: o.Description, Type: "string"})
					return u
				}
				return s
			}
			if t.Kind() == reflect.Struct && codec.GenInfo(t).Kind == codec.GenText {
				// A text primitive of a domain package: a string, which
				// the member's own tags constrain.
				return &jsonschema.Schema{Type: "string"}
			}
			if t.Kind() != reflect.Struct && t.Kind() != reflect.Pointer {
				if c := codec.TypeConstraints(t); c.Minimum != nil || c.Maximum != nil {
					s := &jsonschema.Schema{Type: jsonType(t)}
					applyNumber(s, c)
					return s
				}
			}
			return nil
		},
	}
	return r
}

// wireForm returns the inline schema of the wire form wt of an object
// primitive (codec.RegisterObject), a member's schema wherever the primitive
// is used. The patcher completes it like any object.
func (g *Generator) wireForm(wt reflect.Type) *jsonschema.Schema {
	s := g.reflector().ReflectFromType(wt)
	if len(s.Definitions) > 0 {
		panic("schemagen: the wire form " + wt.String() + " must not have nested struct members")
	}
	s.Version, s.ID, s.Definitions = "", "", nil
	return s
}

// genericComment finds the field comments of a generic type's
// instantiation (reflect names it "DomainEvent[encoding/json.RawMessage]")
// under the generic type's declared name.
func (g *Generator) genericComment(t reflect.Type, field string) string {
	n := t.Name()
	i := strings.IndexByte(n, '[')
	if i < 0 || field == "" {
		return ""
	}
	return g.comments[t.PkgPath()+"."+n[:i]+"."+field]
}

// defName names $defs entries: the Go type name, with the type arguments of
// generic instantiations spelled out readably.
func defName(t reflect.Type) string {
	n := t.Name()
	if i := strings.IndexByte(n, '['); i >= 0 {
		args := n[i+1 : len(n)-1]
		var parts []string
		for _, a := range strings.Split(args, ",") {
			a = a[strings.LastIndexByte(a, '/')+1:]
			a = strings.ReplaceAll(a, ".", "")
			parts = append(parts, a)
		}
		n = n[:i] + "Of" + strings.Join(parts, "And")
	}
	return n
}

// orV returns a since text, or "0.0.0" for none (every contract).
func orV(since string) string {
	if since == "" {
		return "0.0.0"
	}
	return since
}

func jsonType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	}
	return "integer"
}

// Schema returns the schema file of a registered name (indented, newline
// terminated).
func (g *Generator) Schema(name string) ([]byte, error) {
	t, ok := codec.TypeOf(name)
	if !ok {
		return nil, fmt.Errorf("schemagen: unknown schema %q", name)
	}
	r := g.reflector()
	var s *jsonschema.Schema
	if u := codec.UnionOf(t); u != nil {
		s = g.union(r, u)
	} else {
		s = r.ReflectFromType(codec.WireType(t))
		p := patcher{defs: s.Definitions, done: map[string]bool{}, contract: g.contract}
		p.value(s, t, unconstrained)
		g.applyHints(r, s, t, &p)
		if _, ok := s.Definitions[defName(t)]; !ok {
			// A recursive root type (a tree node whose children are nodes) is
			// expanded at the top, so its self-references point at the root.
			selfRef(s, "#/$defs/"+defName(t))
		}
	}
	desc, comment, _ := codec.Describe(t)
	s.Version = draft
	s.ID = jsonschema.ID(g.hc().SchemaID(name))
	head := "contract_version=" + g.Contract().String() + ", min_supported=" + hounfour.MinSupportedVersion
	for _, c := range []string{comment, s.Comments} {
		if c != "" {
			head = strings.TrimSuffix(head, ".") + ". " + c
		}
	}
	s.Comments = head
	s.Description = desc
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// union builds the schema of a discriminated union (codec.Union): oneOf the
// variants' object schemas, each patched like a document of its own. Each
// variant fixes the discriminator member with "const", so exactly one
// variant can match; the discriminator's name is stated in $comment, not in
// upstream's non-standard "discriminator" keyword, which strict validators
// reject. Nested definitions of all variants share one $defs.
func (g *Generator) union(r *jsonschema.Reflector, u *codec.Union) *jsonschema.Schema {
	s := &jsonschema.Schema{Definitions: jsonschema.Definitions{}}
	for _, vt := range u.Variants {
		v := r.ReflectFromType(vt)
		for name, d := range v.Definitions {
			s.Definitions[name] = d
		}
		v.Definitions, v.Version, v.ID = nil, "", ""
		p := patcher{defs: s.Definitions, done: map[string]bool{}, contract: g.contract}
		p.value(v, vt, unconstrained)
		s.OneOf = append(s.OneOf, v)
	}
	if len(s.Definitions) == 0 {
		s.Definitions = nil
	}
	s.Comments = "discriminator: " + u.Discriminator + " (each variant fixes it with const)"
	return s
}

// Index returns index.json.
func (g *Generator) Index() ([]byte, error) {
	type entry struct {
		Name        string `json:"name"`
		ID          string `json:"$id"`
		File        string `json:"file"`
		Description string `json:"description"`
		// CrossFieldRules are the rules the schema file does not express.
		CrossFieldRules []Rule `json:"cross_field_rules"`
	}
	idx := struct {
		Schema              string  `json:"$schema"`
		Version             string  `json:"version"`
		MinSupportedVersion string  `json:"min_supported_version"`
		GeneratedAt         string  `json:"generated_at,omitempty"` // 7.0.0's index only
		Schemas             []entry `json:"schemas"`
		// BoundaryRules apply to every document, whatever its schema.
		BoundaryRules []BoundaryRule `json:"boundary_rules"`
	}{
		Schema:              hounfour.SchemaBaseURL + "/index",
		Version:             g.Contract().String(),
		MinSupportedVersion: hounfour.MinSupportedVersion,
		Schemas:             []entry{},
		BoundaryRules:       BoundaryRules,
	}
	if g.Contract() == codec.Contract700 {
		idx.GeneratedAt = GeneratedAt
		// Contract 7.0.0 has no type that leaves checks to the caller.
		idx.BoundaryRules = BoundaryRules[:len(BoundaryRules)-len(deferralRules)]
	}
	byType := g.typeRules()
	for _, n := range g.names() {
		t, _ := codec.TypeOf(n)
		desc, _, _ := codec.Describe(t)
		rules := schemaRules(t, byType, g.contract)
		if rules == nil {
			rules = []Rule{}
		}
		idx.Schemas = append(idx.Schemas, entry{n, g.hc().SchemaID(n), n + ".schema.json", desc, rules})
	}
	data, err := json.MarshalIndent(idx, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// names returns the schema names of the generator's contract, ascending:
// the registered document types the contract has.
func (g *Generator) names() []string {
	var out []string
	for _, n := range Names() {
		if t, ok := codec.TypeOf(n); ok && codec.TypeSince(t).In(g.contract) {
			out = append(out, n)
		}
	}
	return out
}

// All returns every file (schema files and index.json) by file name (a
// path below the contract's folder: commons/… for the commons types).
func (g *Generator) All() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, n := range g.names() {
		b, err := g.Schema(n)
		if err != nil {
			return nil, err
		}
		out[n+".schema.json"] = b
	}
	b, err := g.Index()
	if err != nil {
		return nil, err
	}
	out["index.json"] = b
	return out, nil
}

// selfRef rewrites every reference to ref into a reference to the document
// root ("#"), in the subschema positions the generator produces.
func selfRef(s *jsonschema.Schema, ref string) {
	if s == nil {
		return
	}
	if s.Ref == ref {
		s.Ref = "#"
	}
	if s.Properties != nil {
		for pair := s.Properties.Oldest(); pair != nil; pair = pair.Next() {
			selfRef(pair.Value, ref)
		}
	}
	selfRef(s.Items, ref)
	selfRef(s.AdditionalProperties, ref)
	for _, sub := range s.AnyOf {
		selfRef(sub, ref)
	}
	for _, sub := range s.OneOf {
		selfRef(sub, ref)
	}
	for _, d := range s.Definitions {
		selfRef(d, ref)
	}
}
