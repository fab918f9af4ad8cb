package billing

import (
	"errors"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/wire"
)

// EntryParams are the inputs of [NewEntry]: the required members an entry
// cannot derive.
type EntryParams struct {
	ID, TraceID, TenantID string
	CostType              CostType
	Provider              string
	// RawCostMicro is the cost before the multiplier (signed).
	RawCostMicro wire.MicroUSD
	// MultiplierBPS is 10000..100000; see MultiplierBPS for the tiers.
	MultiplierBPS int
	// Recipients are the parties and their shares (summing to 10000).
	Recipients     []AllocationInput
	IdempotencyKey string
	Timestamp      wire.Timestamp
}

// NewEntry builds a complete, valid entry from a raw cost, a multiplier and
// recipient shares: total_cost_micro = [TotalCostMicro](raw, multiplier),
// the recipients' amounts by [Allocate] over that total, currency USD,
// precision 6, rounding_policy largest_remainder and contract_version 7.0.0.
// The optional members are left absent; setting them afterwards never breaks
// the cross-field rules.
//
// A negative total (a raw credit) is allocated by magnitude and every amount
// negated, so the amounts still sum exactly to the total and ties still go to
// the earlier recipient. Errors: an absent raw cost, a *[MultiplierError], the errors of
// Allocate, or the *hounfour.ValidationError of the built entry (an empty id,
// an invalid role, an absent timestamp, …). On error the zero Entry is
// returned.
func NewEntry(p EntryParams) (Entry, error) {
	if p.RawCostMicro.IsZero() {
		return Entry{}, errAbsentRaw
	}
	total, err := TotalCostMicro(p.RawCostMicro, p.MultiplierBPS)
	if err != nil {
		return Entry{}, err
	}
	var rs []Recipient
	if total.Sign() < 0 {
		rs, err = Allocate(p.Recipients, total.Neg())
		for i := range rs {
			rs[i].AmountMicro = rs[i].AmountMicro.Neg()
		}
	} else {
		rs, err = Allocate(p.Recipients, total)
	}
	if err != nil {
		return Entry{}, err
	}
	e := Entry{
		ID: p.ID, TraceID: p.TraceID, TenantID: p.TenantID,
		CostType: p.CostType, Provider: p.Provider,
		Currency: Currency, Precision: Precision,
		RawCostMicro: p.RawCostMicro, MultiplierBPS: int64(p.MultiplierBPS), TotalCostMicro: total,
		RoundingPolicy: RoundingPolicy, Recipients: rs,
		IdempotencyKey: p.IdempotencyKey, Timestamp: p.Timestamp,
		ContractVersion: contractVersion,
	}
	if err := e.Validate(); err != nil {
		return Entry{}, err
	}
	return e, nil
}

var errAbsentRaw = errors.New("billing: NewEntry: absent raw_cost_micro")

// contractVersion is the contract_version of the entries and cost events
// this package builds: 7.0.0, whose shape they have; a 7.0.0 document is
// valid under both contracts the library speaks and understood by peers of
// either.
var contractVersion = wire.MustParseSemver(string(hounfour.Contract700))
