package constraint_test

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

func seqRecord(seq, kv string) constraint.Value {
	return constraint.ObjectOf(
		constraint.Member{Name: "cluster_id", Value: constraint.String("c1")},
		constraint.Member{Name: "signer_id", Value: constraint.String("s1")},
		constraint.Member{Name: "sequence", Value: constraint.String(seq)},
		constraint.Member{Name: "key_version", Value: constraint.String(kv)},
	)
}

// A strictly increasing run of sequence numbers (from any start, past 64
// bits) passes step by step, the state advanced as a service would; every
// earlier number, and the last one again, fails at every step.
func TestSequenceMonotoneProperty(t *testing.T) {
	p := gopter.NewProperties(proptest.Parameters(t, 300))
	p.Property("a monotone sequence passes, any regression fails", prop.ForAll(
		func(start uint64, steps []uint64) bool {
			s := &constraint.SequenceState{ClusterID: "c1", HighestKeyVersion: "1", LastSequence: map[constraint.SequenceKey]string{}}
			key := constraint.SequenceKey{SignerID: "s1", KeyVersion: "1"}
			cur := new(big.Int).SetUint64(start)
			cur.Mul(cur, new(big.Int).Lsh(big.NewInt(1), 40)) // past 64 bits
			var seen []string
			for _, d := range steps {
				text := cur.String()
				if !constraint.CheckSequence(seqRecord(text, "1"), "cluster_id", "signer_id", "sequence", "key_version", s).Pass {
					return false
				}
				for _, old := range append(seen, text) {
					s.LastSequence[key] = text
					if constraint.CheckSequence(seqRecord(old, "1"), "cluster_id", "signer_id", "sequence", "key_version", s).Pass {
						return false
					}
				}
				seen = append(seen, text)
				s.LastSequence[key] = text
				cur.Add(cur, new(big.Int).SetUint64(d%(1<<62)+1))
			}
			return true
		},
		gen.UInt64(), gen.SliceOfN(12, gen.UInt64()),
	))
	p.TestingRun(t)
}

// Fed one by one to a window that records each accepted nonce, a list of
// nonces passes exactly where the nonce did not occur earlier in the list
// for the same signer (the oracle scans the list).
func TestNonceWindowProperty(t *testing.T) {
	p := gopter.NewProperties(proptest.Parameters(t, 300))
	p.Property("nonces unique within a window", prop.ForAll(
		func(signers, nonces []uint8) bool {
			w := &constraint.NonceWindow{WindowSeconds: 300, PerSigner: map[string]map[string]struct{}{}}
			n := min(len(signers), len(nonces))
			for i := range n {
				sg, nc := "agent-"+strconv.Itoa(int(signers[i]%3)), "n"+strconv.Itoa(int(nonces[i]%8))
				want := true
				for j := range i {
					if signers[j]%3 == signers[i]%3 && nonces[j]%8 == nonces[i]%8 {
						want = false
					}
				}
				rec := constraint.ObjectOf(constraint.Member{Name: "signer_id", Value: constraint.String(sg)},
					constraint.Member{Name: "nonce", Value: constraint.String(nc)})
				d := constraint.CheckNonce(rec, "signer_id", "nonce", w)
				if d.Pass != want || !want && d.Code != constraint.NonceReplayDetected {
					return false
				}
				if d.Pass {
					if w.PerSigner[sg] == nil {
						w.PerSigner[sg] = map[string]struct{}{}
					}
					w.PerSigner[sg][nc] = struct{}{}
				}
			}
			return true
		},
		gen.SliceOf(gen.UInt8()), gen.SliceOf(gen.UInt8()),
	))
	p.TestingRun(t)
}

var decimalText = regexp.MustCompile(`^(0|[1-9][0-9]*)$`)

// The sequence check on any text equals the oracle: both texts decimal
// (the pattern) and the sequence above the last as big integers.
func FuzzSequenceDecimal(f *testing.F) {
	for _, s := range [][2]string{{"1", "0"}, {"007", "1"}, {"18446744073709551616", "18446744073709551615"}, {"-1", "0"}, {"", "1"}, {"10", "9"}, {"9", "10"}, {"٣", "1"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, seq, last string) {
		if !utf8.ValidString(seq) {
			return
		}
		s := &constraint.SequenceState{ClusterID: "c1", HighestKeyVersion: "1",
			LastSequence: map[constraint.SequenceKey]string{{SignerID: "s1", KeyVersion: "1"}: last}}
		d := constraint.CheckSequence(seqRecord(seq, "1"), "cluster_id", "signer_id", "sequence", "key_version", s)
		want := decimalText.MatchString(seq) && decimalText.MatchString(last)
		if want {
			a, _ := new(big.Int).SetString(seq, 10)
			b, _ := new(big.Int).SetString(last, 10)
			want = a.Cmp(b) > 0
		}
		if d.Pass != want {
			t.Fatalf("sequence %q after %q: %+v, want %v", seq, last, d, want)
		}
	})
}

// The UTF-8 byte cap on any text equals the length of its UTF-8 encoding
// (each invalid byte as U+FFFD) against the cap.
func FuzzUTF8ByteLength(f *testing.F) {
	for _, s := range []string{"", "hello", "éé", "e\u0301", "\U0001F4A9", "\xff\xfe"} {
		f.Add(s, uint16(3))
	}
	f.Fuzz(func(t *testing.T, s string, capN uint16) {
		want := capN > 0 && len(string([]rune(s))) <= int(capN)
		if d := constraint.CheckUTF8ByteLength(constraint.String(s), float64(capN)); d.Pass != want {
			t.Fatalf("%q cap %d: %+v, want %v", s, capN, d, want)
		}
	})
}

// canonical_size_cap on any JSON document equals the length of the
// document's safe canonical form (integrity.SafeCanonicalizeJSON: NFC,
// RFC 8785, 100,000 bytes at most) against the cap.
func FuzzCanonicalSize(f *testing.F) {
	for _, s := range []string{`{}`, `{"kind":"small"}`, `"e\u0301"`, `{"e\u0301":1,"é":2}`, `[1e21,-0,0.1]`, `null`} {
		f.Add([]byte(s), uint16(16))
	}
	f.Fuzz(func(t *testing.T, doc []byte, capN uint16) {
		v, err := constraint.DecodeJSON(doc)
		if err != nil || capN == 0 {
			return
		}
		out, cerr := integrity.SafeCanonicalizeJSON(doc)
		want := cerr == nil && len(out) <= int(capN)
		if d := constraint.CheckCanonicalSize(v, float64(capN)); d.Pass != want {
			t.Fatalf("%s cap %d: %+v, want %v (%s %v)", doc, capN, d, want, out, cerr)
		}
	})
}

// Hostile texts: an NFC bomb (one base letter and many combining marks),
// decomposed letters as member names and a 1 MiB string cost allocations
// proportional to their size (twice the text, at most about twice the
// bytes; measured at two sizes), and a canonical form over the canonical
// limit is refused.
func TestHostileStateBuiltins(t *testing.T) {
	linear := func(name string, f func(n int) (bool, constraint.DiagnosticCode), want constraint.DiagnosticCode, perUnit uint64) {
		t.Helper()
		var b [2]uint64
		for i, n := range []int{10_000, 20_000} {
			var ok bool
			var code constraint.DiagnosticCode
			b[i], _ = hostile.Allocated(func() { ok, code = f(n) })
			if ok || code != want || b[i] > perUnit*uint64(n) {
				t.Errorf("%s at %d: %v %s, %d bytes (bound %d)", name, n, ok, code, b[i], perUnit*uint64(n))
			}
		}
		if b[1] > b[0]*5/2 {
			t.Errorf("%s: %d bytes at 10,000, %d at 20,000: not linear", name, b[0], b[1])
		}
	}
	bomb := func(n int) string { return "e" + strings.Repeat("\u0301\u0323", n) }
	linear("NFC bomb", func(n int) (bool, constraint.DiagnosticCode) {
		d := constraint.CheckCanonicalSize(constraint.String(bomb(n)), 4096)
		return d.Pass, d.Code
	}, constraint.CanonicalSizeCapExceeded, 400)
	linear("decomposed names", func(n int) (bool, constraint.DiagnosticCode) {
		members := make([]constraint.Member, n)
		for i := range members {
			members[i] = constraint.Member{Name: "e\u0301" + strconv.Itoa(i), Value: constraint.Number(1)}
		}
		obj := constraint.ObjectOf(members...)
		d := constraint.CheckCanonicalSize(obj, 4096)
		return d.Pass, d.Code
	}, constraint.CanonicalSizeCapInvalidInput, 2000)
	linear("key id of an NFC bomb", func(n int) (bool, constraint.DiagnosticCode) {
		rec := constraint.ObjectOf(
			constraint.Member{Name: "cid", Value: constraint.String(bomb(n))},
			constraint.Member{Name: "kv", Value: constraint.String("1")},
			constraint.Member{Name: "kid", Value: constraint.String(strings.Repeat("0", 64))})
		d := constraint.CheckSignerKeyID(rec, "cid", "kv", "kid")
		return d.Pass, d.Code
	}, constraint.SignerKeyIDMismatch, 400)
	big := constraint.String(strings.Repeat("\U0001F4A9", 1<<18))
	var d constraint.Diagnostic
	n, allocs := hostile.Allocated(func() { d = constraint.CheckUTF8ByteLength(big, 4096) })
	if d.Pass || d.Code != constraint.UTF8ByteLengthExceeded || allocs > 2 {
		t.Errorf("1 MiB text: %+v, %d bytes in %d allocations", d, n, allocs)
	}
}
