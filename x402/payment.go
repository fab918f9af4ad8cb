package x402

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// Quote is a model provider's x402 pricing offer (schema x402-quote): the
// ceiling of the request's cost, where and in what token to pay, until
// when the offer holds, and optional per-token rates for metering. Closed
// object.
//
// Schema: x402-quote — "x402 pricing offer from a model provider. Carries
// the max-cost ceiling, settlement chain / token / address, expiration, and
// optional per-token rates for downstream metering."
type Quote struct {
	QuoteID wire.UUID `json:"quote_id"`
	// Model is the model the quote prices.
	Model string `json:"model" hf:"minLength=1"`
	// MaxCostMicro is the most the request may cost, in micro-USD.
	MaxCostMicro Amount `json:"max_cost_micro" hf:"maxLength=20,pattern=^[0-9]+$"`
	// PaymentAddress is the address to pay (a mixed-case address must be
	// its EIP-55 spelling).
	PaymentAddress wire.Address `json:"payment_address"`
	// ChainID is the EVM chain id (1 mainnet, 137 Polygon, …), at least 1.
	ChainID uint64 `json:"chain_id" hf:"minimum=1"`
	// TokenAddress is the ERC-20 token contract to settle in.
	TokenAddress wire.Address `json:"token_address"`
	// ValidUntil is when the quote expires.
	ValidUntil wire.Timestamp `json:"valid_until"`
	// CostPerInputTokenMicro is the optional rate per input token, in
	// micro-USD.
	CostPerInputTokenMicro Amount `json:"cost_per_input_token_micro,omitzero" hf:"maxLength=20,pattern=^[0-9]+$"`
	// CostPerOutputTokenMicro is the optional rate per output token, in
	// micro-USD.
	CostPerOutputTokenMicro Amount `json:"cost_per_output_token_micro,omitzero" hf:"maxLength=20,pattern=^[0-9]+$"`
}

// PaymentProof is the payment evidence a paid request carries (schema
// x402-payment-proof): the HTTP 402 payment header, the quote it answers
// and optionally the on-chain transaction. Closed object.
//
// Schema: x402-payment-proof — "x402 payment evidence submitted with a paid
// request. Carries the HTTP 402 payment header, the originating quote_id,
// and an optional on-chain transaction hash."
type PaymentProof struct {
	// PaymentHeader is the value of the HTTP 402 payment header.
	PaymentHeader string    `json:"payment_header" hf:"minLength=1"`
	QuoteID       wire.UUID `json:"quote_id"`
	// TxHash is the on-chain transaction hash for verification (0x and 64
	// hexadecimal digits, either case).
	TxHash *string `json:"tx_hash,omitzero" hf:"pattern=^0x[a-fA-F0-9]{64}$"`
}

// SettlementStatus is the lifecycle state of an x402 settlement (schema
// x402-settlement-status, a JSON string). The zero value is absent.
//
// Its values: [StatusPending], [StatusConfirmed], [StatusFailed],
// [StatusRefunded].
//
// Schema: x402-settlement-status — "Lifecycle state of an x402 settlement:
// pending / confirmed / failed / refunded."
type SettlementStatus string

// The settlement statuses, in protocol order.
const (
	StatusPending   SettlementStatus = "pending"
	StatusConfirmed SettlementStatus = "confirmed"
	StatusFailed    SettlementStatus = "failed"
	StatusRefunded  SettlementStatus = "refunded"
)

var settlementStatuses = enum.New(StatusPending, StatusConfirmed, StatusFailed, StatusRefunded)

// SettlementStatuses returns the four settlement statuses in protocol
// order, as a fresh slice.
func SettlementStatuses() []SettlementStatus { return settlementStatuses.Values() }

// Valid reports exact membership.
func (s SettlementStatus) Valid() bool { return settlementStatuses.Has(s) }

// Settlement is the final record of an x402 payment (schema
// x402-settlement): the payment and the quote it answered, the cost
// actually settled, where it settled and its status. Closed object.
// Nothing ties it to its quote, and settled_at is optional for every
// status.
//
// Schema: x402-settlement — "Final settlement record for an x402 payment.
// Pairs payment_id with the originating quote_id, the actual settled cost,
// settlement-chain context, and current status."
type Settlement struct {
	PaymentID wire.UUID `json:"payment_id"`
	QuoteID   wire.UUID `json:"quote_id"`
	// ActualCostMicro is the cost settled, in micro-USD.
	ActualCostMicro  Amount           `json:"actual_cost_micro" hf:"maxLength=20,pattern=^[0-9]+$"`
	SettlementStatus SettlementStatus `json:"settlement_status"`
	SettledAt        wire.Timestamp   `json:"settled_at,omitzero"`
	// ChainID is the EVM chain id where the settlement occurred, at least
	// 1.
	ChainID uint64 `json:"chain_id" hf:"minimum=1"`
	// TokenAddress is the ERC-20 token contract used for settlement.
	TokenAddress wire.Address `json:"token_address"`
}

// ErrorCode is a machine-parseable reason an x402 payment failed (schema
// x402-error-code, a JSON string). The zero value is absent.
//
// Its values: [ErrPaymentRequired], [ErrNotAllowlisted],
// [ErrInferenceFailed], [ErrFeatureDisabled], [ErrQuoteExpired],
// [ErrInsufficientFunds].
//
// Schema: x402-error-code — "Machine-parseable error code for x402 payment
// failures (PAYMENT_REQUIRED / NOT_ALLOWLISTED / INFERENCE_FAILED /
// FEATURE_DISABLED / QUOTE_EXPIRED / INSUFFICIENT_FUNDS)."
type ErrorCode string

// The error codes, in protocol order. They are values of a document
// vocabulary, not Go errors.
const (
	ErrPaymentRequired   ErrorCode = "PAYMENT_REQUIRED"
	ErrNotAllowlisted    ErrorCode = "NOT_ALLOWLISTED"
	ErrInferenceFailed   ErrorCode = "INFERENCE_FAILED"
	ErrFeatureDisabled   ErrorCode = "FEATURE_DISABLED"
	ErrQuoteExpired      ErrorCode = "QUOTE_EXPIRED"
	ErrInsufficientFunds ErrorCode = "INSUFFICIENT_FUNDS"
)

var errorCodes = enum.New(ErrPaymentRequired, ErrNotAllowlisted, ErrInferenceFailed, ErrFeatureDisabled,
	ErrQuoteExpired, ErrInsufficientFunds)

// ErrorCodes returns the six error codes in protocol order, as a fresh
// slice.
func ErrorCodes() []ErrorCode { return errorCodes.Values() }

// Valid reports exact membership.
func (c ErrorCode) Valid() bool { return errorCodes.Has(c) }

var _ = codec.Register(codec.Meta[Quote]{
	Schema: "x402-quote",
	Description: "x402 pricing offer from a model provider. Carries the max-cost ceiling, settlement chain / token / " +
		"address, expiration, and optional per-token rates for downstream metering.",
	Since: "8.3.0",
	ID:    "X402Quote",
})

var _ = codec.Register(codec.Meta[PaymentProof]{
	Schema: "x402-payment-proof",
	Description: "x402 payment evidence submitted with a paid request. Carries the HTTP 402 payment header, the " +
		"originating quote_id, and an optional on-chain transaction hash.",
	Since: "8.3.0",
	ID:    "X402PaymentProof",
})

var _ = codec.Register(codec.Meta[SettlementStatus]{
	Schema:      "x402-settlement-status",
	Description: "Lifecycle state of an x402 settlement: pending / confirmed / failed / refunded.",
	Since:       "8.3.0",
	ID:          "X402SettlementStatus",
})

var _ = codec.Register(codec.Meta[Settlement]{
	Schema: "x402-settlement",
	Description: "Final settlement record for an x402 payment. Pairs payment_id with the originating quote_id, " +
		"the actual settled cost, settlement-chain context, and current status.",
	Since: "8.3.0",
	ID:    "X402Settlement",
})

var _ = codec.Register(codec.Meta[ErrorCode]{
	Schema: "x402-error-code",
	Description: "Machine-parseable error code for x402 payment failures (PAYMENT_REQUIRED / NOT_ALLOWLISTED / " +
		"INFERENCE_FAILED / FEATURE_DISABLED / QUOTE_EXPIRED / INSUFFICIENT_FUNDS).",
	Since: "8.3.0",
	ID:    "X402ErrorCode",
})
