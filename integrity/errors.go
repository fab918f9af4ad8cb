package integrity

import (
	"strconv"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/jsmath"
)

// DecompressionError is the failure of request-body decoding. Code is one of
// ENCODING_TOO_DEEP (400), ENCODING_UNSUPPORTED (415), ENCODING_CORRUPT (400: a
// corrupt, truncated, empty or mislabelled stream), BODY_TOO_LARGE (413, a cap
// overrun) and DECOMPRESSION_BOMB (413).
type DecompressionError struct {
	Code       hounfour.ErrorCode
	HTTPStatus int
	Message    string
}

// Error returns Message (upstream's exact text).
func (e *DecompressionError) Error() string { return e.Message }

// Is reports whether target is the ErrorCode equal to e.Code, so that
// errors.Is(err, hounfour.CodeBodyTooLarge) works.
func (e *DecompressionError) Is(target error) bool {
	c, ok := target.(hounfour.ErrorCode)
	return ok && c == e.Code
}

// As lets errors.As find a DecompressionError as a *hounfour.Error (with the
// same code, message and status), so that a service maps every protocol
// error to a response in one place.
func (e *DecompressionError) As(target any) bool {
	p, ok := target.(**hounfour.Error)
	if !ok {
		return false
	}
	*p = &hounfour.Error{Code: e.Code, Message: e.Message, Status: e.HTTPStatus}
	return true
}

func newError(code hounfour.ErrorCode, msg string) *DecompressionError {
	return &DecompressionError{Code: code, HTTPStatus: code.HTTPStatus(), Message: msg}
}

func tooDeep(n int) *DecompressionError {
	return newError(hounfour.CodeEncodingTooDeep,
		"Too many encoding layers: "+strconv.Itoa(n)+" (max "+strconv.Itoa(MaxEncodingDepth)+")")
}

func unsupported(token string) *DecompressionError {
	return newError(hounfour.CodeEncodingUnsupported,
		`Unsupported encoding: "`+token+`". Allowed: gzip, deflate, br, identity`)
}

func tooLarge(maxBody int64) *DecompressionError {
	return newError(hounfour.CodeBodyTooLarge,
		"Decompressed size exceeds limit "+strconv.FormatInt(maxBody, 10)+" bytes")
}

// corrupt is the error of a layer whose decoder failed. The message names
// the encoding only: the decoders' own texts are not part of the protocol.
func corrupt(enc string) *DecompressionError {
	msg := "Body does not decode"
	if enc != "" {
		msg += " as " + enc
	}
	return newError(hounfour.CodeEncodingCorrupt, msg)
}

func bomb(ratio, maxRatio float64) *DecompressionError {
	return newError(hounfour.CodeDecompressionBomb,
		"Compression ratio "+jsmath.ToFixed(ratio, 1)+":1 exceeds limit "+formatNumber(maxRatio)+":1")
}
