package vectors_test

import "testing"

// TestUpstreamConversationEventTransfer: every upstream vector file of the
// conversation, domain-event and transfer folders has an adapter and runs,
// choreography.json included.
func TestUpstreamConversationEventTransfer(t *testing.T) {
	t.Parallel()
	rep := runUpstreamFolders(t, "conversation/", "domain-event/", "transfer/")
	n := map[string]int{}
	for _, r := range rep.Results {
		n[r.File]++
	}
	for _, p := range []string{"upstream/conversation/conversations.json", "upstream/domain-event/events.json",
		"upstream/domain-event/batches.json", "upstream/transfer/transfers.json", "upstream/transfer/choreography.json"} {
		t.Run(p, func(t *testing.T) {
			if n[p] == 0 {
				t.Errorf("%s: no case ran", p)
			}
			t.Logf("%-45s %3d cases", p, n[p])
		})
	}
}
