package governance_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/schemas"
)

// aliasDocs are the two types whose rules name the document by an alias
// (checkpoint, scope): a valid document's members in order, and bad values
// for each (wrong type, out of range, null).
var aliasDocs = []struct {
	schema string
	keys   []string
	good   map[string]string
	bad    map[string][]string
}{
	{"execution-checkpoint",
		[]string{"checkpoint_id", "execution_id", "checkpoint_index", "changes_applied_count", "changes_remaining_count",
			"health_status", "proceed_decision", "health_details", "checkpoint_at", "contract_version"},
		map[string]string{"checkpoint_id": `"550e8400-e29b-41d4-a716-446655440050"`, "execution_id": `"550e8400-e29b-41d4-a716-446655440051"`,
			"checkpoint_index": `1`, "changes_applied_count": `2`, "changes_remaining_count": `6`, "health_status": `"failing"`,
			"proceed_decision": `"continue"`, "health_details": `"x"`, "checkpoint_at": `"2026-03-01T12:00:00Z"`, "contract_version": `"8.7.0"`},
		map[string][]string{"checkpoint_id": {`"x"`, `1`}, "execution_id": {`null`}, "checkpoint_index": {`-1`, `1.5`, `"a"`},
			"changes_applied_count": {`-1`, `"2"`}, "changes_remaining_count": {`-3`}, "health_status": {`"critical"`, `3`, `null`},
			"proceed_decision": {`"stop"`, `null`}, "health_details": {`5`}, "checkpoint_at": {`"bad"`, `null`}, "contract_version": {`"x"`}}},
	{"rollback-scope",
		[]string{"scope_id", "execution_id", "changes_to_rollback", "reason", "triggered_by_checkpoint_id", "initiated_at", "completed_at", "contract_version"},
		map[string]string{"scope_id": `"550e8400-e29b-41d4-a716-446655440050"`, "execution_id": `"550e8400-e29b-41d4-a716-446655440051"`,
			"changes_to_rollback": `[0,2]`, "reason": `"r"`, "triggered_by_checkpoint_id": `"550e8400-e29b-41d4-a716-446655440052"`,
			"initiated_at": `"2026-03-01T12:00:00Z"`, "completed_at": `"2026-03-01T12:30:00Z"`, "contract_version": `"8.7.0"`},
		map[string][]string{"scope_id": {`"x"`}, "execution_id": {`null`}, "changes_to_rollback": {`[]`, `[-1]`, `"0"`},
			"reason": {`""`, `null`, `7`}, "triggered_by_checkpoint_id": {`"y"`}, "initiated_at": {`"bad"`},
			"completed_at": {`null`, `"2026-02-30T00:00:00Z"`}, "contract_version": {`"x"`}}},
}

// TestAliasRulesSameOnBothPaths: on documents that break any combination
// of members (wrong, absent), the fast path and the reference path report
// the same violations — an alias-bound rule runs exactly when the members
// it reads passed, on both paths.
func TestAliasRulesSameOnBothPaths(t *testing.T) {
	paths := pathmode.Claim(t)
	for _, d := range aliasDocs {
		n := 0
		for mask := 0; mask < 1<<len(d.keys); mask++ {
			if mask&(mask-1)&(mask>>2) != 0 && mask%7 != 0 {
				continue // a sample of the combinations of three or more
			}
			for variant := 0; variant < 3; variant++ {
				var parts []string
				for i, k := range d.keys {
					v := d.good[k]
					if mask&(1<<i) != 0 {
						if variant == 2 {
							continue // absent
						}
						v = d.bad[k][variant%len(d.bad[k])]
					}
					parts = append(parts, fmt.Sprintf("%q:%s", k, v))
				}
				doc := []byte("{" + strings.Join(parts, ",") + "}")
				run := func() string {
					v, err := schemas.NewFor(hounfour.Contract870, d.schema)
					if err != nil {
						t.Fatal(err)
					}
					return fmt.Sprint(hounfour.Options{Contract: hounfour.Contract870}.Decode(doc, v))
				}
				fast := run()
				var ref string
				paths.In(codec.ModeReference, func() { ref = run() })
				n++
				if fast != ref {
					t.Errorf("%s %s:\nfast %s\nref  %s", d.schema, doc, fast, ref)
				}
				// The base document breaks only the checkpoint's decision rule
				// (failing with continue); the base scope is valid.
				if mask == 0 && variant == 0 && (d.schema == "execution-checkpoint") != strings.Contains(fast, "must be consistent") ||
					mask == 0 && d.schema == "rollback-scope" && fast != "<nil>" {
					t.Errorf("%s: the base document: %s", d.schema, fast)
				}
			}
		}
		t.Logf("%s: %d documents", d.schema, n)
	}
}
