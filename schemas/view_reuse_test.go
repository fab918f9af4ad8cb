package schemas_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/commonsdocs"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
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

// TestViewReuseArrays: schemas.ValidateWith decodes a document's arrays
// into the arrays the previous document left (without counting their
// elements ahead), growing them past their capacity when needed; a
// sequence of documents whose top-level array grows, shrinks, empties,
// passes its maxItems and is malformed gives each the verdict a fresh
// decode gives (whose elements are counted ahead).
func TestViewReuseArrays(t *testing.T) {
	o := hounfour.Options{Contract: hounfour.Contract870, AcceptDeferred: true}
	members := map[string]string{
		"cross-score-report":   "pairwise_scores", // no length limit
		"delegation-chain":     "links",           // 1 to 10
		"panel-verdict":        "juror_verdicts",  // 4 to 16
		"reputation-aggregate": "task_cohorts",    // at most 50
	}
	counts := []int{3, 0, 1, 12, 10, 2, 60, 1, 16, 17, 4, 51, 50, 5}
	n := 0
	for _, e := range perfcorpus.Load87(t) {
		member, ok := members[e.Schema]
		if !ok {
			continue
		}
		// The first line with elements in the member.
		var text string
		var obj map[string]json.RawMessage
		var elems []json.RawMessage
		for _, line := range e.Lines {
			obj, elems = nil, nil
			if err := json.Unmarshal(line, &obj); err != nil {
				t.Fatal(err)
			}
			if json.Unmarshal(obj[member], &elems) == nil && len(elems) > 0 {
				text = string(line)
				break
			}
		}
		if text == "" {
			t.Fatalf("%s: no line with %s elements", e.Schema, member)
		}
		with := func(array string) string {
			return strings.Replace(text, `"`+member+`":`+string(obj[member]), `"`+member+`":`+array, 1)
		}
		if !strings.Contains(text, `"`+member+`":`+string(obj[member])) {
			t.Fatalf("%s: member %s not found in its text", e.Schema, member)
		}
		var arrays []string
		for _, c := range counts {
			parts := make([]string, c)
			for i := range parts {
				parts[i] = string(elems[i%len(elems)])
			}
			arrays = append(arrays, "["+strings.Join(parts, ",")+"]", "[ "+strings.Join(parts, " , ")+" ]")
		}
		el := string(elems[0])
		arrays = append(arrays, "["+el+",]", "["+el+" "+el+"]", "[,"+el+"]", "["+el+",,"+el+"]", "[", "["+el, "["+el+",", "[]]", "{}", "null", "[null]", "[1]")
		for round := range 3 {
			for k := range arrays {
				doc := with(arrays[(k*(round+1)+round)%len(arrays)])
				got := violationsOf(schemas.ValidateWith(e.Schema, []byte(doc), o))
				v, err := schemas.New(e.Schema)
				if err != nil {
					t.Fatal(err)
				}
				want := violationsOf(o.Decode([]byte(doc), v))
				if got != want {
					t.Errorf("%s %s:\n got %s\nwant %s", e.Schema, doc, got, want)
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no documents")
	}
}

// FuzzViewReuseArrays: a document schemas.ValidateWith reads after a
// document whose arrays it keeps (the first corpus line of a schema with
// a top-level array, then the fuzzed text) gets the verdict a fresh
// decode of the fuzzed text gets.
func FuzzViewReuseArrays(f *testing.F) {
	o := hounfour.Options{Contract: hounfour.Contract870, AcceptDeferred: true}
	names := []string{"cross-score-report", "delegation-chain", "panel-verdict", "reputation-aggregate",
		"panel-decision-artifact"}
	first := map[string][]byte{}
	for _, e := range perfcorpus.Load87(f) {
		if slices.Contains(names, e.Schema) {
			first[e.Schema] = e.Lines[0]
			for _, line := range e.Lines[:min(3, len(e.Lines))] {
				f.Add(uint8(slices.Index(names, e.Schema)), line)
			}
		}
	}
	f.Fuzz(func(t *testing.T, k uint8, doc []byte) {
		schema := names[int(k)%len(names)]
		if first[schema] == nil {
			t.Skip("no corpus line")
		}
		for range 2 { // the kept arrays first, then those doc left
			_ = schemas.ValidateWith(schema, first[schema], o)
			got := violationsOf(schemas.ValidateWith(schema, doc, o))
			v, err := schemas.New(schema)
			if err != nil {
				t.Fatal(err)
			}
			if want := violationsOf(o.Decode(doc, v)); got != want {
				t.Fatalf("%s %s:\n got %s\nwant %s", schema, doc, got, want)
			}
		}
	})
}
