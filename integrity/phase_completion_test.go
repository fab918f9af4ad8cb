package integrity_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

const pceDoc = `{"envelope_kind":"phase_completion","contract_version":"8.6.0","signer_cluster_id":"c1",
"signer_key_version":"1","signer_key_id":"10ddafe9d244afb4247309479b5719ed5149e05875954896ee58c2539ebe1bb5",
"cluster_signature":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
"ingested_emission":{"envelope_kind":"phase_completion_tier1","contract_version":"8.6.0","agent_id":"agent-7",
"agent_signature":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
"agent_key_pubkey":"ed25519-pub:BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB","payload":{"phase":"ship"},
"nonce":"AAAAAAAAAAAAAAAAAAAAAA","sequence":"7","timestamp":"2026-05-01T00:00:00Z"},
"prev_envelope_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000",
"ingest_timestamp":"2026-05-01T00:00:01Z"}`

func decodePCE(t *testing.T, doc string) *integrity.PhaseCompletionEnvelope {
	t.Helper()
	var e integrity.PhaseCompletionEnvelope
	if err := json.Unmarshal([]byte(doc), &e); err != nil {
		t.Fatal(err)
	}
	return &e
}

// The key id is SHA-256 of "c1:1" in either case; another id, or one with
// the sha256: prefix, is a *SignerKeyIDError naming the derivation.
func TestCheckSignerKeyID(t *testing.T) {
	e := decodePCE(t, pceDoc)
	if err := e.CheckSignerKeyID(); err != nil {
		t.Error(err)
	}
	e.SignerKeyID = strings.ToUpper(e.SignerKeyID)
	if err := e.CheckSignerKeyID(); err != nil {
		t.Error("upper case:", err)
	}
	for _, id := range []string{strings.Repeat("0", 64), "sha256:10ddafe9d244afb4247309479b5719ed5149e05875954896ee58c2539ebe1bb5"} {
		e.SignerKeyID = id
		var ke *integrity.SignerKeyIDError
		if err := e.CheckSignerKeyID(); !errors.As(err, &ke) || ke.Want != "10ddafe9d244afb4247309479b5719ed5149e05875954896ee58c2539ebe1bb5" || ke.Got != id {
			t.Errorf("%s: %v", id, err)
		}
	}
	// NFC of the cluster id: "cafe\u0301" derives as "café".
	e.SignerClusterID, e.SignerKeyID = "cafe\u0301", "724db6062814c35657cec509a30bd31e1092f67911e9fb567b78ab278fd31f46"
	if err := e.CheckSignerKeyID(); err != nil {
		t.Error("NFC:", err)
	}
}

// CanonicalSize counts the safe canonical form of the whole envelope.
func TestCanonicalSize(t *testing.T) {
	e := decodePCE(t, pceDoc)
	n, err := e.CanonicalSize()
	var compact strings.Builder
	for _, line := range strings.Split(pceDoc, "\n") {
		compact.WriteString(line)
	}
	canon, cerr := integrity.SafeCanonicalizeJSON([]byte(compact.String()))
	if err != nil || cerr != nil || n != len(canon) || n > integrity.CanonicalSizeCapBytes {
		t.Errorf("%d %v; canonical %d %v", n, err, len(canon), cerr)
	}
	e.IngestedEmission.Payload["big"] = json.RawMessage(`"` + strings.Repeat("x", 200_000) + `"`)
	var se *integrity.CanonicalizeSizeError
	if _, err := e.CanonicalSize(); !errors.As(err, &se) {
		t.Errorf("over the canonicalizer's limit: %v", err)
	}
}

// Upstream's fixtures: every valid and boundary Tier-2 envelope has the
// derived key id; the boundary envelope near the cap is over 4096 bytes
// whole (4368) and its Tier-1 part is not (3888).
func TestPhaseCompletionFixtures(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors", "PhaseCompletionEnvelope", "v8.6.0")
	n := 0
	for _, bucket := range []string{"valid", "boundary"} {
		paths, _ := filepath.Glob(filepath.Join(dir, bucket, "*.json"))
		for _, p := range paths {
			if strings.Contains(p, "-tier1-only-") {
				continue
			}
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]json.RawMessage
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			delete(m, "_comment")
			doc, _ := json.Marshal(m)
			var e integrity.PhaseCompletionEnvelope
			if err := (hounfour.Options{Contract: hounfour.Contract870, AcceptDeferred: true}).Decode(doc, &e); err != nil {
				t.Fatalf("%s: %v", filepath.Base(p), err)
			}
			if err := e.CheckSignerKeyID(); err != nil {
				t.Errorf("%s: %v", filepath.Base(p), err)
			}
			size, err := e.CanonicalSize()
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(p, "large-payload-near-cap.json") {
				inner, _ := json.Marshal(&e.IngestedEmission)
				ic, _ := integrity.SafeCanonicalizeJSON(inner)
				if size != 4368 || len(ic) != 3888 {
					t.Errorf("near the cap: %d bytes whole, %d the emission; want 4368 and 3888", size, len(ic))
				}
			} else if size > integrity.CanonicalSizeCapBytes {
				t.Errorf("%s: %d bytes", filepath.Base(p), size)
			}
			n++
		}
	}
	if n != 13 {
		t.Errorf("%d Tier-2 fixtures, want 13 (10 valid and 3 boundary in the shared copy)", n)
	}
}

func ExamplePhaseCompletionEnvelope_CheckSignerKeyID() {
	var e integrity.PhaseCompletionEnvelope
	e.SignerClusterID, e.SignerKeyVersion = "c1", "1"
	e.SignerKeyID = "10DDAFE9D244AFB4247309479B5719ED5149E05875954896EE58C2539EBE1BB5"
	fmt.Println(e.CheckSignerKeyID())
	e.SignerKeyVersion = "2"
	fmt.Println(e.CheckSignerKeyID() != nil)
	// Output:
	// <nil>
	// true
}

// Hostile payloads: an NFC bomb (a base letter and many combining marks)
// in the emission's payload costs CanonicalSize allocations proportional
// to its size (measured at two sizes), and the cap is reported as the
// canonicalizer's size error past its limit.
func TestHostilePhaseCompletionCanonicalSize(t *testing.T) {
	var bytesAt [2]uint64
	for i, n := range []int{5_000, 10_000} {
		e := decodePCE(t, pceDoc)
		e.IngestedEmission.Payload["bomb"] = json.RawMessage(`"e` + strings.Repeat(`\u0301\u0323`, n) + `"`)
		var size int
		var err error
		bytesAt[i], _ = hostile.Allocated(func() { size, err = e.CanonicalSize() })
		if err != nil || size <= integrity.CanonicalSizeCapBytes {
			t.Errorf("%d marks: %d bytes, %v", 2*n, size, err)
		}
	}
	if bytesAt[1] > bytesAt[0]*5/2 {
		t.Errorf("allocations %d then %d bytes: not linear", bytesAt[0], bytesAt[1])
	}
}
