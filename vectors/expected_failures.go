package vectors

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
)

// ExpectedFailure is one entry of an expected-failures list: a conformance
// vector that is known to fail, and why.
type ExpectedFailure struct {
	// VectorID is the vector's vector_id.
	VectorID string `json:"vector_id"`
	// File is where the vector lives (informational, e.g.
	// "conformance-properties/valid-registry.json").
	File string `json:"file,omitempty"`
	// Reason says why the vector fails and why that is acceptable.
	Reason string `json:"reason"`
	// Deviation is the COMPATIBILITY.md entry number when the failure is a
	// deliberate deviation from upstream.
	Deviation string `json:"deviation,omitempty"`
	// Contract, when set, is the only contract whose suite holds the vector:
	// a run under another contract ignores the entry.
	Contract string `json:"contract,omitempty"`
}

// expectedFailuresFile is the format of an expected-failures file:
//
//	{
//	  "description": "…",
//	  "expected_failures": [
//	    {"vector_id": "conformance-…-001", "file": "<category>/<name>.json",
//	     "reason": "…", "deviation": "80", "contract": "8.7.0"}
//	  ]
//	}
//
// vector_id and reason are required; file, deviation and contract are
// optional.
type expectedFailuresFile struct {
	Description      string            `json:"description"`
	ExpectedFailures []ExpectedFailure `json:"expected_failures"`
}

//go:embed expected-failures.json
var defaultExpectedFailures []byte

// DefaultExpectedFailures returns the repository's expected-failures list
// (vectors/expected-failures.json): the upstream conformance vectors that
// contradict upstream's own runtime, or a deliberate deviation, each with
// its reason.
func DefaultExpectedFailures() []ExpectedFailure {
	list, err := ParseExpectedFailures(defaultExpectedFailures)
	if err != nil {
		panic("vectors: expected-failures.json: " + err.Error())
	}
	return list
}

// ParseExpectedFailures decodes an expected-failures file. Unknown members,
// an entry without vector_id or reason, and a vector listed twice are
// errors.
func ParseExpectedFailures(data []byte) ([]ExpectedFailure, error) {
	var f expectedFailuresFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("expected failures: %w", err)
	}
	if f.ExpectedFailures == nil {
		return nil, errors.New(`expected failures: no "expected_failures" list`)
	}
	seen := map[string]bool{}
	for i, e := range f.ExpectedFailures {
		if e.VectorID == "" || e.Reason == "" {
			return nil, fmt.Errorf("expected failures: entry %d needs vector_id and reason", i)
		}
		if seen[e.VectorID] {
			return nil, fmt.Errorf("expected failures: %s is listed twice", e.VectorID)
		}
		seen[e.VectorID] = true
	}
	return f.ExpectedFailures, nil
}
