package model_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/model"
)

func TestIsValidToolName(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]bool{
		"get_weather": true, "_": true, "_1": true, "A9_z": true, "f": true,
		"": false, "9f": false, "get-weather": false, "a.b": false, "../../../etc/passwd": false,
		"a b": false, "é": false, "f\x00": false,
	} {
		t.Run(name, func(t *testing.T) {
			if got := model.IsValidToolName(name); got != want {
				t.Errorf("%q: %v, want %v", name, got, want)
			}
		})
	}
}

func TestToolInvocationValidate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		call model.ToolInvocation
		err  error
		path string
	}{
		{model.ToolInvocation{ID: "c", Name: "f", Arguments: json.RawMessage(` {"a":[1]} `)}, nil, ""},
		{model.ToolInvocation{ID: "", Name: "f", Arguments: json.RawMessage(`{}`)}, model.ErrInvalidToolCall, "/id"},
		{model.ToolInvocation{ID: "c", Name: "a/b", Arguments: json.RawMessage(`{}`)}, model.ErrInvalidToolName, "/name"},
		{model.ToolInvocation{ID: "c", Name: "f"}, model.ErrInvalidToolArguments, "/arguments"},
		{model.ToolInvocation{ID: "c", Name: "f", Arguments: json.RawMessage(`"{}"`)}, model.ErrInvalidToolArguments, "/arguments"},
		{model.ToolInvocation{ID: "c", Name: "f", Arguments: json.RawMessage(`{} {}`)}, model.ErrInvalidToolArguments, "/arguments"},
		{model.ToolInvocation{ID: "c", Name: "f", Arguments: json.RawMessage("{\"a\":\"\xff\"}")}, model.ErrInvalidToolArguments, "/arguments"},
	} {
		t.Run(c.path, func(t *testing.T) {
			err := c.call.Validate()
			if c.err == nil {
				if err != nil {
					t.Errorf("%+v: %v", c.call, err)
				}
				return
			}
			var ne *model.NormalizeError
			if !errors.Is(err, c.err) || !errors.As(err, &ne) || ne.Path != c.path {
				t.Errorf("%+v: %v, want %v at %s", c.call, err, c.err, c.path)
			}
		})
	}
}

// Calls go to the wire message and back unchanged (arguments byte for
// byte); the message is a valid provider-wire-message.
func TestToolCallRoundTrip(t *testing.T) {
	t.Parallel()
	calls := []model.ToolInvocation{
		{ID: "call_1", Name: "create_document", Arguments: json.RawMessage(`{"title":"R","sections":[{"h":"I"}], "options" : {"toc":true}}`)},
		{ID: "call_2", Name: "now", Arguments: json.RawMessage(`{}`)},
	}
	m, err := model.ToolCallMessage(calls)
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"role":"assistant","tool_calls":[{"id":"call_1","type":"function","function":{"name":"create_document","arguments":"{\"title\":\"R\",\"sections\":[{\"h\":\"I\"}], \"options\" : {\"toc\":true}}"}},` +
		`{"id":"call_2","type":"function","function":{"name":"now","arguments":"{}"}}]}`
	if string(data) != want {
		t.Errorf("wire\n%s\nwant\n%s", data, want)
	}
	var back model.ProviderWireMessage
	if err := hounfour.Decode(data, &back); err != nil {
		t.Fatal(err)
	}
	got, err := model.ToolInvocations(back)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("%d calls", len(got))
	}
	for i := range calls {
		t.Run(calls[i].Name, func(t *testing.T) {
			if got[i].ID != calls[i].ID || got[i].Name != calls[i].Name || string(got[i].Arguments) != string(calls[i].Arguments) {
				t.Errorf("call %d: %+v, want %+v", i, got[i], calls[i])
			}
		})
	}

	// Rejections carry the call's index.
	_, err = model.ToolCallMessage([]model.ToolInvocation{calls[0], calls[0]})
	if ne := new(model.NormalizeError); !errors.As(err, &ne) || ne.Err != model.ErrInvalidToolCall || ne.Path != "/tool_calls/1/id" {
		t.Errorf("duplicate id: %v", err)
	}
	_, err = model.ToolCallMessage([]model.ToolInvocation{calls[0], {ID: "x", Name: "../../../etc/passwd", Arguments: json.RawMessage(`{}`)}})
	if ne := new(model.NormalizeError); !errors.As(err, &ne) || ne.Err != model.ErrInvalidToolName || ne.Path != "/tool_calls/1/name" {
		t.Errorf("bad name: %v", err)
	}
	bad := back
	bad.ToolCalls = append([]model.ToolCall(nil), back.ToolCalls...)
	bad.ToolCalls[1].Function.Arguments = "[]"
	if _, err := model.ToolInvocations(bad); !errors.Is(err, model.ErrInvalidToolArguments) || err.(*model.NormalizeError).Path != "/tool_calls/1/function/arguments" {
		t.Errorf("bad arguments: %v", err)
	}
	bad.ToolCalls[1].Type = "custom"
	if _, err := model.ToolInvocations(bad); !errors.Is(err, model.ErrInvalidToolCall) || err.(*model.NormalizeError).Path != "/tool_calls/1/type" {
		t.Errorf("bad type: %v", err)
	}
	if c, err := calls[1].ToolCall(); err != nil || c.Type != "function" || c.Function.Arguments != "{}" {
		t.Errorf("ToolCall: %+v %v", c, err)
	}
}

func TestToolCallResults(t *testing.T) {
	t.Parallel()
	calls := []model.ToolInvocation{{ID: "a"}, {ID: "b"}}
	for _, c := range []struct {
		results []model.ToolCallResult
		path    string
	}{
		{[]model.ToolCallResult{{ToolCallID: "b", IsError: true, Content: "down"}, {ToolCallID: "a"}}, ""},
		{nil, ""},
		{[]model.ToolCallResult{{ToolCallID: "a"}, {ToolCallID: "c"}}, "/1/tool_call_id"},
		{[]model.ToolCallResult{{ToolCallID: "a"}, {ToolCallID: "a"}}, "/1/tool_call_id"},
		{[]model.ToolCallResult{{ToolCallID: ""}}, "/0/tool_call_id"},
	} {
		t.Run(c.path, func(t *testing.T) {
			err := model.CheckToolResults(calls, c.results)
			if c.path == "" {
				if err != nil {
					t.Errorf("%+v: %v", c.results, err)
				}
				return
			}
			var ne *model.NormalizeError
			if !errors.As(err, &ne) || ne.Err != model.ErrInvalidToolCall || ne.Path != c.path {
				t.Errorf("%+v: %v, want %s", c.results, err, c.path)
			}
		})
	}

	r := model.ToolCallResult{ToolCallID: "call_1", IsError: true, Content: "Service temporarily unavailable"}
	data, _ := json.Marshal(r.ToolResult())
	if want := `{"role":"tool","tool_call_id":"call_1","content":"Service temporarily unavailable"}`; string(data) != want {
		t.Errorf("tool result %s", data)
	}
	m := r.WireMessage()
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	back, err := model.ToolCallResultFromWire(m)
	if err != nil || back != (model.ToolCallResult{ToolCallID: "call_1", Content: "Service temporarily unavailable"}) {
		t.Errorf("from wire: %+v %v", back, err)
	}
	m.Role = model.RoleUser
	if _, err := model.ToolCallResultFromWire(m); !errors.Is(err, model.ErrInvalidToolCall) {
		t.Errorf("user role: %v", err)
	}
	m.Role, m.Content = model.RoleTool, model.PartsContent()
	if _, err := model.ToolCallResultFromWire(m); !errors.Is(err, model.ErrInvalidToolCall) {
		t.Errorf("parts content: %v", err)
	}
	if err := (model.ToolCallResult{}).Validate(); !errors.Is(err, model.ErrInvalidToolCall) {
		t.Errorf("empty id: %v", err)
	}
}
