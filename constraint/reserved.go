package constraint

// keywordNames are the names reserved beside the builtins: the keyword
// literals, undefined (by convention the name of an absent member), and
// every and length, which a path reads as the quantifier and the length.
var keywordNames = [...]string{"true", "false", "null", "undefined", "every", "length"}

// ReservedNames returns the names a document member should not have if an
// expression is to read it as a plain field: the builtins, in the order of
// Builtins (a builtin's name is a call, never a field), then true, false,
// null, undefined, every and length.
func ReservedNames() []string {
	out := make([]string, 0, len(builtinTable)+len(keywordNames))
	for _, b := range builtinTable {
		out = append(out, b.name)
	}
	return append(out, keywordNames[:]...)
}

// isReserved reports whether name is one of ReservedNames.
func isReserved(name string) bool {
	if builtinByName[name] != nil {
		return true
	}
	for _, k := range keywordNames {
		if k == name {
			return true
		}
	}
	return false
}

// NameCollision is a field name that is a reserved name (ReservedNames),
// with the source it was found in.
type NameCollision struct {
	Field  string
	Source string
}

// DetectReservedNameCollisions returns a NameCollision for each element of
// fields that is exactly (case-sensitively) a reserved name, in the order
// of fields, a repeated name once per occurrence; nil when there is none.
// source names where the fields come from (a schema, a file) and is copied
// into each collision.
func DetectReservedNameCollisions(fields []string, source string) []NameCollision {
	var out []NameCollision
	for _, f := range fields {
		if isReserved(f) {
			out = append(out, NameCollision{Field: f, Source: source})
		}
	}
	return out
}
