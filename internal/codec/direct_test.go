package codec

import (
	"reflect"
	"testing"
)

// TestDirectTarget: the cached type of the last generated decode takes
// only non-nil pointers of exactly that type, and a nil pointer of it gets
// target's error.
func TestDirectTarget(t *testing.T) {
	var typ reflect.Type
	for _, gt := range GeneratedTypes() {
		v := reflect.New(gt).Interface()
		_, fc := v.(FastCustom)
		_, c := v.(Custom)
		if !fc && !c && gt.Kind() == reflect.Struct {
			typ = gt
			break
		}
	}
	if typ == nil {
		t.Skip("SKIP: no generated struct type registered in this binary")
	}
	v := reflect.New(typ).Interface()
	if _, err := Decode([]byte(`{}`), v); err != nil {
		t.Fatal(err)
	}
	if pl, p := directTarget(v); pl == nil || pl.t != typ || p != reflect.ValueOf(v).UnsafePointer() {
		t.Fatalf("directTarget of a %v after its decode = %v, %p", typ, pl, p)
	}
	nilPtr := reflect.Zero(reflect.PointerTo(typ)).Interface()
	if pl, _ := directTarget(nilPtr); pl != nil {
		t.Error("directTarget takes a nil pointer")
	}
	_, err := Decode([]byte(`{}`), nilPtr)
	_, _, want := target(nilPtr)
	if err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("Decode into a nil pointer: %v, want %v", err, want)
	}
	var other struct{ A int }
	if pl, _ := directTarget(&other); pl != nil {
		t.Error("directTarget takes a pointer of another type")
	}
}
