package constraint

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// BenchmarkCompileShipped loads (decodes, checks and compiles) every
// shipped constraint file: one op is the whole set.
func BenchmarkCompileShipped(b *testing.B) {
	entries, _ := files.ReadDir("files")
	var data [][]byte
	for _, e := range entries {
		d, _ := files.ReadFile("files/" + e.Name())
		data = append(data, d)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, d := range data {
			if _, _, err := parseFile(d); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkCompileShippedExpressions compiles the 142 shipped expressions
// alone (the seven that do not compile fail fast).
func BenchmarkCompileShippedExpressions(b *testing.B) {
	var exprs []string
	for _, f := range Shipped() {
		for _, c := range f.Constraints() {
			exprs = append(exprs, c.Expression)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, e := range exprs {
			compile(e)
		}
	}
}

const billingEntryDoc = `{
  "id": "be-001", "trace_id": "trace-abc", "tenant_id": "tenant-1", "nft_id": "eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42",
  "cost_type": "model_inference", "provider": "anthropic", "model": "claude", "pool_id": "cheap", "currency": "USD", "precision": 6,
  "raw_cost_micro": "1000", "multiplier_bps": 15000, "total_cost_micro": "1500",
  "recipients": [{"address": "0x5Af0D9827E0c53E4799BB226655A1de152A425a5", "role": "provider", "share_bps": 10000, "amount_micro": "1500"}],
  "source_completion_id": "cmp-1", "pricing_snapshot": {"input_per_million_micro": "3000000", "output_per_million_micro": "15000000"},
  "idempotency_key": "k-1", "timestamp": "2026-01-01T00:00:00Z", "contract_version": "7.0.0"}`

const delegationChainDoc = `{
  "chain_id": "c-1", "root_delegator": "agent-a", "max_depth": 5, "authority_conservation": true, "status": "active",
  "links": [
    {"delegator": "agent-a", "delegatee": "agent-b", "authority_scope": ["billing", "inference", "audit"], "budget_allocated_micro": "1000000", "timestamp": "2026-01-01T00:00:00Z"},
    {"delegator": "agent-b", "delegatee": "agent-c", "authority_scope": ["billing", "inference"], "budget_allocated_micro": "500000", "timestamp": "2026-01-01T00:01:00Z"},
    {"delegator": "agent-c", "delegatee": "agent-d", "authority_scope": ["inference"], "budget_allocated_micro": "250000", "timestamp": "2026-01-01T00:02:00Z"},
    {"delegator": "agent-d", "delegatee": "agent-e", "authority_scope": ["inference"], "budget_allocated_micro": "100000", "timestamp": "2026-01-01T00:03:00Z"}
  ],
  "contract_version": "7.0.0"}`

func benchFile(b *testing.B, schema, doc string) {
	f := ForSchema(schema)[0]
	d := mustDecode(b, doc)
	if rep := f.Evaluate(d); !rep.OK() || len(rep.Warnings()) > 0 {
		b.Fatalf("not a passing document: %v", rep)
	}
	b.ReportAllocs()
	for b.Loop() {
		f.Evaluate(d)
	}
}

// BenchmarkEvalBillingEntry evaluates BillingEntry's three rules on a
// decoded typical entry.
func BenchmarkEvalBillingEntry(b *testing.B) { benchFile(b, "BillingEntry", billingEntryDoc) }

// BenchmarkEvalDelegationChain evaluates DelegationChain's seven rules on a
// decoded four-link chain.
func BenchmarkEvalDelegationChain(b *testing.B) { benchFile(b, "DelegationChain", delegationChainDoc) }

// BenchmarkEvaluateSchemaBillingEntry includes the strict decode of the
// received bytes.
func BenchmarkEvaluateSchemaBillingEntry(b *testing.B) {
	doc := []byte(billingEntryDoc)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := EvaluateSchema("BillingEntry", doc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOneBuiltin checks a compiled one-builtin rule (the conservation
// guard's budget invariant) on a prepared document.
func BenchmarkOneBuiltin(b *testing.B) {
	x := MustCompile("bigint_gte(limit, spent)")
	doc := ObjectOf(Member{"spent", String("999999")}, Member{"limit", String("1000000")})
	b.ReportAllocs()
	for b.Loop() {
		if ok, err := x.Check(doc); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkGuardPath is the guard's evaluator path per check: build the
// two-member context from canonical strings, then check.
func BenchmarkGuardPath(b *testing.B) {
	x := MustCompile("bigint_gte(limit, spent)")
	spent, limit := "999999", "1000000"
	b.ReportAllocs()
	for b.Loop() {
		doc := ObjectOf(Member{"spent", String(spent)}, Member{"limit", String(limit)})
		if ok, err := x.Check(doc); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkOneBuiltinBig is the one-builtin rule beyond the int64 path.
func BenchmarkOneBuiltinBig(b *testing.B) {
	x := MustCompile("bigint_gte(limit, spent)")
	doc := ObjectOf(Member{"spent", String("99999999999999999999999999")}, Member{"limit", String("100000000000000000000000000")})
	b.ReportAllocs()
	for b.Loop() {
		if ok, err := x.Check(doc); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkApplyValidate validates a typed saga whose Validate applies the
// shipped BridgeTransferSaga rules (deviation 8): encode, decode, six rules.
func BenchmarkApplyValidate(b *testing.B) {
	s := goodSaga()
	b.ReportAllocs()
	for b.Loop() {
		if viol, _ := codec.Validate(&s); len(viol) > 0 {
			b.Fatal(viol)
		}
	}
}
