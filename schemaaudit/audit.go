package schemaaudit

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"slices"
	"strings"
)

// AuditVersion is the version of the report format.
const AuditVersion = "1.0.0"

// Limits on the input of Compare.
const (
	MaxFiles    = 4096    // schema files per directory tree
	MaxFileSize = 8 << 20 // bytes per schema file
)

// SchemaReport is the audit of one schema present in both releases.
type SchemaReport struct {
	// Name is the file name without ".schema.json", with its directory
	// ("commons/audit-entry") when it is in a subdirectory.
	Name string
	// Changes are the differences, in schema-path order.
	Changes []Change
	// Strict and Lax are the worst verdicts of the changes (Unchanged when
	// there are none).
	Strict, Lax Verdict
}

// Report is the result of Compare.
type Report struct {
	// SourceVersion and TargetVersion are the releases' versions: the
	// "version" member of index.json, else the version in the $id of the
	// first schema file, else "".
	SourceVersion, TargetVersion string
	// SourceDialects and TargetDialects are the distinct $schema values the
	// files declare, sorted.
	SourceDialects, TargetDialects []string
	// Added and Removed name the schemas present in only one release, sorted.
	Added, Removed []string
	// Changed holds the schemas present in both releases that differ, by name.
	Changed []SchemaReport
	// Unchanged counts the schemas present in both that do not differ.
	Unchanged int
	// Strict and Lax are the overall verdicts: the worst schema verdict, at
	// least Compatible when a schema was added and Breaking when one was
	// removed.
	Strict, Lax Verdict
}

// Verdict returns the overall verdict for the reader kind.
func (r *Report) Verdict(reader Reader) Verdict {
	if reader == Lax {
		return r.Lax
	}
	return r.Strict
}

// Compare audits the schema files of to against those of from. A schema
// file is any file named <name>.schema.json in the tree; other files are
// ignored, except index.json at the root, which supplies the version.
func Compare(from, to fs.FS) (*Report, error) {
	src, err := load(from)
	if err != nil {
		return nil, fmt.Errorf("from: %w", err)
	}
	dst, err := load(to)
	if err != nil {
		return nil, fmt.Errorf("to: %w", err)
	}
	r := &Report{SourceVersion: src.version, TargetVersion: dst.version,
		SourceDialects: src.dialects, TargetDialects: dst.dialects}
	for _, name := range dst.names {
		if _, ok := src.files[name]; !ok {
			r.Added = append(r.Added, name)
		}
	}
	for _, name := range src.names {
		newer, ok := dst.files[name]
		if !ok {
			r.Removed = append(r.Removed, name)
			continue
		}
		changes, err := CompareSchemas(src.files[name], newer)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if len(changes) == 0 {
			r.Unchanged++
			continue
		}
		s := SchemaReport{Name: name, Changes: changes}
		for _, c := range changes {
			s.Strict, s.Lax = max(s.Strict, c.Strict), max(s.Lax, c.Lax)
		}
		r.Changed = append(r.Changed, s)
		r.Strict, r.Lax = max(r.Strict, s.Strict), max(r.Lax, s.Lax)
	}
	if len(r.Added) > 0 {
		r.Strict, r.Lax = max(r.Strict, Compatible), max(r.Lax, Compatible)
	}
	if len(r.Removed) > 0 {
		r.Strict, r.Lax = Breaking, Breaking
	}
	return r, nil
}

type release struct {
	files    map[string][]byte
	names    []string
	version  string
	dialects []string
}

var idVersion = regexp.MustCompile(`/(\d+\.\d+\.\d+)/`)

func load(fsys fs.FS) (*release, error) {
	rel := &release{files: map[string][]byte{}}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name, ok := strings.CutSuffix(p, ".schema.json")
		if d.IsDir() || !ok {
			return nil
		}
		if len(rel.files) >= MaxFiles {
			return fmt.Errorf("more than %d schema files", MaxFiles)
		}
		b, err := readLimited(fsys, p)
		if err != nil {
			return err
		}
		rel.files[name] = b
		rel.names = append(rel.names, name)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(rel.files) == 0 {
		return nil, errors.New("no *.schema.json files")
	}
	slices.Sort(rel.names)
	if b, err := readLimited(fsys, "index.json"); err == nil {
		var idx struct {
			Version string `json:"version"`
		}
		if json.Unmarshal(b, &idx) == nil {
			rel.version = idx.Version
		}
	}
	for _, name := range rel.names {
		var head struct {
			Schema string `json:"$schema"`
			ID     string `json:"$id"`
		}
		if json.Unmarshal(rel.files[name], &head) != nil {
			continue
		}
		if rel.version == "" {
			if m := idVersion.FindStringSubmatch(head.ID); m != nil {
				rel.version = m[1]
			}
		}
		if head.Schema != "" && !slices.Contains(rel.dialects, head.Schema) {
			rel.dialects = append(rel.dialects, head.Schema)
		}
	}
	slices.Sort(rel.dialects)
	return rel, nil
}

func readLimited(fsys fs.FS, p string) ([]byte, error) {
	f, err := fsys.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxFileSize {
		return nil, fmt.Errorf("%s: larger than %d bytes", p, MaxFileSize)
	}
	return b, nil
}
