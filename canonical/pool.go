package canonical

import (
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// AccountState is the health of one subscription account of a pool (a
// JSON string). The zero value is absent.
//
// Its values: [AccountHealthy], [AccountRateLimited], [AccountExhausted].
type AccountState string

// The account states.
const (
	AccountHealthy     AccountState = "healthy"
	AccountRateLimited AccountState = "rate_limited"
	AccountExhausted   AccountState = "exhausted"
)

var accountStates = enum.New(AccountHealthy, AccountRateLimited, AccountExhausted)

// AccountStates returns the account states in protocol order, as a fresh
// slice.
func AccountStates() []AccountState { return accountStates.Values() }

// Valid reports whether s is one of the three account states.
func (s AccountState) Valid() bool { return accountStates.Has(s) }

// RateEnvelope is an account's request budget: requests per minute (0 to
// 1,000,000) and per hour (0 to 60,000,000). Closed object.
type RateEnvelope struct {
	ReqPerMin  int64 `json:"req_per_min" hf:"minimum=0,maximum=1000000"`
	ReqPerHour int64 `json:"req_per_hour" hf:"minimum=0,maximum=60000000"`
}

// AccountEntry is one account of a subscription pool: its id (distinct
// within the pool, rule SPS-2), provider, state and the time until which
// that state holds (at or after the pool's ts, rule SPS-4), its rate
// budget, how often it changed state in the last 24 hours, and the units
// allocated to and consumed by it (decimal texts of any length, leading
// zeros allowed and kept; consumed at most allocated, rule SPS-1). Closed
// object.
type AccountEntry struct {
	AccountID string       `json:"account_id" hf:"minLength=1"`
	Provider  string       `json:"provider" hf:"minLength=1,maxLength=64"`
	State     AccountState `json:"state"`
	// StableUntil is UTC with an optional fraction (UTCTimestampPattern).
	StableUntil    string       `json:"stable_until" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	RateEnvelope   RateEnvelope `json:"rate_envelope"`
	ThrashCount24h int64        `json:"thrash_count_24h" hf:"minimum=0,maximum=100000"`
	// AllocatedUnits is a decimal text (micro-USD), kept as written.
	AllocatedUnits string `json:"allocated_units" hf:"pattern=^[0-9]+$"`
	// ConsumedUnits is a decimal text (micro-USD), kept as written.
	ConsumedUnits string `json:"consumed_units" hf:"pattern=^[0-9]+$"`
}

// SubscriptionPoolState is a signed snapshot of a cluster's pool of
// shared subscription accounts (schema subscription-pool-state): when,
// which cluster, the pool-health record it belongs to (or null), 1 to 256
// accounts, the pause/resume pair it belongs to, the signing cluster and
// its Ed25519 signature. Closed object; envelope_kind is
// "subscription_pool_state" and contract_version "8.7.0".
//
// Rules (Validate), per account in order: SPS-1, consumed_units not above
// allocated_units (as unbounded integers: "0010" is 10); SPS-4,
// stable_until at or after ts (both with a fraction of the same length, or
// neither); then SPS-2, each account_id held by two or more accounts,
// once, listing its indexes. SPS-3 (the signature) is the consumer's.
//
// The pool state is crypto-bearing: a validation through hounfour.Options
// refuses a document that passes these rules with CRYPTO_DEFERRED unless
// Options.AcceptDeferred is set, and then reports the CRYPTO_DEFERRED
// obligation.
//
// Schema: subscription-pool-state — "Pool-state snapshot for
// shared-capacity audits. Crypto-bearing because the envelope carries an
// Ed25519 signature field. …"
type SubscriptionPoolState struct {
	EnvelopeKind string `json:"envelope_kind" hf:"const=subscription_pool_state"`
	// ContractVersion is always "8.7.0".
	ContractVersion string `json:"contract_version" hf:"const=8.7.0"`
	// TS is UTC with an optional fraction (UTCTimestampPattern).
	TS        string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// PoolHealthID links the pool-health record (nil: null).
	PoolHealthID      *string        `json:"pool_health_id" hf:"nullable,minLength=1"`
	Accounts          []AccountEntry `json:"accounts" hf:"minItems=1,maxItems=256"`
	PauseResumePairID string         `json:"pause_resume_pair_id" hf:"minLength=1"`
	SignerClusterID   string         `json:"signer_cluster_id" hf:"minLength=1"`
	// Signature is "ed25519:" and 86 base64url characters; the library
	// does not verify it.
	Signature string `json:"signature" hf:"pattern=^ed25519:[A-Za-z0-9_-]{86}$"`
}

// The rule ids of a subscription pool state.
const (
	ruleSPS1 = "SPS-1"
	ruleSPS2 = "SPS-2"
	ruleSPS4 = "SPS-4"
)

const sps2Tail = "account_id MUST be distinct within a pool."

// decimalLE reports whether the decimal text a (ASCII digits, leading
// zeros allowed) is at most b, as unbounded integers.
func decimalLE(a, b string) bool {
	a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a <= b
}

func overdrawnMessage(i int, consumed, allocated string) string {
	return "SPS-1: accounts[" + itoa(i) + `] consumed_units "` + consumed + `" exceeds allocated_units "` + allocated +
		`" — per-account pool capacity is overdrawn.`
}

func poolRules(p *SubscriptionPoolState, r *codec.Rules) {
	if r.TypeOK("accounts") {
		tsOK := r.OK("ts")
		for i := range p.Accounts {
			a := &p.Accounts[i]
			if r.OKAt("accounts", i, "consumed_units") && r.OKAt("accounts", i, "allocated_units") &&
				!decimalLE(a.ConsumedUnits, a.AllocatedUnits) {
				r.Report(ruleSPS1, overdrawnMessage(i, a.ConsumedUnits, a.AllocatedUnits), "accounts", i, "consumed_units")
			}
			if tsOK && r.OKAt("accounts", i, "stable_until") {
				if why := atOrAfter(a.StableUntil, p.TS, "stable_until", "ts"); why != "" {
					r.Report(ruleSPS4, "SPS-4: accounts["+itoa(i)+"] "+why, "accounts", i, "stable_until")
				}
			}
		}
		if everyOK(r, "accounts", len(p.Accounts), "account_id") {
			for _, g := range duplicates(len(p.Accounts), func(i int) string { return p.Accounts[i].AccountID }) {
				r.Report(ruleSPS2, dupMessage("SPS-2: accounts[*].account_id ", g, sps2Tail), "accounts", g.indices[1], "account_id")
			}
		}
	}
	constraintrt.Apply("subscription-pool-state", p, r)
}

var _ = codec.Register(codec.Meta[SubscriptionPoolState]{
	Schema:      "subscription-pool-state",
	Description: "Pool-state snapshot for shared-capacity audits. Crypto-bearing because the envelope carries an Ed25519 signature field. NOT chain-bearing — consumers chain via pause_resume_pair_id idempotency rather than a prev_envelope_hash chain. Round-trip parse and re-serialize bit-identical: every well-formed payload satisfies JSON.stringify(JSON.parse(s)) equals s when s is itself the JSON-stringified canonical form.",
	Since:       "8.7.0",
	ID:          "SubscriptionPoolState",
	Bearing:     codec.CryptoBearing,
	Annotations: map[string]any{"x-crypto-bearing": true},
	Rules:       poolRules,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s (nil or a *hounfour.ValidationError): the schema rules, " +
			"then per account SPS-1 (at /accounts/{i}/consumed_units) and SPS-4 (at /accounts/{i}/stable_until), " +
			"each when the members it reads passed their checks, then SPS-2 once for each account_id two or " +
			"more accounts hold (at the second one's account_id, listing every index).",
		ValidateSchema: "ValidateSchema reports the violations of s's schema alone (nil or a " +
			"*hounfour.ValidationError): the structural tier, without SPS-1, SPS-4 and SPS-2.",
	},
})
