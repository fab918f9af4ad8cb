package integrity

import (
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/lex"
)

// parseEncodings applies the Content-Encoding checks in
// upstream's order and returns the encodings to undo, in header order (the
// caller decodes them in reverse). nil means no decoding.
func parseEncodings(header string) ([]string, error) {
	// 1. Absent, empty or exactly "identity" (case-sensitive here): no decoding.
	if header == "" || header == "identity" {
		return nil, nil
	}
	// 2. Split on ","; trim (JavaScript's set); lowercase ASCII; drop identity.
	var tokens []string
	for tok := range strings.SplitSeq(header, ",") {
		tok = asciiLower(lex.TrimJSSpace(tok))
		if tok == "identity" {
			continue
		}
		tokens = append(tokens, tok)
	}
	if len(tokens) == 0 {
		return nil, nil
	}
	// 3. Depth before the allow-list: "foo, bar, baz" is too deep, not unsupported.
	if len(tokens) > MaxEncodingDepth {
		return nil, tooDeep(len(tokens))
	}
	// 4. The first token, in header order, that is not allowed.
	for _, tok := range tokens {
		switch tok {
		case "gzip", "deflate", "br":
		default:
			return nil, unsupported(tok)
		}
	}
	return tokens, nil
}

// asciiLower maps A–Z to a–z and leaves every other byte alone: upstream's
// full-Unicode toLowerCase gives the same verdict for every input, while Go's
// strings.ToLower would turn "İDENTITY" into "identity".
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + ('a' - 'A')
				}
			}
			return string(b)
		}
	}
	return s
}

// formatNumber writes x in ECMAScript Number-to-String form (100, 2.5).
func formatNumber(x float64) string { return string(codec.AppendNumber(nil, x)) }
