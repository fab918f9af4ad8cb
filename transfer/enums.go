package transfer

import "github.com/hounfour-go/hounfour/internal/enum"

// Scenario is the kind of an ownership transfer (TransferScenario).
//
// Its values: [ScenarioSale], [ScenarioGift], [ScenarioAdminRecovery],
// [ScenarioCustodyChange].
type Scenario string

// The transfer scenarios, in protocol order.
const (
	ScenarioSale          Scenario = "sale"
	ScenarioGift          Scenario = "gift"
	ScenarioAdminRecovery Scenario = "admin_recovery"
	ScenarioCustodyChange Scenario = "custody_change"
)

var scenarios = enum.New(ScenarioSale, ScenarioGift, ScenarioAdminRecovery, ScenarioCustodyChange)

// Valid reports whether s is one of the four scenarios (exact,
// case-sensitive; the v2 PRD's HAPPY_PATH etc. are not scenarios).
func (s Scenario) Valid() bool { return scenarios.Has(s) }

// Scenarios returns the four scenarios in protocol order (a fresh slice).
func Scenarios() []Scenario { return scenarios.Values() }

// Result is the outcome of a transfer (TransferResult).
//
// Its values: [ResultCompleted], [ResultFailed], [ResultRolledBack].
type Result string

// The transfer results, in protocol order.
const (
	ResultCompleted  Result = "completed"
	ResultFailed     Result = "failed"
	ResultRolledBack Result = "rolled_back"
)

var results = enum.New(ResultCompleted, ResultFailed, ResultRolledBack)

// Valid reports whether r is one of the three results.
func (r Result) Valid() bool { return results.Has(r) }
