package economy_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

func FuzzDecodeBridgeTransferSaga(f *testing.F) {
	f.Add(benchSaga)
	f.Add([]byte(`{"steps":[{"amount_micro":"007","started_at":null,"exchange_rate":{"value":"1.","oracle_endpoint":"http://a b"}}],"settled_at":null,"status":"settled"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.BridgeTransferSaga](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeMonetaryPolicy(f *testing.F) {
	f.Add([]byte(`{"policy_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","registry_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","minting_policy_id":"m","conservation_ceiling":"0001","coupling_invariant":"x","collateral_ratio_bps":10000,"review_trigger":{"trigger_type":"supply_threshold","threshold_pct":99.5},"last_reviewed_at":null,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.MonetaryPolicy](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeMintingPolicy(f *testing.F) {
	f.Add([]byte(`{"policy_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","registry_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","mint_authority":"a","mint_constraints":[""],"max_mint_per_epoch":"05","epoch_seconds":30,"requires_governance_approval":true,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.MintingPolicy](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeRegistryBridge(f *testing.F) {
	f.Add([]byte(`{"bridge_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","source_registry_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","target_registry_id":"0F8E7A3C-2B1D-4C5E-9F6A-7B8C9D0E1F2A","bridge_invariants":[{"invariant_id":"B-1","name":"n","description":"d","ltl_formula":"G(a → b)","enforcement":"atomic"}],"exchange_rate":{"rate_type":"oracle","oracle_endpoint":"https://o","governance_proposal_required":false,"staleness_threshold_seconds":0},"settlement":"netting","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.RegistryBridge](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeJWTBoundarySpec(f *testing.F) {
	f.Add([]byte(`{"spec_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","boundary_name":"b","steps":[{"step_number":2,"name":"n","description":"d","error_code":"JWT_X","is_blocking":true}],"algorithm_whitelist":["EdDSA"],"claims_schema_ref":"inbound-claims","replay_window_seconds":1,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.JWTBoundarySpec](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeClaims(f *testing.F) {
	f.Add([]byte(`{"sub":"a","iss":"b","aud":"c","jti":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","iat":0,"exp":1e3,"reservation_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","budget_remaining_micro":"00","authority_scope":["x"],"actual_cost_micro":"1","model_used":"m","tokens_used":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.InboundClaims](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[economy.OutboundClaims](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeExchangeRateSpec(f *testing.F) {
	f.Add([]byte(`{"rate_type":"fixed","value":"01.50","governance_proposal_required":true,"staleness_threshold_seconds":3600}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.ExchangeRateSpec](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[economy.BridgeInvariant](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeEscrowEntry(f *testing.F) {
	f.Add(benchEscrow)
	f.Add([]byte(`{"escrow_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","payer_id":"a","payee_id":"a","amount_micro":"007","state":"held","held_at":"2026-02-17T10:00:00+02:00","released_at":"2026-02-17T07:59:59.9999Z","expires_at":"2026-02-17T08:00:00.0001Z","dispute_id":"","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.EscrowEntry](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeStakePosition(f *testing.F) {
	f.Add([]byte(`{"stake_id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","staker_id":"s","target_id":"t","amount_micro":"18446744073709551616","stake_type":"conviction","vesting":{"schedule":"immediate","vested_micro":"018446744073709551616","remaining_micro":"00"},"staked_at":"2026-02-17T10:00:00Z","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.StakePosition](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeMutualCredit(f *testing.F) {
	f.Add([]byte(`{"credit_id":"c","creditor_id":"a","debtor_id":"b","amount_micro":"1","credit_type":"refund","issued_at":"2026-02-17T10:00:00Z","settled":false,"settled_at":"2026-02-17T09:00:00Z","settlement":{"settlement_method":"forgiven"},"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.MutualCredit](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCommonsDividend(f *testing.F) {
	f.Add(benchDividend)
	f.Add([]byte(`{"dividend_id":"d","pool_id":"p","total_micro":"100","governance":"member_vote","period_start":"2026-02-01T00:00:00Z","period_end":"2026-02-01T00:00:00.0009Z","distribution":{"recipients":[{"address":"a","role":"commons","share_bps":5000,"amount_micro":"-1"},{"address":"b","role":"provider","share_bps":4000,"amount_micro":"0100"}]},"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.CommonsDividend](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeInterAgentTransactionAudit(f *testing.F) {
	f.Add([]byte(`{"audit_id":"660e8400-e29b-41d4-a716-446655440002","transaction_type":"delegation_budget","sender":{"agent_id":"a","pre_balance_micro":"5","post_balance_micro":"3"},"receiver":{"agent_id":"b","pre_balance_micro":"0","post_balance_micro":"2"},"amount_micro":"2","conservation_check":"unverifiable","idempotency_key":"k","delegation_chain_id":"550e8400-e29b-41d4-a716-446655440001","governance_context":{"proposal_id":"","governance_version":"1.0.0"},"sequence_number":1,"timestamp":"2026-02-17T10:05:00Z","contract_version":"5.4.0","metadata":{"a":[1,{"b":null}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.InterAgentTransactionAudit](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeAuditTrailEntry(f *testing.F) {
	f.Add([]byte(`{"entry_id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","completion_id":"A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D","billing_entry_id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","agent_id":"a","provider":"p","model_id":"m","cost_micro":"-0","timestamp":"2026-02-17T10:00:00Z","conservation_status":"violated","contract_version":"7.0.0","metadata":{"n":1e400,"s":"\u2028\ud83d\ude00","x":1.0E2}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[economy.AuditTrailEntry](data); err != nil {
			t.Fatal(err)
		}
	})
}
