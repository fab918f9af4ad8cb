package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["domain-tag"] = runDomainTag
	kinds["domain-tag-validation"] = runDomainTagValidation
	kinds["audit-entry-hash"] = runAuditEntryHash
	kinds["chain-bound-hash"] = runChainBoundHash
	kinds["advisory-lock-key"] = runAdvisoryLockKey
	kinds["audit-timestamp"] = runAuditTimestamp
	kinds["audit-trail-verification"] = runTrailVerification
	kinds["audit-checkpoint"] = runCheckpoint
	kinds["audit-prune"] = runPrune
	kinds["conservation-invariant"] = runBuildInvariant
	kinds["conservation-factory"] = runConservationFactory
	kinds["negotiation-validity"] = runNegotiationValidity
	kinds["negotiation-expiry"] = runNegotiationExpiry
	kinds["monotonic-expansion"] = runMonotonicExpansion
	kinds["dampened-score"] = runDampenedScore
	kinds["consumer-contract-validation"] = runConsumerContractValidation
	kinds["consumer-contract-checksum"] = runConsumerContractChecksum
	kinds["contract-schema"] = runContractSchema
}

// domain-tag: input {"schema_id", "contract_version"}; want {"tag"} or
// {"error"} (the *commons.DomainTagError's text) of commons.BuildDomainTag.
func runDomainTag(c *Case) error {
	var in struct {
		SchemaID        string `json:"schema_id"`
		ContractVersion string `json:"contract_version"`
	}
	var want struct {
		Tag   string `json:"tag"`
		Error string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	got, err := commons.BuildDomainTag(in.SchemaID, in.ContractVersion)
	var de *commons.DomainTagError
	if err != nil && !errors.As(err, &de) {
		return fmt.Errorf("error of type %T", err)
	}
	if got != want.Tag || errText(err) != want.Error {
		return mismatch("BuildDomainTag", fmt.Sprintf("%q %q", want.Tag, want.Error), fmt.Sprintf("%q %q", got, errText(err)))
	}
	return nil
}

// domain-tag-validation: input {"tag"}; want {"valid", "error"?} of
// commons.ValidateDomainTag.
func runDomainTagValidation(c *Case) error {
	var in struct {
		Tag string `json:"tag"`
	}
	var want struct {
		Valid bool   `json:"valid"`
		Error string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	err := commons.ValidateDomainTag(in.Tag)
	if (err == nil) != want.Valid || errText(err) != want.Error {
		return mismatch("ValidateDomainTag", fmt.Sprintf("%v %q", want.Valid, want.Error), fmt.Sprintf("%v %q", err == nil, errText(err)))
	}
	return nil
}

// hashInput reads the members of an audit entry its hash covers: entry_id,
// timestamp, event_type, and actor_id and payload when present (a null
// payload is present); every other member is ignored.
func hashInput(entry json.RawMessage) (commons.AuditEntryHashInput, error) {
	var m map[string]json.RawMessage
	var e commons.AuditEntryHashInput
	if err := json.Unmarshal(entry, &m); err != nil {
		return e, fmt.Errorf("entry: %v", err)
	}
	for name, dst := range map[string]*string{"entry_id": &e.EntryID, "timestamp": &e.Timestamp, "event_type": &e.EventType} {
		if err := json.Unmarshal(m[name], dst); err != nil {
			return e, fmt.Errorf("entry.%s: %v", name, err)
		}
	}
	if raw, ok := m["actor_id"]; ok {
		e.ActorID = new(string)
		if err := json.Unmarshal(raw, e.ActorID); err != nil {
			return e, fmt.Errorf("entry.actor_id: %v", err)
		}
	}
	if raw, ok := m["payload"]; ok {
		e.Payload = raw
	}
	return e, nil
}

// audit-entry-hash: input {"entry": an audit entry (members the hash does
// not cover are ignored), "domain_tag"}; want {"hash"} of
// commons.AuditEntryHash.
func runAuditEntryHash(c *Case) error {
	var in struct {
		Entry     json.RawMessage `json:"entry"`
		DomainTag string          `json:"domain_tag"`
	}
	var want struct {
		Hash string `json:"hash"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	e, err := hashInput(in.Entry)
	if err != nil {
		return err
	}
	got, err := commons.AuditEntryHash(e, in.DomainTag)
	if err != nil || got != want.Hash {
		return mismatch("AuditEntryHash", want.Hash, fmt.Sprintf("%s %v", got, err))
	}
	return nil
}

// chain-bound-hash: input {"entry", "domain_tag", "previous_hash"}; want
// {"hash"} or {"code", "message"} of the *commons.ChainBoundHashError.
func runChainBoundHash(c *Case) error {
	var in struct {
		Entry        json.RawMessage `json:"entry"`
		DomainTag    string          `json:"domain_tag"`
		PreviousHash string          `json:"previous_hash"`
	}
	var want struct {
		Hash    string `json:"hash"`
		Code    string `json:"code"`
		Message string `json:"message"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	e, err := hashInput(in.Entry)
	if err != nil {
		return err
	}
	got, err := commons.ChainBoundHash(e, in.DomainTag, in.PreviousHash)
	var code, msg string
	if err != nil {
		var ce *commons.ChainBoundHashError
		if !errors.As(err, &ce) {
			return fmt.Errorf("error of type %T: %v", err, err)
		}
		code, msg = ce.Code, ce.Message
	}
	if got != want.Hash || code != want.Code || msg != want.Message {
		return mismatch("ChainBoundHash", fmt.Sprintf("%q %s %q", want.Hash, want.Code, want.Message), fmt.Sprintf("%q %s %q", got, code, msg))
	}
	return nil
}

// advisory-lock-key: input {"tag"}; want {"key"} of commons.AdvisoryLockKey.
func runAdvisoryLockKey(c *Case) error {
	var in struct {
		Tag string `json:"tag"`
	}
	var want struct {
		Key int32 `json:"key"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := commons.AdvisoryLockKey(in.Tag); got != want.Key {
		return mismatch("AdvisoryLockKey", want.Key, got)
	}
	return nil
}

// audit-timestamp: input {"timestamp", "now"}; want the
// commons.AuditTimestampResult {"valid", "normalized", "error"?}.
func runAuditTimestamp(c *Case) error {
	var in struct {
		Timestamp string    `json:"timestamp"`
		Now       time.Time `json:"now"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	return sameJSON("ValidateAuditTimestamp", c.Want, commons.ValidateAuditTimestamp(in.Timestamp, in.Now))
}

// readTrail decodes an audit trail of a case's input.
func readTrail(raw json.RawMessage) (commons.AuditTrail, error) {
	var t commons.AuditTrail
	err := strictJSON(raw, &t)
	return t, err
}

// audit-trail-verification: input {"trail", "continuity"?}; want the
// commons.TrailVerification of VerifyAuditTrail, or of
// VerifyCheckpointContinuity when continuity is true.
func runTrailVerification(c *Case) error {
	var in struct {
		Trail      json.RawMessage `json:"trail"`
		Continuity bool            `json:"continuity"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	t, err := readTrail(in.Trail)
	if err != nil {
		return err
	}
	if in.Continuity {
		return sameJSON("VerifyCheckpointContinuity", c.Want, commons.VerifyCheckpointContinuity(t))
	}
	return sameJSON("VerifyAuditTrail", c.Want, commons.VerifyAuditTrail(t))
}

// audit-checkpoint: input {"trail", "index"?} (absent: the last entry);
// want {"checkpoint_index", "checkpoint_hash"} and the checkpointed trail
// verifying its continuity, or {"error"} of the *commons.CheckpointError.
func runCheckpoint(c *Case) error {
	var in struct {
		Trail json.RawMessage `json:"trail"`
		Index *int            `json:"index"`
	}
	var want struct {
		CheckpointIndex *int   `json:"checkpoint_index"`
		CheckpointHash  string `json:"checkpoint_hash"`
		Error           string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	t, err := readTrail(in.Trail)
	if err != nil {
		return err
	}
	var r commons.CheckpointResult
	if in.Index == nil {
		r, err = commons.CreateLatestCheckpoint(t)
	} else {
		r, err = commons.CreateCheckpoint(t, *in.Index)
	}
	if want.Error != "" {
		var ce *commons.CheckpointError
		if !errors.As(err, &ce) || ce.Error() != want.Error || r.CheckpointIndex != -1 || r.CheckpointHash != "" {
			return mismatch("CreateCheckpoint", want.Error, fmt.Sprintf("%v (%d %q)", err, r.CheckpointIndex, r.CheckpointHash))
		}
		return nil
	}
	if err != nil || want.CheckpointIndex == nil || r.CheckpointIndex != *want.CheckpointIndex || r.CheckpointHash != want.CheckpointHash {
		return mismatch("CreateCheckpoint", fmt.Sprintf("%v %s", want.CheckpointIndex, want.CheckpointHash), fmt.Sprintf("%d %s %v", r.CheckpointIndex, r.CheckpointHash, err))
	}
	if v := commons.VerifyCheckpointContinuity(r.Trail); !v.Valid {
		return fmt.Errorf("the checkpointed trail's continuity: %+v", v)
	}
	return nil
}

// audit-prune: input {"trail"}; want {"trail"}: the trail
// commons.PruneBeforeCheckpoint returns, which must also verify.
func runPrune(c *Case) error {
	var in struct {
		Trail json.RawMessage `json:"trail"`
	}
	var want struct {
		Trail json.RawMessage `json:"trail"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	t, err := readTrail(in.Trail)
	if err != nil {
		return err
	}
	p := commons.PruneBeforeCheckpoint(t)
	if err := sameJSON("PruneBeforeCheckpoint", want.Trail, p); err != nil {
		return err
	}
	if v := commons.VerifyAuditTrail(p); !v.Valid {
		return fmt.Errorf("the pruned trail does not verify: %+v", v)
	}
	return nil
}

// conservation-invariant: input {"builder": "sum" | "non-negative" |
// "bounded", "id", "name", "fields"?, "total"?, "field"?, "floor"?,
// "ceiling"?}; want the commons.Invariant the builder returns.
func runBuildInvariant(c *Case) error {
	var in struct {
		Builder string   `json:"builder"`
		ID      string   `json:"id"`
		Name    string   `json:"name"`
		Fields  []string `json:"fields"`
		Total   string   `json:"total"`
		Field   string   `json:"field"`
		Floor   float64  `json:"floor"`
		Ceiling float64  `json:"ceiling"`
	}
	if err := strictFloat(c.Input, &in); err != nil {
		return err
	}
	var got commons.Invariant
	switch in.Builder {
	case "sum":
		got = commons.BuildSumInvariant(in.ID, in.Name, in.Fields, in.Total)
	case "non-negative":
		got = commons.BuildNonNegativeInvariant(in.ID, in.Name, in.Fields)
	case "bounded":
		got = commons.BuildBoundedInvariant(in.ID, in.Name, in.Field, in.Floor, in.Ceiling)
	default:
		return fmt.Errorf("unknown builder %q", in.Builder)
	}
	return sameJSON(in.Builder, c.Want, got)
}

// conservation-factory: input {"calls": [{"factory": "balance" |
// "non-negative" | "bounded" | "monotonic", "fields"?, "total"?,
// "field"?, "floor"?, "ceiling"?, "direction"?, "enforcement"?}]} run in
// order on one new commons.LawFactory (absent enforcement: strict); want
// {"laws": […]}, the commons.ConservationLaw of each call.
func runConservationFactory(c *Case) error {
	var in struct {
		Calls []struct {
			Factory     string                     `json:"factory"`
			Fields      []string                   `json:"fields"`
			Total       string                     `json:"total"`
			Field       string                     `json:"field"`
			Floor       float64                    `json:"floor"`
			Ceiling     float64                    `json:"ceiling"`
			Direction   commons.MonotonicDirection `json:"direction"`
			Enforcement commons.Enforcement        `json:"enforcement"`
		} `json:"calls"`
	}
	var want struct {
		Laws json.RawMessage `json:"laws"`
	}
	if err := strictFloat(c.Input, &in); err != nil {
		return err
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	var f commons.LawFactory
	laws := []commons.ConservationLaw{}
	for _, call := range in.Calls {
		e := call.Enforcement
		if e == "" {
			e = commons.EnforcementStrict
		}
		switch call.Factory {
		case "balance":
			laws = append(laws, f.Balance(call.Fields, call.Total, e))
		case "non-negative":
			laws = append(laws, f.NonNegative(call.Fields, e))
		case "bounded":
			laws = append(laws, f.Bounded(call.Field, call.Floor, call.Ceiling, e))
		case "monotonic":
			laws = append(laws, f.Monotonic(call.Field, call.Direction, e))
		default:
			return fmt.Errorf("unknown factory %q", call.Factory)
		}
	}
	return sameJSON("laws", want.Laws, laws)
}

// strictFloat is strict without json.Number, for inputs holding float64
// members.
func strictFloat(data json.RawMessage, v any) error {
	if data == nil {
		return errors.New("missing input/want")
	}
	return strictJSON(data, v)
}

// negotiation-validity: input {"negotiation", "clock"}; want the
// commons.NegotiationValidity {"valid", "remaining_ms"?, "reason"}.
func runNegotiationValidity(c *Case) error {
	var in struct {
		Negotiation json.RawMessage `json:"negotiation"`
		Clock       string          `json:"clock"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var n commons.ContractNegotiation
	if err := json.Unmarshal(in.Negotiation, &n); err != nil {
		return fmt.Errorf("negotiation: %v", err)
	}
	return sameJSON("IsNegotiationValid", c.Want, commons.IsNegotiationValid(n, in.Clock))
}

// negotiation-expiry: input {"negotiation"}; want {"valid", "ttl_ms"?} of
// commons.ComputeNegotiationExpiry (ttl_ms only when valid).
func runNegotiationExpiry(c *Case) error {
	var in struct {
		Negotiation json.RawMessage `json:"negotiation"`
	}
	var want struct {
		Valid bool   `json:"valid"`
		TTLMS *int64 `json:"ttl_ms"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var n commons.ContractNegotiation
	if err := json.Unmarshal(in.Negotiation, &n); err != nil {
		return fmt.Errorf("negotiation: %v", err)
	}
	got := commons.ComputeNegotiationExpiry(n)
	if got.Valid != want.Valid || (want.TTLMS != nil) != got.Valid || (want.TTLMS != nil && got.TTLMillis != *want.TTLMS) ||
		got.NegotiatedAt != n.NegotiatedAt.String() || got.ExpiresAt != n.ExpiresAt.String() {
		return mismatch("ComputeNegotiationExpiry", fmt.Sprintf("%v %v", want.Valid, want.TTLMS), fmt.Sprintf("%+v", got))
	}
	if got.Valid && got.TTL != time.Duration(got.TTLMillis)*time.Millisecond {
		return fmt.Errorf("TTL %v differs from TTLMillis %d", got.TTL, got.TTLMillis)
	}
	return nil
}

// monotonic-expansion: input {"contract"}: a dynamic contract whose
// surfaces may leave states out; want the commons.MonotonicResult
// {"valid", "violations"}. The function takes a Go value, where an absent
// state is the zero surface; as a document such a contract is invalid
// (every state's surface is required), so the value is built member by
// member: each surface present is decoded and validated on its own.
func runMonotonicExpansion(c *Case) error {
	var in struct {
		Contract json.RawMessage `json:"contract"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var raw struct {
		ContractID      wire.UUID                  `json:"contract_id"`
		Surfaces        map[string]json.RawMessage `json:"surfaces"`
		ContractVersion string                     `json:"contract_version"`
		CreatedAt       wire.Timestamp             `json:"created_at"`
	}
	if err := strictJSON(in.Contract, &raw); err != nil {
		return fmt.Errorf("contract: %v", err)
	}
	dc := commons.DynamicContract{ContractID: raw.ContractID, ContractVersion: raw.ContractVersion, CreatedAt: raw.CreatedAt}
	for name, doc := range raw.Surfaces {
		var s commons.ProtocolSurface
		if err := strictJSON(doc, &s); err != nil {
			return fmt.Errorf("contract: /surfaces/%s: %v", name, err)
		}
		switch reputation.State(name) {
		case reputation.Cold:
			dc.Surfaces.Cold = s
		case reputation.Warming:
			dc.Surfaces.Warming = s
		case reputation.Established:
			dc.Surfaces.Established = s
		case reputation.Authoritative:
			dc.Surfaces.Authoritative = s
		default:
			if dc.Surfaces.Unknown == nil {
				dc.Surfaces.Unknown = map[string]json.RawMessage{}
			}
			dc.Surfaces.Unknown[name] = doc
		}
	}
	return sameJSON("VerifyMonotonicExpansion", c.Want, commons.VerifyMonotonicExpansion(dc))
}

// dampened-score: input {"old": number or null (cold start), "new",
// "samples", "config"?: a feedback-dampening config}; want {"score"} or
// {"error"} of the *commons.DampeningError. Scores compare exactly.
func runDampenedScore(c *Case) error {
	var in struct {
		Old     *float64                         `json:"old"`
		New     float64                          `json:"new"`
		Samples float64                          `json:"samples"`
		Config  *commons.FeedbackDampeningConfig `json:"config"`
	}
	var want struct {
		Score *float64 `json:"score"`
		Error string   `json:"error"`
	}
	if err := strictFloat(c.Input, &in); err != nil {
		return err
	}
	if err := strictFloat(c.Want, &want); err != nil {
		return err
	}
	got, err := commons.DampenedScore(in.Old, in.New, in.Samples, in.Config)
	if want.Error != "" {
		var de *commons.DampeningError
		if !errors.As(err, &de) || de.Error() != want.Error {
			return mismatch("DampenedScore error", want.Error, fmt.Sprintf("%v (%T)", err, err))
		}
		return nil
	}
	if err != nil || want.Score == nil || got != *want.Score {
		return mismatch("DampenedScore", want.Score, fmt.Sprintf("%v %v", got, err))
	}
	return nil
}

// consumer-contract-validation: input {"contract": a consumer contract,
// "exports": {entrypoint: [symbol, …]}}; want the
// integrity.ContractValidation {"valid", "missing_symbols",
// "unknown_entrypoints"}.
func runConsumerContractValidation(c *Case) error {
	var in struct {
		Contract json.RawMessage     `json:"contract"`
		Exports  map[string][]string `json:"exports"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var cc integrity.ConsumerContract
	if err := strictJSON(in.Contract, &cc); err != nil {
		return fmt.Errorf("contract: %v", err)
	}
	return sameJSON("ValidateConsumerContract", c.Want, integrity.ValidateConsumerContract(cc, in.Exports))
}

// consumer-contract-checksum: input {"contract"}; want {"checksum"} of
// integrity.ContractChecksum.
func runConsumerContractChecksum(c *Case) error {
	var in struct {
		Contract json.RawMessage `json:"contract"`
	}
	var want struct {
		Checksum string `json:"checksum"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var cc integrity.ConsumerContract
	if err := strictJSON(in.Contract, &cc); err != nil {
		return fmt.Errorf("contract: %v", err)
	}
	if got := integrity.ContractChecksum(cc); got != want.Checksum {
		return mismatch("ContractChecksum", want.Checksum, got)
	}
	return nil
}

// contract-schema: input {"contract", "schema"}; want {"known"}: whether
// the contract has a document type of that name (schemas.NamesFor, and
// schemas.NewFor succeeding exactly then). A type a later contract
// introduced is unknown to a 7.0.0 reader, as to its peers.
func runContractSchema(c *Case) error {
	var in struct {
		Contract hounfour.Contract `json:"contract"`
		Schema   string            `json:"schema"`
	}
	var want struct {
		Known bool `json:"known"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	known := slices.Contains(schemas.NamesFor(in.Contract), in.Schema)
	_, err := schemas.NewFor(in.Contract, in.Schema)
	if known != want.Known || (err == nil) != known {
		return mismatch("known", want.Known, fmt.Sprintf("%v (NewFor: %v)", known, err))
	}
	return nil
}
