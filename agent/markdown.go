package agent

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// MarkdownMediaType is the media type of the markdown (llms.txt)
// rendering.
const MarkdownMediaType = "text/markdown"

// MarkdownWordBudget bounds the words of RenderMarkdown's output for any
// valid descriptor.
const MarkdownWordBudget = 800

// Clipping limits of the markdown rendering.
const (
	mdListItems   = 24 // items shown per list (capabilities, tools, models)
	mdItemWords   = 6  // words shown per list item, model key or short value
	mdNameWords   = 12 // words of the name
	mdDescWords   = 80 // words of the description
	mdPersonality = 6  // words of the personality id
)

// stateSummary says what each lifecycle state means to an agent talking to
// the descriptor's agent.
var stateSummary = map[LifecycleState]string{
	StateDormant:      "the NFT exists, no agent is provisioned",
	StateProvisioning: "setup is in progress",
	StateActive:       "operational, accepts conversations",
	StateSuspended:    "temporarily disabled",
	StateTransferred:  "an ownership change was detected; between owners",
	StateArchived:     "permanently deactivated",
}

// RenderMarkdown returns the token-efficient markdown rendering of d, in
// the llms.txt form: a title, a one-line summary quote, then Identity,
// Capabilities, Models, Tools, Stats, Lifecycle and Links sections (a
// section without content is left out). The output is deterministic
// (models sorted by task type, lists in their order) and holds at most
// MarkdownWordBudget words: free text is clipped (name to 12 words,
// description to 80, list items and model keys to 6) and lists show their
// first 24 items followed by "(N more)".
//
// Left out: @context (JSON-LD machinery, meaningless in markdown),
// avatar_url (an image for people, of no use to a text reader), and
// chain_id, collection and token_id when they are the parts of id (a
// reader gets them from id; when they disagree with it they are listed).
// A descriptor that does not validate is an error (a
// *hounfour.ValidationError).
func RenderMarkdown(d *Descriptor) ([]byte, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString("# " + oneLine(clipWords(d.Name, mdNameWords)) + "\n\n")
	b.WriteString("> " + oneLine(clipWords(d.Personality, mdPersonality)) + " agent, " + string(d.LifecycleState) +
		", protocol " + d.ContractVersion.String() + "\n")
	if d.Description != nil && strings.TrimSpace(*d.Description) != "" {
		b.WriteString("\n" + oneLine(clipWords(*d.Description, mdDescWords)) + "\n")
	}

	b.WriteString("\n## Identity\n")
	b.WriteString("- id: " + d.ID.String() + "\n")
	if !d.IDConsistent() {
		b.WriteString("- chain_id: " + strconv.FormatUint(d.ChainID, 10) + "\n")
		b.WriteString("- collection: " + d.Collection.String() + "\n")
		b.WriteString("- token_id: " + d.TokenID + "\n")
	}
	if !d.Owner.IsZero() {
		b.WriteString("- owner: " + d.Owner.String() + "\n")
	}
	if !d.TBA.IsZero() {
		b.WriteString("- token-bound account: " + d.TBA.String() + "\n")
	}

	b.WriteString("\n## Capabilities\n")
	writeList(&b, d.Capabilities)

	if len(d.Models) > 0 {
		b.WriteString("\n## Models\n")
		keys := slices.Sorted(maps.Keys(d.Models))
		for i, k := range keys {
			if i == mdListItems {
				b.WriteString("- (" + strconv.Itoa(len(keys)-i) + " more)\n")
				break
			}
			name := oneLine(clipWords(k, mdItemWords))
			if name == "" {
				name = `""`
			}
			b.WriteString("- " + name + ": " + string(d.Models[k]) + "\n")
		}
	}
	if len(d.Tools) > 0 {
		b.WriteString("\n## Tools\n")
		writeList(&b, d.Tools)
	}
	if s := d.Stats; s != nil {
		b.WriteString("\n## Stats\n")
		b.WriteString("- interactions: " + strconv.FormatInt(s.Interactions, 10) + "\n")
		b.WriteString("- uptime: " + strconv.FormatFloat(s.Uptime, 'f', -1, 64) + "\n")
		b.WriteString("- created: " + s.CreatedAt.String() + "\n")
		if !s.LastActive.IsZero() {
			b.WriteString("- last active: " + s.LastActive.String() + "\n")
		}
	}
	b.WriteString("\n## Lifecycle\n")
	b.WriteString(string(d.LifecycleState) + ": " + stateSummary[d.LifecycleState] + ".\n")

	b.WriteString("\n## Links\n")
	b.WriteString("- homepage: " + d.Homepage.String() + "\n")
	if !d.Inbox.IsZero() {
		b.WriteString("- inbox: " + d.Inbox.String() + "\n")
	}
	if !d.LLMsTxt.IsZero() {
		b.WriteString("- llms.txt: " + d.LLMsTxt.String() + "\n")
	}
	return []byte(b.String()), nil
}

func writeList(b *strings.Builder, items []string) {
	for i, it := range items {
		if i == mdListItems {
			b.WriteString("- (" + strconv.Itoa(len(items)-i) + " more)\n")
			return
		}
		s := oneLine(clipWords(it, mdItemWords))
		if s == "" {
			s = `""`
		}
		b.WriteString("- " + s + "\n")
	}
}

// clipWords keeps at most n white-space separated words, joined by single
// spaces, marking a cut with "…".
func clipWords(s string, n int) string {
	f := strings.Fields(s)
	if len(f) <= n {
		return strings.Join(f, " ")
	}
	return strings.Join(f[:n], " ") + " …"
}

// oneLine neutralizes markdown structure at the start of a value: a
// leading "#", ">", "-", "*", "+", "|" or "`" is escaped with a backslash.
func oneLine(s string) string {
	if s != "" && strings.ContainsRune("#>-*+|`", rune(s[0])) {
		return `\` + s
	}
	return s
}
