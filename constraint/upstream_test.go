package constraint

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// Upstream's files the library does not ship: the two
// phantom files and the two always-true non-schema files.
var notShipped = map[string]bool{
	"AccessPolicy": true, "ConversationSealingPolicy": true, "EpistemicTristate": true, "ReservationArithmetic": true,
}

type upstreamFile struct {
	stem string
	file *File
	ferr *FileError
}

func loadUpstream(t *testing.T) []upstreamFile {
	t.Helper()
	dir := upstreamdata.Dir(t, "constraints")
	paths, err := filepath.Glob(filepath.Join(dir, "*.constraints.json"))
	if err != nil {
		t.Fatal(err)
	}
	var out []upstreamFile
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := ParseFile(data)
		u := upstreamFile{stem: strings.TrimSuffix(filepath.Base(p), ".constraints.json"), file: f}
		if err != nil && !errors.As(err, &u.ferr) {
			t.Fatalf("%s: %v", p, err)
		}
		out = append(out, u)
	}
	return out
}

// TestUpstreamFilesLoad: upstream's 40 files (147 constraints, 123 error,
// 24 warning) load; exactly the seven constraints of notCompiling do not compile,
// in exactly two files; the type checker accepts every file but the two
// whose schema_id is not a schema.
func TestUpstreamFilesLoad(t *testing.T) {
	t.Parallel()
	ups := loadUpstream(t)
	var total, errorsSev, warnings, compiled int
	failing := map[string]string{}
	var withFileErr, invalid []string
	reg := DefaultRegistry()
	for _, u := range ups {
		if u.ferr != nil {
			withFileErr = append(withFileErr, u.stem)
			for _, ce := range u.ferr.Errors {
				failing[ce.ID] = ce.Err.Msg
			}
		}
		for _, c := range u.file.Constraints() {
			total++
			if c.Severity == SeverityError {
				errorsSev++
			} else {
				warnings++
			}
			if c.Expr != nil {
				compiled++
			}
		}
		if !TypeCheckFile(u.file, reg).Valid {
			invalid = append(invalid, u.stem)
		}
	}
	if len(ups) != 40 || total != 147 || errorsSev != 123 || warnings != 24 || compiled != 140 {
		t.Errorf("%d files, %d constraints (%d error, %d warning), %d compile; want 40, 147 (123, 24), 140",
			len(ups), total, errorsSev, warnings, compiled)
	}
	if len(failing) != len(notCompiling) {
		t.Errorf("not compiling: %v", failing)
	}
	for id, msg := range notCompiling {
		t.Run(id, func(t *testing.T) {
			if failing[id] != msg {
				t.Errorf("%s: %q, want %q", id, failing[id], msg)
			}
		})
	}
	if got := strings.Join(withFileErr, ","); got != "LivenessProperty,ModelProviderSpec" {
		t.Errorf("files with a FileError: %s", got)
	}
	if got := strings.Join(invalid, ","); got != "EpistemicTristate,ReservationArithmetic" {
		t.Errorf("files the type checker rejects: %s", got)
	}
	t.Logf("upstream: %d files, %d constraints, %d compile, %d do not", len(ups), total, compiled, total-compiled)
}

// TestUpstreamEquivalence: every upstream constraint the library keeps has
// a shipped constraint with the same id and severity whose verdict is equal
// on every JSON object of upstream's vectors and on generated documents;
// the library ships nothing else.
func TestUpstreamEquivalence(t *testing.T) {
	t.Parallel()
	ups := loadUpstream(t)
	docs := vectorDocuments(t)
	rng := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 0x636f6e73))
	shippedIDs := map[string]bool{}
	for _, f := range ShippedFor(hounfour.Contract700) {
		for _, c := range f.Constraints() {
			shippedIDs[c.ID] = true
		}
	}
	kept, equal, generated := 0, 0, 0
	for _, u := range ups {
		if notShipped[u.stem] {
			continue
		}
		lib := ForSchemaIn(hounfour.Contract700, u.file.SchemaID())
		if len(lib) != 1 {
			t.Errorf("%s: %d library files for %s", u.stem, len(lib), u.file.SchemaID())
			continue
		}
		libByID := map[string]Constraint{}
		for _, c := range lib[0].Constraints() {
			libByID[c.ID] = c
		}
		for _, uc := range u.file.Constraints() {
			lc, ok := libByID[uc.ID]
			delete(shippedIDs, uc.ID)
			switch {
			case !ok:
				t.Errorf("%s: the library has no constraint %s", u.stem, uc.ID)
				continue
			case lc.Severity != uc.Severity:
				t.Errorf("%s: severity %s, upstream %s", uc.ID, lc.Severity, uc.Severity)
			case (lc.Expr == nil) != (uc.Expr == nil):
				t.Errorf("%s: compiles in one file only", uc.ID)
			}
			if uc.Expr == nil || lc.Expr == nil {
				continue
			}
			kept++
			gen := documentGenerator(uc.Expression, rng)
			same := true
			for i := 0; i < len(docs)+300; i++ {
				var doc Value
				if i < len(docs) {
					doc = docs[i]
				} else {
					doc = gen()
					generated++
				}
				want := verdict(u.file, uc.Expr, doc)
				if got := verdict(lib[0], lc.Expr, doc); got != want {
					t.Errorf("%s: verdict %s, upstream's expression gives %s on %v", uc.ID, got, want, doc)
					same = false
					break
				}
			}
			if same {
				equal++
			}
		}
	}
	for id := range shippedIDs {
		t.Run(id, func(t *testing.T) {
			t.Errorf("the library ships %s, which upstream's kept files do not have", id)
		})
	}
	if kept != 135 || equal != kept {
		t.Errorf("%d kept constraints compared, %d equal; want 135", kept, equal)
	}
	t.Logf("%d kept upstream constraints, %d with equal verdicts on %d vector documents and %d generated documents",
		kept, equal, len(docs), generated)
}

// TestShippedRulesOnUpstreamVectors: every shipped rule evaluates without
// an evaluation error on every JSON object of upstream's vectors.
func TestShippedRulesOnUpstreamVectors(t *testing.T) {
	t.Parallel()
	docs := vectorDocuments(t)
	n := 0
	for _, f := range ShippedFor(hounfour.Contract700) {
		for _, d := range docs {
			for _, r := range f.Evaluate(d).Results {
				if r.Status == StatusError {
					t.Errorf("%s on %v: %v", r.ID, d, r.Err)
				}
				n++
			}
		}
	}
	t.Logf("%d evaluations of shipped rules on %d upstream vector documents, no evaluation error", n, len(docs))
}

// verdict is a constraint's status on a document, evaluated within its file
// (so with the file's aliases).
func verdict(f *File, x *Expr, doc Value) Status {
	v, err := x.run(doc, f.aliases, nil)
	switch {
	case err != nil:
		return StatusError
	case v.Truthy():
		return StatusPass
	}
	return StatusFail
}

// vectorDocuments returns every JSON object, at any depth, of upstream's
// vector files.
func vectorDocuments(t *testing.T) []Value {
	t.Helper()
	dir := upstreamdata.Dir(t, "vectors")
	var docs []Value
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		v, err := DecodeJSON(data)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		var walk func(Value)
		walk = func(v Value) {
			switch v.Kind() {
			case KindObject:
				docs = append(docs, v)
				for _, m := range v.obj().members {
					walk(m.Value)
				}
			case KindArray:
				for _, e := range v.arr().elems {
					walk(e)
				}
			}
		}
		walk(v)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) == 0 {
		t.Fatal("no vector documents")
	}
	return docs
}

// documentGenerator returns random documents shaped after an expression:
// every path it reads (through .every bodies, indexes, string field paths
// and the members its builtins look at) is present with some probability,
// holding values drawn from the expression's own literals, numeric text,
// timestamps and every other kind, or replaced by a value of the wrong kind.
func documentGenerator(expr string, rng *rand.Rand) func() Value {
	x := MustCompile(expr)
	root := &docShape{}
	g := &generator{rng: rng, numbers: []float64{0, 1, -1, 1.5, 3, 60, 10000, 1e21, 0.999},
		texts: []string{"", "0", "5", "10", "-3", "007", " 12 ", "0x10", "1.5", "abc", "completed", "agree", "forward",
			"2026-01-01T00:00:00Z", "2026-01-01T00:01:00Z", "99999999999999999999"}}
	g.collect(x.root, root, nil)
	if root.fields == nil {
		root.fields = map[string]*docShape{}
	}
	return func() Value {
		for {
			if v := g.value(root, 0); v.k == KindObject {
				return v
			}
		}
	}
}

// docShape is what a generated value should look like: an object with fields,
// an array of elem, or (neither) any value.
type docShape struct {
	fields map[string]*docShape
	elem   *docShape
}

func (s *docShape) field(name string) *docShape {
	if s.fields == nil {
		s.fields = map[string]*docShape{}
	}
	if s.fields[name] == nil {
		s.fields[name] = &docShape{}
	}
	return s.fields[name]
}

func (s *docShape) element() *docShape {
	if s.elem == nil {
		s.elem = &docShape{}
	}
	return s.elem
}

func (s *docShape) at(segs ...string) *docShape {
	for _, seg := range segs {
		s = s.field(seg)
	}
	return s
}

type generator struct {
	rng     *rand.Rand
	numbers []float64
	texts   []string
	lits    []Value // the expression's own literals, drawn more often
}

// builtinMembers are the members builtins read from their arguments (and,
// for [], from the arguments' elements).
var builtinMembers = map[string][]string{
	"all_links_subset_authority":  {"[]authority_scope.[]"},
	"delegation_budget_conserved": {"[]budget_allocated_micro"},
	"links_temporally_ordered":    {"[]timestamp"},
	"links_form_chain":            {"[]delegator", "[]delegatee"},
	"tree_budget_conserved":       {"node_id", "budget_allocated_micro", "children.[]budget_allocated_micro", "children.[]children"},
	"tree_authority_narrowing":    {"node_id", "authority_scope.[]", "children.[]authority_scope.[]", "children.[]children"},
	"saga_amount_conserved":       {"steps.[]status", "steps.[]amount_micro", "compensation_steps.[]status", "compensation_steps.[]amount_micro"},
	"saga_steps_sequential":       {"steps.[]step_id"},
	"saga_timeout_valid":          {"steps.[]status", "steps.[]started_at", "steps.[]completed_at", "timeout.per_step_seconds"},
	"outcome_consensus_valid":     {"votes.[]vote", "consensus_threshold", "outcome_type", "escalated_to"},
	"monetary_policy_solvent":     {"conservation_ceiling"},
	"permission_boundary_active":  {"scope", "permitted_if", "reporting", "revocation"},
	"proposal_quorum_met":         {"voting.quorum_required", "voting.votes_cast.[]weight"},
	"proposal_weights_normalized": {"voting.votes_cast.[]weight"},
	"all_emergent_have_evidence":  {"[]"},
	"no_emergent_in_individual":   {"[]"},
}

// collect walks the compiled expression, recording the paths it reads.
// params holds the element shapes bound to .every parameters by level.
func (g *generator) collect(n node, root *docShape, params []*docShape) *docShape {
	switch n := n.(type) {
	case *literal:
		g.lits = append(g.lits, n.v)
	case *notNode:
		g.collect(n.x, root, params)
	case *andNode:
		for _, x := range n.xs {
			g.collect(x, root, params)
		}
	case *orNode:
		for _, x := range n.xs {
			g.collect(x, root, params)
		}
	case *implies:
		g.collect(n.a, root, params)
		g.collect(n.b, root, params)
	case *comparison:
		g.collect(n.l, root, params)
		g.collect(n.r, root, params)
	case *path:
		return g.pathShape(n, root, params)
	case *every:
		coll := g.pathShape(&n.p, root, params).element()
		g.collect(n.body, root, append(params[:n.level:n.level], coll))
	case *arrayLit:
		for _, e := range n.elems {
			g.collect(e, root, params)
		}
	case *call:
		a := g.collect(n.a, root, params)
		if n.b != nil {
			g.collect(n.b, root, params)
			if lit, ok := n.b.(*literal); ok && lit.v.k == KindString && a != nil {
				a.element().at(strings.Split(lit.v.s, ".")...)
			}
		}
		if n.c != nil {
			g.collect(n.c, root, params)
		}
		if a != nil {
			for _, m := range builtinMembers[n.fn.name] {
				s := a
				for _, seg := range strings.Split(m, ".") {
					if strings.HasPrefix(seg, "[]") {
						s, seg = s.element(), seg[2:]
					}
					if seg != "" {
						s = s.field(seg)
					}
				}
			}
		}
		if n.fn.docLevel && a == nil {
			g.collect(&path{param: -1, index: -1}, root, params)
		}
	case *temporal:
		s := root
		if n.p.param >= 0 {
			s = params[n.p.param]
		} else {
			s = root.field(n.p.head)
		}
		s.at(n.p.segs...)
	}
	return nil
}

func (g *generator) pathShape(p *path, root *docShape, params []*docShape) *docShape {
	var s *docShape
	switch {
	case p.param >= 0:
		s = params[p.param]
	case p.head == "saga" || p.head == "proposal": // the shipped aliases: the document itself
		s = root
	default:
		s = root.field(p.head)
	}
	if p.index >= 0 {
		s = s.element()
	}
	return s.at(p.segs...)
}

func (g *generator) value(s *docShape, depth int) Value {
	r := g.rng.IntN(20)
	switch {
	case r == 0 || depth > 6:
		return g.scalar()
	case s.elem != nil && (s.fields == nil || r < 10):
		n := g.rng.IntN(4)
		elems := make([]Value, n)
		for i := range elems {
			elems[i] = g.value(s.elem, depth+1)
		}
		return Value{k: KindArray, x: &array{elems: elems}}
	case s.fields != nil:
		names := make([]string, 0, len(s.fields))
		for name := range s.fields {
			names = append(names, name)
		}
		sort.Strings(names)
		var ms []Member
		for _, name := range names {
			if g.rng.IntN(6) > 0 {
				ms = append(ms, Member{name, g.value(s.fields[name], depth+1)})
			}
		}
		return Value{k: KindObject, x: newObject(ms)}
	}
	return g.scalar()
}

func (g *generator) scalar() Value {
	if len(g.lits) > 0 && g.rng.IntN(5) < 2 {
		return g.lits[g.rng.IntN(len(g.lits))]
	}
	switch g.rng.IntN(12) {
	case 0:
		return null
	case 1:
		return Bool(g.rng.IntN(2) == 0)
	case 2, 3, 4:
		return Number(g.numbers[g.rng.IntN(len(g.numbers))])
	case 5:
		return Value{k: KindObject, x: newObject(nil)}
	case 6:
		return Value{k: KindArray, x: &array{elems: []Value{String(g.texts[g.rng.IntN(len(g.texts))])}}}
	}
	return String(g.texts[g.rng.IntN(len(g.texts))])
}
