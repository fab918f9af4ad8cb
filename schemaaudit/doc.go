// Package schemaaudit compares two sets of JSON Schema files — an older and
// a newer release of the protocol's schemas, laid out as
// <name>.schema.json, optionally in subdirectories — and judges every
// difference for two kinds of reader:
//
//   - a strict reader validates every document against its schema and
//     rejects what it does not know: undeclared members of closed objects
//     and enum values outside the list (this library is one);
//   - a lax reader (a tolerant reader) checks the members it knows — their
//     presence, types, patterns and bounds — but ignores undeclared members
//     and carries unknown enum values as opaque text.
//
// A change is breaking for a kind of reader when a reader built on one
// release can reject a document that is valid under the other, in either
// direction (older reader, newer writer or the reverse): adding an optional
// member to a closed object breaks every strict peer and is compatible for
// lax ones, while a new required member breaks both.
//
// Each change is classified under one of nine dimensions: required members,
// optional members and defaults, patterns and formats, enum and vocabulary
// members, additionalProperties, type and union changes (nullability
// included), numeric and length bounds, validator strictness keywords, and
// the toolkit (the JSON Schema dialect a file declares and the versions the
// release index records). Descriptions, titles, examples, $comment, nested
// $id labels and x-* annotations are not part of a schema's meaning and are
// ignored; $ref targets are compared as text, not followed.
//
// [Compare] produces a [Report]; its JSON form extends the schema-audit
// artifact of the protocol's migration plan (per schema the dimension lists
// and a verdict, an overall verdict, schemas added and removed) with a
// verdict per reader kind; [Report.WriteTable] writes a readable table.
package schemaaudit
