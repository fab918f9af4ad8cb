// Package shared locates the project's shared data folder (the specification and
// upstream v7.0.0 data) that sits beside a checkout, for tests that compare the
// library with upstream. Tests skip, with a log line saying why, when it is absent.
package shared

import (
	"os"
	"path/filepath"
	"testing"
)

// Root returns the absolute path of the module root (the folder holding go.mod),
// found by walking up from the working directory.
func Root() (string, error) {
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

// Upstream returns the path of ../shared/upstream/<elem...> beside the module
// root. When that path does not exist the test is skipped with a log line.
func Upstream(tb testing.TB, elem ...string) string {
	tb.Helper()
	p, err := UpstreamDir(elem...)
	if err != nil {
		tb.Skipf("upstream data absent (%v): skipping comparison with upstream v7.0.0", err)
	}
	return p
}

// UpstreamDir returns the path of ../shared/upstream/<elem...> beside the
// module root, or an error when the module root is not found or that path
// does not exist (for callers that go on without it).
func UpstreamDir(elem ...string) (string, error) {
	root, err := Root()
	if err != nil {
		return "", err
	}
	p := filepath.Join(append([]string{root, "..", "shared", "upstream"}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		return "", err
	}
	return p, nil
}
