package model_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
)

// with returns the JSON object base with the given top-level members set
// (a nil value removes the member).
func with(t testing.TB, base string, edits map[string]any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(base), &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range edits {
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// obj parses a JSON text into a value for with.
func obj(t testing.TB, s string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func violations(err error) string {
	if err == nil {
		return ""
	}
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		return "not a ValidationError: " + err.Error()
	}
	return list(verr.Violations)
}

func list(vs []hounfour.Violation) string {
	var b strings.Builder
	for _, v := range vs {
		fmt.Fprintf(&b, "%s [%s] %s\n", v.Path, v.Rule, v.Message)
	}
	return b.String()
}

type document interface {
	hounfour.Validator
	Warnings() []hounfour.Warning
}

// decode decodes data into v with hounfour.Decode and returns the
// violations and warnings as text.
func decode(data []byte, v document) (viol, warn string) {
	err := hounfour.Decode(data, v)
	return violations(err), list(v.Warnings())
}

// docCase is one table case: base with edits applied, and the expected
// violations and warnings as text.
type docCase struct {
	name       string
	edits      map[string]any
	viol, warn string
}

// runDocs decodes each case into a new T and compares its violations and
// warnings.
func runDocs[T any, PT interface {
	*T
	document
}](t *testing.T, base string, cases []docCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			viol, warn := decode(with(t, base, tc.edits), PT(new(T)))
			if viol != tc.viol || warn != tc.warn {
				t.Errorf("violations:\n%s\nwant:\n%s\nwarnings:\n%s\nwant:\n%s", viol, tc.viol, warn, tc.warn)
			}
		})
	}
}
