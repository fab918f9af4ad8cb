package constraint

import (
	"errors"
	"strings"
	"testing"
)

// Syntax errors that JSON vectors cannot carry, and the depth limit.

func TestInvalidUTF8(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		src string
		pos int
	}{
		{"\xff", 0},
		{"a == '\xc3'", 6},
		{"a == 1 && b == '\xed\xa0\x80'", 16}, // an encoded surrogate
	} {
		t.Run(c.src, func(t *testing.T) {
			_, err := Compile(c.src)
			var se *SyntaxError
			if !errors.As(err, &se) || se.Msg != "Expression is not valid UTF-8" || se.Pos != c.pos {
				t.Errorf("Compile(%q) = %v, want not valid UTF-8 at %d", c.src, err, c.pos)
			}
		})
	}
}

func nest(open, inner, close string, n int) string {
	return strings.Repeat(open, n) + inner + strings.Repeat(close, n)
}

func TestDepthLimit(t *testing.T) {
	t.Parallel()
	depthErr := "Expression nesting exceeds maximum depth"
	cases := []struct {
		name string
		src  string
		ok   bool
		pos  int
	}{
		{"31 parentheses", nest("(", "a", ")", 31), true, 0},
		{"32 parentheses", nest("(", "a", ")", 32), false, 31},
		{"31 negations", strings.Repeat("!", 31) + "a", true, 0},
		{"32 negations", strings.Repeat("!", 32) + "a", false, 31},
		{"31 builtin calls", nest("len(", "a", ")", 31), true, 0},
		{"32 builtin calls", nest("len(", "a", ")", 32), false, 31*4 + 3},
		{"array literal at depth 32", nest("(", "[a]", ")", 30), true, 0},
		{"array literal at depth 33", nest("(", "[a]", ")", 31), false, 31},
		{".every body at depth 33", nest("(", "xs.every(x => x)", ")", 31), false, 39},
		{"depth is nesting, not count", strings.Repeat("eq(a, b) && ", 40) + "true", true, 0},
		{"sibling groups do not add up", strings.Repeat(nest("(", "a", ")", 20)+" && ", 5) + "a", true, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Compile(c.src)
			if c.ok {
				if err != nil {
					t.Errorf("%s: %v", c.name, err)
				}
				return
			}
			var se *SyntaxError
			if !errors.As(err, &se) || se.Msg != depthErr || se.Pos != c.pos {
				t.Errorf("%s: got %v, want depth error at %d", c.name, err, c.pos)
			}
		})
	}
}

func TestSyntaxErrorAPI(t *testing.T) {
	t.Parallel()
	_, err := Compile("a ==")
	if !errors.Is(err, ErrSyntax) {
		t.Errorf("errors.Is(%v, ErrSyntax) = false", err)
	}
	if got, want := err.Error(), "Unexpected end of expression at position 4"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if x, err := Compile("a"); err != nil || x == nil || x.String() != "a" {
		t.Errorf("Compile(a) = %v, %v", x, err)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "Unexpected end of expression") {
			t.Errorf("MustCompile panic = %v", r)
		}
	}()
	MustCompile("a ==")
}

func TestReadsAndDocArgs(t *testing.T) {
	t.Parallel()
	x := MustCompile("saga_amount_conserved(saga) && steps.every(s => s.id != x && changed(y.z)) && monetary_policy_solvent(p, q) && len(r)")
	if got, want := strings.Join(x.reads, ","), "saga,steps,x,y,p,q,r"; got != want {
		t.Errorf("reads = %s, want %s", got, want)
	}
	if got, want := strings.Join(x.docArgs, ","), "saga,p"; got != want {
		t.Errorf("docArgs = %s, want %s", got, want)
	}
	// A lambda parameter is not a document alias.
	x = MustCompile("xs.every(s => saga_steps_sequential(s))")
	if len(x.docArgs) != 0 {
		t.Errorf("docArgs = %v, want none", x.docArgs)
	}
}
