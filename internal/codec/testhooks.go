package codec

import "reflect"

// Hooks for the tests that compare the generated decoders and encoders
// with the reflective reference (package schemas): nothing else calls
// them.

// GeneratedTypes returns every type with a generated decoder (for tests).
func GeneratedTypes() []reflect.Type {
	ensureGenerated()
	genMu.Lock()
	defer genMu.Unlock()
	var out []reflect.Type
	for t, g := range genDecoders {
		if g.fn != nil {
			out = append(out, t)
		}
	}
	return out
}

// HasDecoder reports whether t has a generated decoder (for tests).
func HasDecoder(t reflect.Type) bool {
	ensureGenerated()
	return decoderSlot(t).fn != nil
}

// GeneratedAccepts reports whether the generated decoder of v's type (v a
// non-nil pointer) accepts data under the default limits, decoding it into
// *v (for tests: the accept rate of the fast path).
func GeneratedAccepts(data []byte, v any) bool { return GeneratedAcceptsIn(data, v, DefaultContract) }

// GeneratedAcceptsIn is GeneratedAccepts under the contract c (zero:
// DefaultContract).
func GeneratedAcceptsIn(data []byte, v any, c Version) bool {
	ensureGenerated()
	if _, custom := v.(Custom); custom {
		return false
	}
	pl, p, err := target(v)
	if err != nil || pl.gen.fn == nil {
		return false
	}
	reflect.NewAt(pl.t, p).Elem().SetZero()
	l := DefaultLimits()
	d := decoders.Get().(*decoder)
	ok := runGenerated(d, pl.gen, data, p, &l, c.Or(), false)
	decoders.Put(d)
	return ok
}

// HasEncoder reports whether a generated encoder is registered for t (T or
// *T).
func HasEncoder(t reflect.Type) bool { return generated(t) != nil }
