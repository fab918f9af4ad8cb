package billing

import (
	"errors"
	"math/big"
	"slices"
	"strconv"

	"github.com/hounfour-go/hounfour/wire"
)

// AllocationInput is one recipient of an allocation: who receives and what
// share of the total. Address and ShareBPS are deliberately wider than their
// Recipient counterparts, as their comments say.
type AllocationInput struct {
	// Address is copied to Recipient.Address unchanged: any non-empty text
	// (a wallet address or an account id), so it is a string, not a
	// wire.Address.
	Address string
	// Role is copied to Recipient.Role; Allocate does not check it.
	Role RecipientRole
	// ShareBPS is the share in basis points. It is an int, not a
	// wire.BasisPoints (which holds only 0..10000): upstream's allocator
	// accepts any integer shares that sum to 10000, negative ones included,
	// so Allocate checks the sum first, as upstream does, and then reports a
	// share outside 0..10000 as a *ShareRangeError. Convert a
	// wire.BasisPoints with int(b).
	ShareBPS int
}

// Allocation errors, with upstream's messages.
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

// Allocate splits total between the inputs by largest remainder and returns one
// Recipient per input, in input order, with address, role and share copied and the
// amount set:
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

// The 64-bit path's arithmetic: with total = q × 10000 + r (0 ≤ r < 10000),
//
//	total × share / 10000 = q × share + (r × share) / 10000
//	total × share mod 10000 = (r × share) mod 10000
//
// so the remainders and the leftover r − Σ (r × share) / 10000 are small
// integers and no intermediate exceeds total (q × share ≤ q × 10000 ≤
// total): the 64-bit path covers every total that fits an int64, not only
// those whose product with 10000 does.

// allocate64 is the 64-bit path (0 ≤ total, shares validated). It writes
// every amount's decimal text into one buffer and makes a single string of
// it, each amount a substring: two allocations (the result and the text) up
// to 64 recipients, whose scratch space is on the stack.
func allocate64(in []AllocationInput, total int64) []Recipient {
	if len(in) <= 8 {
		var rem [8]int32
		var keys [8]int64
		var ends [8]int
		var text [8 * 20]byte
		return fill64(in, total, rem[:0], keys[:0], ends[:0], text[:0])
	}
	if len(in) <= 64 {
		var rem [64]int32
		var keys [64]int64
		var ends [64]int
		var text [64 * 20]byte
		return fill64(in, total, rem[:0], keys[:0], ends[:0], text[:0])
	}
	n := len(in)
	return fill64(in, total, make([]int32, 0, n), make([]int64, 0, n), make([]int, 0, n), make([]byte, 0, 20*n))
}

// fill64 is allocate64 with its scratch space (all of length 0).
func fill64(in []AllocationInput, total int64, rem []int32, keys []int64, ends []int, text []byte) []Recipient {
	q, r := total/10000, total%10000
	leftover := r
	for _, x := range in {
		rem = append(rem, int32(r*int64(x.ShareBPS)%10000))
		leftover -= r * int64(x.ShareBPS) / 10000
	}
	bonus := leftoverOrder(rem, leftover, keys)
	for i, x := range in {
		s := int64(x.ShareBPS)
		text = strconv.AppendInt(text, q*s+r*s/10000+int64(bonus[i]), 10)
		ends = append(ends, len(text))
	}
	all := string(text)
	out := make([]Recipient, len(in))
	start := 0
	for i, x := range in {
		amount, _ := wire.ParseMicroUSD(all[start:ends[i]]) // canonical text: no copy
		start = ends[i]
		out[i] = Recipient{Address: x.Address, Role: x.Role, ShareBPS: wire.BasisPoints(x.ShareBPS), AmountMicro: amount}
	}
	return out
}

// allocateBig is the arbitrary-precision path (0 ≤ total, shares validated):
// the allocation rule step by step in math/big — p = total × share, base = p /
// 10000, rem = p mod 10000, leftover = total − Σ base — so that the
// property "the two paths agree" compares two different derivations.
func allocateBig(in []AllocationInput, total *big.Int) []Recipient {
	n := len(in)
	base := make([]big.Int, n)
	rem := make([]int32, n)
	sum := new(big.Int)
	var p, r, share big.Int
	for i, x := range in {
		p.Mul(total, share.SetInt64(int64(x.ShareBPS)))
		base[i].QuoRem(&p, big10000, &r)
		rem[i] = int32(r.Int64())
		sum.Add(sum, &base[i])
	}
	leftover := sum.Sub(total, sum).Int64() // 0 ≤ leftover < n
	bonus := leftoverOrder(rem, leftover, make([]int64, 0, n))
	out := make([]Recipient, n)
	for i, x := range in {
		if bonus[i] == 1 {
			base[i].Add(&base[i], bigOne)
		}
		out[i] = Recipient{Address: x.Address, Role: x.Role, ShareBPS: wire.BasisPoints(x.ShareBPS),
			AmountMicro: wire.MicroUSDFromBig(&base[i])}
	}
	return out
}

var bigOne = big.NewInt(1)

var big10000 = big.NewInt(10000)

// leftoverOrder marks, in rem itself, the inputs that receive one of the
// leftover units: the leftover largest remainders, equal remainders to the
// earlier input. It returns rem rewritten as 0/1 flags; keys is scratch space
// (length 0, capacity ≥ len(rem)).
func leftoverOrder(rem []int32, leftover int64, keys []int64) []int32 {
	switch leftover {
	case 0:
		clear(rem)
		return rem
	case 1: // the first largest remainder, without sorting
		best := 0
		for i, v := range rem {
			if v > rem[best] {
				best = i
			}
		}
		clear(rem)
		rem[best] = 1
		return rem
	}
	// Order the indexes by remainder descending, input order on ties: the
	// sort key packs both (remainders < 2^14, indexes < 2^32).
	for i, v := range rem {
		keys = append(keys, -int64(v)<<32|int64(i))
	}
	slices.Sort(keys)
	clear(rem)
	for _, k := range keys[:leftover] {
		rem[k&(1<<32-1)] = 1
	}
	return rem
}
