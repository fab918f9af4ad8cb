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
