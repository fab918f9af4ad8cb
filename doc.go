// Package hounfour is the root of hounfour-go, the Go implementation of the
// loa-hounfour protocol (contract version 7.0.0, minimum supported 6.0.0): the
// shared contract through which AI-agent services agree on agent identity,
// lifecycle, conversations, ownership transfer, billing, tools, agent-to-agent
// messaging and domain events.
//
// This package holds what every domain shares: the contract version and the
// compatibility check, the validation error model ([Violation],
// [ValidationError], [ErrInvalid]), the strict decode boundary [Decode], and
// [MarshalCanonical] (RFC 8785). The document types live in the domain
// packages (agent, billing, conversation, …); their text primitives (money,
// addresses, NFT ids, timestamps) live in package wire.
//
// Decoding a document at a service boundary:
//
//	var d agent.Descriptor
//	if err := hounfour.Decode(body, &d); err != nil {
//		var verr *hounfour.ValidationError
//		if errors.As(err, &verr) {
//			for _, v := range verr.Violations {
//				log.Printf("%s [%s] %s", v.Path, v.Rule, v.Message)
//			}
//		}
//		return err
//	}
//
// Limits: Decode bounds the work any input can cause (see [Limits] and
// [DefaultLimits]): documents of at most 10 MiB, nesting of 128, strings
// of 1 MiB, numbers of 78 digits, 10,000 members or elements per object or
// array, 100 violations reported (then one that counts the rest), and
// 20,000,000 evaluation steps per constraint rule. A document beyond a
// limit gets a violation whose rule id names it (limit-depth …) at the path
// where it was hit. [DecodeWithLimits] takes other limits:
//
//	l := hounfour.DefaultLimits()
//	l.MaxBytes = 50 << 20 // zero keeps a default, negative removes the limit
//	err := hounfour.DecodeWithLimits(body, &d, l)
//
// # Conventions across the packages
//
//   - A document type's Validate returns nil or a *[ValidationError] with
//     every violation; a check outside validation returns an error (nil when
//     it passes), never an (ok, reason) pair.
//   - Error texts: an error that reproduces upstream's message keeps
//     upstream's text verbatim (for example "recipients must not be empty");
//     every other error of the library starts with its package name and a
//     colon ("billing: …", "hounfour: Decode: …"). Match errors with
//     errors.Is and errors.As, not by text.
//   - The zero value of a text primitive (wire.MicroUSD, wire.Timestamp, …)
//     means "absent": IsZero reports absence (what encoding/json's omitzero
//     omits), not a numeric zero — wire.MicroUSDFromInt64(0) is the present
//     amount "0", so its IsZero is false; test a zero amount with Sign.
package hounfour
