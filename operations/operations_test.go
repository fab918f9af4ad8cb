package operations_test

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/operations"
)

const digestDoc = `{"envelope_kind":"oracle_digest","contract_version":"8.6.0","pulse_id":"p1","pulse_kind":"evening",
"cluster_id":"c1","ts":"2026-05-09T18:00:00Z",
"headline":{"conformance_pct_7d":90,"conformance_pct_7d_delta":0,"inter_series_last_boolean":false,"sosyete_divergence_pp":0},
"epic_summary_24h":[],"subscription_pool_summary":{"healthy_account_count":1,"rate_limited_account_count":0,"exhausted_account_count":0},
"stale_assumptions":[],"pending_escalations_count":0,
"pulse_attention_breakdown":{"strategy":0.2,"inter_oracle_conflict":0.2,"escalation":0.2},
"telegram_variant_md_below_4kb":"TELEGRAM","full_markdown_s3_url":"s3://b/k.md"}`

// digestWith returns the digest document with the telegram text s.
func digestWith(t testing.TB, s string) []byte {
	t.Helper()
	q, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return []byte(strings.Replace(digestDoc, `"TELEGRAM"`, string(q), 1))
}

func violationsOf(err error) []hounfour.Violation {
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		return ve.Violations
	}
	return nil
}

// TestByteCap: the examples of the byte cap, with the exact message.
func TestByteCap(t *testing.T) {
	t.Parallel()
	note := " — non-ASCII code points consume 2-4 bytes each (CJK = 3, emoji = 4)."
	for _, c := range []struct {
		name, text string
		rule, msg  string
	}{
		{"1366 euro signs", strings.Repeat("€", 1366), "OD-2",
			"OracleDigest:byte_cap[telegram_variant_md_below_4kb]: utf8_byte_length_max: UTF-8 byte length 4098 exceeds cap 4096. Note: a string with 1366 JS UTF-16 code units encodes to 4098 UTF-8 bytes" + note},
		{"1025 emoji", strings.Repeat("\U0001F4A9", 1025), "OD-2",
			"OracleDigest:byte_cap[telegram_variant_md_below_4kb]: utf8_byte_length_max: UTF-8 byte length 4100 exceeds cap 4096. Note: a string with 2050 JS UTF-16 code units encodes to 4100 UTF-8 bytes" + note},
		{"exactly 4096 bytes", strings.Repeat("€", 1365) + "a", "", ""},
		{"1024 emoji", strings.Repeat("\U0001F4A9", 1024), "", ""},
		{"4097 ASCII", strings.Repeat("a", 4097), "maxLength", ""},
		{"4096 combining accents", strings.Repeat("\u0301", 4096), "OD-2",
			"OracleDigest:byte_cap[telegram_variant_md_below_4kb]: utf8_byte_length_max: UTF-8 byte length 8192 exceeds cap 4096. Note: a string with 4096 JS UTF-16 code units encodes to 8192 UTF-8 bytes" + note},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var d operations.OracleDigest
			viol := violationsOf(hounfour.Options{}.Decode(digestWith(t, c.text), &d))
			if c.rule == "" {
				if len(viol) != 0 {
					t.Fatalf("want valid, got %v", viol)
				}
				return
			}
			if len(viol) != 1 || viol[0].Rule != c.rule || viol[0].Path != "/telegram_variant_md_below_4kb" ||
				c.msg != "" && viol[0].Message != c.msg {
				t.Fatalf("got %+v\nwant %s %q", viol, c.rule, c.msg)
			}
			// The upstream-verdict check is the schema alone: a byte-cap
			// violation passes it, a maxLength violation does not.
			if err := d.ValidateSchema(); (err == nil) != (c.rule == "OD-2") {
				t.Errorf("ValidateSchema: %v", err)
			}
		})
	}
}

// TestByteCapMessage: the message names the schema, the member, both
// lengths and the cap.
func TestByteCapMessage(t *testing.T) {
	t.Parallel()
	got := operations.ByteCapMessage("X", "m", "é中", 2)
	want := "X:byte_cap[m]: utf8_byte_length_max: UTF-8 byte length 5 exceeds cap 2. Note: a string with 2 JS UTF-16 code units encodes to 5 UTF-8 bytes — non-ASCII code points consume 2-4 bytes each (CJK = 3, emoji = 4)."
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestFieldByteCaps: the table is the schema's annotation, and a changed
// copy changes no verdict.
func TestFieldByteCaps(t *testing.T) {
	t.Parallel()
	caps := operations.FieldByteCaps()
	if !slices.Equal(caps, []operations.FieldByteCap{{Member: "telegram_variant_md_below_4kb", Bytes: 4096}}) {
		t.Fatalf("FieldByteCaps() = %v", caps)
	}
	caps[0].Bytes = 1
	var d operations.OracleDigest
	if err := (hounfour.Options{}).Decode(digestWith(t, "ab"), &d); err != nil {
		t.Errorf("after changing the copy: %v", err)
	}
	if operations.FieldByteCaps()[0].Bytes != 4096 {
		t.Error("the table changed")
	}
}

// TestMonotonic: the percentile order, first pair out of order reported,
// numbers in ECMAScript form.
func TestMonotonic(t *testing.T) {
	t.Parallel()
	tail := ". Latency percentiles MUST be non-decreasing: p50_ms ≤ p95_ms ≤ p99_ms ≤ max_ms."
	head := "LHE-1 (measurements): percentiles_monotonic_nondecreasing: "
	for _, c := range []struct {
		name string
		m    operations.LatencyMeasurements
		want string
	}{
		{"ascending", operations.LatencyMeasurements{P50MS: 10, P95MS: 50, P99MS: 100, MaxMS: 200}, ""},
		{"equal", operations.LatencyMeasurements{P50MS: 5, P95MS: 5, P99MS: 5, MaxMS: 5}, ""},
		{"negative zero", operations.LatencyMeasurements{P50MS: math.Copysign(0, -1)}, ""},
		{"descending", operations.LatencyMeasurements{P50MS: 100, P95MS: 50, P99MS: 20, MaxMS: 10}, head + "p50_ms (100ms) > p95_ms (50ms)" + tail},
		{"p95 over p99", operations.LatencyMeasurements{P50MS: 100, P95MS: 50, P99MS: 200, MaxMS: 300}, head + "p50_ms (100ms) > p95_ms (50ms)" + tail},
		{"p99 over max", operations.LatencyMeasurements{P50MS: 1, P95MS: 2, P99MS: 5, MaxMS: 4}, head + "p99_ms (5ms) > max_ms (4ms)" + tail},
		{"exponents", operations.LatencyMeasurements{P50MS: 1, P95MS: 2, P99MS: 1e21, MaxMS: 1e20}, head + "p99_ms (1e+21ms) > max_ms (100000000000000000000ms)" + tail},
		{"halves", operations.LatencyMeasurements{P50MS: 0.5, P95MS: 0.25, P99MS: 1, MaxMS: 1}, head + "p50_ms (0.5ms) > p95_ms (0.25ms)" + tail},
		{"tiny", operations.LatencyMeasurements{P50MS: 1e-7}, head + "p50_ms (1e-7ms) > p95_ms (0ms)" + tail},
		{"p95 over p99 only", operations.LatencyMeasurements{P50MS: 1, P95MS: 3, P99MS: 2, MaxMS: 4}, head + "p95_ms (3ms) > p99_ms (2ms)" + tail},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ok, msg := c.m.Monotonic()
			if ok != (c.want == "") || msg != c.want {
				t.Errorf("Monotonic() = %v, %q\nwant %q", ok, msg, c.want)
			}
		})
	}
}

// TestVocabularies: the value lists in protocol order, fresh copies.
func TestVocabularies(t *testing.T) {
	t.Parallel()
	if got := operations.PulseKinds(); !slices.Equal(got, []operations.PulseKind{"morning", "afternoon", "evening"}) {
		t.Errorf("PulseKinds() = %v", got)
	}
	if got := operations.CircuitBreakerStates(); !slices.Equal(got, []operations.CircuitBreakerState{"healthy", "degraded", "open"}) {
		t.Errorf("CircuitBreakerStates() = %v", got)
	}
	if got := operations.EscalationSeverities(); !slices.Equal(got, []operations.EscalationSeverity{"info", "warn", "critical", "panic"}) {
		t.Errorf("EscalationSeverities() = %v", got)
	}
	k := operations.PulseKinds()
	k[0] = "night"
	if !operations.PulseMorning.Valid() || operations.PulseKind("night").Valid() || operations.PulseKinds()[0] != "morning" {
		t.Error("the pulse kinds changed through a copy")
	}
	if operations.BreakerOpen.Valid() != true || operations.CircuitBreakerState("closed").Valid() ||
		!operations.SeverityPanic.Valid() || operations.EscalationSeverity("").Valid() {
		t.Error("Valid")
	}
}

// TestContract700: the envelopes are unknown to a 7.0.0 peer.
func TestContract700(t *testing.T) {
	t.Parallel()
	var d operations.OracleDigest
	err := hounfour.Options{Contract: hounfour.Contract700}.Decode(digestWith(t, "x"), &d)
	if !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("under 7.0.0: %v", err)
	}
}
