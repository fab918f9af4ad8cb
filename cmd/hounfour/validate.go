package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

const validateAbout = `Decode one document strictly as the named schema's type and report every
violation (path, rule id, message) in document field order, then the
warnings of a valid document. The document is the file, or stdin when no file
or "-" is given. Exit 1 when the document is invalid.`

func cmdValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCommand("validate", "<schema-name> [file|-]", validateAbout, 1, 2).withFormat().withLimits()
	pos, code, done := c.parse(args, stdout, stderr)
	if done {
		return code
	}
	name := pos[0]
	if _, ok := schemas.Type(name); !ok {
		return c.fail(stderr, fmt.Sprintf("unknown schema %q (see hounfour names)", name))
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
		res, err = validateDocument(name, data, *c.limits)
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
// validation under the limits. The error is non-nil only when no verdict
// could be reached.
func validateDocument(name string, data []byte, limits hounfour.Limits) (validation, error) {
	res := validation{Schema: name, Violations: []jsonFinding{}, Warnings: []jsonFinding{}}
	v, err := schemas.New(name)
	if err != nil {
		return res, err
	}
	err = hounfour.DecodeWithLimits(data, v, limits)
	var verr *hounfour.ValidationError
	switch {
	case err == nil:
		res.Valid = true
		if w, ok := v.(interface{ Warnings() []hounfour.Warning }); ok {
			for _, x := range w.Warnings() {
				res.Warnings = append(res.Warnings, jsonFinding{x.Path, x.Rule, x.Message, x.Allowed})
			}
		}
	case errors.As(err, &verr):
		for _, x := range verr.Violations {
			res.Violations = append(res.Violations, jsonFinding{x.Path, x.Rule, x.Message, x.Allowed})
		}
	default:
		return res, err
	}
	return res, nil
}

func (res validation) print(w io.Writer) {
	if res.Valid {
		fmt.Fprintf(w, "valid %s\n", res.Schema)
		for _, x := range res.Warnings {
			fmt.Fprintf(w, "warning %s [%s] %s\n", pointer(x.Path), x.Rule, x.Message)
		}
		return
	}
	fmt.Fprintf(w, "invalid %s: %d violation(s)\n", res.Schema, len(res.Violations))
	for _, x := range res.Violations {
		fmt.Fprintf(w, "  %s [%s] %s", pointer(x.Path), x.Rule, x.Message)
		if len(x.Allowed) > 0 {
			fmt.Fprintf(w, " (allowed: %s)", strings.Join(x.Allowed, ", "))
		}
		fmt.Fprintln(w)
	}
}

// pointer shows the document itself as "(document)" rather than "".
func pointer(p string) string {
	if p == "" {
		return "(document)"
	}
	return p
}
