package integrity

import (
	"math/big"
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

// toFixed1 formats a non-negative finite x as JavaScript's x.toFixed(1): the
// exact binary value rounded to one decimal, ties upward (100.25 → "100.3",
// where strconv rounds half to even and gives "100.2").
func toFixed1(x float64) string {
	f := new(big.Float).SetPrec(256).SetFloat64(x) // exact
	f.Mul(f, big.NewFloat(10))
	f.Add(f, big.NewFloat(0.5))
	n, _ := f.Int(nil) // truncation = floor for non-negative values
	q, r := new(big.Int).QuoRem(n, big.NewInt(10), new(big.Int))
	return q.String() + "." + r.String()
}

// formatNumber writes x in ECMAScript Number-to-String form (100, 2.5).
func formatNumber(x float64) string { return string(codec.AppendNumber(nil, x)) }
