package hounfour

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// ObligationsManifest lists the rules a validation or a constraint file
// leaves unverified: each is an obligation the consumer must meet (verify a
// signature, recompute a hash, check state across records) before it treats
// the data as verified. A manifest has at least one rule when a validation
// returns one; nil means there is nothing to acknowledge.
//
// Its JSON form is an object with the members schema_id, contract_version,
// manifest_emitted_at and unverified_rules, written in the order Order
// says; the entries of unverified_rules are Obligation's. UnmarshalJSON
// decodes strictly: every member is required and none other is allowed,
// evaluators and reasons must be known values, and each entry must carry
// consumer_acknowledgment_required: true.
type ObligationsManifest struct {
	// SchemaID is the id of the schema the rules belong to: its PascalCase
	// id (SignatureEnvelope), for a variant of a union
	// "{UnionId}#{member}={value}" (Assertion#status=escrow).
	SchemaID string
	// ContractVersion is the contract version of the rules' source: the
	// library's contract for a validation, the file's contract_version for
	// a constraint file.
	ContractVersion string
	// EmittedAt is when the manifest was made (manifest_emitted_at), as
	// given: the caller's timestamp or the time formatted
	// YYYY-MM-DDThh:mm:ss.mmmZ.
	EmittedAt string
	// Rules are the unverified rules (unverified_rules), in order.
	Rules []Obligation
	// Order is the order of the members in the JSON form: the zero value
	// is a validation's, ObligationsFileOrder a constraint file's. It
	// changes nothing else.
	Order ObligationsOrder
}

// ObligationsOrder is the member order of an ObligationsManifest's JSON
// form. Upstream writes a validation's manifest and a constraint file's
// manifest in two orders; the library keeps each, and a decoded manifest
// remembers the one it was read in.
type ObligationsOrder uint8

// The member orders of an obligations manifest.
const (
	// ObligationsValidateOrder: schema_id, contract_version,
	// manifest_emitted_at, unverified_rules (a validation's manifest).
	ObligationsValidateOrder ObligationsOrder = iota
	// ObligationsFileOrder: schema_id, contract_version, unverified_rules,
	// manifest_emitted_at (a constraint file's manifest).
	ObligationsFileOrder
)

// Obligation is one unverified rule of an ObligationsManifest. Its JSON
// form has the members rule_id, rule, evaluator, reason (omitted when
// empty), evaluation_note and consumer_acknowledgment_required (always
// true: the consumer must acknowledge the obligation), in that order.
type Obligation struct {
	// RuleID is the rule's id, verbatim (ORD-3, CRYPTO_DEFERRED, a
	// constraint's id).
	RuleID string
	// Rule is the rule's text: a constraint's expression, or a statement of
	// the rule.
	Rule string
	// Evaluator is who must evaluate the rule.
	Evaluator ObligationEvaluator
	// Reason says why the rule is unverified; "" when not given (a
	// constraint file's manifest gives none).
	Reason ObligationReason
	// EvaluationNote says what the consumer must do ("" when the source
	// gives nothing).
	EvaluationNote string
}

// ObligationEvaluator is who evaluates an unverified rule.
//
// Its values: [ObligationRuntimeDeferred], [ObligationConsumer],
// [ObligationLibrary].
type ObligationEvaluator string

// The evaluators of an obligation.
const (
	// ObligationRuntimeDeferred: a constraint-file rule marked
	// runtime-deferred.
	ObligationRuntimeDeferred ObligationEvaluator = "runtime-deferred"
	// ObligationConsumer: the consumer (a signature to verify, a hash to
	// recompute, a chain to check).
	ObligationConsumer ObligationEvaluator = "consumer"
	// ObligationLibrary: a library rule surfaced for audit (a value outside
	// a canonical vocabulary).
	ObligationLibrary ObligationEvaluator = "library"
)

// obligationEvaluators are the evaluators, in protocol order.
var obligationEvaluators = []ObligationEvaluator{ObligationRuntimeDeferred, ObligationConsumer, ObligationLibrary}

// Valid reports whether e is one of the three evaluators.
func (e ObligationEvaluator) Valid() bool { return slices.Contains(obligationEvaluators, e) }

// ObligationReason says why a rule is unverified.
//
// Its values: the 21 Reason constants. The first six are what validations
// report; the others name outcomes of standalone evaluators that state
// inputs (nonce windows, sequence state, ledgers) decide.
type ObligationReason string

// The reasons of an obligation.
const (
	// ReasonCryptoDeferred: crypto-bearing data accepted on its shape only;
	// its signature is not verified.
	ReasonCryptoDeferred ObligationReason = "crypto_deferred"
	// ReasonIntegrityDeferred: a content-addressed hash present but not
	// recomputed.
	ReasonIntegrityDeferred ObligationReason = "integrity_deferred"
	// ReasonContextAbsent: the context the rule needs was not supplied.
	ReasonContextAbsent ObligationReason = "context_absent"
	// ReasonPatternMatching: the context was supplied but the rule is still
	// not evaluated by the validation.
	ReasonPatternMatching ObligationReason = "pattern_matching"
	// ReasonChainContextProvided: the chain context was supplied under the
	// fail-closed opt-in (the consumer's explicit acknowledgment).
	ReasonChainContextProvided ObligationReason = "chain_context_provided"
	// ReasonVocabularyDrift: a value outside a canonical vocabulary.
	ReasonVocabularyDrift ObligationReason = "vocabulary_drift"
	// ReasonNonceReplayDetected: a signer's nonce already seen in the
	// window.
	ReasonNonceReplayDetected ObligationReason = "nonce_replay_detected"
	// ReasonNonceContextDeferred: no nonce-window state.
	ReasonNonceContextDeferred ObligationReason = "nonce_context_deferred"
	// ReasonSequenceMonotonicViolation: a sequence number not above the
	// last of its signer and key version.
	ReasonSequenceMonotonicViolation ObligationReason = "sequence_monotonic_violation"
	// ReasonSequenceContextDeferred: no sequence state.
	ReasonSequenceContextDeferred ObligationReason = "sequence_context_deferred"
	// ReasonKeyVersionRegression: a key version below the highest seen.
	ReasonKeyVersionRegression ObligationReason = "key_version_regression"
	// ReasonClusterIDMismatch: the record's cluster is not the state's.
	ReasonClusterIDMismatch ObligationReason = "cluster_id_mismatch"
	// ReasonChainPrevHashMismatch: a previous hash differs from its
	// predecessor's entry hash.
	ReasonChainPrevHashMismatch ObligationReason = "chain_prev_hash_mismatch"
	// ReasonChainLedgerMismatch: the ledger's expected prior hash differs
	// from the chain's.
	ReasonChainLedgerMismatch ObligationReason = "chain_ledger_mismatch"
	// ReasonLedgerContextDeferred: no plan-signoff ledger.
	ReasonLedgerContextDeferred ObligationReason = "ledger_context_deferred"
	// ReasonSignoffPlanHashMismatch: no signoff for the plan's hash.
	ReasonSignoffPlanHashMismatch ObligationReason = "signoff_plan_hash_mismatch"
	// ReasonSignoffTTLObserved: a matching signoff was found; its TTL
	// inputs are surfaced.
	ReasonSignoffTTLObserved ObligationReason = "signoff_ttl_observed"
	// ReasonCanonicalSizeCapExceeded: a canonical form above its byte cap.
	ReasonCanonicalSizeCapExceeded ObligationReason = "canonical_size_cap_exceeded"
	// ReasonUTF8ByteLengthExceeded: a text above its UTF-8 byte cap.
	ReasonUTF8ByteLengthExceeded ObligationReason = "utf8_byte_length_exceeded"
	// ReasonPercentilesMonotonicViolation: percentiles that decrease.
	ReasonPercentilesMonotonicViolation ObligationReason = "percentiles_monotonic_violation"
	// ReasonSignerKeyIDMismatch: a signer key id that does not match its
	// derivation.
	ReasonSignerKeyIDMismatch ObligationReason = "signer_key_id_mismatch"
)

// obligationReasons are the reasons, in protocol order.
var obligationReasons = []ObligationReason{
	ReasonCryptoDeferred, ReasonIntegrityDeferred, ReasonContextAbsent, ReasonPatternMatching,
	ReasonChainContextProvided, ReasonVocabularyDrift, ReasonNonceReplayDetected, ReasonNonceContextDeferred,
	ReasonSequenceMonotonicViolation, ReasonSequenceContextDeferred, ReasonKeyVersionRegression,
	ReasonClusterIDMismatch, ReasonChainPrevHashMismatch, ReasonChainLedgerMismatch, ReasonLedgerContextDeferred,
	ReasonSignoffPlanHashMismatch, ReasonSignoffTTLObserved, ReasonCanonicalSizeCapExceeded,
	ReasonUTF8ByteLengthExceeded, ReasonPercentilesMonotonicViolation, ReasonSignerKeyIDMismatch,
}

// ObligationReasons returns the 21 reasons in protocol order, as a fresh
// slice.
func ObligationReasons() []ObligationReason { return slices.Clone(obligationReasons) }

// Valid reports whether r is one of the 21 reasons.
func (r ObligationReason) Valid() bool { return slices.Contains(obligationReasons, r) }

// HasObligations reports whether m lists at least one unverified rule (a
// nil manifest lists none).
func (m *ObligationsManifest) HasObligations() bool { return m != nil && len(m.Rules) > 0 }

// MarshalJSON writes m's JSON form, members in the order m.Order says; nil
// Rules are written as [].
func (m ObligationsManifest) MarshalJSON() ([]byte, error) {
	b := []byte(`{"schema_id":`)
	b, _ = jsontext.AppendQuote(b, m.SchemaID)
	b = append(b, `,"contract_version":`...)
	b, _ = jsontext.AppendQuote(b, m.ContractVersion)
	emitted := func(b []byte) []byte {
		b = append(b, `,"manifest_emitted_at":`...)
		b, _ = jsontext.AppendQuote(b, m.EmittedAt)
		return b
	}
	if m.Order != ObligationsFileOrder {
		b = emitted(b)
	}
	b = append(b, `,"unverified_rules":[`...)
	for i, o := range m.Rules {
		if i > 0 {
			b = append(b, ',')
		}
		b = o.appendJSON(b)
	}
	b = append(b, ']')
	if m.Order == ObligationsFileOrder {
		b = emitted(b)
	}
	return append(b, '}'), nil
}

// MarshalJSON writes o's JSON form.
func (o Obligation) MarshalJSON() ([]byte, error) { return o.appendJSON(nil), nil }

func (o Obligation) appendJSON(b []byte) []byte {
	b = append(b, `{"rule_id":`...)
	b, _ = jsontext.AppendQuote(b, o.RuleID)
	b = append(b, `,"rule":`...)
	b, _ = jsontext.AppendQuote(b, o.Rule)
	b = append(b, `,"evaluator":`...)
	b, _ = jsontext.AppendQuote(b, string(o.Evaluator))
	if o.Reason != "" {
		b = append(b, `,"reason":`...)
		b, _ = jsontext.AppendQuote(b, string(o.Reason))
	}
	b = append(b, `,"evaluation_note":`...)
	b, _ = jsontext.AppendQuote(b, o.EvaluationNote)
	return append(b, `,"consumer_acknowledgment_required":true}`...)
}

// UnmarshalJSON decodes a manifest strictly: one JSON object whose members
// are exactly schema_id, contract_version, manifest_emitted_at (strings)
// and unverified_rules (an array of obligations, see Obligation's
// UnmarshalJSON), without duplicates. Order records the order read. The
// error is a *ValidationError listing every violation.
func (m *ObligationsManifest) UnmarshalJSON(data []byte) error {
	d := newStrictReader(data)
	var out ObligationsManifest
	var seen [4]bool
	d.object("", func(name string, at string) bool {
		switch name {
		case "schema_id":
			out.SchemaID, seen[0] = d.str(at), true
		case "contract_version":
			out.ContractVersion, seen[1] = d.str(at), true
		case "manifest_emitted_at":
			out.EmittedAt, seen[2] = d.str(at), true
		case "unverified_rules":
			if seen[2] {
				out.Order = ObligationsValidateOrder
			} else {
				out.Order = ObligationsFileOrder
			}
			seen[3] = true
			out.Rules = []Obligation{}
			d.array(at, func(at string) {
				var o Obligation
				d.obligation(&o, at)
				out.Rules = append(out.Rules, o)
			})
		default:
			return false
		}
		return true
	}, func() {
		for i, name := range [...]string{"schema_id", "contract_version", "manifest_emitted_at", "unverified_rules"} {
			if !seen[i] {
				d.fail("/"+name, "required", "Expected required property")
			}
		}
	})
	if err := d.done(); err != nil {
		return err
	}
	*m = out
	return nil
}

// UnmarshalJSON decodes an obligation strictly: one JSON object whose
// members are exactly rule_id, rule, evaluator, evaluation_note (strings),
// consumer_acknowledgment_required (true) and optionally reason, without
// duplicates; evaluator and reason must be known values. The error is a
// *ValidationError listing every violation.
func (o *Obligation) UnmarshalJSON(data []byte) error {
	d := newStrictReader(data)
	var out Obligation
	d.obligation(&out, "")
	if err := d.done(); err != nil {
		return err
	}
	*o = out
	return nil
}

// strictReader reads one JSON text with jsontext (no duplicate names, valid
// UTF-8), collecting violations; after a syntax error it reads nothing
// more.
type strictReader struct {
	dec    *jsontext.Decoder
	viol   []Violation
	broken bool
}

func newStrictReader(data []byte) *strictReader {
	return &strictReader{dec: jsontext.NewDecoder(bytes.NewReader(data))}
}

func (d *strictReader) fail(path, rule, msg string) {
	d.viol = append(d.viol, Violation{Path: path, Rule: rule, Message: msg})
}

// syntax records a syntax error and stops the reading.
func (d *strictReader) syntax(err error) {
	if d.broken {
		return
	}
	d.broken = true
	var se *jsontext.SyntacticError
	if errors.As(err, &se) && errors.Is(err, jsontext.ErrDuplicateName) {
		d.fail(string(se.JSONPointer), "duplicate-member", "Duplicate member name")
		return
	}
	d.viol = append(d.viol, Violation(codec.SyntaxViolation(err)))
}

// kind returns the kind of the next value, or 0 after a syntax error.
func (d *strictReader) kind() jsontext.Kind {
	if d.broken {
		return 0
	}
	k := d.dec.PeekKind()
	if k == 0 {
		_, err := d.dec.ReadToken()
		if err == nil || err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		d.syntax(err)
	}
	return k
}

// skip reads and drops the next value.
func (d *strictReader) skip() {
	if d.broken {
		return
	}
	if err := d.dec.SkipValue(); err != nil {
		d.syntax(err)
	}
}

// str reads a string; a value of another type is a violation at path at.
func (d *strictReader) str(at string) string {
	s, _ := d.text(at)
	return s
}

// text reads a string and reports whether there was one.
func (d *strictReader) text(at string) (string, bool) {
	if k := d.kind(); k != '"' {
		if k != 0 {
			d.fail(at, "type", "Expected string")
			d.skip()
		}
		return "", false
	}
	tok, err := d.dec.ReadToken()
	if err != nil {
		d.syntax(err)
		return "", false
	}
	return tok.String(), true
}

// object reads an object, calling member with each member's name and path
// (false: an unknown member, skipped) and then end; a value of another
// type is a violation at path at.
func (d *strictReader) object(at string, member func(name, at string) bool, end func()) {
	if k := d.kind(); k != '{' {
		if k != 0 {
			d.fail(at, "type", "Expected object")
			d.skip()
		}
		return
	}
	if _, err := d.dec.ReadToken(); err != nil {
		d.syntax(err)
		return
	}
	for !d.broken && d.dec.PeekKind() != '}' {
		tok, err := d.dec.ReadToken()
		if err != nil {
			d.syntax(err)
			return
		}
		name := tok.String()
		path := codec.Join(at, name)
		if !member(name, path) {
			d.fail(path, "additionalProperties", "Unexpected property")
			d.skip()
		}
	}
	if d.broken {
		return
	}
	if _, err := d.dec.ReadToken(); err != nil {
		d.syntax(err)
		return
	}
	end()
}

// array reads an array, calling elem with each element's path; a value of
// another type is a violation at path at.
func (d *strictReader) array(at string, elem func(at string)) {
	if k := d.kind(); k != '[' {
		if k != 0 {
			d.fail(at, "type", "Expected array")
			d.skip()
		}
		return
	}
	if _, err := d.dec.ReadToken(); err != nil {
		d.syntax(err)
		return
	}
	for i := 0; !d.broken && d.dec.PeekKind() != ']'; i++ {
		elem(at + "/" + strconv.Itoa(i))
	}
	if d.broken {
		return
	}
	if _, err := d.dec.ReadToken(); err != nil {
		d.syntax(err)
	}
}

// obligation reads an obligation into o.
func (d *strictReader) obligation(o *Obligation, at string) {
	var seen [5]bool
	d.object(at, func(name, path string) bool {
		switch name {
		case "rule_id":
			o.RuleID, seen[0] = d.str(path), true
		case "rule":
			o.Rule, seen[1] = d.str(path), true
		case "evaluator":
			s, ok := d.text(path)
			o.Evaluator, seen[2] = ObligationEvaluator(s), true
			if ok && !o.Evaluator.Valid() {
				d.fail(path, "enum", "Expected union value")
			}
		case "reason":
			s, ok := d.text(path)
			o.Reason = ObligationReason(s)
			if ok && !o.Reason.Valid() {
				d.fail(path, "enum", "Expected union value")
			}
		case "evaluation_note":
			o.EvaluationNote, seen[3] = d.str(path), true
		case "consumer_acknowledgment_required":
			seen[4] = true
			switch d.kind() {
			case 't':
				d.skip()
			case 0:
			default:
				d.fail(path, "const", "Expected true")
				d.skip()
			}
		default:
			return false
		}
		return true
	}, func() {
		for i, name := range [...]string{"rule_id", "rule", "evaluator", "evaluation_note", "consumer_acknowledgment_required"} {
			if !seen[i] {
				d.fail(at+"/"+name, "required", "Expected required property")
			}
		}
	})
}

// done finishes the reading: nothing may follow the value.
func (d *strictReader) done() error {
	if !d.broken {
		if _, err := d.dec.ReadToken(); err != io.EOF {
			if err == nil {
				err = errors.New("invalid character after top-level value")
			}
			d.syntax(err)
		}
	}
	if len(d.viol) == 0 {
		return nil
	}
	return &ValidationError{Violations: d.viol}
}
