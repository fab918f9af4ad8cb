// Command gen writes zz_constraints.go of package constrainttest, the
// constraint code of its test data (go generate ./internal/domains runs it).
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codecgen"
	"github.com/hounfour-go/hounfour/internal/codecgen/constrainttest"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

func main() {
	if err := write(); err != nil {
		fmt.Fprintln(os.Stderr, "constrainttest:", err)
		os.Exit(1)
	}
}

func write() error {
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		return err
	}
	src, err := codecgen.ConstraintFile(constrainttest.Package, "constrainttest", reflect.TypeFor[constrainttest.Doc](),
		constrainttest.Schema, []*constraint.File{constrainttest.File()})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(root, constrainttest.Path), src, 0o644)
}
