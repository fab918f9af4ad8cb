package boundary

import "math/big"

// MaxAmountDigits is the most digits ParseAmount accepts: amounts up to
// 10^30 − 1 micro-USD.
const MaxAmountDigits = 30

// AmountError reports why a text is no strict micro-USD amount. Its
// Reason is one of: "empty string", `invalid characters in "<text>"`,
// "exceeds 30 digit limit", `leading zeros in "<text>"` (the text
// verbatim, unescaped) — the reason a JavaScript peer gives for the same
// text.
type AmountError struct {
	Reason string
}

// Error returns the reason.
func (e *AmountError) Error() string { return e.Reason }

// ParseAmount parses a micro-USD amount strictly (upstream's
// parseMicroUsd): a non-empty run of at most MaxAmountDigits ASCII digits
// without a leading zero ("0" itself is allowed). Anything else — a sign,
// a space, a fraction, an exponent, a non-ASCII digit, a trailing
// newline — is an *AmountError. The checks run in this order and the
// first failure is reported: empty, characters, length, leading zeros (so
// "0" followed by 30 digits exceeds the limit, and 31 characters with a
// letter among them have invalid characters). The work is linear in the
// length of s.
func ParseAmount(s string) (*big.Int, error) {
	if s == "" {
		return nil, &AmountError{Reason: "empty string"}
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return nil, &AmountError{Reason: `invalid characters in "` + s + `"`}
		}
	}
	if len(s) > MaxAmountDigits {
		return nil, &AmountError{Reason: "exceeds 30 digit limit"}
	}
	if len(s) > 1 && s[0] == '0' {
		return nil, &AmountError{Reason: `leading zeros in "` + s + `"`}
	}
	n, _ := new(big.Int).SetString(s, 10) // digits only: always parses
	return n, nil
}
