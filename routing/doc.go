// Package routing implements model routing of the loa-hounfour protocol:
// how a gateway chooses the model and handler that serve an agent's
// request — within what the agent needs and may spend (contract 7.0.0) and,
// from contract 8.x, by the economics of each model: what its tokens cost,
// the quality it yields, and the share of traffic the routing basket gives
// it.
//
// Request routing (contract 7.0.0):
//
//   - [AgentRequirements] (schema agent-requirements): what an agent needs
//     from the model that runs it (tool calling, thinking traces, vision, a
//     context window, preferred models).
//   - [Constraint] (schema routing-constraint): what a handler must offer to
//     take a task (capabilities, cost ceiling, health, providers, minimum
//     [TrustLevel] and reputation), every member AND-combined.
//   - [BudgetScope] (schema budget-scope): the spending envelope of a
//     project, sprint, phase or conversation, what happens when it is
//     exceeded ([ExceedAction]: block, warn or downgrade the model), the
//     capacity reservation drawing on it and the agent's [PreferenceSignal]
//     for model pools.
//   - [Resolution] (schema routing-resolution): how the requested model was
//     resolved to the model that served the request ([ResolutionType]:
//     exact, fallback, budget downgrade, capability match).
//
// Model-routing economics (contract 8.x; under contract 7.0.0 the types
// are unknown):
//
//   - [ModelProfile] (schema model-economic-profile) with its
//     [CostPerToken]: a model's token prices, quality yield and current
//     routing weight.
//   - [PerformanceEvent] (schema economic-performance-event, with
//     [TokenUsage] and [OutcomeType]): how an invocation did against its
//     budget and expected quality; [QualityBridge] (schema
//     performance-quality-bridge, [BridgeDirection]) links it to the
//     reputation quality event it produced.
//   - [Basket] (schema basket-composition) of [BasketEntry] values: the
//     weight of every model at one moment, summing to 1; [RebalanceEvent]
//     (schema routing-rebalance-event, [RebalanceTrigger]) records a change
//     of basket.
//   - The functions: [Scores] ranks models for an agent's reputation
//     aggregate, [SelectModel] takes the first above a minimum,
//     [IsModelEligible] checks a model cohort against a routing signal,
//     [CompositeWeights] and [RebalancedWeights] compute basket weights
//     (the latter feeding back performance events, damped by
//     [DefaultDamping]). They are float64 arithmetic in a fixed order, the
//     same bits on every platform.
//
// Each document type decodes strictly (unknown members of closed objects,
// duplicate and case-mismatched names are rejected) and has a Validate
// method that reports every violation with its JSON Pointer path and a
// stable rule id. The types with a constraint file also have
// ValidateSchema (the schema alone) and CheckConstraints; BudgetScope also
// reports warnings.
//
// # What belongs here
//
// The package holds the inputs and the outcome of choosing a model for a
// request. The model call itself (requests, results, messages, tools,
// provider specs) is package model; the reservation a budget scope names is
// package reservation; a gateway's own routing policy document is package
// gateway; reputation aggregates, cohorts and routing signals are package
// reputation; paying a provider per request is package x402.
package routing
