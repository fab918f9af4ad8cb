package vectors

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["nftid"] = runNftID
	kinds["nftid-format"] = runNftIDFormat
	kinds["address"] = runAddress
	// lifecycle-transition: agent.IsValidTransition (see transition).
	kinds["lifecycle-transition"] = transition("IsValidTransition", agent.IsValidTransition)
	kinds["lifecycle-guard"] = runLifecycleGuard
	kinds["compatibility"] = runCompatibility
}

// nftid: input is the text given to wire.ParseNftID. want is
// {"error": "syntax"|"range"|"checksum"|"any"} for a rejected text, else
// {"canonical": String(), "chain_id": n, "collection": EIP-55, "token_id": text}
// (members left out are not compared).
func runNftID(c *Case) error {
	var in string
	var want struct {
		Error      string      `json:"error"`
		Canonical  string      `json:"canonical"`
		ChainID    json.Number `json:"chain_id"`
		Collection string      `json:"collection"`
		TokenID    string      `json:"token_id"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	id, err := wire.ParseNftID(in)
	if got := errClass(err); got != want.Error && !(want.Error == "any" && err != nil) {
		return mismatch("error", want.Error, got)
	}
	if err != nil {
		if wire.IsValidNftID(in) {
			return mismatch("IsValidNftID", false, true)
		}
		return nil
	}
	if !wire.IsValidNftID(in) {
		return mismatch("IsValidNftID", true, false)
	}
	if want.Canonical != "" && id.String() != want.Canonical {
		return mismatch("canonical", want.Canonical, id.String())
	}
	if got := strconv.FormatUint(id.ChainID(), 10); want.ChainID != "" && got != want.ChainID.String() {
		return mismatch("chain_id", want.ChainID, got)
	}
	if want.Collection != "" && id.Collection().String() != want.Collection {
		return mismatch("collection", want.Collection, id.Collection())
	}
	if want.TokenID != "" && id.TokenID() != want.TokenID {
		return mismatch("token_id", want.TokenID, id.TokenID())
	}
	back, err := wire.ParseNftID(id.String())
	if err != nil || back != id {
		return mismatch("re-parse of String()", id, back)
	}
	return nil
}

// nftid-format: input {"chain_id": n, "collection": address text, "token_id":
// text} given to wire.FormatNftID; want {"text": canonical} or {"error": true}.
func runNftIDFormat(c *Case) error {
	var in struct {
		ChainID    uint64 `json:"chain_id"`
		Collection string `json:"collection"`
		TokenID    string `json:"token_id"`
	}
	var want struct {
		Text  string `json:"text"`
		Error bool   `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var col wire.Address
	if in.Collection != "" {
		var err error
		if col, err = wire.ParseAddress(in.Collection); err != nil {
			return err
		}
	}
	id, err := wire.FormatNftID(in.ChainID, col, in.TokenID)
	if (err != nil) != want.Error {
		return mismatch("error", want.Error, err)
	}
	if err == nil {
		if id.String() != want.Text {
			return mismatch("text", want.Text, id.String())
		}
		back, err := wire.ParseNftID(id.String())
		if err != nil || back != id {
			return mismatch("parse of formatted id", id, back)
		}
	}
	return nil
}

// address: input is the text given to wire.ParseAddress; want {"eip55":
// text} or {"error": "syntax"|"checksum"}.
func runAddress(c *Case) error {
	var in string
	var want struct {
		EIP55 string `json:"eip55"`
		Error string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	a, err := wire.ParseAddress(in)
	if got := errClass(err); got != want.Error {
		return mismatch("error", want.Error, got)
	}
	if err == nil && a.String() != want.EIP55 {
		return mismatch("eip55", want.EIP55, a.String())
	}
	return nil
}

// lifecycle-guard: input {"from", "to", "context": {…}, "extra_guards":
// {"FROM→TO": "RequiresSanctionEvidence"}} run through
// agent.NewLifecycleValidator plus the extra guards; want is the GuardResult
// JSON ({"valid"} or {"valid", "reason", "guard", "severity"}).
func runLifecycleGuard(c *Case) error {
	var in struct {
		From        agent.LifecycleState `json:"from"`
		To          agent.LifecycleState `json:"to"`
		Context     map[string]any       `json:"context"`
		ExtraGuards map[string]string    `json:"extra_guards"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	guards := agent.DefaultGuards()
	for key, name := range in.ExtraGuards {
		g, ok := namedGuards[name]
		if !ok {
			return mismatch("known guard name", "one of the five", name)
		}
		guards[key] = g
	}
	return sameJSON("guard result", c.Want, agent.NewTransitionValidator(agent.Transitions(), guards).IsValid(in.From, in.To, in.Context))
}

var namedGuards = map[string]agent.Guard[agent.LifecycleState]{
	"RequiresTransferID":        agent.RequiresTransferID[agent.LifecycleState],
	"RequiresNoActiveTransfer":  agent.RequiresNoActiveTransfer[agent.LifecycleState],
	"RequiresReasonResolved":    agent.RequiresReasonResolved[agent.LifecycleState],
	"RequiresTransferCompleted": agent.RequiresTransferCompleted[agent.LifecycleState],
	"RequiresSanctionEvidence":  agent.RequiresSanctionEvidence[agent.LifecycleState],
}

// compatibility: input is the remote version text given to
// hounfour.CheckCompatibilityAt under the contract of the run (or, with
// {"remote", "min"}, to CheckCompatibilityAtWithMin); want {"compatible",
// "warning", "error"}.
func runCompatibility(c *Case) error {
	var got hounfour.Compatibility
	var remote string
	if err := strict(c.Input, &remote); err == nil {
		got = hounfour.CheckCompatibilityAt(c.contract, remote)
	} else {
		var in struct{ Remote, Min string }
		if err := strict(c.Input, &in); err != nil {
			return err
		}
		got = hounfour.CheckCompatibilityAtWithMin(c.contract, in.Remote, in.Min)
	}
	var want struct {
		Compatible bool   `json:"compatible"`
		Warning    string `json:"warning"`
		Error      string `json:"error"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got.Compatible != want.Compatible || got.Warning != want.Warning || got.Error != want.Error {
		return mismatch("compatibility", want, got)
	}
	return nil
}

func init() {
	kinds["scoped-trust"] = runScopedTrust
	kinds["flat-trust"] = runFlatTrust
	kinds["identity-parse"] = runIdentityParse
	kinds["capability-requirement"] = runCapabilityRequirement
	kinds["capability-strip"] = runCapabilityStrip
	kinds["trust-gradient"] = runTrustGradient
	kinds["agent-context"] = runAgentContext
}

// scoped-trust: input {"trust": CapabilityScopedTrust JSON, "scope",
// "threshold"}; want {"level_for": LevelFor(scope), "meets": Meets(scope,
// threshold), "effective": Effective(), "index": LevelFor(scope).Index()}
// (members left out are not compared).
func runScopedTrust(c *Case) error {
	var in struct {
		Trust     json.RawMessage       `json:"trust"`
		Scope     agent.CapabilityScope `json:"scope"`
		Threshold agent.TrustLevel      `json:"threshold"`
	}
	var want struct {
		LevelFor  *agent.TrustLevel `json:"level_for"`
		Meets     *bool             `json:"meets"`
		Effective *agent.TrustLevel `json:"effective"`
		Index     *int              `json:"index"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var t agent.CapabilityScopedTrust
	if err := t.UnmarshalJSON(in.Trust); err != nil {
		return err
	}
	if want.LevelFor != nil && t.LevelFor(in.Scope) != *want.LevelFor {
		return mismatch("LevelFor", *want.LevelFor, t.LevelFor(in.Scope))
	}
	if want.Meets != nil && t.Meets(in.Scope, in.Threshold) != *want.Meets {
		return mismatch("Meets", *want.Meets, t.Meets(in.Scope, in.Threshold))
	}
	if want.Effective != nil && t.Effective() != *want.Effective {
		return mismatch("Effective", *want.Effective, t.Effective())
	}
	if want.Index != nil && t.LevelFor(in.Scope).Index() != *want.Index {
		return mismatch("Index", *want.Index, t.LevelFor(in.Scope).Index())
	}
	return nil
}

// flat-trust: input is the level text given to agent.FlatTrust; want is the
// result's JSON encoding.
func runFlatTrust(c *Case) error {
	var level agent.TrustLevel
	if err := strict(c.Input, &level); err != nil {
		return err
	}
	return sameJSON("canonical data", c.Want, agent.FlatTrust(level))
}

// identity-parse: input {"text": document text} given to agent.ParseIdentity;
// want {"error": exact message}, {"error_prefix": text the message starts
// with} (for a constraint rule, whose text is the library file's wording) or
// {"identity": the result's JSON encoding}.
func runIdentityParse(c *Case) error {
	var in struct {
		Text string `json:"text"`
	}
	var want struct {
		Error       string          `json:"error"`
		ErrorPrefix string          `json:"error_prefix"`
		Identity    json.RawMessage `json:"identity"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	id, err := agent.ParseIdentity([]byte(in.Text))
	switch {
	case want.Error != "":
		if err == nil || err.Error() != want.Error {
			return mismatch("error", want.Error, err)
		}
		return nil
	case want.ErrorPrefix != "":
		if err == nil || !strings.HasPrefix(err.Error(), want.ErrorPrefix) {
			return mismatch("error starting", want.ErrorPrefix, err)
		}
		return nil
	}
	if err != nil {
		return mismatch("error", "none", err)
	}
	return sameJSON("canonical data", want.Identity, id)
}

// capability-requirement: input is the text given to
// agent.ParseCapabilityRequirement; want {"error": message} for a syntax
// error, else {"kind", "action", "scope", "string": String(), "check":
// Check() message or "", "pool": the pool a model scope names or ""}.
func runCapabilityRequirement(c *Case) error {
	var in string
	var want struct {
		Error  string `json:"error"`
		Kind   string `json:"kind"`
		Action string `json:"action"`
		Scope  string `json:"scope"`
		String string `json:"string"`
		Check  string `json:"check"`
		Pool   string `json:"pool"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	r, err := agent.ParseCapabilityRequirement(in)
	if want.Error != "" || err != nil {
		if err == nil || err.Error() != want.Error {
			return mismatch("error", want.Error, err)
		}
		return nil
	}
	check := ""
	if err := r.Check(); err != nil {
		check = err.Error()
	}
	pool, _ := r.Pool()
	got := [...]string{string(r.Kind), r.Action, r.Scope, r.String(), check, string(pool)}
	exp := [...]string{want.Kind, want.Action, want.Scope, want.String, want.Check, want.Pool}
	if got != exp {
		return mismatch("requirement", exp, got)
	}
	return nil
}

// capability-strip: input is the text given to agent.StripCapabilityScope;
// want is the result text.
func runCapabilityStrip(c *Case) error {
	var in, want string
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := agent.StripCapabilityScope(in); got != want {
		return mismatch("StripCapabilityScope", want, got)
	}
	return nil
}

// trust-gradient: input is the text given to agent.ParseGradientLevel; want
// {"error": message} or {"level": String(), "name", "hounfour_trust",
// "pools": PoolAccess(), "trust_scopes": TrustScopes()}.
func runTrustGradient(c *Case) error {
	var in string
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var want struct {
		Error string `json:"error"`
	}
	if err := json.Unmarshal(c.Want, &want); err != nil {
		return err
	}
	l, err := agent.ParseGradientLevel(in)
	if want.Error != "" || err != nil {
		if err == nil || err.Error() != want.Error {
			return mismatch("error", want.Error, err)
		}
		return nil
	}
	return sameJSON("canonical data", c.Want, struct {
		Level         string               `json:"level"`
		Name          string               `json:"name"`
		HounfourTrust string               `json:"hounfour_trust"`
		Pools         []wire.PoolID        `json:"pools"`
		TrustScopes   agent.BFZTrustScopes `json:"trust_scopes"`
	}{l.String(), l.Name(), l.HounfourTrust(), l.PoolAccess(), l.TrustScopes()})
}

// agent-context: input is the Markdown text given to agent.ParseAgentContext;
// want {"errors": [every problem]} or the parsed block and what a consumer
// computes from it: {"name", "type", "purpose", "version", "trust_level":
// String(), "trust_level_raw", "trust_scopes_version", "requirements":
// [String() of each], "warnings", "required_pools", "granted_pools",
// "missing_pools", "billing_weight", "cost_tier"}, all compared.
func runAgentContext(c *Case) error {
	var in string
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var want struct {
		Errors []string `json:"errors"`
	}
	if err := json.Unmarshal(c.Want, &want); err != nil {
		return err
	}
	ac, err := agent.ParseAgentContext([]byte(in))
	if want.Errors != nil || err != nil {
		var acErr *agent.AgentContextError
		if !errors.As(err, &acErr) {
			return mismatch("errors", want.Errors, err)
		}
		return sameJSON("canonical data", c.Want, map[string][]string{"errors": acErr.Problems})
	}
	reqs := []string{}
	for _, r := range ac.Requirements {
		reqs = append(reqs, r.String())
	}
	warnings := ac.Warnings
	if warnings == nil {
		warnings = []string{}
	}
	return sameJSON("canonical data", c.Want, struct {
		Name               string        `json:"name"`
		Type               string        `json:"type"`
		Purpose            string        `json:"purpose"`
		Version            string        `json:"version"`
		TrustLevel         string        `json:"trust_level"`
		TrustLevelRaw      string        `json:"trust_level_raw"`
		TrustScopesVersion string        `json:"trust_scopes_version"`
		Requirements       []string      `json:"requirements"`
		Warnings           []string      `json:"warnings"`
		RequiredPools      []wire.PoolID `json:"required_pools"`
		GrantedPools       []wire.PoolID `json:"granted_pools"`
		MissingPools       []wire.PoolID `json:"missing_pools"`
		BillingWeight      int           `json:"billing_weight"`
		CostTier           int           `json:"cost_tier"`
	}{ac.Name, ac.Type, ac.Purpose, ac.Version, ac.TrustLevel.String(), ac.TrustLevelRaw, ac.TrustScopesVersion,
		reqs, warnings, ac.RequiredPools(), ac.GrantedPools(), ac.MissingPools(), ac.BillingWeight(), int(ac.CostTier())})
}
