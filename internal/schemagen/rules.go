package schemagen

import (
	"github.com/hounfour-go/hounfour"
	"go/ast"
	"go/token"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// Rule is one rule of a document that JSON Schema does not express: a
// cross-field rule, a constraint-file rule, or a primitive rule beyond the
// schema's pattern. index.json lists them per schema ("cross_field_rules")
// so that a consumer validating with the schema files alone sees what it must
// check itself.
//
// The list is derived from each rule's one declaration: the Report calls in
// the Rules and Warnings functions registered with the codec (read from the
// Go source) and the shipped constraint files the types apply. A rule id
// computed at run time (for example a nested payload's own violations, or a
// primitive's parse-error rule) cannot be read from the source and is not
// listed; the rule of the nested type is listed under that type's schema.
type Rule struct {
	ID string `json:"id"`
	// Message is the reported text; a part computed from the document is
	// written "…".
	Message string `json:"message"`
	// Members are the object's members the rule reads or reports at, in
	// order of first use ("" for a rule on the object as a whole is omitted).
	Members  []string `json:"members,omitempty"`
	Severity string   `json:"severity"` // "error" (makes the document invalid) or "warning"
	Source   string   `json:"source"`   // "go" or "constraint-file"
	// Object is the Go type whose rules declare it (package.Type).
	Object string `json:"object"`
}

// pkgSource is what rules extraction needs from one package's files.
type pkgSource struct {
	consts map[string]string // package-level string constants
	funcs  map[string][]*ast.FuncDecl
	metas  []metaLit
}

// metaLit is one codec.Register(codec.Meta[T]{…}) of a package.
type metaLit struct {
	typeName        string
	rules, warnings ast.Expr
}

func (g *Generator) source(pkg string) *pkgSource {
	if g.pkgs == nil {
		g.pkgs = map[string]*pkgSource{}
	}
	p := g.pkgs[pkg]
	if p == nil {
		p = &pkgSource{consts: map[string]string{}, funcs: map[string][]*ast.FuncDecl{}}
		g.pkgs[pkg] = p
	}
	return p
}

// collectRuleSources records the constants, functions and codec
// registrations of one file.
func (g *Generator) collectRuleSources(f *ast.File, pkg string) {
	p := g.source(pkg)
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			p.funcs[d.Name.Name] = append(p.funcs[d.Name.Name], d)
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				vs, ok := spec.(*ast.ValueSpec)
				if !ok {
					continue
				}
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if s, ok := stringLit(vs.Values[i]); ok && d.Tok == token.CONST {
							p.consts[n.Name] = s
						}
						collectMetas(vs.Values[i], p)
					}
				}
			}
		}
	}
}

// collectMetas finds codec.Register(codec.Meta[T]{…}) in e.
func collectMetas(e ast.Expr, p *pkgSource) {
	ast.Inspect(e, func(n ast.Node) bool {
		cl, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		ix, ok := cl.Type.(*ast.IndexExpr)
		if !ok {
			return true
		}
		if sel, ok := ix.X.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Meta" {
			return true
		}
		id, ok := ix.Index.(*ast.Ident)
		if !ok {
			return true
		}
		m := metaLit{typeName: id.Name}
		for _, el := range cl.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			switch k, _ := kv.Key.(*ast.Ident); {
			case k == nil:
			case k.Name == "Rules":
				m.rules = kv.Value
			case k.Name == "Warnings":
				m.warnings = kv.Value
			}
		}
		p.metas = append(p.metas, m)
		return false
	})
}

func stringLit(e ast.Expr) (string, bool) {
	bl, ok := e.(*ast.BasicLit)
	if !ok || bl.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(bl.Value)
	return s, err == nil
}

// typeRules returns the rules declared for each registered type, keyed by
// package path + "." + type name.
func (g *Generator) typeRules() map[string][]Rule {
	out := map[string][]Rule{}
	for pkg, p := range g.pkgs {
		for _, m := range p.metas {
			key := pkg + "." + m.typeName
			object := pkg[strings.LastIndex(pkg, "/")+1:] + "." + m.typeName
			for _, fn := range []struct {
				e        ast.Expr
				severity string
			}{{m.rules, "error"}, {m.warnings, "warning"}} {
				if fn.e == nil {
					continue
				}
				x := extractor{p: p, severity: fn.severity, object: object, seen: map[*ast.FuncDecl]bool{}}
				x.expr(fn.e)
				out[key] = appendRules(out[key], x.rules...)
			}
		}
	}
	return out
}

func appendRules(dst []Rule, rs ...Rule) []Rule {
	for _, r := range rs {
		if !slices.ContainsFunc(dst, func(d Rule) bool { return d.ID == r.ID && d.Message == r.Message && d.Object == r.Object }) {
			dst = append(dst, r)
		}
	}
	return dst
}

// extractor walks one Rules or Warnings function and the package functions
// it calls.
type extractor struct {
	p        *pkgSource
	severity string
	object   string
	seen     map[*ast.FuncDecl]bool
	rules    []Rule
	env      map[string]string // string parameters bound at the call site
}

func (x *extractor) expr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.FuncLit:
		x.body(e.Body)
	case *ast.Ident:
		x.call(e.Name, nil)
	}
}

// call follows a call of a package function or method, binding its string
// parameters to the call's literal arguments (so that a helper reporting
// schema+"-page-size" for its caller's schema yields the full id).
func (x *extractor) call(name string, args []ast.Expr) {
	for _, d := range x.p.funcs[name] {
		if x.seen[d] || d.Body == nil {
			continue
		}
		x.seen[d] = true
		env := map[string]string{}
		i := 0
		for _, f := range d.Type.Params.List {
			for _, n := range f.Names {
				if i < len(args) {
					if s, ok := x.text(args[i], false); ok {
						env[n.Name] = s
					}
				}
				i++
			}
			if len(f.Names) == 0 {
				i++
			}
		}
		saved := x.env
		x.env = env
		x.body(d.Body)
		x.env = saved
		delete(x.seen, d) // another call site may bind other arguments
	}
}

func (x *extractor) body(b *ast.BlockStmt) {
	var conds []ast.Expr // enclosing if conditions
	var walk func(n ast.Node) bool
	walk = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			if n.Init != nil {
				ast.Inspect(n.Init, walk)
			}
			ast.Inspect(n.Cond, walk)
			conds = append(conds, n.Cond)
			ast.Inspect(n.Body, walk)
			conds = conds[:len(conds)-1]
			if n.Else != nil {
				ast.Inspect(n.Else, walk)
			}
			return false
		case *ast.CallExpr:
			x.callExpr(n, conds)
		case *ast.CompositeLit:
			x.finding(n, conds)
		}
		return true
	}
	ast.Inspect(b, walk)
}

func (x *extractor) callExpr(c *ast.CallExpr, conds []ast.Expr) {
	switch fn := c.Fun.(type) {
	case *ast.Ident:
		x.call(fn.Name, c.Args)
	case *ast.SelectorExpr:
		switch {
		case fn.Sel.Name == "Report" && len(c.Args) >= 2:
			x.report(c, conds)
		case fn.Sel.Name == "Apply" && isIdent(fn.X, "constraintrt") && len(c.Args) > 0:
			if name, ok := x.text(c.Args[0], false); ok {
				x.constraintRules(name)
			}
		default:
			x.call(fn.Sel.Name, c.Args) // a method or function of this package
		}
	}
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func (x *extractor) report(c *ast.CallExpr, conds []ast.Expr) {
	id, ok := x.text(c.Args[0], false)
	if !ok {
		return // a rule id computed at run time
	}
	msg, _ := x.text(c.Args[1], true)
	var at ast.Expr
	if len(c.Args) > 2 {
		at = c.Args[2]
	}
	x.add(id, msg, at, conds)
}

// add records a rule; its members are the members the enclosing conditions
// check with r.OK, r.TypeOK or passed(r, …), then the member it reports at.
func (x *extractor) add(id, msg string, at ast.Expr, conds []ast.Expr) {
	var members []string
	add := func(m string) {
		if m != "" && !slices.Contains(members, m) {
			members = append(members, m)
		}
	}
	for _, cond := range conds {
		ast.Inspect(cond, func(n ast.Node) bool {
			ce, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, isSel := ce.Fun.(*ast.SelectorExpr)
			if isSel && (sel.Sel.Name == "OK" || sel.Sel.Name == "TypeOK") || isIdent(ce.Fun, "passed") {
				for _, a := range ce.Args {
					if s, ok := stringLit(a); ok {
						add(s)
					}
				}
			}
			return true
		})
	}
	if at != nil {
		if s, ok := x.text(at, false); ok {
			add(s)
		}
	}
	x.rules = appendRules(x.rules, Rule{ID: id, Message: msg, Members: members, Severity: x.severity, Source: "go", Object: x.object})
}

// finding records a rule a helper yields as a value of a "…Finding" struct
// type {rule, member, message[, warning]} for its caller to report.
func (x *extractor) finding(cl *ast.CompositeLit, conds []ast.Expr) {
	id, ok := cl.Type.(*ast.Ident)
	if !ok || !strings.HasSuffix(id.Name, "Finding") || len(cl.Elts) < 3 {
		return
	}
	rule, ok := x.text(cl.Elts[0], false)
	if !ok {
		return
	}
	severity := "error"
	if len(cl.Elts) > 3 && isIdent(cl.Elts[3], "true") {
		severity = "warning"
	}
	if severity != x.severity {
		return
	}
	msg, _ := x.text(cl.Elts[2], true)
	x.add(rule, msg, cl.Elts[1], conds)
}

// text evaluates a string expression: literals, package constants and their
// concatenations. With partial, a computed part becomes "…" instead of
// failing.
func (x *extractor) text(e ast.Expr, partial bool) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		return stringLit(e)
	case *ast.Ident:
		if s, ok := x.env[e.Name]; ok {
			return s, true
		}
		if s, ok := x.p.consts[e.Name]; ok {
			return s, true
		}
	case *ast.ParenExpr:
		return x.text(e.X, partial)
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			a, okA := x.text(e.X, partial)
			b, okB := x.text(e.Y, partial)
			return a + b, okA && okB
		}
	}
	if partial {
		return "…", true
	}
	return "", false
}

func (x *extractor) constraintRules(schema string) {
	for _, f := range constraint.ForSchema(schema) {
		for _, c := range f.Constraints() {
			sev := "error"
			if c.Severity == constraint.SeverityWarning {
				sev = "warning"
			}
			native := c.Strategy != "" && !c.Deferred()
			if sev != x.severity || c.Expr == nil && !native {
				continue // Apply reports only the function's severity, and only compiled or native rules
			}
			members := c.Fields
			if members == nil && c.Expr != nil {
				members = c.Expr.Reads()
			}
			x.rules = appendRules(x.rules, Rule{ID: c.ID, Message: c.Text(), Members: members, Severity: sev, Source: "constraint-file", Object: x.object})
		}
	}
}

// schemaRules returns the rules of the document type t and of every object
// type nested in it, each once, in walk order.
func schemaRules(t reflect.Type, byType map[string][]Rule, c codec.Version) []Rule {
	var out []Rule
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map || t.Kind() == reflect.Array {
			t = t.Elem()
		}
		if seen[t] || t.Kind() != reflect.Struct {
			return
		}
		seen[t] = true
		out = appendRules(out, rulesIn(t, byType[t.PkgPath()+"."+t.Name()], c)...)
		if w := codec.WireType(t); w != t {
			walk(w)
		}
		if u := codec.UnionOf(t); u != nil {
			for _, v := range u.Variants {
				walk(v)
			}
			return
		}
		if shape, ok := codec.ShapeOf(t); ok {
			for _, f := range shape.Fields {
				if f.Since.In(c) {
					walk(f.Type)
				}
			}
		}
	}
	walk(t)
	return out
}

// rulesIn returns the rules of the object type t that belong to contract
// c: those reading no member a later contract introduced (such a rule
// fires only on that member, which the contract's readers reject as
// undeclared).
func rulesIn(t reflect.Type, rules []Rule, c codec.Version) []Rule {
	if len(rules) == 0 {
		return rules
	}
	shape, ok := codec.ShapeOf(t)
	if !ok {
		return rules
	}
	later := map[string]bool{}
	for _, f := range shape.Fields {
		if !f.Since.In(c) {
			later[f.Name] = true
		}
	}
	if len(later) == 0 {
		return rules
	}
	var out []Rule
	for _, r := range rules {
		if !slices.ContainsFunc(r.Members, func(m string) bool { return later[m] }) {
			out = append(out, r)
		}
	}
	return out
}

// BoundaryRule is a rule of the library's strict decode that applies to
// every document and that the schema files cannot state.
type BoundaryRule struct {
	ID          string `json:"id"`
	Description string `json:"description"`
}

// BoundaryRules are listed in index.json ("boundary_rules"); each is a
// numbered deviation in COMPATIBILITY.md or a primitive's rule beyond its
// pattern.
var BoundaryRules = []BoundaryRule{
	{"json-syntax", "the document is one JSON text in UTF-8 without byte-order mark; strings hold valid UTF-8 and no unpaired surrogate escapes"},
	{"duplicate-member", "no object, at any depth, repeats a member name"},
	{"maximum", "an integer member fits its type (int64 unless stated, uint64 chain ids), beyond any maximum the schema states"},
	{"minimum", "an integer member fits its type, beyond any minimum the schema states"},
	{"address-checksum", "a mixed-case Ethereum address is its EIP-55 spelling"},
	{"nft-id-chain-range", "the chain id of an NftId is at most 18446744073709551615"},
	{"format", "date-time is a real calendar instant (month, day, hour, minute, second and offset in range); uri starts with http:// or https://; uuid is 8-4-4-4-12 hex digits"},
	{codec.RuleLimitBytes, "the document is at most 10 MiB (hounfour.DefaultLimits; configurable)"},
	{codec.RuleLimitDepth, "objects and arrays nest at most 128 deep"},
	{codec.RuleLimitString, "a string or member name is at most 1 MiB"},
	{codec.RuleLimitDigits, "a JSON number, micro-USD amount or basis-point value has at most 78 significant digits"},
	{codec.RuleLimitMembers, "an object has at most 10,000 members"},
	{codec.RuleLimitElements, "an array has at most 10,000 elements"},
	{codec.RuleLimitViolations, "at most 100 violations are reported, then one that counts the rest"},
	{codec.RuleLimitBudget, "a constraint rule takes at most 20,000,000 evaluation steps"},
	deferralRules[0], deferralRules[1],
}

// deferralRules, the last of BoundaryRules, are the refusals of the
// checks a document type of contract 8.x leaves to its caller (what
// hounfour.Options says of them).
var deferralRules = [...]BoundaryRule{
	{hounfour.RuleCryptoDeferred, "a crypto-bearing document (x-crypto-bearing in its $comment; for a union, the variant it matches) is refused unless the caller accepts the checks it leaves to the caller (hounfour.Options.AcceptDeferred); the library never verifies a signature"},
	{hounfour.RuleChainContextDeferred, "a chain-bearing document (x-chain-bearing) validated fail-closed (hounfour.Options.FailClosed) is refused without a chain context"},
}
