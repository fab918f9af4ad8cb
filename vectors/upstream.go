package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
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

// upstreamSkips lists the upstream files that are deliberately not run, by
// path below the upstream vectors folder or by folder ("name/"), with the
// reason. An adapter for a file takes precedence over a skip entry, so a
// skipped folder starts to run as soon as its adapter is registered.
var upstreamSkips = map[string]string{
	"VERSION":               "version stamp of the vector set, not a vector file",
	"conformance/README.md": "documentation of the conformance suite, not a vector file",
}

// The fates of an upstream file.
const (
	UpstreamFileRun     = "run"
	UpstreamFileSkipped = "skipped"
	UpstreamFileUnknown = "unknown"
)

// UpstreamFile is the fate of one file under the upstream vectors folder:
// run (through an adapter, or as a conformance vector), skipped (with the
// reason) or unknown (a file this library has never seen: a new file or a
// new folder; it fails the run).
type UpstreamFile struct {
	Path   string `json:"path"`
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

// UpstreamReport is the outcome of [RunUpstreamAll].
type UpstreamReport struct {
	// Files accounts for every file under the folder, in path order.
	Files []UpstreamFile
	// Cases are the results of the adapted files' cases.
	Cases Report
	// Conformance is the result of the conformance/ folder (empty when the
	// folder is absent).
	Conformance ConformanceReport
	// Contract is the contract the folder ran under (its VERSION's, unless
	// the options named one).
	Contract hounfour.Contract
}

// UpstreamCounts are the totals of an [UpstreamReport]. Conformance vectors
// count as cases: passed as passed, failed and unexpected passes as failed,
// and skipped, matcher-only and expected failures as skipped.
type UpstreamCounts struct {
	FilesRun, FilesSkipped, FilesUnknown   int
	CasesPassed, CasesFailed, CasesSkipped int
}

// Counts returns the totals of r.
func (r *UpstreamReport) Counts() UpstreamCounts {
	var c UpstreamCounts
	for _, f := range r.Files {
		switch f.Status {
		case UpstreamFileRun:
			c.FilesRun++
		case UpstreamFileSkipped:
			c.FilesSkipped++
		default:
			c.FilesUnknown++
		}
	}
	for _, x := range r.Cases.Results {
		if x.Passed() {
			c.CasesPassed++
		} else {
			c.CasesFailed++
		}
	}
	s := r.Conformance.Summary
	c.CasesPassed += s.Passed
	c.CasesFailed += s.Failed
	c.CasesSkipped += s.Skipped
	return c
}

// OK reports whether no file is unknown, no case failed and at least one
// case passed.
func (r *UpstreamReport) OK() bool {
	c := r.Counts()
	return c.FilesUnknown == 0 && c.CasesFailed == 0 && c.CasesPassed > 0
}

// SummaryLine returns "PASS upstream files: run R / skipped S / unknown U;
// cases: passed P / failed F / skipped K" (FAIL when not OK); a folder of a
// contract other than 7.0.0 says which after "files" ("upstream files
// (contract 8.7.0): …").
func (r *UpstreamReport) SummaryLine() string {
	c := r.Counts()
	verdict := "FAIL"
	if r.OK() {
		verdict = "PASS"
	}
	tree := ""
	if r.Contract != "" && r.Contract != hounfour.Contract700 {
		tree = " (contract " + r.Contract.String() + ")"
	}
	return fmt.Sprintf("%s upstream files%s: run %d / skipped %d / unknown %d; cases: passed %d / failed %d / skipped %d",
		verdict, tree, c.FilesRun, c.FilesSkipped, c.FilesUnknown, c.CasesPassed, c.CasesFailed, c.CasesSkipped)
}

// TreeContract returns the contract of the upstream vector tree dir: the
// version its VERSION file names (first line, surrounding white space
// ignored), which must be a contract the library speaks. A tree without a
// VERSION file is a 7.0.0 tree (upstream 7.0.0's layout).
func TreeContract(dir string) (hounfour.Contract, error) {
	data, err := os.ReadFile(filepath.Join(dir, "VERSION"))
	if errors.Is(err, fs.ErrNotExist) {
		return hounfour.Contract700, nil
	}
	if err != nil {
		return "", err
	}
	line, _, _ := strings.Cut(string(data), "\n")
	c, err := hounfour.ParseContract(strings.TrimSpace(line))
	if err != nil {
		return "", fmt.Errorf("%s: %w", filepath.Join(dir, "VERSION"), err)
	}
	return c, nil
}

// RunUpstreamAll runs every file under the upstream vector folder dir
// (../shared/upstream/vectors or ../shared/upstream-8.7.0/vectors beside a
// checkout) and accounts for each: a file with an adapter runs through it;
// a *.json file under conformance/ is a conformance vector
// ([RunConformance] with opts); every document is decoded under
// opts.Limits and opts.Contract — when that is zero, the contract the
// folder's VERSION file names ([TreeContract]). A folder of a contract after 7.0.0 also runs its
// canonicalization corpora, index files and per-schema fixture folders
// ([RunFixtures]). A file or folder in the skip table is skipped with its
// reason; anything else is unknown, which makes the report fail, so a
// newer upstream layout cannot pass by running nothing.
func RunUpstreamAll(dir string, opts ConformanceOptions) (UpstreamReport, error) {
	var rep UpstreamReport
	if opts.Contract == "" {
		c, err := TreeContract(dir)
		if err != nil {
			return rep, err
		}
		opts.Contract = c
	}
	rep.Contract = opts.Contract
	files, _, err := LoadUpstream(dir)
	if err != nil {
		return rep, err
	}
	rep.Cases = RunFilesWith(files, Options{Limits: opts.Limits, Contract: opts.Contract})
	// The corpora, index files and per-schema fixture folders of a tree
	// of contract 8.x.
	var fates map[string]UpstreamFile
	if opts.Contract != hounfour.Contract700 {
		results, f, err := runUpstream87(dir, hounfour.Options{Contract: opts.Contract, Limits: opts.Limits})
		if err != nil {
			return rep, err
		}
		rep.Cases.Results = append(rep.Cases.Results, results...)
		fates = f
	}
	confDir := filepath.Join(dir, "conformance")
	conformance := map[string]ConformanceResult{}
	if st, err := os.Stat(confDir); err == nil && st.IsDir() {
		rep.Conformance = RunConformance(os.DirFS(confDir), opts)
		for _, r := range rep.Conformance.Vectors {
			conformance["conformance/"+r.File] = r
		}
	}
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		rep.Files = append(rep.Files, classifyUpstream(rel, conformance, fates, opts.Contract))
		return nil
	})
	return rep, err
}

func classifyUpstream(rel string, conformance map[string]ConformanceResult, fates map[string]UpstreamFile, c hounfour.Contract) UpstreamFile {
	f := UpstreamFile{Path: rel, Status: UpstreamFileRun}
	if _, ok := upstreamAdapters[rel]; ok {
		return f
	}
	if fate, ok := fates[rel]; ok {
		fate.Path = rel
		return fate
	}
	if c != hounfour.Contract700 {
		if reason, ok := skipReason87(rel); ok {
			f.Status, f.Reason = UpstreamFileSkipped, reason
			return f
		}
	}
	if r, ok := conformance[rel]; ok {
		if r.Status == ConformanceSkipped {
			f.Status, f.Reason = UpstreamFileSkipped, r.Reason
		}
		return f
	}
	folder, _, nested := strings.Cut(rel, "/")
	if reason, ok := upstreamSkips[rel]; ok {
		f.Status, f.Reason = UpstreamFileSkipped, reason
		return f
	}
	if reason, ok := upstreamSkips[folder+"/"]; ok && nested {
		f.Status, f.Reason = UpstreamFileSkipped, reason
		return f
	}
	f.Status = UpstreamFileUnknown
	if nested && knownUpstreamFolder(folder) {
		f.Reason = "a file this library has never seen, in folder " + folder + "/: no adapter and no skip entry"
	} else {
		f.Reason = "a file in a folder this library has never seen: no adapter and no skip entry"
	}
	return f
}

func knownUpstreamFolder(folder string) bool {
	if folder == "conformance" {
		return true
	}
	for p := range upstreamAdapters {
		if strings.HasPrefix(p, folder+"/") {
			return true
		}
	}
	_, ok := upstreamSkips[folder+"/"]
	return ok
}
