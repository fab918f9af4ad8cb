package constraintrt_test

import (
	"encoding/json"
	"math/rand"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

type dagItem struct {
	ID   string   `json:"id"`
	Refs []string `json:"refs,omitzero"` // r0, r1, … as members
}

func (d dagItem) MarshalJSON() ([]byte, error) {
	m := map[string]string{"id": d.ID}
	for i, r := range d.Refs {
		if r != "" {
			m["r"+strconv.Itoa(i)] = r
		}
	}
	return json.Marshal(m)
}

// dagOps reads the id and r reference members r0 … r(r−1).
func dagOps(r int) *constraintrt.DAGOps[dagItem] {
	ops := &constraintrt.DAGOps[dagItem]{ID: func(d *dagItem) (string, bool) { return d.ID, true }}
	for i := range r {
		ops.Refs = append(ops.Refs, func(d *dagItem) (string, uint8) {
			if i < len(d.Refs) && d.Refs[i] != "" {
				return d.Refs[i], constraintrt.RefString
			}
			return "", constraintrt.RefNone
		})
	}
	return ops
}

// TestDAGValidMatchesReference: DAGValid's verdict equals
// EvaluateIsValidDAG's on random graphs (small and over the scan size), on
// the operation cap's boundary and over the item cap.
func TestDAGValidMatchesReference(t *testing.T) {
	t.Parallel()
	check := func(name string, items []dagItem, r int) {
		t.Helper()
		data, err := json.Marshal(items)
		if err != nil {
			t.Fatal(err)
		}
		var v constraint.Value
		if len(items) <= 10000 {
			if v, err = constraint.DecodeJSON(data); err != nil {
				t.Fatal(err)
			}
		} else {
			var raw []json.RawMessage
			_ = json.Unmarshal(data, &raw)
			elems := make([]constraint.Value, len(raw))
			for i, e := range raw {
				elems[i], _ = constraint.DecodeJSON(e)
			}
			v = constraint.ArrayOf(elems...)
		}
		refs := make([]string, r)
		for i := range refs {
			refs[i] = "r" + strconv.Itoa(i)
		}
		want := constraint.EvaluateIsValidDAG(v, "id", refs)
		if got := constraintrt.DAGValid(&items, true, dagOps(r)); got != want.Valid {
			t.Errorf("%s: DAGValid %v, reference %v (%+v)", name, got, want.Valid, want.Diagnostic)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for i := range 500 {
		n := rng.Intn(40)
		items := make([]dagItem, n)
		for j := range items {
			items[j].ID = "n" + strconv.Itoa(rng.Intn(n+n/8+1))
			for range rng.Intn(3) {
				if rng.Intn(2) == 0 {
					items[j].Refs = append(items[j].Refs, "")
				} else {
					items[j].Refs = append(items[j].Refs, "n"+strconv.Itoa(rng.Intn(n+1)))
				}
			}
		}
		check("random "+strconv.Itoa(i), items, 2)
	}
	fan := func(children int) []dagItem {
		items := []dagItem{{ID: "r"}}
		for i := range children {
			refs := make([]string, 10)
			for j := range refs {
				refs[j] = "r"
			}
			items = append(items, dagItem{ID: "c" + strconv.Itoa(i), Refs: refs})
		}
		return items
	}
	check("fan-in within the cap", fan(4544), 10)
	check("fan-in over the cap", fan(4545), 10)
	over := make([]dagItem, 10001)
	for i := range over {
		over[i].ID = "n" + strconv.Itoa(i)
	}
	check("items over the cap", over, 0)
	check("items at the cap", over[:10000], 0)
	if constraintrt.DAGValid(&over, false, dagOps(0)) != true {
		t.Error("absent items: false")
	}
}
