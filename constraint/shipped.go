package constraint

import (
	"embed"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unsafe"

	"github.com/hounfour-go/hounfour"
)

// files holds the library's own constraint files: one per constrained type,
// named after the type's schema name, stating the protocol's rule ids,
// severities and expressions in the library's words. files/ holds the
// files of contract 7.0.0; files/8.7.0/ holds what contract 8.7.0 adds to
// them or replaces (a file of the same name).
//
//go:embed files/*.constraints.json files/8.7.0/*.constraints.json
var files embed.FS

// appliesTo maps the schema id of a shipped file whose rules apply to a
// document of another schema to that schema's name: the runtime rules of
// governed resources constrain a transition result.
var appliesTo = map[string]string{"GovernedResourceRuntime": "transition-result"}

// irregularNames are the schema names SchemaName does not derive letter by
// letter.
var irregularNames = map[string]string{"MicroUSDC": "micro-usdc"}

// scalarIDs are the schema ids of the files whose documents are JSON
// strings, not objects: their constraints name the document value, so a
// document d is evaluated as the object {"value": d}.
var scalarIDs = map[string]bool{"MicroUSDC": true, "TaskType": true}

// bindScalar returns the object {"value": doc} when doc is not an object
// and fs are the files of a scalar document, else doc.
func bindScalar(fs []*File, doc Value) Value {
	if doc.k == KindObject || len(fs) == 0 || !scalarIDs[fs[0].schemaID] {
		return doc
	}
	return Value{k: KindObject, x: newObject([]Member{{Name: "value", Value: doc}})}
}

// commonsIDs are the schema ids of the files whose documents are commons
// types, named commons/<name> (AuditTrail → commons/audit-trail).
var commonsIDs = map[string]bool{"AuditTimestamp": true, "AuditTrail": true, "ChainBoundHash": true,
	"ConservationLaw": true, "ContractNegotiation": true, "DynamicContract": true, "GovernedCredits": true,
	"GovernedFreshness": true, "GovernedReputation": true, "HashChainDiscontinuity": true,
	"QuarantineRecord": true, "StateMachineConfig": true}

// contractDirs are the folders of the contracts' files, in the order of
// hounfour.Contracts: a contract's set is the previous contract's with its
// folder's files added or replacing those of the same name.
var contractDirs = [...]string{"files", "files/8.7.0"}

// contractIndex is the index of a contract in contractDirs (the zero
// Contract is the default contract).
func contractIndex(c hounfour.Contract) int {
	if c.Or() == hounfour.Contract870 {
		return 1
	}
	return 0
}

type shippedSet struct {
	contract hounfour.Contract
	files    []*File
	bySchema map[string]*schemaKey // schema_id, schema name and appliesTo name → files
	fileErrs []error               // *FileError for files with constraints that do not compile
	loadErrs []error               // files that did not load at all (a bug; tests check none)
}

// shippedSets are the sets of each contract, in contractDirs order. A file
// both contracts ship is one *File.
var shippedSets = sync.OnceValue(func() []*shippedSet {
	var sets []*shippedSet
	byName := map[string]*File{}
	var fileErrs, loadErrs []error
	for i, dir := range contractDirs {
		entries, _ := files.ReadDir(dir) // sorted by file name (fs.ReadDirFS)
		for _, e := range entries {
			if e.IsDir() {
				continue
			}
			name := e.Name()
			data, _ := files.ReadFile(dir + "/" + name)
			f, ferr, lerr := parseFile(data)
			if lerr != nil {
				loadErrs = append(loadErrs, errors.Join(errors.New(dir+"/"+name), lerr))
				continue
			}
			if ferr != nil {
				fileErrs = append(fileErrs, ferr)
			}
			f.name = name
			byName[name] = f
		}
		s := &shippedSet{contract: hounfour.Contracts()[i], bySchema: map[string]*schemaKey{},
			fileErrs: slices.Clone(fileErrs), loadErrs: slices.Clone(loadErrs)}
		for _, name := range slices.Sorted(maps.Keys(byName)) {
			s.files = append(s.files, byName[name])
		}
		byID := map[string]*schemaFiles{}
		for _, f := range s.files {
			e := byID[f.schemaID]
			if e == nil {
				e = &schemaFiles{name: documentName(f.schemaID), ci: i}
				byID[f.schemaID] = e
			}
			e.fs = append(e.fs, f)
		}
		for id, e := range byID {
			// A commons file is also found under its name without the
			// folder (contract-negotiation).
			for _, name := range []string{id, e.name, strings.TrimPrefix(e.name, "commons/"), appliesTo[id]} {
				if name != "" {
					s.bySchema[name] = &schemaKey{name: name, e: e}
				}
			}
		}
		sets = append(sets, s)
	}
	return sets
})

// shippedFor returns the set of contract c.
func shippedFor(c hounfour.Contract) *shippedSet { return shippedSets()[contractIndex(c)] }

// schemaFiles is a schema name with its files in one contract's set, and
// the generated code of the document types Apply met for them.
type schemaFiles struct {
	name string
	ci   int // the contract's index in contractDirs
	fs   []*File
	gen  genCache
	// native: per severity index, the native ids Apply was last called
	// with and whether they cover every constraint of the severity the
	// library evaluates (nativeCovers).
	native [2]atomic.Pointer[nativeIDs]
}

// nativeIDs is a list of native ids (a copy) and whether it covers the
// constraints of a severity of a schema's files.
type nativeIDs struct {
	ids    []string
	covers bool
}

// schemaKey is a name a schema's files are found under (e is nil in the
// cache for a name without files).
type schemaKey struct {
	name string
	e    *schemaFiles
}

// schemaCache holds, per contract, the keys of the schema names Apply was
// called with, by the address of the name's bytes (callers pass
// constants): a hit costs a comparison of the name instead of a map lookup.
var schemaCache [len(contractDirs)][128]atomic.Pointer[schemaKey]

// filesFor returns the entry of schema in the set of the contract of
// index ci (nil when it has no file there).
func filesFor(ci int, schema string) *schemaFiles {
	slot := &schemaCache[ci][(uintptr(unsafe.Pointer(unsafe.StringData(schema)))>>3)%uintptr(len(schemaCache[ci]))]
	if k := slot.Load(); k != nil && k.name == schema {
		return k.e
	}
	k := shippedSets()[ci].bySchema[schema]
	if k == nil {
		k = &schemaKey{name: schema} // none in this contract's set
	}
	slot.Store(k)
	return k.e
}

// Shipped returns the library's own constraint files of the default
// contract (hounfour.ContractVersion), in file-name order: ShippedFor with
// the zero Contract.
func Shipped() []*File { return ShippedFor("") }

// ShippedFor returns the library's own constraint files of contract c (the
// zero Contract: the default contract), in file-name order. Contract 7.0.0
// has one file per constrained type of that contract, 35 in all; seven of
// their constraints do not compile under the library's grammar
// (LivenessProperty's liveness-formula-has-eventually and the six of
// ModelProviderSpec) and are reported as skipped. Contract 8.7.0 has those
// files and the files of the types and rules it adds.
func ShippedFor(c hounfour.Contract) []*File { return slices.Clone(shippedFor(c).files) }

// ForSchema returns the shipped files of the default contract for a
// schema: ForSchemaIn with the zero Contract.
func ForSchema(schema string) []*File { return ForSchemaIn("", schema) }

// ForSchemaIn returns the shipped files of contract c for a schema, given
// either as the upstream schema id (BillingEntry) or as the schema name
// (billing-entry); nil when there is none. The runtime rules of governed
// resources (schema id GovernedResourceRuntime) are also found under the
// schema they constrain, transition-result.
func ForSchemaIn(c hounfour.Contract, schema string) []*File {
	k := shippedFor(c).bySchema[schema]
	if k == nil {
		return nil
	}
	return slices.Clone(k.e.fs)
}

// documentName is the name of the document schema a file of schema id id
// constrains: SchemaName, under commons/ for the commons types of contract
// 8.x (AuditTrail → commons/audit-trail).
func documentName(id string) string {
	if commonsIDs[id] {
		return "commons/" + SchemaName(id)
	}
	return SchemaName(id)
}

// SchemaName maps a schema id to its schema name: a
// "-" before each interior capital letter, then lower case
// (JwtBoundarySpec → jwt-boundary-spec); an id ending in an acronym keeps
// it in one word (MicroUSDC → micro-usdc).
func SchemaName(schemaID string) string {
	if n, ok := irregularNames[schemaID]; ok {
		return n
	}
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
// name, see ForSchemaIn) on a JSON document, files in file-name order and
// constraints in file order. The files are those of the contract
// WithContract selects, else of the default contract. The error is
// ErrUnknownSchema for a schema without a file, a *JSONError for a document
// that is not strictly valid JSON, and an *EvalError (ErrNotObject) for a
// document that is not an object. Evaluate the received bytes rather than a
// re-encoded value when money text is compared with string literals.
func EvaluateSchema(schema string, doc []byte, opts ...EvalOption) (Report, error) {
	fs := schemaFilesOf(schema, opts)
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
	fs := schemaFilesOf(schema, opts)
	if len(fs) == 0 {
		return Report{}, unknownSchema(schema)
	}
	return evaluateFiles(fs, doc, opts)
}

func evaluateFiles(fs []*File, doc Value, opts []EvalOption) (Report, error) {
	doc = bindScalar(fs, doc)
	if doc.k != KindObject {
		return Report{}, notObject(doc)
	}
	rep := Report{SchemaID: fs[0].schemaID}
	for _, f := range fs {
		f.appendResults(&rep.Results, doc, opts)
	}
	return rep, nil
}

// schemaFilesOf returns the files of schema in the set of the contract
// the options select.
func schemaFilesOf(schema string, opts []EvalOption) []*File {
	var c hounfour.Contract
	if len(opts) > 0 {
		c = optionsOf(opts).contract
	}
	if k := shippedFor(c).bySchema[schema]; k != nil {
		return k.e.fs
	}
	return nil
}

func unknownSchema(schema string) error {
	return fmt.Errorf("%w %q", ErrUnknownSchema, schema)
}

// CheckDocument evaluates the shipped constraints of a schema on a JSON
// document with the default options (document aliases bound, no previous
// state) and the options given (WithContract selects the contract). It is
// the command line's `constraints check <schema-name>`; print the report
// with fmt (%v) for its human-readable form.
func CheckDocument(schemaName string, doc []byte, opts ...EvalOption) (Report, error) {
	return EvaluateSchema(schemaName, doc, opts...)
}
