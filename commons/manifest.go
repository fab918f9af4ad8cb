package commons

import (
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"strconv"

	"github.com/hounfour-go/hounfour/wire"
)

// The layers of a conformance vector.
const (
	// LayerSchema marks schema-validation vectors.
	LayerSchema = 1
	// LayerBehavioral marks behavioural and constraint-evaluation vectors.
	LayerBehavioral = 2
)

// VectorManifestEntry describes one conformance vector in a vector
// manifest (schema commons/vector-manifest-entry). Closed object.
//
// Schema: commons/vector-manifest-entry — no upstream description (the
// index lists the name).
type VectorManifestEntry struct {
	VectorID string `json:"vector_id" hf:"minLength=1"`
	Category string `json:"category" hf:"minLength=1"`
	// Path is the vector file's path relative to the vectors/ folder.
	Path string `json:"path" hf:"minLength=1"`
	// Layer is LayerSchema (1) or LayerBehavioral (2); upstream's schema
	// allows exactly these two numbers.
	Layer           int64  `json:"layer" hf:"minimum=1,maximum=2"`
	Description     string `json:"description" hf:"minLength=1"`
	ContractVersion string `json:"contract_version" hf:"minLength=1"`
	ExpectedValid   bool   `json:"expected_valid"`
}

// ManifestVersion is the only manifest format version.
const ManifestVersion = "1.0.0"

// VectorManifest lists the conformance vectors of a vectors/ folder, for
// consumers in any language to find and load them (schema
// commons/vector-manifest). Closed object.
//
// Schema: commons/vector-manifest — "Self-describing manifest for
// conformance test vectors. Cross-language consumers use this to discover
// and load vectors."
type VectorManifest struct {
	// ManifestVersion is always "1.0.0" (ManifestVersion).
	ManifestVersion string                `json:"manifest_version" hf:"const=1.0.0"`
	GeneratedAt     wire.Timestamp        `json:"generated_at"`
	ContractVersion string                `json:"contract_version" hf:"minLength=1"`
	TotalVectors    int64                 `json:"total_vectors" hf:"minimum=0"`
	Vectors         []VectorManifestEntry `json:"vectors"`
}

// ManifestFile is the name of the manifest in a vectors/ folder.
const ManifestFile = "manifest.json"

// MaxVectorFileBytes is the largest manifest or vector file LoadManifest and
// LoadVector read (16 MiB); a larger file is an error.
const MaxVectorFileBytes = 16 << 20

// ManifestError is an error of LoadManifest, LoadVector and ListVectors:
// Message is upstream's text where upstream has one, and Err the cause
// (fs.ErrNotExist for a missing file, matchable with errors.Is).
type ManifestError struct {
	Message string
	Err     error
}

func (e *ManifestError) Error() string {
	if e.Err != nil && e.Message == "" {
		return e.Err.Error()
	}
	return e.Message
}

func (e *ManifestError) Unwrap() error { return e.Err }

// LoadManifest reads and decodes manifest.json at the root of fsys (a
// vectors/ folder). A missing manifest is a *ManifestError "Vector manifest
// not found at manifest.json. Run "npm run vectors:manifest" to
// generate." wrapping fs.ErrNotExist. The manifest is decoded, not
// validated.
func LoadManifest(fsys fs.FS) (VectorManifest, error) {
	data, err := readBounded(fsys, ManifestFile)
	if errors.Is(err, fs.ErrNotExist) {
		return VectorManifest{}, &ManifestError{
			Message: `Vector manifest not found at ` + ManifestFile + `. Run "npm run vectors:manifest" to generate.`, Err: err}
	}
	if err != nil {
		return VectorManifest{}, &ManifestError{Message: "read " + ManifestFile + ": " + err.Error(), Err: err}
	}
	var m VectorManifest
	if err := json.Unmarshal(data, &m); err != nil {
		return VectorManifest{}, &ManifestError{Message: "decode " + ManifestFile + ": " + err.Error(), Err: err}
	}
	return m, nil
}

// LoadVector returns the JSON text of the vector with the given id: the
// first manifest entry with that vector_id, read at its path relative to
// fsys. Errors, each a *ManifestError: those of LoadManifest; no such id,
// "Vector "{id}" not found in manifest."; a missing file, "Vector file not
// found: {path}" (wrapping fs.ErrNotExist); a file that is not one JSON
// text.
func LoadVector(fsys fs.FS, id string) (json.RawMessage, error) {
	m, err := LoadManifest(fsys)
	if err != nil {
		return nil, err
	}
	for _, e := range m.Vectors {
		if e.VectorID != id {
			continue
		}
		data, err := readBounded(fsys, e.Path)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrInvalid) {
			return nil, &ManifestError{Message: "Vector file not found: " + e.Path, Err: err}
		}
		if err != nil {
			return nil, &ManifestError{Message: "read " + e.Path + ": " + err.Error(), Err: err}
		}
		if !json.Valid(data) {
			return nil, &ManifestError{Message: "Vector file " + e.Path + " is not JSON"}
		}
		return data, nil
	}
	return nil, &ManifestError{Message: `Vector "` + id + `" not found in manifest.`}
}

// ListVectors returns the manifest's entries, in manifest order, of the
// given category ("" = every category) and layer (0 = every layer).
func ListVectors(fsys fs.FS, category string, layer int) ([]VectorManifestEntry, error) {
	m, err := LoadManifest(fsys)
	if err != nil {
		return nil, err
	}
	out := []VectorManifestEntry{}
	for _, e := range m.Vectors {
		if (category == "" || e.Category == category) && (layer == 0 || e.Layer == int64(layer)) {
			out = append(out, e)
		}
	}
	return out, nil
}

// readBounded reads a file of fsys of at most MaxVectorFileBytes.
func readBounded(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxVectorFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxVectorFileBytes {
		return nil, errors.New(name + " is longer than " + strconv.Itoa(MaxVectorFileBytes) + " bytes")
	}
	return data, nil
}
