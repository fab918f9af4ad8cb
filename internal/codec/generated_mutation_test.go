package codec_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// mutations returns variants of a JSON text that exercise what the generated
// decoders must get exactly right, or decline: white space everywhere,
// escaped characters in names and strings, other spellings of numbers,
// repeated members, a trailing comma, truncations.
func mutations(doc []byte) [][]byte {
	var out [][]byte
	var pretty bytes.Buffer
	if json.Indent(&pretty, doc, " ", "\t") == nil {
		out = append(out, pretty.Bytes())
	}
	// Escapes: \u0065 for e, \/ for /, and a surrogate pair for an astral
	// character, inside strings only.
	for _, rep := range [][2]string{{"e", `\u0065`}, {"/", `\/`}, {"a", `\u0061`}} {
		out = append(out, inStrings(doc, rep[0][0], rep[1]))
	}
	// Numbers: 1 → 1.0, 1 → 1e0, 1 → 10e-1.
	for _, suffix := range []string{".0", "e0", "0e-1", "E+0"} {
		out = append(out, afterNumbers(doc, suffix))
	}
	if i := bytes.IndexByte(doc, '{'); i >= 0 {
		if end := memberEnd(doc, i+1); end > 0 {
			// The first member twice.
			first := doc[i+1 : end]
			out = append(out, append(append(append(append([]byte{}, doc[:end]...), ','), first...), doc[end:]...))
			// A trailing comma after the first member.
			out = append(out, append(append(append([]byte{}, doc[:end]...), ','), doc[end:]...))
		}
	}
	for _, cut := range []int{1, 2, len(doc) / 2, len(doc) - 1} {
		if cut > 0 && cut < len(doc) {
			out = append(out, doc[:cut])
		}
	}
	return out
}

// inStrings replaces the byte c inside JSON strings with rep.
func inStrings(doc []byte, c byte, rep string) []byte {
	var out []byte
	in := false
	for i := 0; i < len(doc); i++ {
		b := doc[i]
		switch {
		case in && b == '\\':
			out = append(out, b, doc[i+1])
			i++
			continue
		case b == '"':
			in = !in
		case in && b == c:
			out = append(out, rep...)
			continue
		}
		out = append(out, b)
	}
	return out
}

// afterNumbers appends suffix to every number outside strings.
func afterNumbers(doc []byte, suffix string) []byte {
	var out []byte
	in := false
	for i := 0; i < len(doc); i++ {
		b := doc[i]
		if in {
			if b == '\\' {
				out = append(out, b, doc[i+1])
				i++
				continue
			}
			in = b != '"'
			out = append(out, b)
			continue
		}
		out = append(out, b)
		if b == '"' {
			in = true
			continue
		}
		if '0' <= b && b <= '9' && (i+1 == len(doc) || !bytes.ContainsRune([]byte("0123456789.eE+-"), rune(doc[i+1]))) {
			out = append(out, suffix...)
		}
	}
	return out
}

// memberEnd returns the index after the value of the object member that
// starts at i (after the object's '{'), or -1.
func memberEnd(doc []byte, i int) int {
	dec := json.NewDecoder(bytes.NewReader(doc[i:]))
	var name string
	if err := dec.Decode(&name); err != nil {
		return -1
	}
	off := i + int(dec.InputOffset())
	rest := doc[off:]
	j := bytes.IndexByte(rest, ':')
	if j < 0 {
		return -1
	}
	dec = json.NewDecoder(bytes.NewReader(rest[j+1:]))
	var v json.RawMessage
	if err := dec.Decode(&v); err != nil {
		return -1
	}
	return off + j + 1 + int(dec.InputOffset())
}

// TestGeneratedMutations: on variants of every document of our vectors
// (see mutations), the generated decoders and the reference paths give the
// same results (sameBothPaths). Under the race detector it compares a
// sample (raceSample).
func TestGeneratedMutations(t *testing.T) {
	paths := pathmode.Claim(t)
	keep := race.Sample(raceSample)
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	n, compared, accepted := 0, 0, 0
	for d := range vectorset.Documents(files) {
		if _, ok := schemas.Type(d.Schema); !ok {
			continue
		}
		for k, m := range mutations(d.Text) {
			n++
			if !keep() {
				continue
			}
			sameBothPaths(t, paths, fmt.Sprintf("%s mutation %d", d.ID, k), d.Schema, m)
			compared++
			if v, _ := schemas.New(d.Schema); codec.GeneratedAccepts(m, v) {
				accepted++
			}
		}
	}
	t.Logf("%d of %d variants compared, %d accepted by the generated decoders", compared, n, accepted)
}

// TestGeneratedAnyValueNames: the generated decoders look for repeated
// member names inside any-valued members while proving them; a repeat at
// any depth is declined (the reference path reports it), names repeated
// only across objects are not repeats, and names they cannot compare
// (escapes, large objects) are left to the reference path.
func TestGeneratedAnyValueNames(t *testing.T) {
	paths := pathmode.Claim(t)
	const head = `{"event_id":"evt-1","aggregate_id":"agent-7","aggregate_type":"agent","type":"agent.lifecycle.changed","version":1,"occurred_at":"2026-03-01T12:00:00Z","actor":"svc","payload":`
	const tail = `,"contract_version":"5.0.0"}`
	many := `{"m0":0`
	for i := 1; i < 20; i++ {
		many += fmt.Sprintf(`,"m%d":%d`, i, i)
	}
	many += "}"
	for i, tc := range []struct {
		payload string
		accept  bool
	}{
		{`{"a":1,"b":2}`, true},
		{`{"a":1,"a":2}`, false},
		{`{"a":{"b":1,"c":{"d":1,"d":2}}}`, false},
		{`{"a":[{"x":1},{"x":2}],"x":3}`, true},
		{`{"a":{"b":1},"b":{"b":2}}`, true},
		{`[{"a":1},{"b":2,"a":3,"b":4}]`, false},
		{`{"a":1,"\u0061":2}`, false},
		{`{"a":1,"\u0062":2}`, false}, // an escape: left to the reference path
		{many, false},                 // more than 16 names: left to it too
		{many[:len(many)-1] + `,"m3":3}`, false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			doc := []byte(head + tc.payload + tail)
			sameBothPaths(t, paths, "payload "+tc.payload, "domain-event", doc)
			v, _ := schemas.New("domain-event")
			if got := codec.GeneratedAccepts(doc, v); got != tc.accept {
				t.Errorf("payload %s: generated decoder accepts = %v, want %v", tc.payload, got, tc.accept)
			}
		})
	}
}
