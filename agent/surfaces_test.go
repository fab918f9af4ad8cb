package agent_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/piprate/json-gold/ld"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/testkit/golden"
)

// fullDescriptor carries every member (the benchmark's descriptor).
const fullDescriptor = `{"@context":"https://schema.honeyjar.xyz/agent/v1","id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","name":"Test Agent","chain_id":1,"collection":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5","token_id":"42","personality":"witty-scholar","description":"A test agent","avatar_url":"https://example.com/avatar.png","capabilities":["chat","code","reasoning"],"models":{"chat":"cheap","code":"fast-code","review":"reviewer"},"tools":["web_search","calculator"],"tba":"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359","owner":"0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB","homepage":"https://example.com/agent/42","inbox":"https://example.com/agent/42/inbox","llms_txt":"https://example.com/agent/42/llms.txt","stats":{"interactions":1500,"uptime":0.995,"created_at":"2026-01-01T00:00:00Z","last_active":"2026-02-01T12:30:00.123Z"},"lifecycle_state":"ACTIVE","contract_version":"7.0.0"}`

func decodeDescriptor(t testing.TB, s string) *agent.Descriptor {
	t.Helper()
	var d agent.Descriptor
	if err := hounfour.Decode([]byte(s), &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

func TestRenderGolden(t *testing.T) {
	t.Parallel()
	d := decodeDescriptor(t, fullDescriptor)
	md, err := agent.RenderMarkdown(d)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "descriptor.golden.md", md)
	js, err := agent.RenderJSONLD(d)
	if err != nil {
		t.Fatal(err)
	}
	if string(js) != fullDescriptor {
		t.Errorf("JSON-LD rendering is not the descriptor's encoding:\n%s", js)
	}
	// Deterministic: a second rendering is identical.
	if md2, _ := agent.RenderMarkdown(d); !bytes.Equal(md, md2) {
		t.Error("two markdown renderings differ")
	}
}

// TestRenderMarkdownMembers: what the rendering keeps and leaves out.
func TestRenderMarkdownMembers(t *testing.T) {
	t.Parallel()
	d := decodeDescriptor(t, fullDescriptor)
	md, _ := agent.RenderMarkdown(d)
	for _, want := range []string{"# Test Agent\n", "> witty-scholar agent, ACTIVE, protocol 7.0.0\n", "A test agent",
		"- id: eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42", "- owner: 0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
		"- token-bound account: 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "- chat\n- code\n- reasoning\n",
		"- chat: cheap\n- code: fast-code\n- review: reviewer\n", "- web_search\n- calculator\n", "- interactions: 1500",
		"- uptime: 0.995", "- created: 2026-01-01T00:00:00Z", "- last active: 2026-02-01T12:30:00.123Z",
		"ACTIVE: operational, accepts conversations.", "- homepage: https://example.com/agent/42",
		"- inbox: https://example.com/agent/42/inbox", "- llms.txt: https://example.com/agent/42/llms.txt"} {
		t.Run(want, func(t *testing.T) {
			if !strings.Contains(string(md), want) {
				t.Errorf("markdown lacks %q", want)
			}
		})
	}
	for _, gone := range []string{"@context", "avatar", "chain_id", "token_id: 42"} {
		t.Run(gone, func(t *testing.T) {
			if strings.Contains(string(md), gone) {
				t.Errorf("markdown has %q", gone)
			}
		})
	}
	// An id that disagrees with chain_id/collection/token_id lists them.
	d.TokenID = "43"
	md, _ = agent.RenderMarkdown(d)
	if !strings.Contains(string(md), "- chain_id: 1\n- collection: 0x5Af0D9827E0c53E4799BB226655A1de152A425a5\n- token_id: 43\n") {
		t.Errorf("inconsistent id not spelled out:\n%s", md)
	}
}

// TestRenderMarkdownBudget: the worst case (long free text, long lists,
// markdown-looking values) stays within the word budget and keeps one value
// per line.
func TestRenderMarkdownBudget(t *testing.T) {
	t.Parallel()
	d := decodeDescriptor(t, fullDescriptor)
	long := strings.Repeat("word ", 500)
	d.Name = "# " + long
	desc := long + "\n## injected heading"
	d.Description = &desc
	d.Personality = "- " + long
	d.Capabilities, d.Tools = nil, nil
	for i := range 100 {
		d.Capabilities = append(d.Capabilities, long)
		d.Tools = append(d.Tools, "> "+long)
		d.Models[strings.Repeat("k", i+1)+" "+long] = "cheap"
	}
	md, err := agent.RenderMarkdown(d)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(strings.Fields(string(md))); n > agent.MarkdownWordBudget {
		t.Errorf("%d words, budget %d", n, agent.MarkdownWordBudget)
	}
	for _, l := range strings.Split(string(md), "\n") {
		if strings.HasPrefix(l, "#") && l != "## Identity" && !strings.HasPrefix(l, "# \\#") && !strings.HasPrefix(l, "## ") {
			t.Errorf("unexpected heading %q", l)
		}
	}
	if strings.Count(string(md), "\n## ") != 7 || !strings.Contains(string(md), "- (76 more)\n") {
		t.Errorf("sections or list cut wrong:\n%s", md)
	}
}

func TestRenderInvalid(t *testing.T) {
	t.Parallel()
	d := decodeDescriptor(t, fullDescriptor)
	d.Name = ""
	var verr *hounfour.ValidationError
	if _, err := agent.RenderMarkdown(d); !errors.As(err, &verr) {
		t.Errorf("markdown: %v", err)
	}
	if _, err := agent.RenderJSONLD(d); !errors.As(err, &verr) {
		t.Errorf("JSON-LD: %v", err)
	}
	if _, err := agent.Negotiate("text/plain", d); !errors.As(err, &verr) {
		t.Errorf("Negotiate: %v", err)
	}
}

// TestContextDocument: the shipped file and the Go constant are the same
// text, and it is a JSON-LD context for the descriptor's @context IRI.
func TestContextDocument(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("context.jsonld")
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != agent.ContextDocument {
		t.Error("context.jsonld and agent.ContextDocument differ")
	}
	var doc map[string]map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	// Every member of a descriptor has a term.
	var full map[string]any
	json.Unmarshal([]byte(fullDescriptor), &full)
	for k := range full {
		if _, ok := doc["@context"][k]; !ok && k != "@context" {
			t.Errorf("no term for %q", k)
		}
	}
}

// loader serves ContextDocument for DescriptorContext and nothing else: the
// test needs no network.
type loader struct{}

func (loader) LoadDocument(u string) (*ld.RemoteDocument, error) {
	if u != agent.DescriptorContext {
		return nil, ld.NewJsonLdError(ld.LoadingDocumentFailed, "unexpected document "+u)
	}
	var doc any
	if err := json.Unmarshal([]byte(agent.ContextDocument), &doc); err != nil {
		return nil, err
	}
	return &ld.RemoteDocument{DocumentURL: u, Document: doc}, nil
}

// TestJSONLDExpansion runs a JSON-LD 1.1 processor (json-gold) on the
// rendering: the expanded form carries exactly the IRIs and value types the
// context promises (golden file), no member is dropped, and compacting the
// expanded form with the context gives the descriptor back.
func TestJSONLDExpansion(t *testing.T) {
	t.Parallel()
	d := decodeDescriptor(t, fullDescriptor)
	js, _ := agent.RenderJSONLD(d)
	var doc map[string]any
	if err := json.Unmarshal(js, &doc); err != nil {
		t.Fatal(err)
	}
	proc := ld.NewJsonLdProcessor()
	opts := ld.NewJsonLdOptions("")
	opts.DocumentLoader = loader{}
	opts.ProcessingMode = ld.JsonLd_1_1
	expanded, err := proc.Expand(doc, opts)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.MarshalIndent(expanded, "", "  ")
	golden.Check(t, "descriptor.expanded.golden.json", append(out, '\n'))

	node := expanded[0].(map[string]any)
	if node["@id"] != "eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42" {
		t.Errorf("@id %v", node["@id"])
	}
	for iri, want := range map[string]string{
		"https://schema.org/name":                             `[{"@value":"Test Agent"}]`,
		"https://schema.honeyjar.xyz/agent/v1#chainId":        `[{"@type":"http://www.w3.org/2001/XMLSchema#integer","@value":1}]`,
		"https://schema.org/url":                              `[{"@id":"https://example.com/agent/42"}]`,
		"http://www.w3.org/ns/ldp#inbox":                      `[{"@id":"https://example.com/agent/42/inbox"}]`,
		"https://schema.honeyjar.xyz/agent/v1#models":         `[{"@type":"@json","@value":{"chat":"cheap","code":"fast-code","review":"reviewer"}}]`,
		"https://schema.honeyjar.xyz/agent/v1#lifecycleState": `[{"@value":"ACTIVE"}]`,
	} {
		t.Run(iri, func(t *testing.T) {
			got, _ := json.Marshal(node[iri])
			if string(got) != want {
				t.Errorf("%s = %s, want %s", iri, got, want)
			}
		})
	}
	// Every member but @context and id became a property.
	if len(node) != len(doc)-1 {
		t.Errorf("expanded node has %d entries, the descriptor %d members", len(node), len(doc))
	}

	ctx := map[string]any{"@context": agent.DescriptorContext}
	compacted, err := proc.Compact(expanded, ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(doc, compacted); diff != "" {
		t.Errorf("compact(expand(descriptor)) differs (-descriptor +compacted):\n%s", diff)
	}
}
