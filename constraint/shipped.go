package constraint

import (
	"embed"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unsafe"
)

// files holds the library's own constraint files: one
// per constrained type, named after the type's schema name, stating the
// protocol's rule ids, severities and expressions in the library's words.
//
//go:embed files/*.constraints.json
var files embed.FS

type shippedSet struct {
	files    []*File
	bySchema map[string][]*File      // schema_id and schema name → files
	entries  map[string]*schemaFiles // bySchema, as the entries of schemaCache
	fileErrs []error                 // *FileError for files with constraints that do not compile
	loadErrs []error                 // files that did not load at all (a bug; tests check none)
}

var shipped = sync.OnceValue(func() *shippedSet {
	s := &shippedSet{bySchema: map[string][]*File{}}
	entries, _ := files.ReadDir("files") // sorted by file name (fs.ReadDirFS)
	for _, e := range entries {
		name := e.Name()
		data, _ := files.ReadFile("files/" + name)
		f, ferr, lerr := parseFile(data)
		if lerr != nil {
			s.loadErrs = append(s.loadErrs, errors.Join(errors.New(name), lerr))
			continue
		}
		if ferr != nil {
			s.fileErrs = append(s.fileErrs, ferr)
		}
		f.name = name
		s.files = append(s.files, f)
		s.bySchema[f.schemaID] = append(s.bySchema[f.schemaID], f)
		if n := SchemaName(f.schemaID); n != f.schemaID {
			s.bySchema[n] = append(s.bySchema[n], f)
		}
	}
	s.entries = make(map[string]*schemaFiles, len(s.bySchema))
	for name, fs := range s.bySchema {
		s.entries[name] = &schemaFiles{name: name, fs: fs}
	}
	return s
})

// schemaFiles is a schema name with its files.
type schemaFiles struct {
	name string
	fs   []*File
}

// schemaCache holds the entries of the schema names Apply was called with,
// by the address of the name's bytes (callers pass constants): a hit costs
// a comparison of the name instead of a map lookup.
var schemaCache [128]atomic.Pointer[schemaFiles]

// filesFor returns the shipped files of schema (nil when there are none).
func filesFor(schema string) []*File {
	slot := &schemaCache[(uintptr(unsafe.Pointer(unsafe.StringData(schema)))>>3)%uintptr(len(schemaCache))]
	if e := slot.Load(); e != nil && e.name == schema {
		return e.fs
	}
	e := shipped().entries[schema]
	if e == nil {
		return nil
	}
	slot.Store(e)
	return e.fs
}

// Shipped returns the library's own constraint files, in file-name order.
// Seven of their constraints do not compile under the library's grammar
// (LivenessProperty's liveness-formula-has-eventually and the six of
// ModelProviderSpec); they are reported as skipped.
func Shipped() []*File { return append([]*File(nil), shipped().files...) }

// ForSchema returns the shipped files for a schema, given either as the
// upstream schema id (BillingEntry) or as the schema name (billing-entry);
// nil when there is none.
func ForSchema(schema string) []*File {
	return append([]*File(nil), shipped().bySchema[schema]...)
}

// SchemaName maps a schema id to its schema name: a
// "-" before each interior capital letter, then lower case
// (JwtBoundarySpec → jwt-boundary-spec).
func SchemaName(schemaID string) string {
	var b strings.Builder
	for i, r := range schemaID {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte('-')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// EvaluateSchema evaluates every shipped constraint file of a schema (id or
// name, see ForSchema) on a JSON document, files in file-name order and
// constraints in file order. The error is ErrUnknownSchema for a schema
// without a file, a *JSONError for a document that is not strictly valid
// JSON, and an *EvalError (ErrNotObject) for a document that is not an
// object. Evaluate the received bytes rather than a re-encoded value when
// money text is compared with string literals.
func EvaluateSchema(schema string, doc []byte, opts ...EvalOption) (Report, error) {
	fs := shipped().bySchema[schema]
	if len(fs) == 0 {
		return Report{}, unknownSchema(schema)
	}
	v, err := DecodeJSON(doc)
	if err != nil {
		return Report{}, err
	}
	return evaluateFiles(fs, v, opts)
}

// EvaluateValue is EvaluateSchema for a document already in the value model.
func EvaluateValue(schema string, doc Value, opts ...EvalOption) (Report, error) {
	fs := shipped().bySchema[schema]
	if len(fs) == 0 {
		return Report{}, unknownSchema(schema)
	}
	return evaluateFiles(fs, doc, opts)
}

func evaluateFiles(fs []*File, doc Value, opts []EvalOption) (Report, error) {
	if doc.k != KindObject {
		return Report{}, notObject(doc)
	}
	rep := Report{SchemaID: fs[0].schemaID}
	for _, f := range fs {
		f.appendResults(&rep.Results, doc, opts)
	}
	return rep, nil
}

func unknownSchema(schema string) error {
	return fmt.Errorf("%w %q", ErrUnknownSchema, schema)
}

// CheckDocument evaluates the shipped constraints of a schema on a JSON
// document with the default options (document aliases bound, no previous
// state). It is the command line's `constraints check <schema-name>`;
// print the report with fmt (%v) for its human-readable form.
func CheckDocument(schemaName string, doc []byte) (Report, error) {
	return EvaluateSchema(schemaName, doc)
}
