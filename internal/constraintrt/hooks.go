package constraintrt

import "github.com/hounfour-go/hounfour/internal/codec"

// Hooks: package constraint, which imports this one, sets them when it is
// initialized, so that the domain packages, the generated code and the
// generator reach what it implements without it exporting anything for
// them (the pattern of go-json-experiment's internal packages).
var (
	// ApplyHook is Apply's implementation.
	ApplyHook func(schema string, doc any, r *codec.Rules, native []string)
	// CheckRawHook reports why the JSON text of a raw member does not read
	// as a value of the constraint language (nil: it does).
	CheckRawHook func(raw []byte) error
	// ParseHook compiles an expression and returns its syntax tree.
	ParseHook func(src string) (*Node, error)
)

// Apply adds the shipped constraint rules of a schema to the validation of
// a library document type: those of the files of the contract the
// validation runs under (a schema whose files belong to other contracts
// only adds nothing). Call it from both rule functions the type registers
// with the codec; it reports what fits the function it runs in:
//
//   - in Rules, every error-severity constraint that fails or raises an
//     evaluation error becomes a violation;
//   - in Warnings, every warning-severity constraint that does so becomes a
//     warning.
//
// The rule id is the constraint id, the message the constraint's text
// (message, else description, else id) and the path the object's own path.
// Each constraint is evaluated with the evaluation budget of the limits the
// validation runs under (codec.Rules.Limits, hounfour.Limits.EvalBudget); a
// constraint that runs out of steps reports the violation limit-eval-budget
// instead of its own, one whose integer text is too long limit-digits.
// Files come in file-name order, constraints in file order; constraints that
// did not compile, runtime-deferred and info-severity constraints, and
// native constraints whose check the library does not evaluate, add
// nothing. A constraint runs only when every top-level
// member its expression reads passed its own checks: a member the type does
// not declare counts as passed, and a document alias (saga, checkpoint)
// reads the members the constraint's fields list, every member when it
// lists none. The document is evaluated as its default encoding, with the
// default options (aliases bound, no previous state); a document that cannot
// be encoded fails every constraint that runs.
//
// Wiring, for a type T with schema name "bridge-transfer-saga":
//
//	var _ = codec.Register(codec.Meta[BridgeTransferSaga]{
//		Schema:   "bridge-transfer-saga",
//		Rules:    func(s *BridgeTransferSaga, r *codec.Rules) { constraintrt.Apply("bridge-transfer-saga", s, r) },
//		Warnings: func(s *BridgeTransferSaga, r *codec.Rules) { constraintrt.Apply("bridge-transfer-saga", s, r) },
//	})
//
// A type with native rules calls them first (constraint rules come after
// cross-field rules). A type whose native warning has the same id as a
// warning-severity constraint (BillingEntry) reports it natively and calls
// Apply only from Rules, or passes the ids it reports natively as native:
// constraints with those ids are skipped, so a finding is reported once. doc
// must be a pointer to the value being checked. Apply panics when the schema
// has no shipped file in any contract: that is a programming error, like an unknown member
// name in codec.Rules.OK.
func Apply(schema string, doc any, r *codec.Rules, native ...string) {
	if ApplyHook == nil {
		panic("constraintrt.Apply: package constraint is not linked into the program")
	}
	ApplyHook(schema, doc, r, native)
}

// RawOK reports whether the text of a raw member reads as a value of the
// constraint language (the encoding check of generated code).
func RawOK(raw []byte) bool { return CheckRawHook(raw) == nil }

// RawIsNull reports whether the text of a raw member, which RawOK accepted,
// is the JSON null.
func RawIsNull(raw []byte) bool {
	i, j := 0, len(raw)
	for i < j && isJSONSpace(raw[i]) {
		i++
	}
	for j > i && isJSONSpace(raw[j-1]) {
		j--
	}
	return string(raw[i:j]) == "null"
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
