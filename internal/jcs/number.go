package jcs

import (
	"math"
	"strconv"
)

// AppendNumber appends f in ECMAScript's Number-to-String form: the
// shortest digits that round-trip, plain decimal when 1e-6 <= |f| < 1e21,
// otherwise one digit, a fraction when there are more digits, "e", the
// exponent's sign and the exponent; 0 for both zeros. f must be finite.
func AppendNumber(dst []byte, f float64) []byte {
	if f == 0 {
		return append(dst, '0')
	}
	if f < 0 {
		dst = append(dst, '-')
		f = -f
	}
	// Go writes the shortest round-trip digits as d.ddde±xx.
	var buf [32]byte
	b := strconv.AppendFloat(buf[:0], f, 'e', -1, 64)
	e := len(b) - 4 // the exponent has two or three digits
	for b[e] != 'e' {
		e--
	}
	exp, _ := strconv.Atoi(string(b[e+1:]))
	var ds [17]byte
	k := copy(ds[:], b[:1])
	if e > 1 {
		k += copy(ds[1:], b[2:e])
	}
	d := ds[:k]
	n := exp + 1 // the value is 0.d × 10^n
	switch {
	case k <= n && n <= 21:
		dst = append(dst, d...)
		for range n - k {
			dst = append(dst, '0')
		}
	case 0 < n && n <= 21:
		dst = append(dst, d[:n]...)
		dst = append(dst, '.')
		dst = append(dst, d[n:]...)
	case -6 < n && n <= 0:
		dst = append(dst, '0', '.')
		for range -n {
			dst = append(dst, '0')
		}
		dst = append(dst, d...)
	default:
		dst = append(dst, d[0])
		if k > 1 {
			dst = append(dst, '.')
			dst = append(dst, d[1:]...)
		}
		dst = append(dst, 'e')
		if n-1 < 0 {
			dst = append(dst, '-')
		} else {
			dst = append(dst, '+')
		}
		dst = strconv.AppendInt(dst, int64(abs(n-1)), 10)
	}
	return dst
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// appendNumberToken appends the canonical form of the number token tok
// (already scanned). ok is false when its nearest float64 is infinite.
func appendNumberToken(dst, tok []byte, flags uint8) ([]byte, bool) {
	// An integer of at most 15 digits is exact in a float64 and is written
	// as itself; only -0 changes.
	if flags == 0 && len(tok) <= 16 && (len(tok) <= 15 || tok[0] == '-') {
		if len(tok) == 2 && tok[0] == '-' && tok[1] == '0' {
			return append(dst, '0'), true
		}
		return append(dst, tok...), true
	}
	f, _ := strconv.ParseFloat(string(tok), 64)
	if math.IsInf(f, 0) {
		return dst, false
	}
	return AppendNumber(dst, f), true
}
