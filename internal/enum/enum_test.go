package enum

import (
	"reflect"
	"strconv"
	"testing"
)

type vocabA string

func TestSince(t *testing.T) {
	s := New[vocabA]("x", "y", "z").Since("7.3.0", "y").Since("8.0.0", "z")
	if s.SinceOf("x") != "" || s.SinceOf("y") != "7.3.0" || s.SinceOf("z") != "8.0.0" || s.SinceOf("w") != "" {
		t.Errorf("SinceOf: %q %q %q", s.SinceOf("x"), s.SinceOf("y"), s.SinceOf("z"))
	}
	m := LookupSince(reflect.TypeFor[vocabA]())
	if len(m) != 2 || m["y"] != "7.3.0" || m["z"] != "8.0.0" {
		t.Errorf("LookupSince = %v", m)
	}
	m["y"] = "9.9.9" // a copy
	if LookupSince(reflect.TypeFor[vocabA]())["y"] != "7.3.0" {
		t.Error("LookupSince returned the registry's own map")
	}
	if !s.Has("z") {
		t.Error("a later value is not a member")
	}
}

type vocabB string

func TestSincePanics(t *testing.T) {
	s := New[vocabB]("x", "y")
	for i, f := range []func(){
		func() { s.Since("7.3.0", "w") },
		func() { s.Since("7.3.0", "x"); s.Since("7.4.0", "x") },
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			func() {
				defer func() {
					if recover() == nil {
						t.Error("no panic")
					}
				}()
				f()
			}()
		})
	}
}

type vocabC string

func TestNoSince(t *testing.T) {
	New[vocabC]("x")
	if LookupSince(reflect.TypeFor[vocabC]()) != nil {
		t.Error("LookupSince of a vocabulary without versions is not nil")
	}
}

type vocabOpen string

// An open vocabulary records its pattern; Has stays the test of the
// listed values; a second Open panics.
func TestOpen(t *testing.T) {
	s := New[vocabOpen]("a", "b").Open(Open{Pattern: `^[a-z]+:[a-z]+$`, Description: "d"})
	o, ok := LookupOpen(reflect.TypeFor[vocabOpen]())
	if !ok || o.Pattern != `^[a-z]+:[a-z]+$` || o.Description != "d" {
		t.Errorf("LookupOpen = %v %v", o, ok)
	}
	if !s.Has("a") || s.Has("x:y") {
		t.Error("Has")
	}
	if _, ok := LookupOpen(reflect.TypeFor[vocabA]()); ok {
		t.Error("LookupOpen of a closed vocabulary")
	}
	defer func() {
		if recover() == nil {
			t.Error("Open twice did not panic")
		}
	}()
	s.Open(Open{Pattern: "^x$"})
}
