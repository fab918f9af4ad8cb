package vectors

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// TestRecallWedgeLinks: upstream's five recall-wedge documents are linked
// as the wedge says; breaking one link (the receipt's pack_hash) or
// repeating a vector_id is reported.
func TestRecallWedgeLinks(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	const wedge = "conformance/recall-wedge/"
	mapfs := fstest.MapFS{}
	entries, err := os.ReadDir(dir + "/" + wedge)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(dir + "/" + wedge + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		mapfs[wedge+e.Name()] = &fstest.MapFile{Data: data}
	}
	results, _ := runRecallWedgeLinks(mapfs)
	if len(results) != 1 || results[0].Err != nil {
		t.Fatalf("%+v", results)
	}
	receipt := string(mapfs[wedge+"recall-receipt.json"].Data)
	broken := fstest.MapFS{}
	for k, v := range mapfs {
		broken[k] = v
	}
	broken[wedge+"recall-receipt.json"] = &fstest.MapFile{Data: []byte(strings.Replace(receipt, `"pack_hash": "sha256:3333`, `"pack_hash": "sha256:4333`, 1))}
	broken[wedge+"commitment-root.json"] = &fstest.MapFile{Data: []byte(strings.Replace(string(mapfs[wedge+"commitment-root.json"].Data), "conformance-recall-wedge-005", "conformance-recall-wedge-004", 1))}
	results, _ = runRecallWedgeLinks(broken)
	if len(results) != 1 || results[0].Err == nil || !strings.Contains(results[0].Err.Error(), "receipt pack_hash") ||
		!strings.Contains(results[0].Err.Error(), "repeated") {
		t.Errorf("%+v", results)
	}
}
