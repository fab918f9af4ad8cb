package schemaaudit

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// jsonSchema is the JSON form of one SchemaReport: the nine dimension lists
// (schema paths), the detailed changes and the verdicts. "verdict" is the
// strict reader's, which is never better than the lax reader's.
type jsonSchema struct {
	RequiredFieldsAdded  []string `json:"required_fields_added"`
	OptionalFieldsAdded  []string `json:"optional_fields_added"`
	FieldsRemoved        []string `json:"fields_removed"`
	RequiredChanges      []string `json:"required_changes"`
	PatternChanges       []string `json:"pattern_changes"`
	DefaultChanges       []string `json:"default_changes"`
	EnumChanges          []string `json:"enum_changes"`
	AdditionalProperties []string `json:"additional_properties_change"`
	UnionChanges         []string `json:"nullable_union_changes"`
	NumericBoundChanges  []string `json:"numeric_bound_changes"`
	StrictnessChanges    []string `json:"validator_strictness_changes"`
	ToolkitChanges       []string `json:"toolkit_changes"`
	Changes              []Change `json:"changes"`
	Verdict              Verdict  `json:"verdict"`
	VerdictStrict        Verdict  `json:"verdict_strict"`
	VerdictLax           Verdict  `json:"verdict_lax"`
}

type jsonToolkit struct {
	SourceDialects    []string `json:"source_dialects"`
	TargetDialects    []string `json:"target_dialects"`
	GeneratorRecorded bool     `json:"generator_recorded"`
}

type jsonReport struct {
	AuditVersion         string                `json:"audit_version"`
	SourceVersion        string                `json:"source_version"`
	TargetVersion        string                `json:"target_version"`
	Toolkit              jsonToolkit           `json:"toolkit"`
	SchemasAdded         []string              `json:"schemas_added"`
	SchemasRemoved       []string              `json:"schemas_removed"`
	SchemasUnchanged     int                   `json:"schemas_unchanged"`
	Schemas              map[string]jsonSchema `json:"schemas"`
	OverallVerdict       Verdict               `json:"overall_verdict"`
	OverallVerdictStrict Verdict               `json:"overall_verdict_strict"`
	OverallVerdictLax    Verdict               `json:"overall_verdict_lax"`
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// MarshalJSON writes the audit artifact: audit_version, source_version,
// target_version, toolkit (the declared dialects; no file records a
// generator version), schemas_added, schemas_removed, schemas_unchanged,
// schemas (the changed ones by name, each with its dimension lists of
// schema paths, its changes and verdict, verdict_strict, verdict_lax) and
// overall_verdict (the strict reader's), overall_verdict_strict,
// overall_verdict_lax. Members of objects keyed by name are sorted.
func (r *Report) MarshalJSON() ([]byte, error) {
	out := jsonReport{
		AuditVersion: AuditVersion, SourceVersion: r.SourceVersion, TargetVersion: r.TargetVersion,
		Toolkit:          jsonToolkit{SourceDialects: nonNil(r.SourceDialects), TargetDialects: nonNil(r.TargetDialects)},
		SchemasAdded:     nonNil(r.Added),
		SchemasRemoved:   nonNil(r.Removed),
		SchemasUnchanged: r.Unchanged,
		Schemas:          map[string]jsonSchema{},
		OverallVerdict:   r.Strict, OverallVerdictStrict: r.Strict, OverallVerdictLax: r.Lax,
	}
	for _, s := range r.Changed {
		j := jsonSchema{Changes: s.Changes, Verdict: s.Strict, VerdictStrict: s.Strict, VerdictLax: s.Lax}
		for _, c := range s.Changes {
			var list *[]string
			switch c.Dimension {
			case DimRequired:
				switch c.Kind {
				case "required_member_added":
					list = &j.RequiredFieldsAdded
				case "required_member_removed":
					list = &j.FieldsRemoved
				default:
					list = &j.RequiredChanges
				}
			case DimOptional:
				switch c.Kind {
				case "optional_member_added":
					list = &j.OptionalFieldsAdded
				case "optional_member_removed":
					list = &j.FieldsRemoved
				default:
					list = &j.DefaultChanges
				}
			case DimPattern:
				list = &j.PatternChanges
			case DimEnum:
				list = &j.EnumChanges
			case DimAdditionalProperties:
				list = &j.AdditionalProperties
			case DimUnion:
				list = &j.UnionChanges
			case DimBounds:
				list = &j.NumericBoundChanges
			case DimStrictness:
				list = &j.StrictnessChanges
			default:
				list = &j.ToolkitChanges
			}
			*list = append(*list, c.Path)
		}
		for _, l := range []*[]string{&j.RequiredFieldsAdded, &j.OptionalFieldsAdded, &j.FieldsRemoved,
			&j.RequiredChanges, &j.PatternChanges, &j.DefaultChanges, &j.EnumChanges, &j.AdditionalProperties,
			&j.UnionChanges, &j.NumericBoundChanges, &j.StrictnessChanges, &j.ToolkitChanges} {
			*l = nonNil(*l)
		}
		out.Schemas[s.Name] = j
	}
	return json.Marshal(out)
}

// Summary is one line: versions, schema counts and both overall verdicts.
func (r *Report) Summary() string {
	return fmt.Sprintf("%s → %s: %d added, %d removed, %d changed, %d unchanged; strict reader %s, lax reader %s",
		orUnknown(r.SourceVersion), orUnknown(r.TargetVersion), len(r.Added), len(r.Removed), len(r.Changed),
		r.Unchanged, r.Strict, r.Lax)
}

func orUnknown(s string) string {
	if s == "" {
		return "(unknown)"
	}
	return s
}

// WriteTable writes one row per change (schema, dimension, change, path,
// strict and lax verdicts), then the added and removed schemas and the
// Summary line.
func (r *Report) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SCHEMA\tDIMENSION\tCHANGE\tPATH\tSTRICT\tLAX")
	for _, s := range r.Changed {
		for _, c := range s.Changes {
			path := c.Path
			if path == "" {
				path = "(root)"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", s.Name, c.Dimension, c.Kind, path, c.Strict, c.Lax)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, l := range []struct {
		label string
		names []string
	}{{"added", r.Added}, {"removed", r.Removed}} {
		if len(l.names) > 0 {
			if _, err := fmt.Fprintf(w, "%s (%d): %s\n", l.label, len(l.names), strings.Join(l.names, ", ")); err != nil {
				return err
			}
		}
	}
	_, err := fmt.Fprintln(w, r.Summary())
	return err
}
