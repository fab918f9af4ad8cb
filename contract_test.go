package hounfour_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
)

func TestParseContract(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"7.0.0", "8.7.0"} {
		t.Run(s, func(t *testing.T) {
			c, err := hounfour.ParseContract(s)
			if err != nil || c.String() != s || !c.IsValid() {
				t.Errorf("ParseContract(%q) = %q, %v", s, c, err)
			}
		})
	}
	for i, s := range []string{"", "7.0", "v7.0.0", "07.0.0", "8.7.0 ", "8.6.0", "9.0.0", strings.Repeat("9", 300)} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			c, err := hounfour.ParseContract(s)
			var ce *hounfour.ContractError
			if err == nil || c != "" || !errors.Is(err, hounfour.ErrUnknownContract) || !errors.As(err, &ce) || ce.Text != s {
				t.Errorf("ParseContract(%q) = %q, %v", s, c, err)
			}
			if len(err.Error()) > 250 {
				t.Errorf("ParseContract(%d bytes): %d-byte message", len(s), len(err.Error()))
			}
		})
	}
	if got := hounfour.Contracts(); len(got) != 2 || got[0] != hounfour.Contract700 || got[1] != hounfour.Contract870 {
		t.Errorf("Contracts() = %v", got)
	}
}

func TestContractText(t *testing.T) {
	t.Parallel()
	var c hounfour.Contract
	if err := c.UnmarshalText([]byte("8.7.0")); err != nil || c != hounfour.Contract870 {
		t.Fatalf("UnmarshalText: %q, %v", c, err)
	}
	if b, _ := c.MarshalText(); string(b) != "8.7.0" {
		t.Errorf("MarshalText = %q", b)
	}
	if err := c.UnmarshalText([]byte("")); err != nil || c != "" {
		t.Errorf("UnmarshalText(empty) = %q, %v", c, err)
	}
	if err := c.UnmarshalText([]byte("1.0.0")); !errors.Is(err, hounfour.ErrUnknownContract) || c != "" {
		t.Errorf("UnmarshalText(1.0.0) = %q, %v", c, err)
	}
	if hounfour.Contract("").Or() != hounfour.Contract(hounfour.ContractVersion) || hounfour.Contract700.Or() != hounfour.Contract700 {
		t.Error("Or")
	}
}

func TestContractIncludes(t *testing.T) {
	t.Parallel()
	for i, tc := range []struct {
		c     hounfour.Contract
		since string
		want  bool
	}{
		{hounfour.Contract700, "", true},
		{hounfour.Contract700, "6.0.0", true},
		{hounfour.Contract700, "7.0.0", true},
		{hounfour.Contract700, "7.0.1", false},
		{hounfour.Contract700, "7.3.0", false},
		{hounfour.Contract700, "8.0.0", false},
		{hounfour.Contract870, "7.10.0", true}, // numeric, not text, order
		{hounfour.Contract870, "8.7.0", true},
		{hounfour.Contract870, "8.10.0", false},
		{hounfour.Contract870, "08.07.00", true},
		{hounfour.Contract870, "9.0.0", false},
		{hounfour.Contract870, "8.7", false},
		{hounfour.Contract870, "later", false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := tc.c.Includes(tc.since); got != tc.want {
				t.Errorf("%s.Includes(%q) = %v, want %v", tc.c, tc.since, got, tc.want)
			}
		})
	}
}
