// Package codecgen writes the generated codecs: per package that declares
// planned struct types, one file zz_codec.go with a decoder specialised for
// each of them (see internal/codec, generated.go, for what such a decoder
// must do), and one file zz_methods.go with the methods of its document
// types (methods.go). It reads the same plans the reflective codec interprets, so a
// type is declared once, with struct tags, hf tags and codec registrations,
// and go generate (internal/codecgen/gen, built with the tag codecgen, which
// leaves zz_codec.go out) rewrites the files. The type
// packages never import this package; TestNoDrift fails when a committed
// file differs from what the generator writes now.
package codecgen

import (
	"bytes"
	"fmt"
	"go/format"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Module is the import path of the module the generated files belong to.
const Module = "github.com/hounfour-go/hounfour"

// FileName is the name of the generated file in each package.
const FileName = "zz_codec.go"

const codecPath = Module + "/internal/codec"

// emitters are called, in order, for every struct type of a generated file,
// after the decoder emitter (decodeEmitter, always first). An emitter writes
// package-level code with g.P, declares the package variables it needs with
// g.Var (initialised in the file's setup function, which runs once before
// the first decode), imports with g.Import, names types with g.TypeName and
// reads the plan of any type with g.Info (fields with their JSON names,
// Go names, requiredness, kinds, element types, hf checks, enum values,
// ignoreUnknown). A file that cannot express something for a type should
// emit code that declines (the reflective path then serves the type). Other
// files of this package append to it from an init function.
var emitters = []func(g *Gen, t reflect.Type){decodeEmitter}

// Gen writes one generated file: the code of one package.
type Gen struct {
	// Pkg is the import path of the package written.
	Pkg string
	// PkgName is its package name.
	PkgName string
	// Types are the package's struct types the file covers, in the order
	// they are written.
	Types []reflect.Type

	body    bytes.Buffer
	helpers bytes.Buffer      // functions shared by the file's code, written last
	helped  map[string]string // helper key → name
	setup   bytes.Buffer
	vars    bytes.Buffer
	imports map[string]string // import path → name used in the file
	used    map[string]bool   // names taken (imports, helpers)
	varKeys map[string]string // var type and initialiser → name (shared)
	infos   map[reflect.Type]codec.GenType
	own     map[reflect.Type]bool // types of Types
}

// P writes one line of package-level code (format and args as fmt.Sprintf).
func (g *Gen) P(format string, args ...any) {
	fmt.Fprintf(&g.body, format, args...)
	g.body.WriteByte('\n')
}

// Helper returns the name of the file's helper function known by key,
// calling write(name) to write it with g.H the first time; the name starts
// with prefix.
func (g *Gen) Helper(key, prefix string, write func(name string)) string {
	if n, ok := g.helped[key]; ok {
		return n
	}
	n := g.Unique(prefix)
	g.helped[key] = n
	write(n)
	return n
}

// H writes one line of a helper function (see Helper).
func (g *Gen) H(format string, args ...any) {
	fmt.Fprintf(&g.helpers, format, args...)
	g.helpers.WriteByte('\n')
}

// Import makes the file import path and returns the name to use for it.
func (g *Gen) Import(path string) string {
	if n, ok := g.imports[path]; ok {
		return n
	}
	base := path[strings.LastIndexByte(path, '/')+1:]
	return g.importAs(path, base)
}

func (g *Gen) importAs(path, base string) string {
	if n, ok := g.imports[path]; ok {
		return n
	}
	n := base
	for i := 2; g.used[n]; i++ {
		n = fmt.Sprintf("%s%d", base, i)
	}
	g.used[n] = true
	g.imports[path] = n
	return n
}

// Unique returns a package-level name starting with prefix that no other
// helper of the file uses.
func (g *Gen) Unique(prefix string) string {
	n := prefix
	for i := 2; g.used[n]; i++ {
		n = fmt.Sprintf("%s%d", prefix, i)
	}
	g.used[n] = true
	return n
}

// Var declares a package variable of type typ set to init in the file's
// setup function, and returns its name; the same typ and init share one
// variable.
func (g *Gen) Var(prefix, typ, init string) string {
	key := typ + "=" + init
	if n, ok := g.varKeys[key]; ok {
		return n
	}
	n := g.Unique(prefix)
	g.varKeys[key] = n
	fmt.Fprintf(&g.vars, "\t%s %s\n", n, typ)
	fmt.Fprintf(&g.setup, "\t%s = %s\n", n, init)
	return n
}

// VarNamed is Var for a variable named name (made unique).
func (g *Gen) VarNamed(name, typ, init string) string {
	key := typ + "=" + init
	if n, ok := g.varKeys[key]; ok {
		return n
	}
	n := g.Unique(name)
	g.varKeys[key] = n
	fmt.Fprintf(&g.vars, "\t%s %s\n", n, typ)
	fmt.Fprintf(&g.setup, "\t%s = %s\n", n, init)
	return n
}

// Setup adds a statement to the file's setup function.
func (g *Gen) Setup(format string, args ...any) {
	g.setup.WriteByte('\t')
	fmt.Fprintf(&g.setup, format, args...)
	g.setup.WriteByte('\n')
}

// Info returns the plan of t.
func (g *Gen) Info(t reflect.Type) codec.GenType {
	if i, ok := g.infos[t]; ok {
		return i
	}
	i := codec.GenInfo(t)
	g.infos[t] = i
	return i
}

// Own reports whether t is one of the file's types (its functions are in
// the file).
func (g *Gen) Own(t reflect.Type) bool { return g.own[t] }

// TypeName returns the Go spelling of t in the file (importing its
// package), or false when the file cannot name it (an unexported type of
// another package, an instantiated generic type, an unnamed struct or
// interface).
func (g *Gen) TypeName(t reflect.Type) (string, bool) {
	if t.Name() != "" {
		if base, args, ok := strings.Cut(t.Name(), "["); ok {
			return g.generic(t, base, strings.TrimSuffix(args, "]"))
		}
		switch pkg := t.PkgPath(); {
		case pkg == "":
			return t.Name(), true
		case pkg == g.Pkg:
			return t.Name(), true
		case !isExported(t.Name()):
			return "", false
		default:
			pkgName, _, _ := strings.Cut(t.String(), ".")
			return g.importAs(pkg, pkgName) + "." + t.Name(), true
		}
	}
	switch t.Kind() {
	case reflect.Pointer:
		e, ok := g.TypeName(t.Elem())
		return "*" + e, ok
	case reflect.Slice:
		e, ok := g.TypeName(t.Elem())
		return "[]" + e, ok
	case reflect.Map:
		k, ok1 := g.TypeName(t.Key())
		e, ok2 := g.TypeName(t.Elem())
		return "map[" + k + "]" + e, ok1 && ok2
	}
	return "", false
}

// generic names an instantiated generic type base[args] whose type
// arguments are named types or predeclared ones (reflect spells them with
// their full import paths).
func (g *Gen) generic(t reflect.Type, base, args string) (string, bool) {
	name := base
	if !isExported(base) && t.PkgPath() != g.Pkg {
		return "", false
	}
	if t.PkgPath() != g.Pkg {
		pkgName, _, _ := strings.Cut(t.String(), ".")
		name = g.importAs(t.PkgPath(), pkgName) + "." + base
	}
	var spelled []string
	for _, a := range strings.Split(args, ",") {
		if strings.ContainsAny(a, "[]*() ") {
			return "", false
		}
		i := strings.LastIndexByte(a, '.')
		if i < 0 {
			spelled = append(spelled, a) // predeclared
			continue
		}
		path, n := a[:i], a[i+1:]
		if !isExported(n) && path != g.Pkg {
			return "", false
		}
		if path == g.Pkg {
			spelled = append(spelled, n)
			continue
		}
		spelled = append(spelled, g.Import(path)+"."+n)
	}
	return name + "[" + strings.Join(spelled, ", ") + "]", true
}

// TypeExpr returns a reflect.Type expression for t in the file's setup
// function (reflect.TypeFor[T]()), or false when t cannot be named.
func (g *Gen) TypeExpr(t reflect.Type) (string, bool) {
	n, ok := g.TypeName(t)
	if !ok {
		return "", false
	}
	return g.Import("reflect") + ".TypeFor[" + n + "]()", true
}

func isExported(name string) bool { return name != "" && 'A' <= name[0] && name[0] <= 'Z' }

// Generate returns the generated files of every package declaring a struct
// type reachable from roots, keyed by the file's path relative to the module
// root.
func Generate(roots []reflect.Type) (map[string][]byte, error) {
	byPkg := map[string][]reflect.Type{}
	seen := map[reflect.Type]bool{}
	var visit func(t reflect.Type)
	visit = func(t reflect.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		info := codec.GenInfo(t)
		if info.Custom {
			if u := codec.UnionOf(t); u != nil {
				for _, v := range u.Variants {
					visit(v)
				}
			}
			return
		}
		switch info.Kind {
		case codec.GenStruct:
			if pkg := t.PkgPath(); strings.HasPrefix(pkg, Module) && t.Name() != "" {
				byPkg[pkg] = append(byPkg[pkg], t)
			}
			for _, f := range info.Fields {
				visit(f.Type)
			}
		case codec.GenPtr, codec.GenSlice, codec.GenMap, codec.GenObject:
			visit(info.Elem)
		}
	}
	for _, t := range roots {
		visit(t)
		// A registered type of another kind (a vocabulary, a record) is a
		// document type too: it gets a decoder of its own.
		if info := codec.GenInfo(t); !info.Custom && info.Kind != codec.GenStruct && strings.HasPrefix(t.PkgPath(), Module) && t.Name() != "" {
			byPkg[t.PkgPath()] = append(byPkg[t.PkgPath()], t)
		}
	}
	out := map[string][]byte{}
	for pkg, types := range byPkg {
		sort.Slice(types, func(i, j int) bool { return types[i].Name() < types[j].Name() })
		src, err := generateFile(pkg, types)
		if err != nil {
			return nil, err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(pkg, Module), "/")
		out[strings.TrimPrefix(rel+"/"+FileName, "/")] = src
		if src, err = generateMethods(pkg, types); err != nil {
			return nil, err
		} else if src != nil {
			out[strings.TrimPrefix(rel+"/"+MethodsFileName, "/")] = src
		}
	}
	return out, nil
}

// Roots returns the types the generator starts from: every type registered
// with codec.Register, ordered by name.
func Roots() []reflect.Type {
	ts := codec.RegisteredTypes()
	slices.SortFunc(ts, func(a, b reflect.Type) int { return strings.Compare(a.String(), b.String()) })
	return ts
}

// newGen returns the writer of a file of the package pkg covering types.
func newGen(pkg string, types []reflect.Type) *Gen {
	name, _, _ := strings.Cut(types[0].String(), ".")
	g := &Gen{Pkg: pkg, PkgName: name, Types: types, imports: map[string]string{}, used: map[string]bool{},
		varKeys: map[string]string{}, infos: map[reflect.Type]codec.GenType{}, own: map[reflect.Type]bool{},
		helped: map[string]string{}}
	for _, t := range types {
		g.own[t] = true
	}
	return g
}

func generateFile(pkg string, types []reflect.Type) ([]byte, error) {
	g := newGen(pkg, types)
	name := g.PkgName
	for _, t := range types {
		g.used[decodeFunc(t)] = true
	}
	g.importAs(codecPath, "codec")
	g.used["codecSetup"] = true
	for _, t := range types {
		for _, e := range emitters {
			e(g, t)
		}
	}
	// A type expression named for checks no value needed leaves reflect
	// unused (a text primitive at the top of a document).
	if n, ok := g.imports["reflect"]; ok {
		used := false
		for _, part := range [][]byte{g.vars.Bytes(), g.setup.Bytes(), g.body.Bytes(), g.helpers.Bytes()} {
			used = used || bytes.Contains(part, []byte(n+"."))
		}
		if !used {
			delete(g.imports, "reflect")
		}
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by internal/codecgen (go generate ./internal/domains). DO NOT EDIT.\n\n")
	// The generator builds without the generated files, so that a stale or
	// broken one never keeps it from writing a new one.
	b.WriteString("//go:build !codecgen\n\n")
	fmt.Fprintf(&b, "package %s\n\n", name)
	g.writeImports(&b)
	b.WriteString("var _ = codec.RegisterGenerated(codecSetup)\n\n")
	if g.vars.Len() > 0 {
		b.WriteString("var (\n")
		b.Write(g.vars.Bytes())
		b.WriteString(")\n\n")
	}
	b.WriteString("// codecSetup installs the file's decoders; it runs once, before the first decode.\n")
	b.WriteString("func codecSetup() {\n")
	b.Write(g.setup.Bytes())
	b.WriteString("}\n\n")
	b.Write(g.body.Bytes())
	b.Write(g.helpers.Bytes())
	src, err := format.Source(b.Bytes())
	if err != nil {
		return b.Bytes(), fmt.Errorf("codecgen: %s: %v", pkg, err)
	}
	return src, nil
}

// writeImports writes the file's import declaration.
func (g *Gen) writeImports(b *bytes.Buffer) {
	b.WriteString("import (\n")
	paths := make([]string, 0, len(g.imports))
	for p := range g.imports {
		paths = append(paths, p)
	}
	// The standard library first, then the module's packages.
	sort.Slice(paths, func(i, j int) bool {
		si, sj := !strings.Contains(paths[i], "."), !strings.Contains(paths[j], ".")
		if si != sj {
			return si
		}
		return paths[i] < paths[j]
	})
	for i, p := range paths {
		if i > 0 && strings.Contains(p, ".") && !strings.Contains(paths[i-1], ".") {
			b.WriteByte('\n')
		}
		n := g.imports[p]
		if p[strings.LastIndexByte(p, '/')+1:] == n {
			fmt.Fprintf(b, "\t%q\n", p)
		} else {
			fmt.Fprintf(b, "\t%s %q\n", n, p)
		}
	}
	b.WriteString(")\n\n")
}
