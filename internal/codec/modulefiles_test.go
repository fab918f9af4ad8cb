package codec_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// eachModuleFile parses every Go file of the module (outside hidden and
// testdata folders) whose base name keep accepts and calls fn with its
// path and syntax tree; it returns how many it parsed.
func eachModuleFile(t *testing.T, keep func(name string) bool, fn func(path string, f *ast.File)) int {
	t.Helper()
	files := 0
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "../.." && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || !keep(d.Name()) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		files++
		fn(path, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
