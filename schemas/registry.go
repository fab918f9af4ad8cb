package schemas

import (
	"embed"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	_ "github.com/hounfour-go/hounfour/internal/domains"
	"github.com/hounfour-go/hounfour/internal/schemagen/names"
)

//go:embed *.json
var files embed.FS

// Names returns every registered schema name, ascending.
func Names() []string { return names.All() }

// JSON returns a copy of the committed schema file of name, or nil for an
// unknown name. JSON("index") returns index.json.
func JSON(name string) []byte {
	file := name + ".schema.json"
	if name == "index" {
		file = "index.json"
	} else if _, ok := codec.TypeOf(name); !ok {
		return nil
	}
	b, err := files.ReadFile(file)
	if err != nil {
		return nil
	}
	return b
}

// Type returns the Go type registered under name.
func Type(name string) (reflect.Type, bool) { return codec.TypeOf(name) }

// New returns a pointer to a new zero value of the type registered under
// name, ready for hounfour.Decode.
func New(name string) (hounfour.Validator, error) {
	t, ok := codec.TypeOf(name)
	if !ok {
		return nil, fmt.Errorf("schemas: unknown schema name %q", name)
	}
	v, ok := reflect.New(t).Interface().(hounfour.Validator)
	if !ok {
		return nil, fmt.Errorf("schemas: type %v registered as %q has no Validate method", t, name)
	}
	return v, nil
}

// Validate strictly decodes doc as the type registered under name and runs
// its full validation, including constraint-file rules.
// It returns nil for a valid document (warnings alone give nil), a
// *hounfour.ValidationError for an invalid one, and another error for an
// unknown name. It applies hounfour.DefaultLimits.
func Validate(name string, doc []byte) error {
	return ValidateWithLimits(name, doc, hounfour.DefaultLimits())
}

// ValidateWithLimits is Validate under the limits l (see hounfour.Limits).
func ValidateWithLimits(name string, doc []byte, l hounfour.Limits) error {
	pool, err := targets(name)
	if err != nil {
		return err
	}
	// The decoded value is only looked at for its violations: targets are
	// reused (the decode starts from the zero value), and the value may
	// share doc's bytes until the next decode into it.
	v := pool.Get().(hounfour.Validator)
	schema, viol, err := codec.ValidateDocument(doc, v, codec.Limits(l), 0)
	switch {
	case err != nil:
	case len(viol) > 0:
		err = validationError(schema, viol)
	case schema == "":
		// Not a library document type: its own Validate decides.
		err = v.Validate()
	}
	pool.Put(v)
	return err
}

// validationError is hounfour.Decode's error for the violations vs of a
// document of the schema.
func validationError(schema string, vs []codec.Violation) *hounfour.ValidationError {
	out := make([]hounfour.Violation, len(vs))
	for i, v := range vs {
		out[i] = hounfour.Violation(v)
	}
	return &hounfour.ValidationError{Schema: schema, Violations: out}
}

var targetPools sync.Map // schema name → *namedPool of decode targets

// lastTargets is the entry targets returned last: documents of one schema
// usually come in runs, and a name comparison is cheaper than the map.
var lastTargets atomic.Pointer[namedPool]

type namedPool struct {
	name string
	pool sync.Pool
}

// targets returns the pool of decode targets of the schema name.
func targets(name string) (*sync.Pool, error) {
	if l := lastTargets.Load(); l != nil && l.name == name {
		return &l.pool, nil
	}
	if p, ok := targetPools.Load(name); ok {
		np := p.(*namedPool)
		lastTargets.Store(np)
		return &np.pool, nil
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
	return &p.(*namedPool).pool, nil
}
