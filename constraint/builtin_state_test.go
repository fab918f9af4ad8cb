package constraint_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
)

func mustValue(t *testing.T, doc string) constraint.Value {
	t.Helper()
	v, err := constraint.DecodeJSON([]byte(doc))
	if err != nil {
		t.Fatalf("%s: %v", doc, err)
	}
	return v
}

func nonces(m map[string][]string) map[string]map[string]struct{} {
	out := map[string]map[string]struct{}{}
	for s, ns := range m {
		out[s] = map[string]struct{}{}
		for _, n := range ns {
			out[s][n] = struct{}{}
		}
	}
	return out
}

func TestNonceUniquePerSignerWindow(t *testing.T) {
	const x = "nonce_unique_per_signer_window(record, 'signer_id', 'nonce')"
	const rec = `{"record": {"signer_id": "agent-a", "nonce": "n1"}}`
	for _, c := range []struct {
		doc  string
		w    *constraint.NonceWindow
		want bool
		code constraint.DiagnosticCode
	}{
		{rec, nil, true, constraint.NonceContextDeferred},
		{`{"record": null}`, nil, false, constraint.NonceInvalidInput},
		{`{}`, nil, false, constraint.NonceInvalidInput},
		{`{"record": [1]}`, nil, false, constraint.NonceInvalidInput},
		{rec, &constraint.NonceWindow{WindowSeconds: 300, PerSigner: nonces(nil)}, true, ""},
		{rec, &constraint.NonceWindow{WindowSeconds: 300, PerSigner: nonces(map[string][]string{"agent-a": {"n0"}})}, true, ""},
		{rec, &constraint.NonceWindow{WindowSeconds: 300, PerSigner: nonces(map[string][]string{"agent-b": {"n1"}})}, true, ""},
		{rec, &constraint.NonceWindow{WindowSeconds: 300, PerSigner: nonces(map[string][]string{"agent-a": {"n1"}})}, false, constraint.NonceReplayDetected},
		{`{"record": {"signer_id": "a", "nonce": 5}}`, nil, false, constraint.NonceInvalidInput},
		{rec, &constraint.NonceWindow{WindowSeconds: -1}, false, constraint.NonceInvalidInput},
		{rec, &constraint.NonceWindow{WindowSeconds: math.Inf(1)}, false, constraint.NonceInvalidInput},
		{rec, &constraint.NonceWindow{WindowSeconds: math.NaN()}, false, constraint.NonceInvalidInput},
		{rec, &constraint.NonceWindow{WindowSeconds: 0}, true, ""},
	} {
		if got := check(t, x, c.doc, constraint.WithNonceWindow(c.w)); got != c.want {
			t.Errorf("%s with %+v: %v, want %v", c.doc, c.w, got, c.want)
		}
		rv, _ := mustValue(t, c.doc).Get("record")
		if d := constraint.CheckNonce(rv, "signer_id", "nonce", c.w); d.Pass != c.want || d.Code != c.code {
			t.Errorf("CheckNonce %s: %+v, want %v %s", c.doc, d, c.want, c.code)
		}
	}
	// PCE-4 in the language: the nested emission is the record.
	pce := `{"ingested_emission": {"agent_id": "agent-7", "nonce": "AAAAAAAAAAAAAAAAAAAAAA"}}`
	const pce4 = "nonce_unique_per_signer_window(ingested_emission, 'agent_id', 'nonce')"
	w := &constraint.NonceWindow{WindowSeconds: 60, PerSigner: nonces(map[string][]string{"agent-7": {"AAAAAAAAAAAAAAAAAAAAAA"}})}
	if check(t, pce4, pce, constraint.WithNonceWindow(w)) || !check(t, pce4, pce) {
		t.Error("PCE-4 as an expression")
	}
	// A field name that is not a string is false before anything else.
	if check(t, "nonce_unique_per_signer_window(record, 1, 'nonce')", rec) {
		t.Error("a numeric field name passed")
	}
}

func seqState(cluster, highest string, last map[[2]string]string) *constraint.SequenceState {
	s := &constraint.SequenceState{ClusterID: cluster, HighestKeyVersion: highest, LastSequence: map[constraint.SequenceKey]string{}}
	for k, v := range last {
		s.LastSequence[constraint.SequenceKey{SignerID: k[0], KeyVersion: k[1]}] = v
	}
	return s
}

func TestSequenceMonotonicPerCluster(t *testing.T) {
	const x = "sequence_monotonic_per_cluster(record, 'cluster_id', 'signer_id', 'sequence', 'key_version')"
	rec := func(cluster, seq, kv string) string {
		return `{"record": {"cluster_id": "` + cluster + `", "signer_id": "s1", "sequence": ` + seq + `, "key_version": ` + kv + `}}`
	}
	s1 := func(kv string) [2]string { return [2]string{"s1", kv} }
	for _, c := range []struct {
		doc  string
		s    *constraint.SequenceState
		want bool
		code constraint.DiagnosticCode
	}{
		{rec("c1", `"1"`, `"0"`), nil, true, constraint.SequenceContextDeferred},
		{rec("c1", `"007"`, `"0"`), nil, false, constraint.SequenceInvalidInput},
		{rec("c1", `"-1"`, `"0"`), nil, false, constraint.SequenceInvalidInput},
		{rec("c1", `"1"`, `"01"`), nil, false, constraint.SequenceInvalidInput},
		{rec("c1", `1`, `"0"`), nil, false, constraint.SequenceInvalidInput},
		{`{"record": "x"}`, nil, false, constraint.SequenceInvalidInput},
		{rec("c1", `"5"`, `"1"`), seqState("c1", "1", nil), true, ""},
		{rec("c1", `"5"`, `"1"`), seqState("c1", "1", map[[2]string]string{s1("1"): "4"}), true, ""},
		{rec("c1", `"5"`, `"1"`), seqState("c1", "1", map[[2]string]string{s1("1"): "5"}), false, constraint.SequenceMonotonicViolation},
		{rec("c1", `"5"`, `"1"`), seqState("c1", "1", map[[2]string]string{s1("1"): "6"}), false, constraint.SequenceMonotonicViolation},
		{rec("c1", `"18446744073709551616"`, `"1"`), seqState("c1", "1", map[[2]string]string{s1("1"): "18446744073709551615"}), true, ""},
		{rec("c1", `"5"`, `"1"`), seqState("c1", "2", nil), false, constraint.KeyVersionRegression},
		{rec("c1", `"1"`, `"3"`), seqState("c1", "2", map[[2]string]string{s1("2"): "9"}), true, ""},
		{rec("c2", `"5"`, `"1"`), seqState("c1", "1", nil), false, constraint.ClusterIDMismatch},
		{rec("c2", `"007"`, `"1"`), seqState("c1", "1", nil), false, constraint.ClusterIDMismatch},
		{rec("c1", `"5"`, `"1"`), seqState("c1", "01", nil), false, constraint.SequenceInvalidInput},
		{rec("c1", `"5"`, `"1"`), seqState("c1", "1", map[[2]string]string{s1("1"): "04"}), false, constraint.SequenceInvalidInput},
	} {
		if got := check(t, x, c.doc, constraint.WithSequenceState(c.s)); got != c.want {
			t.Errorf("%s with %+v: %v, want %v", c.doc, c.s, got, c.want)
		}
		rv, _ := mustValue(t, c.doc).Get("record")
		if d := constraint.CheckSequence(rv, "cluster_id", "signer_id", "sequence", "key_version", c.s); d.Pass != c.want || d.Code != c.code {
			t.Errorf("CheckSequence %s: %+v, want %v %s", c.doc, d, c.want, c.code)
		}
	}
}

func TestChainValidatorPrevHash(t *testing.T) {
	const x = "chain_validator_prev_hash(chain, 'entry_hash', 'previous_hash')"
	three := `{"chain": [{"entry_hash": "h1", "previous_hash": "genesis:cluster-ledger"}, {"entry_hash": "h2", "previous_hash": "h1"}, {"entry_hash": "h3", "previous_hash": "h2"}]}`
	badGenesis := `{"chain": [{"entry_hash": "h1", "previous_hash": "x"}]}`
	g := "G"
	for _, c := range []struct {
		doc  string
		l    *constraint.ChainLedger
		want bool
		code constraint.DiagnosticCode
	}{
		{`{"chain": [{"entry_hash": "h1", "previous_hash": "genesis:cluster-ledger"}]}`, nil, true, constraint.ChainContextDeferred},
		{`{"chain": []}`, nil, true, constraint.ChainContextDeferred},
		{badGenesis, nil, true, constraint.ChainContextDeferred},
		{`{"chain": [null]}`, nil, true, constraint.ChainContextDeferred},
		{`{"chain": {}}`, nil, false, constraint.ChainInvalidInput},
		{`{}`, nil, false, constraint.ChainInvalidInput},
		{`{"chain": []}`, &constraint.ChainLedger{}, true, ""},
		{three, &constraint.ChainLedger{}, true, ""},
		{three, &constraint.ChainLedger{ExpectedPriorHash: map[int]string{1: "h1", 2: "h2"}}, true, ""},
		{three, &constraint.ChainLedger{ExpectedPriorHash: map[int]string{1: "hX"}}, false, constraint.ChainLedgerMismatch},
		{three, &constraint.ChainLedger{ExpectedPriorHash: map[int]string{0: "other"}}, false, constraint.ChainLedgerMismatch},
		{badGenesis, &constraint.ChainLedger{}, false, constraint.ChainGenesisViolation},
		{`{"chain": [{"entry_hash": "h1", "previous_hash": "G"}]}`, &constraint.ChainLedger{GenesisHash: &g}, true, ""},
		{`{"chain": [{"entry_hash": "h1", "previous_hash": "genesis:cluster-ledger"}, {"entry_hash": "h2", "previous_hash": "zz"}]}`, &constraint.ChainLedger{}, false, constraint.ChainPrevHashMismatch},
		{`{"chain": [{"entry_hash": "h1"}]}`, &constraint.ChainLedger{}, false, constraint.ChainInvalidInput},
		{`{"chain": [null]}`, &constraint.ChainLedger{}, false, constraint.ChainInvalidInput},
		{`{"chain": [{"entry_hash": "H1", "previous_hash": "genesis:cluster-ledger"}, {"entry_hash": "h2", "previous_hash": "h1"}]}`, &constraint.ChainLedger{}, false, constraint.ChainPrevHashMismatch},
	} {
		if got := check(t, x, c.doc, constraint.WithChainLedger(c.l)); got != c.want {
			t.Errorf("%s with %+v: %v, want %v", c.doc, c.l, got, c.want)
		}
		cv, _ := mustValue(t, c.doc).Get("chain")
		if d := constraint.CheckChain(cv, "entry_hash", "previous_hash", c.l); d.Pass != c.want || d.Code != c.code {
			t.Errorf("CheckChain %s: %+v, want %v %s", c.doc, d, c.want, c.code)
		}
	}
}

func TestCanonicalSizeCap(t *testing.T) {
	xs := strings.Repeat("x", 99_998)
	for _, c := range []struct {
		value, cap string
		want       bool
		code       constraint.DiagnosticCode
	}{
		{`{}`, "4096", true, ""},
		{`{"kind": "small"}`, "100", true, ""},
		{`{}`, "2", true, ""},
		{`{}`, "1", false, constraint.CanonicalSizeCapExceeded},
		{`{"kind": "small"}`, "16", true, ""},
		{`{"kind": "small"}`, "15", false, constraint.CanonicalSizeCapExceeded},
		{`"e\u0301"`, "4", true, ""},
		{`"e\u0301"`, "3", false, constraint.CanonicalSizeCapExceeded},
		{`null`, "4", true, ""},
		{`null`, "3", false, constraint.CanonicalSizeCapExceeded},
		{`1e21`, "5", true, ""},
		{`1e21`, "4", false, constraint.CanonicalSizeCapExceeded},
		{`{"e\u0301": 1, "é": 2}`, "4096", false, constraint.CanonicalSizeCapInvalidInput},
		{`"` + xs + `"`, "200000", true, ""},
		{`"` + xs + `x"`, "200000", false, constraint.CanonicalSizeCapInvalidInput},
		{`{}`, "0", false, constraint.CanonicalSizeCapInvalidInput},
		{`{}`, "1.5", false, constraint.CanonicalSizeCapInvalidInput},
		{`{}`, "'4096'", false, constraint.CanonicalSizeCapInvalidInput},
	} {
		doc := `{"value": ` + c.value + `}`
		if got := check(t, "canonical_size_cap(value, "+c.cap+")", doc); got != c.want {
			t.Errorf("%.40s cap %s: %v, want %v", c.value, c.cap, got, c.want)
		}
		if c.cap[0] == '\'' {
			continue
		}
		capV, _ := mustValue(t, c.cap).AsNumber()
		v, _ := mustValue(t, doc).Get("value")
		if d := constraint.CheckCanonicalSize(v, capV); d.Pass != c.want || d.Code != c.code {
			t.Errorf("CheckCanonicalSize %.40s %s: %+v, want %v %s", c.value, c.cap, d, c.want, c.code)
		}
	}
	if check(t, "canonical_size_cap(absent, 4096)", `{}`) {
		t.Error("an absent value passed")
	}
}

func TestSignerKeyIDMatchesDerivation(t *testing.T) {
	const x = "signer_key_id_matches_derivation(record, 'cid', 'kv', 'kid')"
	const c1 = "10ddafe9d244afb4247309479b5719ed5149e05875954896ee58c2539ebe1bb5"
	if got := constraint.DeriveSignerKeyID("c1", "1"); got != c1 {
		t.Errorf("DeriveSignerKeyID(c1, 1) = %s", got)
	}
	rec := func(cid, kv, kid string) string {
		return `{"record": {"cid": ` + cid + `, "kv": ` + kv + `, "kid": ` + kid + `}}`
	}
	abc := `"` + constraint.DeriveSignerKeyID("a:b", "c") + `"`
	for _, c := range []struct {
		doc  string
		want bool
		code constraint.DiagnosticCode
	}{
		{rec(`"c1"`, `"1"`, `"`+c1+`"`), true, ""},
		{rec(`"c1"`, `"1"`, `"`+strings.Repeat("0", 64)+`"`), false, constraint.SignerKeyIDMismatch},
		{rec(`"c1"`, `"1"`, `"`+strings.ToUpper(c1)+`"`), true, ""},
		{rec(`"cafe\u0301"`, `"1"`, `"724db6062814c35657cec509a30bd31e1092f67911e9fb567b78ab278fd31f46"`), true, ""},
		{rec(`"cafe\u0301"`, `"1"`, `"d4a3a508aee4bfb7e83ed753f33f5a87ecca3fbe47c26c61b36a5642db70d00e"`), false, constraint.SignerKeyIDMismatch},
		{rec(`"c1"`, `1`, `"`+c1+`"`), false, constraint.SignerKeyIDInvalidInput},
		{`{"record": null}`, false, constraint.SignerKeyIDInvalidInput},
		{rec(`"c1"`, `"1"`, `"sha256:`+c1+`"`), false, constraint.SignerKeyIDMismatch},
		{rec(`"a:b"`, `"c"`, abc), true, ""},
		{rec(`"a"`, `"b:c"`, abc), true, ""},
	} {
		if got := check(t, x, c.doc); got != c.want {
			t.Errorf("%s: %v, want %v", c.doc, got, c.want)
		}
		rv, _ := mustValue(t, c.doc).Get("record")
		if d := constraint.CheckSignerKeyID(rv, "cid", "kv", "kid"); d.Pass != c.want || d.Code != c.code {
			t.Errorf("CheckSignerKeyID %s: %+v, want %v %s", c.doc, d, c.want, c.code)
		}
	}
}

func TestPercentilesMonotonicNondecreasing(t *testing.T) {
	m := func(p50, p95, p99, max string) string {
		return `{"p50_ms": ` + p50 + `, "p95_ms": ` + p95 + `, "p99_ms": ` + p99 + `, "max_ms": ` + max + `}`
	}
	for _, c := range []struct {
		value string
		want  bool
		code  constraint.DiagnosticCode
	}{
		{m("10", "50", "100", "200"), true, ""},
		{m("5", "5", "5", "5"), true, ""},
		{m("100", "50", "200", "300"), false, constraint.PercentilesViolation},
		{m("1", "2", "5", "4"), false, constraint.PercentilesViolation},
		{m("-1", "2", "3", "4"), false, constraint.PercentilesInvalidInput},
		{`{"p50_ms": 1, "p95_ms": 2, "p99_ms": 3}`, false, constraint.PercentilesInvalidInput},
		{m(`"1"`, "2", "3", "4"), false, constraint.PercentilesInvalidInput},
		{`[1, 2, 3, 4]`, false, constraint.PercentilesInvalidInput},
		{`null`, false, constraint.PercentilesInvalidInput},
		{m("-0", "0", "0", "0"), true, ""},
		{`{"p50_ms": 1, "p95_ms": 2, "p99_ms": 3, "max_ms": 4, "x": -9}`, true, ""},
	} {
		doc := `{"measurements": ` + c.value + `}`
		if got := check(t, "percentiles_monotonic_nondecreasing(measurements)", doc); got != c.want {
			t.Errorf("%s: %v, want %v", c.value, got, c.want)
		}
		v, _ := mustValue(t, doc).Get("measurements")
		if d := constraint.CheckPercentiles(v); d.Pass != c.want || d.Code != c.code {
			t.Errorf("CheckPercentiles %s: %+v, want %v %s", c.value, d, c.want, c.code)
		}
	}
}

func TestUTF8ByteLengthMax(t *testing.T) {
	poo := func(n int) string { return strings.Repeat("\U0001F4A9", n) }
	for _, c := range []struct {
		value, cap string
		want       bool
		code       constraint.DiagnosticCode
	}{
		{`"hello world"`, "4096", true, ""},
		{`"` + poo(10) + `"`, "16", false, constraint.UTF8ByteLengthExceeded},
		{`"éé"`, "4", true, ""},
		{`"éé"`, "3", false, constraint.UTF8ByteLengthExceeded},
		{`""`, "1", true, ""},
		{`"a"`, "0", false, constraint.UTF8ByteLengthInvalidInput},
		{`"a"`, "1.5", false, constraint.UTF8ByteLengthInvalidInput},
		{`"a"`, "'4096'", false, constraint.UTF8ByteLengthInvalidInput},
		{`5`, "10", false, constraint.UTF8ByteLengthInvalidInput},
		{`"e\u0301"`, "2", false, constraint.UTF8ByteLengthExceeded},
		{`"e\u0301"`, "3", true, ""},
		{`"` + poo(1024) + `"`, "4096", true, ""},
		{`"` + poo(1025) + `"`, "4096", false, constraint.UTF8ByteLengthExceeded},
	} {
		doc := `{"value": ` + c.value + `}`
		if got := check(t, "utf8_byte_length_max(value, "+c.cap+")", doc); got != c.want {
			t.Errorf("%.30s cap %s: %v, want %v", c.value, c.cap, got, c.want)
		}
		if c.cap[0] == '\'' {
			continue
		}
		capV, _ := mustValue(t, c.cap).AsNumber()
		v, _ := mustValue(t, doc).Get("value")
		if d := constraint.CheckUTF8ByteLength(v, capV); d.Pass != c.want || d.Code != c.code {
			t.Errorf("CheckUTF8ByteLength %.30s %s: %+v, want %v %s", c.value, c.cap, d, c.want, c.code)
		}
	}
}

func TestPlanContentHashUnchangedSinceSignoff(t *testing.T) {
	const x = "plan_content_hash_unchanged_since_signoff(plan_content_hash)"
	h := "sha256:" + strings.Repeat("ab", 32)
	other := "sha256:" + strings.Repeat("cd", 32)
	doc := `{"plan_content_hash": "` + h + `"}`
	so := func(id, hash, ts string) constraint.PlanSignoff {
		return constraint.PlanSignoff{SignoffID: id, PlanContentHash: hash, TTLSecondsAtEmit: big.NewInt(3600), TSEmit: ts}
	}
	ledger := func(s ...constraint.PlanSignoff) *constraint.PlanSignoffLedger {
		return &constraint.PlanSignoffLedger{TSSnapshot: "2026-05-02T00:00:00Z", Signoffs: s}
	}
	const ts = "2026-05-01T00:00:00Z"
	for _, c := range []struct {
		name   string
		doc    string
		l      *constraint.PlanSignoffLedger
		want   constraint.PlanHashOutcome
		reason hounfour.ObligationReason
		ev     hounfour.ObligationEvaluator
	}{
		{"no ledger", `{"plan_content_hash": "sha256:` + strings.Repeat("0", 64) + `"}`, nil, constraint.PlanHashDeferred, hounfour.ReasonLedgerContextDeferred, hounfour.ObligationConsumer},
		{"number", `{"plan_content_hash": 42}`, nil, constraint.PlanHashFail, "", hounfour.ObligationLibrary},
		{"match", doc, ledger(so("s-1", h, ts)), constraint.PlanHashPass, hounfour.ReasonSignoffTTLObserved, hounfour.ObligationConsumer},
		{"upper argument", `{"plan_content_hash": "` + strings.ToUpper(h) + `"}`, ledger(so("s-1", h, ts)), constraint.PlanHashPass, hounfour.ReasonSignoffTTLObserved, hounfour.ObligationConsumer},
		{"upper ledger", `{"plan_content_hash": "` + h + `"}`, ledger(so("s-1", strings.ToUpper(h), ts)), constraint.PlanHashPass, hounfour.ReasonSignoffTTLObserved, hounfour.ObligationConsumer},
		{"other hash", doc, ledger(so("s-1", other, ts)), constraint.PlanHashFail, hounfour.ReasonSignoffPlanHashMismatch, hounfour.ObligationConsumer},
		{"empty", doc, ledger(), constraint.PlanHashFail, hounfour.ReasonSignoffPlanHashMismatch, hounfour.ObligationConsumer},
		{"bad ts_emit", doc, ledger(so("s-1", h, "not a date")), constraint.PlanHashFail, "", hounfour.ObligationLibrary},
		{"first match bad", doc, ledger(so("s-1", h, "not a date"), so("s-2", h, ts)), constraint.PlanHashFail, "", hounfour.ObligationLibrary},
		{"bad before match", doc, ledger(so("s-0", other, "not a date"), so("s-1", h, ts)), constraint.PlanHashPass, hounfour.ReasonSignoffTTLObserved, hounfour.ObligationConsumer},
		{"no snapshot", doc, &constraint.PlanSignoffLedger{Signoffs: []constraint.PlanSignoff{so("s-1", h, ts)}}, constraint.PlanHashPass, hounfour.ReasonSignoffTTLObserved, hounfour.ObligationConsumer},
		{"malformed entry", doc, ledger(so("s-1", h, ts), constraint.PlanSignoff{SignoffID: "s-2", PlanContentHash: other, TSEmit: ts}), constraint.PlanHashFail, "", hounfour.ObligationLibrary},
		{"absent", `{}`, nil, constraint.PlanHashFail, "", hounfour.ObligationLibrary},
		{"absent with ledger", `{}`, ledger(so("s-1", h, ts)), constraint.PlanHashFail, "", hounfour.ObligationLibrary},
	} {
		if got := check(t, x, c.doc, constraint.WithPlanSignoffLedger(c.l)); got != (c.want != constraint.PlanHashFail) {
			t.Errorf("%s: builtin %v, want %s", c.name, got, c.want)
		}
		hv, _ := mustValue(t, c.doc).Get("plan_content_hash")
		r := constraint.CheckPlanContentHash(hv, c.l)
		if r.Result != c.want || r.Obligation == nil || r.Obligation.Reason != c.reason || r.Obligation.Evaluator != c.ev ||
			r.Obligation.RuleID != constraint.PlanHashRuleID {
			t.Errorf("%s: %s %+v, want %s %s %s", c.name, r.Result, r.Obligation, c.want, c.ev, c.reason)
		}
	}
	r := constraint.CheckPlanContentHash(constraint.String(h), ledger(so("s-1", h, ts)))
	// 2026-05-01T00:00:00Z is 1777593600000 ms; plus 3600 s.
	if r.TTLUntilMS == nil || r.TTLUntilMS.String() != "1777597200000" || r.Signoff.SignoffID != "s-1" ||
		!strings.Contains(r.Obligation.EvaluationNote, "ttl_until_ms=1777597200000") {
		t.Errorf("pass result %+v %+v", r, r.Obligation)
	}
	if constraint.DefaultLedgerGenesis != "genesis:cluster-ledger" || constraint.PlanHashRuleID != "plan-signoff-envelope/plan-hash-unchanged" {
		t.Error("constants")
	}
}
