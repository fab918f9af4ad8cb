package authority_test

import (
	"encoding/json"
	"os"
	"sync"
	"testing"

	"github.com/hounfour-go/hounfour/schemas"
)

// TestValidateReusedTargets: schemas.Validate reuses its decode targets; a
// delegation without revocation validated after one whose revocation is
// invalid keeps its own verdict, one at a time and four at a time (a
// chain-bearing type's deferral decision must not look at the spare
// pointees a decode puts back for the next one).
func TestValidateReusedTargets(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../vectors/authority/org-representative-delegation.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Cases []struct {
			ID      string
			Valid   bool
			Doc     json.RawMessage
			Options json.RawMessage
		}
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	// The cases of the default options.
	cases := f.Cases[:0]
	for _, c := range f.Cases {
		if c.Options == nil {
			cases = append(cases, c)
		}
	}
	f.Cases = cases
	for _, workers := range []int{1, 4} {
		var wg sync.WaitGroup
		for g := range workers {
			wg.Go(func() {
				for n := range 200 {
					c := f.Cases[(n+g)%len(f.Cases)]
					if err := schemas.Validate("org-representative-delegation", c.Doc); (err == nil) != c.Valid {
						t.Errorf("%d workers, %s: %v, want valid %v", workers, c.ID, err, c.Valid)
						return
					}
				}
			})
		}
		wg.Wait()
	}
}
