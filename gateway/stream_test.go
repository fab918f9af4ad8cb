package gateway_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
)

// Valid events of every variant, in canonical output form (type first,
// declared members in table order, unknown members sorted).
var validEvents = []struct {
	typ gateway.StreamEventType
	doc string
}{
	{gateway.EventStreamStart, `{"type":"stream_start","model":"gpt-4o","provider":"openai","pool_id":"fast-code","trace_id":"tr-1","contract_version":"7.0.0","sequence":0,"execution_mode":"remote"}`},
	{gateway.EventStreamStart, `{"type":"stream_start","model":"","provider":"","pool_id":"not-a-pool","trace_id":"","contract_version":"anything"}`},
	{gateway.EventChunk, `{"type":"chunk","delta":"Hel","index":0,"sequence":1}`},
	{gateway.EventChunk, `{"type":"chunk","delta":""}`},
	{gateway.EventToolCall, `{"type":"tool_call","index":0,"id":"call_1","function":{"name":"get_weather","arguments":"{\"ci"},"sequence":2}`},
	{gateway.EventToolCall, `{"type":"tool_call","index":3,"function":{"arguments":"","x-extra":[1,2]}}`},
	{gateway.EventUsage, `{"type":"usage","prompt_tokens":10,"completion_tokens":20,"reasoning_tokens":5,"sequence":3}`},
	{gateway.EventStreamEnd, `{"type":"stream_end","finish_reason":"stop","billing_method":"provider_reported","cost_micro":"1500","sequence":4}`},
	{gateway.EventStreamEnd, `{"type":"stream_end","finish_reason":"content_filter","billing_method":"observed_chunks_overcount","cost_micro":"0"}`},
	{gateway.EventError, `{"type":"error","code":"PROVIDER_TIMEOUT","message":"upstream timed out","retryable":true,"sequence":5}`},
	{gateway.EventError, "{\"type\":\"error\",\"code\":\"\",\"message\":\"\",\"retryable\":false,\"a\":null,\"b\":{\"c\":\"\u2028<\"}}"},
}

func TestDecodeStreamEventValid(t *testing.T) {
	t.Parallel()
	for i, tc := range validEvents {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			ev, err := gateway.DecodeStreamEvent([]byte(tc.doc))
			if err != nil {
				t.Errorf("%s: %v", tc.doc, err)
				return
			}
			if ev.EventType() != tc.typ {
				t.Errorf("%s: EventType %s, want %s", tc.doc, ev.EventType(), tc.typ)
			}
			if err := ev.Validate(); err != nil {
				t.Errorf("%s: Validate after decode: %v", tc.doc, err)
			}
			out, err := ev.MarshalJSON()
			if err != nil || string(out) != tc.doc {
				t.Errorf("round trip:\n got %s (%v)\nwant %s", out, err, tc.doc)
			}
			// encoding/json reaches the same methods through the interface value
			// (v1 may HTML-escape what MarshalJSON returns: same JSON value).
			out2, err := json.Marshal(ev)
			if err != nil || !sameJSON(t, out2, []byte(tc.doc)) {
				t.Errorf("json.Marshal: %s, %v", out2, err)
			}
			// The container dispatches on type as well.
			var c gateway.StreamEventJSON
			if err := hounfour.Decode([]byte(tc.doc), &c); err != nil || c.Event.EventType() != tc.typ {
				t.Errorf("hounfour.Decode(StreamEventJSON): %v", err)
			}
			if err := json.Unmarshal([]byte(tc.doc), &c); err != nil || c.Event.EventType() != tc.typ {
				t.Errorf("json.Unmarshal(StreamEventJSON): %v", err)
			}
			if out3, err := json.Marshal(c); err != nil || !sameJSON(t, out3, []byte(tc.doc)) {
				t.Errorf("json.Marshal(StreamEventJSON): %s, %v", out3, err)
			}
		})
	}
}

func TestDecodeStreamEventInputForms(t *testing.T) {
	t.Parallel()
	for i, tc := range []struct{ in, out string }{
		// Member order, whitespace and escapes do not matter; unknown members
		// come back sorted after the declared ones.
		{` { "z":1, "delta":"x", "a":"\u0041", "type" : "chunk" } `, `{"type":"chunk","delta":"x","a":"A","z":1}`},
		// The discriminator may be escaped.
		{`{"type":"\u0063hunk","delta":"x"}`, `{"type":"chunk","delta":"x"}`},
		// Integers in any integral form; cost_micro canonicalized (deviation 22).
		{`{"type":"stream_end","finish_reason":"length","billing_method":"prompt_only","cost_micro":"007","sequence":1e1}`,
			`{"type":"stream_end","finish_reason":"length","billing_method":"prompt_only","cost_micro":"7","sequence":10}`},
		{`{"type":"usage","prompt_tokens":1.0,"completion_tokens":-0}`, `{"type":"usage","prompt_tokens":1,"completion_tokens":0}`},
		// Numbers inside unknown members are kept verbatim.
		{`{"type":"chunk","delta":"","n":1.50e+3,"big":123456789012345678901234567890}`,
			`{"type":"chunk","delta":"","big":123456789012345678901234567890,"n":1.50e+3}`},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			ev, err := gateway.DecodeStreamEvent([]byte(tc.in))
			if err != nil {
				t.Errorf("%s: %v", tc.in, err)
				return
			}
			out, _ := ev.MarshalJSON()
			if string(out) != tc.out {
				t.Errorf("%s:\n got %s\nwant %s", tc.in, out, tc.out)
			}
		})
	}
}

func TestDecodeStreamEventViolations(t *testing.T) {
	t.Parallel()
	for i, tc := range []struct {
		doc  string
		want string
		typ  gateway.StreamEventType // "" = no variant selected
	}{
		// The union's own violations.
		{`[]`, lines(" type Expected object"), ""},
		{`"chunk"`, lines(" type Expected object"), ""},
		{`null`, lines(" type Expected object"), ""},
		{`{}`, lines("/type required Expected required property"), ""},
		{`{"delta":"x"}`, lines("/type required Expected required property"), ""},
		{`{"type":null}`, lines("/type type Expected string"), ""},
		{`{"type":1}`, lines("/type type Expected string"), ""},
		{`{"type":"Chunk","delta":"x"}`, lines("/type enum Expected union value"), ""},
		{`{"type":"done"}`, lines("/type enum Expected union value"), ""},
		{`{"type":""}`, lines("/type enum Expected union value"), ""},
		{`{"type":"toString"}`, lines("/type enum Expected union value"), ""},
		// Syntax errors win over everything, wherever they are.
		{`{"type":"nope",}`, syntaxError, ""},
		{`{"type":"chunk","delta":"x"} {}`, syntaxError, ""},
		{"{\"type\":\"chunk\",\"delta\":\"\xff\"}", syntaxError, ""},
		{`{"type":"chunk","delta":"\ud800"}`, syntaxError, ""},
		{``, syntaxError, ""},
		{`{"type":1,`, syntaxError, ""},
		{`[1,}`, syntaxError, ""},
		// A selected variant's violations at their own paths.
		{`{"type":"chunk"}`, lines("/delta required Expected required property"), gateway.EventChunk},
		{`{"type":"chunk","delta":null,"index":-1,"sequence":null}`, lines(
			"/delta type Expected string",
			"/index minimum Expected integer to be greater or equal to 0",
			"/sequence type Expected integer"), gateway.EventChunk},
		{`{"type":"chunk","delta":"x","sequence":1.5}`, lines("/sequence type Expected integer"), gateway.EventChunk},
		{`{"type":"chunk","delta":"x","type":"usage"}`, lines("/type duplicate-member Duplicate property"), gateway.EventChunk},
		{`{"type":"chunk","delta":"x","u":{"k":1,"k":2}}`, lines("/u/k duplicate-member Duplicate property"), gateway.EventChunk},
		{`{"type":"stream_start"}`, lines(
			"/model required Expected required property",
			"/provider required Expected required property",
			"/pool_id required Expected required property",
			"/trace_id required Expected required property",
			"/contract_version required Expected required property"), gateway.EventStreamStart},
		{`{"type":"stream_start","model":"m","provider":"p","pool_id":"x","trace_id":"t","contract_version":"7","execution_mode":"local"}`,
			lines("/execution_mode enum Expected union value"), gateway.EventStreamStart},
		{`{"type":"tool_call","function":{"name":1}}`, lines(
			"/index required Expected required property",
			"/function/name type Expected string",
			"/function/arguments required Expected required property"), gateway.EventToolCall},
		{`{"type":"tool_call","index":0,"function":[]}`, lines("/function type Expected object"), gateway.EventToolCall},
		{`{"type":"usage","prompt_tokens":-1,"completion_tokens":"2","reasoning_tokens":9223372036854775808}`, lines(
			"/prompt_tokens minimum Expected integer to be greater or equal to 0",
			"/completion_tokens type Expected integer",
			"/reasoning_tokens maximum Expected integer to be less or equal to 9223372036854775807"), gateway.EventUsage},
		{`{"type":"stream_end","finish_reason":"STOP","billing_method":"guess","cost_micro":"-1"}`, lines(
			"/finish_reason enum Expected union value",
			"/billing_method enum Expected union value",
			"/cost_micro pattern Expected string to match '^[0-9]+$'"), gateway.EventStreamEnd},
		{`{"type":"stream_end","finish_reason":"stop","billing_method":"prompt_only","cost_micro":""}`,
			lines("/cost_micro pattern Expected string to match '^[0-9]+$'"), gateway.EventStreamEnd},
		{`{"type":"stream_end","finish_reason":"stop","billing_method":"prompt_only","cost_micro":1}`,
			lines("/cost_micro type Expected string"), gateway.EventStreamEnd},
		{`{"type":"error","code":"NOT_A_CODE","message":"m"}`, lines("/retryable required Expected required property"), gateway.EventError},
		{`{"type":"error","code":null,"message":"m","retryable":"yes"}`, lines(
			"/code type Expected string",
			"/retryable type Expected boolean"), gateway.EventError},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			ev, err := gateway.DecodeStreamEvent([]byte(tc.doc))
			if got := vs(t, err); got != tc.want && !(tc.want == syntaxError && isSyntax(got)) {
				t.Errorf("%s:\n got %s\nwant %s", tc.doc, got, tc.want)
			}
			if s := schemaOf(err); s != "stream-event" {
				t.Errorf("%s: schema %q", tc.doc, s)
			}
			switch {
			case tc.typ == "" && ev != nil:
				t.Errorf("%s: a variant (%T) was returned", tc.doc, ev)
			case tc.typ != "" && (ev == nil || ev.EventType() != tc.typ):
				t.Errorf("%s: variant %v, want %s", tc.doc, ev, tc.typ)
			}
			// Decode through the container gives the same list.
			var c gateway.StreamEventJSON
			if got := vs(t, hounfour.Decode([]byte(tc.doc), &c)); got != tc.want && !(tc.want == syntaxError && isSyntax(got)) {
				t.Errorf("hounfour.Decode %s:\n got %s\nwant %s", tc.doc, got, tc.want)
			}
		})
	}
}

// UnmarshalJSON of a variant or the container is structural: it does not
// validate, except for the discriminator, which it needs.
func TestStreamEventUnmarshalIsStructural(t *testing.T) {
	t.Parallel()
	doc := `{"type":"chunk","delta":"x","index":-5}`
	var c gateway.StreamEventJSON
	if err := json.Unmarshal([]byte(doc), &c); err != nil {
		t.Fatalf("json.Unmarshal: %v", err)
	}
	if got := vs(t, c.Validate()); got != lines("/index minimum Expected integer to be greater or equal to 0") {
		t.Errorf("Validate: %s", got)
	}
	if err := json.Unmarshal([]byte(`{"type":"nope"}`), &c); vs(t, err) != lines("/type enum Expected union value") {
		t.Errorf("unknown type through json.Unmarshal: %v", err)
	}
	// A variant decoded on its own keeps a foreign type; Validate reports it.
	var ch gateway.StreamChunk
	if err := json.Unmarshal([]byte(`{"type":"usage","delta":"x"}`), &ch); err != nil {
		t.Fatal(err)
	}
	if got := vs(t, ch.Validate()); got != lines("/type const Expected 'chunk'") {
		t.Errorf("foreign type: %s", got)
	}
	if err := json.Unmarshal([]byte(`{"type":"chunk","delta":1}`), &ch); vs(t, err) != lines("/delta type Expected string") {
		t.Errorf("wrong JSON type through UnmarshalJSON: %v", err)
	}
}

func TestStreamEventGoValues(t *testing.T) {
	t.Parallel()
	seq := int64(7)
	// Type may be left empty in Go: the variant's constant is used.
	events := []gateway.StreamEvent{
		&gateway.StreamStart{Model: "m", Provider: "p", PoolID: "cheap", TraceID: "t", ContractVersion: "7.0.0"},
		&gateway.StreamChunk{Delta: "hi", Sequence: &seq},
		&gateway.StreamToolCall{Index: 1, Function: gateway.StreamFunctionDelta{Arguments: "{}"}},
		&gateway.StreamUsage{PromptTokens: 1, CompletionTokens: 2},
		&gateway.StreamEnd{FinishReason: gateway.FinishStop, BillingMethod: gateway.BillingPromptOnly, CostMicro: mustMicro(t, "42")},
		&gateway.StreamError{Code: hounfour.CodeProviderError, Message: "boom", Retryable: false},
	}
	want := []string{
		`{"type":"stream_start","model":"m","provider":"p","pool_id":"cheap","trace_id":"t","contract_version":"7.0.0"}`,
		`{"type":"chunk","delta":"hi","sequence":7}`,
		`{"type":"tool_call","index":1,"function":{"arguments":"{}"}}`,
		`{"type":"usage","prompt_tokens":1,"completion_tokens":2}`,
		`{"type":"stream_end","finish_reason":"stop","billing_method":"prompt_only","cost_micro":"42"}`,
		`{"type":"error","code":"PROVIDER_ERROR","message":"boom","retryable":false}`,
	}
	for i, ev := range events {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if err := ev.Validate(); err != nil {
				t.Errorf("%T: %v", ev, err)
			}
			out, err := json.Marshal(ev)
			if err != nil || string(out) != want[i] {
				t.Errorf("%T: %s, %v; want %s", ev, out, err, want[i])
			}
		})
	}
	// A wrong Type set in Go is a const violation.
	bad := &gateway.StreamChunk{Type: "usage", Delta: "x"}
	if got := vs(t, bad.Validate()); got != lines("/type const Expected 'chunk'") {
		t.Errorf("wrong Type: %s", got)
	}
	// A variant's own Validate names the union's schema.
	if s := schemaOf(bad.Validate()); s != "stream-event" {
		t.Errorf("variant Validate: schema %q", s)
	}
	// An absent required text primitive in Go is reported as required.
	end := &gateway.StreamEnd{FinishReason: gateway.FinishStop, BillingMethod: gateway.BillingPromptOnly}
	if got := vs(t, end.Validate()); got != lines("/cost_micro required Expected required property") {
		t.Errorf("zero cost_micro: %s", got)
	}
	// The container with no event.
	var empty gateway.StreamEventJSON
	if got := vs(t, empty.Validate()); got != lines(" type Expected object") {
		t.Errorf("empty container: %s", got)
	}
	if _, err := json.Marshal(empty); err == nil {
		t.Error("marshaling an empty container succeeded")
	}
	var nilChunk *gateway.StreamChunk
	if _, err := json.Marshal(gateway.StreamEventJSON{Event: nilChunk}); err == nil {
		t.Error("marshaling a typed nil event succeeded")
	}
}
