package vectors

import (
	"bytes"
	"encoding/json"
	"errors"

	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["micro-usd-parse"] = runMicroUSDParse
	kinds["economic-boundary-evaluation"] = runBoundaryEvaluation
}

// micro-usd-parse: input {"value"} given to boundary.ParseAmount; want
// {"valid": true, "amount"} (the decimal value) or {"valid": false,
// "reason"} (the AmountError's reason).
func runMicroUSDParse(c *Case) error {
	var in struct {
		Value string `json:"value"`
	}
	var want struct {
		Valid  bool   `json:"valid"`
		Amount string `json:"amount"`
		Reason string `json:"reason"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	n, err := boundary.ParseAmount(in.Value)
	var ae *boundary.AmountError
	switch {
	case want.Valid && (err != nil || n.String() != want.Amount):
		return mismatch("ParseAmount", want.Amount, err)
	case !want.Valid && (!errors.As(err, &ae) || ae.Reason != want.Reason || n != nil):
		return mismatch("ParseAmount", want.Reason, err)
	}
	return nil
}

// economic-boundary-evaluation: input {"trust_snapshot",
// "capital_snapshot", "criteria", "evaluated_at", "boundary_id"?} given to
// boundary.Evaluate, or {"boundary", "evaluated_at"} given to
// boundary.EvaluateBoundary (the documents decoded without validation);
// want {"result"}: the result's encoding, byte for byte (members in the
// encoder's order, numbers as JavaScript writes them).
func runBoundaryEvaluation(c *Case) error {
	var in struct {
		Trust       json.RawMessage `json:"trust_snapshot"`
		Capital     json.RawMessage `json:"capital_snapshot"`
		Criteria    json.RawMessage `json:"criteria"`
		Boundary    json.RawMessage `json:"boundary"`
		EvaluatedAt wire.Timestamp  `json:"evaluated_at"`
		BoundaryID  wire.UUID       `json:"boundary_id"`
	}
	var want struct {
		Result json.RawMessage `json:"result"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var r boundary.Result
	if in.Boundary != nil {
		var b boundary.Boundary
		if err := b.UnmarshalJSON(in.Boundary); err != nil {
			return err
		}
		r = boundary.EvaluateBoundary(b, in.EvaluatedAt)
	} else {
		var t boundary.TrustSnapshot
		var cs boundary.CapitalSnapshot
		var q boundary.Criteria
		if err := errors.Join(t.UnmarshalJSON(in.Trust), cs.UnmarshalJSON(in.Capital), q.UnmarshalJSON(in.Criteria)); err != nil {
			return err
		}
		r = boundary.Evaluate(t, cs, q, in.EvaluatedAt, in.BoundaryID)
	}
	got, err := r.MarshalJSON() // json.Marshal would escape < as \u003c
	if err != nil {
		return err
	}
	var w bytes.Buffer
	if err := json.Compact(&w, want.Result); err != nil {
		return err
	}
	if !bytes.Equal(got, w.Bytes()) {
		return mismatch("result", w.String(), string(got))
	}
	return nil
}
