package schemaaudit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Change is one difference between two versions of a schema.
type Change struct {
	// Dimension classifies the change.
	Dimension Dimension `json:"dimension"`
	// Path locates the change as a JSON Pointer into the schema with its
	// local references inlined: the newer schema's, or the older one's for
	// something removed (for a schema without $ref, a pointer into the file).
	Path string `json:"path"`
	// Kind is a stable id of the change, e.g. "optional_member_added".
	Kind string `json:"change"`
	// Detail describes the change in words.
	Detail string `json:"detail"`
	// Strict and Lax are the verdicts for the two kinds of reader.
	Strict Verdict `json:"strict"`
	Lax    Verdict `json:"lax"`
}

// maxDepth bounds the nesting of schemas the comparison descends into.
const maxDepth = 128

// ErrTooDeep is returned for schemas nested deeper than 128 levels.
var ErrTooDeep = errors.New("schemaaudit: schema nested too deeply")

// maxNodes bounds the schema nodes one comparison visits. References are
// expanded where they are used, so a few bytes of definitions that each
// use the next one twice would otherwise expand to exponentially many
// nodes.
const maxNodes = 10_000

// maxWidth bounds the sum of the widths of the schema nodes one comparison
// visits (see width): what comparing a node costs besides its sub-schemas
// is proportional to its width, and a wide node that many references use
// is visited once per use.
const maxWidth = 100_000

// width is the number of keywords of a schema node plus the members or
// elements of the keywords whose every member or element the comparison
// reads at each visit (properties, enum, the unions, …). The values of the
// keywords it does not model are compared by their text, encoded once per
// comparison (encodings), and count once; so do required lists, whose
// differences are computed once per pair (each name in one list only
// counts at every visit: it is a change).
func width(m map[string]any) int {
	w := len(m)
	for _, kw := range wideKeywords {
		switch t := m[kw].(type) {
		case map[string]any:
			w += len(t)
		case []any:
			w += len(t)
		}
	}
	return w
}

// wideKeywords are the keywords whose members or elements the comparison
// reads one by one at every visit of a node.
var wideKeywords = []string{"properties", "patternProperties", "enum", "anyOf", "oneOf", "allOf", "prefixItems",
	"type", "$defs", "definitions"}

// ErrTooLarge is matched by the error for a schema file beyond the
// document limits — MaxFileSize bytes, and hounfour.DefaultLimits' strings of 1 MiB, numbers of 78 digits, 10,000 members per object
// and elements per array — and for a comparison that, references
// expanded, visits more than 10,000 schema nodes or nodes of a total width
// (keywords, and members or elements of properties, enum, the unions, …)
// above 100,000. The values of the keywords the comparison does not model
// are encoded once per comparison, however often their node is visited.
var ErrTooLarge = errors.New("schemaaudit: schema too large")

// schemaLimits are the document limits of a schema file.
var schemaLimits = codec.Limits{MaxBytes: MaxFileSize}

// CompareSchemas returns the changes from the older schema file to the
// newer one, in path order, or an error when either is not a JSON object,
// is nested more than 128 levels deep (ErrTooDeep) or is too large
// (ErrTooLarge). The work is bounded by those limits.
func CompareSchemas(older, newer []byte) ([]Change, error) {
	return compareSchemas(older, newer, new(encodings))
}

func compareSchemas(older, newer []byte, enc *encodings) ([]Change, error) {
	for _, b := range [][]byte{older, newer} {
		if lv := codec.CheckLimits(b, schemaLimits); lv != nil {
			sentinel := ErrTooLarge
			if lv.Rule == codec.RuleLimitDepth {
				sentinel = ErrTooDeep
			}
			return nil, fmt.Errorf("%w: %s at %q: %s", sentinel, lv.Rule, lv.Path, lv.Message)
		}
	}
	o, err := parseSchema(older)
	if err != nil {
		return nil, err
	}
	n, err := parseSchema(newer)
	if err != nil {
		return nil, err
	}
	c := comparer{old: newSide(o, enc), new: newSide(n, enc), enc: enc}
	if d1, d2 := str(o["$schema"]), str(n["$schema"]); d1 != d2 {
		c.add(DimToolkit, "/$schema", "dialect_changed", "JSON Schema dialect "+quote(d1)+" → "+quote(d2), Breaking, Breaking)
	}
	if err := c.node(o, n, "", 0); err != nil {
		return nil, err
	}
	slices.SortStableFunc(c.out, func(a, b Change) int { return strings.Compare(a.Path, b.Path) })
	return c.out, nil
}

func parseSchema(b []byte) (map[string]any, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, errors.New("schemaaudit: data after the schema")
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, errors.New("schemaaudit: schema is not a JSON object")
	}
	return m, nil
}

type comparer struct {
	out        []Change
	old, new   side
	enc        *encodings // shared by both sides
	oexp, nexp refStack   // the references being expanded on the current path
	nodes      int        // node pairs compared so far
	width      int        // the widths of the nodes compared so far
}

// side is one schema file: its root and its nested schemas by $id, for
// resolving references.
type side struct {
	root map[string]any
	ids  map[string]map[string]any
	enc  *encodings
}

func newSide(root map[string]any, enc *encodings) side {
	s := side{root: root, ids: map[string]map[string]any{}, enc: enc}
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		if depth > maxDepth {
			return
		}
		switch t := v.(type) {
		case map[string]any:
			if id, ok := t["$id"].(string); ok && depth > 0 {
				if _, dup := s.ids[id]; !dup {
					s.ids[id] = t
				}
			}
			for _, k := range sortedKeys(t) {
				walk(t[k], depth+1)
			}
		case []any:
			for _, x := range t {
				walk(x, depth+1)
			}
		}
	}
	walk(root, 0)
	return s
}

// lookup resolves a reference within the file: a local JSON Pointer
// ("#/$defs/X") or the $id of a nested schema.
func (s side) lookup(ref string) (map[string]any, bool) {
	if ptr, ok := strings.CutPrefix(ref, "#"); ok {
		var cur any = s.root
		if ptr == "" {
			return s.root, true
		}
		if !strings.HasPrefix(ptr, "/") {
			return nil, false
		}
		for _, tok := range strings.Split(ptr[1:], "/") {
			tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
			m, ok := cur.(map[string]any)
			if !ok {
				return nil, false
			}
			cur = m[tok]
		}
		m, ok := cur.(map[string]any)
		return m, ok
	}
	m, ok := s.ids[ref]
	return m, ok
}

// refStack holds the references and $id labels of the schemas being
// compared on the current path, with a count of each for membership in
// constant time (a path may expand thousands of references).
type refStack struct {
	list  []string
	count map[string]int
}

func (r *refStack) push(x string) {
	if r.count == nil {
		r.count = map[string]int{}
	}
	r.list = append(r.list, x)
	r.count[x]++
}

func (r *refStack) has(x string) bool { return r.count[x] > 0 }

// truncate pops the entries after the first n.
func (r *refStack) truncate(n int) {
	for _, x := range r.list[n:] {
		r.count[x]--
	}
	r.list = r.list[:n]
}

// normalize returns the node with a resolvable $ref replaced by its target
// (sibling keywords kept), and with equivalent spellings unified:
// additionalProperties true or {} is absent, and a lone catch-all
// patternProperties ("^(.*)$", ".*", "^.*$") without additionalProperties
// is additionalProperties. expanding holds the references and $id labels
// of the schemas being compared on the current path; stop is true when the
// node is a reference that cannot be expanded: one of those (recursion) or
// one that does not resolve.
func (s side) normalize(n map[string]any, expanding *refStack, root bool) (_ map[string]any, stop bool) {
	if root {
		expanding.push("#")
	}
	for range maxDepth {
		ref, ok := n["$ref"].(string)
		if !ok {
			break
		}
		target, ok := s.lookup(ref)
		if !ok || expanding.has(ref) {
			return n, true
		}
		expanding.push(ref)
		merged := maps.Clone(target)
		for k, v := range n {
			if k != "$ref" {
				merged[k] = v
			}
		}
		n = merged
	}
	if id, ok := n["$id"].(string); ok {
		expanding.push(id)
	}
	n = s.enc.flattenAllOf(n)
	if ap, ok := n["additionalProperties"].(map[string]any); n["additionalProperties"] == true || ok && len(ap) == 0 {
		n = maps.Clone(n)
		delete(n, "additionalProperties")
	}
	if pp, ok := n["patternProperties"].(map[string]any); ok && len(pp) == 1 && n["additionalProperties"] == nil {
		for k, v := range pp {
			if k == "^(.*)$" || k == ".*" || k == "^.*$" {
				n = maps.Clone(n)
				delete(n, "patternProperties")
				if m, ok := v.(map[string]any); !ok || len(m) > 0 {
					n["additionalProperties"] = v
				}
			}
		}
	}
	return n, false
}

// flattenAllOf merges the branches of allOf into the node when every branch
// is an object schema without $ref and no validation keyword occurs twice;
// otherwise the node is returned unchanged.
func (e *encodings) flattenAllOf(n map[string]any) map[string]any {
	branches, ok := n["allOf"].([]any)
	if !ok || len(branches) == 0 {
		return n
	}
	merged := maps.Clone(n)
	delete(merged, "allOf")
	for _, b := range branches {
		bm, ok := b.(map[string]any)
		if !ok || bm["$ref"] != nil {
			return n
		}
		for k, v := range bm {
			if ignored[k] || strings.HasPrefix(k, "x-") {
				continue
			}
			if old, dup := merged[k]; dup && !e.equal(old, v) {
				return n
			}
			merged[k] = v
		}
	}
	return merged
}

func (c *comparer) add(d Dimension, path, kind, detail string, strict, lax Verdict) {
	c.out = append(c.out, Change{Dimension: d, Path: path, Kind: kind, Detail: detail, Strict: strict, Lax: lax})
}

// ignored are the keywords that do not affect validation.
var ignored = map[string]bool{"description": true, "$comment": true, "title": true, "examples": true,
	"$id": true, "$schema": true, "discriminator": true, "deprecated": true, "readOnly": true, "writeOnly": true}

var minBounds = []string{"minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"}
var maxBounds = []string{"maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"}

// handled are the keywords node compares itself; any other keyword that
// differs is a validator-strictness change.
var handled = func() map[string]bool {
	m := map[string]bool{"type": true, "enum": true, "const": true, "anyOf": true, "oneOf": true,
		"properties": true, "required": true, "additionalProperties": true, "patternProperties": true,
		"items": true, "prefixItems": true, "pattern": true, "format": true, "default": true, "multipleOf": true,
		"$ref": true, "$defs": true, "definitions": true, "allOf": true}
	for _, k := range append(slices.Clone(minBounds), maxBounds...) {
		m[k] = true
	}
	return m
}()

func (c *comparer) node(o, n map[string]any, p string, depth int) error {
	if depth > maxDepth {
		return ErrTooDeep
	}
	if c.nodes++; c.nodes > maxNodes {
		return fmt.Errorf("%w: more than %d schema nodes once references are expanded", ErrTooLarge, maxNodes)
	}
	ol, nl := len(c.oexp.list), len(c.nexp.list)
	defer func() { c.oexp.truncate(ol); c.nexp.truncate(nl) }()
	var ostop, nstop bool
	o, ostop = c.old.normalize(o, &c.oexp, depth == 0)
	n, nstop = c.new.normalize(n, &c.nexp, depth == 0)
	if err := c.charge(width(o) + width(n)); err != nil {
		return err
	}
	if ostop || nstop {
		// Recursive or unresolvable references are compared no further:
		// two of them are taken to name the same recursion.
		if ostop != nstop {
			c.add(DimUnion, p+"/$ref", "ref_changed", "reference "+c.enc.describe(o["$ref"], n["$ref"]), Breaking, Breaking)
		}
		return nil
	}
	// Enumerations: enum, const, or a union whose every branch is one.
	oe, oEnum := c.enc.enumValues(o)
	ne, nEnum := c.enc.enumValues(n)
	enumDone := oEnum && nEnum
	if enumDone {
		c.enums(oe, ne, p)
	}
	if !enumDone {
		c.types(o, n, p)
		for _, kw := range []string{"anyOf", "oneOf"} {
			if err := c.union(o, n, kw, p, depth); err != nil {
				return err
			}
		}
		if oEnum != nEnum {
			c.add(DimEnum, p, "enumeration_changed", "the value set became "+map[bool]string{true: "an", false: "no"}[nEnum]+
				" enumeration", Breaking, Breaking)
		}
	}
	if err := c.object(o, n, p, depth); err != nil {
		return err
	}
	c.text(o, n, p, "pattern")
	c.text(o, n, p, "format")
	c.defaults(o, n, p)
	c.bounds(o, n, p)
	// Sub-schemas in named or positional slots.
	if err := c.sub(o["items"], n["items"], p+"/items", depth); err != nil {
		return err
	}
	for _, kw := range []string{"prefixItems", "allOf"} {
		if err := c.list(o, n, kw, p, depth); err != nil {
			return err
		}
	}
	for _, kw := range []string{"$defs", "definitions"} {
		om, _ := o[kw].(map[string]any)
		nm, _ := n[kw].(map[string]any)
		for _, k := range sortedKeys(om) {
			if _, ok := nm[k]; ok {
				if err := c.sub(om[k], nm[k], p+"/"+kw+"/"+escape(k), depth); err != nil {
					return err
				}
			}
		}
	}
	// Everything else that validates.
	for _, k := range sortedKeys(union(o, n)) {
		if handled[k] || ignored[k] || strings.HasPrefix(k, "x-") {
			continue
		}
		if !c.enc.equal(o[k], n[k]) {
			c.add(DimStrictness, p+"/"+escape(k), "keyword_changed", "keyword "+k+" "+c.enc.describe(o[k], n[k]), Breaking, Breaking)
		}
	}
	return nil
}

// charge adds w to the width of the nodes compared so far, and fails past
// maxWidth.
func (c *comparer) charge(w int) error {
	if c.width += w; c.width > maxWidth {
		return fmt.Errorf("%w: more than %d schema keywords, members and elements once references are expanded",
			ErrTooLarge, maxWidth)
	}
	return nil
}

// sub compares two sub-schemas at p; a schema present on one side only is
// a strictness change (booleans are compared as values).
func (c *comparer) sub(o, n any, p string, depth int) error {
	om, ok1 := o.(map[string]any)
	nm, ok2 := n.(map[string]any)
	if ok1 && ok2 {
		return c.node(om, nm, p, depth+1)
	}
	if !c.enc.equal(o, n) {
		c.add(DimStrictness, p, "subschema_changed", "sub-schema "+c.enc.describe(o, n), Breaking, Breaking)
	}
	return nil
}

func (c *comparer) list(o, n map[string]any, kw, p string, depth int) error {
	ol, _ := o[kw].([]any)
	nl, _ := n[kw].([]any)
	if len(ol) != len(nl) {
		c.add(DimStrictness, p+"/"+kw, "keyword_changed", "keyword "+kw+" "+c.enc.describe(o[kw], n[kw]), Breaking, Breaking)
		return nil
	}
	for i := range ol {
		if err := c.sub(ol[i], nl[i], p+"/"+kw+"/"+itoa(i), depth); err != nil {
			return err
		}
	}
	return nil
}

func (c *comparer) enums(o, n []string, p string) {
	added := minus(n, o)
	removed := minus(o, n)
	if len(o) == 1 && len(n) == 1 && len(added) == 1 {
		c.add(DimEnum, p, "const_changed", "constant "+o[0]+" → "+n[0], Breaking, Breaking)
		return
	}
	if len(added) > 0 {
		c.add(DimEnum, p, "enum_values_added", "values added: "+strings.Join(added, ", "), Breaking, Compatible)
	}
	if len(removed) > 0 {
		c.add(DimEnum, p, "enum_values_removed", "values removed: "+strings.Join(removed, ", "), Breaking, Breaking)
	}
}

// types compares the type keyword as a set of type names.
func (c *comparer) types(o, n map[string]any, p string) {
	ot, nt := typeSet(o["type"]), typeSet(n["type"])
	if ot == nil || nt == nil {
		if (ot == nil) != (nt == nil) {
			c.add(DimUnion, p+"/type", "type_changed", "type "+c.enc.describe(o["type"], n["type"]), Breaking, Breaking)
		}
		return
	}
	if added := minus(nt, ot); len(added) > 0 {
		c.add(DimUnion, p+"/type", "type_widened", "types added: "+strings.Join(added, ", "), Breaking, Breaking)
	}
	if removed := minus(ot, nt); len(removed) > 0 {
		c.add(DimUnion, p+"/type", "type_narrowed", "types removed: "+strings.Join(removed, ", "), Breaking, Breaking)
	}
}

func typeSet(v any) []string {
	switch t := v.(type) {
	case string:
		return []string{t}
	case []any:
		out := make([]string, 0, len(t))
		for _, x := range t {
			out = append(out, str(x))
		}
		return out
	}
	return nil
}

// union compares anyOf/oneOf branches: matched by discriminator (the const
// of a "type" member), else by their type keyword, else by position.
func (c *comparer) union(o, n map[string]any, kw, p string, depth int) error {
	ol, ok1 := o[kw].([]any)
	nl, ok2 := n[kw].([]any)
	if !ok1 && !ok2 {
		return nil
	}
	if ok1 != ok2 {
		c.add(DimUnion, p+"/"+kw, "union_changed", "keyword "+kw+" "+c.enc.describe(o[kw], n[kw]), Breaking, Breaking)
		return nil
	}
	ok, okKeys := c.branchKeys(ol)
	nk, nkKeys := c.branchKeys(nl)
	if !okKeys || !nkKeys {
		return c.list(o, n, kw, p, depth)
	}
	oldIndex := make(map[string]int, len(ok))
	for j, k := range ok {
		oldIndex[k] = j
	}
	for i, k := range nk {
		j, found := oldIndex[k]
		if !found {
			lax := Breaking
			if strings.HasPrefix(k, "type=") {
				lax = Compatible // a new variant of a discriminated union: an unknown tag to a lax reader
			}
			c.add(DimUnion, p+"/"+kw+"/"+itoa(i), "union_branch_added", "branch "+k+" added", Breaking, lax)
			continue
		}
		if err := c.sub(ol[j], nl[i], p+"/"+kw+"/"+itoa(i), depth); err != nil {
			return err
		}
	}
	newKeys := setOf(nk)
	for j, k := range ok {
		if !newKeys[k] {
			c.add(DimUnion, p+"/"+kw+"/"+itoa(j), "union_branch_removed", "branch "+k+" removed", Breaking, Breaking)
		}
	}
	return nil
}

// branchKeys names each branch; ok is false when the names are not unique.
func (c *comparer) branchKeys(l []any) ([]string, bool) {
	keys := make([]string, len(l))
	seen := make(map[string]bool, len(l))
	for i, b := range l {
		bm, _ := b.(map[string]any)
		props, _ := bm["properties"].(map[string]any)
		tp, _ := props["type"].(map[string]any)
		switch {
		case tp != nil && tp["const"] != nil:
			keys[i] = "type=" + c.enc.canon(tp["const"])
		case bm["$ref"] != nil:
			keys[i] = "$ref=" + str(bm["$ref"])
		case bm["type"] != nil:
			keys[i] = "type:" + c.enc.canon(bm["type"])
		default:
			return nil, false
		}
		if seen[keys[i]] {
			return nil, false
		}
		seen[keys[i]] = true
	}
	return keys, true
}

// closed reports whether an object schema rejects undeclared members.
func closed(s map[string]any) bool {
	return s["additionalProperties"] == false || s["unevaluatedProperties"] == false
}

func (c *comparer) object(o, n map[string]any, p string, depth int) error {
	op, _ := o["properties"].(map[string]any)
	np, _ := n["properties"].(map[string]any)
	oreq, nreq := c.enc.names(o["required"]), c.enc.names(n["required"])
	// The member names: those with a schema, and those without one whose
	// requiredness changed (a name only required on both sides, or on
	// neither, has nothing to compare).
	changed := c.enc.requiredChanged(o["required"], n["required"])
	if err := c.charge(len(changed)); err != nil {
		return err
	}
	for _, name := range mergeSorted(sortedKeys(union(op, np)), changed) {
		q := p + "/properties/" + escape(name)
		_, inOld := op[name]
		_, inNew := np[name]
		wasReq, isReq := oreq[name], nreq[name]
		switch {
		case !inOld && !inNew:
			// Only in required: a required member without a schema.
			if wasReq != isReq {
				c.requiredChange(name, p, wasReq, isReq)
			}
			continue
		case inNew && !inOld && isReq:
			c.add(DimRequired, q, "required_member_added", "required member "+name+" added", Breaking, Breaking)
		case inNew && !inOld:
			if closed(o) {
				c.add(DimOptional, q, "optional_member_added", "optional member "+name+" added to a closed object",
					Breaking, Compatible)
			} else {
				c.add(DimOptional, q, "optional_member_added", "optional member "+name+" added to an open object",
					Compatible, Compatible)
			}
		case inOld && !inNew && wasReq:
			c.add(DimRequired, q, "required_member_removed", "required member "+name+" removed", Breaking, Breaking)
		case inOld && !inNew:
			if closed(n) {
				c.add(DimOptional, q, "optional_member_removed", "optional member "+name+" removed from a closed object",
					Breaking, Compatible)
			} else {
				c.add(DimOptional, q, "optional_member_removed", "optional member "+name+" removed from an open object",
					Compatible, Compatible)
			}
		default:
			if wasReq != isReq {
				c.requiredChange(name, p, wasReq, isReq)
			}
			if err := c.sub(op[name], np[name], q, depth); err != nil {
				return err
			}
		}
	}
	// additionalProperties: opened, closed, or a schema to compare.
	oa, na := o["additionalProperties"], n["additionalProperties"]
	switch {
	case closed(o) && !closed(n) && o["unevaluatedProperties"] == nil && n["unevaluatedProperties"] == nil:
		c.add(DimAdditionalProperties, p+"/additionalProperties", "object_opened",
			"closed object opened: undeclared members now accepted", Breaking, Compatible)
	case !closed(o) && closed(n) && o["unevaluatedProperties"] == nil && n["unevaluatedProperties"] == nil:
		c.add(DimAdditionalProperties, p+"/additionalProperties", "object_closed",
			"open object closed: undeclared members now rejected", Breaking, Compatible)
	default:
		om, ok1 := oa.(map[string]any)
		nm, ok2 := na.(map[string]any)
		if ok1 && ok2 {
			if err := c.node(om, nm, p+"/additionalProperties", depth+1); err != nil {
				return err
			}
		} else if !c.enc.equal(oa, na) && oa != false && na != false {
			c.add(DimAdditionalProperties, p+"/additionalProperties", "additional_properties_changed",
				"additionalProperties "+c.enc.describe(oa, na), Breaking, Breaking)
		}
	}
	opp, _ := o["patternProperties"].(map[string]any)
	npp, _ := n["patternProperties"].(map[string]any)
	for _, k := range sortedKeys(union(opp, npp)) {
		q := p + "/patternProperties/" + escape(k)
		_, a := opp[k]
		_, b := npp[k]
		switch {
		case a && b:
			if err := c.sub(opp[k], npp[k], q, depth); err != nil {
				return err
			}
		case b:
			c.add(DimPattern, q, "pattern_property_added", "member-name pattern "+quote(k)+" added", Breaking, Breaking)
		default:
			c.add(DimPattern, q, "pattern_property_removed", "member-name pattern "+quote(k)+" removed", Breaking, Breaking)
		}
	}
	return nil
}

func (c *comparer) requiredChange(name, p string, wasReq, isReq bool) {
	q := p + "/properties/" + escape(name)
	if isReq {
		c.add(DimRequired, q, "member_became_required", "member "+name+" became required", Breaking, Breaking)
	} else {
		c.add(DimRequired, q, "member_became_optional", "member "+name+" became optional", Breaking, Breaking)
	}
}

// text compares a text-valued keyword (pattern, format).
func (c *comparer) text(o, n map[string]any, p, kw string) {
	ov, a := o[kw]
	nv, b := n[kw]
	switch {
	case a && b && !c.enc.equal(ov, nv):
		c.add(DimPattern, p+"/"+kw, kw+"_changed", kw+" "+c.enc.canon(ov)+" → "+c.enc.canon(nv), Breaking, Breaking)
	case b && !a:
		c.add(DimPattern, p+"/"+kw, kw+"_added", kw+" "+c.enc.canon(nv)+" added", Breaking, Breaking)
	case a && !b:
		c.add(DimPattern, p+"/"+kw, kw+"_removed", kw+" "+c.enc.canon(ov)+" removed", Breaking, Breaking)
	}
}

func (c *comparer) defaults(o, n map[string]any, p string) {
	ov, a := o["default"]
	nv, b := n["default"]
	switch {
	case a && b && !c.enc.equal(ov, nv):
		c.add(DimOptional, p+"/default", "default_changed", "default "+c.enc.canon(ov)+" → "+c.enc.canon(nv), Breaking, Breaking)
	case b && !a:
		c.add(DimOptional, p+"/default", "default_added", "default "+c.enc.canon(nv)+" added", Compatible, Compatible)
	case a && !b:
		c.add(DimOptional, p+"/default", "default_removed", "default "+c.enc.canon(ov)+" removed", Compatible, Compatible)
	}
}

func (c *comparer) bounds(o, n map[string]any, p string) {
	judge := func(kw string, lower bool) {
		ov, a := o[kw]
		nv, b := n[kw]
		if !a && !b || a && b && c.enc.equal(ov, nv) {
			return
		}
		var kind string
		switch {
		case !a:
			kind = "bound_added"
		case !b:
			kind = "bound_removed"
		default:
			x, y := number(ov), number(nv)
			if x == nil || y == nil {
				kind = "bound_changed"
			} else if (y.Cmp(x) > 0) == lower {
				kind = "bound_tightened"
			} else {
				kind = "bound_loosened"
			}
		}
		c.add(DimBounds, p+"/"+kw, kind, kw+" "+c.enc.describe(ov, nv), Breaking, Breaking)
	}
	for _, kw := range minBounds {
		judge(kw, true)
	}
	for _, kw := range maxBounds {
		judge(kw, false)
	}
	if !c.enc.equal(o["multipleOf"], n["multipleOf"]) {
		c.add(DimBounds, p+"/multipleOf", "bound_changed", "multipleOf "+c.enc.describe(o["multipleOf"], n["multipleOf"]),
			Breaking, Breaking)
	}
}

func number(v any) *big.Float {
	n, ok := v.(json.Number)
	if !ok {
		return nil
	}
	f, _, err := big.ParseFloat(string(n), 10, 128, big.ToNearestEven)
	if err != nil {
		return nil
	}
	return f
}

func str(v any) string { s, _ := v.(string); return s }

func quote(s string) string { return `"` + s + `"` }

func stringSet(v any) []string {
	l, _ := v.([]any)
	out := make([]string, 0, len(l))
	for _, x := range l {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// minus returns the elements of a that are not in b, each once, in the
// order of a.
func minus(a, b []string) []string {
	var out []string
	drop := setOf(b)
	for _, x := range a {
		if !drop[x] {
			out = append(out, x)
			drop[x] = true
		}
	}
	return out
}

// setOf returns the set of the elements of l.
func setOf(l []string) map[string]bool {
	m := make(map[string]bool, len(l))
	for _, x := range l {
		m[x] = true
	}
	return m
}

func union(a, b map[string]any) map[string]any {
	m := maps.Clone(a)
	if m == nil {
		m = map[string]any{}
	}
	maps.Copy(m, b)
	return m
}

func sortedKeys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }

// mergeSorted returns the union of two sorted lists of distinct strings,
// sorted.
func mergeSorted(a, b []string) []string {
	if len(b) == 0 {
		return a
	}
	out := make([]string, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		switch c := strings.Compare(a[0], b[0]); {
		case c < 0:
			out, a = append(out, a[0]), a[1:]
		case c > 0:
			out, b = append(out, b[0]), b[1:]
		default:
			out, a, b = append(out, a[0]), a[1:], b[1:]
		}
	}
	return append(append(out, a...), b...)
}

func escape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

func itoa(i int) string { return strconv.Itoa(i) }
