package codec

import (
	"reflect"
	"unsafe"
)

// RawForm describes a member type that holds any JSON value, like
// json.RawMessage, but accepts only some of them: a member union such as
// "a string or an array of content parts", which no struct tag can state.
// The value keeps the received JSON text (compacted), so it remembers which
// form it had; the type's own methods give typed access to each form.
//
// Decoding treats the member like json.RawMessage (any JSON value, duplicate
// member names rejected). Validation, wherever the member sits, hands the
// text of a present value to Check, whose violations (paths relative to the
// value, "" for the value itself) are reported below the member's path. The
// schema generator writes Schema (a JSON Schema object) as the member's
// schema.
type RawForm struct {
	// Schema is the JSON Schema of the member, as JSON text.
	Schema string
	// Check returns the violations of a present value (its JSON text).
	Check func(raw []byte) []Violation
}

// rawForms is guarded by planMu.
var rawForms = map[reflect.Type]*RawForm{}

// RegisterRawForm makes T, a named []byte type, a raw member type checked by
// f. Call it from T's package initialization, before any plan using T is
// built.
func RegisterRawForm[T ~[]byte](f RawForm) struct{} {
	t := reflect.TypeFor[T]()
	planMu.Lock()
	defer planMu.Unlock()
	if _, dup := rawForms[t]; dup {
		panic("codec: raw form registered twice: " + t.String())
	}
	rawForms[t] = &f
	return struct{}{}
}

// RawFormOf returns the raw form registered for t.
func RawFormOf(t reflect.Type) (RawForm, bool) {
	planMu.Lock()
	defer planMu.Unlock()
	f, ok := rawForms[t]
	if !ok {
		return RawForm{}, false
	}
	return *f, true
}

// checkRaw reports the violations of a raw-form member's value.
func (w *walker) checkRaw(pl *plan, p unsafe.Pointer) {
	raw := *(*[]byte)(p)
	if w.structural || pl.rawForm == nil || raw == nil {
		return
	}
	vs := pl.rawForm.Check(raw)
	if len(vs) == 0 {
		return
	}
	base := w.path.String()
	for _, v := range vs {
		w.viol = append(w.viol, Violation{Path: base + v.Path, Rule: v.Rule, Message: v.Message})
	}
}
