package billing

import (
	"errors"
	"math/big"
	"slices"
	"strconv"

	"github.com/hounfour-go/hounfour/wire"
)

// AllocationInput is one recipient of an allocation: who receives and what
// share of the total.
type AllocationInput struct {
	Address  string
	Role     RecipientRole
	ShareBPS int
}

// Allocation errors (billing.md §8), with upstream's messages.
var (
	// ErrEmptyRecipients: no recipient was given.
	ErrEmptyRecipients = errors.New("recipients must not be empty")
	// ErrNegativeTotal: the total is negative (or absent).
	ErrNegativeTotal = errors.New("totalCostMicro must be non-negative")
)

// ShareSumError reports shares that do not sum to 10000.
type ShareSumError struct {
	Sum int // the exact sum of the shares
}

func (e *ShareSumError) Error() string {
	return "share_bps must sum to 10000, got " + strconv.Itoa(e.Sum)
}

// ShareRangeError reports a share outside 0..10000 (a library addition:
// upstream accepts negative shares that sum to 10000).
type ShareRangeError struct {
	Index    int // position of the share in the input
	ShareBPS int
}

func (e *ShareRangeError) Error() string {
	return "share_bps must be between 0 and 10000, got " + strconv.Itoa(e.ShareBPS)
}

// Allocate splits total between the inputs by largest remainder (decision D8,
// billing.md §8) and returns one Recipient per input, in input order, with
// address, role and share copied and the amount set:
//
//  1. each input gets trunc(total × share / 10000);
//  2. the units left over (always fewer than the number of inputs) go one
//     each to the inputs with the largest remainders (total × share mod
//     10000), equal remainders to the earlier input.
//
// The amounts sum exactly to total, an input with share 0 gets "0", and the
// result is deterministic. Validation, first failure wins: no inputs
// ([ErrEmptyRecipients]); shares not summing to 10000 (*[ShareSumError]); a
// negative or absent total ([ErrNegativeTotal]); a share outside 0..10000
// (*[ShareRangeError], only reachable when the shares sum to 10000 — or when
// their sum overflows an int, which only out-of-range shares can cause).
// Roles are not checked.
//
// Totals that fit an int64 take a 64-bit path; larger totals are exact with
// math/big. Both give identical results.
func Allocate(in []AllocationInput, total wire.MicroUSD) ([]Recipient, error) {
	if err := checkAllocation(in, total); err != nil {
		return nil, err
	}
	if t, ok := total.Int64(); ok {
		return allocate64(in, t), nil
	}
	return allocateBig(in, total.Big()), nil
}

func checkAllocation(in []AllocationInput, total wire.MicroUSD) error {
	if len(in) == 0 {
		return ErrEmptyRecipients
	}
	sum, overflow := 0, false
	for _, x := range in {
		s := sum + x.ShareBPS
		if (s > sum) != (x.ShareBPS > 0) && x.ShareBPS != 0 {
			overflow = true
		}
		sum = s
	}
	if sum != 10000 && !overflow {
		return &ShareSumError{Sum: sum}
	}
	if total.IsZero() || total.Sign() < 0 {
		return ErrNegativeTotal
	}
	for i, x := range in {
		if x.ShareBPS < 0 || x.ShareBPS > 10000 {
			return &ShareRangeError{Index: i, ShareBPS: x.ShareBPS}
		}
	}
	return nil
}

// The arithmetic: with total = q × 10000 + r (0 ≤ r < 10000),
//
//	total × share / 10000 = q × share + (r × share) / 10000
//	total × share mod 10000 = (r × share) mod 10000
//
// so the remainders, and the leftover r − Σ (r × share) / 10000, are small
// integers on both paths, and no intermediate exceeds total (q × share ≤ q ×
// 10000 ≤ total): the 64-bit path covers every total that fits an int64.

// allocate64 is the 64-bit path (0 ≤ total, shares validated).
func allocate64(in []AllocationInput, total int64) []Recipient {
	q, r := total/10000, total%10000
	out := make([]Recipient, len(in))
	rem := remainders(in, r)
	leftover := r
	for _, x := range in {
		leftover -= r * int64(x.ShareBPS) / 10000
	}
	bonus := leftoverOrder(rem, leftover)
	for i, x := range in {
		s := int64(x.ShareBPS)
		amount := q*s + r*s/10000 + int64(bonus[i])
		out[i] = Recipient{Address: x.Address, Role: x.Role, ShareBPS: wire.BasisPoints(s),
			AmountMicro: wire.MicroUSDFromInt64(amount)}
	}
	return out
}

// allocateBig is the arbitrary-precision path (0 ≤ total, shares validated).
func allocateBig(in []AllocationInput, total *big.Int) []Recipient {
	q, rb := new(big.Int).QuoRem(total, big10000, new(big.Int))
	r := rb.Int64()
	out := make([]Recipient, len(in))
	rem := remainders(in, r)
	leftover := r
	for _, x := range in {
		leftover -= r * int64(x.ShareBPS) / 10000
	}
	bonus := leftoverOrder(rem, leftover)
	var amount big.Int
	for i, x := range in {
		s := int64(x.ShareBPS)
		amount.Mul(q, big.NewInt(s))
		amount.Add(&amount, big.NewInt(r*s/10000+int64(bonus[i])))
		out[i] = Recipient{Address: x.Address, Role: x.Role, ShareBPS: wire.BasisPoints(s),
			AmountMicro: wire.MicroUSDFromBig(&amount)}
	}
	return out
}

var big10000 = big.NewInt(10000)

// remainders returns (r × share) mod 10000 for every input.
func remainders(in []AllocationInput, r int64) []int32 {
	rem := make([]int32, len(in))
	for i, x := range in {
		rem[i] = int32(r * int64(x.ShareBPS) % 10000)
	}
	return rem
}

// leftoverOrder marks, in rem itself, the inputs that receive one of the
// leftover units: the leftover largest remainders, equal remainders to the
// earlier input. It returns rem rewritten as 0/1 flags.
func leftoverOrder(rem []int32, leftover int64) []int32 {
	if leftover == 0 {
		clear(rem)
		return rem
	}
	// Order the indexes by remainder descending, input order on ties: the
	// sort key packs both (remainders < 2^14, indexes < 2^31 in practice).
	keys := make([]int64, len(rem))
	for i, v := range rem {
		keys[i] = -int64(v)<<32 | int64(i)
	}
	slices.Sort(keys)
	clear(rem)
	for _, k := range keys[:leftover] {
		rem[k&(1<<32-1)] = 1
	}
	return rem
}
