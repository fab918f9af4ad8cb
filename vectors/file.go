package vectors

import (
	"embed"
	"encoding/json"
	"io/fs"

	"github.com/hounfour-go/hounfour"
)

//go:embed */*.json commons/documents/*.json
var embedded embed.FS

// Embedded returns the library's own vector files.
func Embedded() fs.FS { return embedded }

// File is one vector file.
type File struct {
	Path        string `json:"-"`
	Schema      string `json:"schema,omitempty"`
	Kind        string `json:"kind,omitempty"` // "" = "document"
	Description string `json:"description,omitempty"`
	Cases       []Case `json:"cases"`
}

// Case is one vector.
type Case struct {
	ID   string `json:"id"`
	Note string `json:"note,omitempty"`
	// Contract is the only contract the case runs under ("7.0.0" or
	// "8.7.0"); absent, it runs under every contract the library speaks
	// and its expectations must hold under each.
	Contract hounfour.Contract `json:"contract,omitempty"`

	// document kind
	Valid         *bool           `json:"valid,omitempty"`
	Doc           json.RawMessage `json:"doc,omitempty"`
	Text          *string         `json:"text,omitempty"`
	Violations    []Expect        `json:"violations,omitempty"`
	Warnings      []Expect        `json:"warnings,omitempty"`
	Encoded       json.RawMessage `json:"encoded,omitempty"`
	UpstreamValid *bool           `json:"upstream_valid,omitempty"`
	SchemaValid   *bool           `json:"schema_valid,omitempty"`
	Deviation     string          `json:"deviation,omitempty"`
	// Options are the validation's options for the checks a document
	// type leaves to its caller (hounfour.Options: AcceptDeferred,
	// FailClosed, ChainContext, Now); absent, the defaults.
	Options *CaseOptions `json:"options,omitempty"`
	// Obligations is the obligations manifest a valid document leaves
	// under Options (compared token by token; set options.now to fix its
	// time). Absent in a case with options: the document leaves none.
	Obligations json.RawMessage `json:"obligations,omitempty"`

	// function kinds
	Input json.RawMessage `json:"input,omitempty"`
	Want  json.RawMessage `json:"want,omitempty"`

	limits   hounfour.Limits   // of the run (RunCaseWith); zero: the defaults
	contract hounfour.Contract // the contract of this run of the case
}

// CaseOptions are a document case's validation options.
type CaseOptions struct {
	AcceptDeferred bool `json:"accept_deferred,omitempty"`
	FailClosed     bool `json:"fail_closed,omitempty"`
	// ChainContext is the value of granted_by_chain_records as the
	// caller would pass it: supplied only when it is a JSON array with at
	// least one element (a string, an object, [] or null are not).
	ChainContext json.RawMessage `json:"chain_context,omitempty"`
	// Now is the manifest's time (RFC 3339); absent, the clock's.
	Now string `json:"now,omitempty"`
}

// ChainContextOf returns the chain context a caller passing the JSON value
// raw as granted_by_chain_records supplies: the records of a JSON array
// with at least one element, else nil (not supplied: absent, null, a
// string, an object, an empty array). The records are not inspected.
func ChainContextOf(raw json.RawMessage) *hounfour.ChainContext {
	var records []json.RawMessage
	if len(raw) == 0 || raw[0] != '[' || json.Unmarshal(raw, &records) != nil || len(records) == 0 {
		return nil
	}
	return &hounfour.ChainContext{GrantedByChainRecords: records}
}

// Expect is an expected violation or warning.
type Expect struct {
	Path    string `json:"path"`
	Rule    string `json:"rule"`
	Message string `json:"message,omitempty"`
}

// Document returns the case's document bytes ("text" or "doc").
func (c *Case) Document() []byte {
	if c.Text != nil {
		return []byte(*c.Text)
	}
	return c.Doc
}

// IsDocument reports whether f holds document cases.
func (f *File) IsDocument() bool { return f.Kind == "" || f.Kind == "document" }

// Label is the name the report groups f under: its schema name, or
// "kind:<kind>" for function kinds.
func (f *File) Label() string {
	if f.IsDocument() {
		return f.Schema
	}
	if f.Schema != "" {
		return f.Schema + " (" + f.Kind + ")"
	}
	return "kind:" + f.Kind
}
