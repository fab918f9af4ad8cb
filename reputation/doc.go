// Package reputation implements the reputation protocol of loa-hounfour
// 8.7.0: how an agent's standing in a collection is named, ordered and
// moved between states.
//
// It holds today the state vocabulary every other package reads: [State]
// (schema reputation-state, a JSON string) with its four values in
// protocol order — cold, warming, established, authoritative — their
// ranks ([State.Order], [StateOrder]) and the exact membership test
// [IsKnownState]. The commons package (governed reputation, dynamic
// contracts, contract negotiation) and the access policies of package
// conversation use it.
//
// # Why a package of its own
//
// Reputation is one closed vocabulary that governance, economy, routing
// and the commons consume; keeping it in a leaf package that imports only
// the root package, wire and constraint lets each of them import it without
// a cycle (governance weighs reputation, so reputation never imports
// governance).
package reputation
