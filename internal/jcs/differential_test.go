package jcs

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// checkAppend compares Append with the reference on src: the same output,
// or errors of the same kind naming the same names.
func checkAppend(t *testing.T, src []byte, o Options) {
	t.Helper()
	got, err := Append(nil, src, o)
	want, rerr := refCanonical(src, o)
	if rerr != nil {
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("%+q (%+v): accepted as %s; the reference refuses it: %v", src, o, got, rerr)
		}
		if kindOf(err) != rerr.kind {
			t.Fatalf("%+q (%+v): %v; the reference says %v", src, o, err, rerr)
		}
		if (rerr.kind == KindDuplicate || rerr.kind == KindCollision) && (e.Keys != rerr.keys || e.Normalized != rerr.norm) {
			t.Fatalf("%+q (%+v): names %+q %+q; the reference says %+q %+q", src, o, e.Keys, e.Normalized, rerr.keys, rerr.norm)
		}
		return
	}
	if err != nil {
		t.Fatalf("%+q (%+v): %v; the reference writes %s", src, o, err, want)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%+q (%+v):\n got  %+q\n want %+q", src, o, got, want)
	}
}

// checkStrict compares CheckStrict with the reference on src.
func checkStrict(t *testing.T, src []byte) {
	t.Helper()
	err := CheckStrict(src, 0)
	if got, want := kindOf(err), refStrict(src, 0); got != want {
		t.Fatalf("CheckStrict(%+q) = %v; the reference says %v", src, err, want)
	}
	var e *Error
	if errors.As(err, &e) && e.Pointer != PointerAt(src, e.Offset) {
		t.Fatalf("CheckStrict(%+q): pointer %q", src, e.Pointer)
	}
}

// Names and strings chosen to meet every rule: escapes, characters above
// U+FFFF and in U+E000–U+FFFF (where UTF-16 order is not byte order),
// NFC/NFD pairs and singletons (collisions), array indices (property
// order).
var randomNames = []string{
	"a", "b", "aa", "", "A", "é", "e\u0301", "\u212b", "\u00c5", "A\u030a", "K", "\u212a", "😀", "\uff61", "\ue000",
	"0", "1", "10", "01", "4294967294", "4294967295", "-1", `\u0061`, `\"`, `\\`, `\n`, `\u001f`, "\u1112\u1161\u11ab", "\ud55c",
	"caf\u00e9", "cafe\u0301", `\ud83d\ude00`, "~/",
}

var randomNumbers = []string{
	"0", "-0", "1", "-1", "0.5", "-0.0", "1e3", "1E-7", "1.5e-7", "123e-20", "1e21", "1e20", "9007199254740993",
	"0.30000000000000004", "1e400", "-1e400", "5e-324", "1e-400", "-1e-400", "100", "12345678901234567890", "3.14159",
}

func randomValue(rng *rand.Rand, b *bytes.Buffer, depth int) {
	ws := func() {
		if rng.IntN(8) == 0 {
			b.WriteString([]string{" ", "\n", "\t ", "\r\n"}[rng.IntN(4)])
		}
	}
	ws()
	switch k := rng.IntN(10); {
	case k < 2 && depth < 6:
		b.WriteByte('{')
		n := rng.IntN(6)
		used := map[string]bool{}
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			name := randomNames[rng.IntN(len(randomNames))]
			// Repeat a name only now and then.
			for used[name] && rng.IntN(20) != 0 {
				name = randomNames[rng.IntN(len(randomNames))] + strconv.Itoa(rng.IntN(3))
			}
			used[name] = true
			ws()
			b.WriteString(`"` + name + `"`)
			ws()
			b.WriteByte(':')
			randomValue(rng, b, depth+1)
		}
		ws()
		b.WriteByte('}')
	case k < 4 && depth < 6:
		b.WriteByte('[')
		for i := range rng.IntN(5) {
			if i > 0 {
				b.WriteByte(',')
			}
			randomValue(rng, b, depth+1)
		}
		b.WriteByte(']')
	case k < 6:
		b.WriteString(`"` + randomNames[rng.IntN(len(randomNames))] + randomNames[rng.IntN(len(randomNames))] + `"`)
	case k < 8:
		b.WriteString(randomNumbers[rng.IntN(len(randomNumbers))])
	default:
		b.WriteString([]string{"true", "false", "null"}[rng.IntN(3)])
	}
	ws()
}

func randomJSON(rng *rand.Rand) []byte {
	var b bytes.Buffer
	randomValue(rng, &b, 0)
	return b.Bytes()
}

// Append against the reference on random texts, in both variants, and
// CheckStrict against its reference on the same texts.
func TestAppendMatchesReference(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 1))
	for range proptest.Size(5000) {
		src := randomJSON(rng)
		checkAppend(t, src, Options{})
		checkAppend(t, src, Options{NFC: true})
		checkAppend(t, src, Options{small: -1})
		checkAppend(t, src, Options{NFC: true, small: -1})
		checkAppend(t, src, Options{NFC: true, small: 16})
		checkAppend(t, src, Options{NFC: true, MaxBytes: 1 + rng.IntN(64), MaxDepth: 1 + rng.IntN(6)})
		checkStrict(t, src)
	}
}

// Members already in canonical order and members in reverse order: the
// two ways through Append (no records, and records in every object).
func TestAppendOrderedAndReversed(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 2))
	for range proptest.Size(2000) {
		src := randomJSON(rng)
		canon, err := Append(nil, src, Options{})
		if err != nil {
			continue
		}
		if again, err := Append(nil, canon, Options{}); err != nil || !bytes.Equal(again, canon) {
			t.Fatalf("not idempotent on %s: %s, %v", canon, again, err)
		}
		rev := reverseMembers(t, canon)
		checkAppend(t, rev, Options{})
		checkAppend(t, rev, Options{small: -1})
		if got, _ := Append(nil, rev, Options{}); !bytes.Equal(got, canon) {
			t.Fatalf("reversed %s: %s, want %s", rev, got, canon)
		}
	}
}

// reverseMembers writes a canonical text with every object's members in
// reverse order.
func reverseMembers(t *testing.T, canon []byte) []byte {
	root, err := refDecode(canon, DefaultMaxDepth)
	if err != nil {
		t.Fatalf("decode %s: %v", canon, err)
	}
	var write func(b *strings.Builder, n *refNode)
	write = func(b *strings.Builder, n *refNode) {
		switch n.kind {
		case '{':
			b.WriteByte('{')
			for i := len(n.names) - 1; i >= 0; i-- {
				b.WriteString(refQuote(n.names[i]) + ":")
				write(b, n.kids[i])
				if i > 0 {
					b.WriteByte(',')
				}
			}
			b.WriteByte('}')
		case '[':
			b.WriteByte('[')
			for i, k := range n.kids {
				if i > 0 {
					b.WriteByte(',')
				}
				write(b, k)
			}
			b.WriteByte(']')
		case '"':
			b.WriteString(refQuote(n.str))
		case '0':
			b.WriteString(n.numText)
		default:
			b.WriteString(map[byte]string{'n': "null", 't': "true", 'f': "false"}[n.kind])
		}
	}
	var b strings.Builder
	write(&b, root)
	return []byte(b.String())
}

func TestCheckStrict(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      string
		kind    Kind
		offset  int
		pointer string
	}{
		{in: `{"x":0.5}`},
		{in: `{"s":"café"}`},
		{in: `{"s":"caf\u00e9"}`},
		{in: `{"x":42,"y":[0,-1,true,null,"a"]}`},
		{in: `{"x":0}`},
		{in: ` {"b" : 1, "a" : 2} `},
		{in: `{"x":100000000000000000000000000}`},
		{in: `{"x": 1e3}`, kind: KindExponent, offset: 6, pointer: "/x"},
		{in: `{"x": 1E+3}`, kind: KindExponent, offset: 6, pointer: "/x"},
		{in: `{"x": 0x10}`, kind: KindSyntax, offset: 7, pointer: "/x"},
		{in: `{"x": +1}`, kind: KindSyntax, offset: 6, pointer: "/x"},
		{in: `{"x": NaN}`, kind: KindSyntax, offset: 6, pointer: "/x"},
		{in: `{"x": -Infinity}`, kind: KindSyntax, offset: 6, pointer: "/x"},
		{in: `{"x": Infinity}`, kind: KindSyntax, offset: 6, pointer: "/x"},
		{in: `{"x": -0}`, kind: KindNegativeZero, offset: 6, pointer: "/x"},
		{in: `{"x": -0.000}`, kind: KindNegativeZero, offset: 6, pointer: "/x"},
		{in: `{"x": -0.` + strings.Repeat("0", 400) + `1}`, kind: KindNegativeZero, offset: 6, pointer: "/x"},
		{in: `{"x": -0.1}`},
		{in: "{\"s\": \"cafe\u0301\"}", kind: KindNotNFC, offset: 6, pointer: "/s"},
		{in: `{"s": "cafe\u0301"}`, kind: KindNotNFC, offset: 6, pointer: "/s"},
		{in: "{\"cafe\u0301\": 1}", kind: KindNotNFC, offset: 1, pointer: "/cafe\u0301"},
		{in: "{\"\u212b\": 1}", kind: KindNotNFC, offset: 1, pointer: "/\u212b"},
		{in: `{"a":1,"a":2}`, kind: KindDuplicate, offset: 7, pointer: "/a"},
		{in: `{"a":1,"b":{"c":1,"c":2},"a":2}`, kind: KindDuplicate, offset: 18, pointer: "/b/c"},
		{in: `{"a":1,"b":{"c":1,"c":2e0},"a":2}`, kind: KindDuplicate, offset: 18, pointer: "/b/c"},
		{in: `{"a":1,"b":{"c":1e0,"c":2},"a":2}`, kind: KindExponent, offset: 16, pointer: "/b/c"},
		// The first problem in the text wins; text that is not JSON wins over all.
		{in: `[-0, 1e3]`, kind: KindNegativeZero, offset: 1, pointer: "/0"},
		{in: `[1e3, -0]`, kind: KindExponent, offset: 1, pointer: "/0"},
		{in: `[1e3, -0`, kind: KindSyntax, offset: 8, pointer: "/1"},
		{in: `[1e3, "\ud800"]`, kind: KindUnicode, offset: 7, pointer: "/1"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			err := CheckStrict([]byte(tc.in), 0)
			if tc.kind == 0 {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
			} else {
				var e *Error
				if !errors.As(err, &e) || e.Kind != tc.kind || e.Offset != tc.offset || e.Pointer != tc.pointer {
					t.Fatalf("got %v (%+v); want %v at %d %q", err, e, tc.kind, tc.offset, tc.pointer)
				}
			}
			checkStrict(t, []byte(tc.in))
		})
	}
}
