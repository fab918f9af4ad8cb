// Package constraint implements the protocol's constraint language
// (loa-hounfour v7.0.0, expression versions 1.x and 2.x): a small language
// in which the protocol states invariants that its schemas cannot — budgets
// conserved along a delegation chain, sagas settled with a timestamp,
// monetary policies collateralised, registries consistent.
//
// The package is a real compiler and evaluator for that language. Compile
// finds every syntax problem at once (trailing tokens, chained comparisons,
// unknown functions, method calls, malformed numbers, bad indexing, nesting
// deeper than MaxDepth), including inside .every bodies that a document
// would never reach; a compiled *Expr is immutable and safe for concurrent
// use. Evaluation works on a JSON value model ([Value]) with the language's
// exact conversions and comparisons, implements all 31 builtins with their
// limits, and never fails on missing or wrongly-typed data; the one runtime
// error the language has (tree_budget_conserved meeting a budget that is
// not an integer) is an *EvalError.
//
//	x, err := constraint.Compile("bigint_gte(limit, spent)")
//	doc, err := constraint.DecodeJSON(body)
//	ok, err := x.Check(doc)
//
// Evaluation is bounded: every evaluation counts steps (each node, each
// element an .every visits, the elements or members of each builtin's
// arguments) against a budget, DefaultBudget (20,000,000) unless
// [WithBudget] says otherwise, and stops with an *EvalError wrapping
// [ErrBudget] when it runs out; .every nested more than MaxQuantifierDepth
// (3) deep does not compile; integer text of more than MaxDigits (128)
// digits does not convert to a big integer. Inside document validation a
// rule that runs out of steps reports the violation limit-eval-budget, and
// the budget is hounfour.Limits.EvalBudget. No shipped rule exceeds the
// default budget on a document within the default document limits.
//
// Constraint files group constraints per schema with a severity each
// (error or warning). ParseFile loads any file strictly, upstream's
// included; constraints that do not compile are reported once, as a
// *FileError, and then as skipped. The library ships its own files, one per
// constrained type, stating the protocol's rules ([Shipped], [ForSchema]);
// [EvaluateSchema] and [CheckDocument] evaluate them on a JSON document and
// return a [Report]. Documents passed to whole-document builtins under a
// name they do not have (saga, proposal) are bound by the file's document
// aliases.
//
// Domain types apply their shipped rules in Validate through [Apply]
// and return every rule's result from CheckConstraints
// through [Check].
//
// Apply has two evaluations with the same results. The reference (selected
// by codec.SetReference) builds the whole document's value model afresh and
// evaluates every operand of every constraint. The compiled evaluation,
// made once per file and Go type (codec.Members) and cached in the file,
// reads the document straight from the Go value: every root name is
// resolved to a slot when compiling; a path whose steps the Go type
// determines and that ends in a scalar, a .length or a test for null is a
// navigation of the Go value (codec.Ref) that makes only its final value,
// without allocating; an .every over such a slice iterates the Go slice; a
// member read whole (a builtin's argument) is built once per document,
// alone; a document-level builtin called on a document alias, and a chain
// builtin called on a member, get the members they read made with only what
// they read of them; bigint_sub and bigint_add inside the other bigint
// builtins hand over the integer instead of its text, and a bigint
// comparison several constraints repeat is evaluated once per document
// (its steps and error replayed). Each compiled
// node charges the steps and raises the errors its node does, operands of
// known cost are skipped once the verdict is known (charging their cost),
// and the run condition, report order and messages are those of the
// reference. Types that keep undeclared members or decode themselves
// (codec.Custom) take the value model.
//
// Most constraints are not even compiled closures at run time: the code
// generator (go generate ./internal/domains, GoSource) writes, per
// constrained type, a Go function over the typed value that evaluates
// every constraint it can type exactly, registered with RegisterGenerated.
// There paths are field accesses, absence and null the codec's absence
// tests (a nil pointer, a zero text primitive, an empty enumeration, a
// left-out optional slice), comparisons and connectives Go operators over
// strings, float64 numbers and booleans, the bigint builtins this
// package's integer arithmetic on the fields' text (BigText, BigOp,
// BigCmp), .every a loop over the slice, the chain builtins a loop over
// adjacent links, unique_values a set of strings (UniqueSet), the tree
// builtins a walk over the typed nodes (TreeWalk), and the saga builtins
// on the whole document (saga_amount_conserved, saga_timeout_valid) a loop
// over its steps (SagaSum, SagaConserved, SagaStepInTime). Every operand is
// evaluated, as the reference does, and the function counts exactly the
// steps the reference charges (Gen.Cost). Apply takes its verdict and
// error when that count fits the budget in force (the reference would not
// run out) and otherwise evaluates the constraint by its compiled form,
// which runs out where the reference does. A bigint comparison several
// constraints repeat is evaluated once per call (GenMemo, its steps and
// error replayed), and the check that the document can be encoded is
// generated too. What the generator cannot type exactly (document aliases
// other than the saga builtins' argument, temporal builtins, other builtins, raw members other than tested for
// null, open members, nested quantifiers) stays compiled; a generated
// function covers a constraint only while the constraint's text is the
// one it was written from. The tests compare the compiled form, the generated
// functions and the reference on every shipped constraint, every vector
// document, generated variations and every small budget, and fuzz them;
// a test fails when a constrained type has no generated function.
//
// When the generated function covers every constraint of the severity
// Apply reports (one file, none guarded by _previous), Apply first runs
// them all through it: when each is true, raises no error and fits the
// budget, nothing is reported and Apply is done; any other outcome goes
// through the per-constraint path above, which reports it exactly.
//
// A schema whose constraints of one severity are all guarded by
// _previous (`_previous == null || …`) and pass on the empty object costs
// Apply nothing on a type that can have no _previous member: the result
// is the same on every such document, so it is decided once per budget
// (SagaContext's error rules).
//
// The identifiers of generated.go (Gen, BigArg, BigText, BigNumber,
// GenMemo, GenMark, TreeOps, TreeWalk, UniqueSet, StringSubset,
// BigNotAbove, RawOK, RawIsNull, SagaSum, SagaConserved, SagaStepInTime,
// RegisterGenerated) are the runtime of the
// library's own generated code. Programs should not call them: they follow
// the generator, not the module's compatibility promise, and may change in
// any release.
package constraint
