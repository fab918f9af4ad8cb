package reputation

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/internal/jcs"
	"github.com/hounfour-go/hounfour/wire"
)

// ScoringPath is the tier of the scoring cascade a reputation decision
// used (schema scoring-path, a JSON string): task_cohort (the model's score
// on the task type), aggregate (the model's overall score) or tier_default
// (no reputation data). The cascade tries them in that order. The zero
// value is absent.
//
// Its values: [PathTaskCohort], [PathAggregate], [PathTierDefault].
//
// Schema: scoring-path — "Which tier of the scoring cascade was used for a
// reputation decision."
type ScoringPath string

// The scoring paths, most specific first.
const (
	PathTaskCohort  ScoringPath = "task_cohort"
	PathAggregate   ScoringPath = "aggregate"
	PathTierDefault ScoringPath = "tier_default"
)

var scoringPaths = enum.New(PathTaskCohort, PathAggregate, PathTierDefault)

// ScoringPaths returns the three scoring paths in cascade order
// (task_cohort, aggregate, tier_default), as a fresh slice.
func ScoringPaths() []ScoringPath { return scoringPaths.Values() }

// Valid reports whether p is task_cohort, aggregate or tier_default.
func (p ScoringPath) Valid() bool { return scoringPaths.Has(p) }

// ScoringPathLog records which tier of the scoring cascade a reputation
// decision used (schema scoring-path-log), optionally as an entry of a
// tamper-evident hash chain. Closed object.
//
// Its constraint rules: scoring-path-valid (a known path, the member's own
// check), scoring-path-task-cohort-requires-context (a task_cohort entry
// names model_id and task_type), scoring-path-aggregate-requires-model (an
// aggregate entry names model_id; "" counts as named),
// scoring-path-hash-pair (entry_hash and previous_hash come together) and
// scoring-path-hash-requires-timestamp (a hashed entry has scored_at). The
// chain rule scoring-path-chain-integrity needs the preceding entry and is
// not part of a single entry's Validate: [VerifyScoringPathChain] checks a
// chain, [ScoringPathHash] computes an entry's hash.
//
// Schema: scoring-path-log — "Audit record of which scoring cascade tier
// was used. Optional hash chain for tamper-evident audit."
type ScoringPathLog struct {
	Path ScoringPath `json:"path"`
	// ModelID is the model alias when the path is task_cohort or
	// aggregate (may be empty).
	ModelID  *string  `json:"model_id,omitzero" hf:"maxLength=255"`
	TaskType TaskType `json:"task_type,omitzero"`
	// Reason explains why this path was selected.
	Reason *string `json:"reason,omitzero" hf:"maxLength=500"`
	// ScoredAt is the time of the scoring decision. Contract 7.11.0.
	ScoredAt wire.Timestamp `json:"scored_at,omitzero" hf:"since=7.11.0"`
	// EntryHash is "sha256:" and the hex SHA-256 of the entry's content
	// ([ScoringPathHash]). Contract 7.11.0.
	EntryHash *string `json:"entry_hash,omitzero" hf:"since=7.11.0,pattern=^sha256:[a-f0-9]{64}$"`
	// PreviousHash is the EntryHash of the preceding entry of the chain,
	// [ScoringPathGenesisHash] for the first. Contract 7.11.0.
	PreviousHash *string `json:"previous_hash,omitzero" hf:"since=7.11.0,pattern=^sha256:[a-f0-9]{64}$"`
}

const schemaScoringPathLog = "scoring-path-log"

// ruleChainIntegrity is the rule id of the chain checks.
const ruleChainIntegrity = "scoring-path-chain-integrity"

var scoringPathNative = []string{ruleChainIntegrity}

var _ = codec.Register(codec.Meta[ScoringPath]{
	Schema:      "scoring-path",
	Description: "Which tier of the scoring cascade was used for a reputation decision.",
	Since:       "7.10.0",
	ID:          "ScoringPath",
})

var _ = codec.Register(codec.Meta[ScoringPathLog]{
	Schema:      schemaScoringPathLog,
	Description: "Audit record of which scoring cascade tier was used. Optional hash chain for tamper-evident audit.",
	Since:       "7.10.0",
	ID:          "ScoringPathLog",
	// The rules of the constraint file of the validation's contract but
	// the chain rule, which needs the preceding entry
	// (VerifyScoringPathChain).
	Rules: func(l *ScoringPathLog, r *codec.Rules) {
		constraintrt.Apply("scoring-path-log", l, r, scoringPathNative...)
	},
	Constraint:       "scoring-path-log",
	ConstraintNative: scoringPathNative,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of l: the schema rules, then the error rules of the " +
			"ScoringPathLog constraint file, in file order, except scoring-path-chain-integrity, which needs the " +
			"preceding entry of the chain: VerifyScoringPathChain checks it (deviation 121 in COMPATIBILITY.md).",
	},
})

// ScoringPathGenesisHash is the previous_hash of the first entry of a
// scoring-path hash chain: "sha256:" and the SHA-256 of the empty string.
const ScoringPathGenesisHash = "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

// ScoringPathHash returns the content hash of a scoring-path entry:
// "sha256:" and the lowercase hex SHA-256 of the canonical JSON (RFC 8785,
// without Unicode normalization) of the object holding path and those of
// model_id, task_type, reason and scored_at that are present (an empty
// string is present). entry_hash and previous_hash are never hashed. Each
// string is hashed as written — scored_at as its received text, so
// "…00Z" and "…00.000Z" hash differently, and an NFC and an NFD spelling
// of the same reason hash differently. The work is linear in the entry's
// size.
func ScoringPathHash(e ScoringPathLog) string {
	var buf [256]byte
	b := append(buf[:0], '{')
	comma := false
	member := func(name, value string) {
		if comma {
			b = append(b, ',')
		}
		comma = true
		b = append(b, '"')
		b = append(b, name...)
		b = append(b, '"', ':')
		b = jcs.AppendQuoted(b, value)
	}
	// The members in the order of their names' UTF-16 code units.
	if e.ModelID != nil {
		member("model_id", *e.ModelID)
	}
	member("path", string(e.Path))
	if e.Reason != nil {
		member("reason", *e.Reason)
	}
	if !e.ScoredAt.IsZero() {
		member("scored_at", e.ScoredAt.String())
	}
	if e.TaskType != "" {
		member("task_type", string(e.TaskType))
	}
	b = append(b, '}')
	sum := sha256.Sum256(b)
	out := make([]byte, 0, len("sha256:")+2*len(sum))
	out = append(out, "sha256:"...)
	return string(hex.AppendEncode(out, sum[:]))
}

// Linked returns a copy of e as the next entry of a chain whose last entry
// hash is previousHash ([ScoringPathGenesisHash] for the first entry): its
// PreviousHash is previousHash and its EntryHash its content hash. e should
// carry ScoredAt, which a hashed entry requires.
func (e ScoringPathLog) Linked(previousHash string) ScoringPathLog {
	h := ScoringPathHash(e)
	e.EntryHash, e.PreviousHash = &h, &previousHash
	return e
}

// The messages of the chain violations.
const (
	msgChainMissing = "hash chain members missing"
	msgEntryHash    = "entry_hash does not match the entry's content hash"
	msgLink         = "previous_hash does not link to the preceding entry"
	msgGenesis      = "previous_hash of the first entry must be the genesis hash"
)

// VerifyScoringPathChain checks that entries form a scoring-path hash
// chain: each entry carries entry_hash, previous_hash and scored_at, its
// entry_hash is its content hash ([ScoringPathHash]), and its
// previous_hash is the entry_hash of the entry before it —
// [ScoringPathGenesisHash] for the first. It returns nil or a
// *hounfour.ValidationError whose violations, with rule
// scoring-path-chain-integrity, are in entry order, at /{i} ("hash chain
// members missing"), /{i}/entry_hash ("entry_hash does not match the
// entry's content hash") or /{i}/previous_hash ("previous_hash does not
// link to the preceding entry", "previous_hash of the first entry must be
// the genesis hash"). An empty chain verifies. The entries are not
// otherwise validated; the work is linear in their total size.
func VerifyScoringPathChain(entries []ScoringPathLog) error {
	var viol []hounfour.Violation
	add := func(i int, member, msg string) {
		p := "/" + strconv.Itoa(i)
		if member != "" {
			p += "/" + member
		}
		viol = append(viol, hounfour.Violation{Path: p, Rule: ruleChainIntegrity, Message: msg})
	}
	for i := range entries {
		e := &entries[i]
		if e.EntryHash == nil || e.PreviousHash == nil || e.ScoredAt.IsZero() {
			add(i, "", msgChainMissing)
			continue
		}
		if *e.EntryHash != ScoringPathHash(*e) {
			add(i, "entry_hash", msgEntryHash)
		}
		switch {
		case i == 0:
			if *e.PreviousHash != ScoringPathGenesisHash {
				add(i, "previous_hash", msgGenesis)
			}
		case entries[i-1].EntryHash == nil || *e.PreviousHash != *entries[i-1].EntryHash:
			add(i, "previous_hash", msgLink)
		}
	}
	if viol == nil {
		return nil
	}
	return &hounfour.ValidationError{Schema: schemaScoringPathLog, Violations: viol}
}
