package jsmath

import (
	"math"
	"math/big"
	"strings"

	"github.com/hounfour-go/hounfour/internal/jcs"
)

// ToFixed returns x written with f digits after the point (0 ≤ f ≤ 100) as
// JavaScript's x.toFixed(f) does: the integer n nearest to x·10^f, computed
// on x's exact binary value, the larger one on an exact tie (0.125 → "0.13",
// where strconv gives "0.12"), with the point inserted f digits from the
// right. A negative x is "-" followed by ToFixed(−x) (−0 is "0…"); NaN is
// "NaN"; |x| ≥ 1e21 is written as Number-to-String writes it.
func ToFixed(x float64, f int) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case math.Abs(x) >= 1e21:
		if math.IsInf(x, 1) {
			return "Infinity"
		}
		if math.IsInf(x, -1) {
			return "-Infinity"
		}
		return string(jcs.AppendNumber(nil, x))
	case x < 0:
		return "-" + ToFixed(-x, f)
	}
	r := new(big.Rat).SetFloat64(x) // exact; x is finite
	r.Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(f)), nil)))
	r.Add(r, big.NewRat(1, 2))
	n := new(big.Int).Quo(r.Num(), r.Denom()) // floor: both positive
	s := n.String()
	if f == 0 {
		return s
	}
	if len(s) <= f {
		s = strings.Repeat("0", f-len(s)+1) + s
	}
	return s[:len(s)-f] + "." + s[len(s)-f:]
}
