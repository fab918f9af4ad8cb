package codec

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// tHandEnc is encoded by the hand-written stand-in for a generated encoder below.
type tHandEnc struct {
	A int64   `json:"a"`
	B *string `json:"b,omitzero"`
}

var errGen = errors.New("generated")

// encodeTHandEnc writes a marker member so the tests can tell which path ran.
func encodeTHandEnc(dst []byte, v *tHandEnc) ([]byte, error) {
	if v.A < 0 {
		return nil, errGen
	}
	dst = append(dst, `{"a":`...)
	dst = strconv.AppendInt(dst, v.A, 10)
	return append(dst, `,"gen":true}`...), nil
}

var _ = RegisterEncoder(encodeTHandEnc)

// claimPaths is pathmode.Claim for the codec's own tests, which cannot
// import it: it marks t as a test that switches the paths (t.Parallel then
// panics) and restores ModeFast when t ends.
func claimPaths(t *testing.T) {
	t.Setenv("HOUNFOUR_PATHS_CLAIMED", "1")
	t.Cleanup(func() { SetMode(ModeFast) })
}

func TestMarshalTakesGeneratedEncoder(t *testing.T) {
	claimPaths(t)
	v := tHandEnc{A: 7}
	for _, c := range []struct {
		ref  bool
		in   any
		want string
	}{
		{false, &v, `{"a":7,"gen":true}`},
		{false, v, `{"a":7,"gen":true}`},
		{false, (*tHandEnc)(nil), `null`},
		{true, &v, `{"a":7}`},
		{true, v, `{"a":7}`},
	} {
		t.Run(c.want, func(t *testing.T) {
			SetReference(c.ref)
			got, err := Marshal(c.in)
			if err != nil || string(got) != c.want {
				t.Errorf("reference %v, Marshal(%#v) = %s, %v; want %s", c.ref, c.in, got, err, c.want)
			}
		})
	}
	SetReference(false)
	if _, err := Marshal(&tHandEnc{A: -1}); err != errGen {
		t.Errorf("error %v, want the generated encoder's", err)
	}
	if !HasEncoder(reflect.TypeFor[tHandEnc]()) || !HasEncoder(reflect.TypeFor[*tHandEnc]()) || HasEncoder(reflect.TypeFor[tDoc]()) {
		t.Error("HasEncoder")
	}
}

func TestEncoderOfFallsBackToReflection(t *testing.T) {
	t.Parallel()
	enc := EncoderOf[tInner]()
	f := 0.5
	got, err := enc([]byte("x"), &tInner{A: 3, B: &f})
	if err != nil || string(got) != `x{"a":3,"b":0.5}` {
		t.Errorf("got %s, %v", got, err)
	}
	got, err = EncoderOf[tHandEnc]()(nil, &tHandEnc{A: 1})
	if err != nil || string(got) != `{"a":1,"gen":true}` {
		t.Errorf("got %s, %v", got, err)
	}
}

func TestAppendHelpers(t *testing.T) {
	t.Parallel()
	if _, err := appendFloat(nil, posInf()); err == nil || err.Error() != "unsupported number +Inf" {
		t.Errorf("AppendFloat(+Inf) error %v", err)
	}
	if b, _ := appendFloat(nil, 1e21); string(b) != "1e+21" {
		t.Errorf("AppendFloat(1e21) = %s", b)
	}
	var te Enc
	if b := te.TextEnd(append(te.TextStart(nil, ""), "a\"\u2028<\x01\xff"...), nil); string(b) != `"a\"`+"\u2028"+`<\u0001`+"\uFFFD"+`"` {
		t.Errorf("TextEnd = %s", b)
	}
	um := map[string]json.RawMessage{"z": json.RawMessage(`[1, 2]`), "a": json.RawMessage(`"\u0041"`), "id": json.RawMessage(`1`)}
	b, err := appendUnknown([]byte("{"), um, func(n string) bool { return n == "id" })
	if err != nil || string(b) != `{,"a":"A","z":[1,2]` {
		t.Errorf("AppendUnknown = %s, %v", b, err)
	}
	if _, err := appendUnknown(nil, map[string]json.RawMessage{"x": nil}, func(string) bool { return false }); err == nil {
		t.Error("AppendUnknown of a nil value: no error")
	}
	big := []byte(`["` + strings.Repeat("€", 20000) + `",` + strings.Repeat("1,", 20000) + `{"a":1e999999999}]`)
	if !plainRaw(big) {
		t.Error("a long raw value in encoder form is not copied")
	}
	e := encoder{}
	e.raw(big)
	if b, err := appendRaw(nil, big); err != nil || string(b) != string(big) || string(e.buf) != string(big) {
		t.Errorf("AppendRaw of a long value: %v (the encoder: %v)", err, e.err)
	}
	if k := SortedKeys(nil, map[string]int{"b": 1, "a": 2, "B": 3}); len(k) != 3 || k[0] != "B" || k[1] != "a" || k[2] != "b" {
		t.Errorf("SortedKeys = %q", k)
	}
}

// FuzzAppendRaw: appendRaw, AppendRaw's writer (with its copy of texts
// already in encoder form), writes what the reflective encoder's raw writer
// writes, and fails where it fails.
func FuzzAppendRaw(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.50,"x"],"a":null}`, `"\u2028<>&"`, "[1, 2]", `{"a":1}x`, "", "1e400", `"\ud800"`, "\"\xff\"", `"a\"b\\c\n\u001f\u0008\u00e9\/"`, `["\u000a","\u001F"]`, `"\ud83d\ude00"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, err := appendRaw([]byte("x"), raw)
		e := encoder{buf: []byte("x")}
		e.raw(raw)
		if (err == nil) != (e.err == nil) || err == nil && string(got) != string(e.buf) {
			t.Fatalf("appendRaw(%q) = %q, %v; the encoder writes %q, %v", raw, got, err, e.buf, e.err)
		}
	})
}

func posInf() float64 { return math.Inf(1) }

// FuzzAppendFloat: appendFloat, AppendFloat's writer (with its integer
// shortcut), writes what AppendNumber writes for every finite double.
func FuzzAppendFloat(f *testing.F) {
	for _, x := range []float64{0, math.Copysign(0, -1), 1, -1, 1707700000, 1<<53 - 1, -(1<<53 - 1), 1 << 53, 1e21, 1e20, 0.5, 5e-324, 123456789012345678} {
		f.Add(x)
	}
	f.Fuzz(func(t *testing.T, x float64) {
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return
		}
		got, err := appendFloat(nil, x)
		if want := AppendNumber(nil, x); err != nil || string(got) != string(want) {
			t.Fatalf("appendFloat(%v) = %s, %v; AppendNumber writes %s", x, got, err, want)
		}
	})
}

// TestEncKeepsFirstError: the pieces of generated encoders record their
// errors in Enc, which keeps the first and makes End return it and no
// encoding; without errors End makes the first comma the opening brace.
func TestEncKeepsFirstError(t *testing.T) {
	var e Enc
	dst := []byte("x")
	start := len(dst)
	dst = AppendFloat(append(dst, `,"a":`...), 1.5, &e)
	dst = e.TextEnd(append(e.TextStart(dst, `,"b":`), "t\"x"...), nil)
	if got, err := e.End(dst, start); err != nil || string(got) != `x{"a":1.5,"b":"t\"x"}` {
		t.Errorf("End = %s, %v", got, err)
	}
	if got, err := new(Enc).End([]byte("x"), 1); err != nil || string(got) != "x{}" {
		t.Errorf("End of no members = %s, %v", got, err)
	}
	errText := errors.New("text")
	dst = AppendFloat(dst[:start], posInf(), &e)
	dst = e.TextEnd(e.TextStart(dst, `,"b":`), errText)
	dst = AppendRaw(dst, []byte("{"), &e)
	if got, err := e.End(dst, start); got != nil || err == nil || err.Error() != "unsupported number +Inf" {
		t.Errorf("End after errors = %q, %v; want the first error", got, err)
	}
	var e2 Enc
	e2.TextEnd(nil, errText)
	AppendFloat(nil, posInf(), &e2)
	if _, err := e2.End(nil, 0); err != errText {
		t.Errorf("End = %v, want the text error", err)
	}
}
