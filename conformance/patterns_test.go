package conformance

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// TestVectorIDMatcher holds vectorIDMatch to its pattern on every text of
// up to seven characters from an alphabet of each class's edges and
// outsiders after "conformance-" (and a few other prefixes), and checks
// that the pattern is the one Vector.VectorID carries.
func TestVectorIDMatcher(t *testing.T) {
	t.Parallel()
	f, _ := reflect.TypeFor[Vector]().FieldByName("VectorID")
	if tag := f.Tag.Get("hf"); tag != "pattern="+vectorIDPattern {
		t.Fatalf("Vector.VectorID carries %q, the matcher is of %q", tag, vectorIDPattern)
	}
	re := regexp.MustCompile(vectorIDPattern)
	alphabet := []byte{'a', 'z', '0', '9', '-', 'A', '_'}
	checked, matched := 0, 0
	for _, prefix := range []string{"conformance-", "conformance", "conformancE-", "xconformance-"} {
		var rec func(b []byte)
		rec = func(b []byte) {
			s := prefix + string(b)
			want := re.MatchString(s)
			if got := vectorIDMatch(s); got != want {
				t.Fatalf("vectorIDMatch(%q) = %v, the pattern says %v", s, got, want)
			}
			checked++
			if want {
				matched++
			}
			if len(b) == 7 {
				return
			}
			for _, c := range alphabet {
				rec(append(b, c))
			}
		}
		rec(nil)
	}
	for _, s := range []string{"conformance-a-b-001", "conformance-ab-0001", "conformance-ab-00001", "conformance-a--001-001",
		"conformance-pricing-calculation-0012", "conformance-ab-001\n", strings.Repeat("x", 3)} {
		if got, want := vectorIDMatch(s), re.MatchString(s); got != want {
			t.Errorf("vectorIDMatch(%q) = %v, the pattern says %v", s, got, want)
		}
	}
	if matched < 500 {
		t.Errorf("only %d of %d texts match: the enumeration misses the pattern", matched, checked)
	}
}
