package schemas

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
	_ "github.com/hounfour-go/hounfour/internal/domains"
	"github.com/hounfour-go/hounfour/internal/schemagen/names"
)

// The schema files of each contract, in a folder named after it.
//
//go:embed 7.0.0 8.7.0
var files embed.FS

// Names returns the schema names of the default contract
// (hounfour.ContractVersion), ascending.
func Names() []string { return NamesFor("") }

// NamesFor returns the schema names of contract c (the zero Contract: the
// default one), ascending: every document type the contract has. It
// returns nil for a contract the library does not speak.
func NamesFor(c hounfour.Contract) []string {
	_, cv, err := document.Contract(c)
	if err != nil {
		return nil
	}
	var out []string
	for _, n := range names.All() {
		if t, _ := codec.TypeOf(n); codec.TypeSince(t).In(cv) {
			out = append(out, n)
		}
	}
	return out
}

// JSON returns a copy of the committed schema file of name in the default
// contract's files (JSONFor), or nil for a name it does not have.
// JSON("index") returns its index.json.
func JSON(name string) []byte { return JSONFor("", name) }

// JSONFor returns a copy of the committed schema file of name in the files
// of contract c (the zero Contract: the default), with its $id
// SchemaBaseURL/<contract>/<name>, or nil for a name the contract does not
// have and a contract the library does not speak. JSONFor(c, "index")
// returns the contract's index.json.
func JSONFor(c hounfour.Contract, name string) []byte {
	c, _, err := document.Contract(c)
	if err != nil {
		return nil
	}
	file := name + ".schema.json"
	if name == "index" {
		file = "index.json"
	} else if !slices.Contains(NamesFor(c), name) {
		return nil
	}
	b, err := files.ReadFile(string(c) + "/" + file)
	if err != nil {
		return nil
	}
	return b
}

// FS returns the committed schema files of contract c (the zero Contract:
// the default) as a file system: the *.schema.json files (commons/… in a
// folder) and index.json at its root. It returns nil for a contract the
// library does not speak.
func FS(c hounfour.Contract) fs.FS {
	c, _, err := document.Contract(c)
	if err != nil {
		return nil
	}
	sub, err := fs.Sub(files, string(c))
	if err != nil {
		return nil
	}
	return sub
}

// Type returns the Go type registered under name.
func Type(name string) (reflect.Type, bool) { return codec.TypeOf(name) }

// New returns a pointer to a new zero value of the type registered under
// name, ready for hounfour.Decode. It knows the names of every contract
// (NewFor knows those of one).
func New(name string) (hounfour.Validator, error) {
	t, ok := codec.TypeOf(name)
	if !ok {
		return nil, unknownName(name)
	}
	v, ok := reflect.New(t).Interface().(hounfour.Validator)
	if !ok {
		return nil, fmt.Errorf("schemas: type %v registered as %q has no Validate method", t, name)
	}
	return v, nil
}

// NewFor is New for the names of contract c (the zero Contract: the
// default one): a name of a document type c does not have is unknown.
func NewFor(c hounfour.Contract, name string) (hounfour.Validator, error) {
	_, cv, err := document.Contract(c)
	if err != nil {
		return nil, err
	}
	if t, ok := codec.TypeOf(name); ok && !codec.TypeSince(t).In(cv) {
		return nil, unknownName(name)
	}
	return New(name)
}

// unknownName is the error for a name no registered type (of the contract)
// has.
func unknownName(name string) error { return fmt.Errorf("schemas: unknown schema name %q", name) }

// Validate strictly decodes doc as the type registered under name and runs
// its full validation, including constraint-file rules, under the default
// contract (hounfour.ContractVersion) and the default hounfour.Options.
// It returns nil for a valid document (warnings alone give nil), a
// *hounfour.ValidationError for an invalid one, and another error for an
// unknown name. It applies hounfour.DefaultLimits.
func Validate(name string, doc []byte) error {
	return ValidateWith(name, doc, hounfour.Options{})
}

// ValidateStructure strictly decodes doc as the type registered under name
// in the default contract and checks its schema keywords alone: the
// verdict of a JSON Schema validator on the schema file, without the
// type's cross-field rules, its constraint-file rules or what
// hounfour.Options say of deferred checks (the cross-runner parity
// protocol's structural tier). It returns nil, a
// *hounfour.ValidationError, or another error for an unknown name or a
// text that is not JSON.
func ValidateStructure(name string, doc []byte) error {
	return ValidateStructureFor("", name, doc)
}

// ValidateStructureFor is ValidateStructure for the names of contract c
// (the zero Contract: the default one).
func ValidateStructureFor(c hounfour.Contract, name string, doc []byte) error {
	v, err := NewFor(c, name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(doc, v); err != nil {
		return err
	}
	return document.ValidateStructure(v)
}

// ValidateWithLimits is Validate under the limits l (see hounfour.Limits).
func ValidateWithLimits(name string, doc []byte, l hounfour.Limits) error {
	return ValidateWith(name, doc, hounfour.Options{Limits: l})
}

// ValidateWith is Validate under the options o: its contract (a name of a
// document type the contract does not have is unknown, as a peer of that
// contract knows no such schema; a member or a vocabulary value a later
// contract introduced is what it is to such a peer), its limits, and what
// it says of the checks a document type leaves to the caller (see
// hounfour.Options). A contract the library does not speak is a
// *hounfour.ContractError.
func ValidateWith(name string, doc []byte, o hounfour.Options) error {
	_, cv, err := document.Contract(o.Contract)
	if err != nil {
		return err
	}
	np, err := targets(name)
	if err != nil {
		return err
	}
	e := np.entry()
	if !e.Since().In(cv) {
		return unknownName(name)
	}
	// A vocabulary or another one-string document: when the generated
	// decoder accepts it, it is valid, and no value of the type is needed.
	if e.Scalar() && e.Accept(doc, codec.Limits(o.Limits), cv) {
		return nil
	}
	if e.Kept() {
		// A struct document type with generated code: the codec reads
		// it into a value of its own (as below, reused, and looked at
		// only for its violations and what o says of its deferrals).
		var after func(v any) error
		if e.Defers() {
			after = func(v any) error {
				if _, b, _ := codec.Deferrals(v); b != 0 {
					return o.Deferred(v)
				}
				return nil
			}
		}
		inv, err := e.Validate(doc, codec.Limits(o.Limits), cv, after)
		if inv != nil {
			return validationError(inv)
		}
		return err
	}
	// The decoded value is only looked at for its violations: targets are
	// reused (the decode starts from the zero value), and the value may
	// share doc's bytes until the next decode into it.
	v := np.pool.Get().(hounfour.Validator)
	schema, inv, err := codec.ValidateDocument(doc, v, codec.Limits(o.Limits), cv)
	switch {
	case err != nil:
	case inv != nil:
		err = validationError(inv)
	case schema == "":
		// Not a library document type: its own Validate decides.
		err = v.Validate()
	case e.Defers():
		// What o says of the checks the type leaves to the caller (the
		// value is not validated again: its decode may have put back
		// spare pointees for the next decode).
		if _, b, _ := codec.Deferrals(v); b != 0 {
			err = o.Deferred(v)
		}
	}
	np.pool.Put(v)
	return err
}

// validationError returns the error of the violations inv of a document,
// which codec.ValidateDocument returned: the caller owns it (nothing else
// holds it), so it is the error as it is, of the same layout (the
// conversions below compile only while the types are identical but for
// their names).
func validationError(inv *codec.Invalid) *hounfour.ValidationError {
	return (*hounfour.ValidationError)(unsafe.Pointer(inv))
}

var (
	_ = hounfour.Violation(codec.Violation{})
	_ = struct {
		Schema     string
		Violations []hounfour.Violation
	}(hounfour.ValidationError{})
	_ = struct {
		Schema     string
		Violations []codec.Violation
	}(codec.Invalid{})
)

var targetPools sync.Map // schema name → *namedPool of decode targets

// lastTargets is the entry targets returned last: documents of one schema
// usually come in runs, and a name comparison is cheaper than the map.
var lastTargets atomic.Pointer[namedPool]

type namedPool struct {
	name string
	pool sync.Pool
	// e is the codec's entry of the type, set on first use.
	e atomic.Pointer[codec.Entry]
}

// entry returns the codec's entry of np's type.
func (np *namedPool) entry() *codec.Entry {
	if e := np.e.Load(); e != nil {
		return e
	}
	t, _ := codec.TypeOf(np.name)
	e := codec.EntryOf(t)
	np.e.Store(e)
	return e
}

// targets returns the pool of decode targets of the schema name.
func targets(name string) (*namedPool, error) {
	if l := lastTargets.Load(); l != nil && l.name == name {
		return l, nil
	}
	if p, ok := targetPools.Load(name); ok {
		np := p.(*namedPool)
		lastTargets.Store(np)
		return np, nil
	}
	if _, err := New(name); err != nil {
		return nil, err
	}
	np := &namedPool{name: name}
	np.pool.New = func() any {
		v, _ := New(name)
		return v
	}
	p, _ := targetPools.LoadOrStore(name, np)
	return p.(*namedPool), nil
}
