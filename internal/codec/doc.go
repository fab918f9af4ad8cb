// Package codec is the library's JSON plumbing: one reflection-built plan per Go
// document type drives the strict decoder, the validation walk that orders
// violations in document field order, and the encoder. Domain packages describe
// their types with struct tags and register their cross-field rules; nothing
// protocol-specific lives here.
//
// The strict decoder works in two passes (decode.go): a first pass proves
// the document one valid JSON text (UTF-8, surrogates, numbers, nesting)
// within the document limits; the plan-directed decode then reads the proved
// text with the small scanner of scan.go, which repeats none of those checks.
// Strings the decoded value keeps are copied into shared arena blocks (one
// allocation for many strings), and registered text primitives are parsed
// straight from them (plan.go, RegisterParser).
//
// Generated decoders. For every planned type, go generate ./internal/domains
// writes into the type's package (zz_codec.go, by package internal/codecgen)
// a decoder specialised to it: one pass over the bytes with a Lexer
// (lexer.go), a switch on the member names, and per member one line that
// marks it read (Lexer.Once: a repeated name fails) and one that reads its
// value straight into the typed value with a Lexer method or a generic
// reader of genread.go, making every member check of the validation walk
// (hf keywords, vocabularies, patterns, required members, raw forms, object
// primitives) on the way; a vocabulary is matched by one switch per file
// (codecEnumT). The Lexer's failure is sticky: the first read that cannot
// give what was asked marks it failed and every later read fails at once,
// so the generated code has no error branches. It only ever accepts, with
// one exception: on anything the reflective path would report, and on
// anything unusual, the Lexer fails and decode runs the reflective path
// below from the zero value, which finds the exact violations; the one
// exception is the first member of the document's object whose text its
// primitive's parser refuses (codec.Parse), whose violation the Lexer
// records as the reflective decoder does, and decode then walks the value
// as the reflective path does with that finding. A document it accepts only needs
// its registered rules: the walk runs them in its usual order (accepted
// mode, generated.go), skipping the values where no rule can run. The
// generated decoders are the fastest path; the reflective plan interpreter
// is the reference for them. ModeReflect and ModeReference (SetMode)
// bypass them, and the differential tests
// of this package compare both on every vector, on mutated vectors, on
// every vector object as every generated type, and on fuzzed bytes.
//
// A value decoded only for its violations (ValidateDocument, which
// schemas.Validate uses on pooled values nobody else sees) is decoded by the
// generated decoder in view mode: its strings, map keys and raw members
// without escapes stay views of the document instead of copies, and the
// maps, slices and pointees the previous decode into the same value left in
// the document object's members (and its map of undeclared members) are
// cleared and reused (ReuseMap, ReuseArray, ReusePtr, Lexer.Unknown).
// Violations returned from that mode own their strings.
// Any-valued members are proven and searched for repeated member names in
// one pass.
//
// Generated encoders. Encoding has the same two paths: the reflective
// encoder of encode.go is the reference, and the fast path is the encoder
// generated per struct type into the same zz_codec.go files and registered
// with RegisterEncoder, which Marshal takes in ModeFast (SetMode). It
// writes one line per member: strings, numbers, raw members and nested
// structs through the functions the reflective encoder uses (genencode.go),
// text primitives with their AppendText method between Enc.TextStart and
// Enc.TextEnd, so the bytes are the same; the pieces that can fail record
// the first error in an Enc instead of returning it, so again no error
// branches. The differential tests of this package compare both paths on
// every vector and corpus document, on random values and on fuzzed input.
//
// Clients. The exported identifiers serve five clients, and the files are
// split along them:
//   - domain packages, the root package, package schemas and
//     internal/document register their types and rules and decode,
//     validate and encode through codec.go, register.go, family.go,
//     object.go, rawform.go, schemahint.go, plan.go (RegisterParser,
//     RegisterTypeTag), custom.go, rules.go, rules_at.go, limits.go and the
//     text helpers of canonical.go, number.go, path.go and tags.go;
//   - package constraint builds the value model of a Go value through
//     visit.go (the reference evaluation of the shipped constraints);
//   - generated code calls lexer.go and genread.go (decoders), generated.go
//     (their installation) and genencode.go (encoders), and IsZero,
//     CompareUTF16 and UTF16Len from the generated constraint code;
//   - the generators read geninfo.go (internal/codecgen, its decoders,
//     encoders, constraint code and methods) and shape.go,
//     schemahint.go and register.go's Describe and Annotations
//     (internal/schemagen);
//   - the differential tests switch paths with SetMode (mode.go) and
//     ask testhooks.go which types have generated code.
//
// Contracts. Every decode, validation walk and rule run is under one
// contract version (Version, version.go; zero: DefaultContract), passed
// beside the Limits. A member declared with hf since=V, a vocabulary value
// given a version with enum.Set.Since and a type registered with
// Meta.Since belong to the contracts from V on. Under an earlier contract
// the reflective decoder treats such a member as undeclared (in a closed
// object the undeclared-member violation, in an open one kept in Unknown,
// the typed field zero) and such a value as outside the vocabulary (its
// Allowed list the contract's); the walk of a Go value reports a later
// member it holds as an undeclared member of a closed object, after the
// declared ones. The generated decoders decline such a document (one
// Lexer.Since call in the member's or the value's case) and the
// reflective path decides. Rules.Version tells the registered rules (the
// constraint rules pick the contract's constraint files). Whether a
// document type belongs to a contract (TypeSince) is the caller's
// question: the root package refuses the decode.
//
// Reference and fast paths. The reference first pass is the limit scan of
// limits.go followed by go-json-experiment's jsontext reading the whole
// document: they find the exact limit or syntax violation of any input. The
// fast first pass is proveText (proved.go), one loop over the bytes that
// only ever accepts: a text it proves is one the reference would accept
// unchanged, and anything else takes the reference pass. The decode itself
// makes each array once at its counted length, reuses one key and element
// per record and compacts short any-valued members into a shared block,
// where the reference grows slices and allocates per entry. The shipped
// constraint rules likewise have a reference (package constraint's
// interpreter on the whole document's value model, built afresh, every
// operand evaluated) and a fast path (Go code generated per type over the
// typed value, internal/constraintrt). SetMode (mode.go) selects the paths:
// ModeReference the reference ones, ModeReflect the reflective fast paths
// instead of the generated decoders and encoders; the differential tests
// of this package and their fuzz targets run every vector and arbitrary bytes both
// ways and require the same verdicts, violations in the same order,
// warnings, decoded values and encodings.
//
// Struct tags:
//
//	json:"name"             member name, exact and case-sensitive; required unless omitzero
//	json:"name,omitzero"    optional member (absent = zero value: nil pointer, nil
//	                        slice/map, zero text primitive, empty enum)
//	json:"-"                on a field `Unknown map[string]json.RawMessage`: the
//	                        object is open and keeps its undeclared members there
//	(embedded struct)       an exported embedded struct without a json tag is a
//	                        member group: its members are declared in its place,
//	                        as if written out (decode, walk, encode, generated
//	                        code through the promoted fields, schema files); the
//	                        group is not registered and has no rules of its own
//	hf:"k=v,k=v,…"          schema constraints, see tags.go; pattern= must be last
//
// A discriminated union (stream-event) cannot be planned from tags: its Go
// type implements Custom, which Decode, Unmarshal, Validate and Marshal call
// instead, and registers Meta.Union (discriminator and variant types) for the
// schema generator. Its variants are ordinary planned structs.
package codec
