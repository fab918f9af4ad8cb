package agent_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
)

// ParseIdentity takes a peer's bytes (issue 16): text beyond the default
// limits is rejected before it is parsed, with the limit's violation and a
// constant allocation; text within them costs a small multiple of its size.
func TestHostileParseIdentity(t *testing.T) {
	for _, in := range hostile.JSON() {
		var err error
		n, allocs := hostile.Allocated(func() { _, err = agent.ParseIdentity(in.Data) })
		if err == nil {
			t.Fatalf("%s: accepted", in.Name)
		}
		if in.Rule == "" {
			if n > 4*uint64(len(in.Data))+hostile.ScanBytes {
				t.Errorf("%s: %d bytes in %d allocations for %d bytes", in.Name, n, allocs, len(in.Data))
			}
			continue
		}
		var verr *hounfour.ValidationError
		if !errors.As(err, &verr) || verr.Schema != "agent-identity" || len(verr.Violations) != 1 ||
			verr.Violations[0].Rule != in.Rule || !strings.HasPrefix(err.Error(), "parseAgentIdentity: ") {
			t.Errorf("%s: %.300v, want one %s violation", in.Name, err, in.Rule)
		}
		if n > hostile.ScanBytes || len(err.Error()) > 1000 {
			t.Errorf("%s: %d bytes in %d allocations, error of %d bytes", in.Name, n, allocs, len(err.Error()))
		}
	}
}

// ParseAccept bounds a header by its length and element count before
// splitting it.
func TestHostileParseAccept(t *testing.T) {
	for i, h := range []string{
		strings.Repeat("a", 1<<20),
		strings.Repeat(",", 1<<20),
		strings.Repeat("text/html;q=0.5,", 63),
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var err error
			n, _ := hostile.Allocated(func() { _, err = agent.ParseAccept(h) })
			if len(h) > agent.MaxAcceptLength && err == nil {
				t.Errorf("%d-byte header accepted", len(h))
			}
			if n > 16*agent.MaxAcceptLength {
				t.Errorf("%d-byte header: %d bytes", len(h), n)
			}
		})
	}
}

// ParseAgentContext reads Markdown line by line: its work is linear in the
// text, and a block has at most MaxAgentContextLines lines.
func TestHostileParseAgentContext(t *testing.T) {
	for name, text := range map[string]string{
		"10 MiB line":       "<!-- AGENT-CONTEXT\nname: " + strings.Repeat("a", 10<<20) + "\n-->\n",
		"1e6 lines":         "<!-- AGENT-CONTEXT\n" + strings.Repeat("- x\n", 1_000_000) + "-->\n",
		"1e6 bad lines":     "<!-- AGENT-CONTEXT\n" + strings.Repeat(" :\n", 1_000_000) + "-->\n",
		"unterminated":      "<!-- AGENT-CONTEXT\n" + strings.Repeat("k: v\n", 1_000_000),
		"1e6 openers":       strings.Repeat("<!-- AGENT-CONTEXT\n", 1_000_000),
		"quotes and colons": "<!-- AGENT-CONTEXT\nname: \"" + strings.Repeat(`\"`, 1<<20) + "\"\n-->\n",
	} {
		t.Run(name, func(t *testing.T) {
			md := []byte(text)
			var err error
			n, allocs := hostile.Allocated(func() { _, err = agent.ParseAgentContext(md) })
			// A copy of the text, a slice header per line, a few copies of a
			// line's text.
			if n > 20*uint64(len(md))+hostile.ScanBytes {
				t.Errorf("%s: %d bytes in %d allocations for %d bytes", name, n, allocs, len(md))
			}
			if err != nil && len(err.Error()) > 1000 {
				t.Errorf("%s: error text of %d bytes", name, len(err.Error()))
			}
		})
	}
}

func TestAgentContextLineLimit(t *testing.T) {
	t.Parallel()
	block := func(lines int) []byte {
		return []byte("<!-- AGENT-CONTEXT\nname: a\ntype: b\npurpose: c\nversion: 1\ncapability_requirements:\n" +
			strings.Repeat("  - filesystem: read\n", lines-6) + "-->\n")
	}
	c, err := agent.ParseAgentContext(block(agent.MaxAgentContextLines))
	if err != nil || len(c.Requirements) != agent.MaxAgentContextLines-6 {
		t.Fatalf("%d lines: %v, %d requirements", agent.MaxAgentContextLines, err, len(c.Requirements))
	}
	_, err = agent.ParseAgentContext(block(agent.MaxAgentContextLines + 1))
	if err == nil || err.Error() != "agent context: block longer than 1000 lines" {
		t.Errorf("%d lines: %v", agent.MaxAgentContextLines+1, err)
	}
}
