package vectors_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/shared"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestUpstreamConversationEventTransfer: every upstream vector file of the
// conversation, domain-event and transfer folders has an adapter and runs,
// choreography.json included.
func TestUpstreamConversationEventTransfer(t *testing.T) {
	dir := shared.Upstream(t, "vectors")
	files, unadapted, err := vectors.LoadUpstream(dir)
	if err != nil {
		t.Fatal(err)
	}
	prefixes := []string{"conversation/", "domain-event/", "transfer/"}
	ours := func(p string) bool {
		for _, pre := range prefixes {
			if strings.HasPrefix(strings.TrimPrefix(p, "upstream/"), pre) {
				return true
			}
		}
		return false
	}
	for _, p := range unadapted {
		if ours(p) {
			t.Errorf("upstream %s has no adapter", p)
		}
	}
	var mine []vectors.File
	for _, f := range files {
		if ours(f.Path) {
			mine = append(mine, f)
		}
	}
	rep := vectors.RunFiles(mine)
	for _, r := range rep.Failed() {
		t.Errorf("%s %s: %v", r.File, r.ID, r.Err)
	}
	n := map[string]int{}
	for _, r := range rep.Results {
		n[r.File]++
	}
	for _, p := range []string{"upstream/conversation/conversations.json", "upstream/domain-event/events.json",
		"upstream/domain-event/batches.json", "upstream/transfer/transfers.json", "upstream/transfer/choreography.json"} {
		if n[p] == 0 {
			t.Errorf("%s: no case ran", p)
		}
		t.Logf("%-45s %3d cases", p, n[p])
	}
}
