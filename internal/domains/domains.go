// Package domains imports every package that registers document types, so
// that the schema registry, the generator and the vectors runner see all of
// them. Adding a domain package means adding it here.
package domains

import (
	_ "github.com/hounfour-go/hounfour/agent"      // agent-descriptor, agent-lifecycle-state, lifecycle-transition-payload
	_ "github.com/hounfour-go/hounfour/constraint" // constraint-type, constraint-type-signature
	_ "github.com/hounfour-go/hounfour/gateway"    // jwt-claims, s2s-jwt-claims, invoke-response, usage-report, stream-event, routing-policy, health-status, protocol-discovery

	_ "github.com/hounfour-go/hounfour/billing" // billing-entry, credit-note, cost-event, reconciliation-mode, conservation-status

	_ "github.com/hounfour-go/hounfour/conversation" // conversation, message, tool-call, conversation-list-response, message-list-response
	_ "github.com/hounfour-go/hounfour/event"        // domain-event, domain-event-batch, saga-context
	_ "github.com/hounfour-go/hounfour/transfer"     // transfer-spec, transfer-event
	// agent-address, message-priority, message-delivery-status, agent-message, agent-inbox,
	// message-delivery-event-payload
	_ "github.com/hounfour-go/hounfour/messaging"
	// tool-lifecycle-state, tool-registration, tool-list-response, tool-registration-event-payload,
	// tool-lifecycle-transition-payload
	_ "github.com/hounfour-go/hounfour/tool"
)
