package hounfour_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/wire"
)

// The reproducers of the hostile-input issue, as benchmarks: each reports
// ns/op and B/op of one hostile input (run with -benchtime 1x). After the
// limits each is rejected early; the table in the closing note
// compares the two runs.

// firstValid returns the first valid case document of a vector file.
func firstValid(b testing.TB, file string) map[string]any {
	b.Helper()
	var f struct {
		Cases []struct {
			Valid bool            `json:"valid"`
			Doc   json.RawMessage `json:"doc"`
		} `json:"cases"`
	}
	data, err := vectorFile(file)
	if err != nil {
		b.Fatal(err)
	}
	if err := json.Unmarshal(data, &f); err != nil {
		b.Fatal(err)
	}
	for _, c := range f.Cases {
		if c.Valid {
			var m map[string]any
			if err := json.Unmarshal(c.Doc, &m); err != nil {
				b.Fatal(err)
			}
			return m
		}
	}
	b.Fatal("no valid case in " + file)
	return nil
}

func mustJSON(b testing.TB, v any) []byte {
	b.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

var hugeDigits = "1" + strings.Repeat("0", 1_000_000)

// hostileMoneyDocs are the three money reproducers: a 1,000,001-digit amount
// in a delegation tree, a billing entry and a bridge transfer saga.
func hostileMoneyDocs(b testing.TB) map[string][]byte {
	dt := firstValid(b, "vectors/governance/delegation-tree.json")
	dt["root"].(map[string]any)["budget_allocated_micro"] = hugeDigits
	be := firstValid(b, "vectors/billing/billing-entry.json")
	be["recipients"].([]any)[0].(map[string]any)["amount_micro"] = hugeDigits
	bts := firstValid(b, "vectors/economy/bridge-transfer-saga.json")
	bts["steps"].([]any)[0].(map[string]any)["amount_micro"] = hugeDigits
	return map[string][]byte{
		"delegation-tree":      mustJSON(b, dt),
		"billing-entry":        mustJSON(b, be),
		"bridge-transfer-saga": mustJSON(b, bts),
	}
}

func benchValidate(b *testing.B, schema string, doc []byte) {
	b.ReportAllocs()
	b.SetBytes(int64(len(doc)))
	var err error
	for b.Loop() {
		err = schemas.Validate(schema, doc)
	}
	b.Logf("%s (%d bytes): %.200v", schema, len(doc), err)
}

func BenchmarkHostileMoneyDigits(b *testing.B) {
	docs := hostileMoneyDocs(b)
	for _, name := range []string{"delegation-tree", "billing-entry", "bridge-transfer-saga"} {
		b.Run(name, func(b *testing.B) { benchValidate(b, name, docs[name]) })
	}
}

func BenchmarkHostileMicroUSDArith(b *testing.B) {
	b.Run("Add", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			m, err := wire.ParseMicroUSD(hugeDigits)
			if err == nil {
				_ = m.Add(m)
			}
		}
	})
	b.Run("MulBPS", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			m, err := wire.ParseMicroUSD(hugeDigits)
			if err == nil {
				_, _ = m.MulBPS(2500)
			}
		}
	})
}

func benchExpr(b *testing.B, src string, doc string) {
	b.ReportAllocs()
	d, err := constraint.DecodeJSON([]byte(doc))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		x, err := constraint.Compile(src)
		if err == nil {
			_, err = x.Eval(d)
		}
		if err != nil {
			b.Log(err.Error()[:min(200, len(err.Error()))])
		}
	}
}

func BenchmarkHostileBigintAdd(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		lit := "'" + "1" + strings.Repeat("0", n) + "'"
		b.Run("digits"+itoa(n), func(b *testing.B) {
			if n > 100_000 && testing.Short() {
				b.Skip("before the limits this does not end")
			}
			benchExpr(b, "bigint_add("+lit+", "+lit+") == '0'", `{}`)
		})
	}
}

func BenchmarkHostileNestedEvery(b *testing.B) {
	for _, depth := range []int{7, 8} {
		b.Run("depth"+itoa(depth), func(b *testing.B) {
			if depth > 7 && testing.Short() {
				b.Skip("before the limits this runs for more than 20 s")
			}
			src := "true"
			for i := depth; i >= 1; i-- {
				src = "a.every(x" + itoa(i) + " => " + src + ")"
			}
			benchExpr(b, src, `{"a":[0,1,2,3,4,5,6,7,8,9]}`)
		})
	}
}

func BenchmarkHostilePairwise(b *testing.B) {
	for _, n := range []int{1000, 3000} {
		b.Run("n"+itoa(n), func(b *testing.B) {
			if n > 1000 && testing.Short() {
				b.Skip("before the limits this runs for 16 s")
			}
			var doc bytes.Buffer
			doc.WriteString(`{"p":[`)
			for i := range n {
				if i > 0 {
					doc.WriteByte(',')
				}
				doc.WriteString(`{"id":"` + itoa(i) + `"}`)
			}
			doc.WriteString(`]}`)
			benchExpr(b, "p.every(x => p.every(y => x.id != y.id || x == y))", doc.String())
		})
	}
}

// undeclaredMembers returns a valid billing entry with n undeclared members
// x0, x1, … added.
func undeclaredMembers(tb testing.TB, n int) []byte {
	doc := mustJSON(tb, firstValid(tb, "vectors/billing/billing-entry.json"))
	var buf bytes.Buffer
	buf.Write(doc[:len(doc)-1])
	for i := range n {
		buf.WriteString(`,"x` + itoa(i) + `":0`)
	}
	buf.WriteByte('}')
	return buf.Bytes()
}

func BenchmarkHostileUndeclaredMembers(b *testing.B) {
	benchValidate(b, "billing-entry", undeclaredMembers(b, 1_000_000))
}

func BenchmarkHostileHugeString(b *testing.B) {
	bts := firstValid(b, "vectors/economy/bridge-transfer-saga.json")
	bts["saga_id"] = strings.Repeat("a", 50<<20)
	benchValidate(b, "bridge-transfer-saga", mustJSON(b, bts))
}

func itoa(n int) string { return strconv.Itoa(n) }

func vectorFile(path string) ([]byte, error) { return os.ReadFile(path) }

// BenchmarkLimitScanShare measures what the scan of limits adds to a
// decode: per iteration it times the scan alone and a whole
// schemas.Validate of the same valid document, interleaved so that load on
// the machine affects both alike, and reports scan/validate.
func BenchmarkLimitScanShare(b *testing.B) {
	for _, tc := range []struct{ schema, file string }{
		{"billing-entry", "vectors/billing/billing-entry.json"},
		{"bridge-transfer-saga", "vectors/economy/bridge-transfer-saga.json"},
		{"delegation-tree", "vectors/governance/delegation-tree.json"},
	} {
		b.Run(tc.schema, func(b *testing.B) {
			doc := mustJSON(b, firstValid(b, tc.file))
			var tScan, tAll time.Duration
			for b.Loop() {
				t0 := time.Now()
				if v := codec.CheckLimits(doc, codec.Limits{}); v != nil {
					b.Fatal(v)
				}
				t1 := time.Now()
				if err := schemas.Validate(tc.schema, doc); err != nil {
					b.Fatal(err)
				}
				tScan += t1.Sub(t0)
				tAll += time.Since(t1)
			}
			b.ReportMetric(float64(tScan)/float64(tAll), "scan/validate")
		})
	}
}
