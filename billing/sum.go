package billing

import (
	"math/big"
	"strconv"

	"github.com/hounfour-go/hounfour/wire"
)

// microSum adds amounts exactly: in an int64 while the running sum fits,
// with math/big after that. It allocates nothing on the 64-bit path, so the
// cross-field rules cost little on the decode path.
type microSum struct {
	small int64
	big   *big.Int
}

func (s *microSum) add(m wire.MicroUSD) {
	if s.big == nil {
		if v, ok := m.Int64(); ok {
			if r := s.small + v; (r > s.small) == (v > 0) || v == 0 {
				s.small = r
				return
			}
		}
		s.big = big.NewInt(s.small)
	}
	s.big.Add(s.big, m.Big())
}

// equal reports whether the sum equals m (a present amount).
func (s *microSum) equal(m wire.MicroUSD) bool {
	if s.big == nil {
		v, ok := m.Int64()
		return ok && v == s.small
	}
	return s.big.Cmp(m.Big()) == 0
}

// String returns the canonical text of the sum.
func (s *microSum) String() string {
	if s.big == nil {
		return strconv.FormatInt(s.small, 10)
	}
	return s.big.String()
}

// mulBPSEqual returns trunc(m × bps / 10000) for bps ≥ 0 and whether it
// equals want, without allocating when it does and m × bps fits an int64.
func mulBPSEqual(m wire.MicroUSD, bps int64, want wire.MicroUSD) (expected wire.MicroUSD, equal bool) {
	const limit = (1<<63 - 1) / 100000
	if v, ok := m.Int64(); ok && -limit <= v && v <= limit && 0 <= bps && bps <= 100000 {
		x := v * bps / 10000 // Go's / truncates toward zero
		if w, ok := want.Int64(); ok && w == x {
			return want, true
		}
		return wire.MicroUSDFromInt64(x), false
	}
	x, _ := m.MulBPS(bps) // bps ≥ 0 here: no error
	return x, x == want
}
