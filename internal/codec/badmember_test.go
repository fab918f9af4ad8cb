package codec_test

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
)

// badTexts are texts most text primitives refuse: an address off its
// EIP-55 form (alone and in an NftId), malformed identifiers, instants,
// amounts and versions.
var badTexts = []string{
	"eip155:1/0xbEeFbeEfbeEfbeEFbeEfbeEfBEeFBEEfBeEfBeef/42", "0xbEeFbeEfbeEfbeEFbeEfbeEfBEeFBEEfBeEfBeef",
	"x", "0xZZ", "2026-13-45T00:00:00Z", "-1", "1.5", "eip155:1/0x00/1", "did:", "~/", "1.2", "00",
}

// garble returns a variant of the string s a primitive that reads s may
// refuse: a letter's case flipped, a character dropped or doubled, a
// letter put for a digit, or one of badTexts.
func garble(r *rand.Rand, s string) string {
	b := []byte(s)
	if len(b) == 0 {
		return badTexts[r.IntN(len(badTexts))]
	}
	i := r.IntN(len(b))
	switch r.IntN(5) {
	case 0:
		b[i] ^= 0x20 // flips a letter's case
	case 1:
		b = append(b[:i], b[i+1:]...)
	case 2:
		b = append(b[:i+1], b[i:]...)
	case 3:
		b[i] = 'g'
	default:
		return badTexts[r.IntN(len(badTexts))]
	}
	return string(b)
}

// TestBadMemberOracle is a property: for a document the generated decoder
// accepts but for the one member of the object at the top whose text
// fails to parse, badMember (the member's violation put into the walk of
// an accepted value, which runs only the rules) gives exactly the
// violations of the reflective path's full walk (badMemberWalk). The
// documents are those of our vectors, upstream's and the 8.7.0 corpus,
// each string member at the top replaced by a garbled text, under both
// contracts and with a violation cap of one; the seed is proptest's.
func TestBadMemberOracle(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 0))
	type doc struct {
		schema string
		text   []byte
	}
	var docs []doc
	for d := range vectorset.Documents(vectorset.All(t, "the bad-member oracle on upstream's vectors")) {
		docs = append(docs, doc{d.Schema, d.Text})
	}
	for _, e := range perfcorpus.Load87(t) {
		for _, line := range e.Lines {
			docs = append(docs, doc{e.Schema, line})
		}
	}
	limits := []codec.Limits{{}, {MaxViolations: 1}}
	contracts := []codec.Version{codec.Contract700, 0}
	tries := proptest.Size(3)
	cases, withRules, walked, walkedRules := 0, 0, 0, 0
	for _, d := range docs {
		typ, ok := schemas.Type(d.schema)
		if !ok || codec.UnionOf(typ) != nil {
			continue
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(d.text, &obj) != nil {
			continue
		}
		names := make([]string, 0, len(obj))
		for name, v := range obj {
			if len(v) > 0 && v[0] == '"' {
				names = append(names, name)
			}
		}
		sort.Strings(names) // the seed alone decides the cases
		for _, name := range names {
			orig := obj[name]
			var s string
			if json.Unmarshal(orig, &s) != nil {
				continue
			}
			for range tries {
				text, err := json.Marshal(garble(r, s))
				if err != nil {
					t.Fatal(err)
				}
				obj[name] = text
				mutated, err := json.Marshal(obj)
				if err != nil {
					t.Fatal(err)
				}
				for _, l := range limits {
					for _, c := range contracts {
						fast, slow, bad := codec.BadMemberPaths(mutated, reflect.New(typ).Interface(), l, c)
						if !bad {
							continue
						}
						cases++
						if len(slow) > 1 {
							withRules++
						}
						if codec.BadMemberWalks(reflect.New(typ).Interface()) {
							walked++
							if len(slow) > 1 {
								walkedRules++
							}
						}
						if !reflect.DeepEqual(fast, slow) {
							t.Errorf("%s %s (limits %+v, contract %v):\n badMember     %v\n badMemberWalk %v",
								d.schema, mutated, l, c, fast, slow)
						}
					}
				}
			}
			obj[name] = orig
		}
	}
	t.Logf("%d documents with a bad member, %d with more than its violation; %d (%d) of types whose nested values have rules",
		cases, withRules, walked, walkedRules)
	if cases < 100 || withRules == 0 || walkedRules == 0 {
		t.Fatalf("%d cases, %d with rule violations: the property checks too little", cases, withRules)
	}
}
