package commons

// CanonicalEntry returns the canonical JSON AuditEntryHash hashes after
// the domain tag.
func CanonicalEntry(e AuditEntryHashInput) ([]byte, error) { return appendEntryContent(nil, e) }
