package integrity_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/integrity"
)

// The specification's worked values of the idempotency key.
func TestDeriveIdempotencyKeyWorkedValues(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tenant, reqHash, provider, model string
		want                             string
	}{
		{"tenant-a", "sha256:abc123", "openai", "gpt-4o", "bbdd49281ca42a7965f80b91edbf87df5418aedc855cb5b9c1cdd3513e2b19de"},
		{"a<b>&", "sha256:x", "p\u2028", "m\u0001", "ef9e7c59252dc18bb83162d2aa7d7877b2fd592bb0085b4c9a23c7c5d48c5b0b"},
		{"t😀", "\u2028", "<&>", "\u0000\u001f\u007f", "04517cd72246cc69af3a8fe22d731a3e6e80904d006cd711cb7811d1aa61bc99"},
	} {
		t.Run(tc.tenant, func(t *testing.T) {
			got, err := integrity.DeriveIdempotencyKey(tc.tenant, tc.reqHash, tc.provider, tc.model)
			if err != nil || got != tc.want {
				t.Errorf("DeriveIdempotencyKey(%q, %q, %q, %q) = %s, %v; want %s", tc.tenant, tc.reqHash, tc.provider, tc.model, got, err, tc.want)
			}
		})
	}
}

func TestDeriveIdempotencyKeyErrors(t *testing.T) {
	t.Parallel()
	for i, tc := range []struct {
		args [4]string
		want error
		msg  string
	}{
		{[4]string{"", "h", "p", "m"}, integrity.ErrIdempotencyComponentMissing, "All idempotency key components are required"},
		{[4]string{"t", "", "p", "m"}, integrity.ErrIdempotencyComponentMissing, "All idempotency key components are required"},
		{[4]string{"t", "h", "", "m"}, integrity.ErrIdempotencyComponentMissing, "All idempotency key components are required"},
		{[4]string{"t", "h", "p", ""}, integrity.ErrIdempotencyComponentMissing, "All idempotency key components are required"},
		// Emptiness is checked before UTF-8.
		{[4]string{"\xff", "h", "p", ""}, integrity.ErrIdempotencyComponentMissing, "All idempotency key components are required"},
		{[4]string{"\xff", "h", "p", "m"}, integrity.ErrIdempotencyComponentUTF8, "integrity: idempotency key component is not valid UTF-8"},
		{[4]string{"t", "h", "p", "m\xed\xa0\x80"}, integrity.ErrIdempotencyComponentUTF8, "integrity: idempotency key component is not valid UTF-8"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			got, err := integrity.DeriveIdempotencyKey(tc.args[0], tc.args[1], tc.args[2], tc.args[3])
			if got != "" || !errors.Is(err, tc.want) || err.Error() != tc.msg {
				t.Errorf("%q: %q, %v; want %q", tc.args, got, err, tc.msg)
			}
		})
	}
}

func TestDeriveIdempotencyKeyEscaping(t *testing.T) {
	t.Parallel()
	// Every escape of the specification's table, against the literal expected
	// text.
	for _, tc := range []struct {
		in   string
		text string
	}{
		{`"`, `"\""`},
		{`\`, `"\\"`},
		{"\b\t\n\f\r", `"\b\t\n\f\r"`},
		{"\x00\x0b\x1f\x0e", `"\u0000\u000b\u001f\u000e"`},
		{"/<>&\x7f\u2028\u2029é😀", "\"/<>&\x7f\u2028\u2029é😀\""},
	} {
		t.Run(tc.in, func(t *testing.T) {
			want := sha256Hex("[" + tc.text + `,"h","p","m"]`)
			got, err := integrity.DeriveIdempotencyKey(tc.in, "h", "p", "m")
			if err != nil || got != want {
				t.Errorf("%q: %s, %v; want key of %s", tc.in, got, err, tc.text)
			}
		})
	}
}
