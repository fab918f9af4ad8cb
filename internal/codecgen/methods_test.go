package codecgen

import (
	"strings"
	"testing"
)

func TestLastInitial(t *testing.T) {
	for name, want := range map[string]string{
		"DisputeRecord": "r", "JWTClaims": "c", "S2SJWTClaims": "c", "Inbox": "i", "NftID": "i",
		"BYOKClaims": "c", "Config": "c", "ReservationTiers": "t",
	} {
		t.Run(name, func(t *testing.T) {
			if got := lastInitial(name); got != want {
				t.Errorf("lastInitial(%q) = %q, want %q", name, got, want)
			}
		})
	}
}

func TestComment(t *testing.T) {
	text := "Validate reports every violation of r (nil or a *hounfour.ValidationError): the schema rules, " +
		"then the error-severity rules of the constraint file.\n\nA second paragraph."
	got := comment(text)
	want := "// Validate reports every violation of r (nil or a *hounfour.ValidationError):\n" +
		"// the schema rules, then the error-severity rules of the constraint file.\n" +
		"//\n" +
		"// A second paragraph."
	if got != want {
		t.Errorf("comment:\n%s\nwant:\n%s", got, want)
	}
	for _, line := range strings.Split(comment(strings.Repeat("word ", 100)), "\n") {
		if len(line) > 80 {
			t.Errorf("line of %d columns: %q", len(line), line)
		}
	}
}
