package governance_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour/governance"
)

func ExampleDefaultOutcomeQualityMapping() {
	m := governance.DefaultOutcomeQualityMapping()
	for _, o := range []governance.OutcomeType{governance.OutcomeUnanimous, governance.OutcomeMajority,
		governance.OutcomeDeadlock, governance.OutcomeEscalation} {
		level, _ := m.Signal(o)
		score, _ := level.Score()
		fmt.Println(o, "→", level, score)
	}
	// Output:
	// unanimous → high 0.95
	// majority → moderate 0.7
	// deadlock → low 0.35
	// escalation → negative 0.1
}
