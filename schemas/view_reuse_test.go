package schemas_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/commonsdocs"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestViewReuseNestedLists: schemas.ValidateWith reuses the arrays of the
// previous document's nested lists (a governed resource's state machine,
// conservation law and audit trail); a sequence of documents whose lists
// grow, shrink, vanish and fail gives each the verdict a fresh decode
// gives.
func TestViewReuseNestedLists(t *testing.T) {
	o := hounfour.Options{Contract: hounfour.Contract870}
	machines := []string{
		`{"states":[{"name":"a"},{"name":"b"},{"name":"c"}],"transitions":[{"from":"a","to":"b"},{"from":"b","to":"c"}],"initial_state":"a","terminal_states":["c"]}`,
		`{"states":[{"name":"a"}],"transitions":[],"initial_state":"a","terminal_states":[]}`,
		`{"states":[{"name":"x"},{"name":"y"}],"transitions":[{"from":"x","to":"z"}],"initial_state":"a","terminal_states":["q"]}`,
		`{"states":[],"transitions":[{"from":"a","to":"a"},{"from":"a","to":"a"},{"from":"a","to":"a"},{"from":"a","to":"a"}],"initial_state":"a","terminal_states":["a"]}`,
		`{"states":[{"name":"a","description":"d"},{"name":"b"},{"name":"c"},{"name":"d"},{"name":""}],"transitions":[{"from":"a","to":"d"}],"initial_state":"d","terminal_states":["a","b"]}`,
	}
	n := 0
	for _, d := range commonsdocs.Valid {
		if !strings.HasPrefix(d.Schema, "commons/governed-") {
			continue
		}
		i := strings.Index(d.Text, `"state_machine":`)
		j := strings.Index(d.Text, `,"governance_class"`)
		if i < 0 || j < i {
			t.Fatalf("%s: no state_machine member in %s", d.Schema, d.Text)
		}
		for round := range 3 {
			for k := range machines {
				m := machines[(k*(round+1))%len(machines)]
				doc := d.Text[:i] + `"state_machine":` + m + d.Text[j:]
				got := violationsOf(schemas.ValidateWith(d.Schema, []byte(doc), o))
				v, err := schemas.New(d.Schema)
				if err != nil {
					t.Fatal(err)
				}
				want := violationsOf(o.Decode([]byte(doc), v))
				if got != want {
					t.Errorf("%s %s:\n got %s\nwant %s", d.Schema, doc, got, want)
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no governed resource documents")
	}
}

// violationsOf lists err's violations, or its text.
func violationsOf(err error) string {
	var ve *hounfour.ValidationError
	switch {
	case err == nil:
		return ""
	case !errors.As(err, &ve):
		return "error: " + err.Error()
	}
	var b strings.Builder
	for _, v := range ve.Violations {
		fmt.Fprintf(&b, "%s %s %s\n", v.Path, v.Rule, v.Message)
	}
	return b.String()
}
