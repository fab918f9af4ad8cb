package codec

import (
	"unsafe"

	"math"
	"math/big"
	"strconv"
	"strings"
)

// intLit is the exact value of a JSON number accepted as an integer.
type intLit struct {
	neg      bool
	mag      uint64
	overflow bool // |value| > 2^64-1
}

// parseIntLit applies the integer rule: the literal is an integer when its value,
// rounded to the nearest double, is finite and integral. The decoded value is
// the literal's exact value when the literal is integral, otherwise the
// rounded double's value. ok is false for a non-integer.
func parseIntLit(lit string) (v intLit, ok bool) {
	// Fast path: plain integer literal that fits.
	if n := len(lit); n > 0 && n <= 19 {
		plain := true
		i := 0
		if lit[0] == '-' {
			i = 1
		}
		for j := i; j < n; j++ {
			if lit[j] < '0' || lit[j] > '9' {
				plain = false
				break
			}
		}
		if plain && i < n {
			u, err := strconv.ParseUint(lit[i:], 10, 64)
			if err == nil {
				return intLit{neg: i == 1 && u != 0, mag: u}, true
			}
		}
	}
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil && (math.IsInf(f, 0) || math.IsNaN(f)) || math.IsInf(f, 0) {
		return v, false
	}
	if f != math.Trunc(f) {
		return v, false
	}
	b := exactInteger(lit)
	if b == nil {
		b, _ = new(big.Float).SetFloat64(f).Int(nil)
	}
	v.neg = b.Sign() < 0
	b.Abs(b)
	if b.IsUint64() {
		v.mag = b.Uint64()
	} else {
		v.overflow = true
	}
	return v, true
}

// exactInteger returns the exact value of a JSON number literal when that
// value is an integer, else nil. The caller has checked that the literal's
// double is finite, which bounds the exponent.
func exactInteger(lit string) *big.Int {
	neg := strings.HasPrefix(lit, "-")
	if neg {
		lit = lit[1:]
	}
	mant, exp := lit, 0
	if i := strings.IndexAny(lit, "eE"); i >= 0 {
		e, err := strconv.Atoi(lit[i+1:])
		if err != nil {
			return nil
		}
		mant, exp = lit[:i], e
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := strings.TrimLeft(intPart+frac, "0")
	exp -= len(frac)
	if digits == "" {
		return new(big.Int)
	}
	if exp < 0 {
		if -exp > len(digits) || strings.Trim(digits[len(digits)+exp:], "0") != "" {
			return nil
		}
		digits = digits[:len(digits)+exp]
	} else {
		if exp > 400 { // cannot happen for a finite double; guard anyway
			return nil
		}
		digits += strings.Repeat("0", exp)
	}
	b, ok := new(big.Int).SetString(digits, 10)
	if !ok {
		return nil
	}
	if neg {
		b.Neg(b)
	}
	return b
}

// parseNumber reads a JSON number member: any finite double.
func parseNumber(lit string) (float64, bool) {
	f, err := strconv.ParseFloat(lit, 64)
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	_ = err // underflow to zero or a denormal is a finite value
	return f, true
}

// AppendNumber appends f in ECMAScript Number-to-String form: shortest
// round-trip digits, exponent form below 1e-6 and from 1e21, -0 written as 0.
func AppendNumber(dst []byte, f float64) []byte {
	if f == 0 {
		return append(dst, '0')
	}
	abs := math.Abs(f)
	if abs >= 1e-6 && abs < 1e21 {
		return strconv.AppendFloat(dst, f, 'f', -1, 64)
	}
	start := len(dst)
	dst = strconv.AppendFloat(dst, f, 'e', -1, 64)
	// Go writes e-07 / e+21; ECMAScript writes e-7 / e+21.
	e := start + strings.LastIndexByte(string(dst[start:]), 'e')
	if e+3 < len(dst) && dst[e+2] == '0' {
		dst = append(dst[:e+2], dst[e+3:]...)
	}
	return dst
}

// loadInt reads the Go integer of plan pl (a signed kind of any size) at p.
func loadInt(pl *plan, p unsafe.Pointer) int64 {
	switch pl.size {
	case 8:
		return *(*int64)(p)
	case 4:
		return int64(*(*int32)(p))
	case 2:
		return int64(*(*int16)(p))
	}
	return int64(*(*int8)(p))
}

// loadUint reads the Go integer of plan pl (an unsigned kind of any size) at p.
func loadUint(pl *plan, p unsafe.Pointer) uint64 {
	switch pl.size {
	case 8:
		return *(*uint64)(p)
	case 4:
		return uint64(*(*uint32)(p))
	case 2:
		return uint64(*(*uint16)(p))
	}
	return uint64(*(*uint8)(p))
}
