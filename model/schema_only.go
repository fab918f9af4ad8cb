package model

import (
	"errors"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/document"
)

// Rule-id prefixes of the types whose rules also run where they are nested.
const (
	wireMessagePrefix       = "wire-message-"
	completionRequestPrefix = "completion-request-"
	completionResultPrefix  = "completion-result-"
)

// schemaOnly validates v, a rule-set variant of a document type that runs
// only the type's own cross-field rules, and drops the violations of the
// rules of nested objects whose rule ids start with one of nested: upstream's
// runtime validate() runs the cross-field rules of the top-level type only.
func schemaOnly(schema string, v any, nested ...string) error {
	err := document.ValidateAs(schema, v)
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	keep := ve.Violations[:0]
	for _, x := range ve.Violations {
		if !hasPrefix(x.Rule, nested) {
			keep = append(keep, x)
		}
	}
	if len(keep) == 0 {
		return nil
	}
	ve.Violations = keep
	return ve
}

func hasPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
