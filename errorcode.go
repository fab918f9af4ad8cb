package hounfour

// ErrorCode is a protocol error code: the value is the code text, e.g.
// "JWT_INVALID". The vocabulary is upstream's 50 ERROR_CODES, ENCODING_TOO_DEEP
// (returned by upstream's decompressor but not listed in ERROR_CODES), seven
// codes of the original design and ENCODING_CORRUPT (a body that does not
// decode), 59 in all; ErrorCodes lists them. Valid reports membership.
//
// ErrorCode implements error, so a code can be the target of errors.Is:
//
//	if errors.Is(err, hounfour.CodeBodyTooLarge) { … }
//
// ErrorCode is deliberately not a closed enum for decoding: documents that
// carry a code (the stream error event's "code") accept any string, as
// upstream does, and callers check Valid when they need to.
//
// Its values are the 59 constants of type ErrorCode, from [CodeJWTInvalid] to
// [CodeEncodingCorrupt] in source order (go doc -all lists them).
type ErrorCode string

// ErrorCategory groups error codes by protocol area.
//
// Its values are the 18 constants of type ErrorCategory, from [CategoryAuth] to
// [CategoryMessaging] (go doc -all lists them).
type ErrorCategory string

// Error categories.
const (
	CategoryAuth           ErrorCategory = "auth"
	CategoryBudget         ErrorCategory = "budget"
	CategoryRequest        ErrorCategory = "request"
	CategoryProvider       ErrorCategory = "provider"
	CategoryRuntime        ErrorCategory = "runtime"
	CategoryBYOK           ErrorCategory = "byok"
	CategoryReconciliation ErrorCategory = "reconciliation"
	CategorySSE            ErrorCategory = "sse"
	CategoryAgent          ErrorCategory = "agent"
	CategoryConversation   ErrorCategory = "conversation"
	CategoryOwnership      ErrorCategory = "ownership"
	CategoryBilling        ErrorCategory = "billing"
	CategoryRouting        ErrorCategory = "routing"
	CategoryGovernance     ErrorCategory = "governance"
	CategoryReputation     ErrorCategory = "reputation"
	CategoryEconomy        ErrorCategory = "economy"
	CategoryTool           ErrorCategory = "tool"
	CategoryMessaging      ErrorCategory = "messaging"
)

// Upstream's ERROR_CODES, in upstream source order.
const (
	CodeJWTInvalid                ErrorCode = "JWT_INVALID"
	CodeJWTExpired                ErrorCode = "JWT_EXPIRED"
	CodeJTIRequired               ErrorCode = "JTI_REQUIRED"
	CodeJTIReplay                 ErrorCode = "JTI_REPLAY"
	CodeIssuerNotAllowed          ErrorCode = "ISSUER_NOT_ALLOWED"
	CodeAudienceMismatch          ErrorCode = "AUDIENCE_MISMATCH"
	CodeReqHashMismatch           ErrorCode = "REQ_HASH_MISMATCH"
	CodeTierInsufficient          ErrorCode = "TIER_INSUFFICIENT"
	CodeJWKSUnavailable           ErrorCode = "JWKS_UNAVAILABLE"
	CodeBudgetExceeded            ErrorCode = "BUDGET_EXCEEDED"
	CodeBudgetOverflow            ErrorCode = "BUDGET_OVERFLOW"
	CodeRateLimited               ErrorCode = "RATE_LIMITED"
	CodeContractVersionMismatch   ErrorCode = "CONTRACT_VERSION_MISMATCH"
	CodePoolUnknown               ErrorCode = "POOL_UNKNOWN"
	CodeBodyTooLarge              ErrorCode = "BODY_TOO_LARGE"
	CodeEncodingUnsupported       ErrorCode = "ENCODING_UNSUPPORTED"
	CodeDecompressionBomb         ErrorCode = "DECOMPRESSION_BOMB"
	CodeProviderUnavailable       ErrorCode = "PROVIDER_UNAVAILABLE"
	CodeProviderTimeout           ErrorCode = "PROVIDER_TIMEOUT"
	CodeProviderError             ErrorCode = "PROVIDER_ERROR"
	CodeModelUnavailable          ErrorCode = "MODEL_UNAVAILABLE"
	CodeNativeRuntimeSpawnFailed  ErrorCode = "NATIVE_RUNTIME_SPAWN_FAILED"
	CodeNativeRuntimeTimeout      ErrorCode = "NATIVE_RUNTIME_TIMEOUT"
	CodeNativeRuntimeOrphan       ErrorCode = "NATIVE_RUNTIME_ORPHAN"
	CodeEnsembleAllFailed         ErrorCode = "ENSEMBLE_ALL_FAILED"
	CodeBYOKSessionExpired        ErrorCode = "BYOK_SESSION_EXPIRED"
	CodeBYOKBoundedUseExceeded    ErrorCode = "BYOK_BOUNDED_USE_EXCEEDED"
	CodeBYOKNonceReplay           ErrorCode = "BYOK_NONCE_REPLAY"
	CodeReconciliationDrift       ErrorCode = "RECONCILIATION_DRIFT"
	CodeReconciliationFailClosed  ErrorCode = "RECONCILIATION_FAIL_CLOSED"
	CodeSSEParseError             ErrorCode = "SSE_PARSE_ERROR"
	CodeAgentNotFound             ErrorCode = "AGENT_NOT_FOUND"
	CodeAgentNotActive            ErrorCode = "AGENT_NOT_ACTIVE"
	CodeAgentTransferInProgress   ErrorCode = "AGENT_TRANSFER_IN_PROGRESS"
	CodeConversationSealed        ErrorCode = "CONVERSATION_SEALED"
	CodeConversationNotFound      ErrorCode = "CONVERSATION_NOT_FOUND"
	CodeOwnershipMismatch         ErrorCode = "OWNERSHIP_MISMATCH"
	CodeBillingRecipientsInvalid  ErrorCode = "BILLING_RECIPIENTS_INVALID"
	CodeRoutingConstraintViolated ErrorCode = "ROUTING_CONSTRAINT_VIOLATED"
	CodeSanctionActive            ErrorCode = "SANCTION_ACTIVE"
	CodeSanctionAppealDenied      ErrorCode = "SANCTION_APPEAL_DENIED"
	CodeDisputeNotFound           ErrorCode = "DISPUTE_NOT_FOUND"
	CodeDisputeAlreadyResolved    ErrorCode = "DISPUTE_ALREADY_RESOLVED"
	CodeReputationInsufficient    ErrorCode = "REPUTATION_INSUFFICIENT"
	CodeEscrowNotFound            ErrorCode = "ESCROW_NOT_FOUND"
	CodeEscrowInvalidState        ErrorCode = "ESCROW_INVALID_STATE"
	CodeStakeInsufficient         ErrorCode = "STAKE_INSUFFICIENT"
	CodeCreditLimitExceeded       ErrorCode = "CREDIT_LIMIT_EXCEEDED"
	CodeCreditLineNotFound        ErrorCode = "CREDIT_LINE_NOT_FOUND"
	CodeDividendNotDeclared       ErrorCode = "DIVIDEND_NOT_DECLARED"
)

// CodeEncodingTooDeep is returned by the request-hash decompressor for more
// than two content encodings. Upstream types it on its
// DecompressionError but does not list it in ERROR_CODES.
const CodeEncodingTooDeep ErrorCode = "ENCODING_TOO_DEEP"

// Codes of the original design that upstream v7.0.0 does not ship.
const (
	// CodeToolNotFound: the tool id is not registered.
	CodeToolNotFound ErrorCode = "TOOL_NOT_FOUND"
	// CodeToolNotActive: the tool is not callable in its lifecycle state.
	CodeToolNotActive ErrorCode = "TOOL_NOT_ACTIVE"
	// CodeToolCallBudgetExceeded: the tool call costs more than the budget left.
	CodeToolCallBudgetExceeded ErrorCode = "TOOL_CALL_BUDGET_EXCEEDED"
	// CodeAgentMessageUndeliverable: the target agent is unreachable.
	CodeAgentMessageUndeliverable ErrorCode = "AGENT_MESSAGE_UNDELIVERABLE"
	// CodeAgentInboxFull: the target inbox is at capacity.
	CodeAgentInboxFull ErrorCode = "AGENT_INBOX_FULL"
	// CodeBillingInvariantViolation: a billing conservation invariant failed.
	// HTTPStatus gives the default 402; the billing guard sets 409 (reserve
	// within allocation) or 400 (cost non-negative, MicroUSD format) in
	// Error.Status.
	CodeBillingInvariantViolation ErrorCode = "BILLING_INVARIANT_VIOLATION"
	// CodeBillingEvaluatorUnavailable: the invariant evaluator is not ready.
	CodeBillingEvaluatorUnavailable ErrorCode = "BILLING_EVALUATOR_UNAVAILABLE"
)

// CodeEncodingCorrupt is the library's code for a request body that does
// not decode as its Content-Encoding says: a corrupt or truncated stream, an
// empty body, a body of another encoding (HTTP 400, category request).
// Upstream reports these as BODY_TOO_LARGE; see deviation 71 in
// COMPATIBILITY.md.
const CodeEncodingCorrupt ErrorCode = "ENCODING_CORRUPT"

// codeInfo is one row of the vocabulary.
type codeInfo struct {
	code     ErrorCode
	status   int
	category ErrorCategory
}

// upstreamCodes is the number of leading rows of vocabulary that upstream
// v7.0.0 defines (ERROR_CODES plus ENCODING_TOO_DEEP).
const upstreamCodes = 51

// vocabulary is the library's only list of error codes, in the order of the
// upstream's codes in upstream source order, then the design-only codes.
var vocabulary = [...]codeInfo{
	{CodeJWTInvalid, 401, CategoryAuth},
	{CodeJWTExpired, 401, CategoryAuth},
	{CodeJTIRequired, 401, CategoryAuth},
	{CodeJTIReplay, 401, CategoryAuth},
	{CodeIssuerNotAllowed, 403, CategoryAuth},
	{CodeAudienceMismatch, 403, CategoryAuth},
	{CodeReqHashMismatch, 403, CategoryAuth},
	{CodeTierInsufficient, 403, CategoryAuth},
	{CodeJWKSUnavailable, 503, CategoryAuth},
	{CodeBudgetExceeded, 402, CategoryBudget},
	{CodeBudgetOverflow, 400, CategoryBudget},
	{CodeRateLimited, 429, CategoryBudget},
	{CodeContractVersionMismatch, 400, CategoryRequest},
	{CodePoolUnknown, 400, CategoryRequest},
	{CodeBodyTooLarge, 413, CategoryRequest},
	{CodeEncodingUnsupported, 415, CategoryRequest},
	{CodeDecompressionBomb, 413, CategoryRequest},
	{CodeProviderUnavailable, 503, CategoryProvider},
	{CodeProviderTimeout, 504, CategoryProvider},
	{CodeProviderError, 502, CategoryProvider},
	{CodeModelUnavailable, 503, CategoryProvider},
	{CodeNativeRuntimeSpawnFailed, 500, CategoryRuntime},
	{CodeNativeRuntimeTimeout, 504, CategoryRuntime},
	{CodeNativeRuntimeOrphan, 500, CategoryRuntime},
	{CodeEnsembleAllFailed, 502, CategoryRuntime},
	{CodeBYOKSessionExpired, 401, CategoryBYOK},
	{CodeBYOKBoundedUseExceeded, 429, CategoryBYOK},
	{CodeBYOKNonceReplay, 401, CategoryBYOK},
	{CodeReconciliationDrift, 503, CategoryReconciliation},
	{CodeReconciliationFailClosed, 503, CategoryReconciliation},
	{CodeSSEParseError, 400, CategorySSE},
	{CodeAgentNotFound, 404, CategoryAgent},
	{CodeAgentNotActive, 403, CategoryAgent},
	{CodeAgentTransferInProgress, 409, CategoryAgent},
	{CodeConversationSealed, 403, CategoryConversation},
	{CodeConversationNotFound, 404, CategoryConversation},
	{CodeOwnershipMismatch, 403, CategoryOwnership},
	{CodeBillingRecipientsInvalid, 400, CategoryBilling},
	{CodeRoutingConstraintViolated, 403, CategoryRouting},
	{CodeSanctionActive, 403, CategoryGovernance},
	{CodeSanctionAppealDenied, 403, CategoryGovernance},
	{CodeDisputeNotFound, 404, CategoryGovernance},
	{CodeDisputeAlreadyResolved, 409, CategoryGovernance},
	{CodeReputationInsufficient, 403, CategoryReputation},
	{CodeEscrowNotFound, 404, CategoryEconomy},
	{CodeEscrowInvalidState, 409, CategoryEconomy},
	{CodeStakeInsufficient, 403, CategoryEconomy},
	{CodeCreditLimitExceeded, 402, CategoryEconomy},
	{CodeCreditLineNotFound, 404, CategoryEconomy},
	{CodeDividendNotDeclared, 400, CategoryEconomy},

	{CodeEncodingTooDeep, 400, CategoryRequest},

	{CodeToolNotFound, 404, CategoryTool},
	{CodeToolNotActive, 403, CategoryTool},
	{CodeToolCallBudgetExceeded, 402, CategoryTool},
	{CodeAgentMessageUndeliverable, 502, CategoryMessaging},
	{CodeAgentInboxFull, 429, CategoryMessaging},
	{CodeBillingInvariantViolation, 402, CategoryBilling},
	{CodeBillingEvaluatorUnavailable, 503, CategoryBilling},
	{CodeEncodingCorrupt, 400, CategoryRequest},
}

var categories = [...]ErrorCategory{
	CategoryAuth, CategoryBudget, CategoryRequest, CategoryProvider, CategoryRuntime,
	CategoryBYOK, CategoryReconciliation, CategorySSE, CategoryAgent, CategoryConversation,
	CategoryOwnership, CategoryBilling, CategoryRouting, CategoryGovernance,
	CategoryReputation, CategoryEconomy, CategoryTool, CategoryMessaging,
}

var codeIndex = func() map[ErrorCode]int {
	m := make(map[ErrorCode]int, len(vocabulary))
	for i, c := range vocabulary {
		m[c.code] = i
	}
	return m
}()

func (c ErrorCode) info() (codeInfo, int, bool) {
	i, ok := codeIndex[c]
	if !ok {
		return codeInfo{}, -1, false
	}
	return vocabulary[i], i, true
}

// ErrorCodes returns every code of the vocabulary, in the order of the
// specification's tables: upstream's ERROR_CODES in source order, then
// ENCODING_TOO_DEEP, then the seven design additions, then ENCODING_CORRUPT.
// The slice is a copy.
func ErrorCodes() []ErrorCode {
	out := make([]ErrorCode, len(vocabulary))
	for i, c := range vocabulary {
		out[i] = c.code
	}
	return out
}

// ErrorCategories returns the categories in the specification's order (a copy).
func ErrorCategories() []ErrorCategory {
	return append([]ErrorCategory(nil), categories[:]...)
}

// Valid reports whether c is one of the 59 codes (exact, case-sensitive).
func (c ErrorCode) Valid() bool { _, ok := codeIndex[c]; return ok }

// HTTPStatus returns the code's HTTP status (upstream's ERROR_HTTP_STATUS for
// upstream codes), or 0 for a code outside the vocabulary.
func (c ErrorCode) HTTPStatus() int {
	ci, _, _ := c.info()
	return ci.status
}

// Category returns the code's category, or "" for a code outside the
// vocabulary.
func (c ErrorCode) Category() ErrorCategory {
	ci, _, _ := c.info()
	return ci.category
}

// Upstream reports whether upstream v7.0.0 defines c: its 50 ERROR_CODES and
// ENCODING_TOO_DEEP. It is false for the design additions and unknown codes.
func (c ErrorCode) Upstream() bool {
	_, i, ok := c.info()
	return ok && i < upstreamCodes
}

// Error returns the code text, so that a code can be an errors.Is target.
func (c ErrorCode) Error() string { return string(c) }

// String returns the code text.
func (c ErrorCode) String() string { return string(c) }

// Valid reports whether c is one of the 18 categories.
func (c ErrorCategory) Valid() bool {
	for _, k := range categories {
		if k == c {
			return true
		}
	}
	return false
}

// Error is the protocol error value services return and match with
// errors.As, then answer with Code and HTTPStatus:
//
//	var perr *hounfour.Error
//	if errors.As(err, &perr) {
//		w.WriteHeader(perr.HTTPStatus())
//		json.NewEncoder(w).Encode(map[string]string{"error": string(perr.Code), "message": perr.Message})
//	}
//
// errors.Is(err, code) is true when err wraps an *Error with that code.
type Error struct {
	Code    ErrorCode
	Message string
	// Status overrides Code.HTTPStatus() when non-zero (for example 409 for
	// the reserve-within-allocation billing invariant).
	Status int
	// Err is the underlying cause, if any; Unwrap returns it.
	Err error
}

// NewError returns an *Error with the code and message and the code's status.
func NewError(code ErrorCode, message string) *Error {
	return &Error{Code: code, Message: message}
}

// Error returns "{code}: {message}", or the code alone when Message is empty.
func (e *Error) Error() string {
	if e.Message == "" {
		return string(e.Code)
	}
	return string(e.Code) + ": " + e.Message
}

// HTTPStatus returns Status when it is set, else Code.HTTPStatus(), else 500
// (a code outside the vocabulary).
func (e *Error) HTTPStatus() int {
	if e.Status != 0 {
		return e.Status
	}
	if s := e.Code.HTTPStatus(); s != 0 {
		return s
	}
	return 500
}

// Is reports whether target is the ErrorCode equal to e.Code.
func (e *Error) Is(target error) bool {
	c, ok := target.(ErrorCode)
	return ok && c == e.Code
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }
