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
// The domain types apply their shipped rules in Validate (a failing rule is
// a violation, or a warning for a warning-severity rule, with the
// constraint's id and text) and return every rule's result from
// CheckConstraints through [Check]. A rule runs only when every top-level
// member its expression reads passed its own checks, and evaluates the
// document as its default encoding, with the default options.
package constraint
