package assertion

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/recall"
)

// Class is the illocutionary force of an assertion (schema
// assertion-class, a JSON string): what the signer does by asserting. It
// is an open vocabulary: one of the seven core classes, or a consumer
// namespace of three segments "<org>:<consumer>:<class>"
// (recall.NamespacePattern; the library registers no namespace). The zero
// value is absent.
//
// Its values: [ClassAttestation], [ClassObservation], [ClassAssessment],
// [ClassConsent], [ClassDelegation], [ClassCommitment], [ClassDisclosure],
// or a namespace ("acme:billing:refund-approval").
//
// Schema: assertion-class — "Illocutionary-force vocabulary for
// Assertion. …"
type Class string

// The core classes.
const (
	// ClassAttestation: "I sign this fact", a witnessed claim.
	ClassAttestation Class = "attestation"
	// ClassObservation: "I witnessed X", without a normative judgment.
	ClassObservation Class = "observation"
	// ClassAssessment: "I evaluate Z" (a rating, a score).
	ClassAssessment Class = "assessment"
	// ClassConsent: "I authorize Y" (a permission grant).
	ClassConsent Class = "consent"
	// ClassDelegation: "I transfer authority to" (proxy, agency).
	ClassDelegation Class = "delegation"
	// ClassCommitment: "I bind myself to" (a promise, a pledge).
	ClassCommitment Class = "commitment"
	// ClassDisclosure: "I disclose facts about" (a transparency report).
	ClassDisclosure Class = "disclosure"
)

var classes = enum.New(ClassAttestation, ClassObservation, ClassAssessment, ClassConsent, ClassDelegation,
	ClassCommitment, ClassDisclosure).Open(enum.Open{Pattern: recall.NamespacePattern, Match: recall.IsNamespace})

// Classes returns the seven core classes in protocol order, as a fresh
// slice.
func Classes() []Class { return classes.Values() }

// Valid reports whether c is a core class or a namespace.
func (c Class) Valid() bool { return classes.Accepts(c) }

// IsNamespace reports whether c is a consumer namespace rather than a
// core class.
func (c Class) IsNamespace() bool { return recall.IsNamespace(string(c)) }

var _ = codec.Register(codec.Meta[Class]{
	Schema:      "assertion-class",
	Description: "Illocutionary-force vocabulary for Assertion. Substrate-agnostic core of 7 speech-act categories (attestation | observation | assessment | consent | delegation | commitment | disclosure) plus a 3-segment consumer namespace fallback. Member set locked at PR-A2.1 design-freeze gate per D-006.",
	Since:       "8.5.0",
	ID:          "AssertionClass",
})
