package jsmath

import "math"

// The constants of fdlibm's e_exp.c, which V8's Math.exp is.
const (
	ln2HI      = 6.93147180369123816490e-01
	ln2LO      = 1.90821492927058770002e-10
	invln2     = 1.44269504088896338700e+00
	p1         = 1.66666666666666019037e-01 // bits 0x3FC555555555553E
	p2         = -2.77777777770155933842e-03
	p3         = 6.61375632143793436117e-05
	p4         = -1.65339022054652515390e-06
	p5         = 4.13813679705723846039e-08
	e          = 2.718281828459045
	oThreshold = 7.09782712893383973096e+02
	uThreshold = -7.45133219101941108420e+02
	twom1000   = 0x1p-1000
)

// Exp returns e**x as V8's Math.exp does (fdlibm's algorithm): the same
// bits for every input, ±0, ±Inf and NaN included. Every product is
// rounded before it is added (no fused multiply-add).
func Exp(x float64) float64 {
	bits := math.Float64bits(x)
	hx := uint32(bits>>32) & 0x7fffffff
	neg := bits>>63 != 0
	if hx >= 0x40862E42 { // |x| ≥ 709.78…
		switch {
		case math.IsNaN(x):
			return x
		case math.IsInf(x, 1):
			return x
		case math.IsInf(x, -1):
			return 0
		case x > oThreshold:
			return math.Inf(1)
		case x < uThreshold:
			return 0
		}
	}
	var hi, lo, r float64
	var k int32
	switch {
	case hx > 0x3FD62E42: // |x| > 0.5 ln2
		if hx < 0x3FF0A2B2 { // |x| < 1.5 ln2
			if x == 1 {
				return e
			}
			if neg {
				hi, lo, k = x+ln2HI, -ln2LO, -1
			} else {
				hi, lo, k = x-ln2HI, ln2LO, 1
			}
		} else {
			h := 0.5
			if neg {
				h = -0.5
			}
			k = int32(float64(invln2*x) + h) // truncated toward zero
			t := float64(k)
			hi = x - float64(t*ln2HI)
			lo = float64(t * ln2LO)
		}
		r = hi - lo
	case hx < 0x3E300000: // |x| < 2**-28
		return 1 + x
	default:
		r = x
	}
	t := float64(r * r)
	c := r - float64(t*(p1+float64(t*(p2+float64(t*(p3+float64(t*(p4+float64(t*p5)))))))))
	if k == 0 {
		return 1 - (float64(r*c)/(c-2) - r)
	}
	y := 1 - ((lo - float64(r*c)/(2-c)) - hi)
	switch {
	case k == 1024:
		return float64(float64(y*2) * 0x1p1023)
	case k >= -1021:
		return float64(y * math.Float64frombits(uint64(0x3ff+int64(k))<<52))
	}
	return float64(float64(y*math.Float64frombits(uint64(0x3ff+int64(k)+1000)<<52)) * twom1000)
}
