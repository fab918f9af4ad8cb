package codec

// normalRaw returns a copy of the raw JSON value in the form the encoder
// writes it (no insignificant white space, the library's string escaping,
// numbers verbatim). Any-valued members and the unknown members of open
// objects are stored this way, so that decode → encode → decode gives an
// equal value whatever white space the input had.
func normalRaw(raw []byte) []byte {
	e := encoder{buf: make([]byte, 0, len(raw))}
	e.raw(raw)
	if e.err != nil {
		return append([]byte(nil), raw...) // not reached: the decoder read a valid value
	}
	return e.buf
}
