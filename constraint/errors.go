package constraint

import (
	"errors"
	"strconv"
	"strings"
)

// Sentinels for errors.Is. Every error the package returns matches one of
// them.
var (
	// ErrSyntax is matched by every *SyntaxError, and by a *FileError (which
	// wraps the syntax errors of the constraints that did not compile).
	ErrSyntax = errors.New("constraint: syntax error")
	// ErrEval is matched by every *EvalError.
	ErrEval = errors.New("constraint: evaluation error")
	// ErrNotObject is wrapped by the *EvalError returned when a document is
	// not a JSON object.
	ErrNotObject = errors.New("constraint: document is not a JSON object")
	// ErrLoad is matched by every *LoadError: a constraint file that cannot
	// be used at all.
	ErrLoad = errors.New("constraint: invalid constraint file")
	// ErrJSON is matched by every *JSONError: a document that is not one
	// strictly valid JSON text.
	ErrJSON = errors.New("constraint: invalid JSON")
	// ErrUnknownSchema is returned by the schema entry points for a schema
	// that has no shipped constraint file.
	ErrUnknownSchema = errors.New("constraint: no constraint file for schema")
)

// SyntaxError is a problem with the text of an expression, found at compile
// time. Pos is the byte offset of the offending token,
// or the length of the expression for the end of input.
type SyntaxError struct {
	Msg string
	Pos int
}

// Error returns "<msg> at position <pos>".
func (e *SyntaxError) Error() string { return e.Msg + " at position " + strconv.Itoa(e.Pos) }

// Is makes errors.Is(err, ErrSyntax) true.
func (e *SyntaxError) Is(target error) bool { return target == ErrSyntax }

// EvalError is a runtime evaluation error. The language has exactly one:
// tree_budget_conserved meeting a budget that does not convert to a big
// integer (Msg "Cannot convert <text> to a BigInt"). It is also returned,
// wrapping ErrNotObject, when the document is not a JSON object, and for
// the limits of evaluation: wrapping ErrBudget when the evaluation ran out
// of steps, ErrDigits when a bigint builtin met integer text longer than
// MaxDigits.
type EvalError struct {
	Func string // the builtin that raised it; "" for a bad document
	Msg  string
	Err  error // the underlying cause, if any (ErrNotObject)
}

// Error returns the message, prefixed with the builtin's name.
func (e *EvalError) Error() string {
	if e.Func == "" {
		return e.Msg
	}
	return e.Func + ": " + e.Msg
}

// Is makes errors.Is(err, ErrEval) true.
func (e *EvalError) Is(target error) bool { return target == ErrEval }

// Unwrap returns the underlying cause.
func (e *EvalError) Unwrap() error { return e.Err }

// ConstraintError pairs a constraint id with the syntax error of its
// expression.
type ConstraintError struct {
	ID  string
	Err *SyntaxError
}

// FileError lists the constraints of a file that do not compile. ParseFile
// returns it together with a usable *File: those constraints are reported as
// skipped by every evaluation.
type FileError struct {
	SchemaID string
	Errors   []ConstraintError
}

// Error lists every constraint that does not compile.
func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString("constraint file ")
	b.WriteString(e.SchemaID)
	b.WriteString(": ")
	b.WriteString(strconv.Itoa(len(e.Errors)))
	b.WriteString(" constraint(s) do not compile: ")
	for i, ce := range e.Errors {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(ce.ID)
		b.WriteString(": ")
		b.WriteString(ce.Err.Error())
	}
	return b.String()
}

// Unwrap returns the syntax errors, so errors.As finds a *SyntaxError and
// errors.Is(err, ErrSyntax) is true.
func (e *FileError) Unwrap() []error {
	out := make([]error, len(e.Errors))
	for i, ce := range e.Errors {
		out[i] = ce.Err
	}
	return out
}

// LoadError is a constraint file that cannot be loaded: not valid JSON, a
// missing, repeated, unknown or ill-typed member, an unsupported expression
// version. Path locates the problem (a JSON Pointer into the file).
type LoadError struct {
	Path string
	Msg  string
}

// Error returns "constraint file: <path>: <msg>".
func (e *LoadError) Error() string {
	if e.Path == "" {
		return "constraint file: " + e.Msg
	}
	return "constraint file: " + e.Path + ": " + e.Msg
}

// Is makes errors.Is(err, ErrLoad) true.
func (e *LoadError) Is(target error) bool { return target == ErrLoad }

// JSONError is a document that is not one strictly valid JSON text
// (duplicate member names, invalid UTF-8, trailing data, …).
type JSONError struct {
	Offset int64 // byte offset where the problem was found
	Msg    string
}

// Error returns "invalid JSON: <msg>".
func (e *JSONError) Error() string { return "invalid JSON: " + e.Msg }

// Is makes errors.Is(err, ErrJSON) true.
func (e *JSONError) Is(target error) bool { return target == ErrJSON }
