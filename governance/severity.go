package governance

import (
	"errors"
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// SanctionSeverity is a graduated sanction severity (schema
// sanction-severity, a JSON string): warning < rate_limited <
// pool_restricted < suspended. Termination is not a graduated severity: it
// is the fifth value of [SanctionLevel] only.
type SanctionSeverity string

// The graduated severities, mildest first.
const (
	SeverityWarning        SanctionSeverity = "warning"
	SeverityRateLimited    SanctionSeverity = "rate_limited"
	SeverityPoolRestricted SanctionSeverity = "pool_restricted"
	SeveritySuspended      SanctionSeverity = "suspended"
)

var sanctionSeverities = enum.New(SeverityWarning, SeverityRateLimited, SeverityPoolRestricted, SeveritySuspended)

// Valid reports whether s is one of the four graduated severities.
func (s SanctionSeverity) Valid() bool { return sanctionSeverities.Has(s) }

var _ = codec.Register(codec.Meta[SanctionSeverity]{
	Schema: "sanction-severity",
	Description: "Graduated sanction severity level (v5.1.0). Does not include \"terminated\" \u2014 termination is a " +
		"separate permanent action, not a graduated severity.",
})

// SanctionLevel is the severity member of a [Sanction]: the four graduated
// severities and terminated, a permanent removal.
type SanctionLevel string

// The sanction levels, mildest first.
const (
	LevelWarning        SanctionLevel = "warning"
	LevelRateLimited    SanctionLevel = "rate_limited"
	LevelPoolRestricted SanctionLevel = "pool_restricted"
	LevelSuspended      SanctionLevel = "suspended"
	LevelTerminated     SanctionLevel = "terminated"
)

var sanctionLevels = enum.New(LevelWarning, LevelRateLimited, LevelPoolRestricted, LevelSuspended, LevelTerminated)

// Valid reports whether l is one of the five sanction levels.
func (l SanctionLevel) Valid() bool { return sanctionLevels.Has(l) }

// SanctionSeverityLevels returns the five sanction levels, mildest first
// (upstream's SANCTION_SEVERITY_LEVELS), in a new slice.
func SanctionSeverityLevels() []SanctionLevel { return sanctionLevels.Values() }

// SanctionSeverityOrder returns the ranks of the sanction levels, 1
// (warning) to 5 (terminated) (upstream's SANCTION_SEVERITY_ORDER), as a
// fresh map.
func SanctionSeverityOrder() map[SanctionLevel]int {
	m := make(map[SanctionLevel]int, sanctionLevels.Len())
	for i, l := range sanctionLevels.Values() {
		m[l] = i + 1
	}
	return m
}

// SeverityEntry is one rung of the [SeverityLadder]. The JSON member names
// are upstream's.
type SeverityEntry struct {
	// Severity is the graduated severity.
	Severity SanctionSeverity `json:"severity"`
	// Level ranks the severity, 1 (warning) to 4 (suspended).
	Level int `json:"level"`
	// DefaultDurationSeconds is the sanction's default duration; 0 means
	// indefinite, until governance review.
	DefaultDurationSeconds int64 `json:"default_duration_seconds"`
	// Effect describes what the sanction restricts.
	Effect string `json:"effect"`
}

// severityLadder is the ladder [LookupSeverity] and [CompareSeverity] read.
var severityLadder = []SeverityEntry{
	{SeverityWarning, 1, 86400, "Notification only \u2014 no capability restriction"},
	{SeverityRateLimited, 2, 259200, "Request rate reduced to 10% of normal quota"},
	{SeverityPoolRestricted, 3, 604800, "Access limited to basic pool only \u2014 premium and priority pools revoked"},
	{SeveritySuspended, 4, 0, "All access suspended pending governance review"},
}

// SeverityLadder returns the graduated sanction ladder, mildest first
// (upstream's SANCTION_SEVERITY_LADDER), as a fresh slice: changing it
// changes no result of [LookupSeverity] or [CompareSeverity].
func SeverityLadder() []SeverityEntry { return slices.Clone(severityLadder) }

// ErrUnknownSeverity is wrapped by the errors of [LookupSeverity] and
// [CompareSeverity] for a value that is not on the ladder (terminated
// included).
var ErrUnknownSeverity = errors.New("unknown severity level")

// UnknownSeverityError reports a severity that is not on the ladder. Its
// message is upstream's: "Unknown severity level: {severity}".
type UnknownSeverityError struct {
	Severity SanctionSeverity
}

func (e *UnknownSeverityError) Error() string { return "Unknown severity level: " + string(e.Severity) }

// Unwrap returns ErrUnknownSeverity.
func (e *UnknownSeverityError) Unwrap() error { return ErrUnknownSeverity }

// LookupSeverity returns the ladder entry of s. Any other value, terminated
// included, gives an *UnknownSeverityError (upstream throws an Error with
// the same text; deviation 61 in COMPATIBILITY.md).
func LookupSeverity(s SanctionSeverity) (SeverityEntry, error) {
	for _, e := range severityLadder {
		if e.Severity == s {
			return e, nil
		}
	}
	return SeverityEntry{}, &UnknownSeverityError{s}
}

// CompareSeverity returns level(a) − level(b): negative when a is milder
// than b, 0 when equal, positive when harsher. a is looked up first, so
// when both are unknown the error names a.
func CompareSeverity(a, b SanctionSeverity) (int, error) {
	ea, err := LookupSeverity(a)
	if err != nil {
		return 0, err
	}
	eb, err := LookupSeverity(b)
	if err != nil {
		return 0, err
	}
	return ea.Level - eb.Level, nil
}

// ViolationType classifies the violation that triggered a sanction.
type ViolationType string

// The violation types (upstream's VIOLATION_TYPES, in order).
const (
	ViolationContentPolicy      ViolationType = "content_policy"
	ViolationRateAbuse          ViolationType = "rate_abuse"
	ViolationBillingFraud       ViolationType = "billing_fraud"
	ViolationIdentitySpoofing   ViolationType = "identity_spoofing"
	ViolationResourceExhaustion ViolationType = "resource_exhaustion"
	ViolationCommunityGuideline ViolationType = "community_guideline"
	ViolationSafety             ViolationType = "safety_violation"
)

var violationTypes = enum.New(ViolationContentPolicy, ViolationRateAbuse, ViolationBillingFraud,
	ViolationIdentitySpoofing, ViolationResourceExhaustion, ViolationCommunityGuideline, ViolationSafety)

// Valid reports whether v is one of the seven violation types.
func (v ViolationType) Valid() bool { return violationTypes.Has(v) }

// ViolationTypes returns the seven violation types in upstream's order
// (VIOLATION_TYPES), in a new slice.
func ViolationTypes() []ViolationType { return violationTypes.Values() }

// EscalationRule maps an occurrence count to the sanction level it calls
// for: Progression[i] applies from Thresholds[i] occurrences on. Thresholds
// rise strictly and start at 1, and both slices have the same length.
type EscalationRule struct {
	Thresholds  []int64
	Progression []SanctionLevel
}

// escalationRules is the table [EscalatedLevel] reads.
var escalationRules = map[ViolationType]EscalationRule{
	ViolationContentPolicy:      {[]int64{1, 3, 5}, []SanctionLevel{LevelWarning, LevelRateLimited, LevelSuspended}},
	ViolationRateAbuse:          {[]int64{1, 2, 5, 10}, []SanctionLevel{LevelWarning, LevelRateLimited, LevelPoolRestricted, LevelSuspended}},
	ViolationBillingFraud:       {[]int64{1}, []SanctionLevel{LevelTerminated}},
	ViolationIdentitySpoofing:   {[]int64{1}, []SanctionLevel{LevelTerminated}},
	ViolationResourceExhaustion: {[]int64{1, 3, 5}, []SanctionLevel{LevelWarning, LevelRateLimited, LevelPoolRestricted}},
	ViolationCommunityGuideline: {[]int64{1, 3, 7}, []SanctionLevel{LevelWarning, LevelRateLimited, LevelSuspended}},
	ViolationSafety:             {[]int64{1, 2}, []SanctionLevel{LevelSuspended, LevelTerminated}},
}

// EscalationRules returns the escalation table per violation type
// (upstream's ESCALATION_RULES) as a fresh map whose rules hold fresh slices:
// changing it changes no result of [EscalatedLevel].
func EscalationRules() map[ViolationType]EscalationRule {
	m := make(map[ViolationType]EscalationRule, len(escalationRules))
	for v, r := range escalationRules {
		m[v] = EscalationRule{Thresholds: slices.Clone(r.Thresholds), Progression: slices.Clone(r.Progression)}
	}
	return m
}

// EscalatedLevel returns the sanction level the escalation rule of v calls
// for at the given occurrence count: the progression entry of the largest
// threshold not above count. ok is false for an unknown violation type or a
// count below 1.
func EscalatedLevel(v ViolationType, count int64) (level SanctionLevel, ok bool) {
	rule, found := escalationRules[v]
	if !found {
		return "", false
	}
	for i, t := range rule.Thresholds {
		if count >= t {
			level, ok = rule.Progression[i], true
		}
	}
	return level, ok
}
