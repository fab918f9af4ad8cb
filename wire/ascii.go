package wire

// ASCII classes shared by the parsers. Every rule of the protocol is ASCII:
// \d is [0-9] only, so fullwidth or Arabic-Indic digits never match.

// isDigit reports whether c is an ASCII digit.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}
