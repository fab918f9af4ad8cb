package codecgen_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codecgen"
	_ "github.com/hounfour-go/hounfour/internal/domains"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// TestNoDrift: every committed zz_codec.go and zz_methods.go is what the
// generator writes now, and no package has a stale one the generator no
// longer writes. Run go generate ./internal/domains after changing a type.
func TestNoDrift(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	files, err := codecgen.Generate(codecgen.Roots())
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Fatalf("only %d generated files", len(files))
	}
	for rel, want := range files {
		got, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Errorf("%s: %v (run go generate ./internal/domains)", rel, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is out of date: run go generate ./internal/domains", rel)
		}
	}
	var stale []string
	for _, name := range []string{codecgen.FileName, codecgen.MethodsFileName} {
		t.Run(name, func(t *testing.T) {
			for _, pattern := range []string{filepath.Join(root, "*", name), filepath.Join(root, "*", "*", name)} {
				found, err := filepath.Glob(pattern)
				if err != nil {
					t.Fatal(err)
				}
				stale = append(stale, found...)
			}
		})
	}
	for _, path := range stale {
		rel, _ := filepath.Rel(root, path)
		if _, ok := files[filepath.ToSlash(rel)]; !ok {
			t.Errorf("%s is no longer generated: delete it", rel)
		}
	}
}
