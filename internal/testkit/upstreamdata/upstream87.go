package upstreamdata

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir87 is Dir for upstream v8.7.0's data: it returns the path of
// ../shared/upstream-8.7.0/<elem...> beside the module root, skipping the
// test with one line saying so when it is absent, or failing it when
// RequireEnv is set.
func Dir87(tb testing.TB, elem ...string) string {
	tb.Helper()
	root, err := ModuleRoot()
	if err == nil {
		p := filepath.Join(append([]string{root, "..", "shared", "upstream-8.7.0"}, elem...)...)
		if _, err = os.Stat(p); err == nil {
			return p
		}
	}
	if os.Getenv(RequireEnv) != "" {
		tb.Fatalf("upstream v8.7.0 data absent (%v) but %s is set", err, RequireEnv)
	}
	tb.Skipf("SKIP upstream comparison: upstream v8.7.0 data absent (%v)", err)
	return ""
}
