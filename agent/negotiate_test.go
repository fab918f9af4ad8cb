package agent_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/agent"
)

func TestChoose(t *testing.T) {
	t.Parallel()
	for i, tc := range []struct {
		accept, want string // want "" = 406
	}{
		{"", "application/json"},
		{"   ", "application/json"},
		{"*/*", "application/json"},
		{"application/json", "application/json"},
		{"application/ld+json", "application/ld+json"},
		{"text/markdown", "text/markdown"},
		{"text/plain", "text/plain"},
		{"TEXT/Markdown", "text/markdown"},
		{"text/*", "text/markdown"},
		{"application/*", "application/json"},
		{"text/html", ""},
		{"image/png, text/html;q=0.9", ""},
		{"application/json;q=0", ""},
		{"*/*;q=0", ""},
		// q-values decide; ties go to the server's order.
		{"application/json;q=0.5, text/markdown", "text/markdown"},
		{"text/plain;q=0.9, text/markdown;q=0.8", "text/plain"},
		{"text/markdown;q=0.8, text/plain;q=0.8", "text/markdown"},
		{"application/ld+json, application/json", "application/json"},
		{"application/ld+json;q=1.0, application/json;q=0.999", "application/ld+json"},
		// The most specific range sets an offer's weight, not the highest.
		{"text/*;q=0.9, text/markdown;q=0.1", "text/plain"},
		{"*/*;q=0.1, text/markdown;q=0", "application/json"},
		{"text/markdown;q=0, text/plain;q=0, application/*;q=0, */*;q=0.5", ""},
		{"text/html, */*;q=0.1", "application/json"},
		// A browser: HTML preferred, anything else acceptable.
		{"text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "application/json"},
		// An LLM client asking for llms.txt.
		{"text/plain, text/markdown;q=0.9", "text/plain"},
		// Charsets: the text renderings are UTF-8 only.
		{"text/markdown;charset=utf-8", "text/markdown"},
		{"text/markdown;charset=UTF-8", "text/markdown"},
		{"text/markdown;charset=iso-8859-1", ""},
		{`text/markdown; charset="utf-8"; q=0.5`, "text/markdown"},
		// Malformed elements are skipped; none left: anything is acceptable.
		{"text/markdown;q=2", "application/json"},
		{"text/markdown;q=0.5;q=0.6, text/plain", "text/plain"},
		{"garbage, text/markdown", "text/markdown"},
		{"*/markdown", "application/json"},
		{"text/markdown;q=0.1234, text/plain;q=0.123", "text/plain"},
		{",,text/plain,,", "text/plain"},
		{strings.Repeat("x/y,", 70) + "text/html", "application/json"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			got, err := agent.Choose(tc.accept)
			if tc.want == "" {
				if !errors.Is(err, agent.ErrNotAcceptable) {
					t.Errorf("Choose(%q) = %q, %v; want 406", tc.accept, got, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("Choose(%q) = %q, %v; want %q", tc.accept, got, err, tc.want)
			}
		})
	}
}

func TestParseAccept(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		header string
		want   []agent.MediaRange
		bad    bool
	}{
		{"", nil, false},
		{"text/markdown", []agent.MediaRange{{Type: "text", Subtype: "markdown", Q: 1000}}, false},
		{"text/*;q=0.25 , */*;q=0", []agent.MediaRange{{Type: "text", Subtype: "*", Q: 250}, {Type: "*", Subtype: "*", Q: 0}}, false},
		{"a/b;q=1.000", []agent.MediaRange{{Type: "a", Subtype: "b", Q: 1000}}, false},
		{"a/b;q=0.", []agent.MediaRange{{Type: "a", Subtype: "b", Q: 0}}, false},
		{"a/b;charset=UTF-8;q=0.5;ext=1", []agent.MediaRange{{Type: "a", Subtype: "b", Q: 500, Charset: "utf-8"}}, false},
		{"a/b;q=1.001", nil, true},
		{"a/b;q=-1", nil, true},
		{"a/b;q=.5", nil, true},
		{"a/b;q", nil, true},
		{"a/b;=x", nil, true},
		{"a/b;k=x y", nil, true},
		{"a b/c", nil, true},
		{"a/", nil, true},
		{"/b", nil, true},
		{"ab", nil, true},
		{"a/b, c/d;q=x", []agent.MediaRange{{Type: "a", Subtype: "b", Q: 1000}}, true},
	} {
		t.Run(tc.header, func(t *testing.T) {
			got, err := agent.ParseAccept(tc.header)
			if !slices.Equal(got, tc.want) || (err != nil) != tc.bad {
				t.Errorf("ParseAccept(%q) = %+v, %v", tc.header, got, err)
			}
		})
	}
	if r, err := agent.ParseAccept(strings.Repeat("a", agent.MaxAcceptLength+1)); r != nil || err == nil {
		t.Error("oversized header accepted")
	}
	if r, err := agent.ParseAccept(strings.Repeat("a/b,", agent.MaxAcceptRanges)); r != nil || err == nil {
		t.Error("too many elements accepted")
	}
}

func TestNegotiate(t *testing.T) {
	t.Parallel()
	d := decodeDescriptor(t, fullDescriptor)
	md, _ := agent.RenderMarkdown(d)
	for i, tc := range []struct {
		accept, mediaType, contentType string
		body                           string
	}{
		{"application/json", "application/json", "application/json", fullDescriptor},
		{"application/ld+json", "application/ld+json", "application/ld+json", fullDescriptor},
		{"text/markdown", "text/markdown", "text/markdown; charset=utf-8", string(md)},
		{"text/plain", "text/plain", "text/plain; charset=utf-8", string(md)},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			rep, err := agent.Negotiate(tc.accept, d)
			if err != nil || rep.MediaType != tc.mediaType || rep.ContentType != tc.contentType || string(rep.Body) != tc.body {
				t.Errorf("%s: %+v %v", tc.accept, rep, err)
			}
		})
	}
	if _, err := agent.Negotiate("text/html", d); !errors.Is(err, agent.ErrNotAcceptable) {
		t.Errorf("text/html: %v", err)
	}
}

func FuzzParseAccept(f *testing.F) {
	for _, s := range []string{"", "*/*", "text/markdown;q=0.5, application/json", `a/b;charset="utf-8";q=1.000`, "a/b;q=1.001,,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		ranges, err := agent.ParseAccept(header)
		for _, r := range ranges {
			if r.Q < 0 || r.Q > 1000 || r.Type == "" || r.Subtype == "" || r.Type != strings.ToLower(r.Type) {
				t.Fatalf("range %+v", r)
			}
		}
		if err == nil && len(ranges) > agent.MaxAcceptRanges {
			t.Fatalf("%d ranges", len(ranges))
		}
		mt, err := agent.Choose(header)
		if err == nil && !slices.Contains(agent.Offers(), mt) {
			t.Fatalf("Choose = %q", mt)
		}
	})
}

// Offers returns a copy: changing it changes no negotiation.
func TestOffersReadOnly(t *testing.T) {
	t.Parallel()
	offers := agent.Offers()
	offers[0] = "application/xml"
	if got, err := agent.Choose(""); err != nil || got != agent.JSONMediaType {
		t.Errorf("Choose(\"\") = %q, %v after changing the returned offers", got, err)
	}
	if _, err := agent.Choose("application/xml"); err == nil {
		t.Error("Choose(application/xml) succeeded after changing the returned offers")
	}
	if agent.Offers()[0] != agent.JSONMediaType {
		t.Error("a later call returned the changed offers")
	}
}
