package vectors

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// TestSigningCorpora: upstream's two signing corpora pass whole (13 ed25519
// pattern cases, 11 binding cases, none waiting), and a case whose
// verdict disagrees with the library, a pattern that is not the
// library's, or a folder that contradicts expected_match fails.
func TestSigningCorpora(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	results, fates := runSigningCorpora(os.DirFS(dir))
	counts := map[string]int{}
	for _, r := range results {
		if r.Err != nil {
			t.Errorf("%s: %v", r.File, r.Err)
		}
		counts[strings.Split(strings.TrimPrefix(r.File, "upstream/"), "/")[1]]++
	}
	if counts["ed25519-pattern"] != 13 || counts["contract-version-binding"] != 11 || len(fates) != 24 {
		t.Errorf("cases %v, %d files", counts, len(fates))
	}
	sig := "ed25519:" + strings.Repeat("A", 86)
	bad := fstest.MapFS{
		ed25519Corpus + "/valid/wrong.json":     {Data: []byte(`{"value":"` + sig + `A","kind":"signature","pattern":"^ed25519:[A-Za-z0-9_-]{86}$","expected_match":true}`)},
		ed25519Corpus + "/valid/pattern.json":   {Data: []byte(`{"value":"` + sig + `","kind":"signature","pattern":"^ed25519:.{86}$","expected_match":true}`)},
		ed25519Corpus + "/invalid/folder.json":  {Data: []byte(`{"value":"` + sig + `","kind":"signature","pattern":"^ed25519:[A-Za-z0-9_-]{86}$","expected_match":true}`)},
		ed25519Corpus + "/valid/ok.json":        {Data: []byte(`{"value":"` + sig + `","kind":"signature","pattern":"^ed25519:[A-Za-z0-9_-]{86}$","expected_match":true}`)},
		bindingCorpus + "/valid/drift.json":     {Data: []byte(`{"envelope":{"signing_context":{"audience":"x","scope":"y","contract_version":"8.4.0"},"contract_version":"8.3.0"},"expected_match":true}`)},
		bindingCorpus + "/invalid/leading.json": {Data: []byte(`{"value":"8.04.0","expected_match":false,"expected_pattern":"^[1-9][0-9]*\\.[0-9]+\\.[0-9]+$"}`)},
		bindingCorpus + "/valid/ok.json":        {Data: []byte(`{"value":"8.04.0","expected_match":true,"expected_pattern":"^[1-9][0-9]*\\.[0-9]+\\.[0-9]+$"}`)},
	}
	results, _ = runSigningCorpora(bad)
	for _, r := range results {
		if (r.Err == nil) != strings.HasSuffix(r.File, "/ok.json") {
			t.Errorf("%s: %v", r.File, r.Err)
		}
	}
	if len(results) != 7 {
		t.Errorf("%d results", len(results))
	}
}
