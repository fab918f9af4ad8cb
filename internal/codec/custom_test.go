package codec

import "testing"

func TestGuessDiscriminator(t *testing.T) {
	for _, c := range []struct {
		data, want string
		ok         bool
	}{
		{`{"a":1,"status":"admitted"}`, "admitted", true},
		{`{"status" :	"x" }`, "x", true},
		{`{"status":""}`, "", true},
		{`{"x":{"status":"a"}}`, "a", true}, // a guess: the variant's decode confirms it
		{`{"status":"a","status":"b"}`, "", false},
		{`{"x":{"status":"a"},"status":"b"}`, "", false},
		{`{"status":"adm\u0069tted"}`, "", false},
		{`{"status":"a\"b"}`, "", false},
		{`{"status":1}`, "", false},
		{`{"status"}`, "", false},
		{`{"status":"open`, "", false},
		{`{"a":"\"status\":\"admitted\""}`, "", false},
		{`{}`, "", false},
	} {
		got, ok := GuessDiscriminator([]byte(c.data), `"status"`)
		if string(got) != c.want || ok != c.ok {
			t.Errorf("%s: %q %v, want %q %v", c.data, got, ok, c.want, c.ok)
		}
	}
}

func TestGuessLastDiscriminator(t *testing.T) {
	for _, c := range []struct {
		data, want string
		ok         bool
	}{
		{`{"a":1,"status":"admitted"}`, "admitted", true},
		{`{"status" :	"x" }`, "x", true},
		{`{"status":""}`, "", true},
		{`{"x":{"status":"a"}}`, "a", true},
		{`{"status":"a","status":"b"}`, "b", true}, // a duplicate: the variant's decode rejects it
		{`{"status":"a","x":{"status":"b"}}`, "b", true},
		{`{"status":"adm\u0069tted"}`, "", false},
		{`{"status":"a\"b"}`, "", false},
		{`{"status":1}`, "", false},
		{`{"status":"a","status":1}`, "", false},
		{`{"status"}`, "", false},
		{`{"status":"open`, "", false},
		{`{"a":"\"status\":\"admitted\""}`, "", false},
		{`{}`, "", false},
	} {
		got, ok := GuessLastDiscriminator([]byte(c.data), `"status"`)
		if string(got) != c.want || ok != c.ok {
			t.Errorf("%s: %q %v, want %q %v", c.data, got, ok, c.want, c.ok)
		}
	}
}
