// Package names lists the registered schema names without importing the
// generator (and so without invopop).
package names

import (
	"reflect"
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// All returns every registered schema name, ascending.
func All() []string {
	var out []string
	codec.Schemas(func(name string, _ reflect.Type) { out = append(out, name) })
	slices.Sort(out)
	return out
}
