package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/schemas"
)

// Result is the outcome of one case.
type Result struct {
	File  string // file path within its file system
	Label string // schema name or kind (File.Label)
	ID    string // case id
	Err   error  // nil when the case passed
}

// Passed reports whether the case passed.
func (r Result) Passed() bool { return r.Err == nil }

// Report is the outcome of a run.
type Report struct {
	Results []Result
}

// Tally counts the results of one label.
type Tally struct {
	Label          string
	Passed, Failed int
}

// Failed returns the failed results.
func (r Report) Failed() []Result {
	var out []Result
	for _, x := range r.Results {
		if !x.Passed() {
			out = append(out, x)
		}
	}
	return out
}

// OK reports whether every case passed and there was at least one.
func (r Report) OK() bool { return len(r.Results) > 0 && len(r.Failed()) == 0 }

// Tallies groups the results by label, labels ascending.
func (r Report) Tallies() []Tally {
	m := map[string]*Tally{}
	for _, x := range r.Results {
		t := m[x.Label]
		if t == nil {
			t = &Tally{Label: x.Label}
			m[x.Label] = t
		}
		if x.Passed() {
			t.Passed++
		} else {
			t.Failed++
		}
	}
	out := make([]Tally, 0, len(m))
	for _, t := range m {
		out = append(out, *t)
	}
	slices.SortFunc(out, func(a, b Tally) int { return strings.Compare(a.Label, b.Label) })
	return out
}

// Load reads every *.json vector file of fsys, in path order.
func Load(fsys fs.FS) ([]File, error) {
	var files []File
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		var f File
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			return fmt.Errorf("vectors: %s: %w", p, err)
		}
		f.Path = p
		files = append(files, f)
		return nil
	})
	return files, err
}

// Options configures a run of vector files.
type Options struct {
	// Limits bounds every document the runner decodes with
	// hounfour.DecodeWithLimits: the document of a document case and the
	// documents inside a function kind's input. A zero field takes its
	// default (hounfour.DefaultLimits), so the zero Options is the run of
	// [Run]. Under smaller limits a case whose document exceeds one fails
	// (a valid case) or reports the limit's violation instead of its own
	// (an invalid case).
	Limits hounfour.Limits
	// Contract, when set, runs the cases under that contract only (a case
	// for another contract is not run); the zero Contract runs each case
	// under every contract it holds for (Case.Contract).
	Contract hounfour.Contract
}

// Run loads and runs every vector file of fsys under hounfour.DefaultLimits.
func Run(fsys fs.FS) (Report, error) { return RunWith(fsys, Options{}) }

// RunWith loads and runs every vector file of fsys with opts.
func RunWith(fsys fs.FS, opts Options) (Report, error) {
	files, err := Load(fsys)
	if err != nil {
		return Report{}, err
	}
	return RunFilesWith(files, opts), nil
}

// RunFiles runs the cases of files under hounfour.DefaultLimits.
func RunFiles(files []File) Report { return RunFilesWith(files, Options{}) }

// RunFilesWith runs the cases of files with opts.
func RunFilesWith(files []File, opts Options) Report {
	var rep Report
	for i := range files {
		f := &files[i]
		for j := range f.Cases {
			c := &f.Cases[j]
			if opts.Contract != "" && c.Contract != "" && c.Contract != opts.Contract {
				continue
			}
			rep.Results = append(rep.Results, Result{File: f.Path, Label: f.Label(), ID: c.ID, Err: RunCaseWith(f, c, opts)})
		}
	}
	return rep
}

// RunCase runs one case of f under hounfour.DefaultLimits and returns nil
// when it passes.
func RunCase(f *File, c *Case) error { return RunCaseWith(f, c, Options{}) }

// RunCaseWith runs one case of f with opts and returns nil when it passes:
// under opts.Contract when it is set, else under the case's contract, else
// under each contract the library speaks (the errors of each, prefixed by
// the contract).
func RunCaseWith(f *File, c *Case, opts Options) error {
	if c.Contract != "" && !c.Contract.IsValid() {
		return &hounfour.ContractError{Text: string(c.Contract)}
	}
	switch {
	case opts.Contract != "" && c.Contract != "" && c.Contract != opts.Contract:
		return fmt.Errorf("the case is for contract %s, the run for %s", c.Contract, opts.Contract)
	case opts.Contract != "":
		return runCaseIn(f, c, opts, opts.Contract)
	case c.Contract != "":
		return runCaseIn(f, c, opts, c.Contract)
	}
	var errs []error
	for _, k := range hounfour.Contracts() {
		if err := runCaseIn(f, c, opts, k); err != nil {
			errs = append(errs, fmt.Errorf("under %s: %w", k, err))
		}
	}
	return errors.Join(errs...)
}

func runCaseIn(f *File, c *Case, opts Options, contract hounfour.Contract) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	cc := *c
	cc.limits = opts.Limits
	cc.contract = contract
	if f.IsDocument() {
		return runDocument(f.Schema, &cc)
	}
	k, ok := kinds[f.Kind]
	if !ok {
		return fmt.Errorf("unknown vector kind %q", f.Kind)
	}
	return k(&cc)
}

// decode is hounfour.Options.Decode under the limits and the contract of
// the run.
func (c *Case) decode(data []byte, v hounfour.Validator) error {
	o, err := c.options()
	if err != nil {
		return err
	}
	return o.Decode(data, v)
}

// OptionsFor returns the hounfour.Options a run of the case under the
// contract k validates with: k and the case's Options (an unparsable
// options.now leaves the clock's time).
func (c *Case) OptionsFor(k hounfour.Contract) hounfour.Options {
	cc := *c
	cc.contract = k
	o, _ := cc.options()
	return o
}

// options are the hounfour.Options of the run of c: its contract and
// limits, and the case's Options.
func (c *Case) options() (hounfour.Options, error) {
	o := hounfour.Options{Contract: c.contract, Limits: c.limits}
	if co := c.Options; co != nil {
		o.AcceptDeferred, o.FailClosed = co.AcceptDeferred, co.FailClosed
		o.ChainContext = ChainContextOf(co.ChainContext)
		if co.Now != "" {
			t, err := time.Parse(time.RFC3339Nano, co.Now)
			if err != nil {
				return o, fmt.Errorf("options.now: %v", err)
			}
			o.Now = t
		}
	}
	return o, nil
}

// checkObligations compares the obligations manifest the valid v leaves
// under the case's options with the expected one.
func (c *Case) checkObligations(v hounfour.Validator) error {
	if c.Options == nil && c.Obligations == nil {
		return nil
	}
	o, err := c.options()
	if err != nil {
		return err
	}
	m := o.Obligations(v)
	if c.Obligations == nil {
		if m != nil {
			b, _ := json.Marshal(m)
			return fmt.Errorf("want no obligations, got %s", b)
		}
		return nil
	}
	if m == nil {
		return errors.New("want obligations, got none")
	}
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := sameTokens(c.Obligations, b); err != nil {
		return fmt.Errorf("obligations: %v\n  got %s", err, b)
	}
	return nil
}

func runDocument(schema string, c *Case) error {
	if c.Valid == nil {
		return errors.New("document case without \"valid\"")
	}
	doc := c.Document()
	v, err := schemas.NewFor(c.contract, schema)
	if err != nil {
		return err
	}
	err = c.decode(doc, v)
	var verr *hounfour.ValidationError
	if err != nil && !errors.As(err, &verr) {
		return fmt.Errorf("decode returned a non-validation error: %v", err)
	}
	if *c.Valid {
		if err != nil {
			return fmt.Errorf("want valid, got %v", err)
		}
		if c.Warnings != nil {
			var got []hounfour.Warning
			if w, ok := v.(interface{ Warnings() []hounfour.Warning }); ok {
				got = w.Warnings()
			}
			if err := compare("warning", c.Warnings, got); err != nil {
				return err
			}
		}
		if err := c.checkObligations(v); err != nil {
			return err
		}
		if err := roundTrip(schema, v, c.Encoded); err != nil {
			return err
		}
		return nil
	}
	if err == nil {
		return errors.New("want invalid, got valid")
	}
	if c.Violations != nil {
		return compare("violation", c.Violations, verr.Violations)
	}
	return nil
}

func compare(what string, want []Expect, got []hounfour.Violation) error {
	var b strings.Builder
	n := max(len(want), len(got))
	for i := 0; i < n; i++ {
		switch {
		case i >= len(want):
			fmt.Fprintf(&b, "\n  unexpected %s %s [%s] %s", what, got[i].Path, got[i].Rule, got[i].Message)
		case i >= len(got):
			fmt.Fprintf(&b, "\n  missing %s %s [%s] %s", what, want[i].Path, want[i].Rule, want[i].Message)
		default:
			w, g := want[i], got[i]
			if w.Path != g.Path || w.Rule != g.Rule || w.Message != "" && w.Message != g.Message {
				fmt.Fprintf(&b, "\n  %s %d: want %s [%s] %q, got %s [%s] %q", what, i, w.Path, w.Rule, w.Message, g.Path, g.Rule, g.Message)
			}
		}
	}
	if b.Len() > 0 {
		return errors.New(what + "s differ:" + b.String())
	}
	return nil
}

// roundTrip checks that encoding the decoded value and decoding it again
// gives an equal value and byte-identical second encoding, and that the
// encoding matches want when given.
func roundTrip(schema string, v hounfour.Validator, want json.RawMessage) error {
	enc, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode: %v", err)
	}
	if want != nil {
		if err := sameTokens(want, enc); err != nil {
			return fmt.Errorf("encoded form: %v\n  got %s", err, enc)
		}
	}
	v2, _ := schemas.New(schema)
	return roundtrip.Again(enc, v, v2)
}

// sameTokens compares two JSON texts token by token: member order, names,
// values and number literals must match; string escaping may differ.
func sameTokens(a, b []byte) error {
	da := jsontext.NewDecoder(bytes.NewReader(a), jsontext.AllowDuplicateNames(true))
	db := jsontext.NewDecoder(bytes.NewReader(b), jsontext.AllowDuplicateNames(true))
	for {
		ta, ea := da.ReadToken()
		tb, eb := db.ReadToken()
		if ea != nil || eb != nil {
			if ea != nil && eb != nil && ea.Error() == eb.Error() {
				return nil
			}
			return fmt.Errorf("token streams differ in length (%v, %v)", ea, eb)
		}
		if ta.Kind() != tb.Kind() || ta.String() != tb.String() {
			return fmt.Errorf("at %s: want %s, got %s", db.StackPointer(), ta.String(), tb.String())
		}
	}
}
