package vectors

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// parityExpected are the TypeScript reference's numbers per folder on the
// shared copy of upstream 8.7.0's vectors (valid pass, invalid pass, and
// the others: pass-cross-field-deferred or pass-constraint-level) for the
// folders of the operations types; the signed-envelope folders' numbers
// are counted from the files (every valid and invalid fixture passes, the
// listed ones at the constraint level).
var parityExpected = map[string][3]int{
	"OracleDigest": {7, 12, 1}, "EpicCheckpoint": {7, 8, 0}, "PlanSignoffEnvelope": {4, 7, 0},
	"PlanAmendmentRequest": {2, 3, 0}, "CanonicalRun": {9, 7, 3}, "ClusterRunSeries": {9, 5, 3},
	"InterSeriesScopingArtifact": {7, 9, 2}, "SubscriptionPoolState": {9, 12, 4}, "RevocationList": {10, 16, 8},
	"MergeArtifact": {12, 10, 0},
}

// The reference's file over the shared copy: its schema entries and their
// results, and the SHA-256 of the file.
const (
	parityTotal        = 335
	parityPasses       = 306
	parityDeferred     = 20
	parityConstraint   = 9
	parityReferenceSHA = "19a0b818cfe52c7069ad824a526eeb9f50fe7f26cbb25e4aeee11270d81b3acc"
)

// TestParityManifestUpstream runs the parity protocol over the shared copy
// of upstream 8.7.0's vectors: no entry fails; every folder gives the
// reference's numbers per bucket; the folders still waiting on library
// types are exactly parityWaiting (logged); with none waiting, the totals
// and the file's SHA-256 are the reference's.
func TestParityManifestUpstream(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	root := os.DirFS(dir)
	if v, err := ParityProtocolVersion(root); err != nil || v != "1.1.0" {
		t.Fatalf("protocol version %q %v", v, err)
	}
	entries, missing, err := ParityEntries(root, ParityRunners())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(missing, parityWaiting) {
		t.Errorf("folders without a library schema %v, want the waiting list %v", missing, parityWaiting)
	}
	if len(missing) > 0 {
		t.Logf("WAITING: %d parity folders wait on library types (%s); the totals and the SHA-256 are compared once the waiting list is empty",
			len(missing), strings.Join(missing, ", "))
	}
	var listed struct {
		Fixtures []string `json:"fixtures"`
	}
	data, err := os.ReadFile(dir + "/" + ConstraintLevelInvalidsFile)
	if err != nil || json.Unmarshal(data, &listed) != nil {
		t.Fatal(err)
	}
	got := map[string][3]int{}
	counts := map[string]int{}
	for _, e := range entries {
		counts[e.Result]++
		c := got[e.Schema]
		switch {
		case e.Result == ParityFail:
			b, _ := json.Marshal(e)
			t.Errorf("fail: %s", b)
		case e.Expected == BucketValid:
			c[0]++
		case e.Expected == BucketInvalid && e.Result == ParityPass:
			c[1]++
		default:
			c[2]++
		}
		got[e.Schema] = c
	}
	present := 0
	for _, r := range ParityRunners() {
		if slices.Contains(missing, r.Dir) {
			continue
		}
		want, ok := parityExpected[r.Dir]
		if !ok {
			// Counted from the files.
			for i, b := range r.Buckets {
				files, _ := os.ReadDir(dir + "/" + path.Join(r.Dir, r.Version, b))
				for _, f := range files {
					if !strings.HasSuffix(f.Name(), ".json") || strings.HasSuffix(f.Name(), ".trace.json") {
						continue
					}
					if b == BucketInvalid && slices.Contains(listed.Fixtures, r.Dir+"/"+path.Join(r.Version, b, f.Name())) {
						want[2]++
					} else {
						want[min(i, 2)]++
					}
				}
			}
		}
		if got[r.Dir] != want {
			t.Errorf("%s: valid pass / invalid pass / other %v, want %v", r.Dir, got[r.Dir], want)
		}
		if got[r.Dir] == ([3]int{}) {
			t.Errorf("%s: no entry", r.Dir)
		}
		present++
	}
	t.Logf("%d folders, %d entries: %v", present, len(entries), counts)
	b, err := MarshalParity(entries)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	if len(missing) == 0 {
		if len(entries) != parityTotal || counts[ParityPass] != parityPasses || counts[ParityPassCrossFieldDeferred] != parityDeferred ||
			counts[ParityPassConstraintLevel] != parityConstraint {
			t.Errorf("%d entries %v, want %d: %d pass, %d deferred, %d constraint-level", len(entries), counts,
				parityTotal, parityPasses, parityDeferred, parityConstraint)
		}
		if h := hex.EncodeToString(sum[:]); h != parityReferenceSHA {
			t.Errorf("result file SHA-256 %s, want the reference's %s", h, parityReferenceSHA)
		}
		if _, err := ParityManifest(root); err != nil {
			t.Error(err)
		}
	} else {
		// The waiting folders' entries as the reference gives them (no
		// fail: every fixture's result is its bucket's), with the
		// library's: the reference's file, byte for byte.
		all := slices.Clone(entries)
		for _, r := range ParityRunners() {
			if !slices.Contains(missing, r.Dir) {
				continue
			}
			for _, b := range r.Buckets {
				files, _ := os.ReadDir(dir + "/" + path.Join(r.Dir, r.Version, b))
				for _, f := range files {
					if !strings.HasSuffix(f.Name(), ".json") || strings.HasSuffix(f.Name(), ".trace.json") {
						continue
					}
					v := path.Join(r.Version, b, f.Name())
					cl := slices.Contains(listed.Fixtures, r.Dir+"/"+v)
					all = append(all, ParityEntry{Schema: r.Dir, Vector: v, Expected: b,
						Result: ParityResult(b, cl, b != BucketInvalid || cl)})
				}
			}
		}
		slices.SortStableFunc(all, func(a, b ParityEntry) int {
			switch {
			case a.Schema != b.Schema && utf16Less(a.Schema, b.Schema), a.Schema == b.Schema && utf16Less(a.Vector, b.Vector):
				return -1
			case a == b:
				return 0
			}
			return 1
		})
		full, err := MarshalParity(all)
		if err != nil {
			t.Fatal(err)
		}
		if h := sha256.Sum256(full); hex.EncodeToString(h[:]) != parityReferenceSHA || len(all) != parityTotal {
			t.Errorf("with the waiting folders' entries as the reference gives them: %d entries, SHA-256 %x, want %d and %s",
				len(all), h, parityTotal, parityReferenceSHA)
		}
		// The folders present: the reference's totals less the waiting
		// folders' numbers.
		wantN, wantCL := parityTotal, parityConstraint
		for _, d := range missing {
			n := parityExpected[d]
			wantN -= n[0] + n[1] + n[2]
			if d == "OracleDigest" {
				wantCL -= n[2]
			}
		}
		if len(entries) != wantN || counts[ParityPassConstraintLevel] != wantCL {
			t.Errorf("%d entries, %d constraint-level; want %d and %d", len(entries), counts[ParityPassConstraintLevel], wantN, wantCL)
		}
	}
}
