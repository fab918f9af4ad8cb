package wire_test

import (
	"math/rand"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/wire"
)

// TestParseUUIDMatchesPattern: ParseUUID accepts exactly the texts the
// uuid pattern matches, on valid uuids with up to three characters
// replaced (a hex digit of either case, a dash, a letter past f, a
// control, a byte of a multi-byte character) and one dropped or added,
// from a fixed default seed.
func TestParseUUIDMatchesPattern(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(proptest.Seed(t)))
	const alphabet = "0123456789abcdefABCDEF-gGzZ \x00\x7f\x80\xff"
	accepted, rejected := 0, 0
	for range 20000 {
		b := []byte("123e4567-e89b-12d3-a456-426614174000")
		for range r.Intn(4) {
			b[r.Intn(len(b))] = alphabet[r.Intn(len(alphabet))]
		}
		switch r.Intn(10) {
		case 0:
			i := r.Intn(len(b))
			b = append(b[:i], b[i+1:]...)
		case 1:
			b = append(b, alphabet[r.Intn(len(alphabet))])
		}
		in := string(b)
		_, err := wire.ParseUUID(in)
		if (err == nil) != uuidRE.MatchString(in) {
			t.Fatalf("ParseUUID(%q): error %v, pattern match %v", in, err, uuidRE.MatchString(in))
		}
		if err == nil {
			accepted++
		} else {
			rejected++
		}
	}
	if accepted < 1000 || rejected < 1000 {
		t.Errorf("%d accepted, %d rejected: too few of one kind", accepted, rejected)
	}
}
