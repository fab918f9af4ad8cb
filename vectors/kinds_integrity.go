package vectors

import (
	"github.com/hounfour-go/hounfour/integrity"
)

func init() {
	kinds["canonical-conservation-properties"] = canonical(func() any { return integrity.CanonicalConservationProperties() })
	kinds["canonical-liveness-properties"] = canonical(func() any { return integrity.CanonicalLivenessProperties() })
	kinds["canonical-registry"] = runCanonicalRegistry
	kinds["liveness-bounded-eventually"] = runBoundedEventually
}

// canonical-registry: input is the registry id text given to
// integrity.CanonicalRegistry; want is the registry's JSON encoding, and
// the registry must validate.
func runCanonicalRegistry(c *Case) error {
	var id string
	if err := strict(c.Input, &id); err != nil {
		return err
	}
	g := integrity.CanonicalRegistry(id)
	if err := g.Validate(); err != nil {
		return err
	}
	return canonical(func() any { return g })(c)
}

// liveness-bounded-eventually: input is a liveness-property document
// (structurally valid); want {"bounded_eventually": HasBoundedEventually()}.
func runBoundedEventually(c *Case) error {
	var p integrity.LivenessProperty
	if err := p.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		BoundedEventually bool `json:"bounded_eventually"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := p.HasBoundedEventually(); got != want.BoundedEventually {
		return mismatch("HasBoundedEventually", want.BoundedEventually, got)
	}
	return nil
}
