package operations

import (
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// OracleDigest is a cluster's pulse-time conformance digest (schema
// oracle-digest): three per day per cluster, one per [PulseKind]. It
// carries a short markdown body for Telegram, capped at 4096 UTF-8 bytes,
// and the s3:// location of the unbounded full digest. Closed object;
// every member is required.
//
// Validate checks the schema, then OD-2: the UTF-8 byte length of
// TelegramVariantMD is at most 4096 (see the package documentation). OD-1
// (the three attention components sum to at most 1.0, within 0.01) is a
// runtime-deferred warning: never evaluated.
//
// Schema: oracle-digest — "Pulse-time cluster conformance digest. …"
type OracleDigest struct {
	// EnvelopeKind is always "oracle_digest".
	EnvelopeKind string `json:"envelope_kind" hf:"const=oracle_digest"`
	// ContractVersion is always ContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// PulseID identifies the pulse (non-empty).
	PulseID   string    `json:"pulse_id" hf:"minLength=1"`
	PulseKind PulseKind `json:"pulse_kind"`
	// ClusterID identifies the emitting cluster (non-empty).
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// TS is when the digest was emitted (TimestampPattern).
	TS       string         `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	Headline DigestHeadline `json:"headline"`
	// EpicSummary24h summarises the EPICs of the last 24 hours; it may be
	// empty. A nil slice is written as [].
	EpicSummary24h          []EpicSummary `json:"epic_summary_24h"`
	SubscriptionPoolSummary PoolSummary   `json:"subscription_pool_summary"`
	// StaleAssumptions are the assumptions found stale, each non-empty;
	// the list may be empty. A nil slice is written as [].
	StaleAssumptions []string `json:"stale_assumptions" hf:"item.minLength=1"`
	// PendingEscalationsCount is the number of escalations awaiting a
	// response (≥ 0).
	PendingEscalationsCount int64              `json:"pending_escalations_count" hf:"minimum=0"`
	PulseAttentionBreakdown AttentionBreakdown `json:"pulse_attention_breakdown"`
	// TelegramVariantMD is the markdown body shipped to Telegram: at most
	// 4096 UTF-16 code units (the schema's maxLength) and at most 4096
	// UTF-8 bytes (OD-2).
	TelegramVariantMD string `json:"telegram_variant_md_below_4kb" hf:"maxLength=4096"`
	// FullMarkdownS3URL is where the full digest is stored: s3://, a
	// bucket of lower-case letters, digits, dots and hyphens, "/", and a
	// key of at least one character that is not a line terminator.
	FullMarkdownS3URL string `json:"full_markdown_s3_url" hf:"pattern=^s3://[a-z0-9.-]+/.+$"`
}

// DigestHeadline is the headline of an OracleDigest: the cluster's 7-day
// conformance and its change, the last inter-series verdict and the
// divergence in percentage points. Closed object.
type DigestHeadline struct {
	// ConformancePct7d is the 7-day conformance, a percentage (0–100).
	ConformancePct7d float64 `json:"conformance_pct_7d" hf:"minimum=0,maximum=100"`
	// ConformancePct7dDelta is its change (any number).
	ConformancePct7dDelta float64 `json:"conformance_pct_7d_delta"`
	// InterSeriesLastBoolean is the verdict of the last inter-series run.
	InterSeriesLastBoolean bool `json:"inter_series_last_boolean"`
	// SosyeteDivergencePP is a divergence in percentage points (any
	// number).
	SosyeteDivergencePP float64 `json:"sosyete_divergence_pp"`
}

// EpicSummary is one EPIC of an OracleDigest's 24-hour summary. Closed
// object.
type EpicSummary struct {
	// EpicID identifies the EPIC (non-empty).
	EpicID string `json:"epic_id" hf:"minLength=1"`
	// Status is the EPIC's status, consumer-shaped (non-empty).
	Status string `json:"status" hf:"minLength=1"`
	// ConformancePct is its conformance, a percentage (0–100).
	ConformancePct float64 `json:"conformance_pct" hf:"minimum=0,maximum=100"`
}

// PoolSummary counts the accounts of a cluster's subscription pool by
// state. Closed object.
type PoolSummary struct {
	HealthyAccountCount     int64 `json:"healthy_account_count" hf:"minimum=0"`
	RateLimitedAccountCount int64 `json:"rate_limited_account_count" hf:"minimum=0"`
	ExhaustedAccountCount   int64 `json:"exhausted_account_count" hf:"minimum=0"`
}

// AttentionBreakdown splits a pulse's attention into three shares, each
// between 0 and 1 (the shape OracleDigest and OracleHealthEnvelope
// share). That the three sum to at most 1.0 is the consumer's soft check
// (OD-1, runtime-deferred). Closed object.
type AttentionBreakdown struct {
	Strategy            float64 `json:"strategy" hf:"minimum=0,maximum=1"`
	InterOracleConflict float64 `json:"inter_oracle_conflict" hf:"minimum=0,maximum=1"`
	Escalation          float64 `json:"escalation" hf:"minimum=0,maximum=1"`
}

// FieldByteCap is a cap on the UTF-8 byte length of a string member.
type FieldByteCap struct {
	// Member is the member's JSON name.
	Member string
	// Bytes is the largest UTF-8 byte length allowed.
	Bytes int
}

// digestByteCaps are the byte caps of OracleDigest's members, the schema's
// x-canonical-size-cap-bytes-of-field annotation.
var digestByteCaps = []FieldByteCap{{Member: "telegram_variant_md_below_4kb", Bytes: 4096}}

// FieldByteCaps returns the byte caps of OracleDigest's string members
// (rule OD-2, the schema's x-canonical-size-cap-bytes-of-field), as a
// fresh slice: telegram_variant_md_below_4kb, 4096 bytes.
func FieldByteCaps() []FieldByteCap { return append([]FieldByteCap(nil), digestByteCaps...) }

// RuleByteCap is the rule id of OracleDigest's byte caps.
const RuleByteCap = "OD-2"

// member returns the value of the string member name of d.
func (d *OracleDigest) member(name string) (string, bool) {
	switch name {
	case "telegram_variant_md_below_4kb":
		return d.TelegramVariantMD, true
	}
	return "", false
}

// byteCapRules reports OD-2 for every capped member whose UTF-8 encoding
// is longer than its cap (a member that failed its own checks is not
// measured).
func (d *OracleDigest) byteCapRules(r *codec.Rules) {
	for _, c := range digestByteCaps {
		s, ok := d.member(c.Member)
		if !ok || !r.OK(c.Member) || len(s) <= c.Bytes {
			continue
		}
		r.Report(RuleByteCap, ByteCapMessage("OracleDigest", c.Member, s, c.Bytes), c.Member)
	}
}

// ByteCapMessage is the message of a byte-cap violation of the string s,
// the member of the schema with the given PascalCase id, against cap:
// its UTF-8 byte length, and the UTF-16 code units JavaScript counts.
func ByteCapMessage(schemaID, member, s string, limit int) string {
	b, u := strconv.Itoa(len(s)), strconv.Itoa(codec.UTF16Len(s))
	return schemaID + ":byte_cap[" + member + "]: utf8_byte_length_max: UTF-8 byte length " + b + " exceeds cap " +
		strconv.Itoa(limit) + ". Note: a string with " + u + " JS UTF-16 code units encodes to " + b +
		" UTF-8 bytes — non-ASCII code points consume 2-4 bytes each (CJK = 3, emoji = 4)."
}

func digestAnnotations() map[string]any {
	caps := map[string]any{}
	for _, c := range digestByteCaps {
		caps[c.Member] = c.Bytes
	}
	return map[string]any{"x-canonical-size-cap-bytes-of-field": caps}
}

// digestNative are the ids of the rules OracleDigest reports natively (its
// constraint file's rules of these ids are skipped); a variable, so that
// passing them allocates nothing.
var digestNative = []string{RuleByteCap}

var _ = codec.Register(codec.Meta[OracleDigest]{
	Schema: "oracle-digest",
	// OD-2 natively, then the constraint file of the validation's contract
	// (OD-1 is runtime-deferred; OD-2 is the native rule, reported once).
	Rules: func(d *OracleDigest, r *codec.Rules) {
		d.byteCapRules(r)
		constraintrt.Apply("oracle-digest", d, r, digestNative...)
	},
	// No UpstreamRules: ValidateSchema is the schema check alone, the
	// structural verdict upstream's fixtures and cross-runner results
	// expect of a byte-cap violation ("pass-constraint-level"); upstream's
	// validate() applies OD-2 too, as Validate does.
	Description: "Pulse-time cluster conformance digest. Three pulses per day per cluster_id. The telegram_variant_md_below_4kb field carries the 4 KB-capped markdown body for Telegram delivery; the full_markdown_s3_url points at the unconstrained-length s3://-stored full digest.",
	Since:       "8.6.0",
	ID:          "OracleDigest",
	Doc: codec.Doc{
		Validate:       "Validate reports every violation of d (nil or a *hounfour.ValidationError): the schema's, then OD-2, the UTF-8 byte cap of the Telegram body (4096 bytes), which runs when the body passed its own checks.",
		ValidateSchema: "ValidateSchema gives the structural verdict (nil or a *hounfour.ValidationError): the schema rules only. Upstream's validate() also applies the byte cap OD-2 (as Validate does), but its own fixtures and cross-runner results count a byte-cap violation as schema-valid; see COMPATIBILITY.md, deviation 200.",
	},
	Annotations: digestAnnotations(),
})
