package reputation_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// credential returns a credential from honeycomb with the given state,
// samples, source collection score and source blended score.
func credential(state reputation.State, samples int64, collection, blended float64) reputation.Credential {
	return reputation.Credential{
		CredentialID: "cred-001", PersonalityID: "bear-1", SourceCollectionID: "honeycomb", SourcePoolID: "pool-a",
		SourceState: state, SourceBlendedScore: blended, SourceSampleCount: samples, SourceCollectionScore: collection,
		IssuedAt: wire.MustParseTimestamp("2026-02-20T00:00:00Z"), ContractVersion: wire.MustParseSemver("8.7.0"),
	}
}

func TestCredentialPrior(t *testing.T) {
	t.Parallel()
	const cold = "Source credential is cold — using destination collection score as prior"
	for _, tc := range []struct {
		name           string
		c              reputation.Credential
		dest, max      float64
		prior, weight  float64
		reason         string
		checkPriorOnly bool
	}{
		{"capped", credential(reputation.Established, 45, 0.75, 0.82), 0.5, 0.5, 0.6599999999999999, 0.5,
			"Credential from collection honeycomb (score: 0.75, samples: 45) contributes weight 0.500 to informed prior", false},
		{"ties", credential(reputation.Established, 15, 0.125, 0.9), 0.3, 0.5, 0.3375, 0.0625,
			"Credential from collection honeycomb (score: 0.13, samples: 15) contributes weight 0.063 to informed prior", false},
		{"max-1", credential(reputation.Established, 10, 0.9, 0.6), 0.4, 1, 0.45999999999999996, 0.3,
			"Credential from collection honeycomb (score: 0.90, samples: 10) contributes weight 0.300 to informed prior", false},
		{"small", credential(reputation.Established, 30, 0.005, 0.82), 0.5, 0.5, 0.5016, 0.005,
			"Credential from collection honeycomb (score: 0.01, samples: 30) contributes weight 0.005 to informed prior", false},
		{"raw-equals-cap", credential(reputation.Established, 25, 0.6, 0.82), 0.5, 0.5, 0, 0.5, "", true},
		{"cold", credential(reputation.Cold, 12, 0.75, 0.82), 0.42, 0.5, 0.42, 0, cold, false},
		{"no-samples", credential(reputation.Warming, 0, 0.75, 0.82), 0.42, 0.5, 0.42, 0, cold, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := reputation.CredentialPrior(tc.c, tc.dest, tc.max)
			if got.Weight != tc.weight {
				t.Errorf("weight %v, want %v", got.Weight, tc.weight)
			}
			if tc.checkPriorOnly {
				return
			}
			if got.Prior != tc.prior || got.Reason != tc.reason {
				t.Errorf("got %v %q, want %v %q", got.Prior, got.Reason, tc.prior, tc.reason)
			}
		})
	}
}

func TestCredentialExpired(t *testing.T) {
	t.Parallel()
	c := credential(reputation.Established, 45, 0.75, 0.82)
	c.ExpiresAt = wire.MustParseTimestamp("2026-08-20T00:00:00Z")
	for _, tc := range []struct {
		expires, now string
		want         bool
	}{
		{"2026-08-20T00:00:00Z", "2026-08-20T00:00:00Z", true},
		{"2026-08-20T00:00:00Z", "2026-08-19T23:59:59.999Z", false},
		{"2026-08-20T00:00:00Z", "2026-08-20T02:00:00+02:00", true},
		{"2026-08-20T00:00:00Z", "2026-08-19T23:59:59.9999Z", false},
		{"2026-08-20T00:00:00.0009Z", "2026-08-20T00:00:00Z", true},
		{"", "2999-01-01T00:00:00Z", false},
	} {
		t.Run(tc.expires+"@"+tc.now, func(t *testing.T) {
			c := c
			c.ExpiresAt = wire.Timestamp{}
			if tc.expires != "" {
				c.ExpiresAt = wire.MustParseTimestamp(tc.expires)
			}
			now := wire.MustParseTimestamp(tc.now).Time()
			if got := c.Expired(now); got != tc.want {
				t.Errorf("Expired(%s) = %v, want %v", tc.now, got, tc.want)
			}
		})
	}
}

// The prior lies between the destination score and the credential's
// blended score, and the weight never exceeds the cap (nor 1, nor the
// source collection score).
func TestCredentialPriorProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 2000))
	unit := gen.Float64Range(0, 1)
	states := gen.OneConstOf(reputation.Cold, reputation.Warming, reputation.Established, reputation.Authoritative)
	props.Property("prior within [min(dest, blended), max(dest, blended)], weight ≤ max",
		prop.ForAll(func(state reputation.State, samples int64, collection, blended, dest, maxWeight float64) bool {
			r := reputation.CredentialPrior(credential(state, samples, collection, blended), dest, maxWeight)
			lo, hi := math.Min(dest, blended), math.Max(dest, blended)
			// One rounding of each product and of the sum: allow a few ulps
			// at the ends of the interval.
			eps := 4 * math.Nextafter(1, 2) * 1e-16
			return r.Prior >= lo-eps && r.Prior <= hi+eps && r.Weight >= 0 && r.Weight <= maxWeight &&
				r.Weight <= collection && (state != reputation.Cold && samples != 0 || r.Weight == 0 && r.Prior == dest)
		}, states, gen.Int64Range(0, 200), unit, unit, unit, unit))
	props.TestingRun(t)
}

func ExampleCredentialPrior() {
	c := reputation.Credential{
		CredentialID: "cred-001", PersonalityID: "bear-1", SourceCollectionID: "honeycomb", SourcePoolID: "pool-a",
		SourceState: reputation.Established, SourceBlendedScore: 0.82, SourceSampleCount: 45,
		SourceCollectionScore: 0.75, IssuedAt: wire.MustParseTimestamp("2026-02-20T00:00:00Z"),
		ContractVersion: wire.MustParseSemver("8.7.0"),
	}
	r := reputation.CredentialPrior(c, 0.5, reputation.DefaultMaxCredentialWeight)
	fmt.Println(r.Prior, r.Weight)
	fmt.Println(r.Reason)
	// Output:
	// 0.6599999999999999 0.5
	// Credential from collection honeycomb (score: 0.75, samples: 45) contributes weight 0.500 to informed prior
}

func ExampleCredential_Expired() {
	c := reputation.Credential{ExpiresAt: wire.MustParseTimestamp("2026-08-20T00:00:00Z")}
	fmt.Println(c.Expired(time.Date(2026, 8, 19, 23, 59, 59, 999_000_000, time.UTC)))
	fmt.Println(c.Expired(time.Date(2026, 8, 20, 0, 0, 0, 0, time.UTC)))
	// Output:
	// false
	// true
}
