package codecgen

import (
	"reflect"
	"testing"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// impliedDoc is a document whose members' checks bound string lengths.
type impliedDoc struct {
	Bounded  string   `json:"bounded" hf:"minLength=2,maxLength=10"`
	Short    string   `json:"short" hf:"maxLength=5"`
	Any      string   `json:"any"`
	Optional *string  `json:"optional,omitzero" hf:"minLength=3,maxLength=4"`
	List     []string `json:"list" hf:"minItems=1,maxItems=3"`
}

// TestImpliedLength: the length comparisons of a string member (s.length
// and len(s), either side) that its minLength and maxLength imply, and not
// those they do not (an absent optional member, an array's length, a
// bound on the other side, no check).
func TestImpliedLength(t *testing.T) {
	t.Parallel()
	typ := reflect.TypeFor[impliedDoc]()
	for _, tc := range []struct {
		expr string
		want bool
	}{
		{"bounded.length >= 1", true},
		{"bounded.length >= 2", true},
		{"bounded.length >= 3", false},
		{"bounded.length > 1", true},
		{"bounded.length > 2", false},
		{"bounded.length <= 10", true},
		{"bounded.length <= 9", false},
		{"bounded.length < 11", true},
		{"bounded.length < 10", false},
		{"10 >= bounded.length", true},
		{"2 <= bounded.length", true},
		{"bounded.length >= 1 && bounded.length <= 16384", true},
		{"bounded.length >= 1 && bounded.length <= 9", false},
		{"len(bounded) <= 10", true},
		{"len(bounded) >= 2", true},
		{"short.length <= 5", true},
		{"short.length >= 1", false},
		{"short.length >= 0", false},
		{"any.length <= 100", false},
		{"optional.length <= 4", false},
		{"optional == null || optional.length <= 4", true},
		{"optional == null || optional.length <= 3", false},
		{"list.length <= 3", false},
		{"bounded.length == 5", false},
	} {
		n, err := rt.Parse(tc.expr)
		if err != nil {
			t.Fatalf("%s: %v", tc.expr, err)
		}
		if got := implied(typ, nil, n, nil); got != tc.want {
			t.Errorf("implied(%s) = %v, want %v", tc.expr, got, tc.want)
		}
	}
}
