package event

import "github.com/hounfour-go/hounfour/internal/enum"

// AggregateType is the kind of aggregate an event belongs to.
//
// Its values: [AggregateAgent], [AggregateConversation], [AggregateBilling],
// [AggregateTool], [AggregateTransfer], [AggregateMessage],
// [AggregatePerformance], [AggregateGovernance], [AggregateReputation],
// [AggregateEconomy].
type AggregateType string

// The ten aggregate types, in protocol order.
const (
	AggregateAgent        AggregateType = "agent"
	AggregateConversation AggregateType = "conversation"
	AggregateBilling      AggregateType = "billing"
	AggregateTool         AggregateType = "tool"
	AggregateTransfer     AggregateType = "transfer"
	AggregateMessage      AggregateType = "message"
	AggregatePerformance  AggregateType = "performance"
	AggregateGovernance   AggregateType = "governance"
	AggregateReputation   AggregateType = "reputation"
	AggregateEconomy      AggregateType = "economy"
)

var aggregateTypes = enum.New(AggregateAgent, AggregateConversation, AggregateBilling, AggregateTool,
	AggregateTransfer, AggregateMessage, AggregatePerformance, AggregateGovernance, AggregateReputation,
	AggregateEconomy)

// Valid reports whether a is one of the ten aggregate types (exact,
// case-sensitive).
func (a AggregateType) Valid() bool { return aggregateTypes.Has(a) }

// AggregateTypes returns the ten aggregate types in protocol order (a fresh
// slice).
func AggregateTypes() []AggregateType { return aggregateTypes.Values() }
