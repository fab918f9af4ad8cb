package reputation

// TransitionRule is one edge of the reputation state machine: its name,
// the state it leaves ("*" for any state), the state it enters and its
// guard, as text.
type TransitionRule struct {
	Name  string
	From  string
	To    State
	Guard string
}

// transitionRules is the reputation state machine, in protocol order.
var transitionRules = [...]TransitionRule{
	{"warm", string(Cold), Warming, "First QualityEvent recorded"},
	{"establish", string(Warming), Established, "sample_count >= min_sample_count"},
	{"authorize", string(Established), Authoritative, "personal_weight > AUTHORITATIVE_THRESHOLD"},
	{"reset", "*", Cold, "Admin action"},
}

// The triggers ReconstructAggregate records, the guards of the forward
// edges.
const (
	triggerWarm      = "First QualityEvent recorded"
	triggerEstablish = "sample_count >= min_sample_count"
	triggerAuthorize = "personal_weight > AUTHORITATIVE_THRESHOLD"
)

// Transitions returns the reputation state machine's edges in protocol
// order, as a fresh slice: warm (cold → warming, on the first quality
// event), establish (warming → established, once sample_count reaches
// min_sample_count), authorize (established → authoritative, once the
// personal weight exceeds AuthoritativeThreshold) and reset (any state →
// cold, an administrative action).
func Transitions() []TransitionRule { return append([]TransitionRule(nil), transitionRules[:]...) }

// IsValidTransition reports whether the state machine allows moving from
// one state to another: to cold from any state (a reset, even from an
// unknown one, and cold → cold), or one of the three forward steps cold →
// warming → established → authoritative. Any other move — a skip, a
// demotion other than to cold, a self-transition other than cold → cold —
// is not allowed.
func IsValidTransition(from, to State) bool {
	if to == Cold {
		return true
	}
	for _, t := range transitionRules[:3] {
		if State(t.From) == from && t.To == to {
			return true
		}
	}
	return false
}

// StateForTier returns the reputation state a subscription tier maps to:
// free → cold, basic → warming, pro → established, enterprise →
// authoritative; any other text (matched exactly, case-sensitively: "Pro",
// "", "toString") → cold.
func StateForTier(tier string) State {
	switch tier {
	case "basic":
		return Warming
	case "pro":
		return Established
	case "enterprise":
		return Authoritative
	}
	return Cold
}
