package codec

import (
	"reflect"
	"sync"
	"testing"
)

type tNamedLater string

// TestSchemaNameCache: a registered name is remembered and given for the
// type and pointers to it, from many goroutines; a type without a name is
// not remembered, so a registration after the first question is seen.
func TestSchemaNameCache(t *testing.T) {
	typ := reflect.TypeFor[tNamedLater]()
	if got := SchemaName(typ); got != "" {
		t.Fatalf("before registration: %q", got)
	}
	Register(Meta[tNamedLater]{Schema: "t-named-later", Methods: MethodsNone})
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				if SchemaName(typ) != "t-named-later" || SchemaName(reflect.PointerTo(typ)) != "t-named-later" {
					t.Error("SchemaName after registration")
					return
				}
			}
		}()
	}
	wg.Wait()
	// Types sharing a slot are told apart.
	for _, x := range []reflect.Type{reflect.TypeFor[int](), reflect.TypeFor[string](), reflect.TypeFor[tNamedLater]()} {
		want := ""
		if x == typ {
			want = "t-named-later"
		}
		if got := SchemaName(x); got != want {
			t.Errorf("SchemaName(%v) = %q, want %q", x, got, want)
		}
	}
}

// TestLimitsResolved: the zero Limits resolve to the defaults, a partial
// one keeps what it sets, negative means unlimited.
func TestLimitsResolvedZero(t *testing.T) {
	if got := (Limits{}).resolved(); got != DefaultLimits() {
		t.Errorf("zero: %+v", got)
	}
	got := (Limits{MaxDepth: 5, EvalBudget: -1}).resolved()
	want := DefaultLimits()
	want.MaxDepth, want.EvalBudget = 5, 1<<63-1
	if got != want {
		t.Errorf("partial: %+v, want %+v", got, want)
	}
	if got := (Limits{MaxViolations: -1}).resolved(); got.MaxViolations != int(^uint(0)>>1) || got.MaxBytes != DefaultLimits().MaxBytes {
		t.Errorf("negative: %+v", got)
	}
}
