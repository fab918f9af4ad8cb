// Package x402 holds the documents of the x402 payment flow of the
// loa-hounfour protocol (contract 8.x): how a model provider prices a paid
// request and how the payment is proven and settled on an EVM chain.
//
//   - [Quote] (schema x402-quote): the provider's offer — the ceiling of
//     the request's cost, the chain, token and address to pay, how long
//     the offer holds, and optional per-token rates.
//   - [PaymentProof] (schema x402-payment-proof): the evidence a paid
//     request carries — the HTTP 402 payment header, the quote it answers
//     and an optional transaction hash.
//   - [Settlement] (schema x402-settlement): the final record of a payment —
//     the cost actually settled, the chain and token, and its
//     [SettlementStatus] (pending, confirmed, failed, refunded).
//   - [ErrorCode] (schema x402-error-code): the machine-parseable reasons a
//     payment fails.
//
// Amounts are [Amount] values: non-negative micro-USD integers (1 USD is
// 1,000,000 micro-USD) of at most 20 characters as received, written in
// canonical form (no leading zeros). Addresses are [wire.Address]: a
// mixed-case address must carry its EIP-55 checksum.
//
// The documents are independent: nothing relates a settlement to its
// quote (the settled cost may exceed the quote's ceiling, chain and token
// may differ), and settled_at is optional whatever the status. Under
// contract 7.0.0 the types are unknown.
//
// Each document type decodes strictly (unknown members, duplicate and
// case-mismatched names are rejected) and has a Validate method that
// reports every violation with its JSON Pointer path and a stable rule id.
package x402
