package signing_test

import (
	"regexp"
	"testing"

	"github.com/hounfour-go/hounfour/signing"
)

// FuzzVersionPatterns holds the hand-written version matchers (the one
// the codec checks contract_version members with, and the binding check)
// to their patterns compiled by regexp, the oracle.
func FuzzVersionPatterns(f *testing.F) {
	for _, s := range []string{"8.4.0", "8.04.0", "0.4.0", "1.0.0", "10.20.30", "1.2", "1.2.3.4", "1..3", ".1.2", "1.2.",
		"01.2.3", "1.2.3\n", "1.2.3 ", "١.٢.٣", "8.4.0-rc1", ""} {
		f.Add(s)
	}
	context := regexp.MustCompile(signing.ContextVersionPattern)
	binding := regexp.MustCompile(signing.BindingVersionPattern)
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := signing.ContextVersion(s).Valid(), context.MatchString(s); got != want {
			t.Fatalf("ContextVersion(%q).Valid() = %v, the pattern says %v", s, got, want)
		}
		if got, want := signing.MatchesBindingVersion(s), binding.MatchString(s); got != want {
			t.Fatalf("MatchesBindingVersion(%q) = %v, the pattern says %v", s, got, want)
		}
	})
}
