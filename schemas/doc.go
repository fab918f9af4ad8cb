// Package schemas is the registry of the library's document types and their JSON
// Schema files. The files are generated from the Go types by
// `go generate ./schemas` and a test fails when they drift from the types.
//
// Each contract the library speaks has its set of files, in a folder named
// after it: 7.0.0/ and 8.7.0/ (the commons types under 8.7.0/commons/).
// A set holds the document types, members and vocabulary values of its
// contract only; each file's $id is SchemaBaseURL/<contract>/<name> and its
// root $comment starts "contract_version=<contract>, min_supported=6.0.0";
// index.json lists the set's schemas sorted by name.
//
// The entry points are stable for external conformance runs: [Names] lists
// the schema names of the default contract ([NamesFor] another's), [JSON]
// returns a committed file ([JSONFor] of another contract), and [Validate]
// applies the library's strict decode and full validation of the type
// registered under a name, under the default contract and
// hounfour.DefaultLimits ([ValidateWithLimits] takes other limits,
// [ValidateWith] any hounfour.Options).
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

//go:generate go run ../internal/schemagen/gen -contract 7.0.0 -o 7.0.0
//go:generate go run ../internal/schemagen/gen -contract 8.7.0 -o 8.7.0
