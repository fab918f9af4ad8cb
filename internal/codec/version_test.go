package codec

import (
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/enum"
)

func TestParseVersion(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Version
	}{
		{"7.0.0", 7_000_000},
		{"7.3.0", 7_003_000},
		{"8.7.0", 8_007_000},
		{"0.0.1", 1},
		{"999.999.999", 999_999_999},
		{"07.03.00", 7_003_000},
	} {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseVersion(tt.in)
			if err != nil || got != tt.want {
				t.Errorf("ParseVersion(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
			}
		})
	}
	for _, in := range []string{"", "7", "7.0", "7.0.0.0", "v7.0.0", "7.0.-1", "7.1000.0", "7..0", "7.0.0 ", "+7.0.0", "٧.0.0"} {
		t.Run(in, func(t *testing.T) {
			if v, err := ParseVersion(in); err == nil {
				t.Errorf("ParseVersion(%q) = %d, want an error", in, v)
			}
		})
	}
	for _, v := range []Version{Contract700, Contract870, 7_003_000, 12_345_678} {
		t.Run(v.String(), func(t *testing.T) {
			if back, err := ParseVersion(v.String()); err != nil || back != v {
				t.Errorf("ParseVersion(%q) = %d, %v; want %d", v.String(), back, err, v)
			}
		})
	}
	if Version(0).String() != "" || Version(7_003_000).String() != "7.3.0" {
		t.Errorf("String: %q %q", Version(0).String(), Version(7_003_000).String())
	}
}

func TestVersionIn(t *testing.T) {
	for i, tt := range []struct {
		since, contract Version
		want            bool
	}{
		{0, Contract700, true},
		{0, Contract870, true},
		{Contract700, Contract700, true},
		{7_003_000, Contract700, false},
		{7_003_000, Contract870, true},
		{8_007_000, Contract870, true},
		{8_007_001, Contract870, false},
		{0, 0, true},
		{DefaultContract, 0, true},
		{DefaultContract + 1, 0, false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := tt.since.In(tt.contract); got != tt.want {
				t.Errorf("%v.In(%v) = %v, want %v", tt.since, tt.contract, got, tt.want)
			}
		})
	}
}

func TestSinceTag(t *testing.T) {
	c, err := parseTag("minimum=0,since=7.4.0,maximum=1")
	if err != nil || c.since != 7_004_000 || c.min == nil || c.max == nil {
		t.Fatalf("parseTag: %+v, %v", c, err)
	}
	for _, tag := range []string{"since=7.4", "since=", "since=x.y.z"} {
		t.Run(tag, func(t *testing.T) {
			if _, err := parseTag(tag); err == nil {
				t.Errorf("parseTag(%q): want an error", tag)
			}
		})
	}
	// A since alone is no value check.
	if c, _ := parseTag("since=8.5.0"); c.hasChecks {
		t.Errorf("since counts as a value check")
	}
}

type tVocab string

var tVocabs = enum.New[tVocab]("a", "b", "c", "d").Since("7.3.0", "c").Since("8.5.0", "d")

type tLaterMember struct {
	A tVocab  `json:"a"`
	B *string `json:"b,omitzero" hf:"since=7.4.0"`
}

func TestVersionedPlan(t *testing.T) {
	pl := planOf(reflect.TypeFor[tVocab]())
	for i, tt := range []struct {
		c    Version
		want []string
	}{
		{Contract700, []string{"a", "b"}},
		{7_003_000, []string{"a", "b", "c"}},
		{8_004_000, []string{"a", "b", "c"}},
		{Contract870, []string{"a", "b", "c", "d"}},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := pl.allowedIn(tt.c); !slices.Equal(got, tt.want) {
				t.Errorf("allowedIn(%v) = %v, want %v", tt.c, got, tt.want)
			}
			for _, v := range []string{"a", "b", "c", "d"} {
				if got, want := pl.enumIn(v, tt.c), slices.Contains(tt.want, v); got != want {
					t.Errorf("enumIn(%q, %v) = %v, want %v", v, tt.c, got, want)
				}
			}
		})
	}
	if tVocabs.SinceOf("c") != "7.3.0" || tVocabs.SinceOf("a") != "" {
		t.Errorf("SinceOf: %q %q", tVocabs.SinceOf("c"), tVocabs.SinceOf("a"))
	}
	sp := planOf(reflect.TypeFor[tLaterMember]())
	if !sp.later || sp.fields[0].since != 0 || sp.fields[1].since != 7_004_000 {
		t.Errorf("member since: later %v, %v %v", sp.later, sp.fields[0].since, sp.fields[1].since)
	}
	if !sp.fields[1].in(Contract870) || sp.fields[1].in(Contract700) {
		t.Errorf("member in contract")
	}
}

type tRequiredLater struct {
	A string `json:"a" hf:"since=7.4.0"`
}

func TestRequiredLaterMemberPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a required member with a since: no panic")
		}
	}()
	planOf(reflect.TypeFor[tRequiredLater]())
}
