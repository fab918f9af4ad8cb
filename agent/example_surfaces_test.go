package agent_test

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
)

const exampleDescriptor = `{"@context":"https://schema.honeyjar.xyz/agent/v1",
	"id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42","name":"Ada",
	"chain_id":1,"collection":"0x5af0d9827e0c53e4799bb226655a1de152a425a5","token_id":"42",
	"personality":"scholar","capabilities":["chat","code"],"models":{"code":"fast-code","chat":"cheap"},
	"homepage":"https://example.com/agent/42","llms_txt":"https://example.com/agent/42/llms.txt",
	"lifecycle_state":"ACTIVE","contract_version":"7.0.0"}`

// A net/http handler serving an agent's descriptor by content negotiation:
// JSON(-LD) for programs, llms.txt markdown for language models, 406 for
// what it cannot produce (HTML stays with the downstream service).
func ExampleNegotiate() {
	var d agent.Descriptor
	if err := hounfour.Decode([]byte(exampleDescriptor), &d); err != nil {
		panic(err)
	}
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Vary", "Accept")
		rep, err := agent.Negotiate(r.Header.Get("Accept"), &d)
		switch {
		case errors.Is(err, agent.ErrNotAcceptable):
			http.Error(w, "supported: "+fmt.Sprint(agent.Offers()), http.StatusNotAcceptable)
			return
		case err != nil:
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", rep.ContentType)
		w.Write(rep.Body)
	})
	srv := httptest.NewServer(handler)
	defer srv.Close()

	for _, accept := range []string{"application/ld+json", "text/plain, text/markdown;q=0.9", "text/html"} {
		req, _ := http.NewRequest("GET", srv.URL, nil)
		req.Header.Set("Accept", accept)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			panic(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		first, _, _ := strings.Cut(string(body), "\n")
		fmt.Printf("%s → %d %s\n  %.60s\n", accept, resp.StatusCode, resp.Header.Get("Content-Type"), first)
	}
	// Output:
	// application/ld+json → 200 application/ld+json
	//   {"@context":"https://schema.honeyjar.xyz/agent/v1","id":"eip
	// text/plain, text/markdown;q=0.9 → 200 text/plain; charset=utf-8
	//   # Ada
	// text/html → 406 text/plain; charset=utf-8
	//   supported: [application/json application/ld+json text/markdo
}

func ExampleRenderMarkdown() {
	var d agent.Descriptor
	if err := hounfour.Decode([]byte(exampleDescriptor), &d); err != nil {
		panic(err)
	}
	md, _ := agent.RenderMarkdown(&d)
	fmt.Print(string(md))
	// Output:
	// # Ada
	//
	// > scholar agent, ACTIVE, protocol 7.0.0
	//
	// ## Identity
	// - id: eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42
	//
	// ## Capabilities
	// - chat
	// - code
	//
	// ## Models
	// - chat: cheap
	// - code: fast-code
	//
	// ## Lifecycle
	// ACTIVE: operational, accepts conversations.
	//
	// ## Links
	// - homepage: https://example.com/agent/42
	// - llms.txt: https://example.com/agent/42/llms.txt
}

func ExampleChoose() {
	for _, accept := range []string{"", "text/*", "text/markdown;q=0.5, application/json;q=0.4", "image/*"} {
		mt, err := agent.Choose(accept)
		fmt.Printf("%q: %s %v\n", accept, mt, err)
	}
	// Output:
	// "": application/json <nil>
	// "text/*": text/markdown <nil>
	// "text/markdown;q=0.5, application/json;q=0.4": text/markdown <nil>
	// "image/*":  agent: no acceptable representation of the descriptor
}

func ExampleRenderJSONLD() {
	var d agent.Descriptor
	if err := hounfour.Decode([]byte(exampleDescriptor), &d); err != nil {
		panic(err)
	}
	js, _ := agent.RenderJSONLD(&d)
	fmt.Println(string(js))
	// The @context resolves to the context document, served as JSON-LD.
	fmt.Println(agent.JSONLDMediaType, len(agent.ContextDocument) > 0)
	// Output:
	// {"@context":"https://schema.honeyjar.xyz/agent/v1","id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","name":"Ada","chain_id":1,"collection":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5","token_id":"42","personality":"scholar","capabilities":["chat","code"],"models":{"chat":"cheap","code":"fast-code"},"homepage":"https://example.com/agent/42","llms_txt":"https://example.com/agent/42/llms.txt","lifecycle_state":"ACTIVE","contract_version":"7.0.0"}
	// application/ld+json true
}

func ExampleParseAccept() {
	ranges, err := agent.ParseAccept(`text/markdown;q=0.8, text/*;charset=utf-8, bogus`)
	for _, r := range ranges {
		fmt.Printf("%s/%s q=%d charset=%q\n", r.Type, r.Subtype, r.Q, r.Charset)
	}
	fmt.Println(err)
	// Output:
	// text/markdown q=800 charset=""
	// text/* q=1000 charset="utf-8"
	// agent: malformed Accept elements: "bogus"
}
