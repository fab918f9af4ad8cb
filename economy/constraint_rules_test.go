package economy_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// The schema keywords and library rules a document can fail before any
// cross-field rule.
var schemaKeywords = map[string]bool{"type": true, "required": true, "enum": true, "const": true, "pattern": true,
	"format": true, "minLength": true, "maxLength": true, "minimum": true, "maximum": true, "minItems": true,
	"maxItems": true, "additionalProperties": true, "duplicate-member": true, "json-syntax": true}

// textOrdered are the constraints deviation 60 keeps out of Validate, for
// the schemas checked here.
var textOrdered = map[string]bool{"escrow-expires-after-held": true, "escrow-released-after-held": true,
	"credit-settled-after-issued": true, "dividend-temporal": true}

// checkTwins compares, on one document that passes its schema checks, the
// constraint ids Validate and Warnings report with the evaluator's failing
// constraints on the decoded value (the canonical encoding): errors minus
// the text-ordered ones, and warnings.
func checkTwins(t *testing.T, schema string, doc []byte) bool {
	t.Helper()
	v, err := schemas.New(schema)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, f := range constraint.ForSchema(schema) {
		for _, c := range f.Constraints() {
			ids[c.ID] = true
		}
	}
	var got []string
	if err := hounfour.Decode(doc, v); err != nil {
		var ve *hounfour.ValidationError
		if !errors.As(err, &ve) {
			t.Fatal(err)
		}
		for _, x := range ve.Violations {
			if schemaKeywords[x.Rule] {
				return false
			}
			// A native rule may share its constraint's id (stake-vesting-conservation):
			// the constraint is the one at the object's path.
			if ids[x.Rule] && x.Path == "" {
				got = append(got, x.Rule)
			}
		}
	}
	rep, err := constraint.Check(schema, v)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, r := range rep.Errors() {
		if !textOrdered[r.ID] {
			want = append(want, r.ID)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("%s: Validate reports constraints %v, the evaluator %v\n%s", schema, got, want, doc)
	}
	got, want = nil, nil
	if w, ok := v.(interface{ Warnings() []hounfour.Warning }); ok {
		for _, x := range w.Warnings() {
			if ids[x.Rule] {
				got = append(got, x.Rule)
			}
		}
	}
	for _, r := range rep.Warnings() {
		want = append(want, r.ID)
	}
	if !slices.Equal(got, want) {
		t.Errorf("%s: Warnings reports constraints %v, the evaluator %v\n%s", schema, got, want, doc)
	}
	return true
}

// TestConstraintTwins proves that the native evaluation of the constraint
// files gives the evaluator's verdicts: on every vector document and on
// every combination of the members the constraints read.
func TestConstraintTwins(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string][][]byte{}
	for _, f := range files {
		if f.IsDocument() {
			for _, c := range f.Cases {
				docs[f.Schema] = append(docs[f.Schema], c.Document())
			}
		}
	}
	for schema, gen := range map[string]func() [][]byte{
		"escrow-entry": escrowCombinations, "stake-position": stakeCombinations, "mutual-credit": creditCombinations,
		"commons-dividend": dividendCombinations, "audit-trail-entry": auditTrailCombinations,
		"inter-agent-transaction-audit": transactionAuditCombinations,
	} {
		docs[schema] = append(docs[schema], gen()...)
	}
	for _, schema := range slices.Sorted(maps.Keys(map[string]bool{"escrow-entry": true, "stake-position": true,
		"mutual-credit": true, "commons-dividend": true, "audit-trail-entry": true, "inter-agent-transaction-audit": true})) {
		checked := 0
		for _, doc := range docs[schema] {
			if checkTwins(t, schema, doc) {
				checked++
			}
		}
		if checked < 20 {
			t.Errorf("%s: only %d documents checked", schema, checked)
		}
		t.Logf("%s: %d documents", schema, checked)
	}
}

// object builds a JSON object from alternating names and values, leaving
// out nil values.
func object(kv ...any) []byte {
	var b strings.Builder
	b.WriteByte('{')
	first := true
	for i := 0; i < len(kv); i += 2 {
		if kv[i+1] == nil {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		v, _ := json.Marshal(kv[i+1])
		fmt.Fprintf(&b, "%q:%s", kv[i], v)
	}
	b.WriteByte('}')
	return []byte(b.String())
}

func raw(b []byte) json.RawMessage { return json.RawMessage(b) }

func escrowCombinations() (out [][]byte) {
	times := []any{nil, "2026-02-17T09:00:00Z", "2026-02-17T10:00:00Z", "2026-02-17T11:00:00+02:00", "2026-02-17T12:00:00Z"}
	for _, state := range []string{"held", "released", "disputed", "refunded", "expired"} {
		for _, rel := range times {
			for _, exp := range times {
				for _, dispute := range []any{nil, "d-1"} {
					for _, payee := range []string{"payer", "payee"} {
						out = append(out, object("escrow_id", "7c9e6679-7425-40de-944b-e07fc1f90ae7", "payer_id", "payer",
							"payee_id", payee, "amount_micro", "5", "state", state, "held_at", "2026-02-17T10:00:00Z",
							"released_at", rel, "expires_at", exp, "dispute_id", dispute, "contract_version", "7.0.0"))
					}
				}
			}
		}
	}
	return out
}

func stakeCombinations() (out [][]byte) {
	amounts := []string{"0", "00", "1", "5", "6", "18446744073709551616"}
	for _, schedule := range []string{"immediate", "performance_gated", "time_gated"} {
		for _, amount := range []string{"5", "6", "18446744073709551621"} {
			for _, vested := range amounts {
				for _, remaining := range amounts {
					out = append(out, object("stake_id", "3f2504e0-4f89-41d3-9a0c-0305e82c3301", "staker_id", "s",
						"target_id", "t", "amount_micro", amount, "stake_type", "validation",
						"vesting", raw(object("schedule", schedule, "vested_micro", vested, "remaining_micro", remaining)),
						"staked_at", "2026-02-17T10:00:00Z", "contract_version", "7.0.0"))
				}
			}
		}
	}
	return out
}

func creditCombinations() (out [][]byte) {
	for _, settled := range []bool{true, false} {
		for _, at := range []any{nil, "2026-02-17T09:00:00Z", "2026-02-17T10:00:00.0001Z", "2026-02-17T11:00:00+02:00"} {
			for _, settlement := range []any{nil, raw(object("settlement_method", "forgiven"))} {
				for _, debtor := range []string{"a", "b"} {
					out = append(out, object("credit_id", "c", "creditor_id", "a", "debtor_id", debtor, "amount_micro", "1",
						"credit_type", "refund", "issued_at", "2026-02-17T10:00:00Z", "settled", settled, "settled_at", at,
						"settlement", settlement, "contract_version", "7.0.0"))
				}
			}
		}
	}
	return out
}

func dividendCombinations() (out [][]byte) {
	recipient := func(share int, amount string) json.RawMessage {
		return raw(object("address", "a", "role", "commons", "share_bps", share, "amount_micro", amount))
	}
	dists := []any{nil,
		raw(object("recipients", []json.RawMessage{recipient(5000, "50"), recipient(5000, "050")})),
		raw(object("recipients", []json.RawMessage{recipient(5000, "51"), recipient(4000, "50")})),
		raw(object("recipients", []json.RawMessage{recipient(10000, "101"), recipient(0, "-1")})),
		raw(object("recipients", []json.RawMessage{recipient(10000, "-100")})),
	}
	for _, dist := range dists {
		for _, ids := range []any{nil, []string{"p"}} {
			for _, total := range []string{"100", "0", "101"} {
				for _, end := range []string{"2026-02-01T00:00:00Z", "2026-02-01T01:00:00+02:00", "2026-03-01T00:00:00Z"} {
					out = append(out, object("dividend_id", "d", "pool_id", "p", "total_micro", total, "governance", "algorithmic",
						"period_start", "2026-02-01T00:00:00Z", "period_end", end, "source_performance_ids", ids,
						"distribution", dist, "contract_version", "7.0.0"))
				}
			}
		}
	}
	return out
}

func auditTrailCombinations() (out [][]byte) {
	ids := []string{"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D",
		"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e"}
	for _, e := range ids {
		for _, c := range ids {
			for _, b := range ids {
				out = append(out, object("entry_id", e, "completion_id", c, "billing_entry_id", b, "agent_id", "a",
					"provider", "p", "model_id", "m", "cost_micro", "-1", "timestamp", "2026-02-17T10:00:00Z",
					"conservation_status", "conserved", "contract_version", "7.0.0"))
			}
		}
	}
	return out
}

func transactionAuditCombinations() (out [][]byte) {
	party := func(id, pre, post string) json.RawMessage {
		return raw(object("agent_id", id, "pre_balance_micro", pre, "post_balance_micro", post))
	}
	for _, check := range []string{"conserved", "violated", "unverifiable"} {
		for _, amount := range []string{"0", "5", "05"} {
			for _, sender := range []json.RawMessage{party("a", "10", "5"), party("a", "10", "10"), party("b", "5", "0")} {
				for _, receiver := range []json.RawMessage{party("b", "0", "5"), party("b", "0", "0"), party("a", "1", "6")} {
					out = append(out, object("audit_id", "660e8400-e29b-41d4-a716-446655440010", "transaction_type", "peer_transfer",
						"sender", sender, "receiver", receiver, "amount_micro", amount, "conservation_check", check,
						"idempotency_key", "k", "timestamp", "2026-02-17T10:00:00Z", "contract_version", "7.0.0"))
				}
			}
		}
	}
	return out
}
