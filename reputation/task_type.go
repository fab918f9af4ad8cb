package reputation

import (
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// TaskType is the category of a task for reputation scoring (schema
// task-type, a JSON string): an open vocabulary. It is one of the six
// protocol types — code_review, creative_writing, analysis, summarization,
// general and unspecified — or a community type written namespace:type,
// matching ^[a-z][a-z0-9_-]+:[a-z][a-z0-9_]+$ (legal-guild:contract_review):
// a namespace of two or more characters starting with a lowercase letter
// (letters, digits, '-' and '_'), one colon, and a type of two or more
// characters starting with a lowercase letter (letters, digits and '_', no
// '-'). The protocol types hold no colon, so the two forms are disjoint.
// Anything else ("ab:c", "ns:ty-pe", "Legal:contract_review",
// "data_extraction", "") is no task type: its violation is rule enum,
// "Expected union value". The zero value is absent.
//
// unspecified (contract 8.2.0) is the fallback for a task without
// metadata: consumers score it against the aggregate only and create no
// task cohort for it (intent the protocol states but never checks).
type TaskType string

// The protocol task types, in protocol order.
const (
	TaskCodeReview      TaskType = "code_review"
	TaskCreativeWriting TaskType = "creative_writing"
	TaskAnalysis        TaskType = "analysis"
	TaskSummarization   TaskType = "summarization"
	TaskGeneral         TaskType = "general"
	// TaskUnspecified is the reserved fallback for unknown task metadata
	// (contract 8.2.0).
	TaskUnspecified TaskType = "unspecified"
)

// communityTaskType is the pattern of a community task type.
const communityTaskType = `^[a-z][a-z0-9_-]+:[a-z][a-z0-9_]+$`

// taskTypes matches a community type with IsCommunity, not the compiled
// pattern (FuzzTaskType holds them equal).
var taskTypes = enum.New(TaskCodeReview, TaskCreativeWriting, TaskAnalysis, TaskSummarization, TaskGeneral,
	TaskUnspecified).Since("8.2.0", TaskUnspecified).Open(enum.Open{Pattern: communityTaskType,
	Match:       func(s string) bool { return TaskType(s).IsCommunity() }, // the pattern, without a regexp
	Description: "Community-defined task type in namespace:type format (e.g., legal-guild:contract_review)."})

// TaskTypes returns the six protocol task types in protocol order
// (code_review, creative_writing, analysis, summarization, general,
// unspecified), as a fresh slice. Community types are not listed.
func TaskTypes() []TaskType { return taskTypes.Values() }

// Valid reports whether t is a task type: a protocol type (exact,
// case-sensitive) or a community type.
func (t TaskType) Valid() bool { return t.IsProtocol() || t.IsCommunity() }

// IsProtocol reports whether t is one of the six protocol task types.
func (t TaskType) IsProtocol() bool { return taskTypes.Has(t) }

// IsCommunity reports whether t is a community task type (namespace:type,
// matching ^[a-z][a-z0-9_-]+:[a-z][a-z0-9_]+$).
func (t TaskType) IsCommunity() bool {
	ns, name, ok := strings.Cut(string(t), ":")
	if !ok || len(ns) < 2 || len(name) < 2 || !lower(ns[0]) || !lower(name[0]) {
		return false
	}
	for i := 1; i < len(ns); i++ {
		if c := ns[i]; !lower(c) && !digit(c) && c != '_' && c != '-' {
			return false
		}
	}
	for i := 1; i < len(name); i++ {
		if c := name[i]; !lower(c) && !digit(c) && c != '_' {
			return false
		}
	}
	return true
}

func lower(c byte) bool { return 'a' <= c && c <= 'z' }
func digit(c byte) bool { return '0' <= c && c <= '9' }

// Namespace returns the namespace of a community task type (legal-guild of
// legal-guild:contract_review), "" for any other value.
func (t TaskType) Namespace() string {
	if !t.IsCommunity() {
		return ""
	}
	ns, _, _ := strings.Cut(string(t), ":")
	return ns
}

// Name returns the type part of a community task type (contract_review of
// legal-guild:contract_review), "" for any other value.
func (t TaskType) Name() string {
	if !t.IsCommunity() {
		return ""
	}
	_, name, _ := strings.Cut(string(t), ":")
	return name
}

// protocolValuesMessage is the text of the warning task-type-protocol-values.
const protocolValuesMessage = "Protocol-defined TaskType values are: code_review, creative_writing, analysis, " +
	"summarization, general. Community types use namespace:type format (ADR-003)."

// Warnings returns the warning of a task-type document: the constraint
// file's task-type-protocol-values, evaluated in Go on the document bound
// as {"value": t}. A value other than the five protocol types the rule
// lists — every community type, and unspecified, which came after the rule
// — warns (at "", the document). A valid task type has no other warning;
// an invalid one none (Validate reports it). A task_type member of another
// document never gets this warning.
func (t *TaskType) Warnings() []hounfour.Warning {
	switch *t {
	case TaskCodeReview, TaskCreativeWriting, TaskAnalysis, TaskSummarization, TaskGeneral:
		return nil
	}
	if !t.Valid() {
		return nil
	}
	return []hounfour.Warning{{Rule: "task-type-protocol-values", Message: protocolValuesMessage}}
}

var _ = codec.Register(codec.Meta[TaskType]{
	Schema:      "task-type",
	Description: "Task categories for reputation scoring. Protocol types are literals; community types use namespace:type format.",
	Since:       "7.10.0",
	ID:          "TaskType",
	Doc: codec.Doc{Validate: "Validate reports whether t is a task type (nil or a *hounfour.ValidationError): one " +
		"of the six protocol types or a community type namespace:type; anything else is one violation, rule enum, " +
		"\"Expected union value\"."},
})
