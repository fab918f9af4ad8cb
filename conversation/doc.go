// Package conversation implements the conversation documents of the
// loa-hounfour protocol (v7.0.0): NFT-owned conversations and their messages
// and tool calls, the sealing policy applied to them when the agent changes
// hands, the access policy that says what the previous owner may still see,
// and the paginated list responses.
//
// Every document type decodes strictly with hounfour.Decode and reports every
// violation from Validate in document field order. The sealing-policy and
// access-policy rules run wherever a policy appears — alone, inside a
// Conversation, a transfer.Spec or a transfer.EventRecord (COMPATIBILITY.md #10) —
// and a nested access policy's warnings are warnings of the enclosing document
// (#11). For a policy, its schema violations come first, then the sealing rules,
// then the access-policy rules.
//
// EvaluateAccessPolicy decides a request under an access policy: every
// access type, reputation-gated access with revocation thresholds (a dead
// band that keeps access from flapping), and compound AND/OR policies. The
// decision is total — a policy type, timestamp or reputation state it does
// not know denies — and carries upstream's reason text.
package conversation
