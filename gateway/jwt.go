package gateway

import (
	"encoding/json"
	"maps"
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/wire"
)

// Audiences named by the protocol.
const (
	AudienceInvoke = "loa-finn"       // invoke tokens
	AudienceAdmin  = "loa-finn-admin" // admin tokens
	AudienceS2S    = "arrakis"        // service-to-service tokens
)

// JWTClaims is the claim set of a gateway token (schema jwt-claims). Closed object. The document is
// validated here; the token's signature (ES256, kid required), its expiry
// against the clock, the audience and the issuer allow-list are checked by
// the services (JWT_EXPIRED, AUDIENCE_MISMATCH, ISSUER_NOT_ALLOWED).
type JWTClaims struct {
	// Issuer (iss) must match the issuer allow-list (exact string, per environment).
	Issuer string `json:"iss"`
	// Audience (aud) is a string, never an array: AudienceInvoke,
	// AudienceAdmin or AudienceS2S.
	Audience string `json:"aud"`
	// Subject (sub) is the user or service identifier.
	Subject string `json:"sub"`
	// IssuedAt (iat) is in Unix seconds; any finite number.
	IssuedAt float64 `json:"iat"`
	// ExpiresAt (exp) is in Unix seconds; any finite number (no exp > iat rule).
	ExpiresAt float64 `json:"exp"`
	// JTI is the token id: required by JTIPolicy for invoke and admin
	// tokens, not by the schema.
	JTI *string `json:"jti,omitzero"`
	// TenantID identifies the tenant.
	TenantID string `json:"tenant_id" hf:"minLength=1"`
	// Tier is the tenant's subscription tier.
	Tier wire.Tier `json:"tier"`
	// ReqHash is the request hash (integrity.ComputeReqHash), lowercase hex only.
	ReqHash string `json:"req_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	// NftID is the NFT identifier for personality routing (free text, not
	// the NftId pattern).
	NftID *string `json:"nft_id,omitzero"`
	// ModelPreferences maps task types to pool-id overrides; any key, every
	// value a string (not checked against the pool ids).
	ModelPreferences map[string]string `json:"model_preferences,omitzero"`
	// BYOK carries the bring-your-own-key claims.
	BYOK *BYOKClaims `json:"byok,omitzero"`
}

// BYOKClaims reference a user's stored provider key (ByokClaims; closed).
type BYOKClaims struct {
	// TokenID references the stored key; never the key itself.
	TokenID string `json:"token_id"`
	// Provider is the target provider (e.g. openai, anthropic).
	Provider string `json:"provider"`
	// Scopes are the permitted operations (at least one; "" allowed).
	Scopes []string `json:"scopes" hf:"minItems=1"`
}

// S2SJWTClaims is the claim set of a service-to-service token (schema
// s2s-jwt-claims). Closed object: a gateway claim such as tenant_id is a
// violation. Informative: exp at most 60 s after issue for GETs, 300 s for
// mutations.
type S2SJWTClaims struct {
	// Issuer (iss) is the service identity.
	Issuer string `json:"iss"`
	// Audience (aud) is the target service (e.g. AudienceS2S).
	Audience string `json:"aud"`
	// Subject (sub) is the source service identity.
	Subject string `json:"sub"`
	// IssuedAt (iat) is in Unix seconds.
	IssuedAt float64 `json:"iat"`
	// ExpiresAt (exp) is in Unix seconds.
	ExpiresAt float64 `json:"exp"`
	// JTI is optional for GETs (the short expiry compensates).
	JTI *string `json:"jti,omitzero"`
	// Scope is the permission scope (e.g. "admin:jwks").
	Scope *string `json:"scope,omitzero"`
}

var (
	_ = codec.Register(codec.Meta[JWTClaims]{
		Schema:      "jwt-claims",
		Description: "Canonical JWT claims for loa-finn ↔ arrakis protocol",
	})
	_ = codec.Register(codec.Meta[S2SJWTClaims]{
		Schema:      "s2s-jwt-claims",
		Description: "Service-to-service JWT claims",
	})
)

// IssuerAllowlist lists the accepted token issuers per token kind (no schema
// file). Open object: other members are kept in Unknown.
type IssuerAllowlist struct {
	// Gateway lists the issuers of gateway tokens (JWTClaims).
	Gateway []string `json:"gateway"`
	// S2S lists the issuers of service-to-service tokens (S2SJWTClaims).
	S2S []string `json:"s2s"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

// AllowsGateway reports whether iss is an allowed gateway-token issuer
// (exact string equality).
func (a *IssuerAllowlist) AllowsGateway(iss string) bool { return slices.Contains(a.Gateway, iss) }

// AllowsS2S reports whether iss is an allowed service-to-service issuer
// (exact string equality).
func (a *IssuerAllowlist) AllowsS2S(iss string) bool { return slices.Contains(a.S2S, iss) }

// Validate reports every violation of a (nil or a *hounfour.ValidationError).
func (a *IssuerAllowlist) Validate() error { return document.Validate(a) }

// MarshalJSON writes the default encoding.
func (a IssuerAllowlist) MarshalJSON() ([]byte, error) { return document.Marshal(&a) }

// UnmarshalJSON decodes strictly without running Validate.
func (a *IssuerAllowlist) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, a) }

// JTI endpoint kinds.
const (
	EndpointInvoke = "invoke"
	EndpointAdmin  = "admin"
	EndpointS2SGet = "s2s_get"
	EndpointBYOK   = "byok"
)

// JTIRule is one row of the JTI policy.
type JTIRule struct {
	// Required: a token without jti is rejected with 401 JTI_REQUIRED.
	Required bool
	// Compensating is the control that replaces a jti when it is not
	// required ("exp <= 60s").
	Compensating string
	// Mode is the replay mode ("bounded-use" for BYOK).
	Mode string
	// MaxUses bounds the uses of one jti in bounded-use mode; exceeding it
	// is 429 BYOK_BOUNDED_USE_EXCEEDED.
	MaxUses int
}

var jtiPolicy = map[string]JTIRule{
	EndpointInvoke: {Required: true},
	EndpointAdmin:  {Required: true},
	EndpointS2SGet: {Required: false, Compensating: "exp <= 60s"},
	EndpointBYOK:   {Required: true, Mode: "bounded-use", MaxUses: 100},
}

// JTIPolicy returns the JTI policy table keyed by endpoint kind (a copy).
func JTIPolicy() map[string]JTIRule { return maps.Clone(jtiPolicy) }
