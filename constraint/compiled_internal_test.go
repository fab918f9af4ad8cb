package constraint

import (
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/wire"
)

// tItem and tDoc are a document type for comparing the compiled form with
// the reference on expressions the shipped files do not have.
type tItem struct {
	ID     string        `json:"id"`
	Amount wire.MicroUSD `json:"amount,omitempty"`
	Tags   []string      `json:"tags,omitempty"`
	Next   *tItem        `json:"next,omitempty"`
}

type tDoc struct {
	A     string        `json:"a"`
	B     wire.MicroUSD `json:"b,omitempty"`
	C     string        `json:"c,omitempty"`
	N     int64         `json:"n"`
	F     float64       `json:"f"`
	Flag  *bool         `json:"flag,omitempty"`
	Items []tItem       `json:"items,omitempty"`
	Head  *tItem        `json:"head,omitempty"`
}

// compiledExprs exercise every compiled node and every path read from the
// Go value, the fused bigint arguments and the digit limit.
var compiledExprs = []string{
	`bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gte(bigint_add(bigint_add(a, b), c), '0') && bigint_gt(a, 0)`,
	`bigint_eq(bigint_sub(bigint_add(a, a), b), bigint_add(c, head.amount))`,
	`bigint_gt(bigint_sum([a, b, c]), n)`,
	`a == c || b != null && c != '' || n > 3`,
	`head == null || head.next == null || head.next.id != a`,
	`items.length >= n && items.every(i => i.id != '' && i.tags.length <= 2)`,
	`items.every(i => i.next == null || i.next.amount != null => bigint_gte(i.amount, i.next.amount))`,
	`items.every(i => items.every(j => i.id != j.id || eq(i, j)))`,
	`items[0].id == a && items[1].amount == b && items[0].tags.length > 0`,
	`items.every(i => i.tags.every(t => t != c))`,
	`len(items) == n || unique_values(items, 'id')`,
	`flag == true => f > 0.5`,
	`!(flag != null) || head.tags.length == 0 || a.length > 1`,
	`eq(a, c) || type_of(b) == 'string' && is_bigint_coercible(b)`,
	`undefined_member == null && head.undeclared == undefined`,
	// Comparisons repeated within and across constraints (shared), after an
	// error or not.
	`bigint_eq(bigint_sub(a, b), c) || bigint_gt(bigint_add(a, c), b) && bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gt(bigint_add(a, c), b) => bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gte(b, c) && bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gte(c, '1') || bigint_gte(b, c)`,
	`bigint_gte(bigint_add(a, c), '0') && bigint_eq(bigint_sub(b, head.amount), n)`,
	`bigint_eq(bigint_sub(b, head.amount), n)`,
}

func compiledTestFile(t testing.TB) *File {
	var b strings.Builder
	b.WriteString(`{"$schema":"x","schema_id":"TDoc","contract_version":"7.0.0","expression_version":"2.0","constraints":[`)
	for i, x := range compiledExprs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":"c%d","expression":%q,"severity":"error","message":"m%d"}`, i, x, i)
	}
	b.WriteString(`]}`)
	f, err := ParseFile([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

var digitTexts = []string{"0", "1", "-1", "7", "42", "-42", "1000000", "9223372036854775807", "-9223372036854775808",
	strings.Repeat("9", 64), strings.Repeat("9", 127), strings.Repeat("9", 128), "-" + strings.Repeat("9", 128)}

// docFrom makes a document from r: values drawn from the edge texts,
// members absent or present, short lists and chains.
func docFrom(r *rand.Rand) *tDoc {
	text := func() string {
		if r.Intn(2) == 0 {
			return digitTexts[r.Intn(len(digitTexts))]
		}
		return []string{"", "x", "y", "id-1", "-", " 12 ", "0x10"}[r.Intn(7)]
	}
	micro := func() wire.MicroUSD {
		m, _ := wire.ParseMicroUSD(digitTexts[r.Intn(len(digitTexts))])
		if r.Intn(4) == 0 {
			return wire.MicroUSD{}
		}
		return m
	}
	var item func(depth int) *tItem
	item = func(depth int) *tItem {
		it := &tItem{ID: text(), Amount: micro()}
		for range r.Intn(3) {
			it.Tags = append(it.Tags, text())
		}
		if depth > 0 && r.Intn(2) == 0 {
			it.Next = item(depth - 1)
		}
		return it
	}
	d := &tDoc{A: text(), B: micro(), C: text(), N: int64(r.Intn(5)) - 1, F: r.Float64()}
	if r.Intn(2) == 0 {
		flag := r.Intn(2) == 0
		d.Flag = &flag
	}
	for range r.Intn(4) {
		d.Items = append(d.Items, *item(1))
	}
	if r.Intn(3) > 0 {
		d.Head = item(2)
	}
	return d
}

// TestCompiledExpressionsMatchReference: the compiled form of the
// expressions above gives the reference's result (status, error, budget
// exhaustion) on generated documents, under the default budget and every
// budget up to 80 steps.
func TestCompiledExpressionsMatchReference(t *testing.T) {
	defer codec.SetReference(false)
	fs := []*File{compiledTestFile(t)}
	budgets := []int64{0}
	for b := int64(1); b <= 80; b++ {
		budgets = append(budgets, b)
	}
	properties := gopter.NewProperties(proptest.Parameters(t, 300))
	properties.Property("compiled equals reference", prop.ForAll(
		func(seed int64) bool {
			d := docFrom(rand.New(rand.NewSource(seed)))
			for _, budget := range budgets {
				got, want, ok := bothForms(fs, d, budget)
				if !ok || !slices.Equal(got, want) {
					t.Logf("budget %d on %+v:\n got %v\nwant %v", budget, d, got, want)
					return false
				}
			}
			return true
		},
		gen.Int64()))
	properties.TestingRun(t)
}

// TestTextLen: the length of the decimal text of an integer, at the
// edges of each digit count and of int64.
func TestTextLen(t *testing.T) {
	vals := []int64{0, 1, -1, 9, -9, 10, -10, 99, 100, -100, 1<<63 - 1, -1 << 63, -(1<<63 - 1)}
	for p := int64(1); p < 1e18; p *= 10 {
		vals = append(vals, p, p-1, -p, -(p - 1))
	}
	for _, v := range vals {
		if got, want := textLen(integer{small: v}), int64(len(strconv.FormatInt(v, 10))); got != want {
			t.Errorf("textLen(%d) = %d, want %d", v, got, want)
		}
	}
}
