package codecgen

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// Generated methods. Every exported, non-generic struct type of a generated
// file, and every other type registered with a schema name, gets the
// methods its registration selects (codec.Meta.Methods; by default those of
// a document type or, for a type without a schema name, of a nested
// object), each one call into internal/document:
//
//	func (x *T) Validate() error                         // every violation
//	func (x *T) ValidateSchema() error                   // upstream's runtime verdict
//	func (x *T) CheckConstraints() []constraint.Result   // the constraint file's results
//	func (x *T) Warnings() []hounfour.Warning            // the warnings
//	func (x T) MarshalJSON() ([]byte, error)             // the default encoding
//	func (x *T) UnmarshalJSON(data []byte) error         // the strict decode, no Validate
//
// Each method's comment is the registration's Meta.Doc text for it, or a
// generic one written here from the type's plan. The receiver is named as
// the package's own methods of the type name it (read from its source
// files), else after the initial of the type name's last word. Types that
// decode themselves (codec.Custom) get none.

func init() { emitters = append(emitters, methodsEmitter) }

const (
	documentPath   = Module + "/internal/document"
	constraintPath = Module + "/constraint"
)

func methodsEmitter(g *Gen, t reflect.Type) {
	set, decl := methodSet(g, t)
	if set == 0 {
		return
	}
	name, ok := g.TypeName(t)
	if !ok {
		panic("codecgen: cannot name " + t.String())
	}
	info := g.Info(t)
	r := receiverName(g, t)
	doc := func(text, generic string) {
		if text == "" {
			text = generic
		}
		g.P("%s", comment(text))
	}
	doc1 := func(method, text string) string {
		if text != "" && !strings.HasPrefix(text, method+" ") {
			panic(fmt.Sprintf("codecgen: %v: Meta.Doc.%s does not start with %q", t, method, method+" "))
		}
		return text
	}
	document := g.Import(documentPath)
	if set&codec.MethodValidate != 0 {
		doc(doc1("Validate", decl.Doc.Validate), genericValidate(t, info, decl, r))
		g.P("func (%s *%s) Validate() error { return %s.Validate(%s) }", r, name, document, r)
		g.P("")
	}
	if set&codec.MethodConstraints != 0 {
		if decl.Schema == "" || len(constraint.ForSchema(decl.Schema)) == 0 {
			panic(fmt.Sprintf("codecgen: %v: MethodConstraints without a constraint file", t))
		}
		generic := "ValidateSchema gives upstream's runtime verdict (nil or a *hounfour.ValidationError): " +
			"the schema rules and the cross-field rules upstream registers for " + t.Name() +
			", without the constraint-file rules."
		if !decl.Upstream {
			generic = "ValidateSchema gives upstream's runtime verdict (nil or a *hounfour.ValidationError): " +
				"the schema rules only, since upstream registers no cross-field rule for " + t.Name() + "."
		}
		doc(doc1("ValidateSchema", decl.Doc.ValidateSchema), generic)
		g.P("func (%s *%s) ValidateSchema() error { return %s.ValidateSchema(%s) }", r, name, document, r)
		g.P("")
		doc(doc1("CheckConstraints", decl.Doc.CheckConstraints), "CheckConstraints returns the result of every rule of "+
			"the constraint file of schema "+decl.Schema+" on the JSON form of "+r+", in file order, both severities "+
			"(constraint.OK tells whether the error-severity ones hold).")
		c := qualify(g, constraintPath)
		g.P("func (%s *%s) CheckConstraints() []%sResult {", r, name, c)
		g.P("\trep, _ := %sCheck(%q, %s) // a value that cannot be encoded is a result with status error", c, decl.Schema, r)
		g.P("\treturn rep.Results")
		g.P("}")
		g.P("")
	}
	if set&codec.MethodWarnings != 0 {
		doc(doc1("Warnings", decl.Doc.Warnings), "Warnings returns the warnings of "+r+
			", in document order; they never make it invalid.")
		g.P("func (%s *%s) Warnings() []%sWarning { return %s.Warnings(%s) }", r, name, qualify(g, Module), document, r)
		g.P("")
	}
	if set&codec.MethodJSON != 0 {
		generic := "MarshalJSON writes the default encoding."
		if info.Open {
			generic = "MarshalJSON writes the default encoding: the declared members, then the undeclared ones " +
				"(Unknown) sorted by name."
		}
		doc(doc1("MarshalJSON", decl.Doc.MarshalJSON), generic)
		g.P("func (%s %s) MarshalJSON() ([]byte, error) { return %s.Marshal(&%s) }", r, name, document, r)
		g.P("")
		generic = "UnmarshalJSON decodes strictly without running Validate."
		if info.Open {
			generic = "UnmarshalJSON decodes strictly, keeping undeclared members in Unknown, without running Validate."
		}
		doc(doc1("UnmarshalJSON", decl.Doc.UnmarshalJSON), generic)
		data := "data"
		if r == data {
			data = "b"
		}
		g.P("func (%s *%s) UnmarshalJSON(%s []byte) error { return %s.Unmarshal(%s, %s) }", r, name, data, document, data, r)
		g.P("")
	}
}

// methodSet returns the methods t gets (none for a type that is not one of
// the file's own exported, non-generic types, or that decodes itself).
func methodSet(g *Gen, t reflect.Type) (codec.Methods, codec.GenMethods) {
	decl := codec.MethodsOf(t)
	if t.PkgPath() != g.Pkg || !isExported(t.Name()) || isInstance(t) {
		return 0, decl
	}
	info := g.Info(t)
	if info.Custom {
		return 0, decl
	}
	switch set := decl.Methods; {
	case set&codec.MethodsNone != 0:
		if set != codec.MethodsNone {
			panic(fmt.Sprintf("codecgen: %v: MethodsNone with other methods", t))
		}
		return 0, decl
	case set != 0:
		return set, decl
	}
	switch {
	case info.Kind == codec.GenStruct && decl.Schema == "":
		return codec.MethodValidate | codec.MethodJSON, decl // a nested object
	case decl.Schema == "":
		return 0, decl
	case info.Kind != codec.GenStruct && info.Kind != codec.GenObject:
		return codec.MethodValidate, decl // a vocabulary or another value
	}
	set := codec.MethodValidate | codec.MethodJSON
	if decl.Warnings {
		set |= codec.MethodWarnings
	}
	if info.Kind == codec.GenStruct && len(constraint.ForSchema(decl.Schema)) > 0 {
		set |= codec.MethodConstraints
	}
	return set, decl
}

// genericValidate is the comment of a Validate method without a Meta.Doc
// text.
func genericValidate(t reflect.Type, info codec.GenType, decl codec.GenMethods, r string) string {
	switch {
	case decl.Schema == "":
		return "Validate reports the violations of " + r + " alone (nil or a *hounfour.ValidationError)."
	case info.Kind == codec.GenEnum:
		return fmt.Sprintf("Validate reports whether %s is one of the %s values of its vocabulary, as a document of "+
			"schema %s (a JSON string): nil or a *hounfour.ValidationError.", r, number(len(info.EnumValues)), decl.Schema)
	case info.Kind != codec.GenStruct:
		return "Validate reports every violation of " + r + " as a document of schema " + decl.Schema +
			" (nil or a *hounfour.ValidationError)."
	}
	return "Validate reports every violation of " + r + " (nil or a *hounfour.ValidationError)."
}

// qualify returns the prefix naming the identifiers of the package path in
// the file: "" in the package itself.
func qualify(g *Gen, path string) string {
	if path == g.Pkg {
		return ""
	}
	return g.Import(path) + "."
}

func number(n int) string {
	words := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve"}
	if n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}

// comment returns text as a doc comment wrapped to 80 columns; "\n\n"
// separates paragraphs.
func comment(text string) string {
	var b strings.Builder
	for i, para := range strings.Split(text, "\n\n") {
		if i > 0 {
			b.WriteString("//\n")
		}
		line := "//"
		for _, w := range strings.Fields(para) {
			if len(line)+1+len(w) > 80 && line != "//" {
				b.WriteString(line + "\n")
				line = "//"
			}
			line += " " + w
		}
		b.WriteString(line + "\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// receiverName returns the receiver name of t's generated methods: the one
// the package's hand-written methods of t use most, else the lower-case
// initial of the last word of t's name (r for DisputeRecord).
func receiverName(g *Gen, t reflect.Type) string {
	if names, ok := sourceReceivers(g.Pkg)[t.Name()]; ok {
		best, n := "", 0
		for name, c := range names {
			if c > n || c == n && name < best {
				best, n = name, c
			}
		}
		return best
	}
	name := t.Name()
	i := len(name) - 1
	for i > 0 && !(isUpper(name[i]) && (!isUpper(name[i-1]) || i+1 < len(name) && !isUpper(name[i+1]))) {
		i--
	}
	return strings.ToLower(name[i : i+1])
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// receivers caches sourceReceivers by package path.
var receivers = map[string]map[string]map[string]int{}

// sourceReceivers returns, for the package path pkg of the module, the
// receiver names its hand-written source files give the methods of each
// type: type name → receiver name → methods.
func sourceReceivers(pkg string) map[string]map[string]int {
	if r, ok := receivers[pkg]; ok {
		return r
	}
	root, err := moduleRoot()
	if err != nil {
		panic("codecgen: " + err.Error())
	}
	dir := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(pkg, Module), "/")))
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		panic("codecgen: " + err.Error())
	}
	out := map[string]map[string]int{}
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") || filepath.Base(path) == FileName {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			panic("codecgen: " + err.Error())
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List[0].Names) == 0 {
				continue
			}
			tn := fd.Recv.List[0].Type
			if s, ok := tn.(*ast.StarExpr); ok {
				tn = s.X
			}
			id, ok := tn.(*ast.Ident)
			if !ok {
				continue
			}
			if out[id.Name] == nil {
				out[id.Name] = map[string]int{}
			}
			out[id.Name][fd.Recv.List[0].Names[0].Name]++
		}
	}
	receivers[pkg] = out
	return out
}

// moduleRoot returns the directory of the go.mod file the working directory
// is in (go generate and go test run the generator inside the module).
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}
