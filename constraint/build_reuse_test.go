package constraint

import (
	"encoding/json"
	"fmt"
	"testing"
)

type reuseNode struct {
	Name  string      `json:"name"`
	Kids  []reuseNode `json:"kids,omitzero"`
	Extra any         `json:"extra,omitzero"`
}

type reuseDoc struct {
	ID    string           `json:"id"`
	Count int64            `json:"count"`
	Tags  []string         `json:"tags,omitzero"`
	Root  reuseNode        `json:"root"`
	Attrs map[string]int64 `json:"attrs,omitzero"`
}

// reuseDocOf makes a document whose size grows with n (and shrinks again
// for the later n of the sequence the test runs).
func reuseDocOf(n int) *reuseDoc {
	d := &reuseDoc{ID: fmt.Sprint("doc-", n), Count: int64(n), Root: reuseNode{Name: "root"}}
	for i := range n % 7 {
		d.Tags = append(d.Tags, fmt.Sprint("t", i))
	}
	for i := range n % 5 {
		k := reuseNode{Name: fmt.Sprint("k", i), Extra: map[string]any{"i": i, "s": []any{"x", i}}}
		for j := range i {
			k.Kids = append(k.Kids, reuseNode{Name: fmt.Sprint("g", j)})
		}
		d.Root.Kids = append(d.Root.Kids, k)
	}
	if n%3 == 0 {
		d.Attrs = map[string]int64{}
		for i := range n % 40 { // at times above the index threshold
			d.Attrs[fmt.Sprint("a", i)] = int64(i)
		}
	}
	return d
}

// TestBuilderReuse: a builder that keeps its slabs from one build to the
// next (Apply's fast path) builds exactly the value a fresh build gives,
// for a sequence of documents growing and shrinking.
func TestBuilderReuse(t *testing.T) {
	b := &builder{}
	for n := range 200 {
		doc := reuseDocOf((n * 37) % 97)
		want, err := fromDocument(doc)
		if err != nil {
			t.Fatal(err)
		}
		got, err := b.build(doc, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !sameValue(got, want) || got.String() != want.String() {
			enc, _ := json.Marshal(doc)
			t.Fatalf("document %d (%s): reused build\n%v\nfresh build\n%v", n, enc, got, want)
		}
		b.reset(true)
		if n > 0 && cap(b.memSlab) == 0 {
			t.Fatalf("document %d: the builder kept no member slab", n)
		}
	}
}
