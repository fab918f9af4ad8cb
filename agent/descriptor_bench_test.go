package agent_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"

	"github.com/ethereum/go-ethereum/common"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/wire"
)

// benchDescriptor is a descriptor with every member present (1.1 KB).
var benchDescriptor = []byte(`{"@context":"https://schema.honeyjar.xyz/agent/v1","id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","name":"Test Agent","chain_id":1,"collection":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5","token_id":"42","personality":"witty-scholar","description":"A test agent","avatar_url":"https://example.com/avatar.png","capabilities":["chat","code","reasoning"],"models":{"chat":"cheap","code":"fast-code","review":"reviewer"},"tools":["web_search","calculator"],"tba":"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359","owner":"0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB","homepage":"https://example.com/agent/42","inbox":"https://example.com/agent/42/inbox","llms_txt":"https://example.com/agent/42/llms.txt","stats":{"interactions":1500,"uptime":0.995,"created_at":"2026-01-01T00:00:00Z","last_active":"2026-02-01T12:30:00.123Z"},"lifecycle_state":"ACTIVE","contract_version":"7.0.0"}`)

// BenchmarkDecodeDescriptor is the strict decode plus full validation.
func BenchmarkDecodeDescriptor(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchDescriptor)))
	for b.Loop() {
		var d agent.Descriptor
		if err := hounfour.Decode(benchDescriptor, &d); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeDescriptorNoValidate is the baseline "same struct without
// validation": the type's own structural decode (UnmarshalJSON) of the same
// bytes.
func BenchmarkDecodeDescriptorNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchDescriptor)))
	for b.Loop() {
		var d agent.Descriptor
		if err := d.UnmarshalJSON(benchDescriptor); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStdlibUnmarshalAny is the V8 proxy baseline: encoding/json
// decoding the same bytes into any.
func BenchmarkStdlibUnmarshalAny(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchDescriptor)))
	for b.Loop() {
		var v any
		if err := json.Unmarshal(benchDescriptor, &v); err != nil {
			b.Fatal(err)
		}
	}
}

// plainDescriptor mirrors Descriptor with plain Go types and no methods, for
// a reference figure: encoding/json into a struct, no checks at all.
type plainDescriptor struct {
	Context      string            `json:"@context"`
	ID           string            `json:"id"`
	Name         string            `json:"name"`
	ChainID      uint64            `json:"chain_id"`
	Collection   string            `json:"collection"`
	TokenID      string            `json:"token_id"`
	Personality  string            `json:"personality"`
	Description  *string           `json:"description"`
	AvatarURL    string            `json:"avatar_url"`
	Capabilities []string          `json:"capabilities"`
	Models       map[string]string `json:"models"`
	Tools        []string          `json:"tools"`
	TBA          string            `json:"tba"`
	Owner        string            `json:"owner"`
	Homepage     string            `json:"homepage"`
	Inbox        string            `json:"inbox"`
	LLMsTxt      string            `json:"llms_txt"`
	Stats        *struct {
		Interactions int64   `json:"interactions"`
		Uptime       float64 `json:"uptime"`
		CreatedAt    string  `json:"created_at"`
		LastActive   string  `json:"last_active"`
	} `json:"stats"`
	LifecycleState  string `json:"lifecycle_state"`
	ContractVersion string `json:"contract_version"`
}

func BenchmarkStdlibUnmarshalPlainStruct(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchDescriptor)))
	for b.Loop() {
		var d plainDescriptor
		if err := json.Unmarshal(benchDescriptor, &d); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMarshalDescriptor(b *testing.B) {
	var d agent.Descriptor
	if err := hounfour.Decode(benchDescriptor, &d); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.MarshalJSON(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeDescriptorColdEIP55 decodes documents whose four checksummed
// addresses are all different (4096 documents, more than the EIP-55 cache
// holds), so every mixed-case address pays its Keccak-256 verification.
func BenchmarkDecodeDescriptorColdEIP55(b *testing.B) {
	docs := coldDocs(b, 4096)
	b.ReportAllocs()
	b.SetBytes(int64(len(docs[0])))
	i := 0
	for b.Loop() {
		var d agent.Descriptor
		if err := hounfour.Decode(docs[i%len(docs)], &d); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func coldDocs(b *testing.B, n int) [][]byte {
	rng := rand.New(rand.NewPCG(1, 2))
	addr := func() string {
		var a common.Address
		for i := range a {
			a[i] = byte(rng.Uint32())
		}
		return wire.AddressFrom(a).String() // EIP-55, mixed case
	}
	docs := make([][]byte, n)
	for i := range docs {
		col := addr()
		s := strings.NewReplacer(
			"0x5Af0D9827E0c53E4799BB226655A1de152A425a5", col,
			"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", addr(),
			"0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", addr(),
		).Replace(string(benchDescriptor))
		docs[i] = []byte(s)
		var d agent.Descriptor
		if err := hounfour.Decode(docs[i], &d); err != nil {
			b.Fatal(err)
		}
	}
	return docs
}

// BenchmarkDescriptorRatios interleaves the three decodes of the same bytes
// in every iteration, so load on a shared machine affects them alike, and
// reports Decode's time as ratios: decode/novalidate (target ≤ 1.5) and
// decode/stdlib-any (target ≤ 0.5).
func BenchmarkDescriptorRatios(b *testing.B) {
	benchratio.Decode[agent.Descriptor](b, benchDescriptor, true)
}

// The decoded Descriptor (its strings and text primitives) shares no memory
// with the input buffer.
func TestDescriptorOwnsItsText(t *testing.T) {
	t.Parallel()
	doc := append([]byte(nil), benchDescriptor...)
	var d agent.Descriptor
	if err := hounfour.Decode(doc, &d); err != nil {
		t.Fatal(err)
	}
	before, err := d.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	for i := range doc {
		doc[i] = '0'
	}
	after, err := d.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if string(before) != string(after) {
		t.Errorf("value changed with the input buffer:\n%s\n%s", before, after)
	}
}
