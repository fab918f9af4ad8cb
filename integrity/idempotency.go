package integrity

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Errors of DeriveIdempotencyKey.
var (
	// ErrIdempotencyComponentMissing: a component is the empty string
	// (upstream's message).
	//lint:ignore ST1005 upstream's exact message text
	ErrIdempotencyComponentMissing = errors.New("All idempotency key components are required")
	// ErrIdempotencyComponentUTF8: a component is not valid UTF-8 (a library
	// rule; upstream's UTF-16 strings cannot be invalid UTF-8).
	ErrIdempotencyComponentUTF8 = errors.New("integrity: idempotency key component is not valid UTF-8")
)

// DeriveIdempotencyKey returns the idempotency key of one logical request: the
// lowercase hex SHA-256 (64 characters, no prefix) of the text JavaScript's
// JSON.stringify([tenant, reqHash, provider, model]) produces. Only '"', '\\' and
// U+0000–U+001F are escaped (\b \t \n \f \r, else \u00xx in lowercase hex); '<',
// '>', '&', '/', DEL, U+2028, U+2029 and all non-ASCII characters are written raw,
// unlike encoding/json. Any non-empty strings are accepted; reqHash is not
// checked.
func DeriveIdempotencyKey(tenant, reqHash, provider, model string) (string, error) {
	if tenant == "" || reqHash == "" || provider == "" || model == "" {
		return "", ErrIdempotencyComponentMissing
	}
	if !utf8.ValidString(tenant) || !utf8.ValidString(reqHash) || !utf8.ValidString(provider) || !utf8.ValidString(model) {
		return "", ErrIdempotencyComponentUTF8
	}
	var stack [256]byte
	b := append(stack[:0], '[')
	b = codec.AppendString(b, tenant)
	b = append(b, ',')
	b = codec.AppendString(b, reqHash)
	b = append(b, ',')
	b = codec.AppendString(b, provider)
	b = append(b, ',')
	b = codec.AppendString(b, model)
	b = append(b, ']')
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}
