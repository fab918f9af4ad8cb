package codec

import "testing"

// TestPatternDotIsJavaScripts: an unescaped "." outside a class matches
// what JavaScript's "." (without the s flag) matches: any character but
// LF, CR, U+2028 and U+2029; an escaped one and one in a class stay
// literal.
func TestPatternDotIsJavaScripts(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		pattern, s string
		want       bool
	}{
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b.x/k", true},
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b/ключ é", true},
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b/a\nb", false},
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b/a\rb", false},
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b/a\u2028b", false},
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b/a\u2029b", false},
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b/a\u0085b", true}, // NEL is not a JavaScript line terminator
		{`^s3://[a-z0-9.-]+/.+$`, "s3://b\r/k", false},     // the class holds a literal dot only
		{`^a\.b$`, "a.b", true},
		{`^a\.b$`, "axb", false},
		{`^a[.]b$`, "axb", false},
		{`^a\\.b$`, `a\xb`, true}, // an escaped backslash, then a dot
		{`^a\\.b$`, "a\\\rb", false},
	} {
		t.Run(c.pattern+"/"+c.s, func(t *testing.T) {
			m, err := compilePattern(c.pattern)
			if err != nil {
				t.Fatal(err)
			}
			if got := m(c.s); got != c.want {
				t.Errorf("%s on %q = %v, want %v", c.pattern, c.s, got, c.want)
			}
		})
	}
	if got := jsDots(`^[.]a.b\.$`); got != `^[.]a[^\n\r\x{2028}\x{2029}]b\.$` {
		t.Errorf("jsDots = %s", got)
	}
}
