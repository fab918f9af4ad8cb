package constraint_test

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

// hostileValues are JSON texts (some invalid) put in place of members of
// the documents of TestDecodedWithinDefaults: repeated names (one spelled
// with an escape), unpaired surrogates, invalid UTF-8, numbers beyond
// float64 and beyond the digit limit, deep nesting, and valid values with
// escapes and white space the decoder compacts.
var hostileValues = []string{
	`{"a":1,"\u0061":2}`, `{"a":{"b":1,"b":2}}`, `["\ud800"]`, `"\udc00x"`, `"\ud800\u0041"`,
	"\"\xff\"", "{\"\xc3\":1}", `1e400`, `-1e400`, `[1e309]`, `1e-400`,
	strings.Repeat("9", 79), `[` + strings.Repeat("1", 78) + `]`,
	strings.Repeat("[", 70) + strings.Repeat("]", 70), strings.Repeat(`{"a":`, 66) + "1" + strings.Repeat("}", 66),
	`{ "a" : [ 1 , "\u00e9\n\b\u0001\/" , { "\u0062" : null } ] }`, `"\ud83d\ude00"`, `0.5`, `{}`, `[]`,
}

// TestDecodedWithinDefaults: every document the generated decoder reads
// under the default limits (accepted, or with one member that failed to
// parse: Rules.DecodedWithinDefaults) has a value model the reference
// builder builds, and passes its type's registered encoding check, which
// Apply therefore skips on such a document. The documents are the vector
// and corpus documents of the constrained schemas and variations of them
// with members replaced by hostileValues (fixed default seed, see
// internal/testkit/proptest).
func TestDecodedWithinDefaults(t *testing.T) {
	paths := pathmode.Claim(t)
	names, docs := constrainedDocs(t)
	if root, err := upstreamdata.ModuleRoot(); err == nil {
		dir := filepath.Join(root, "..", "shared", "perf", "corpus-8.7.0")
		for _, schema := range schemas.Names() {
			data, err := os.ReadFile(filepath.Join(dir, schema+".jsonl"))
			if err != nil {
				continue
			}
			if _, seen := docs[schema]; !seen {
				names = append(names, schema)
			}
			for line := range bytes.Lines(data) {
				if line = bytes.TrimSpace(line); len(line) > 0 {
					docs[schema] = append(docs[schema], line)
				}
			}
		}
	}
	seed := proptest.Seed(t)
	variations := 24
	if testing.Short() {
		variations = 6
	}
	checked, hostile := 0, 0
	for _, schema := range names {
		if _, ok := schemas.Type(schema); !ok {
			continue
		}
		r := rand.New(rand.NewSource(seed + int64(len(schema))))
		type text struct {
			data   []byte
			varied bool
		}
		var texts []text
		for _, doc := range docs[schema] {
			texts = append(texts, text{data: doc})
			d := json.NewDecoder(bytes.NewReader(doc))
			d.UseNumber()
			var x any
			if d.Decode(&x) != nil {
				continue
			}
			for range variations {
				h := hostileValues[r.Intn(len(hostileValues))]
				varied, err := json.Marshal(replaceOne(r, x, 0))
				if err != nil {
					t.Fatal(err)
				}
				texts = append(texts, text{bytes.Replace(varied, []byte(`"@@hostile@@"`), []byte(h), 1), true})
			}
		}
		for _, tx := range texts {
			for _, c := range hounfour.Contracts() {
				v, err := schemas.New(schema)
				if err != nil {
					t.Fatal(err)
				}
				if !codec.GeneratedAcceptsIn(tx.data, v, codec.MustParseVersion(string(c))) {
					continue
				}
				built, has, check := constraint.ModelBuilds(paths, v)
				if !has {
					continue
				}
				checked++
				if tx.varied {
					hostile++
				}
				if !built || !check {
					t.Errorf("%s (%s) %s: read by the generated decoder, but the value model builds %v, the check passes %v",
						schema, c, tx.data, built, check)
				}
			}
		}
	}
	t.Logf("%d documents read with an encoding check (%d varied)", checked, hostile)
	if checked < 100 || hostile < 20 {
		t.Errorf("only %d documents read with an encoding check, %d of them varied", checked, hostile)
	}
}

// replaceOne returns v with one member or element, chosen at random at
// any depth, replaced by the string "@@hostile@@".
func replaceOne(r *rand.Rand, v any, depth int) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		keys := make([]string, 0, len(x))
		for k, m := range x {
			out[k] = m
			keys = append(keys, k)
		}
		if len(keys) == 0 {
			return "@@hostile@@"
		}
		slices.Sort(keys)
		k := keys[r.Intn(len(keys))]
		if r.Intn(3) == 0 || depth > 8 {
			out[k] = "@@hostile@@"
		} else {
			out[k] = replaceOne(r, x[k], depth+1)
		}
		return out
	case []any:
		if len(x) == 0 {
			return []any{"@@hostile@@"}
		}
		out := append([]any(nil), x...)
		i := r.Intn(len(x))
		if r.Intn(3) == 0 || depth > 8 {
			out[i] = "@@hostile@@"
		} else {
			out[i] = replaceOne(r, x[i], depth+1)
		}
		return out
	}
	return "@@hostile@@"
}
