package vectors

import (
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["scoring-path-hash"] = runScoringPathHash
	kinds["scoring-path-chain"] = runScoringPathChain
	kinds["credential-prior"] = runCredentialPrior
	kinds["credential-expired"] = runCredentialExpired
}

// scoring-path-hash: input {"entry": a scoring-path-log}; want {"hash"} of
// reputation.ScoringPathHash.
func runScoringPathHash(c *Case) error {
	var in struct {
		Entry reputation.ScoringPathLog `json:"entry"`
	}
	var want struct {
		Hash string `json:"hash"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := reputation.ScoringPathHash(in.Entry); got != want.Hash {
		return mismatch("ScoringPathHash", want.Hash, got)
	}
	return nil
}

// scoring-path-chain: input {"entries": [scoring-path-log…]}; want
// {"violations": [{path, rule, message}…]} of
// reputation.VerifyScoringPathChain (empty: the chain verifies).
func runScoringPathChain(c *Case) error {
	var in struct {
		Entries []reputation.ScoringPathLog `json:"entries"`
	}
	var want struct {
		Violations []Expect `json:"violations"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	err := reputation.VerifyScoringPathChain(in.Entries)
	var got []hounfour.Violation
	var ve *hounfour.ValidationError
	switch {
	case err == nil:
	case errors.As(err, &ve):
		got = ve.Violations
	default:
		return fmt.Errorf("VerifyScoringPathChain returned %T: %v", err, err)
	}
	return compare("violation", want.Violations, got)
}

// credential-prior: input {"credential", "destination_collection_score",
// "max_credential_weight"}; want {"prior", "weight", "reason"} of
// reputation.CredentialPrior (numbers compared exactly).
func runCredentialPrior(c *Case) error {
	var in struct {
		Credential  reputation.Credential `json:"credential"`
		Destination float64               `json:"destination_collection_score"`
		MaxWeight   float64               `json:"max_credential_weight"`
	}
	var want struct {
		Prior  float64 `json:"prior"`
		Weight float64 `json:"weight"`
		Reason string  `json:"reason"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	got := reputation.CredentialPrior(in.Credential, in.Destination, in.MaxWeight)
	if got.Prior != want.Prior || got.Weight != want.Weight || got.Reason != want.Reason {
		return mismatch("CredentialPrior", fmt.Sprintf("%v %v %q", want.Prior, want.Weight, want.Reason),
			fmt.Sprintf("%v %v %q", got.Prior, got.Weight, got.Reason))
	}
	return nil
}

// credential-expired: input {"credential", "now": date-time}; want
// {"expired"} of reputation.Credential.Expired at that instant.
func runCredentialExpired(c *Case) error {
	var in struct {
		Credential reputation.Credential `json:"credential"`
		Now        wire.Timestamp        `json:"now"`
	}
	var want struct {
		Expired bool `json:"expired"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := in.Credential.Expired(in.Now.Time()); got != want.Expired {
		return mismatch("Expired", want.Expired, got)
	}
	return nil
}
