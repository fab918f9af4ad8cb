// Package upstreamdata finds the data the tests compare the library with:
// the module root, and the shared data folder beside a checkout
// (../shared: upstream v7.0.0's and v8.7.0's vectors and schema files,
// the performance corpus). Tests skip, with a log line saying why, when it is absent, or
// fail when [RequireEnv] is set. The code generators and
// scripts/schema-check use it too, to find the module root and upstream's
// vectors.
package upstreamdata

import (
	"os"
	"path/filepath"
	"testing"
)

// ModuleRoot returns the absolute path of the module root (the folder
// holding go.mod), found by walking up from the working directory.
func ModuleRoot() (string, error) {
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
			return "", os.ErrNotExist
		}
		dir = parent
	}
}

// RequireEnv names the environment variable that makes absent upstream data
// a test failure instead of a skip (CI sets it when ../shared is present, so
// a comparison with upstream cannot silently stop running).
const RequireEnv = "HOUNFOUR_REQUIRE_UPSTREAM"

// Dir returns the path of ../shared/upstream/<elem...> beside the module
// root. When that path does not exist the test is skipped with one line
// saying so (shown by go test -v and -json), or fails when RequireEnv is set.
func Dir(tb testing.TB, elem ...string) string {
	tb.Helper()
	p, err := Lookup(elem...)
	if err != nil {
		if os.Getenv(RequireEnv) != "" {
			tb.Fatalf("upstream data absent (%v) but %s is set", err, RequireEnv)
		}
		tb.Skipf("SKIP upstream comparison: upstream v7.0.0 data absent (%v)", err)
	}
	return p
}

// Absent is for tests that go on without upstream data: it logs one line
// saying what was not compared, or fails the test when RequireEnv is set.
func Absent(tb testing.TB, err error, what string) {
	tb.Helper()
	if os.Getenv(RequireEnv) != "" {
		tb.Fatalf("upstream data absent (%v) but %s is set", err, RequireEnv)
	}
	tb.Logf("SKIP %s: upstream v7.0.0 data absent (%v)", what, err)
}

// Lookup returns the path of ../shared/upstream/<elem...> beside the
// module root, or an error when the module root is not found or that path
// does not exist (for callers that go on without it).
func Lookup(elem ...string) (string, error) {
	root, err := ModuleRoot()
	if err != nil {
		return "", err
	}
	p := filepath.Join(append([]string{root, "..", "shared", "upstream"}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		return "", err
	}
	return p, nil
}
