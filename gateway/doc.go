// Package gateway holds the documents every request touches between the
// gateway and the model runtime:
//
//   - the invoke contract: [InvokeResponse], [UsageReport] and the SSE
//     [StreamEvent] union with its six variants, [DecodeStreamEvent],
//     [StreamEventJSON] and [CheckStreamOrder];
//   - routing: [RoutingPolicy] and [PoolCapabilities];
//   - health and discovery: [HealthStatus], [ProtocolDiscovery], the
//     discovery-document builder [BuildDiscovery] and the version handshake
//     [CheckHandshake];
//   - JWT claim documents: [JWTClaims] (with [BYOKClaims]), [S2SJWTClaims],
//     [IssuerAllowlist] and the [JTIPolicy] table. Signing and signature
//     verification of tokens stay with the services.
//
// Every document type has Validate, MarshalJSON and UnmarshalJSON;
// UnmarshalJSON decodes strictly without validating, hounfour.Decode does
// both. Open objects (the stream-event variants, the routing-policy objects,
// PoolCapabilities, IssuerAllowlist) keep undeclared members in Unknown and
// write them back after the declared ones.
package gateway
