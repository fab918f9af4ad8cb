package signing_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"
)

var (
	sig86 = "ed25519:" + strings.Repeat("A", 86)
	key43 = "ed25519-pub:" + strings.Repeat("A", 43)
	key44 = "ed25519-pub:" + strings.Repeat("A", 44)
)

func TestTextTypes(t *testing.T) {
	alphabet := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
	full := "ed25519:" + alphabet + alphabet[:86-len(alphabet)]
	cases := []struct {
		name string
		got  bool
		want bool
	}{
		{"signature 86 A", signing.Signature(sig86).Valid(), true},
		{"signature full alphabet", signing.Signature(full).Valid(), true},
		{"signature 85", signing.Signature(sig86[:len(sig86)-1]).Valid(), false},
		{"signature 87", signing.Signature(sig86 + "A").Valid(), false},
		{"signature 88 padded", signing.Signature(sig86 + "==").Valid(), false},
		{"signature +", signing.Signature("ed25519:+" + strings.Repeat("A", 85)).Valid(), false},
		{"signature /", signing.Signature("ed25519:/" + strings.Repeat("A", 85)).Valid(), false},
		{"signature rsa:", signing.Signature("rsa:" + strings.Repeat("A", 86)).Valid(), false},
		{"signature empty", signing.Signature("").Valid(), false},
		{"key 43", signing.PublicKey(key43).Valid(), true},
		{"key 44 strict", signing.PublicKey(key44).Valid(), false},
		{"key 42 strict", signing.PublicKey(key43[:len(key43)-1]).Valid(), false},
		{"key rsa-pub", signing.PublicKey("rsa-pub:" + strings.Repeat("A", 43)).Valid(), false},
		{"lenient 43", signing.PublicKeyLenient(key43).Valid(), true},
		{"lenient 44", signing.PublicKeyLenient(key44).Valid(), true},
		{"lenient 45", signing.PublicKeyLenient(key44 + "A").Valid(), false},
		{"lenient 42", signing.PublicKeyLenient(key43[:len(key43)-1]).Valid(), false},
		{"hash", signing.Hash("sha256:" + strings.Repeat("0a", 32)).Valid(), true},
		{"hash upper", signing.Hash("sha256:" + strings.Repeat("0A", 32)).Valid(), false},
		{"hash 63", signing.Hash("sha256:" + strings.Repeat("0", 63)).Valid(), false},
		{"hash sha512", signing.Hash("sha512:" + strings.Repeat("0", 64)).Valid(), false},
		{"context 8.4.0", signing.ContextVersion("8.4.0").Valid(), true},
		{"context 10.20.30", signing.ContextVersion("10.20.30").Valid(), true},
		{"context 8.04.0", signing.ContextVersion("8.04.0").Valid(), false},
		{"context 8.0.01", signing.ContextVersion("8.0.01").Valid(), false},
		{"context 0.4.0", signing.ContextVersion("0.4.0").Valid(), false},
		{"context 08.4.0", signing.ContextVersion("08.4.0").Valid(), false},
		{"context 8.4", signing.ContextVersion("8.4").Valid(), false},
		{"context 8.4.0.1", signing.ContextVersion("8.4.0.1").Valid(), false},
		{"context 8..0", signing.ContextVersion("8..0").Valid(), false},
		{"binding 8.4.0", signing.MatchesBindingVersion("8.4.0"), true},
		{"binding 9.0.0", signing.MatchesBindingVersion("9.0.0"), true},
		{"binding 10.2.3", signing.MatchesBindingVersion("10.2.3"), true},
		{"binding 100.0.0", signing.MatchesBindingVersion("100.0.0"), true},
		{"binding 8.04.0", signing.MatchesBindingVersion("8.04.0"), true},
		{"binding 08.4.0", signing.MatchesBindingVersion("08.4.0"), false},
		{"binding 0.4.0", signing.MatchesBindingVersion("0.4.0"), false},
		{"binding 8.4", signing.MatchesBindingVersion("8.4"), false},
		{"binding 8.4.0-beta", signing.MatchesBindingVersion("8.4.0-beta"), false},
		{"binding v8.4.0", signing.MatchesBindingVersion("v8.4.0"), false},
		{"bound", signing.VersionsBound("8.4.0", "8.4.0"), true},
		{"not bound", signing.VersionsBound("8.3.0", "8.4.0"), false},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	if _, err := signing.ParseSignature("ed25519:x"); !errors.Is(err, signing.ErrSyntax) {
		t.Errorf("ParseSignature: %v", err)
	}
	var pe *signing.ParseError
	if _, err := signing.ParsePublicKey(key44); !errors.As(err, &pe) || pe.Pattern != signing.Ed25519PublicKeyPattern {
		t.Errorf("ParsePublicKey(44): %v", err)
	}
	if k, err := signing.ParsePublicKeyLenient(key44); err != nil || string(k) != key44 {
		t.Errorf("ParsePublicKeyLenient(44): %v %v", k, err)
	}
	if _, err := signing.ParseHash(strings.Repeat("x", 1000)); err == nil || len(err.Error()) > 300 {
		t.Errorf("ParseHash(long): %v", err)
	}
	if _, err := signing.ParseContextVersion("8.04.0"); err == nil {
		t.Error("ParseContextVersion(8.04.0): no error")
	}
}

// The matchers agree with the patterns (compiled by regexp, the oracle) on
// random texts near the forms.
func TestMatchersAgreeWithPatterns(t *testing.T) {
	type m struct {
		pattern string
		match   func(string) bool
	}
	ms := []m{
		{signing.Ed25519SignaturePattern, func(s string) bool { return signing.Signature(s).Valid() }},
		{signing.Ed25519PublicKeyPattern, func(s string) bool { return signing.PublicKey(s).Valid() }},
		{signing.Ed25519PublicKeyLenientPattern, func(s string) bool { return signing.PublicKeyLenient(s).Valid() }},
		{signing.HashPattern, func(s string) bool { return signing.Hash(s).Valid() }},
		{signing.ContextVersionPattern, func(s string) bool { return signing.ContextVersion(s).Valid() }},
		{signing.BindingVersionPattern, signing.MatchesBindingVersion},
	}
	prefixes := []string{"ed25519:", "ed25519-pub:", "sha256:", "", "rsa:"}
	body := gen.SliceOf(gen.OneConstOf('A', 'z', '0', '9', '_', '-', '+', '/', '.', 'f', 'G', '1', '=', 'é'))
	version := gen.SliceOf(gen.OneConstOf('0', '1', '8', '9', '.', 'v', '-'))
	props := gopter.NewProperties(proptest.Parameters(t, 2000))
	for _, x := range ms {
		re := regexp.MustCompile(x.pattern)
		props.Property(x.pattern, prop.ForAll(func(p int, b []rune, n int, v []rune) bool {
			s := prefixes[p] + strings.Repeat("A", n) + string(b)
			if re.MatchString(s) != x.match(s) {
				t.Logf("%q", s)
				return false
			}
			return re.MatchString(string(v)) == x.match(string(v))
		}, gen.IntRange(0, len(prefixes)-1), body, gen.IntRange(0, 90), version))
	}
	props.TestingRun(t)
}
