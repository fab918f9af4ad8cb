package schemas_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/schemas"
)

// unparsableTexts replace a string member of a document: texts most text
// primitives refuse (an address off its EIP-55 form, malformed identifiers,
// instants and amounts), one escaped.
var unparsableTexts = []string{
	"eip155:1/0xbEeFbeEfbeEfbeEFbeEfbeEfBEeFBEEfBeEfBeef/42", "0xbEeFbeEfbeEfbeEFbeEfbeEfBEeFBEEfBeEfBeef",
	"x", "0xZZ", "2026-13-45T00:00:00Z", "-1", "1.5", "eip155:1/0x00/1", "\u00e9\\u0041", "did:", "~/",
}

// TestUnparsableMemberOracle: a document whose member holds a text its
// primitive refuses gets, on the fast paths (where the generated decoder
// reports the first such member itself), exactly the verdict of the
// reflective and reference paths: every string member of every 8.7.0
// corpus document replaced by each of unparsableTexts, under 8.7.0 and
// 7.0.0 and with a violation cap of one.
func TestUnparsableMemberOracle(t *testing.T) {
	paths := pathmode.Claim(t)
	options := []hounfour.Options{
		{Contract: hounfour.Contract870, AcceptDeferred: true},
		{Contract: hounfour.Contract700},
		{Contract: hounfour.Contract870, Limits: hounfour.Limits{MaxViolations: 1}},
	}
	docs, rejected := 0, 0
	for _, e := range perfcorpus.Load87(t) {
		for _, line := range e.Lines {
			var obj map[string]json.RawMessage
			if json.Unmarshal(line, &obj) != nil {
				continue
			}
			for name, v := range obj {
				if len(v) == 0 || v[0] != '"' {
					continue
				}
				for _, text := range unparsableTexts {
					obj[name] = json.RawMessage(`"` + text + `"`)
					doc, err := json.Marshal(obj)
					if err != nil {
						t.Fatal(err)
					}
					docs++
					for _, o := range options {
						fast := schemas.ValidateWith(e.Schema, doc, o)
						var refl, ref error
						paths.In(codec.ModeReflect, func() { refl = schemas.ValidateWith(e.Schema, doc, o) })
						paths.Reference(func() { ref = schemas.ValidateWith(e.Schema, doc, o) })
						if fmt.Sprint(fast) != fmt.Sprint(refl) || !reflect.DeepEqual(fast, refl) ||
							fmt.Sprint(fast) != fmt.Sprint(ref) {
							t.Errorf("%s %s %+v:\n fast %v\n reflect %v\n reference %v", e.Schema, doc, o, fast, refl, ref)
						}
						if fast != nil && strings.Contains(fast.Error(), "/"+name) {
							rejected++
						}
					}
				}
				obj[name] = v
			}
		}
	}
	t.Logf("%d documents, %d verdicts naming the replaced member", docs, rejected)
	if docs == 0 || rejected == 0 {
		t.Fatalf("%d documents, %d rejections at the replaced member: the test checks nothing", docs, rejected)
	}
}
