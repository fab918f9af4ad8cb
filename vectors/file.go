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

	// function kinds
	Input json.RawMessage `json:"input,omitempty"`
	Want  json.RawMessage `json:"want,omitempty"`

	limits   hounfour.Limits   // of the run (RunCaseWith); zero: the defaults
	contract hounfour.Contract // the contract of this run of the case
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
