// Package schemas is the registry of the library's document types and their JSON
// Schema files. The files under this directory are generated from the Go types by
// `go generate ./schemas` and a test fails when they drift from the types.
//
// The entry points are stable for external conformance runs: [Names] lists
// the schema names, [JSON] returns a committed file, and [Validate] applies
// the library's strict decode and full validation of the type registered
// under a name, under hounfour.DefaultLimits ([ValidateWithLimits] takes
// others).
//
// The files are JSON Schema 2020-12 with standard keywords only, so strict
// validators (Ajv2020 in its default strict mode, python-jsonschema,
// santhosh-tekuri/jsonschema) load them; informative notes are in $comment.
// They use three formats with the protocol's own rules: date-time is
// upstream's lexical form and must also be a real calendar instant; uri must
// start with "http://" or "https://"; uuid is 8-4-4-4-12 hexadecimal digits.
// Consumers validating with a generic validator register these to reproduce
// the library's verdicts, and even then Validate stays authoritative: the
// rules a schema file cannot state are listed in index.json, per schema under
// "cross_field_rules" (rule id, message, members, severity, the declaring Go
// type) and for every document under "boundary_rules" (duplicate members,
// integer ranges, address checksums, the format rules).
package schemas

//go:generate go run ../internal/schemagen/gen -contract 7.0.0 -o .
