package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// The is_valid_dag and extract_path corpora of upstream 8.7.0:
// vectors/is-valid-dag/{valid,invalid}/<case>.json with a companion
// <case>.trace.json, and vectors/extract-path/{valid,invalid}/<case>.json.

const (
	dagCorpus     = "is-valid-dag"
	extractCorpus = "extract-path"
)

// dagTraceOps lists the cases whose trace states an operation count the
// algorithm does not reach, with the count the library asserts instead:
// valid/multi-parent-dag's trace says 9 (it leaves out the two visits of
// root through child-1's and child-2's references), the algorithm counts
// 11 (3 indexed, 3 starts, 2 references, 3 reference reads). The runner
// requires the trace to still say what it says, so that a corrected trace
// is noticed.
var dagTraceOps = map[string][2]int{ // case → {trace's ops, library's ops}
	"valid/multi-parent-dag": {9, 11},
}

// runDAGCorpora runs both corpora with constraint.EvaluateIsValidDAG and
// constraint.ExtractPath.
func runDAGCorpora(fsys fs.FS) ([]Result, map[string]UpstreamFile) {
	all := map[string]UpstreamFile{}
	var results []Result
	for _, c := range []*corpusRun{runDAG(fsys), runExtractPath(fsys)} {
		results = append(results, c.results...)
		for p, f := range c.fates {
			all[p] = f
		}
	}
	return results, all
}

// caseFiles returns the cases (file names without .json, trace files and
// _meta.json left out) of a corpus's valid and invalid folders, as
// "valid/<case>" and "invalid/<case>", sorted.
func caseFiles(fsys fs.FS, corpus string) []string {
	var out []string
	for _, bucket := range []string{"valid", "invalid"} {
		entries, err := fs.ReadDir(fsys, corpus+"/"+bucket)
		if err != nil {
			continue
		}
		for _, e := range entries {
			n := e.Name()
			if e.IsDir() || !strings.HasSuffix(n, ".json") || strings.HasSuffix(n, ".trace.json") || n == "_meta.json" {
				continue
			}
			out = append(out, bucket+"/"+strings.TrimSuffix(n, ".json"))
		}
	}
	sort.Strings(out)
	return out
}

type dagTrace struct {
	Expected   string          `json:"expected"`
	Ops        *int            `json:"ops"`
	OpsAtLeast *int            `json:"ops_at_least"`
	Phase      string          `json:"phase"`
	Diagnostic *dagTraceDiag   `json:"diagnostic"`
	Note       json.RawMessage `json:"note"`
}

type dagTraceDiag struct {
	Code    string                     `json:"code"`
	Context map[string]json.RawMessage `json:"context"`
}

func runDAG(fsys fs.FS) *corpusRun {
	c := newCorpusRun(dagCorpus)
	for _, id := range caseFiles(fsys, dagCorpus) {
		base := dagCorpus + "/" + id
		c.result(base+".json", id, func() error {
			data, err := c.read(fsys, base+".json")
			if err != nil {
				return err
			}
			var in struct {
				Items     json.RawMessage `json:"items"`
				IDField   string          `json:"id_field"`
				RefFields []string        `json:"ref_fields"`
			}
			if err := strictJSON(data, &in); err != nil {
				return err
			}
			items, err := valueOfJSON(in.Items)
			if err != nil {
				return err
			}
			traceData, err := c.read(fsys, base+".trace.json")
			if err != nil {
				return err
			}
			var tr dagTrace
			if err := strictJSON(traceData, &tr); err != nil {
				return fmt.Errorf("trace: %w", err)
			}
			return checkDAG(id, constraint.EvaluateIsValidDAG(items, in.IDField, in.RefFields), &tr)
		}())
	}
	return c
}

// checkDAG compares a result with its trace: the verdict with the folder
// and the trace's expected; for an invalid case the diagnostic's code, every
// member of the trace's context (deep-equal), the phase (unless
// pre-guard) and ops_at_least; the operation count where the trace gives
// one.
func checkDAG(id string, r constraint.DAGResult, tr *dagTrace) error {
	bucket, _, _ := strings.Cut(id, "/")
	if tr.Expected != bucket {
		return fmt.Errorf("trace expects %q in folder %s", tr.Expected, bucket)
	}
	if r.Valid != (bucket == "valid") {
		return fmt.Errorf("valid %v, want %s (diagnostic %+v)", r.Valid, bucket, r.Diagnostic)
	}
	if tr.Ops != nil {
		want := *tr.Ops
		if dev, ok := dagTraceOps[id]; ok {
			if want != dev[0] {
				return fmt.Errorf("the trace now says ops %d (known inconsistency: %d)", want, dev[0])
			}
			want = dev[1]
		}
		if r.Ops != want {
			return fmt.Errorf("ops %d, want %d", r.Ops, want)
		}
	}
	if bucket == "valid" {
		return nil
	}
	if tr.Diagnostic == nil {
		return errors.New("an invalid case's trace without diagnostic")
	}
	d := r.Diagnostic
	if string(d.Code) != tr.Diagnostic.Code {
		return fmt.Errorf("diagnostic %s, want %s", d.Code, tr.Diagnostic.Code)
	}
	context, err := d.Context.MarshalJSON()
	if err != nil {
		return err
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(context, &got); err != nil {
		return err
	}
	for name, want := range tr.Diagnostic.Context {
		if g, ok := got[name]; !ok || !jsonEqual(g, want) {
			return fmt.Errorf("context %s = %s, want %s", name, g, want)
		}
	}
	if tr.Phase != "" && tr.Phase != "pre-guard" {
		if p := string(got["phase"]); p != strconv.Quote(tr.Phase) {
			return fmt.Errorf("phase %s, want %q", p, tr.Phase)
		}
	}
	if tr.OpsAtLeast != nil {
		var ops int
		if err := json.Unmarshal(got["ops"], &ops); err != nil || ops < *tr.OpsAtLeast {
			return fmt.Errorf("context ops %s, want at least %d", got["ops"], *tr.OpsAtLeast)
		}
	}
	return nil
}

func runExtractPath(fsys fs.FS) *corpusRun {
	c := newCorpusRun(extractCorpus)
	for _, id := range caseFiles(fsys, extractCorpus) {
		file := extractCorpus + "/" + id + ".json"
		c.result(file, id, func() error {
			data, err := c.read(fsys, file)
			if err != nil {
				return err
			}
			var in struct {
				Input          json.RawMessage `json:"input"`
				Path           string          `json:"path"`
				ExpectedStatus string          `json:"expected_status"`
				ExpectedValue  json.RawMessage `json:"expected_value"`
				ExpectedReason string          `json:"expected_reason"`
				Note           string          `json:"note"`
			}
			if err := strictJSON(data, &in); err != nil {
				return err
			}
			node, err := valueOfJSON(in.Input)
			if err != nil {
				return err
			}
			v, st := constraint.ExtractPath(node, in.Path)
			if st.String() != in.ExpectedStatus {
				return fmt.Errorf("%q: status %s, want %s", in.Path, st, in.ExpectedStatus)
			}
			if bucket, _, _ := strings.Cut(id, "/"); (bucket == "invalid") != (st == constraint.PathRejected) {
				return fmt.Errorf("status %s in folder %s", st, bucket)
			}
			if st != constraint.PathExtracted {
				if v.Kind() != constraint.KindUndefined {
					return fmt.Errorf("status %s with a value", st)
				}
				return nil
			}
			got, err := v.MarshalJSON()
			if err != nil {
				return err
			}
			a, errA := codec.Canonicalize(got)
			b, errB := codec.Canonicalize(in.ExpectedValue)
			if errA != nil || errB != nil || !bytes.Equal(a, b) {
				return fmt.Errorf("extracted %s, want %s", got, in.ExpectedValue)
			}
			return nil
		}())
	}
	return c
}

// valueOfJSON reads JSON text into the constraint language's value model
// without the document limits of constraint.DecodeJSON: the corpora
// exceed them on purpose (10,001 items, more than 1 MiB).
func valueOfJSON(data []byte) (constraint.Value, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := readValue(dec)
	if err != nil {
		return v, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return v, errors.New("text after the value")
	}
	return v, nil
}

func readValue(dec *json.Decoder) (constraint.Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return constraint.Undefined(), err
	}
	switch x := tok.(type) {
	case nil:
		return constraint.Null(), nil
	case bool:
		return constraint.Bool(x), nil
	case string:
		return constraint.String(x), nil
	case json.Number:
		f, err := strconv.ParseFloat(string(x), 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return constraint.Undefined(), err
		}
		return constraint.Number(f), nil
	case json.Delim:
		if x == '[' {
			var elems []constraint.Value
			for dec.More() {
				e, err := readValue(dec)
				if err != nil {
					return e, err
				}
				elems = append(elems, e)
			}
			_, err := dec.Token()
			return constraint.ArrayOf(elems...), err
		}
		var members []constraint.Member
		for dec.More() {
			name, err := dec.Token()
			if err != nil {
				return constraint.Undefined(), err
			}
			v, err := readValue(dec)
			if err != nil {
				return v, err
			}
			members = append(members, constraint.Member{Name: name.(string), Value: v})
		}
		_, err := dec.Token()
		return constraint.ObjectOf(members...), err
	}
	return constraint.Undefined(), fmt.Errorf("unexpected token %v", tok)
}
