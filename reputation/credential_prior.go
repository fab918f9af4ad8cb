package reputation

import (
	"math"
	"strconv"
	"time"

	"github.com/hounfour-go/hounfour/internal/jsmath"
)

// CredentialConfidenceThreshold is the sample count at which a credential
// reaches full confidence: below it, [CredentialPrior] scales the
// credential's weight by samples/30.
const CredentialConfidenceThreshold = 30

// DefaultMaxCredentialWeight is the usual cap on the weight a credential
// gets in a destination collection's prior (the third argument of
// [CredentialPrior]).
const DefaultMaxCredentialWeight = 0.5

// coldPriorReason is the reason of a prior that ignores the credential.
const coldPriorReason = "Source credential is cold — using destination collection score as prior"

// PriorResult is the informed prior a destination collection derives from
// a reputation credential: the prior score, the weight the credential got
// and a human-readable reason.
type PriorResult struct {
	Prior  float64
	Weight float64
	Reason string
}

// CredentialPrior computes the prior score a destination collection gives
// a personality arriving with credential c, blending the credential's
// source blended score with the destination collection's score.
//
// A credential whose source state is cold, or that carries no samples,
// contributes nothing: the prior is destinationCollectionScore, the weight
// 0 and the reason "Source credential is cold — using destination
// collection score as prior". Otherwise the credential's confidence is
// min(1, samples/CredentialConfidenceThreshold), its weight
// min(source_collection_score × confidence, maxCredentialWeight), and the
// prior weight × source_blended_score + (1 − weight) ×
// destinationCollectionScore, each product rounded to float64 before the
// sum. The reason reads "Credential from collection <id> (score: <source
// collection score to 2 decimals>, samples: <n>) contributes weight
// <weight to 3 decimals> to informed prior", the decimals rounded as
// JavaScript's toFixed does: the exact binary value, ties away from zero
// (0.125 gives "0.13"). Callers pass [DefaultMaxCredentialWeight] for the
// usual cap. NaN inputs propagate; nothing fails.
func CredentialPrior(c Credential, destinationCollectionScore, maxCredentialWeight float64) PriorResult {
	if c.SourceState == Cold || c.SourceSampleCount == 0 {
		return PriorResult{Prior: destinationCollectionScore, Weight: 0, Reason: coldPriorReason}
	}
	confidence := math.Min(1, float64(c.SourceSampleCount)/CredentialConfidenceThreshold)
	raw := c.SourceCollectionScore * confidence
	weight := math.Min(raw, maxCredentialWeight)
	// The products are rounded before the sum (no fused multiply-add), as
	// the protocol's reference arithmetic does.
	prior := float64(weight*c.SourceBlendedScore) + float64((1-weight)*destinationCollectionScore)
	reason := "Credential from collection " + c.SourceCollectionID + " (score: " + jsmath.ToFixed(c.SourceCollectionScore, 2) +
		", samples: " + strconv.FormatInt(c.SourceSampleCount, 10) + ") contributes weight " + jsmath.ToFixed(weight, 3) +
		" to informed prior"
	return PriorResult{Prior: prior, Weight: weight, Reason: reason}
}

// Expired reports whether the credential has expired at now: false when it
// has no expires_at, else whether now is at or after expires_at. Both are
// taken as instants at millisecond precision (the fraction's digits after
// the third are dropped, offsets applied), so an expiry of
// 2026-08-20T00:00:00.0009Z has passed at 2026-08-20T00:00:00Z.
func (c Credential) Expired(now time.Time) bool {
	if c.ExpiresAt.IsZero() {
		return false
	}
	return now.UnixMilli() >= c.ExpiresAt.Time().UnixMilli()
}
