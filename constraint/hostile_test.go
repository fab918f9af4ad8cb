package constraint

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
)

// Expressions and constraint files can come from outside (issue 16).
// Compile refuses an expression longer than MaxExpressionBytes at once;
// below that its work is linear in the length (a token and at most a node
// per byte); ParseFile refuses a text beyond the default document limits
// before parsing it. Bounded by memory, never by the clock.
func TestHostileCompile(t *testing.T) {
	shapes := map[string]func(n int) string{
		"string literal": func(n int) string { return "'" + strings.Repeat("a", n) + "' == 'a'" },
		"identifier":     func(n int) string { return strings.Repeat("a", n) + " == 1" },
		"sum":            func(n int) string { return strings.Repeat("1+", n/2) + "1 == 0" },
		"comparisons":    func(n int) string { return strings.Repeat("a == ", n/5) + "1" },
		"members":        func(n int) string { return "a" + strings.Repeat(".b", n/2) },
		"parentheses":    func(n int) string { return strings.Repeat("(", n/2) + "1" + strings.Repeat(")", n/2) },
		"negations":      func(n int) string { return strings.Repeat("!", n) + "a" },
		"nested every":   func(n int) string { return strings.Repeat("a.every(x => ", n/16) + "true" + strings.Repeat(")", n/16) },
		"nested calls": func(n int) string {
			return strings.Repeat("bigint_add(", n/18) + "'1'" + strings.Repeat(", '1')", n/18)
		},
		"arguments":           func(n int) string { return "bigint_add(" + strings.Repeat("'1',", n/4) + "'1')" },
		"digits":              func(n int) string { return strings.Repeat("9", n) + " == 1" },
		"unterminated string": func(n int) string { return "'" + strings.Repeat("\\'", n/2) },
	}
	doc := mustDecode(t, `{"a":[1,2,3]}`)
	for name, shape := range shapes {
		t.Run(name, func(t *testing.T) {
			// Beyond the cap: refused before it is read.
			long := shape(1 << 20)
			var err error
			n, allocs := hostile.Allocated(func() { _, err = Compile(long) })
			var serr *SyntaxError
			if !errors.As(err, &serr) || serr.Msg != "Expression of "+strconv.Itoa(len(long))+" bytes exceeds the limit of 65536 bytes" {
				t.Errorf("%s, %d bytes: %.200v", name, len(long), err)
			}
			if n > hostile.ScanBytes {
				t.Errorf("%s, %d bytes: %d bytes in %d allocations", name, len(long), n, allocs)
			}
			// Up to the cap: linear (up to a few hundred bytes per byte of a
			// member chain or a run of parentheses: two tokens and a node).
			src := shape(MaxExpressionBytes - 64)
			if len(src) > MaxExpressionBytes {
				t.Fatalf("%s: %d bytes", name, len(src))
			}
			var x *Expr
			n, allocs = hostile.Allocated(func() { x, err = Compile(src) })
			if n > 512*uint64(len(src)) {
				t.Errorf("%s: Compile: %d bytes in %d allocations for %d bytes", name, n, allocs, len(src))
			}
			if err != nil {
				if !errors.As(err, &serr) || len(err.Error()) > 1000 {
					t.Errorf("%s: %T, %d bytes of error text", name, err, len(err.Error()))
				}
				return
			}
			// What compiles evaluates within the budget, in memory linear in
			// the expression.
			n, allocs = hostile.Allocated(func() { _, err = x.Eval(doc) })
			if n > 512*uint64(len(src)) {
				t.Errorf("%s: Eval: %d bytes in %d allocations for %d bytes", name, n, allocs, len(src))
			}
			if err != nil && len(err.Error()) > 1000 {
				t.Errorf("%s: Eval: %d bytes of error text", name, len(err.Error()))
			}
		})
	}
	if _, err := Compile(strings.Repeat(" ", MaxExpressionBytes-4) + "true"); err != nil {
		t.Errorf("%d bytes: %v", MaxExpressionBytes, err)
	}
}

func TestHostileParseFile(t *testing.T) {
	for _, in := range hostile.JSON() {
		var err error
		n, allocs := hostile.Allocated(func() { _, err = ParseFile(in.Data) })
		var lerr *LoadError
		if !errors.As(err, &lerr) {
			t.Fatalf("%s: %v, want a *LoadError", in.Name, err)
		}
		if in.Rule != "" && n > hostile.ScanBytes {
			t.Errorf("%s: %d bytes in %d allocations", in.Name, n, allocs)
		}
		if n > 8*uint64(len(in.Data))+hostile.ScanBytes || len(err.Error()) > 1000 {
			t.Errorf("%s: %d bytes in %d allocations for %d bytes, error of %d bytes", in.Name, n, allocs, len(in.Data), len(err.Error()))
		}
	}
}
