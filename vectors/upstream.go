package vectors

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Upstream v7.0.0 ships vector files in layouts of its own. An adapter turns
// one such file into vector files of this package, so upstream's vectors run
// through the same runner as ours. Adapters are keyed by the file's path
// below the upstream vectors folder.
var upstreamAdapters = map[string]func(data []byte) ([]File, error){}

// LoadUpstream reads the upstream vector folder dir (../shared/upstream/vectors
// beside a checkout) and converts every file it has an adapter for. It also
// returns the paths of the files it has no adapter for.
func LoadUpstream(dir string) (files []File, unadapted []string, err error) {
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		adapt, ok := upstreamAdapters[rel]
		if !ok {
			unadapted = append(unadapted, rel)
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fs, err := adapt(data)
		if err != nil {
			return fmt.Errorf("vectors: upstream %s: %w", rel, err)
		}
		for i := range fs {
			fs[i].Path = "upstream/" + rel
		}
		files = append(files, fs...)
		return nil
	})
	slices.Sort(unadapted)
	return files, unadapted, err
}

// RunUpstream loads and runs the upstream vectors of dir.
func RunUpstream(dir string) (Report, []string, error) {
	files, unadapted, err := LoadUpstream(dir)
	if err != nil {
		return Report{}, nil, err
	}
	return RunFiles(files), unadapted, nil
}

func raw(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func boolp(b bool) *bool { return &b }

// upstreamDocs converts upstream's {"<valid key>": [{id, data, note}], "<invalid key>": [...]}
// layout into one document file.
func upstreamDocs(schema, validKey, invalidKey string) func([]byte) ([]File, error) {
	return func(data []byte) ([]File, error) {
		var in map[string][]struct {
			ID   string          `json:"id"`
			Data json.RawMessage `json:"data"`
			Note string          `json:"note"`
		}
		if err := json.Unmarshal(data, &in); err != nil {
			return nil, err
		}
		f := File{Schema: schema}
		for _, key := range []string{validKey, invalidKey} {
			for _, v := range in[key] {
				f.Cases = append(f.Cases, Case{ID: v.ID, Note: v.Note, Valid: boolp(key == validKey), Doc: v.Data})
			}
		}
		return []File{f}, nil
	}
}
