package canonical

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/jcs"
)

// The Check functions below are the cross-field validators of this
// package's documents over any JSON value, as decoded by encoding/json
// (map[string]any, []any, string, float64 or json.Number, bool, nil):
// each returns upstream's messages in order, nil when the value passes.
// Besides the rules Validate applies, they report the preconditions a
// typed value cannot violate — a value that is not an object, an array
// member that is not an array, an element that is not an object, a
// member of the wrong JSON type — each as a message of its own; the
// rule then skips what it cannot read. They check no schema keyword: a
// document should pass the structural tier (ValidateSchema) first.
//
// Work and memory are linear in the size of the value.

// jsType is the name JavaScript's typeof gives v ("undefined" when
// present is false; "object" for null, arrays and objects).
func jsType(v any, present bool) string {
	if !present {
		return "undefined"
	}
	switch v.(type) {
	case string:
		return "string"
	case float64, json.Number:
		return "number"
	case bool:
		return "boolean"
	}
	return "object"
}

// shapeName is jsType, with null and arrays named as such.
func shapeName(v any, present bool) string {
	if present {
		switch v.(type) {
		case nil:
			return "null"
		case []any:
			return "array"
		}
	}
	return jsType(v, present)
}

// nullOrType is jsType, with null named as such.
func nullOrType(v any, present bool) string {
	if present && v == nil {
		return "null"
	}
	return jsType(v, present)
}

// number returns the value of a JSON number.
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case json.Number:
		f, err := strconv.ParseFloat(string(n), 64)
		return f, err == nil || errors.Is(err, strconv.ErrRange)
	}
	return 0, false
}

func numText(f float64) string { return string(jcs.AppendNumber(nil, f)) }

// text is the value as JavaScript's String would write it (JSON text for
// arrays and objects).
func text(v any, present bool) string {
	if !present {
		return "undefined"
	}
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	}
	if f, ok := number(v); ok {
		return numText(f)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func notObject(tag, typ string, v any) []string {
	return []string{tag + ": structural shape precondition failed — input must be a non-null object (" + typ +
		" record); got " + shapeName(v, true) + "."}
}

const elementTail = " cross-field validator requires the structural tier to have rejected this element first."

// CheckRun applies CR-1 to the JSON value v (a canonical run): the
// ordered_index values of the well-shaped phases (objects whose
// ordered_index is an integer) must be exactly 0..M−1 for M such phases.
// A phase that is null, not an object, or whose ordered_index is not an
// integer is reported and not counted.
func CheckRun(v any) []string {
	doc, ok := v.(map[string]any)
	if !ok {
		return notObject("CR-1", "CanonicalRun", v)
	}
	ps, ok := doc["required_phases"].([]any)
	if !ok {
		return []string{"CR-1: structural shape precondition failed — required_phases must be a non-null array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}
	}
	const tail = " — cross-field validator requires the structural tier (Value.Check) to have rejected this element first."
	var out []string
	seen := make(map[float64]struct{}, len(ps))
	m, dup := 0, false
	for i, e := range ps {
		at := "CR-1: required_phases[" + itoa(i) + "]"
		if e == nil {
			out = append(out, at+" is null"+tail)
			continue
		}
		var oi any
		var has bool
		switch x := e.(type) {
		case map[string]any:
			oi, has = x["ordered_index"]
		case []any: // an object to typeof, without the member
		default:
			out = append(out, at+" is "+jsType(e, true)+", not an object"+tail)
			continue
		}
		f, isNum := number(oi)
		if !has || !isNum {
			out = append(out, at+".ordered_index is "+jsType(oi, has)+", not a number"+tail)
			continue
		}
		if math.IsInf(f, 0) || f != math.Trunc(f) {
			out = append(out, at+".ordered_index="+numText(f)+" is not an integer (NaN/Infinity/float)"+tail)
			continue
		}
		m++
		if _, d := seen[f]; d {
			dup = true
			out = append(out, at+".ordered_index="+numText(f)+" duplicates a prior phase's ordered_index; the sequence must be unique.")
			continue
		}
		seen[f] = struct{}{}
	}
	if dup || m == 0 {
		return out
	}
	for k := range m {
		if _, ok := seen[float64(k)]; !ok {
			return append(out, "CR-1: required_phases ordered_index sequence has a gap — expected "+itoa(k)+
				" but it is missing; the sequence must be 0-based contiguous (0.."+itoa(m-1)+").")
		}
	}
	return out
}

// member returns the member name of v when v is an object.
func member(v any, name string) (any, bool) {
	o, ok := v.(map[string]any)
	if !ok {
		return nil, false
	}
	x, has := o[name]
	return x, has
}

// rawDuplicates is arrayFieldDistinct: the groups of equal string values
// of the member field of the elements of a that are objects (elements
// that are not, and members that are not strings, are skipped).
func rawDuplicates(a []any, field string) []dupGroup {
	keys := make([]string, len(a))
	idx := make([]int, 0, len(a))
	for i, e := range a {
		if s, ok := member(e, field); ok {
			if str, ok := s.(string); ok {
				keys[len(idx)] = str
				idx = append(idx, i)
			}
		}
	}
	groups := duplicates(len(idx), func(j int) string { return keys[j] })
	for g := range groups {
		for n, j := range groups[g].indices {
			groups[g].indices[n] = idx[j]
		}
	}
	return groups
}

// elementObjects reports, for each element of a that is not an object,
// the precondition message "<tag>: <name>[i] is <shape>, not an object —
// …", and returns which elements are objects.
func elementObjects(tag, name string, a []any, out *[]string) []bool {
	ok := make([]bool, len(a))
	for i, e := range a {
		if _, ok[i] = e.(map[string]any); !ok[i] {
			*out = append(*out, tag+": "+name+"["+itoa(i)+"] is "+shapeName(e, true)+", not an object —"+elementTail)
		}
	}
	return ok
}

// CheckClusterRunSeries applies CRS-2 (per repository, in order) and
// then CRS-4 to the JSON value v (a cluster run series).
func CheckClusterRunSeries(v any) []string {
	doc, ok := v.(map[string]any)
	if !ok {
		return notObject("CRS", "ClusterRunSeries", v)
	}
	repos, ok := doc["repos"].([]any)
	if !ok {
		return []string{"CRS: structural shape precondition failed — repos must be a non-null array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}
	}
	var out []string
	for i, e := range repos {
		o, isObj := e.(map[string]any)
		if !isObj {
			out = append(out, "CRS: repos["+itoa(i)+"] is "+shapeName(e, true)+", not an object —"+elementTail)
			continue
		}
		st, hasSt := o["epic_status"]
		mode, hasMode := o["failure_mode"]
		if m := failureModeReason(i, text(st, hasSt), hasMode && mode != nil); m != "" {
			out = append(out, m)
		}
	}
	for _, g := range rawDuplicates(repos, "repo_slug") {
		out = append(out, dupMessage("CRS-4: repos[*].repo_slug ", g, crs4Tail))
	}
	return out
}

// CheckInterSeriesScopingArtifact applies ISSA-2 (goal ids distinct) and
// ISSA-3 (each Merkle proof step an object with position "left" or
// "right" and a prefixed SHA-256 sibling_hash) to the JSON value v (an
// inter-series scoping artifact). A proposed_series_goals that is not an
// array skips ISSA-2 only.
func CheckInterSeriesScopingArtifact(v any) []string {
	doc, ok := v.(map[string]any)
	if !ok {
		return notObject("ISSA", "InterSeriesScopingArtifact", v)
	}
	var out []string
	if goals, ok := doc["proposed_series_goals"].([]any); ok {
		for _, g := range rawDuplicates(goals, "id") {
			out = append(out, dupMessage("ISSA-2: proposed_series_goals[*].id ", g, issa2Tail))
		}
	} else {
		out = append(out, "ISSA: structural shape precondition failed — proposed_series_goals must be a non-null array; the cross-field validator requires the structural tier to have passed first.")
	}
	proof, ok := doc["constitutional_hash_proof"].(map[string]any)
	if !ok {
		return append(out, "ISSA: structural shape precondition failed — constitutional_hash_proof must be a non-null object; the cross-field validator requires the structural tier to have rejected this envelope first.")
	}
	pp, has := proof["proof_path"]
	steps, ok := pp.([]any)
	if !ok {
		return append(out, "ISSA: structural shape precondition failed — constitutional_hash_proof.proof_path must be a non-null array; got "+
			shapeName(pp, has)+". The cross-field validator requires the structural tier (Value.Check) to have rejected this envelope first.")
	}
	for i, s := range steps {
		out = append(out, stepIssues(i, s)...)
	}
	return out
}

// stepIssues returns the ISSA-3 messages of proof step i.
func stepIssues(i int, s any) []string {
	at := "ISSA-3: proof_path[" + itoa(i) + "]"
	o, ok := s.(map[string]any)
	if !ok {
		return []string{at + " is " + shapeName(s, true) + ", not an object — Merkle proof step well-formedness requires a non-null object with position and sibling_hash fields."}
	}
	var out []string
	pos, has := o["position"]
	if p, isStr := pos.(string); !isStr || (p != string(ProofLeft) && p != string(ProofRight)) {
		shown := text(pos, has)
		if isStr {
			shown = `"` + p + `"`
		}
		out = append(out, at+".position is "+shown+` — position MUST be exactly "left" or "right" to disambiguate the matching-twins composition trace.`)
	}
	h, has := o["sibling_hash"]
	switch hs, isStr := h.(string); {
	case !isStr:
		out = append(out, at+".sibling_hash is "+nullOrType(h, has)+", not a string — sibling_hash MUST match the canonical sha256:<64-hex> form.")
	case !isPrefixedSHA256(hs):
		out = append(out, at+`.sibling_hash "`+hs+`" does not match the canonical sha256:<64-hex> form — Merkle composition operates on the raw 32-byte digest decoded from the hex form.`)
	}
	return out
}

// isPrefixedSHA256 reports whether s is "sha256:" and 64 hex digits of
// either case.
func isPrefixedSHA256(s string) bool {
	if len(s) != 7+64 || s[:7] != "sha256:" {
		return false
	}
	for i := 7; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// rawAtOrAfter is atOrAfter over the member laterName of later and
// earlierName of earlier: a value that is not a string is reported first
// ("{name} precondition failed — …").
func rawAtOrAfter(later map[string]any, laterName string, earlier map[string]any, earlierName string) string {
	l, lhas := later[laterName]
	e, ehas := earlier[earlierName]
	ls, lok := l.(string)
	es, eok := e.(string)
	switch {
	case !lok:
		return laterName + " precondition failed — value is " + nullOrType(l, lhas) + ", not a string. Structural tier admits only ISO 8601 UTC strings."
	case !eok:
		return earlierName + " precondition failed — value is " + nullOrType(e, ehas) + ", not a string. Structural tier admits only ISO 8601 UTC strings."
	}
	return atOrAfter(ls, es, laterName, earlierName)
}

// isDecimal reports whether s matches ^[0-9]+$.
func isDecimal(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// unitsReason is stringMicroUsdLe: "" when consumed ≤ allocated, both
// decimal texts; else the first applicable precondition, or the
// overdrawn message's reason (ok false, reason "").
func unitsReason(o map[string]any) (reason string, overdrawn bool) {
	c, chas := o["consumed_units"]
	a, ahas := o["allocated_units"]
	cs, cok := c.(string)
	as, aok := a.(string)
	switch {
	case !cok:
		return "consumed_units precondition failed — value is " + nullOrType(c, chas) + ", not a string. Structural tier admits only ^[0-9]+$ strings.", false
	case !aok:
		return "allocated_units precondition failed — value is " + nullOrType(a, ahas) + ", not a string. Structural tier admits only ^[0-9]+$ strings.", false
	case !isDecimal(cs):
		return `consumed_units "` + cs + `" does not match the ^[0-9]+$ micro-USD pattern; bigint-safe comparison requires the structural tier to have admitted this value first.`, false
	case !isDecimal(as):
		return `allocated_units "` + as + `" does not match the ^[0-9]+$ micro-USD pattern; bigint-safe comparison requires the structural tier to have admitted this value first.`, false
	}
	return "", !decimalLE(cs, as)
}

// CheckSubscriptionPoolState applies, per account in order, SPS-1
// (consumed_units ≤ allocated_units) and SPS-4 (stable_until at or after
// ts), then SPS-2 (account ids distinct), to the JSON value v (a
// subscription pool state).
func CheckSubscriptionPoolState(v any) []string {
	doc, ok := v.(map[string]any)
	if !ok {
		return notObject("SPS", "SubscriptionPoolState", v)
	}
	accounts, ok := doc["accounts"].([]any)
	if !ok {
		return []string{"SPS: structural shape precondition failed — accounts must be a non-null array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}
	}
	var out []string
	for i, e := range accounts {
		o, isObj := e.(map[string]any)
		if !isObj {
			out = append(out, "SPS: accounts["+itoa(i)+"] is "+shapeName(e, true)+", not an object —"+elementTail)
			continue
		}
		switch why, over := unitsReason(o); {
		case over:
			out = append(out, overdrawnMessage(i, o["consumed_units"].(string), o["allocated_units"].(string)))
		case why != "":
			out = append(out, "SPS-1: accounts["+itoa(i)+"] "+why)
		}
		if why := rawAtOrAfter(o, "stable_until", doc, "ts"); why != "" {
			out = append(out, "SPS-4: accounts["+itoa(i)+"] "+why)
		}
	}
	for _, g := range rawDuplicates(accounts, "account_id") {
		out = append(out, dupMessage("SPS-2: accounts[*].account_id ", g, sps2Tail))
	}
	return out
}

// CheckRevocationList applies RL-1, RL-5, RL-7 (per revoked key), RL-9,
// RL-10 and RL-12, in this order, to the JSON value v (a revocation
// list). Revoked keys that are not objects are reported first and skipped.
func CheckRevocationList(v any) []string {
	doc, ok := v.(map[string]any)
	if !ok {
		return notObject("RL", "RevocationList", v)
	}
	keys, ok := doc["revoked_keys"].([]any)
	if !ok {
		return []string{"RL: structural shape precondition failed — revoked_keys must be an array; the cross-field validator requires the structural tier (Value.Check) to have passed first."}
	}
	var out []string
	isObj := elementObjects("RL", "revoked_keys", keys, &out)
	for _, g := range rawDuplicates(keys, "key_id") {
		out = append(out, dupMessage("RL-1: revoked_keys[*].key_id ", g, rl1Tail))
	}
	if signer, ok := doc["signer_key_id"].(string); ok {
		for j, e := range keys {
			if k, _ := member(e, "key_id"); k == any(signer) {
				out = append(out, selfRevocationMessage(signer, j))
				break
			}
		}
	}
	for i, e := range keys {
		if isObj[i] {
			if why := rawAtOrAfter(doc, "issued_at", e.(map[string]any), "revoked_at"); why != "" {
				out = append(out, "RL-7: revoked_keys["+itoa(i)+"] "+why)
			}
		}
	}
	if vu, has := doc["valid_until"]; !has || vu != nil {
		if why := rawAtOrAfter(doc, "valid_until", doc, "valid_from"); why != "" {
			out = append(out, "RL-9: "+why)
		}
	}
	if why := rawAtOrAfter(doc, "issued_at", doc, "valid_from"); why != "" {
		out = append(out, "RL-10: "+why)
	}
	q, has := doc["quorum_signatures"]
	switch qs := q.(type) {
	case nil:
		if !has {
			out = append(out, "RL: structural shape precondition failed — quorum_signatures must be null OR an array; got undefined.")
		}
	case []any:
		for _, g := range rawDuplicates(qs, "signer_key_id") {
			out = append(out, dupMessage("RL-12: quorum_signatures[*].signer_key_id ", g, rl12Tail))
		}
		signer, isStr := doc["signer_key_id"].(string)
		found := false
		for _, e := range qs {
			if k, _ := member(e, "signer_key_id"); isStr && k == any(signer) {
				found = true
				break
			}
		}
		if !found {
			sk, skHas := doc["signer_key_id"]
			out = append(out, primaryAbsentMessage(text(sk, skHas)))
		}
	default:
		out = append(out, "RL: structural shape precondition failed — quorum_signatures must be null OR an array; got "+jsType(q, true)+".")
	}
	return out
}

// CheckMergeArtifact re-checks the discriminator of the JSON value v (a
// merge artifact): envelope_kind must be "merge_artifact". It has no
// other rule.
func CheckMergeArtifact(v any) []string {
	doc, ok := v.(map[string]any)
	if !ok {
		return notObject("MA", "MergeArtifact", v)
	}
	k, has := doc["envelope_kind"]
	if s, ok := k.(string); ok && s == "merge_artifact" {
		return nil
	}
	shown := "missing"
	switch s, isStr := k.(string); {
	case isStr:
		shown = `"` + s + `"`
	case has:
		shown = shapeName(k, true)
	}
	return []string{"MA: structural shape precondition failed — envelope_kind is " + shown + `, expected "merge_artifact". The shim guards the discriminator to reject envelopes of other shapes.`}
}
