package vectors

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
)

// ConformanceStatus is the outcome of one conformance vector.
type ConformanceStatus string

// The outcomes of a conformance vector. Passed, Failed and UnexpectedPass
// are verdicts of a vector that was run; the others say why it was not run
// (or not fully run) and always come with a reason.
const (
	// ConformancePassed: the generic checks passed and the category's
	// library code produced the expected verdict and output.
	ConformancePassed ConformanceStatus = "passed"
	// ConformanceFailed: a generic check or the category's check failed.
	ConformanceFailed ConformanceStatus = "failed"
	// ConformanceSkipped: the generic checks passed; the category's library
	// code is not part of the build (the reason names what it waits on).
	// Every category of this build has its check, so a run of this build
	// reports no skipped vector; the status stays part of the report form.
	ConformanceSkipped ConformanceStatus = "skipped"
	// ConformanceMatcherOnly: the generic checks passed; the category's
	// expected output follows no rule a library function can state (the
	// reason says why), so there is nothing more to run.
	ConformanceMatcherOnly ConformanceStatus = "matcher-only"
	// ConformanceExpectedFailure: the vector failed and is listed in the
	// expected-failures list (the reason is the list's, the detail the
	// failure's).
	ConformanceExpectedFailure ConformanceStatus = "expected-failure"
	// ConformanceUnexpectedPass: the vector is listed as an expected failure
	// but passed; the list is out of date. Counts as a failure.
	ConformanceUnexpectedPass ConformanceStatus = "unexpected-pass"
)

// ConformanceResult is the outcome of one conformance vector file.
type ConformanceResult struct {
	// File is the file's path within the file system that was run
	// ("<category>/<name>.json").
	File string `json:"file"`
	// VectorID is the vector's id ("" when the file did not decode).
	VectorID string `json:"vector_id"`
	// Category is the vector's category, or its folder when the file did
	// not decode.
	Category string `json:"category"`
	// Status is the outcome.
	Status ConformanceStatus `json:"status"`
	// Reason says why a vector was skipped, matcher-only or an expected
	// failure; "" otherwise.
	Reason string `json:"reason,omitempty"`
	// Detail describes the failure (failed, expected-failure) or the check
	// that unexpectedly passed.
	Detail string `json:"detail,omitempty"`
}

// ConformanceSummary counts the results of a conformance run. Skipped
// counts every vector not fully run: skipped categories, matcher-only
// vectors and expected failures (broken down in the last three counts).
// Failed includes unexpected passes.
type ConformanceSummary struct {
	OK               bool `json:"ok"`
	Failed           int  `json:"failed"`
	Skipped          int  `json:"skipped"`
	Passed           int  `json:"passed"`
	Total            int  `json:"total"`
	UnexpectedPasses int  `json:"unexpected_passes"`
	Waiting          int  `json:"waiting"`
	MatcherOnly      int  `json:"matcher_only"`
	ExpectedFailures int  `json:"expected_failures"`
}

// CategoryTally counts the results of one category.
type CategoryTally struct {
	Category string `json:"category"`
	Passed   int    `json:"passed"`
	Failed   int    `json:"failed"`
	Skipped  int    `json:"skipped"`
	// Reason is the category's skip or matcher-only reason, when it has one.
	Reason string `json:"reason,omitempty"`
}

// ConformanceReport is the outcome of a conformance run. Its JSON form (the
// output of `hounfour conformance -format json`) is stable: summary,
// categories (in protocol order, then unknown folders), vectors (in file
// order) and the expected-failure entries that matched no vector.
type ConformanceReport struct {
	Summary    ConformanceSummary  `json:"summary"`
	Categories []CategoryTally     `json:"categories"`
	Vectors    []ConformanceResult `json:"vectors"`
	// UnusedExpectedFailures are list entries whose vector was not in the
	// run (informational: a partial run does not hold every vector).
	UnusedExpectedFailures []ExpectedFailure `json:"unused_expected_failures"`
}

// SummaryLine returns the one-line result: "PASS (failed: 0, skipped: N,
// passed: M, total: T)", or FAIL when a vector failed or none was found.
func (r *ConformanceReport) SummaryLine() string {
	s := r.Summary
	verdict := "FAIL"
	if s.OK {
		verdict = "PASS"
	}
	return fmt.Sprintf("%s (failed: %d, skipped: %d, passed: %d, total: %d)", verdict, s.Failed, s.Skipped, s.Passed, s.Total)
}

// ConformanceOptions configures [RunConformance].
type ConformanceOptions struct {
	// ExpectedFailures lists the vectors known to fail, with the reason
	// ([DefaultExpectedFailures] is the repository's list; nil: none).
	ExpectedFailures []ExpectedFailure
	// Limits bounds every document the run decodes (the vector files and
	// the documents inside them), as [Options.Limits] does; a zero field
	// takes its default. [RunUpstreamAll] applies it to upstream's other
	// vector files too.
	Limits hounfour.Limits
	// Contract is the contract every document is decoded under (the zero
	// Contract: the default). A vector tree states its contract in its
	// VERSION file ([TreeContract]); [RunUpstreamAll] takes it from there
	// when it is zero.
	Contract hounfour.Contract
}

// RunConformance runs every conformance vector file of fsys, a folder laid
// out as upstream's vectors/conformance: one folder per category holding one
// ConformanceVector document per *.json file. Other files are not vectors
// and are ignored.
//
// Every file first passes the generic checks: it decodes as a valid
// [conformance.Vector]; its category equals its folder (a file outside
// a category folder fails); its vector_id is unique across the run; and a
// vector with expected_valid true matches its own expected output under its
// matching rules. Then its category's check runs: a schema's validation
// (the verdict must equal expected_valid; an expected
// "constraint_violated" rule id and every cross_field_validations entry
// must be among the violations or warnings), or a library function whose
// output is compared with [conformance.MatchOutput] — the provider
// categories run [model.NormalizeProviderResponse] (provider-normalization,
// thinking-trace) and the tool-call conversions (tool-call-roundtrip), and
// an invalid vector must be rejected with the sentinel its
// metadata.expected_error names. ensemble-position is matcher-only, with
// its reason; a category without a check fails. A failing vector listed
// in opts.ExpectedFailures is an expected failure; a listed vector that
// passes is an unexpected pass, which fails the run so the list cannot rot.
//
// The run is OK when no vector failed, none passed unexpectedly and at
// least one vector was found.
func RunConformance(fsys fs.FS, opts ConformanceOptions) ConformanceReport {
	var rep ConformanceReport
	known := map[string]ExpectedFailure{}
	used := map[string]bool{}
	var list []ExpectedFailure
	for _, e := range opts.ExpectedFailures {
		if e.Contract == "" || e.Contract == opts.Contract.Or().String() {
			known[e.VectorID] = e
			list = append(list, e)
		}
	}
	seen := map[string]string{} // vector_id → file
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			rep.Vectors = append(rep.Vectors, ConformanceResult{File: p, Status: ConformanceFailed, Detail: err.Error()})
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(p, ".json") {
			return nil
		}
		o := hounfour.Options{Contract: opts.Contract, Limits: opts.Limits}
		var r ConformanceResult
		if strings.HasPrefix(p, "commons/") && o.Contract.Or().Includes(commonsSince) {
			r = runCommonsFile(fsys, p, o)
		} else {
			r = runConformanceFile(fsys, p, seen, o)
		}
		if e, ok := known[r.VectorID]; ok && r.VectorID != "" {
			used[r.VectorID] = true
			switch r.Status {
			case ConformanceFailed:
				r.Status, r.Reason = ConformanceExpectedFailure, e.Reason
			case ConformancePassed:
				r.Status, r.Reason = ConformanceUnexpectedPass, e.Reason
				r.Detail = "listed as an expected failure but passed: remove it from the expected-failures list"
			}
		}
		rep.Vectors = append(rep.Vectors, r)
		return nil
	})
	if err != nil {
		rep.Vectors = append(rep.Vectors, ConformanceResult{File: ".", Status: ConformanceFailed, Detail: err.Error()})
	}
	rep.UnusedExpectedFailures = []ExpectedFailure{}
	for _, e := range list {
		if !used[e.VectorID] {
			rep.UnusedExpectedFailures = append(rep.UnusedExpectedFailures, e)
		}
	}
	if rep.Vectors == nil {
		rep.Vectors = []ConformanceResult{}
	}
	rep.tally()
	return rep
}

func (rep *ConformanceReport) tally() {
	s := &rep.Summary
	cats := map[string]*CategoryTally{}
	var order []string
	for _, c := range conformance.Categories() {
		order = append(order, string(c))
	}
	for _, r := range rep.Vectors {
		t := cats[r.Category]
		if t == nil {
			t = &CategoryTally{Category: r.Category}
			cats[r.Category] = t
			if !conformance.Category(r.Category).Valid() {
				order = append(order, r.Category)
			}
		}
		s.Total++
		switch r.Status {
		case ConformancePassed:
			s.Passed++
			t.Passed++
		case ConformanceFailed:
			s.Failed++
			t.Failed++
		case ConformanceUnexpectedPass:
			s.Failed++
			s.UnexpectedPasses++
			t.Failed++
		case ConformanceSkipped, ConformanceMatcherOnly, ConformanceExpectedFailure:
			s.Skipped++
			t.Skipped++
			switch r.Status {
			case ConformanceSkipped:
				s.Waiting++
				t.Reason = r.Reason
			case ConformanceMatcherOnly:
				s.MatcherOnly++
				t.Reason = r.Reason
			default:
				s.ExpectedFailures++
			}
		}
	}
	rep.Categories = []CategoryTally{}
	for _, c := range order {
		if t := cats[c]; t != nil {
			rep.Categories = append(rep.Categories, *t)
		}
	}
	s.OK = s.Total > 0 && s.Failed == 0
}

// conformanceOutcome is what a category handler returns instead of a plain
// error when it does not (fully) run a vector.
type conformanceOutcome struct {
	status ConformanceStatus // skipped or matcher-only
	reason string
}

func (o *conformanceOutcome) Error() string { return string(o.status) + ": " + o.reason }

func runConformanceFile(fsys fs.FS, p string, seen map[string]string, o hounfour.Options) (res ConformanceResult) {
	dir, _ := path.Split(p)
	dir = strings.TrimSuffix(dir, "/")
	res = ConformanceResult{File: p, Category: dir}
	fail := func(format string, args ...any) ConformanceResult {
		res.Status, res.Detail = ConformanceFailed, fmt.Sprintf(format, args...)
		return res
	}
	defer func() {
		if r := recover(); r != nil {
			res = fail("panic: %v", r)
		}
	}()
	data, err := fs.ReadFile(fsys, p)
	if err != nil {
		return fail("%v", err)
	}
	var v conformance.Vector
	if err := o.Decode(data, &v); err != nil {
		return fail("not a valid conformance-vector document: %v", err)
	}
	res.VectorID, res.Category = v.VectorID, string(v.Category)
	if dir == "" || strings.Contains(dir, "/") {
		return fail("a conformance vector must sit directly in its category folder, not in %q", dir)
	}
	if dir != string(v.Category) {
		return fail("category %q differs from its folder %q", v.Category, dir)
	}
	if first, dup := seen[v.VectorID]; dup {
		return fail("vector_id %s is also used by %s", v.VectorID, first)
	}
	seen[v.VectorID] = p
	if v.ExpectedValid {
		if m := conformance.MatchOutput(v.ExpectedOutput, v.ExpectedOutput, v.MatchingRules); !m.Matched {
			return fail("expected_output does not match itself under its matching rules: %s", m.Reason)
		}
	}
	h, ok := conformanceHandlers[v.Category]
	if !ok {
		return fail("no handler for category %s", v.Category)
	}
	err = h(&v, o)
	var out *conformanceOutcome
	switch {
	case err == nil:
		res.Status = ConformancePassed
	case errors.As(err, &out):
		res.Status, res.Reason = out.status, out.reason
	default:
		return fail("%v", err)
	}
	return res
}

// conformanceHandler runs a vector's category check, decoding documents
// under l; nil = passed, a *conformanceOutcome = not (fully) run, any other
// error = failed.
type conformanceHandler func(v *conformance.Vector, o hounfour.Options) error

// conformanceHandlers maps every category to its handler. Files of this
// package add their entries from init functions.
var conformanceHandlers = map[conformance.Category]conformanceHandler{}

// matcherOnly is the handler of a category whose expected output no
// general rule produces: the generic checks are all there is to run.
func matcherOnly(reason string) conformanceHandler {
	return func(*conformance.Vector, hounfour.Options) error {
		return &conformanceOutcome{status: ConformanceMatcherOnly, reason: reason}
	}
}

// quoteList formats names for a failure message.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
