// Package routing implements request routing of the loa-hounfour v7.0.0
// protocol: how a gateway chooses the model and handler that serve an
// agent's request, within what the agent needs and what it may spend.
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
// Each document type decodes strictly (unknown members of closed objects,
// duplicate and case-mismatched names are rejected) and has a Validate
// method that reports every violation with its JSON Pointer path and a
// stable rule id. BudgetScope also reports warnings and runs the rules of
// its constraint file (Validate, ValidateSchema, Warnings,
// CheckConstraints).
//
// # What belongs here
//
// The package holds the inputs and the outcome of choosing a model for a
// request. The model call itself (requests, results, messages, tools,
// provider specs) is package model; the reservation a budget scope names is
// package reservation; a gateway's own routing policy document is package
// gateway. Model-routing economics added by later protocol versions (cost
// per token, model economic profiles, performance feedback, basket weights
// and rebalancing) extend this package: they decide the same choice.
package routing
