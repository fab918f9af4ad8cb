package messaging_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
	"github.com/hounfour-go/hounfour/internal/testkit/race"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/messaging"
)

// benchMessage is the specification's example message with a subject, a
// billing entry and threading added: every rule runs (518 bytes).
var benchMessage = []byte(`{"id":"01HZX3K5Q8W2N4M6P7R9T0V1AB","from":{"scheme":"agent","nft_id":"4269","collection":"bears"},"to":{"scheme":"agent","nft_id":"eip155:80094/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/17"},"subject":"Q3 summary","content":"{\"task\":\"summarize\",\"doc\":\"q3-report\"}","content_type":"application/json","priority":"normal","delivery_status":"delivered","billing_entry_id":"01J0BILLING","sent_at":"2026-03-02T10:00:00Z","delivered_at":"2026-03-02T10:00:01.5Z","expires_at":"2026-03-03T10:00:00Z","in_reply_to":"01HZX3K5Q8W2N4M6P7R9T0V1AC","thread_id":"01HZX3K5Q8W2N4M6P7R9T0V1AD","contract_version":"7.0.0"}`)

// BenchmarkDecodeMessage is the strict decode plus full validation.
func BenchmarkDecodeMessage(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchMessage)))
	for b.Loop() {
		var m messaging.Message
		if err := hounfour.Decode(benchMessage, &m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeMessageNoValidate is the baseline: the type's own
// structural decode (UnmarshalJSON) of the same bytes. Addresses are checked
// completely there too, since an AgentAddress cannot hold an invalid form.
func BenchmarkDecodeMessageNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchMessage)))
	for b.Loop() {
		var m messaging.Message
		if err := m.UnmarshalJSON(benchMessage); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMarshalMessage(b *testing.B) {
	var m messaging.Message
	if err := hounfour.Decode(benchMessage, &m); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.MarshalJSON(); err != nil {
			b.Fatal(err)
		}
	}
}

var parseInputs = []struct{ name, uri string }{
	{"Token", "agent://4269"},
	{"Alias", "agent://bears/4269"},
	{"NftID", nftURI},
}

func BenchmarkParseAgentAddress(b *testing.B) {
	for _, in := range parseInputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := messaging.ParseAgentAddress(in.uri); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkAddressString(b *testing.B) {
	for _, in := range parseInputs {
		a := messaging.MustParseAgentAddress(in.uri)
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = a.String()
			}
		})
	}
}

// ParseAgentAddress allocates nothing on success: the AgentAddress holds
// substrings of its input (and an NftID value).
func TestParseAddressAllocs(t *testing.T) {
	if testing.CoverMode() != "" || race.Enabled {
		t.Skip("allocation counts differ under coverage and the race detector")
	}
	for _, in := range parseInputs {
		t.Run(in.name, func(t *testing.T) {
			if n := testing.AllocsPerRun(100, func() { _, _ = messaging.ParseAgentAddress(in.uri) }); n != 0 {
				t.Errorf("ParseAgentAddress(%s): %v allocations, want 0", in.name, n)
			}
		})
	}
}

// BenchmarkMessageRatios interleaves the three decodes of the same bytes in
// every iteration, so load on a shared machine affects them alike, and
// reports Decode's time as ratios: decode/novalidate (Decode against the
// type's UnmarshalJSON) and decode/stdlib-any (against encoding/json into
// any).
func BenchmarkMessageRatios(b *testing.B) {
	benchratio.Decode[messaging.Message](b, benchMessage, true)
}
