package reputation

import (
	"testing"
)

// TestScanType holds scanType to the event types (every one found, as its
// constant, without an allocation; anything else not) and to peekType, the
// tokenizer it stands in for, wherever it answers.
func TestScanType(t *testing.T) {
	docs := map[string]bool{}
	for _, et := range EventTypes() {
		s := string(et)
		for _, doc := range []string{
			`{"type":"` + s + `"}`,
			`{"event_id":"x","agent_id":"a","n":[1,{"type":"no"}],"type":"` + s + `","score":1}`,
			` { "type" : "` + s + `" } `,
		} {
			docs[doc] = true
			got, ok := scanType([]byte(doc))
			if !ok || got != s {
				t.Errorf("scanType(%s) = %q, %v; want %q", doc, got, ok, s)
			}
			if n := testing.AllocsPerRun(10, func() { scanType([]byte(doc)) }); n != 0 {
				t.Errorf("scanType(%s): %v allocations, want 0", doc, n)
			}
		}
		for _, bad := range []string{s[:len(s)-1], s + "x", "X" + s[1:], "", `\u0071` + s[1:]} {
			doc := `{"type":"` + bad + `"}`
			docs[doc] = false
			if got, ok := scanType([]byte(doc)); ok {
				t.Errorf("scanType(%s) = %q, true; want false", doc, got)
			}
		}
	}
	for doc, found := range docs {
		got, _ := scanType([]byte(doc))
		want, viol := peekType([]byte(doc))
		if found && (viol != nil || want != got) {
			t.Errorf("%s: scanType %q, peekType %q %v", doc, got, want, viol)
		}
	}
}
