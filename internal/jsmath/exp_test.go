package jsmath

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestExpNode: Exp equals Node's Math.exp bit for bit on the recorded
// corpus (testdata/exp-node.txt, written by testdata/exp-node.js from
// Node 20: special values, the thresholds, decay exponents −ln2/h·d and
// random inputs over the whole finite range).
func TestExpNode(t *testing.T) {
	t.Parallel()
	f, err := os.Open("testdata/exp-node.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, mathExpDiffers := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		in, out, ok := strings.Cut(line, " ")
		xb, err1 := strconv.ParseUint(in, 16, 64)
		wb, err2 := strconv.ParseUint(out, 16, 64)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		x, want := math.Float64frombits(xb), math.Float64frombits(wb)
		got := Exp(x)
		if math.Float64bits(got) != wb && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Errorf("Exp(%v) = %v (%016x), node %v (%016x)", x, got, math.Float64bits(got), want, wb)
		}
		if m := math.Exp(x); math.Float64bits(m) != wb && !(math.IsNaN(m) && math.IsNaN(want)) {
			mathExpDiffers++
		}
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 2000 {
		t.Errorf("%d inputs", n)
	}
	t.Logf("%d inputs; math.Exp differs from node on %d", n, mathExpDiffers)
}

func TestExpExamples(t *testing.T) {
	t.Parallel()
	// 10·e^(−ln2/30·15): 7.071067811865475 in JavaScript, one ulp more
	// with math.Exp on amd64.
	if got := 10 * Exp(-(math.Ln2/30)*15); got != 7.071067811865475 {
		t.Errorf("10·Exp(−ln2/2) = %v", got)
	}
	for _, c := range []struct{ x, want float64 }{{0, 1}, {1, math.E}, {math.Inf(-1), 0}, {math.Inf(1), math.Inf(1)}, {800, math.Inf(1)}, {-800, 0}} {
		if got := Exp(c.x); got != c.want {
			t.Errorf("Exp(%v) = %v, want %v", c.x, got, c.want)
		}
	}
	if !math.IsNaN(Exp(math.NaN())) || math.Signbit(Exp(math.Inf(-1))) {
		t.Error("NaN or −Inf")
	}
}

func TestToFixed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		x    float64
		f    int
		want string
	}{
		{0.125, 2, "0.13"},   // exact tie: up (strconv: 0.12)
		{0.0625, 3, "0.063"}, // exact tie: up (strconv: 0.062)
		{0.75, 2, "0.75"},
		{0.9, 2, "0.90"},
		{0.005, 2, "0.01"}, // 0.005 is a little above its decimal
		{0.5, 3, "0.500"},
		{0.3, 3, "0.300"},
		{0, 2, "0.00"},
		{math.Copysign(0, -1), 2, "0.00"},
		{-0.125, 2, "-0.13"},
		{-0.001, 2, "-0.00"},
		{1.005, 2, "1.00"}, // 1.005 is a little below its decimal
		{2.5, 0, "3"},
		{123.456, 1, "123.5"},
		{1e21, 2, "1e+21"},
		{math.NaN(), 2, "NaN"},
		{math.Inf(1), 2, "Infinity"},
	} {
		if got := ToFixed(c.x, c.f); got != c.want {
			t.Errorf("ToFixed(%v, %d) = %q, want %q", c.x, c.f, got, c.want)
		}
	}
}
