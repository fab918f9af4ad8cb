//go:build !codecgen

package commons

// The generated encodability check of a governed reputation, which the
// native REP-01 rule consults (see reputationEncodable).
func init() { reputationEncodable = constraintsGovernedReputationCheck }
