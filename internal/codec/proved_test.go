package codec

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"strconv"
	"testing"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// tokenizerValue is the reference: the value jsontext reads from data and
// whether data is exactly one valid JSON text.
func tokenizerValue(data []byte) ([]byte, bool) {
	dec := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true))
	v, err := dec.ReadValue()
	if err != nil {
		return nil, false
	}
	v = bytes.Clone(v) // valid only until the next read
	if _, err := dec.ReadToken(); err != io.EOF {
		return nil, false
	}
	return v, true
}

// checkProved fails when proveText accepts data (under l) but the
// tokenizer or the limit scan would not, or returns another value.
func checkProved(t *testing.T, data []byte, l Limits) bool {
	t.Helper()
	l = l.resolved()
	src, ok := proveText(data, &l)
	if !ok {
		return false
	}
	want, valid := tokenizerValue(data)
	if !valid {
		t.Fatalf("proveText accepts %q, which the tokenizer rejects", data)
	}
	if !bytes.Equal(src, want) {
		t.Fatalf("proveText value %q, tokenizer value %q", src, want)
	}
	if lv := checkLimits(data, &l); lv != nil {
		t.Fatalf("proveText accepts %q under %+v, which exceeds a limit: %v", data, l, *lv)
	}
	return true
}

var proveCases = []struct {
	text string
	ok   bool
}{
	{`{"a":1}`, true},
	{" \t\n\r{ \"a\" : [ 1 , -0.5e+3 , true , false , null , \"x\" ] , \"b\" : { } , \"c\" : [ ] } \n", true},
	{`"\u00e9\ud83d\ude00\"\\\/\b\f\n\r\t"`, true},
	{"\"caf\xc3\xa9 \xf0\x9f\x98\x80\"", true},
	{`0`, true},
	{`[[[[]]]]`, true},
	{``, false},
	{` `, false},
	{`{"a":1}x`, false},
	{`{"a":1} {}`, false},
	{`{"a":1,}`, false},
	{`[1,]`, false},
	{`{"a" 1}`, false},
	{`{a:1}`, false},
	{`{"a":1 "b":2}`, false},
	{`[1 2]`, false},
	{`{"a":[1}`, false},
	{`[{"a":1]`, false},
	{`01`, false},
	{`-`, false},
	{`1.`, false},
	{`.5`, false},
	{`1e`, false},
	{`1e+`, false},
	{`+1`, false},
	{`1true`, false},
	{`tru`, false},
	{`nul`, false},
	{`True`, false},
	{`"abc`, false},
	{"\"a\x01\"", false},
	{"\"abcdefghijklmn\x1fopqrstuv\"", false},
	{"\"abcdefghijklmnopqrstuvwxyz0123456789 ~!@#$%^&*()_+-={}[]|:;'<>,.?/\"", true},
	{"\"abcdefghijklmn\xc3\xa9opqrstuvwxyz\"", true},
	{"\"abcdefghijklmn\xc3opqrstuvwxyz\"", false},
	{"\"abcdefghijklmn\\\"opq\"", true},
	{"\"abcdefghijklmnop", false},
	{"\"\xff\"", false},
	{"\"\xed\xa0\x80\"", false},
	{`"\ud800"`, false},
	{`"\udc00"`, false},
	{`"\ud800\u0041"`, false},
	{`"\x"`, false},
	{`"\u12G4"`, false},
	{"\xef\xbb\xbf{}", false},
	{`NaN`, false},
}

func TestProveText(t *testing.T) {
	t.Parallel()
	for _, c := range proveCases {
		t.Run(c.text, func(t *testing.T) {
			if got := checkProved(t, []byte(c.text), Limits{}); got != c.ok {
				t.Errorf("proveText(%q) = %v, want %v", c.text, got, c.ok)
			}
		})
	}
}

// TestProveTextLimits: a text at a limit is proved, one past it is left to
// the reference path.
func TestProveTextLimits(t *testing.T) {
	t.Parallel()
	for i, c := range []struct {
		text string
		l    Limits
		ok   bool
	}{
		{`[[1]]`, Limits{MaxDepth: 2}, true},
		{`[[[1]]]`, Limits{MaxDepth: 2}, false},
		{`[123]`, Limits{MaxDigits: 3}, true},
		{`[1234]`, Limits{MaxDigits: 3}, false},
		{`[-1e5]`, Limits{MaxDigits: 3}, false}, // four characters: the full scan decides
		{`"abc"`, Limits{MaxBytes: 5}, true},
		{`"abcd"`, Limits{MaxBytes: 5}, false},
		{`"abcd"`, Limits{MaxStringBytes: 6}, false},
		{`[1,2]`, Limits{MaxElements: 3}, true},
		{`[1,2,3]`, Limits{MaxElements: 3}, false},
		{`{"a":1}`, Limits{MaxMembers: 2}, true},
		{`{"a":12}`, Limits{MaxMembers: 2}, false},
		{`[1,2,3]`, Limits{MaxElements: -1, MaxMembers: -1, MaxStringBytes: -1, MaxBytes: -1}, true},
		{fmt.Sprintf("%s%s", bytes.Repeat([]byte("["), proveMaxDepth+1), bytes.Repeat([]byte("]"), proveMaxDepth+1)), Limits{MaxDepth: -1}, false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := checkProved(t, []byte(c.text), c.l); got != c.ok {
				t.Errorf("proveText(%q, %+v) = %v, want %v", c.text, c.l, got, c.ok)
			}
		})
	}
}

// FuzzProveText: whatever proveText accepts, the tokenizer accepts with the
// same value and the limit scan passes, under the default limits and under
// small ones.
func FuzzProveText(f *testing.F) {
	for _, c := range proveCases {
		f.Add([]byte(c.text))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		proved := checkProved(t, data, Limits{})
		// Conversely, it proves every valid text of the limit scan's short
		// path: the fast path is the common one.
		if _, valid := tokenizerValue(data); valid && !proved && !deepOrLong(data, proveMaxDepth, defaultMaxDigits) {
			t.Fatalf("proveText rejects %q, a valid text within the limits", data)
		}
		checkProved(t, data, Limits{MaxDepth: 3, MaxDigits: 4, MaxStringBytes: 40, MaxMembers: 5, MaxElements: 5})
	})
}

// TestArenaSharedAcrossDocuments: the strings and raw members of a decoded
// document stay as they are while the decoders, whose arena blocks serve
// later documents too, decode many others.
func TestArenaSharedAcrossDocuments(t *testing.T) {
	t.Parallel()
	doc := func(i int) []byte {
		return fmt.Appendf(nil, `{"name":"name-%d","tok":"%d","n":1,"list":["a%d","b%d"],"desc":"d%d","null_ok":null,"payload":{"k":[%d, "v%d"]}}`, i, i, i, i, i, i, i)
	}
	var first tDoc
	if viol, err := Decode(doc(0), &first); err != nil || len(viol) > 0 {
		t.Fatal(viol, err)
	}
	want, err := Marshal(&first)
	if err != nil {
		t.Fatal(err)
	}
	kept := make([]tDoc, 500)
	for i := range kept {
		if viol, err := Decode(doc(i+1), &kept[i]); err != nil || len(viol) > 0 {
			t.Fatal(viol, err)
		}
	}
	if got, _ := Marshal(&first); !bytes.Equal(got, want) {
		t.Fatalf("first document now encodes as %s, want %s", got, want)
	}
	for i := range kept {
		got, _ := Marshal(&kept[i])
		var fresh tDoc
		Decode(doc(i+1), &fresh)
		if w, _ := Marshal(&fresh); !bytes.Equal(got, w) {
			t.Fatalf("document %d now encodes as %s, want %s", i+1, got, w)
		}
	}
}

// TestPlainEnd compares plainEnd with a byte-by-byte reading (strPlain) on
// plain runs of every length up to 100 with one byte that a string may not
// hold as it is (each kind, or none) at every position, from every start
// (up to the end: the last bytes are read as the text's last word,
// shifted), and on random runs (fixed default seed, see
// internal/testkit/proptest).
func TestPlainEnd(t *testing.T) {
	ref := func(data []byte, i int) int {
		for i < len(data) && strPlain[data[i]] {
			i++
		}
		return i
	}
	stops := []int{-1, 0x00, 0x1f, '"', '\\', 0x80, 0xff, 0x20, 0x7f, '!', '#', '[', ']'}
	checked := 0
	for n := range 101 {
		for at := range n + 1 {
			for _, stop := range stops {
				data := bytes.Repeat([]byte("a"), n)
				for k := range data {
					data[k] = byte(0x20 + (k*7)%0x5f) // plain bytes, none a quote or backslash...
					if data[k] == '"' || data[k] == '\\' {
						data[k] = 'x'
					}
				}
				if stop >= 0 && at < n {
					data[at] = byte(stop)
				}
				for i := range n + 1 {
					if got, want := plainEnd(data, i), ref(data, i); got != want {
						t.Fatalf("plainEnd(%q, %d) = %d, want %d", data, i, got, want)
					}
					checked++
				}
			}
		}
	}
	// Random runs: mostly plain bytes, any byte now and then (fixed seed).
	r := rand.New(rand.NewSource(proptest.Seed(t)))
	for range 20000 {
		data := make([]byte, r.Intn(130))
		for k := range data {
			data[k] = byte(0x20 + r.Intn(0x60))
			if r.Intn(40) == 0 {
				data[k] = byte(r.Intn(256))
			}
		}
		i := r.Intn(len(data) + 1)
		if got, want := plainEnd(data, i), ref(data, i); got != want {
			t.Fatalf("plainEnd(%q, %d) = %d, want %d", data, i, got, want)
		}
		checked++
	}
	if checked < 10000 {
		t.Errorf("only %d comparisons", checked)
	}
}
