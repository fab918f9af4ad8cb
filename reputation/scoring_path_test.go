package reputation_test

import (
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

func ptr[T any](v T) *T { return &v }

// The two entries of the chain example: an aggregate decision, then a tier
// default a minute later.
var (
	entryA = reputation.ScoringPathLog{Path: reputation.PathAggregate, ModelID: ptr("gpt-4o"),
		Reason: ptr("No task cohort data; using aggregate model score"), ScoredAt: wire.MustParseTimestamp("2026-02-24T15:00:00Z")}
	entryB = reputation.ScoringPathLog{Path: reputation.PathTierDefault, ScoredAt: wire.MustParseTimestamp("2026-02-24T15:01:00Z")}
)

const (
	hashA = "sha256:cfec9c5254da213eba8fbdc9d7e57d36725f27e765bbc647ddfaff3cf127242a"
	hashB = "sha256:181028a3697360eb4122726e8278847a884ded6eed70f2b29a332a058efa8fca"
)

func TestScoringPathHash(t *testing.T) {
	t.Parallel()
	cohort := reputation.ScoringPathLog{Path: reputation.PathTaskCohort, ModelID: ptr("native"), TaskType: reputation.TaskCodeReview,
		Reason: ptr("Task cohort data available for native:code_review"), ScoredAt: wire.MustParseTimestamp("2026-02-24T15:00:00Z")}
	withHashes := cohort
	withHashes.EntryHash = ptr("sha256:a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2")
	withHashes.PreviousHash = ptr(reputation.ScoringPathGenesisHash)
	for _, tc := range []struct {
		name string
		e    reputation.ScoringPathLog
		want string
	}{
		{"path-only", reputation.ScoringPathLog{Path: reputation.PathAggregate}, "sha256:760cc59e8ba2ec2c9b88bf105a8634f7cbdc65e7fa475fb38135f1f17f4ff060"},
		{"task-cohort", cohort, "sha256:91c5be69a3adf48cf351d07f64de8297f0f9f1c780ddb6141a1bbc07946a04cf"},
		{"hash-members-ignored", withHashes, "sha256:91c5be69a3adf48cf351d07f64de8297f0f9f1c780ddb6141a1bbc07946a04cf"},
		{"empty-model", reputation.ScoringPathLog{Path: reputation.PathAggregate, ModelID: ptr("")}, "sha256:70fa5cea9da007cce923fb1d889b4d4eff6b5ea83495394d34ea094b30df32a4"},
		{"nfc", reputation.ScoringPathLog{Path: reputation.PathTierDefault, Reason: ptr("caf\u00e9")}, "sha256:dcf4078f365a90b85e1723e266395bb2d5acbdd74bf516d82bdb17f86b5d82a5"},
		{"nfd", reputation.ScoringPathLog{Path: reputation.PathTierDefault, Reason: ptr("cafe\u0301")}, "sha256:410b28ae5f14c70e9781f7ad55bb5796057c59481b620c6d5409d603cfcd8482"},
		{"aggregate", entryA, hashA},
		{"tier-default", entryB, hashB},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := reputation.ScoringPathHash(tc.e); got != tc.want {
				t.Errorf("ScoringPathHash = %s, want %s", got, tc.want)
			}
		})
	}
	// The genesis hash is the SHA-256 of the empty string.
	if reputation.ScoringPathGenesisHash != "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" {
		t.Error(reputation.ScoringPathGenesisHash)
	}
}

func TestVerifyScoringPathChain(t *testing.T) {
	t.Parallel()
	a := entryA.Linked(reputation.ScoringPathGenesisHash)
	b := entryB.Linked(*a.EntryHash)
	if *a.EntryHash != hashA || *b.PreviousHash != hashA || *b.EntryHash != hashB {
		t.Fatalf("Linked: %s %s %s", *a.EntryHash, *b.PreviousHash, *b.EntryHash)
	}
	v := func(path, msg string) hounfour.Violation {
		return hounfour.Violation{Path: path, Rule: "scoring-path-chain-integrity", Message: msg}
	}
	edited := a
	edited.Reason = ptr("edited")
	for _, tc := range []struct {
		name    string
		entries []reputation.ScoringPathLog
		want    []hounfour.Violation
	}{
		{"empty", nil, nil},
		{"one", []reputation.ScoringPathLog{a}, nil},
		{"two", []reputation.ScoringPathLog{a, b}, nil},
		{"swapped", []reputation.ScoringPathLog{b, a}, []hounfour.Violation{
			v("/0/previous_hash", "previous_hash of the first entry must be the genesis hash"),
			v("/1/previous_hash", "previous_hash does not link to the preceding entry")}},
		{"edited", []reputation.ScoringPathLog{edited, b}, []hounfour.Violation{
			v("/0/entry_hash", "entry_hash does not match the entry's content hash")}},
		{"unhashed", []reputation.ScoringPathLog{a, entryB}, []hounfour.Violation{v("/1", "hash chain members missing")}},
		{"after-unhashed", []reputation.ScoringPathLog{entryA, b}, []hounfour.Violation{
			v("/0", "hash chain members missing"), v("/1/previous_hash", "previous_hash does not link to the preceding entry")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := reputation.VerifyScoringPathChain(tc.entries)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("want nil, got %v", err)
				}
				return
			}
			var ve *hounfour.ValidationError
			if !errors.As(err, &ve) || !errors.Is(err, hounfour.ErrInvalid) {
				t.Fatalf("want a *hounfour.ValidationError, got %v", err)
			}
			if fmt.Sprint(ve.Violations) != fmt.Sprint(tc.want) {
				t.Errorf("got %v\nwant %v", ve.Violations, tc.want)
			}
		})
	}
}

// A chain built with Linked verifies; any edit of an entry's content or
// hash members, any swap of two entries and any removal of an entry but
// the last makes it fail.
func TestScoringPathChainProperties(t *testing.T) {
	t.Parallel()
	paths := reputation.ScoringPaths()
	chain := func(n int, seed int64) []reputation.ScoringPathLog {
		out := make([]reputation.ScoringPathLog, n)
		prev := reputation.ScoringPathGenesisHash
		for i := range out {
			e := reputation.ScoringPathLog{Path: paths[(int(seed)+i)%3], Reason: ptr("entry " + strconv.Itoa(i)),
				ScoredAt: wire.MustParseTimestamp(fmt.Sprintf("2026-02-24T15:%02d:00Z", i))}
			if i%2 == 0 {
				e.ModelID = ptr("model-" + strconv.FormatInt(seed, 10))
				e.TaskType = reputation.TaskAnalysis
			}
			out[i] = e.Linked(prev)
			prev = *out[i].EntryHash
		}
		return out
	}
	props := gopter.NewProperties(proptest.Parameters(t, 500))
	props.Property("a linked chain verifies", prop.ForAll(func(n int, seed int64) bool {
		return reputation.VerifyScoringPathChain(chain(n, seed)) == nil
	}, gen.IntRange(0, 12), gen.Int64Range(0, 1000)))
	props.Property("an edit is detected", prop.ForAll(func(n, k, what int, seed int64) bool {
		c := chain(n, seed)
		e := &c[k%n]
		switch what {
		case 0:
			e.Reason = ptr(*e.Reason + "!")
		case 1:
			e.Path = paths[(int(seed)+k%n+1)%3]
		case 2:
			e.ScoredAt = wire.MustParseTimestamp("2026-02-24T15:00:00.000Z")
			if k%n != 0 {
				e.ScoredAt = wire.MustParseTimestamp("2026-02-24T14:59:00Z")
			}
		case 3:
			if e.ModelID == nil {
				e.ModelID = ptr("")
			} else {
				e.ModelID = nil
			}
		case 4:
			e.EntryHash = ptr(reputation.ScoringPathGenesisHash)
		case 5:
			e.PreviousHash = ptr(*e.EntryHash)
		}
		return reputation.VerifyScoringPathChain(c) != nil
	}, gen.IntRange(1, 12), gen.IntRange(0, 100), gen.IntRange(0, 5), gen.Int64Range(0, 1000)))
	props.Property("a reorder is detected", prop.ForAll(func(n, i, j int, seed int64) bool {
		c := chain(n, seed)
		i, j = i%n, j%n
		if i == j {
			j = (i + 1) % n
		}
		c[i], c[j] = c[j], c[i]
		return reputation.VerifyScoringPathChain(c) != nil
	}, gen.IntRange(2, 12), gen.IntRange(0, 100), gen.IntRange(0, 100), gen.Int64Range(0, 1000)))
	props.Property("a removal is detected", prop.ForAll(func(n, k int, seed int64) bool {
		c := chain(n, seed)
		k %= n - 1 // not the last entry
		c = append(c[:k], c[k+1:]...)
		return reputation.VerifyScoringPathChain(c) != nil
	}, gen.IntRange(2, 12), gen.IntRange(0, 100), gen.Int64Range(0, 1000)))
	props.TestingRun(t)
}

func ExampleScoringPathHash() {
	e := reputation.ScoringPathLog{Path: reputation.PathAggregate}
	fmt.Println(reputation.ScoringPathHash(e))
	// Output: sha256:760cc59e8ba2ec2c9b88bf105a8634f7cbdc65e7fa475fb38135f1f17f4ff060
}

func ExampleVerifyScoringPathChain() {
	first := reputation.ScoringPathLog{
		Path: reputation.PathAggregate, ModelID: ptr("gpt-4o"),
		Reason:   ptr("No task cohort data; using aggregate model score"),
		ScoredAt: wire.MustParseTimestamp("2026-02-24T15:00:00Z"),
	}.Linked(reputation.ScoringPathGenesisHash)
	second := reputation.ScoringPathLog{
		Path: reputation.PathTierDefault, ScoredAt: wire.MustParseTimestamp("2026-02-24T15:01:00Z"),
	}.Linked(*first.EntryHash)
	fmt.Println(*second.PreviousHash)
	fmt.Println(reputation.VerifyScoringPathChain([]reputation.ScoringPathLog{first, second}))
	fmt.Println(reputation.VerifyScoringPathChain([]reputation.ScoringPathLog{second, first}))
	// Output:
	// sha256:cfec9c5254da213eba8fbdc9d7e57d36725f27e765bbc647ddfaff3cf127242a
	// <nil>
	// invalid scoring-path-log: /0/previous_hash: previous_hash of the first entry must be the genesis hash; /1/previous_hash: previous_hash does not link to the preceding entry
}
