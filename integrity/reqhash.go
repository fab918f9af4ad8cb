package integrity

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"io"
)

// EmptyBodyHash is the request hash of an empty body.
const EmptyBodyHash = "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

// ComputeReqHash returns "sha256:" + the lowercase hex SHA-256 of the body after
// every Content-Encoding is undone. The decoded bytes are hashed exactly: no JSON
// canonicalization, and a BOM, whitespace or trailing newline all count. A
// decoding failure is a *DecompressionError. The decoded body is hashed as it is
// produced and never held in memory.
func ComputeReqHash(body []byte, contentEncoding string, opts *Options) (string, error) {
	encs, err := parseEncodings(contentEncoding)
	if err != nil {
		return "", err
	}
	if encs == nil {
		sum := sha256.Sum256(body)
		return formatHash(sum[:]), nil
	}
	h := sha256.New()
	err = decodeLayers(body, encs, opts, func(r io.Reader) {
		bp := copyBufs.Get().(*[]byte)
		io.CopyBuffer(h, r, *bp) // errors are the layers' own, judged by decodeLayers
		copyBufs.Put(bp)
	})
	if err != nil {
		return "", err
	}
	return formatHash(h.Sum(nil)), nil
}

func formatHash(sum []byte) string {
	var b [7 + 2*sha256.Size]byte
	copy(b[:], "sha256:")
	hex.Encode(b[7:], sum)
	return string(b[:])
}

// VerifyReqHash recomputes the request hash and compares it with expected in
// constant time (crypto/subtle; strings of different lengths are unequal
// without comparison). The comparison is exact and case-sensitive: an
// upper-case hex expected value is false, as is an empty or malformed one.
// Decoding failures are returned as errors, not as false.
func VerifyReqHash(body []byte, expected, contentEncoding string, opts *Options) (bool, error) {
	got, err := ComputeReqHash(body, contentEncoding, opts)
	if err != nil {
		return false, err
	}
	if len(got) != len(expected) {
		return false, nil
	}
	return subtle.ConstantTimeCompare([]byte(got), []byte(expected)) == 1, nil
}
