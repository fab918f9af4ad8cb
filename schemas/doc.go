// Package schemas is the registry of the library's document types and their JSON
// Schema files. The files under this directory are generated from the Go types by
// `go generate ./schemas` and a test fails when they drift from the types.
//
// The entry points are stable for external conformance runs: [Names] lists
// the schema names, [JSON] returns a committed file, and [Validate] applies
// the library's strict decode and full validation of the type registered
// under a name.
//
// The files use three formats with the protocol's own rules:
// consumers validating with a generic JSON Schema validator must register
// them to reproduce the library's verdicts, and even then Validate stays
// authoritative (duplicate members, calendar checks, cross-field and
// constraint rules, integer ranges).
package schemas

//go:generate go run ../internal/schemagen/gen -o .
