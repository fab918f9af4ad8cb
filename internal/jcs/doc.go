// Package jcs writes the canonical form of JSON text: RFC 8785 (the JSON
// Canonicalization Scheme) exactly as JavaScript's canonicalize package
// writes it, and optionally with every string and member name in Unicode
// Normalization Form C first. It is the core of the library's canonical
// forms and knows nothing of the protocol.
//
// The canonical form of a JSON value:
//
//   - null, true and false as themselves;
//   - a number as the float64 nearest to its literal, in ECMAScript's
//     Number-to-String form: shortest round-trip digits, plain decimal from
//     1e-6 up to but excluding 1e21, exponent form ("1e+21", "1.5e-7")
//     outside it, negative zero as 0 (AppendNumber);
//   - a string as JavaScript's JSON.stringify writes it: only '"', '\' and
//     U+0000–U+001F are escaped (\b \t \n \f \r, the others \u00xx in
//     lowercase hex), everything else raw UTF-8 (AppendQuoted);
//   - an array with its elements in order;
//   - an object with its members sorted by their names compared as UTF-16
//     code-unit sequences (CompareUTF16);
//   - no whitespace anywhere.
//
// Input is one JSON text (RFC 8259): UTF-8 without a byte-order mark,
// whitespace around the value allowed. Invalid UTF-8 and \u escapes that
// leave a surrogate unpaired are refused (KindUnicode), as are member names
// repeated in one object (KindDuplicate) and numbers whose nearest float64 is
// infinite (KindNumberRange). With Options.NFC, two names of one object that
// differ but are equal after normalization are KindCollision.
//
// Limits and cost. Objects and arrays nest at most Options.MaxDepth deep
// (DefaultMaxDepth, 1000, when zero): the document itself is at depth 1.
// Texts of more than MaxInput bytes are refused. Append works in one pass
// over the text and then, when needed, writes the output once more: an
// object of at most 256 bytes whose members are out of order is rewritten
// where it stands when it closes, a larger one is recorded with its members
// sorted, and the final pass reaches recorded objects through an index of
// their positions. So no text moves more than twice, and at most 32 times
// more inside nested small objects, whatever the nesting. Time is linear in
// the input apart from sorting each object's members (O(m log m)
// comparisons for m members); memory is the output, twice for an output
// with recorded objects, plus 16 bytes for each member of a recorded object
// and the scratch of one string's normalization. Allocations on any text
// stay within a small multiple of its length (the canonical form of a
// number may be five times its text: 1e20).
package jcs
