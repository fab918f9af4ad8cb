package butterfreezone

import (
	"testing"
	"testing/fstest"
)

// TestScanVersionPerContract: a module with a schema set per contract
// version states the newest set's version.
func TestScanVersionPerContract(t *testing.T) {
	m, err := scan(fstest.MapFS{
		"go.mod":                    {Data: []byte("module example.com/m\n")},
		"schemas/7.0.0/index.json":  {Data: []byte(`{"version":"7.0.0","min_supported_version":"6.0.0"}`)},
		"schemas/8.7.0/index.json":  {Data: []byte(`{"version":"8.7.0","min_supported_version":"6.0.0"}`)},
		"schemas/10.0.0/index.json": {Data: []byte(`{"version":"10.0.0","min_supported_version":"9.0.0"}`)},
		"schemas/x/index.json":      {Data: []byte(`{"version":"x","min_supported_version":"y"}`)},
	})
	if err != nil || m.version != "10.0.0" || m.minVersion != "9.0.0" {
		t.Errorf("scan: %v %q %q", err, m.version, m.minVersion)
	}
}
