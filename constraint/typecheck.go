package constraint

import (
	"strings"
	"unicode"
)

// SchemaRegistry maps a schema id (PascalCase, as constraint files name it)
// to its top-level members and their constraint types.
type SchemaRegistry map[string]map[string]Type

// DefaultRegistry returns a fresh copy of the library's registry: the
// top-level properties of upstream v7.0.0's schema files (embedded data, so
// it covers upstream types the library has no Go type for) plus the nested
// types AccessPolicy and ConversationSealingPolicy.
// A property's type is string, number (integer or number), boolean, array
// or object from its JSON type; bigint_coercible for a digits-only string
// pattern (^[0-9]+$, ^-?[0-9]+$, ^\d+$); string or object for a union whose
// branches all have that type; unknown otherwise.
func DefaultRegistry() SchemaRegistry {
	reg := make(SchemaRegistry, len(registryData))
	for _, d := range registryData {
		fields := map[string]Type{}
		for _, f := range strings.Split(d.fields, ",") {
			name, typ, _ := strings.Cut(f, ":")
			fields[name] = Type(typ)
		}
		reg[d.schemaID] = fields
	}
	return reg
}

// TypeCheckResult is the outcome of TypeCheckFile (upstream's shape).
type TypeCheckResult struct {
	Valid    bool               `json:"valid"` // no errors
	Errors   []TypeCheckError   `json:"errors"`
	Warnings []TypeCheckWarning `json:"warnings"`
}

// TypeCheckError is one type-checking error.
type TypeCheckError struct {
	ConstraintID       string `json:"constraint_id"`
	ExpressionFragment string `json:"expression_fragment"`
	ExpectedType       string `json:"expected_type"`
	ActualType         string `json:"actual_type"`
	Message            string `json:"message"`
}

// TypeCheckWarning is one type-checking warning.
type TypeCheckWarning struct {
	ConstraintID string `json:"constraint_id"`
	Message      string `json:"message"`
}

// TypeCheckFile reproduces upstream's constraint type checker:
// the file's schema_id must be registered; each
// constraint's type_signature, when it has the structured form, must name
// the file's schema as input_schema and boolean as output_type, and its
// field_types should use constraint types and root members of the schema.
// Upstream's flat type_signature maps have none of those keys, so only the
// schema_id check applies to them. The evaluator never uses signatures.
func TypeCheckFile(f *File, reg SchemaRegistry) TypeCheckResult {
	res := TypeCheckResult{Errors: []TypeCheckError{}, Warnings: []TypeCheckWarning{}}
	fields, registered := reg[f.schemaID]
	if !registered {
		res.Errors = append(res.Errors, TypeCheckError{
			ConstraintID:       f.schemaID,
			ExpressionFragment: f.schemaID,
			ExpectedType:       "registered schema",
			ActualType:         "unknown",
			Message:            "Schema '" + f.schemaID + "' not found in registry",
		})
	}
	for i := range f.constraints {
		c := &f.constraints[i]
		sig := c.signature
		if sig.k != KindObject {
			res.Warnings = append(res.Warnings, TypeCheckWarning{c.ID,
				"Constraint '" + c.ID + "' has no type_signature — cannot type-check"})
			continue
		}
		if in, _ := sig.Get("input_schema"); in.k == KindString && in.s != "" && in.s != f.schemaID {
			res.Errors = append(res.Errors, TypeCheckError{
				ConstraintID:       c.ID,
				ExpressionFragment: "input_schema: " + in.s,
				ExpectedType:       f.schemaID,
				ActualType:         in.s,
				Message:            "type_signature.input_schema '" + in.s + "' does not match file schema_id '" + f.schemaID + "'",
			})
		}
		if out, _ := sig.Get("output_type"); out.k == KindString && out.s != "" && out.s != string(TypeBoolean) {
			res.Errors = append(res.Errors, TypeCheckError{
				ConstraintID:       c.ID,
				ExpressionFragment: "output_type: " + out.s,
				ExpectedType:       string(TypeBoolean),
				ActualType:         out.s,
				Message:            "Constraint output_type must be 'boolean', got '" + out.s + "'",
			})
		}
		ft, _ := sig.Get("field_types")
		if ft.k != KindObject {
			continue
		}
		for _, m := range ft.obj().members {
			t := toString(m.Value)
			if !knownFieldType(t) {
				res.Warnings = append(res.Warnings, TypeCheckWarning{c.ID,
					"Field '" + m.Name + "' has type '" + t + "' — not a primitive ConstraintType (may be a schema reference)"})
			}
			if registered && len(fields) > 0 {
				root := m.Name
				if i := strings.IndexAny(root, ".["); i >= 0 {
					root = root[:i]
				}
				if _, ok := fields[root]; !ok {
					res.Warnings = append(res.Warnings, TypeCheckWarning{c.ID,
						"Field path '" + m.Name + "' root '" + root + "' not found in schema '" + f.schemaID + "' fields"})
				}
			}
		}
	}
	res.Valid = len(res.Errors) == 0
	return res
}

// knownFieldType: after removing one trailing [] and reading Record<…> as
// object, a constraint type or a name starting with an upper-case letter (a
// schema reference).
func knownFieldType(t string) bool {
	t = strings.TrimSuffix(t, "[]")
	if strings.HasPrefix(t, "Record<") {
		t = "object"
	}
	if Type(t).Valid() {
		return true
	}
	for _, r := range t {
		return unicode.IsUpper(r)
	}
	return false
}
