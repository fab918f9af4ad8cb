package vectors

import (
	"encoding/json"
	"io/fs"
	"os"
	"strings"

	"github.com/hounfour-go/hounfour"
)

// upstreamSkips87 lists the files and folders ("name/") of upstream 8.7.0's
// vector folder that are not run, beyond those of upstreamSkips, with the
// reason; a folder that waits on library code names the change that
// brings it.
var upstreamSkips87 = map[string]string{
	"_meta/regex-subset.md":                       "documentation: the portable regular-expression subset of the 8.4.0 schemas' patterns (every such pattern means the same in Go's RE2)",
	"_canonicalization-edge-cases/README.md":      "documentation of the canonicalization edge-case corpus, not a vector file",
	"runners/_shared/README.md":                   "documentation of the cross-runner inputs, not a vector file",
	"conformance/recall-wedge/README.md":          "documentation of the recall-wedge conformance vectors, not a vector file",
	"runners/_shared/parity-protocol-version.txt": "an input of the cross-runner parity runner (hounfour parity reads the protocol version from it), not a vector file",
	"runners/_shared/rfc3339-utc-pattern.txt":     "an input of the other languages' parity runners (their date-time pattern; no schema of the runner list uses format), not a vector file",
	"runners/_shared/ts-started-z-only.txt":       "documentation of the cross-runner inputs (the second-precision timestamp pattern), not a vector file",
}

// skipReason87 returns the skip reason of rel in an 8.7.0 tree, by file
// or by any of its folders.
func skipReason87(rel string) (string, bool) {
	if r, ok := upstreamSkips87[rel]; ok {
		return r, true
	}
	for i := len(rel) - 1; i > 0; i-- {
		if rel[i] == '/' {
			if r, ok := upstreamSkips87[rel[:i+1]]; ok {
				return r, true
			}
		}
	}
	return "", false
}

// runUpstream87 runs the parts of an 8.7.0 tree that are neither adapted
// files nor conformance vectors: the canonicalization corpora, the
// vector manifest, the constraint-level list, the signing pattern corpora
// and the per-schema fixture
// folders. It returns their results and the fate of every file it
// accounts for (by path below dir).
func runUpstream87(dir string, o hounfour.Options) ([]Result, map[string]UpstreamFile, error) {
	fsys := os.DirFS(dir)
	fates := map[string]UpstreamFile{}
	var results []Result
	add := func(rs []Result, fs map[string]UpstreamFile) {
		results = append(results, rs...)
		for p, f := range fs {
			fates[p] = f
		}
	}
	add(runCanonicalizationCorpora(fsys))
	add(runManifestFiles(fsys))
	add(runDAGCorpora(fsys))
	add(runSigningCorpora(fsys))
	add(runRecallWedgeLinks(fsys))
	add(runBoundaryCorpus(fsys))
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, nil, err
	}
	listed := constraintLevelList(fsys)
	for _, e := range entries {
		if !e.IsDir() || !isPascal(e.Name()) {
			continue
		}
		sub, err := fs.Sub(fsys, e.Name())
		if err != nil {
			return nil, nil, err
		}
		var cl []string
		for _, p := range listed {
			if rest, ok := strings.CutPrefix(p, e.Name()+"/"); ok {
				cl = append(cl, rest)
			}
		}
		rs, fs := runFixtureFolder(sub, e.Name(), o, cl)
		for i := range rs {
			rs[i].File = "upstream/" + e.Name() + "/" + rs[i].File
		}
		prefixed := map[string]UpstreamFile{}
		for p, f := range fs {
			f.Path = e.Name() + "/" + p
			prefixed[f.Path] = f
		}
		add(rs, prefixed)
	}
	return results, fates, nil
}

// constraintLevelList returns the fixtures vectors/_meta/constraint-level-
// invalids.json lists (paths relative to the vectors folder): invalid
// fixtures that pass their schema and fail only a constraint rule.
func constraintLevelList(fsys fs.FS) []string {
	data, err := fs.ReadFile(fsys, "_meta/constraint-level-invalids.json")
	if err != nil {
		return nil
	}
	var v struct {
		Fixtures []string `json:"fixtures"`
	}
	if json.Unmarshal(data, &v) != nil {
		return nil
	}
	return v.Fixtures
}

// isPascal reports whether a folder name is a PascalCase schema name
// (the per-schema fixture folders).
func isPascal(name string) bool {
	if name == "" || name[0] < 'A' || name[0] > 'Z' {
		return false
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// kebab turns a PascalCase schema folder name into the schema name
// ("PanelDecisionArtifact" → "panel-decision-artifact").
func kebab(pascal string) string {
	var b strings.Builder
	for i, r := range pascal {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}
