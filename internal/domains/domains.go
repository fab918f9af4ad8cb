// Package domains imports every package that registers document types, so
// that the schema registry, the generator and the vectors runner see all of
// them. Adding a domain package means adding it here.
package domains

import (
	_ "github.com/hounfour-go/hounfour/agent"      // agent-descriptor, agent-lifecycle-state, lifecycle-transition-payload
	_ "github.com/hounfour-go/hounfour/constraint" // constraint-type, constraint-type-signature

	_ "github.com/hounfour-go/hounfour/billing" // billing-entry, credit-note, cost-event, reconciliation-mode, conservation-status
)
