package gateway_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
)

// CheckHandshake reads a peer's discovery document (issue 16): beyond 1 MiB
// or another default limit it is incompatible without being parsed (a
// constant allocation); within them it costs a small multiple of its size.
func TestHostileHandshakeDiscovery(t *testing.T) {
	inputs := hostile.JSON()
	var members strings.Builder
	members.WriteString(`{"contract_version":"7.0.0"`)
	for i := range 9_000 {
		members.WriteString(`,"m` + strconv.Itoa(i) + `":[0,0,0]`)
	}
	members.WriteString(`}`)
	inputs = append(inputs, hostile.Input{Name: "9,000 members within the limits", Data: []byte(members.String())})
	for _, in := range inputs {
		var h gateway.Handshake
		n, allocs := hostile.Allocated(func() { h = gateway.CheckHandshake("7.0.0", in.Data, gateway.HandshakeOptions{}) })
		switch {
		case len(in.Data) > 1<<20:
			if h.Verdict != gateway.HandshakeIncompatible || h.Reason != "discovery document is larger than 1 MiB" {
				t.Errorf("%s: %v %q", in.Name, h.Verdict, h.Reason)
			}
			if n > hostile.ScanBytes {
				t.Errorf("%s: %d bytes in %d allocations", in.Name, n, allocs)
			}
		case in.Rule != "":
			if h.Verdict != gateway.HandshakeIncompatible || !strings.HasPrefix(h.Reason, "discovery document exceeds a limit: ") {
				t.Errorf("%s: %v %q", in.Name, h.Verdict, h.Reason)
			}
			if n > hostile.ScanBytes {
				t.Errorf("%s: %d bytes in %d allocations", in.Name, n, allocs)
			}
		default:
			// Parsed three times (members, the version members, the
			// document): a small multiple of the size.
			t.Logf("%s: %d bytes in %d allocations for %d bytes", in.Name, n, allocs, len(in.Data))
			if n > 32*uint64(len(in.Data))+hostile.ScanBytes {
				t.Errorf("%s: %d bytes in %d allocations for %d bytes", in.Name, n, allocs, len(in.Data))
			}
		}
		if len(h.Reason) > 1000 {
			t.Errorf("%s: reason of %d bytes", in.Name, len(h.Reason))
		}
	}
}

// A reason quotes at most lex.QuoteLimit bytes of the peer's text.
func TestHandshakeReasonBounded(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("7", 500_000)
	h := gateway.CheckHandshake("7.0.0", []byte(`{"contract_version":"`+long+`"}`), gateway.HandshakeOptions{})
	want := "peer advertised contract_version 7.0.0 but its discovery document says \"" + long[:128] + "…\" (500000 digits)"
	if h.Verdict != gateway.HandshakeIncompatible || h.Reason != want {
		t.Errorf("%v %.300q", h.Verdict, h.Reason)
	}
}

// DecodeStreamEvent reads the discriminator first, then decodes under the
// default limits: a hostile event is rejected at a cost independent of its
// size, even with a valid type before the hostile member.
func TestHostileDecodeStreamEvent(t *testing.T) {
	for _, in := range hostile.JSON() {
		for _, data := range [][]byte{in.Data, append([]byte(`{"type":"chunk",`), in.Data[1:]...)} {
			var err error
			n, allocs := hostile.Allocated(func() { _, err = gateway.DecodeStreamEvent(data) })
			if err == nil {
				t.Fatalf("%s: accepted", in.Name)
			}
			if in.Rule != "" && (n > hostile.ScanBytes || !strings.Contains(err.Error(), "limit")) {
				t.Errorf("%s: %d bytes in %d allocations: %.200v", in.Name, n, allocs, err)
			}
			if n > 8*uint64(len(data))+hostile.ScanBytes || len(err.Error()) > 2000 {
				t.Errorf("%s: %d bytes in %d allocations for %d bytes, error of %d bytes", in.Name, n, allocs, len(data), len(err.Error()))
			}
		}
	}
}

// DecodeStreamEvent applies the default limits whichever way it finds the
// variant: a document over a limit gives no event and the one violation of
// that limit, with "type" as the first member (the variant's decode checks
// the limits) or not (the limit scan before the tokenizer).
func TestDecodeStreamEventLimits(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 1<<20+1)
	deep := strings.Repeat("[", 200) + strings.Repeat("]", 200)
	for _, c := range []struct{ name, doc, rule string }{
		{"long string, type first", `{"type":"chunk","delta":"` + long + `","index":0}`, "limit-string-bytes"},
		{"long string, type last", `{"delta":"` + long + `","index":0,"type":"chunk"}`, "limit-string-bytes"},
		{"deep, type first", `{"type":"chunk","x":` + deep + `}`, "limit-depth"},
		{"deep, type last", `{"x":` + deep + `,"type":"chunk"}`, "limit-depth"},
		{"invalid text over a limit, type first", `{"type":"chunk","x":` + deep + `,`, "limit-depth"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ev, err := gateway.DecodeStreamEvent([]byte(c.doc))
			var ve *hounfour.ValidationError
			if ev != nil || !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != c.rule || ve.Schema != "stream-event" {
				t.Errorf("%s: got %v, %v; want no event and the one violation %s", c.name, ev, err, c.rule)
			}
		})
	}
}
