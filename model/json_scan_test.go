package model

import (
	"bytes"
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// The scanner's verdicts must equal the full decoder's on every JSON text
// without backslashes and without repeated member names (the texts it
// handles: a document's repeated names are rejected before any check).
func checkScanner(t *testing.T, raw []byte) {
	if !json.Valid(raw) || !utf8.Valid(raw) || bytes.IndexByte(raw, '\\') >= 0 {
		return
	}
	var parts []ContentPart
	viol, err := codec.Decode(raw, &parts)
	for _, v := range viol {
		if v.Rule == "duplicate-member" {
			return
		}
	}
	if want := err == nil && len(viol) == 0; validParts(raw) != want {
		t.Errorf("validParts(%s) = %v, decoder says %v", raw, !want, want)
	}
	var f ToolChoiceFunction
	viol, err = codec.Decode(raw, &f)
	if want := err == nil && len(viol) == 0; validToolChoiceObject(raw) != want {
		t.Errorf("validToolChoiceObject(%s) = %v, decoder says %v", raw, !want, want)
	}
}

var scannerSeeds = []string{
	`[]`, ` [ ] `, `[{"type":"text"}]`, `[{"type":""}]`, `[{"type":"a","text":1}]`, `[{"text":"a"}]`,
	`[{"type":"a","source":{"x":[1,"]}"]}},{"type":"b","text":"c"}]`, `[1]`, `[{"type":"a"},2]`, `{}`, `"x"`,
	`{"type":"function","function":{"name":"f"}}`, `{"type":"function","function":{"name":""}}`,
	`{"type":"function","function":{}}`, `{"type":"fn","function":{"name":"f"}}`, `{"function":{"name":"f"},"type":"function","x":{"name":1}}`,
	`{ "type" : "function" , "function" : { "name" : "f" , "a" : [ ] } }`, `{"type":"function","function":[]}`, `[{"type":"a","type":"b"}]`,
}

func TestScannerAgreesWithDecoder(t *testing.T) {
	t.Parallel()
	for _, s := range scannerSeeds {
		t.Run(s, func(t *testing.T) {
			checkScanner(t, []byte(s))
		})
	}
	for _, bad := range []string{`[`, `[{"type":"a"`, `{"type":"function","function":{"name":"f"}`, `[{"type":"a"}]x`, `{"a"`, `["`, `{"a":}`} {
		t.Run(bad, func(t *testing.T) {
			if validParts([]byte(bad)) || validToolChoiceObject([]byte(bad)) {
				t.Errorf("%s accepted", bad)
			}
		})
	}
}

func FuzzScanner(f *testing.F) {
	for _, s := range scannerSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		validParts(raw) // never panics, whatever the text
		validToolChoiceObject(raw)
		checkScanner(t, raw)
	})
}
