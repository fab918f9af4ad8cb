package agent

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// CapabilityKind is a kind of capability a BUTTERFREEZONE.md declares
// (the BUTTERFREEZONE Capability Schema v1.0). This is the
// BUTTERFREEZONE vocabulary, not an upstream loa-hounfour schema.
//
// Its values: [CapabilityFilesystem], [CapabilityGit], [CapabilityGitHubAPI],
// [CapabilityShell], [CapabilityNetwork], [CapabilityModel].
type CapabilityKind string

// The capability kinds, in the order of the capability schema.
const (
	CapabilityFilesystem CapabilityKind = "filesystem"
	CapabilityGit        CapabilityKind = "git"
	CapabilityGitHubAPI  CapabilityKind = "github_api"
	CapabilityShell      CapabilityKind = "shell"
	CapabilityNetwork    CapabilityKind = "network"
	CapabilityModel      CapabilityKind = "model"
)

var capabilityKinds = enum.New(CapabilityFilesystem, CapabilityGit, CapabilityGitHubAPI, CapabilityShell, CapabilityNetwork, CapabilityModel)

// kindInfo is one row of the vocabulary table.
type kindInfo struct {
	actions, scopes []string
	scopeIsPool     bool // hounfour_pool_hint "{scope}"
	billingWeight   int
}

var vocabulary = map[CapabilityKind]kindInfo{
	CapabilityFilesystem: {actions: []string{"read", "write"}, scopes: []string{"system", "state", "app"}},
	CapabilityGit:        {actions: []string{"read", "write", "read_write"}, scopes: []string{"local", "remote"}},
	CapabilityGitHubAPI:  {actions: []string{"read", "write", "read_write"}, scopes: []string{"external"}, billingWeight: 1},
	CapabilityShell:      {actions: []string{"execute"}, scopes: []string{"local"}},
	CapabilityNetwork:    {actions: []string{"read", "write"}, scopes: []string{"external"}, billingWeight: 1},
	CapabilityModel: {actions: []string{"invoke"}, scopes: []string{"cheap", "fast_code", "reviewer", "reasoning", "architect"},
		scopeIsPool: true, billingWeight: 3},
}

// CapabilityKinds returns the six kinds in the capability schema's order (a
// fresh slice).
func CapabilityKinds() []CapabilityKind { return capabilityKinds.Values() }

// Valid reports whether k is one of the six kinds (exact, case-sensitive).
func (k CapabilityKind) Valid() bool { return capabilityKinds.Has(k) }

// Actions returns the actions defined for k (nil for an unknown kind).
func (k CapabilityKind) Actions() []string { return slices.Clone(vocabulary[k].actions) }

// Scopes returns the scopes defined for k, in BUTTERFREEZONE spelling (model
// scopes say fast_code), nil for an unknown kind.
func (k CapabilityKind) Scopes() []string { return slices.Clone(vocabulary[k].scopes) }

// ScopeIsPool reports whether k's scope names a model pool (the capability
// schema's hounfour_pool_hint "{scope}"; only model). For the other kinds the
// pool hint is null: they need no specific pool.
func (k CapabilityKind) ScopeIsPool() bool { return vocabulary[k].scopeIsPool }

// BillingWeight returns k's billing weight (model 3, github_api and network
// 1, the others 0; 0 for an unknown kind).
func (k CapabilityKind) BillingWeight() int { return vocabulary[k].billingWeight }

// PoolForScope maps a model scope to its pool: the BUTTERFREEZONE spelling
// fast_code and the protocol spelling fast-code both give wire.PoolFastCode,
// the other four are identical. ok is false for any other text.
func PoolForScope(scope string) (pool wire.PoolID, ok bool) {
	if scope == "fast_code" {
		return wire.PoolFastCode, true
	}
	p := wire.PoolID(scope)
	return p, p.Valid()
}

// CapabilityRequirement is one declared requirement, "kind: action" or
// "kind: action (scope: X)". Parsing checks the syntax
// only; Check checks the vocabulary.
type CapabilityRequirement struct {
	Kind   CapabilityKind
	Action string
	Scope  string // "" when no scope was given; kept as written
}

var requirementSyntax = regexp.MustCompile(`^([a-z][a-z0-9_]*):[ \t]*([a-z][a-z0-9_]*)(?:[ \t]+\(scope:[ \t]*([a-z][a-z0-9_-]*)[ \t]*\))?$`)

// RequirementError is a requirement text that does not have the syntax of
// the capability vocabulary.
type RequirementError struct {
	Text string // the text given to ParseCapabilityRequirement
}

// Error returns `invalid capability requirement: "{text}"` (the text quoted
// as a Go string literal).
func (e *RequirementError) Error() string {
	return "invalid capability requirement: " + strconv.Quote(e.Text)
}

// ParseCapabilityRequirement parses one requirement after trimming
// surrounding white space: kind and action are [a-z][a-z0-9_]*, the optional
// scope [a-z][a-z0-9_-]*, with spaces or tabs after the colon, before the
// parenthesis (at least one) and inside it. "model:invoke" and
// "model: invoke (scope:cheap)" parse; "model: invoke(scope: cheap)",
// "Model: invoke" and text after the parenthesis do not (*RequirementError).
// Vocabulary membership is not checked here (see Check).
func ParseCapabilityRequirement(s string) (CapabilityRequirement, error) {
	m := requirementSyntax.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return CapabilityRequirement{}, &RequirementError{Text: s}
	}
	return CapabilityRequirement{Kind: CapabilityKind(m[1]), Action: m[2], Scope: m[3]}, nil
}

// String formats r canonically: "kind: action" or "kind: action (scope: X)",
// single spaces; a model scope is written in BUTTERFREEZONE spelling
// (fast-code as fast_code).
func (r CapabilityRequirement) String() string {
	s := string(r.Kind) + ": " + r.Action
	if r.Scope == "" {
		return s
	}
	scope := r.Scope
	if r.Kind == CapabilityModel && scope == "fast-code" {
		scope = "fast_code"
	}
	return s + " (scope: " + scope + ")"
}

// Check reports the first vocabulary problem of r: an unknown kind
// (`unknown capability kind "{kind}"`), an action the kind does not define
// (`action "{action}" is not defined for "{kind}"`), or a scope the kind does
// not define (`scope "{scope}" is not defined for "{kind}"`). A requirement
// without a scope is valid for every kind; a model scope may use either
// spelling of fast_code.
func (r CapabilityRequirement) Check() error {
	info, ok := vocabulary[r.Kind]
	if !ok {
		return &VocabularyError{Msg: "unknown capability kind " + strconv.Quote(string(r.Kind))}
	}
	if !slices.Contains(info.actions, r.Action) {
		return &VocabularyError{Msg: "action " + strconv.Quote(r.Action) + " is not defined for " + strconv.Quote(string(r.Kind))}
	}
	if r.Scope != "" && !slices.Contains(info.scopes, r.Scope) && !(info.scopeIsPool && r.Scope == "fast-code") {
		return &VocabularyError{Msg: "scope " + strconv.Quote(r.Scope) + " is not defined for " + strconv.Quote(string(r.Kind))}
	}
	return nil
}

// VocabularyError is a syntactically valid requirement whose kind, action or
// scope is not in the capability vocabulary.
type VocabularyError struct{ Msg string }

func (e *VocabularyError) Error() string { return e.Msg }

// Pool returns the pool a valid model requirement with a scope names. ok is
// false for every other requirement (other kinds need no specific pool, and
// "model: invoke" without a scope names none).
func (r CapabilityRequirement) Pool() (wire.PoolID, bool) {
	if r.Kind != CapabilityModel || r.Scope == "" || r.Check() != nil {
		return "", false
	}
	return PoolForScope(r.Scope)
}

var scopeParenthetical = regexp.MustCompile(` \(scope:.*\)`)

// StripCapabilityScope returns s without its scope parenthetical, the
// backward-compatible form for consumers that do not understand scopes: the
// leftmost match of the RE2 expression ` \(scope:.*\)` is removed. Being
// greedy, the match runs to the last ")" of s; text after it is kept.
// "filesystem: write (scope: state)" gives "filesystem: write".
func StripCapabilityScope(s string) string {
	loc := scopeParenthetical.FindStringIndex(s)
	if loc == nil {
		return s
	}
	return s[:loc[0]] + s[loc[1]:]
}
