package gateway_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
)

// vs renders the violations of err as "path rule message" lines ("" for nil).
func vs(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("error %v (%T) is not a *hounfour.ValidationError", err, err)
	}
	if !errors.Is(err, hounfour.ErrInvalid) {
		t.Errorf("errors.Is(err, ErrInvalid) = false")
	}
	var b strings.Builder
	for _, v := range ve.Violations {
		b.WriteString(v.Path + " " + v.Rule + " " + v.Message + "\n")
	}
	return b.String()
}

// lines joins expected violation lines.
func lines(ls ...string) string {
	if len(ls) == 0 {
		return ""
	}
	return strings.Join(ls, "\n") + "\n"
}

// syntaxError stands for a single json-syntax violation at "" (its detail
// text is the JSON tokenizer's, not the protocol's).
const syntaxError = "<json-syntax>"

func isSyntax(got string) bool {
	return strings.HasPrefix(got, " json-syntax Invalid JSON: ") && strings.Count(got, "\n") == 1
}

// sameJSON compares two JSON texts as values (RFC 8785 canonical forms).
func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	ca, err1 := hounfour.MarshalCanonical(json.RawMessage(a))
	cb, err2 := hounfour.MarshalCanonical(json.RawMessage(b))
	if err1 != nil || err2 != nil {
		t.Fatalf("canonicalize: %v %v", err1, err2)
	}
	return string(ca) == string(cb)
}

func schemaOf(err error) string {
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		return ve.Schema
	}
	return ""
}
