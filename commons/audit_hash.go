package commons

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"hash"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/jcs"
)

// AuditTrailGenesisHash anchors a new audit trail: "sha256:" and the
// SHA-256 of the empty string. The first entry of a new trail has it as its
// PreviousHash.
const AuditTrailGenesisHash = "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

// AuditEntryHashInput is the content of an audit entry that its hash
// covers. Any text is accepted (the values are not validated), so an entry
// read from an untrusted trail can be rehashed as it stands.
type AuditEntryHashInput struct {
	EntryID   string
	Timestamp string
	EventType string
	// ActorID is nil when the entry has no actor_id.
	ActorID *string
	// Payload is the payload's JSON text: nil when the entry has none, the
	// text null for a present JSON null.
	Payload json.RawMessage
}

// AuditHashError reports audit-entry content that has no canonical form: a
// string member that is not valid UTF-8, or a payload that is not one JSON
// text within the limits of AuditEntryHash. A decoded document never
// produces one.
type AuditHashError struct {
	// Member is the JSON name of the offending member (actor_id, entry_id,
	// event_type, payload, timestamp).
	Member string
	Err    error
}

func (e *AuditHashError) Error() string {
	return "commons: audit entry member " + e.Member + " has no canonical form: " + e.Err.Error()
}

func (e *AuditHashError) Unwrap() error { return e.Err }

var errInvalidUTF8 = errors.New("invalid UTF-8")

// AuditEntryHash returns the content hash of an audit entry under a domain
// tag: "sha256:" and the lowercase hex SHA-256 of the UTF-8 domain tag
// immediately followed (no separator) by the canonical JSON of the object
// {entry_id, timestamp, event_type} plus actor_id and payload when present.
// No other member is hashed (not entry_hash, previous_hash or
// hash_domain_tag).
//
// The canonical JSON is plain RFC 8785 as JavaScript writes it, without
// Unicode normalization: an NFC and an NFD spelling of the same text hash
// differently, so hashes stored by earlier writers stay verifiable. Numbers
// in the payload are written as the nearest float64 in ECMAScript form. The
// tag is not validated here: any text, even "", is hashed as given.
//
// The payload may nest at most 1,000 deep and be at most 256 MiB long; work
// is linear in its length apart from sorting each object's member names.
// The only errors are *AuditHashError.
func AuditEntryHash(e AuditEntryHashInput, domainTag string) (string, error) {
	var h auditHasher
	return h.entryHash(e, domainTag)
}

// auditHasher computes entry hashes, reusing its buffer and hash state
// from one entry to the next.
type auditHasher struct {
	buf []byte
	sha hash.Hash
}

func (h *auditHasher) entryHash(e AuditEntryHashInput, domainTag string) (string, error) {
	var out hashText
	if err := h.entryHashText(e, domainTag, &out); err != nil {
		return "", err
	}
	return string(out[:]), nil
}

// hashText holds "sha256:" and 64 lowercase hex digits.
type hashText [len("sha256:") + 2*sha256.Size]byte

// entryHashText writes the entry hash of e into out without allocating it.
func (h *auditHasher) entryHashText(e AuditEntryHashInput, domainTag string, out *hashText) error {
	var err error
	h.buf, err = appendEntryContent(h.buf[:0], e)
	if err != nil {
		return err
	}
	if h.sha == nil {
		h.sha = sha256.New()
	}
	h.sha.Reset()
	h.sha.Write([]byte(domainTag))
	h.sha.Write(h.buf)
	writeHashText(h.sha, out)
	return nil
}

// writeHashText writes "sha256:" and the lowercase hex digest of s.
func writeHashText(s hash.Hash, out *hashText) {
	var sum [sha256.Size]byte
	copy(out[:], "sha256:")
	hex.Encode(out[len("sha256:"):], s.Sum(sum[:0]))
}

// sha256Text returns "sha256:" and the lowercase hex digest of s.
func sha256Text(s hash.Hash) string {
	var out hashText
	writeHashText(s, &out)
	return string(out[:])
}

// appendEntryContent appends the canonical JSON of the hashed members of e;
// their names in UTF-16 order are actor_id, entry_id, event_type, payload,
// timestamp.
func appendEntryContent(b []byte, e AuditEntryHashInput) ([]byte, error) {
	b = append(b, '{')
	if e.ActorID != nil {
		if !utf8.ValidString(*e.ActorID) {
			return b, &AuditHashError{"actor_id", errInvalidUTF8}
		}
		b = append(b, `"actor_id":`...)
		b = jcs.AppendQuoted(b, *e.ActorID)
		b = append(b, ',')
	}
	for _, m := range [...]struct{ name, v string }{{"entry_id", e.EntryID}, {"event_type", e.EventType}} {
		if !utf8.ValidString(m.v) {
			return b, &AuditHashError{m.name, errInvalidUTF8}
		}
	}
	b = append(b, `"entry_id":`...)
	b = jcs.AppendQuoted(b, e.EntryID)
	b = append(b, `,"event_type":`...)
	b = jcs.AppendQuoted(b, e.EventType)
	if e.Payload != nil {
		b = append(b, `,"payload":`...)
		var err error
		if b, err = jcs.Append(b, e.Payload, jcs.Options{}); err != nil {
			return b, &AuditHashError{"payload", err}
		}
	}
	if !utf8.ValidString(e.Timestamp) {
		return b, &AuditHashError{"timestamp", errInvalidUTF8}
	}
	b = append(b, `,"timestamp":`...)
	b = jcs.AppendQuoted(b, e.Timestamp)
	return append(b, '}'), nil
}
