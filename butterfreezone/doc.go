// Package butterfreezone reads, checks and writes BUTTERFREEZONE.md, the
// agent-facing README of a repository: an AGENT-CONTEXT block of key: value
// lines in an HTML comment, a title and canonical sections ("## Key
// Capabilities", "## Interfaces", …) each followed by a provenance tag
// (<!-- provenance: CODE-FACTUAL | DERIVED | OPERATIONAL -->), claims
// grounded by `file:symbol` references in code spans, manual blocks that
// survive regeneration (<!-- manual-start:SECTION --> … <!-- manual-end:SECTION -->),
// and a closing ground-truth-meta block with the head commit, the
// generation time and a sha256 checksum per section, computed as the
// ecosystem's generator computes it: over the section's lines from its
// heading (or the <!-- AGENT-CONTEXT line) to the next section, trailing
// line ends removed ([Section.Text]).
//
// [Parse] splits a document into sections; [Validate] runs the seven checks
// (existence, AGENT-CONTEXT, provenance, references, word budget,
// ground-truth-meta with checksums, freshness) and returns a [Result] whose
// JSON form is the validator's report and whose [Result.ExitCode] is 0
// (pass), 1 (failures) or 2 (warnings only). Checksums, like freshness, are
// advisory staleness signals: a mismatch warns, and fails only in strict
// mode. [Generate] writes the
// document for a Go module deterministically from its code: packages and
// their documentation, exported entry points, the schema names its types
// register, the command's usage text and go.mod.
package butterfreezone
