package signing

import (
	"errors"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// The patterns of the text types, exactly as the schema files state them.
const (
	// Ed25519SignaturePattern is the pattern of a [Signature]: "ed25519:"
	// and the 86 characters of the unpadded base64url encoding of a
	// 64-byte signature.
	Ed25519SignaturePattern = `^ed25519:[A-Za-z0-9_-]{86}$`
	// Ed25519PublicKeyPattern is the pattern of a [PublicKey]: "ed25519-pub:"
	// and the 43 characters of the unpadded base64url encoding of a 32-byte
	// key.
	Ed25519PublicKeyPattern = `^ed25519-pub:[A-Za-z0-9_-]{43}$`
	// Ed25519PublicKeyLenientPattern is the pattern of a
	// [PublicKeyLenient]: 43 or 44 characters after "ed25519-pub:".
	Ed25519PublicKeyLenientPattern = `^ed25519-pub:[A-Za-z0-9_-]{43,44}$`
	// HashPattern is the pattern of a [Hash]: "sha256:" and 64 lowercase
	// hex digits.
	HashPattern = `^sha256:[0-9a-f]{64}$`
	// ContextVersionPattern is the pattern of a [ContextVersion]:
	// major.minor.patch, major at least 1, no leading zero in any part.
	ContextVersionPattern = `^[1-9][0-9]*\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$`
	// BindingVersionPattern is the pattern a consumer checks a signed
	// contract_version against: major at least 1 without a leading zero,
	// minor and patch any digits (8.04.0 matches it, not
	// ContextVersionPattern).
	BindingVersionPattern = `^[1-9][0-9]*\.[0-9]+\.[0-9]+$`
)

// Signature is an ed25519 signature as the protocol writes it:
// "ed25519:" followed by exactly 86 characters of [A-Za-z0-9_-] (the
// unpadded base64url encoding of 64 bytes; padding, "+" and "/" are not
// accepted). Every member of this type carries Ed25519SignaturePattern.
// The zero value is absent.
type Signature string

// PublicKey is an ed25519 public key as a SignerEntry writes it:
// "ed25519-pub:" followed by exactly 43 characters of [A-Za-z0-9_-].
// Every member of this type carries Ed25519PublicKeyPattern. The zero value
// is absent.
type PublicKey string

// PublicKeyLenient is an ed25519 public key as the documents introduced in
// 8.4.0 accept it (a panel verdict's or cross-score report's signed_by, an
// org representative delegation's signed_by, an org identity's
// org_public_key): "ed25519-pub:" followed by 43 or 44 characters of
// [A-Za-z0-9_-]. A 44-character key valid here is not a [PublicKey]. Every
// member of this type carries Ed25519PublicKeyLenientPattern. The zero
// value is absent.
type PublicKeyLenient string

// Hash is a SHA-256 content hash as the signed documents write it:
// "sha256:" followed by 64 lowercase hex digits. Every member of this type
// carries HashPattern. The zero value is absent.
type Hash string

// ContextVersion is the contract version a signing context binds (and
// that a decision artifact or a dissent carries): major.minor.patch with a
// major of at least 1 and no leading zero in any part ("8.04.0" and
// "0.4.0" are not versions of this form). Every member of this type
// carries ContextVersionPattern. The zero value is absent.
type ContextVersion string

func init() {
	codec.RegisterTypeTag[Signature]("pattern=" + Ed25519SignaturePattern)
	codec.RegisterTypeTag[PublicKey]("pattern=" + Ed25519PublicKeyPattern)
	codec.RegisterTypeTag[PublicKeyLenient]("pattern=" + Ed25519PublicKeyLenientPattern)
	codec.RegisterTypeTag[Hash]("pattern=" + HashPattern)
	codec.RegisterTypeTag[ContextVersion]("pattern=" + ContextVersionPattern)
	// The hand-written matcher (TestMatchersAgreeWithPatterns and
	// FuzzVersionPatterns hold it to the pattern), not the expression.
	codec.RegisterPattern(ContextVersionPattern, func(s string) bool { return version(s, true) })
}

// ErrSyntax is wrapped by the errors of the Parse functions: the text does
// not have the type's form.
var ErrSyntax = errors.New("signing: invalid syntax")

// ParseError is the error of the Parse functions.
type ParseError struct {
	// Type names the text type ("Signature", "PublicKey", …).
	Type string
	// Input is the rejected text.
	Input string
	// Pattern is the pattern it does not match.
	Pattern string
}

// Error names the type, the input (at most 100 bytes of it) and the pattern.
func (e *ParseError) Error() string {
	in := e.Input
	if len(in) > 100 {
		in = in[:100] + "…"
	}
	return "signing: " + e.Type + " " + quote(in) + " does not match " + e.Pattern
}

// Unwrap returns ErrSyntax.
func (e *ParseError) Unwrap() error { return ErrSyntax }

func quote(s string) string {
	b := make([]byte, 0, len(s)+2)
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20 || c == 0x7f:
			const hex = "0123456789abcdef"
			b = append(b, '\\', 'x', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return string(append(b, '"'))
}

// b64url reports whether every byte of s is one of [A-Za-z0-9_-].
func b64url(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// prefixed reports whether s is prefix followed by n..m characters of
// [A-Za-z0-9_-].
func prefixed(s, prefix string, n, m int) bool {
	if len(s) < len(prefix)+n || len(s) > len(prefix)+m || s[:len(prefix)] != prefix {
		return false
	}
	return b64url(s[len(prefix):])
}

// Valid reports whether s matches Ed25519SignaturePattern.
func (s Signature) Valid() bool { return prefixed(string(s), "ed25519:", 86, 86) }

// Valid reports whether k matches Ed25519PublicKeyPattern.
func (k PublicKey) Valid() bool { return prefixed(string(k), "ed25519-pub:", 43, 43) }

// Valid reports whether k matches Ed25519PublicKeyLenientPattern.
func (k PublicKeyLenient) Valid() bool { return prefixed(string(k), "ed25519-pub:", 43, 44) }

// Valid reports whether h matches HashPattern.
func (h Hash) Valid() bool {
	s := string(h)
	if len(s) != len("sha256:")+64 || s[:7] != "sha256:" {
		return false
	}
	for i := 7; i < len(s); i++ {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// Valid reports whether v matches ContextVersionPattern.
func (v ContextVersion) Valid() bool { return version(string(v), true) }

// MatchesBindingVersion reports whether s matches BindingVersionPattern.
func MatchesBindingVersion(s string) bool { return version(s, false) }

// version reports whether s is three dot-separated runs of ASCII digits
// whose first run has no leading zero and is not 0; strict also refuses a
// leading zero in the other two runs.
func version(s string, strict bool) bool {
	part := 0
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '.' {
			if c := s[i]; c < '0' || c > '9' {
				return false
			}
			continue
		}
		run := s[start:i]
		if run == "" || part > 2 {
			return false
		}
		if run[0] == '0' && (part == 0 || strict && len(run) > 1) {
			return false
		}
		part++
		start = i + 1
	}
	return part == 3
}

// VersionsBound reports whether an envelope's outer contract_version and
// the contract_version its signing context binds are the same text (exact
// equality: "8.4.0" and "8.4.00" are not bound). No document type checks
// this itself; a consumer verifying a signature checks it.
func VersionsBound(outer, inner string) bool { return outer == inner }

// ParseSignature returns s as a Signature, or a *ParseError when it does
// not match Ed25519SignaturePattern.
func ParseSignature(s string) (Signature, error) {
	if !Signature(s).Valid() {
		return "", &ParseError{"Signature", s, Ed25519SignaturePattern}
	}
	return Signature(s), nil
}

// ParsePublicKey returns s as a PublicKey, or a *ParseError when it does
// not match Ed25519PublicKeyPattern.
func ParsePublicKey(s string) (PublicKey, error) {
	if !PublicKey(s).Valid() {
		return "", &ParseError{"PublicKey", s, Ed25519PublicKeyPattern}
	}
	return PublicKey(s), nil
}

// ParsePublicKeyLenient returns s as a PublicKeyLenient, or a *ParseError
// when it does not match Ed25519PublicKeyLenientPattern.
func ParsePublicKeyLenient(s string) (PublicKeyLenient, error) {
	if !PublicKeyLenient(s).Valid() {
		return "", &ParseError{"PublicKeyLenient", s, Ed25519PublicKeyLenientPattern}
	}
	return PublicKeyLenient(s), nil
}

// ParseHash returns s as a Hash, or a *ParseError when it does not match
// HashPattern.
func ParseHash(s string) (Hash, error) {
	if !Hash(s).Valid() {
		return "", &ParseError{"Hash", s, HashPattern}
	}
	return Hash(s), nil
}

// ParseContextVersion returns s as a ContextVersion, or a *ParseError when
// it does not match ContextVersionPattern.
func ParseContextVersion(s string) (ContextVersion, error) {
	if !ContextVersion(s).Valid() {
		return "", &ParseError{"ContextVersion", s, ContextVersionPattern}
	}
	return ContextVersion(s), nil
}
