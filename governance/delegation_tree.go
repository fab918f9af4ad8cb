package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ForkType is how child delegations are executed (schema fork-type).
//
// Its values: [ForkParallel], [ForkSequential], [ForkConditional].
type ForkType string

// The fork types.
const (
	ForkParallel    ForkType = "parallel"
	ForkSequential  ForkType = "sequential"
	ForkConditional ForkType = "conditional"
)

var forkTypes = enum.New(ForkParallel, ForkSequential, ForkConditional)

// Valid reports whether t is parallel, sequential or conditional.
func (t ForkType) Valid() bool { return forkTypes.Has(t) }

// TreeNodeStatus is the status of a delegation tree node (schema
// tree-node-status).
//
// Its values: [NodePending], [NodeActive], [NodeCompleted], [NodeFailed],
// [NodeCancelled].
type TreeNodeStatus string

// The node statuses.
const (
	NodePending   TreeNodeStatus = "pending"
	NodeActive    TreeNodeStatus = "active"
	NodeCompleted TreeNodeStatus = "completed"
	NodeFailed    TreeNodeStatus = "failed"
	NodeCancelled TreeNodeStatus = "cancelled"
)

var treeNodeStatuses = enum.New(NodePending, NodeActive, NodeCompleted, NodeFailed, NodeCancelled)

// Valid reports whether s is one of the five node statuses.
func (s TreeNodeStatus) Valid() bool { return treeNodeStatuses.Has(s) }

// TreeStrategy is how results from child delegations are combined (schema
// tree-strategy).
//
// Its values: [StrategyFirstComplete], [StrategyBestOfN], [StrategyConsensus],
// [StrategyPipeline].
type TreeStrategy string

// The tree strategies.
const (
	StrategyFirstComplete TreeStrategy = "first_complete"
	StrategyBestOfN       TreeStrategy = "best_of_n"
	StrategyConsensus     TreeStrategy = "consensus"
	StrategyPipeline      TreeStrategy = "pipeline"
)

var treeStrategies = enum.New(StrategyFirstComplete, StrategyBestOfN, StrategyConsensus, StrategyPipeline)

// Valid reports whether s is one of the four strategies.
func (s TreeStrategy) Valid() bool { return treeStrategies.Has(s) }

// BudgetAllocation is how a budget is distributed among child delegations
// (schema budget-allocation).
//
// Its values: [BudgetEqualSplit], [BudgetWeighted], [BudgetOnDemand].
type BudgetAllocation string

// The budget allocations.
const (
	BudgetEqualSplit BudgetAllocation = "equal_split"
	BudgetWeighted   BudgetAllocation = "weighted"
	BudgetOnDemand   BudgetAllocation = "on_demand"
)

var budgetAllocations = enum.New(BudgetEqualSplit, BudgetWeighted, BudgetOnDemand)

// Valid reports whether a is equal_split, weighted or on_demand.
func (a BudgetAllocation) Valid() bool { return budgetAllocations.Has(a) }

var _ = codec.Register(codec.Meta[ForkType]{
	Schema:      "fork-type",
	Description: "How child delegations are executed: in parallel, sequentially, or conditionally.",
})

var _ = codec.Register(codec.Meta[TreeNodeStatus]{
	Schema:      "tree-node-status",
	Description: "Status of a delegation tree node.",
})

var _ = codec.Register(codec.Meta[TreeStrategy]{
	Schema:      "tree-strategy",
	Description: "Strategy for combining results from child delegations.",
})

var _ = codec.Register(codec.Meta[BudgetAllocation]{
	Schema:      "budget-allocation",
	Description: "How budget is distributed among child delegations.",
})

// DelegationTreeNode is one agent delegation in a delegation tree (schema
// delegation-tree-node). Closed, recursive object: nested nodes are
// validated with the node rules wherever they sit (deviation 31).
// Validation does not compare the tree with max_depth or max_total_nodes.
type DelegationTreeNode struct {
	// NodeID identifies the node.
	NodeID wire.UUID `json:"node_id"`
	// AgentID is the agent the authority is delegated to.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// AuthorityScope lists the capability scopes the node is authorized for (may be empty).
	AuthorityScope []string `json:"authority_scope"`
	// BudgetAllocatedMicro is the budget allocated to the node (string-encoded unsigned integer, canonical on output).
	BudgetAllocatedMicro wire.MicroUSDUnsigned `json:"budget_allocated_micro" hf:"pattern=^\\d+$"`
	// Children are the child delegations (the member is required; schema default [] not applied).
	Children []DelegationTreeNode `json:"children"`
	// ForkType is how the children are executed.
	ForkType ForkType `json:"fork_type"`
	// JoinCondition is the condition for joining the children's results.
	JoinCondition *string `json:"join_condition,omitzero"`
	// Status is the node's status.
	Status TreeNodeStatus `json:"status"`
	// Version is the optimistic concurrency control version (default 0 not applied).
	Version int64 `json:"version" hf:"minimum=0"`
	// LastOutcome summarizes the node's last delegation outcome (v7.0.0).
	LastOutcome *LastOutcome `json:"last_outcome,omitzero"`
	// Timestamp is when the node was last updated.
	Timestamp wire.Timestamp `json:"timestamp"`
}

// LastOutcome summarizes the last DelegationOutcome of a tree node.
type LastOutcome struct {
	// OutcomeID identifies the outcome.
	OutcomeID wire.UUID `json:"outcome_id"`
	// OutcomeType classifies the outcome.
	OutcomeType OutcomeType `json:"outcome_type"`
	// ConsensusAchieved is whether consensus was reached.
	ConsensusAchieved bool `json:"consensus_achieved"`
	// ResolvedAt is when the outcome was resolved.
	ResolvedAt wire.Timestamp `json:"resolved_at"`
}

// DelegationTree is a tree-structured delegation for concurrent multi-model
// orchestration (schema delegation-tree). Closed object.
type DelegationTree struct {
	// TreeID identifies the tree.
	TreeID wire.UUID `json:"tree_id"`
	// Root is the root delegation.
	Root DelegationTreeNode `json:"root"`
	// Strategy is how the children's results are combined.
	Strategy TreeStrategy `json:"strategy"`
	// TotalBudgetMicro is the budget of the whole tree (string-encoded unsigned integer, canonical on output).
	TotalBudgetMicro wire.MicroUSDUnsigned `json:"total_budget_micro" hf:"pattern=^\\d+$"`
	// BudgetAllocation is how the budget is distributed among children.
	BudgetAllocation BudgetAllocation `json:"budget_allocation"`
	// MaxDepth is the tree's maximum depth, 1 to 10 (default 10 not applied; not enforced against the tree).
	MaxDepth int64 `json:"max_depth" hf:"minimum=1,maximum=10"`
	// MaxTotalNodes is the tree's maximum node count, 1 to 1000 (default 100 not applied; not enforced against the tree).
	MaxTotalNodes int64 `json:"max_total_nodes" hf:"minimum=1,maximum=1000"`
	// CreatedAt is when the tree was created.
	CreatedAt wire.Timestamp `json:"created_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[DelegationTreeNode]{
	Schema:      "delegation-tree-node",
	Description: "A node in the delegation tree representing a single agent delegation.",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of n and of the nodes below it (nil or a " +
			"*hounfour.ValidationError). No constraint file applies to a node alone.",
	},
})

var _ = codec.Register(codec.Meta[DelegationTree]{
	Schema:      "delegation-tree",
	Description: "A tree-structured delegation enabling concurrent multi-model orchestration.",
	Rules:       func(t *DelegationTree, r *codec.Rules) { constraintrt.Apply("delegation-tree", t, r) },
	Constraint:  "delegation-tree",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of t: the schema rules, then the error-severity rules " +
			"of the DelegationTree constraint file: budgets conserved at every node, authority narrowing " +
			"down the tree, at least three root children under the consensus strategy, and a root budget " +
			"equal to the total budget.",
	},
})
