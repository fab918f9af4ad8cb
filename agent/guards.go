package agent

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// The named guards of the agent lifecycle. Each is generic so that other state
// machines reuse it (the tool lifecycle uses RequiresReasonResolved); use one
// as a Guard by instantiation, e.g. RequiresTransferID[LifecycleState]. How
// they read context values is described on Guard.

// RequiresTransferID passes when ctx["transfer_id"] is a non-empty string;
// otherwise it fails with "{key} requires context.transfer_id", client_error
// (upstream requiresTransferId).
func RequiresTransferID[S ~string](from, to S, ctx map[string]any) GuardResult {
	if isNonEmptyString(ctx["transfer_id"]) {
		return GuardResult{Valid: true}
	}
	return guardFailure(from, to, "requires context.transfer_id", SeverityClientError)
}

// RequiresNoActiveTransfer passes when ctx is nil or ctx["transfer_id"] is
// falsy in JavaScript's sense: absent, null, false, "", or a number equal to 0
// (or NaN). Any non-empty string, true, non-zero number, array or object (even
// empty) is an active transfer, and the guard fails with
// "{key} requires no active transfer_id", policy_violation (upstream
// requiresNoActiveTransfer).
func RequiresNoActiveTransfer[S ~string](from, to S, ctx map[string]any) GuardResult {
	if !isTruthy(ctx["transfer_id"]) {
		return GuardResult{Valid: true}
	}
	return guardFailure(from, to, "requires no active transfer_id", SeverityPolicyViolation)
}

// RequiresReasonResolved passes when ctx["reason_resolved"] is the boolean
// true (the string "true" fails); otherwise it fails with
// "{key} requires context.reason_resolved === true", client_error (upstream
// requiresReasonResolved).
func RequiresReasonResolved[S ~string](from, to S, ctx map[string]any) GuardResult {
	return requireTrue(from, to, ctx, "reason_resolved")
}

// RequiresTransferCompleted passes when ctx["transfer_completed"] is the
// boolean true and ctx["new_owner"] is a non-empty string; otherwise it fails
// with "{key} requires context.transfer_completed === true and
// context.new_owner", client_error (upstream requiresTransferCompleted).
func RequiresTransferCompleted[S ~string](from, to S, ctx map[string]any) GuardResult {
	if isTrue(ctx["transfer_completed"]) && isNonEmptyString(ctx["new_owner"]) {
		return GuardResult{Valid: true}
	}
	return guardFailure(from, to, "requires context.transfer_completed === true and context.new_owner", SeverityClientError)
}

// RequiresSanctionEvidence passes when ctx["evidence_event_ids"] is an array
// of at least one element and every element is a non-empty string; otherwise
// it fails with "{key} requires context.evidence_event_ids (non-empty string
// array)", client_error (upstream requiresSanctionEvidence). It is not a
// default guard.
func RequiresSanctionEvidence[S ~string](from, to S, ctx map[string]any) GuardResult {
	if isNonEmptyStringArray(ctx["evidence_event_ids"]) {
		return GuardResult{Valid: true}
	}
	return guardFailure(from, to, "requires context.evidence_event_ids (non-empty string array)", SeverityClientError)
}

// RequiresTrue returns a guard that passes when ctx[member] is the boolean
// true and otherwise fails with "{key} requires context.{member} === true",
// client_error. RequiresReasonResolved is RequiresTrue("reason_resolved"); the
// tool lifecycle's guards have the same shape.
func RequiresTrue[S ~string](member string) Guard[S] {
	return func(from, to S, ctx map[string]any) GuardResult { return requireTrue(from, to, ctx, member) }
}

func requireTrue[S ~string](from, to S, ctx map[string]any, member string) GuardResult {
	if isTrue(ctx[member]) {
		return GuardResult{Valid: true}
	}
	return guardFailure(from, to, "requires context."+member+" === true", SeverityClientError)
}

// guardFailure builds a rejection whose reason is "{key} {requirement}".
func guardFailure[S ~string](from, to S, requirement string, severity GuardSeverity) GuardResult {
	key := GuardKey(from, to)
	return GuardResult{Reason: key + " " + requirement, Guard: key, Severity: severity}
}

// DefaultGuards returns the lifecycle's four default guards, keyed by
// GuardKey, in a fresh map:
//
//	ACTIVE→TRANSFERRED        RequiresTransferID
//	ACTIVE→ARCHIVED           RequiresNoActiveTransfer
//	SUSPENDED→ACTIVE          RequiresReasonResolved
//	TRANSFERRED→PROVISIONING  RequiresTransferCompleted
//
// RequiresSanctionEvidence is not among them; callers add it themselves (e.g.
// for ACTIVE→SUSPENDED and SUSPENDED→ARCHIVED when the cause is a sanction).
func DefaultGuards() map[string]Guard[LifecycleState] {
	return map[string]Guard[LifecycleState]{
		GuardKey(StateActive, StateTransferred):       RequiresTransferID[LifecycleState],
		GuardKey(StateActive, StateArchived):          RequiresNoActiveTransfer[LifecycleState],
		GuardKey(StateSuspended, StateActive):         RequiresReasonResolved[LifecycleState],
		GuardKey(StateTransferred, StateProvisioning): RequiresTransferCompleted[LifecycleState],
	}
}

// NewLifecycleValidator returns the agent lifecycle validator:
// NewTransitionValidator(Transitions(), DefaultGuards()).
func NewLifecycleValidator() *TransitionValidator[LifecycleState] {
	return NewTransitionValidator(transitions, DefaultGuards())
}

// jsonKind is the JSON type a context value stands for.
type jsonKind uint8

const (
	kindNull jsonKind = iota // absent, nil, or a nil pointer, slice, map or interface
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject // maps and structs, and any other Go value (funcs, channels, complex numbers)
)

var jsonNumberType = reflect.TypeFor[json.Number]()

// maxIndirections bounds how many pointers and interfaces classify follows.
const maxIndirections = 64

// classify returns the JSON type of a context value and the value itself,
// with pointers and interfaces followed.
func classify(v any) (jsonKind, reflect.Value) {
	if v == nil {
		return kindNull, reflect.Value{}
	}
	rv := reflect.ValueOf(v)
	for depth := 0; rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface; depth++ {
		if rv.IsNil() {
			return kindNull, rv
		}
		if depth == maxIndirections { // a pointer cycle: stop rather than loop
			return kindObject, rv
		}
		rv = rv.Elem()
	}
	switch rv.Kind() {
	case reflect.Bool:
		return kindBool, rv
	case reflect.String:
		if rv.Type() == jsonNumberType {
			return kindNumber, rv
		}
		return kindString, rv
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return kindNumber, rv
	case reflect.Slice:
		if rv.IsNil() {
			return kindNull, rv
		}
		return kindArray, rv
	case reflect.Array:
		return kindArray, rv
	case reflect.Map:
		if rv.IsNil() {
			return kindNull, rv
		}
		return kindObject, rv
	}
	return kindObject, rv
}

// isTrue reports whether v is the boolean true (JavaScript v === true).
func isTrue(v any) bool {
	k, rv := classify(v)
	return k == kindBool && rv.Bool()
}

// isNonEmptyString reports whether v is a string of length ≥ 1.
func isNonEmptyString(v any) bool {
	k, rv := classify(v)
	return k == kindString && rv.Len() > 0
}

// isNonEmptyStringArray reports whether v is an array of at least one element,
// every element a non-empty string.
func isNonEmptyStringArray(v any) bool {
	k, rv := classify(v)
	if k != kindArray || rv.Len() == 0 {
		return false
	}
	for i := range rv.Len() {
		if !isNonEmptyString(rv.Index(i).Interface()) {
			return false
		}
	}
	return true
}

// isTruthy is JavaScript truthiness: null, false, "", 0 and NaN are falsy;
// every other value, including every array and object, is truthy.
func isTruthy(v any) bool {
	k, rv := classify(v)
	switch k {
	case kindNull:
		return false
	case kindBool:
		return rv.Bool()
	case kindString:
		return rv.Len() > 0
	case kindNumber:
		return !isZeroOrNaN(rv)
	}
	return true
}

// isZeroOrNaN reports whether a number is 0, -0 or NaN. A json.Number is read
// as JSON.parse reads it (1e-400 is 0); a json.Number whose text is not a JSON
// number counts as non-zero.
func isZeroOrNaN(rv reflect.Value) bool {
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return rv.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return rv.Uint() == 0
	case reflect.Float32, reflect.Float64:
		f := rv.Float()
		return f == 0 || math.IsNaN(f)
	}
	// json.Number.
	s := rv.String()
	if !isJSONNumber(s) {
		return false
	}
	f, _ := strconv.ParseFloat(s, 64) // rounds as JSON.parse: ±Inf on overflow, ±0 on underflow
	return f == 0
}

// isJSONNumber reports whether s is exactly one JSON number (RFC 8259 grammar).
func isJSONNumber(s string) bool {
	return s != "" && (s[0] == '-' || lex.IsDigit(s[0])) && lex.IsDigit(s[len(s)-1]) && json.Valid([]byte(s))
}
