package hounfour

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"time"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Options selects how a document is read, checked and written: the
// contract it is read under, the limits of the work, and what a
// validation does with the checks the library leaves to its caller. The
// zero Options is the library's default, which Decode, DecodeWithLimits,
// the types' Validate methods and json.Unmarshal use: the default contract
// (ContractVersion), DefaultLimits, deferred checks refused.
//
// A service reading peers of two contracts keeps one Options per contract:
//
//	var v7 = hounfour.Options{Contract: hounfour.Contract700}
//	var v8 = hounfour.Options{Contract: hounfour.Contract870}
//	err := v7.Decode(body, &policy) // as a 7.0.0 peer reads it
//
// Under a contract, a member, a vocabulary value or a document type that a
// later contract introduced is what it is to a peer of that contract: an
// undeclared member (the violation of an undeclared member in a closed
// object; kept with the undeclared members of an open one), a value
// outside the vocabulary, a type that is not part of it (an
// *UnsupportedError). Everything else reads the same under every contract.
type Options struct {
	// Contract is the contract documents are read and written under; the
	// zero Contract is ContractVersion. A Contract the library does not
	// speak makes every method fail with a *ContractError.
	Contract Contract
	// Limits bounds the work of one document; zero fields take their
	// defaults (as DecodeWithLimits).
	Limits Limits

	// AcceptDeferred accepts a document whose type carries a signature
	// the library does not verify (a crypto-bearing type) on its shape
	// alone; its obligation then says what the caller must verify.
	// Without it such a document is refused with the violation
	// RuleCryptoDeferred.
	AcceptDeferred bool
	// FailClosed refuses a document that is a link of a delegation chain
	// (a chain-bearing type) when ChainContext supplies no chain, with the
	// violation RuleChainContextDeferred; without it the unchecked chain
	// is an obligation.
	FailClosed bool
	// ChainContext is the delegation chain of a chain-bearing document;
	// nil or empty: not supplied. The library does not check the chain
	// itself: it only records, in the obligation, that it was supplied.
	ChainContext *ChainContext
	// Now is the time an obligations manifest records as emitted; the zero
	// Time: the clock.
	Now time.Time
}

// ChainContext is the delegation chain a chain-bearing document belongs to
// (granted_by_chain_records): the record validated, its ancestors back to
// the genesis-rooted record, and the terminator
// {"delegation_id": "genesis:org-public-key"}.
type ChainContext struct {
	// GrantedByChainRecords are the chain's records as JSON values; the
	// chain counts as supplied when there is at least one.
	GrantedByChainRecords []json.RawMessage
}

// supplied reports whether the chain context holds at least one record.
func (c *ChainContext) supplied() bool { return c != nil && len(c.GrantedByChainRecords) > 0 }

// The rule ids of the violations a validation reports for the checks it
// leaves to its caller (Options); their messages are CryptoDeferredMessage
// and ChainContextDeferredMessage, their path "".
const (
	// RuleCryptoDeferred: a crypto-bearing document validated without
	// Options.AcceptDeferred.
	RuleCryptoDeferred = "crypto-deferred"
	// RuleChainContextDeferred: a chain-bearing document validated with
	// Options.FailClosed and no chain context.
	RuleChainContextDeferred = "chain-context-deferred"
)

// ErrNotInContract is matched by every *UnsupportedError:
// errors.Is(err, hounfour.ErrNotInContract).
var ErrNotInContract = errors.New("hounfour: not part of the contract")

// UnsupportedError reports what a contract lacks: a document type it does
// not have (decoding or validating such a type under it), or the members
// and vocabulary values of a value that would not survive a peer of it
// (Options.Marshal). It matches ErrNotInContract; it is never a
// *ValidationError.
type UnsupportedError struct {
	// Contract is the contract that lacks them.
	Contract Contract
	// Schema is the schema name of the document type ("" when it has none).
	Schema string
	// Paths are the JSON Pointers of what the contract lacks, in document
	// field order: "" alone for a document type it does not have.
	Paths []string
}

// Error names the contract, the schema and every path.
func (e *UnsupportedError) Error() string {
	var b strings.Builder
	b.WriteString("hounfour: contract ")
	b.WriteString(string(e.Contract))
	b.WriteString(" lacks ")
	schema := e.Schema
	if schema == "" {
		schema = "the document type"
	}
	if len(e.Paths) == 1 && e.Paths[0] == "" {
		b.WriteString(schema)
		return b.String()
	}
	b.WriteString("what ")
	b.WriteString(schema)
	b.WriteString(" holds at ")
	b.WriteString(strings.Join(e.Paths, ", "))
	return b.String()
}

// Is makes errors.Is(err, ErrNotInContract) true.
func (e *UnsupportedError) Is(target error) bool { return target == ErrNotInContract }

// version returns o's contract and its codec form, or the *ContractError
// of a contract the library does not speak.
func (o *Options) version() (Contract, codec.Version, error) {
	switch o.Contract {
	case "":
		return Contract(ContractVersion), 0, nil
	case Contract700:
		return Contract700, codec.Contract700, nil
	case Contract870:
		return Contract870, codec.Contract870, nil
	}
	return "", 0, &ContractError{Text: string(o.Contract)}
}

// laterType returns the *UnsupportedError of v's type when the contract cv
// does not have it, else nil.
func laterType(v any, c Contract, cv codec.Version) error {
	if !codec.LaterThan(cv) {
		return nil
	}
	t := reflect.TypeOf(v)
	if codec.TypeSince(t).In(cv) {
		return nil
	}
	return &UnsupportedError{Contract: c, Schema: codec.SchemaName(t), Paths: []string{""}}
}

// Decode is hounfour.Decode under o: the strict decode and validation of
// data into v under o.Contract and o.Limits, then, for a valid document
// whose type leaves checks to the caller, what o says of them (see
// Options). A document type the contract does not have is not decoded: the
// error is an *UnsupportedError.
func (o Options) Decode(data []byte, v Validator) error {
	c, cv, err := o.version()
	if err != nil {
		return err
	}
	if v == nil {
		return errors.New("hounfour: Decode: nil target")
	}
	rt := reflect.TypeOf(v)
	if rt.Kind() != reflect.Pointer || reflect.ValueOf(v).IsNil() {
		return errors.New("hounfour: Decode: target must be a non-nil pointer, got " + rt.String())
	}
	if err := laterType(v, c, cv); err != nil {
		return err
	}
	schema, viol, err := codec.DecodeDocument(data, v, codec.Limits(o.Limits), cv)
	if err != nil {
		return err
	}
	if len(viol) == 0 && !codec.Registered(rt) {
		// Not a registered library type (a type of the caller's, or a
		// part of a document decoded alone): its own Validate decides
		// step 4.
		if err := v.Validate(); err != nil {
			return err
		}
	}
	if len(viol) > 0 {
		return newValidationError(schema, viol)
	}
	return o.deferred(schema, v)
}

// Validate runs the checks of v's Validate method on the Go value v under
// o: its contract (a member or value a later contract introduced is what
// it is to a reader of o.Contract), its limits (the maximum of violations
// and the constraint rules' budget), and what o says of the checks v's
// type leaves to the caller. It returns nil or a *ValidationError, an
// *UnsupportedError for a type the contract does not have, or a
// *ContractError for a contract the library does not speak. A type of
// your own (not a library document type) is checked by its Validate
// method alone.
func (o Options) Validate(v Validator) error {
	c, cv, err := o.version()
	if err != nil {
		return err
	}
	if v == nil {
		return errors.New("hounfour: Validate: nil value")
	}
	if err := laterType(v, c, cv); err != nil {
		return err
	}
	t := reflect.TypeOf(v)
	if cu, custom := v.(codec.Custom); custom {
		// A union: its own checks, then what o says of its variant's.
		if viol, _ := cu.ValidateCustom(); len(viol) > 0 {
			return newValidationError(codec.SchemaName(t), viol)
		}
		return o.deferred(codec.SchemaName(t), v)
	}
	if !codec.Registered(t) {
		return v.Validate()
	}
	if viol := codec.ViolationsIn(v, codec.Limits(o.Limits), cv); len(viol) > 0 {
		return newValidationError(codec.SchemaName(t), viol)
	}
	return o.deferred(codec.SchemaName(t), v)
}

// deferred applies what o says of the checks a valid document v of the
// schema leaves to the caller: a crypto-bearing one without
// AcceptDeferred, or a chain-bearing one with FailClosed and no chain
// context, is refused.
func (o *Options) deferred(schema string, v any) error {
	if !codec.AnyDeferrals() {
		return nil
	}
	_, b, _ := codec.Deferrals(v)
	switch {
	case b&codec.CryptoBearing != 0 && !o.AcceptDeferred:
		return &ValidationError{Schema: schema, Violations: []Violation{{Rule: RuleCryptoDeferred, Message: CryptoDeferredMessage}}}
	case b&codec.ChainBearing != 0 && o.FailClosed && !o.ChainContext.supplied():
		return &ValidationError{Schema: schema, Violations: []Violation{{Rule: RuleChainContextDeferred, Message: ChainContextDeferredMessage}}}
	}
	return nil
}

// Deferred returns the error a validation under o gives v, a document
// already found valid, for the checks its type leaves to the caller: the
// RuleCryptoDeferred violation for a crypto-bearing type without
// AcceptDeferred, the RuleChainContextDeferred violation for a
// chain-bearing type with FailClosed and no chain context; else nil. It
// does not check v again (Validate does).
func (o Options) Deferred(v any) error {
	if v == nil {
		return nil
	}
	return o.deferred(codec.SchemaName(reflect.TypeOf(v)), v)
}

// Obligations returns what the valid value v leaves for its caller to
// verify under o, nil when nothing (also when v is not valid under o, see
// Validate): for a crypto-bearing type accepted with AcceptDeferred, the
// CRYPTO_DEFERRED obligation (INTEGRITY_DEFERRED for a type that also
// carries a content hash); for a chain-bearing type, the ORD-3 obligation,
// its reason chain_context_provided with FailClosed, pattern_matching when
// ChainContext supplies a chain, else context_absent; for a value outside
// a canonical vocabulary, one ORD-5 obligation per value. The manifest's
// schema id is the type's (for a union, the variant's), its contract the
// contract's version, its time o.Now (UTC, milliseconds) or the clock's.
func (o Options) Obligations(v Validator) *ObligationsManifest {
	c, _, err := o.version()
	if err != nil || v == nil || !codec.AnyDeferrals() {
		return nil
	}
	id, b, drift := codec.Deferrals(v)
	if b == 0 && len(drift) == 0 {
		return nil
	}
	if o.Validate(v) != nil {
		return nil
	}
	var rules []Obligation
	if b&codec.CryptoBearing != 0 { // accepted: AcceptDeferred is set
		if b&codec.IntegrityBearing != 0 {
			rules = append(rules, Obligation{RuleID: IntegrityDeferredRuleID, Rule: IntegrityDeferredRule,
				Evaluator: ObligationConsumer, Reason: ReasonIntegrityDeferred, EvaluationNote: IntegrityDeferredNote})
		} else {
			rules = append(rules, Obligation{RuleID: CryptoDeferredRuleID, Rule: CryptoDeferredRule,
				Evaluator: ObligationConsumer, Reason: ReasonCryptoDeferred, EvaluationNote: CryptoDeferredNote})
		}
	}
	if b&codec.ChainBearing != 0 {
		ob := Obligation{RuleID: ChainRuleID, Rule: ChainRule, Evaluator: ObligationConsumer}
		switch {
		case o.FailClosed:
			ob.Reason, ob.EvaluationNote = ReasonChainContextProvided, ChainContextProvidedNote
		case o.ChainContext.supplied():
			ob.Reason, ob.EvaluationNote = ReasonPatternMatching, ChainPatternMatchingNote
		default:
			ob.Reason, ob.EvaluationNote = ReasonContextAbsent, ChainContextAbsentNote
		}
		rules = append(rules, ob)
	}
	for _, key := range drift {
		rules = append(rules, Obligation{RuleID: CapabilityScopeRuleID, Rule: CapabilityScopeRule,
			Evaluator: ObligationLibrary, Reason: ReasonVocabularyDrift, EvaluationNote: VocabularyDriftNote(key)})
	}
	if len(rules) == 0 {
		// Integrity-bearing alone: the flag is read only for a
		// crypto-bearing type.
		return nil
	}
	if id == "" {
		id = "<unverified-obligations>"
	}
	now := o.Now
	if now.IsZero() {
		now = time.Now()
	}
	return &ObligationsManifest{SchemaID: id, ContractVersion: string(c),
		EmittedAt: now.UTC().Format("2006-01-02T15:04:05.000Z"), Rules: rules}
}

// Unsupported returns the JSON Pointers of what v (a document type's value
// or a pointer to one) holds that a peer of o.Contract would not take as
// the library writes it, in document field order: a member a later
// contract introduced, in a closed object, and a vocabulary value a later
// contract introduced (in an open object a later member is an undeclared
// member the peer keeps). nil means everything survives; [""] means the
// contract does not have v's type at all (or is no contract the library
// speaks). Values held in any-valued members and a union's variants are
// not looked into.
func (o Options) Unsupported(v any) []string {
	c, cv, err := o.version()
	if err != nil || v == nil {
		return []string{""}
	}
	if err := laterType(v, c, cv); err != nil {
		return []string{""}
	}
	if !codec.Registered(reflect.TypeOf(v)) {
		return nil
	}
	return codec.Unsupported(v, cv)
}

// Marshal writes v in the library's default encoding for a peer of
// o.Contract. It never drops data: when v holds something the contract
// lacks (see Unsupported), it writes nothing and returns an
// *UnsupportedError naming every such path. Without such content the
// bytes are those of json.Marshal.
func (o Options) Marshal(v any) ([]byte, error) {
	c, _, err := o.version()
	if err != nil {
		return nil, err
	}
	if v == nil {
		return []byte("null"), nil
	}
	if paths := o.Unsupported(v); paths != nil {
		return nil, &UnsupportedError{Contract: c, Schema: codec.SchemaName(reflect.TypeOf(v)), Paths: paths}
	}
	return json.Marshal(v)
}
