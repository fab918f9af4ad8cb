package integrity_test

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/integrity"
)

const sizeTail = "-byte cap. Override via { maxBytes: <higher> } only when the call site has its own back-pressure mechanism for synchronous canonicalization work."

const collisionTail = " both normalize to the same form. Canonical JSON cannot represent the object unambiguously; reject the payload at the source."

// Every example of safeCanonicalize's specification (upstream's results),
// as JSON text.
func TestSafeCanonicalizeExamples(t *testing.T) {
	t.Parallel()
	x := strings.Repeat
	for _, tc := range []struct {
		name, in string
		opts     []integrity.CanonicalizeOption
		want     string // the canonical form, or
		err      string // the message of the error
	}{
		{name: "over the default cap", in: `{"a":"` + x("x", 100000) + `"}`,
			err: "Canonicalized payload is 100008 bytes; exceeds 100000" + sizeTail},
		{name: "at the default cap", in: `"` + x("x", 99998) + `"`, want: `"` + x("x", 99998) + `"`},
		{name: "one byte over the default cap", in: `"` + x("x", 99999) + `"`,
			err: "Canonicalized payload is 100001 bytes; exceeds 100000" + sizeTail},
		{name: "at a cap of 10", in: `{"a":"xx"}`, opts: []integrity.CanonicalizeOption{integrity.WithMaxBytes(10)}, want: `{"a":"xx"}`},
		{name: "over a cap of 9", in: `{"a":"xxx"}`, opts: []integrity.CanonicalizeOption{integrity.WithMaxBytes(9)},
			err: "Canonicalized payload is 11 bytes; exceeds 9" + sizeTail},
		{name: "NFC and NFD names collide", in: "{\"caf\u00e9\":1,\"cafe\u0301\":2}",
			err: "NFC normalization key collision on \"caf\u00e9\": input keys \"caf\u00e9\" and \"cafe\u0301\"" + collisionTail},
		{name: "a singleton and its NFC collide", in: "{\"\u212b\":1,\"\u00c5\":2}",
			err: "NFC normalization key collision on \"\u00c5\": input keys \"\u212b\" and \"\u00c5\"" + collisionTail},
		{name: "a singleton alone", in: "{\"\u212b\":1}", want: "{\"\u00c5\":1}"},
		{name: "Hangul jamo", in: "{\"\u1112\u1161\u11ab\":1}", want: "{\"\ud55c\":1}"},
		{name: "escapes", in: `{"s":"\u0000\u0001\u001f\u007f\u2028é<>&\b\f\r"}`,
			want: "{\"s\":\"\\u0000\\u0001\\u001f\u007f\u2028\u00e9<>&\\b\\f\\r\"}"},
		{name: "numbers", in: `[1e21,1e20,1e-7,0.000001,123e-20,5e-324,1.7976931348623157e308]`,
			want: `[1e+21,100000000000000000000,1e-7,0.000001,1.23e-18,5e-324,1.7976931348623157e+308]`},
		{name: "empty name, object and array", in: `{"":1,"a":{},"b":[]}`, want: `{"":1,"a":{},"b":[]}`},
		{name: "null", in: `null`, want: `null`},
		{name: "an NFD string", in: `"e\u0301"`, want: "\"\u00e9\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := integrity.SafeCanonicalizeJSON([]byte(tc.in), tc.opts...)
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("got %.60q, %v\nwant error %s", got, err, tc.err)
				}
				if got != nil {
					t.Fatalf("output %.60q with the error", got)
				}
				return
			}
			if err != nil || string(got) != tc.want {
				t.Fatalf("got %.80q, %v\nwant %.80q", got, err, tc.want)
			}
		})
	}
}

// The error types: fields, codes, errors.As.
func TestSafeCanonicalizeErrorTypes(t *testing.T) {
	t.Parallel()
	_, err := integrity.SafeCanonicalize(map[string]string{"a": "xxx"}, integrity.WithMaxBytes(9))
	var size *integrity.CanonicalizeSizeError
	if !errors.As(err, &size) || *size != (integrity.CanonicalizeSizeError{SerializedBytes: 11, MaxBytes: 9}) || size.Code() != "CANONICALIZE_SIZE_EXCEEDED" {
		t.Fatalf("size: %#v", err)
	}

	_, err = integrity.SafeCanonicalizeJSON([]byte("{\"caf\u00e9\":1,\"cafe\u0301\":2}"))
	var coll *integrity.CanonicalizeKeyCollisionError
	want := integrity.CanonicalizeKeyCollisionError{NormalizedKey: "caf\u00e9", OriginalKeys: [2]string{"caf\u00e9", "cafe\u0301"}}
	if !errors.As(err, &coll) || *coll != want || coll.Code() != "CANONICALIZE_KEY_COLLISION" {
		t.Fatalf("collision: %#v", err)
	}
	// Names are quoted as JSON strings in the message.
	_, err = integrity.SafeCanonicalizeJSON([]byte("{\"K\\n\\\"\":1,\"\u212a\\n\\\"\":2}"))
	if err == nil || err.Error() != "NFC normalization key collision on \"K\n\"\": input keys \"K\\n\\\"\" and \"\u212a\\n\\\"\""+collisionTail {
		t.Fatalf("collision message: %v", err)
	}

	for i, v := range []any{"\xff", map[string]any{"a\xffb": 1}, []any{1, "ok", map[string]string{"s": "e\xc3"}}, struct{ S string }{"\xed\xa0\x80"}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			_, err := integrity.SafeCanonicalize(v)
			var nfc *integrity.CanonicalizeNFCError
			if !errors.As(err, &nfc) || nfc.Code() != "CANONICALIZE_NFC_FAILED" || nfc.Error() != "NFC normalization failed; payload contains malformed Unicode." || nfc.Cause == nil {
				t.Fatalf("%q: %#v", v, err)
			}
		})
	}
	for _, raw := range []string{"\"\xff\"", `{"a":"\ud800"}`, `["\udc00"]`} {
		t.Run(raw, func(t *testing.T) {
			_, err := integrity.SafeCanonicalizeJSON([]byte(raw))
			var nfc *integrity.CanonicalizeNFCError
			var je *integrity.JSONError
			if !errors.As(err, &nfc) || !errors.As(err, &je) || !errors.Is(err, integrity.ErrNotJSON) {
				t.Fatalf("%q: %#v", raw, err)
			}
		})
	}

	// Problems of the JSON text.
	for i, tc := range []struct {
		in      string
		reason  error
		offset  int
		pointer string
	}{
		{"", integrity.ErrNotJSON, 0, ""},
		{`{"a":1} {}`, integrity.ErrNotJSON, 8, ""},
		{"\ufeff{}", integrity.ErrNotJSON, 0, ""},
		{`{"a":[1,2,}`, integrity.ErrNotJSON, 10, "/a/2"},
		{`{"x": NaN}`, integrity.ErrNotJSON, 6, "/x"},
		{`{"a":1,"b":{"c":true,"c":false}}`, integrity.ErrDuplicateName, 21, "/b/c"},
		{`{"n":[1e400]}`, integrity.ErrNumberRange, 6, "/n/0"},
		{strings.Repeat("[", integrity.MaxCanonicalDepth+1) + strings.Repeat("]", integrity.MaxCanonicalDepth+1), integrity.ErrTooDeep, integrity.MaxCanonicalDepth, strings.Repeat("/0", integrity.MaxCanonicalDepth)},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			_, err := integrity.SafeCanonicalizeJSON([]byte(tc.in))
			var je *integrity.JSONError
			if !errors.As(err, &je) || !errors.Is(err, tc.reason) || je.Offset != tc.offset || je.Pointer != tc.pointer {
				t.Errorf("%.40q: %#v, want %v at %d %q", tc.in, err, tc.reason, tc.offset, tc.pointer)
			}
		})
	}
	if _, err := integrity.SafeCanonicalize(make(chan int)); err == nil || errors.As(err, new(*integrity.CanonicalizeNFCError)) {
		t.Fatalf("a channel: %v", err)
	}
}

// What SafeCanonicalize takes: JSON text as []byte or json.RawMessage,
// nil, and Go values encoded as encoding/json does.
func TestSafeCanonicalizeValues(t *testing.T) {
	t.Parallel()
	type inner struct {
		Z string  `json:"z"`
		A float64 `json:"a"`
	}
	type doc struct {
		Name    string            `json:"name"`
		Skip    string            `json:"-"`
		Empty   string            `json:"empty,omitempty"`
		Inner   inner             `json:"inner"`
		Labels  map[string]string `json:"labels"`
		Numbers []int64           `json:"numbers"`
	}
	for _, tc := range []struct {
		name string
		v    any
		want string
	}{
		{"bytes are JSON text", []byte(` {"b":1, "a":2} `), `{"a":2,"b":1}`},
		{"json.RawMessage", json.RawMessage(`["e\u0301"]`), "[\"\u00e9\"]"},
		{"nil", nil, `null`},
		{"a string is a JSON string", `{"a":1}`, `"{\"a\":1}"`},
		{"an NFD string", "cafe\u0301", "\"caf\u00e9\""},
		{"numbers", []any{1e21, math.Copysign(0, -1), 1.5e-7, int64(9007199254740993), uint8(7)}, `[1e+21,0,1.5e-7,9007199254740992,7]`},
		{"a struct with tags", doc{Name: "n", Skip: "s", Inner: inner{"é", 0.1}, Labels: map[string]string{"b": "2", "a": "1"}, Numbers: []int64{3, 1}},
			"{\"inner\":{\"a\":0.1,\"z\":\"\u00e9\"},\"labels\":{\"a\":\"1\",\"b\":\"2\"},\"name\":\"n\",\"numbers\":[3,1]}"},
		{"HTML characters stay raw", map[string]string{"h": "<a&b>"}, `{"h":"<a&b>"}`},
		{"a nil slice is null", map[string][]int{"x": nil}, `{"x":null}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := integrity.SafeCanonicalize(tc.v)
			if err != nil || string(got) != tc.want {
				t.Fatalf("got %s, %v; want %s", got, err, tc.want)
			}
		})
	}
	// A library document type is encoded with its default encoding: for an
	// all-ASCII document the safe form is the library's canonical form.
	reg := integrity.CanonicalRegistry("0f9c8c58-7a3e-4b6e-9d1a-6a0c2b1e4f53")
	want, err := hounfour.MarshalCanonical(reg)
	if err != nil {
		t.Fatal(err)
	}
	got, err := integrity.SafeCanonicalize(reg, integrity.WithMaxBytes(-1))
	if err != nil || string(got) != string(want) {
		t.Fatalf("document type:\n got %s, %v\nwant %s", got, err, want)
	}
	ptr, err := integrity.SafeCanonicalize(&reg, integrity.WithMaxBytes(-1))
	if err != nil || string(ptr) != string(want) {
		t.Fatalf("pointer to a document: %s, %v", ptr, err)
	}
}

func TestWithMaxBytes(t *testing.T) {
	t.Parallel()
	big := `"` + strings.Repeat("x", 100000) + `"`
	for _, tc := range []struct {
		name string
		opts []integrity.CanonicalizeOption
		ok   bool
	}{
		{"default", nil, false},
		{"zero keeps the default", []integrity.CanonicalizeOption{integrity.WithMaxBytes(0)}, false},
		{"negative removes the cap", []integrity.CanonicalizeOption{integrity.WithMaxBytes(-1)}, true},
		{"exactly the length", []integrity.CanonicalizeOption{integrity.WithMaxBytes(100002)}, true},
		{"the last option wins", []integrity.CanonicalizeOption{integrity.WithMaxBytes(-1), integrity.WithMaxBytes(100001)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := integrity.SafeCanonicalizeJSON([]byte(big), tc.opts...)
			if (err == nil) != tc.ok {
				t.Fatalf("error %v, want ok %v", err, tc.ok)
			}
			if err != nil && !errors.As(err, new(*integrity.CanonicalizeSizeError)) {
				t.Fatalf("error %#v", err)
			}
		})
	}
}

func TestCheckStrictSubset(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      string
		reason  error
		pointer string
	}{
		{`{"x":0.5}`, nil, ""},
		{`{"s":"caf\u00e9","n":[0,42,-7,1.25],"t":true,"z":null}`, nil, ""},
		{`{"x": 1e3}`, integrity.ErrExponent, "/x"},
		{`{"x": 0x10}`, integrity.ErrNotJSON, "/x"},
		{`{"x": +1}`, integrity.ErrNotJSON, "/x"},
		{`{"x": NaN}`, integrity.ErrNotJSON, "/x"},
		{`{"x": -Infinity}`, integrity.ErrNotJSON, "/x"},
		{`{"x": Infinity}`, integrity.ErrNotJSON, "/x"},
		{`{"x": -0}`, integrity.ErrNegativeZero, "/x"},
		{`{"x": -0.0}`, integrity.ErrNegativeZero, "/x"},
		{"{\"s\": \"cafe\u0301\"}", integrity.ErrNotNFC, "/s"},
		{"{\"cafe\u0301\": 1}", integrity.ErrNotNFC, "/cafe\u0301"},
		{`{"a":1,"a":2}`, integrity.ErrDuplicateName, "/a"},
		{`{"a":{"b":[{"c":1,"d":2,"c":3}]}}`, integrity.ErrDuplicateName, "/a/b/0/c"},
		{"\"\xff\"", integrity.ErrNotJSON, ""},
		{`"\ud800"`, integrity.ErrNotJSON, ""},
	} {
		t.Run(tc.in, func(t *testing.T) {
			err := integrity.CheckStrictSubset([]byte(tc.in))
			if tc.reason == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var je *integrity.JSONError
			if !errors.As(err, &je) || !errors.Is(err, tc.reason) || je.Pointer != tc.pointer {
				t.Fatalf("got %v; want %v at %q", err, tc.reason, tc.pointer)
			}
		})
	}
}
