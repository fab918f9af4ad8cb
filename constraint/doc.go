// Package constraint implements the protocol's constraint language (the
// loa-hounfour contracts 7.0.0 and 8.7.0, expression versions 1.x and 2.x):
// a small language in which the protocol states invariants that its schemas
// cannot — budgets conserved along a delegation chain, sagas settled with a
// timestamp, monetary policies collateralised, registries consistent,
// negotiations expiring after they are made.
//
// The package is a real compiler and evaluator for that language. Compile
// finds every syntax problem at once (trailing tokens, chained comparisons,
// unknown functions, method calls, malformed numbers, bad indexing, wrong
// argument counts, nesting deeper than MaxDepth), including inside .every
// bodies that a document would never reach; a compiled *Expr is immutable
// and safe for concurrent use. Evaluation works on a JSON value model
// ([Value]) with the language's exact conversions and comparisons,
// implements the 52 builtins ([Builtins]) with their limits, and never fails
// on missing or wrongly-typed data; the one runtime error the language has
// (tree_budget_conserved meeting a budget that is not an integer) is an
// *EvalError.
//
//	x, err := constraint.Compile("bigint_gte(limit, spent)")
//	doc, err := constraint.DecodeJSON(body)
//	ok, err := x.Check(doc)
//
// The time builtins is_after, is_before, is_between, is_stale and is_within
// compare instants: texts that are protocol date-times
// (YYYY-MM-DDThh:mm:ss, an optional fraction, Z or ±hh:mm, a real calendar
// date and time), at millisecond precision; any other value is no instant
// and makes them false. now() is the evaluation timestamp
// ([WithEvaluationTimestamp]) or the clock's time, and
// audit_trail_chain_valid checks that an audit trail's entries link up.
// model_routing_eligible(qualifying_state, qualifying_score, current_state,
// current_score) tells whether a reputation (state and score) meets a
// routing requirement: the current state ranks at least the qualifying one
// in the order cold, warming, established, authoritative (any other text
// ranks below cold) and the current score is at least the qualifying one;
// states that are not strings or scores that are not numbers make it
// false. is_valid_dag(items, id_field, ref_field…) checks that an array of objects
// forms a directed acyclic graph through the dotted reference paths given
// ([EvaluateIsValidDAG] gives the diagnostic and its operation count,
// [ExtractPath] reads a path); its work is capped at [DAGItemsCap] items,
// [DAGBytesCap] bytes and [DAGOpCap] operations.
//
// Eight builtins read state a service keeps and passes to an evaluation;
// without it they defer (true), and they never change it:
// nonce_unique_per_signer_window(record, signer_field, nonce_field) (a
// [NonceWindow], [WithNonceWindow]),
// sequence_monotonic_per_cluster(record, cluster_field, signer_field,
// sequence_field, key_version_field) (a [SequenceState]; malformed decimal
// text is false even without it), chain_validator_prev_hash(chain,
// entry_hash_field, previous_hash_field) (a [ChainLedger]; its genesis is
// [DefaultLedgerGenesis] unless the ledger names one) and
// plan_content_hash_unchanged_since_signoff(hash) (a [PlanSignoffLedger]).
// The other four need no state: canonical_size_cap(value, byte_cap) (the
// NFC canonical form's UTF-8 length, at most [CanonicalMaxBytes]),
// signer_key_id_matches_derivation(record, cluster_field,
// key_version_field, key_id_field) ([DeriveSignerKeyID]),
// percentiles_monotonic_nondecreasing(measurements) and
// utf8_byte_length_max(value, byte_cap). Each has a standalone check that
// says why ([CheckNonce], [CheckSequence], [CheckChain],
// [CheckCanonicalSize], [CheckSignerKeyID], [CheckPercentiles],
// [CheckUTF8ByteLength]: a [Diagnostic] with a [DiagnosticCode];
// [CheckPlanContentHash]: a [PlanHashResult] with its obligation). A
// builtin's name is never a field: [ReservedNames] lists the names a
// document member should not have, and [DetectReservedNameCollisions]
// finds them among a schema's members.
//
// Evaluation is bounded: every evaluation counts steps (each node, each
// element an .every visits, the elements or members of each builtin's
// arguments, the entries of an audit trail) against a budget,
// DefaultBudget (20,000,000) unless [WithBudget] says otherwise, and stops
// with an *EvalError wrapping [ErrBudget] when it runs out; .every nested
// more than MaxQuantifierDepth (3) deep does not compile; integer text of
// more than MaxDigits (128) digits does not convert to a big integer.
// Inside document validation a rule that runs out of steps reports the
// violation limit-eval-budget, and the budget is
// hounfour.Limits.EvalBudget. No shipped rule exceeds the default budget on
// a document within the default document limits.
//
// # Constraint files
//
// Constraint files group constraints per schema. [ParseFile] loads any
// file strictly, upstream's included, in either of the protocol's formats:
// the file names its schema (schema_id), the contract version it last
// changed in, optionally its expression version (1.0 when absent), origin,
// description and metadata; each constraint has an id (reported verbatim:
// CL-01, ORD-3, kebab-case ids alike), an expression, a severity — error
// (a failure makes the document invalid), warning, or info (guidance,
// reported by [Report.Infos] and neither an error nor a warning) — and
// optionally a message, fields and a type signature. A constraint may also
// say who evaluates it: a runtime-deferred constraint is an obligation of
// the consumer (a signature to verify, state across records) that the
// library never evaluates; it is reported as deferred and listed by
// [File.Obligations]. A native constraint's check is a strategy its
// native_enforcement names rather than its expression (see Native checks
// below). A condition selects an
// alternative expression when a feature flag is on ([WithFeatureFlags],
// [Constraint.ResolveExpression]). Constraints that do not compile are
// reported once, as a *FileError, and then as skipped.
//
// The library ships its own files, one per constrained type, stating the
// protocol's rules, per contract: [ShippedFor] and [ForSchemaIn] return
// those of a contract, [Shipped] and [ForSchema] those of the default
// contract (hounfour.ContractVersion). Contract 8.7.0's files are 7.0.0's
// and those of the types and rules 8.7.0 adds. [EvaluateSchema] and
// [CheckDocument] evaluate them on a JSON document and return a [Report]
// ([WithContract] selects the contract). A file's expressions may name the
// whole document by a word it does not contain — as the argument of a
// whole-document builtin (saga, proposal, checkpoint), as a name its type
// signature declares of the file's own schema (scope: RollbackScope), or
// as this: such names are the file's document aliases, bound to the
// document (a real member of the same name wins).
//
// The governance builtins constraint_lifecycle_valid (a lifecycle event's
// move is in the constraint lifecycle table), proposal_execution_valid (an
// execution completed and every change succeeded) and
// execution_checkpoint_valid (a checkpoint's decision fits its health:
// healthy → continue, degraded → continue or pause, failing → rollback)
// read their argument as an object (anything else is the empty object)
// and are false on missing or mistyped members.
//
// # Native checks
//
// A constraint whose evaluation_geometry is native, or whose expression is
// "native:NAME", is checked by a strategy instead of its expression. The
// library evaluates these (doc[x] is the document's member x):
//
//   - membership_check {field, scope, lookup_key}: doc[field] is a string
//     and doc[scope] is an array with an object element whose member
//     lookup_key is that string;
//   - subset_check {field, scope, lookup_key}: doc[field] is an array and
//     each of its elements is a string that the lookup_key member of an
//     object element of doc[scope] has;
//   - reference_check {fields, scope, reference_scope, lookup_key}:
//     doc[scope] is an array, and for each of its elements t and each name
//     f of fields, t[f] is a string that the lookup_key member of an object
//     element of doc[reference_scope] has;
//   - state_machine_validation {state_field, machine_field}:
//     doc[state_field] is the name of a state of the machine
//     doc[machine_field] (an object whose states member is an array with an
//     object element of that name); whether a change of state follows a
//     transition needs the previous state, which one document does not
//     hold;
//   - monotonic_surface_expansion (native:monotonic_surface_expansion):
//     doc[surfaces] is an object, and of its members cold, warming,
//     established and authoritative, those present, taken in that order,
//     expand: each pair of neighbours (lower, higher) are objects whose
//     capabilities and schemas are arrays, every element of lower's is
//     among higher's, and higher's rate_limit_tier ranks at least as high as
//     lower's (restricted < standard < extended < unlimited; anything else
//     ranks as restricted).
//
// Each does work proportional to the arrays it reads and charges a step
// per element. Strategies the library does not evaluate are reported as
// skipped with a *NativeError saying why: conditional_threshold (it applies
// in some states of a resource, and the constrained document does not hold
// the resource's state), the reputation strategies
// composite_key_uniqueness, hash_chain_verification and
// open_enum_validation (not implemented by this version), and any other
// name.
//
// The domain types apply their shipped rules in Validate (a failing rule is
// a violation, or a warning for a warning-severity rule, with the
// constraint's id and text; info and runtime-deferred constraints add
// nothing) and return every rule's result from CheckConstraints through
// [Check]. A rule runs only when every top-level member its expression
// reads passed its own checks, and evaluates the document as its default
// encoding, with the default options.
package constraint
