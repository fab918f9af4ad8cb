package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

const validateAbout = `Decode one document strictly as the named schema's type and report every
violation (path, rule id, message) in document field order, then its
warnings (an invalid document's too, unless its text could not be decoded at
all: not JSON, over a limit of its shape, or not of the schema's JSON type).
The document is the file, or stdin when no file or "-" is given. Exit 1 when
the document is invalid.`

func cmdValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCommand("validate", "<schema-name> [file|-]", validateAbout, 1, 2).withFormat().withLimits().withContract()
	pos, code, done := c.parse(args, stdout, stderr)
	if done {
		return code
	}
	name := pos[0]
	if !slices.Contains(schemas.NamesFor(*c.contract), name) {
		return c.fail(stderr, fmt.Sprintf("unknown schema %q under contract %s (see hounfour names)", name, *c.contract))
	}
	var res validation
	data, err := readDocument(pos[1:], stdin, c.limits.MaxBytes)
	var large errTooLarge
	switch {
	case errors.As(err, &large):
		res, err = tooLarge(name, large), nil
	case err != nil:
		return c.fail(stderr, err.Error()) // an unreadable file
	default:
		res, err = validateDocument(name, data, hounfour.Options{Contract: *c.contract, Limits: *c.limits})
	}
	if err != nil {
		fmt.Fprintln(stderr, "hounfour validate:", err)
		return exitUsage
	}
	if c.json() {
		writeJSON(stdout, res)
	} else {
		res.print(stdout)
	}
	if !res.Valid {
		return exitFail
	}
	return exitOK
}

// validation is the outcome of validate (its --format json form).
type validation struct {
	Schema     string        `json:"schema"`
	Valid      bool          `json:"valid"`
	Violations []jsonFinding `json:"violations"`
	Warnings   []jsonFinding `json:"warnings"`
}

// jsonFinding is a violation or warning in JSON output.
type jsonFinding struct {
	Path    string   `json:"path"`
	Rule    string   `json:"rule"`
	Message string   `json:"message"`
	Allowed []string `json:"allowed,omitempty"` // enum failures: the allowed values
}

// tooLarge is the verdict on input longer than the document limit: its one
// violation, limit-document-bytes.
func tooLarge(name string, e errTooLarge) validation {
	v := e.violation()
	return validation{Schema: name, Violations: []jsonFinding{{v.Path, v.Rule, v.Message, nil}}, Warnings: []jsonFinding{}}
}

// validateDocument decodes data as the named schema's type with full
// validation under the limits and the contract of opts. The error is
// non-nil only when no verdict could be reached.
func validateDocument(name string, data []byte, opts hounfour.Options) (validation, error) {
	res := validation{Schema: name, Violations: []jsonFinding{}, Warnings: []jsonFinding{}}
	v, err := schemas.NewFor(opts.Contract, name)
	if err != nil {
		return res, err
	}
	err = opts.Decode(data, v)
	var verr *hounfour.ValidationError
	switch {
	case err == nil:
		res.Valid = true
	case errors.As(err, &verr):
		for _, x := range verr.Violations {
			res.Violations = append(res.Violations, jsonFinding{x.Path, x.Rule, x.Message, x.Allowed})
		}
		if !decoded(verr.Violations) {
			return res, nil
		}
	default:
		return res, err
	}
	if w, ok := v.(interface{ Warnings() []hounfour.Warning }); ok {
		for _, x := range w.Warnings() {
			res.Warnings = append(res.Warnings, jsonFinding{x.Path, x.Rule, x.Message, x.Allowed})
		}
	}
	return res, nil
}

// unread are the rules of the violations after which nothing of the
// document was decoded: text that is not JSON, or that exceeds a limit of
// its shape.
var unread = map[string]bool{"json-syntax": true, hounfour.RuleLimitBytes: true, hounfour.RuleLimitDepth: true,
	hounfour.RuleLimitString: true, hounfour.RuleLimitDigits: true, hounfour.RuleLimitMembers: true,
	hounfour.RuleLimitElements: true}

// decoded reports whether an invalid document's text was decoded into the
// value: not when a violation says nothing was read, nor when the document
// itself is not of the schema's JSON type ("type" at the root). Otherwise
// the value holds what the document says, and its warnings are the
// document's; without it they would describe the zero value.
func decoded(vs []hounfour.Violation) bool {
	for _, v := range vs {
		if unread[v.Rule] || v.Rule == "type" && v.Path == "" {
			return false
		}
	}
	return true
}

func (res validation) print(w io.Writer) {
	if res.Valid {
		fmt.Fprintf(w, "valid %s\n", res.Schema)
	} else {
		fmt.Fprintf(w, "invalid %s: %d violation(s)\n", res.Schema, len(res.Violations))
		for _, x := range res.Violations {
			fmt.Fprintf(w, "  %s [%s] %s", pointer(x.Path), x.Rule, x.Message)
			if len(x.Allowed) > 0 {
				fmt.Fprintf(w, " (allowed: %s)", strings.Join(x.Allowed, ", "))
			}
			fmt.Fprintln(w)
		}
	}
	for _, x := range res.Warnings {
		fmt.Fprintf(w, "warning %s [%s] %s\n", pointer(x.Path), x.Rule, x.Message)
	}
}

// pointer shows the document itself as "(document)" rather than "".
func pointer(p string) string {
	if p == "" {
		return "(document)"
	}
	return p
}
