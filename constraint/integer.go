package constraint

import (
	"math"
	"math/big"
	"strconv"
)

// integer is an arbitrary-precision integer with an int64 fast path: big is
// nil when the value fits small. Operations never modify their operands.
type integer struct {
	small int64
	big   *big.Int
}

func fromBig(b *big.Int) integer {
	if b.IsInt64() {
		return integer{small: b.Int64()}
	}
	return integer{big: b}
}

func (n integer) toBig() *big.Int {
	if n.big != nil {
		return new(big.Int).Set(n.big)
	}
	return big.NewInt(n.small)
}

func (n integer) bigOrTemp() *big.Int {
	if n.big != nil {
		return n.big
	}
	return big.NewInt(n.small)
}

func (n integer) sign() int {
	if n.big != nil {
		return n.big.Sign()
	}
	switch {
	case n.small < 0:
		return -1
	case n.small > 0:
		return 1
	}
	return 0
}

func (n integer) cmp(m integer) int {
	if n.big == nil && m.big == nil {
		switch {
		case n.small < m.small:
			return -1
		case n.small > m.small:
			return 1
		}
		return 0
	}
	return n.bigOrTemp().Cmp(m.bigOrTemp())
}

func (n integer) add(m integer) integer {
	if n.big == nil && m.big == nil {
		s := n.small + m.small
		// Overflow iff both operands have the same sign and the sum's differs.
		if (n.small >= 0) == (m.small >= 0) && (s >= 0) != (n.small >= 0) {
			return integer{big: new(big.Int).Add(big.NewInt(n.small), big.NewInt(m.small))}
		}
		return integer{small: s}
	}
	return fromBig(new(big.Int).Add(n.bigOrTemp(), m.bigOrTemp()))
}

func (n integer) sub(m integer) integer {
	if n.big == nil && m.big == nil {
		s := n.small - m.small
		if (n.small >= 0) != (m.small >= 0) && (s >= 0) != (n.small >= 0) {
			return integer{big: new(big.Int).Sub(big.NewInt(n.small), big.NewInt(m.small))}
		}
		return integer{small: s}
	}
	return fromBig(new(big.Int).Sub(n.bigOrTemp(), m.bigOrTemp()))
}

func (n integer) String() string {
	if n.big != nil {
		return n.big.String()
	}
	return strconv.FormatInt(n.small, 10)
}

// parseDigits parses a non-empty run of digits of the given base (2, 8, 10
// or 16), already validated by the caller.
func parseDigits(s string, base int, neg bool) integer {
	if base == 10 && len(s) <= 18 {
		var v int64
		for i := 0; i < len(s); i++ {
			v = v*10 + int64(s[i]-'0')
		}
		if neg {
			v = -v
		}
		return integer{small: v}
	}
	b, _ := new(big.Int).SetString(s, base)
	if neg {
		b.Neg(b)
	}
	return fromBig(b)
}

// floatInteger returns the exact integer value of a finite integral float64.
func floatInteger(x float64) integer {
	if x >= -(1<<63) && x < 1<<63 {
		return integer{small: int64(x)}
	}
	b, _ := new(big.Float).SetFloat64(x).Int(nil)
	return integer{big: b}
}

// isIntegral reports whether x is finite and has no fraction.
func isIntegral(x float64) bool {
	return !math.IsInf(x, 0) && x == math.Trunc(x)
}
