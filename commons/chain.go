package commons

import (
	"crypto/sha256"
	"hash/fnv"
	"regexp"
)

// The codes of ChainBoundHashError.
const (
	CodeInvalidDomainTag       = "INVALID_DOMAIN_TAG"
	CodeInvalidPreviousHash    = "INVALID_PREVIOUS_HASH"
	CodeCanonicalizationFailed = "CANONICALIZATION_FAILED"
)

// ChainBoundHashError is the error of ChainBoundHash: Code is one of
// CodeInvalidDomainTag, CodeInvalidPreviousHash and
// CodeCanonicalizationFailed, Message upstream's text (also the Error
// text). For CodeCanonicalizationFailed, Err is the *AuditHashError that
// caused it.
type ChainBoundHashError struct {
	Code    string
	Message string
	Err     error
}

func (e *ChainBoundHashError) Error() string { return e.Message }

func (e *ChainBoundHashError) Unwrap() error { return e.Err }

var sha256Pattern = regexp.MustCompile(`^sha256:[a-f0-9]{64}$`)

// ChainBoundHash returns an entry's hash bound to its place in a chain:
// "sha256:" and the lowercase hex SHA-256 of the UTF-8 text
// content + ":" + previousHash, where content is AuditEntryHash(e,
// domainTag) with its "sha256:" prefix. Unlike AuditEntryHash it checks its
// inputs first; the errors, each a *ChainBoundHashError, are in this order:
//
//	domainTag fails ValidateDomainTag   INVALID_DOMAIN_TAG: ValidateDomainTag's message
//	previousHash not sha256:<64 hex>    INVALID_PREVIOUS_HASH: Previous hash must match sha256:<64 hex> format, got "{previousHash}"
//	e has no canonical form             CANONICALIZATION_FAILED: Failed to canonicalize audit entry for content hash
func ChainBoundHash(e AuditEntryHashInput, domainTag, previousHash string) (string, error) {
	if err := ValidateDomainTag(domainTag); err != nil {
		return "", &ChainBoundHashError{Code: CodeInvalidDomainTag, Message: err.Error()}
	}
	if !sha256Pattern.MatchString(previousHash) {
		return "", &ChainBoundHashError{Code: CodeInvalidPreviousHash,
			Message: `Previous hash must match sha256:<64 hex> format, got "` + previousHash + `"`}
	}
	content, err := AuditEntryHash(e, domainTag)
	if err != nil {
		return "", &ChainBoundHashError{Code: CodeCanonicalizationFailed,
			Message: "Failed to canonicalize audit entry for content hash", Err: err}
	}
	s := sha256.New()
	s.Write([]byte(content))
	s.Write([]byte{':'})
	s.Write([]byte(previousHash))
	return sha256Text(s), nil
}

// AdvisoryLockKey returns the 32-bit FNV-1a hash of the bytes of tag,
// as a signed integer: the key for PostgreSQL's pg_advisory_xact_lock(int4)
// that serializes the writers of one audit trail. AdvisoryLockKey("") is
// -2128831035.
func AdvisoryLockKey(tag string) int32 {
	h := fnv.New32a()
	h.Write([]byte(tag))
	return int32(h.Sum32())
}
