package billing_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

func inputs(shares ...int) []billing.AllocationInput {
	in := make([]billing.AllocationInput, len(shares))
	for i, s := range shares {
		in[i] = billing.AllocationInput{Address: fmt.Sprintf("0x%c", 'A'+i), Role: billing.RoleProvider, ShareBPS: s}
	}
	return in
}

func amounts(rs []billing.Recipient) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.AmountMicro.String()
	}
	return strings.Join(parts, "/")
}

// TestAllocateReference: the specification's reference results of the allocation.
func TestAllocateReference(t *testing.T) {
	t.Parallel()
	tests := []struct {
		total  string
		shares []int
		want   string
	}{
		{"100", []int{3333, 3333, 3334}, "33/33/34"},
		{"1", []int{5000, 5000}, "1/0"},
		{"1", []int{3333, 3333, 3334}, "0/0/1"},
		{"2", []int{3334, 3333, 3333}, "1/1/0"},
		{"7", []int{0, 10000}, "0/7"},
		{"1", []int{0, 5000, 5000}, "0/1/0"},
		{"10", []int{1428, 1428, 1428, 1428, 1428, 1428, 1432}, "2/2/1/1/1/1/2"},
		{"999999999999", []int{7000, 3000}, "699999999999/300000000000"},
		{"0", []int{5000, 5000}, "0/0"},
		{"10000", []int{10000}, "10000"},
		{"10000", []int{3333, 3334, 3333}, "3333/3334/3333"},
		{"3", []int{2500, 2500, 2500, 2500}, "1/1/1/0"},
		{"9223372036854775807", []int{5000, 5000}, "4611686018427387904/4611686018427387903"},
		{"9223372036854775808", []int{5000, 5000}, "4611686018427387904/4611686018427387904"},
		{"1000000000000000000000000000000000000001", []int{3333, 3333, 3334}, "333300000000000000000000000000000000000/333300000000000000000000000000000000000/333400000000000000000000000000000000001"},
		{"0000100", []int{3333, 3333, 3334}, "33/33/34"},
	}
	for _, tc := range tests {
		t.Run(tc.total, func(t *testing.T) {
			in := inputs(tc.shares...)
			rs, err := billing.Allocate(in, wire.MustParseMicroUSD(tc.total))
			if err != nil {
				t.Errorf("Allocate(%s, %v): %v", tc.total, tc.shares, err)
				return
			}
			if got := amounts(rs); got != tc.want {
				t.Errorf("Allocate(%s, %v) = %s, want %s", tc.total, tc.shares, got, tc.want)
			}
			for i, r := range rs {
				if r.Address != in[i].Address || r.Role != in[i].Role || int(r.ShareBPS) != in[i].ShareBPS {
					t.Errorf("Allocate(%s, %v): recipient %d = %+v, not a copy of the input", tc.total, tc.shares, i, r)
				}
			}
		})
	}
}

func TestAllocateErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		in     []billing.AllocationInput
		total  wire.MicroUSD
		msg    string
		target error
	}{
		{"empty", nil, wire.MustParseMicroUSD("-1"), "recipients must not be empty", billing.ErrEmptyRecipients},
		{"sum before total", inputs(5000, 4999), wire.MustParseMicroUSD("-1"), "share_bps must sum to 10000, got 9999", nil},
		{"negative total", inputs(10000), wire.MustParseMicroUSD("-1"), "totalCostMicro must be non-negative", billing.ErrNegativeTotal},
		{"absent total", inputs(10000), wire.MicroUSD{}, "totalCostMicro must be non-negative", billing.ErrNegativeTotal},
		{"negative share", inputs(10001, -1), wire.MustParseMicroUSD("5"), "share_bps must be between 0 and 10000, got 10001", nil},
		{"share sum over", inputs(10000, 1), wire.MustParseMicroUSD("5"), "share_bps must sum to 10000, got 10001", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rs, err := billing.Allocate(tc.in, tc.total)
			if err == nil || err.Error() != tc.msg || rs != nil {
				t.Errorf("%s: Allocate = %v, %v; want %q", tc.name, rs, err, tc.msg)
				return
			}
			if tc.target != nil && !errors.Is(err, tc.target) {
				t.Errorf("%s: %v is not %v", tc.name, err, tc.target)
			}
		})
	}
	_, err := billing.Allocate(inputs(5000, 4999), wire.ZeroMicro())
	var se *billing.ShareSumError
	if !errors.As(err, &se) || se.Sum != 9999 {
		t.Errorf("ShareSumError: %#v", err)
	}
	_, err = billing.Allocate(inputs(-5, 10005), wire.ZeroMicro())
	var re *billing.ShareRangeError
	if !errors.As(err, &re) || re.Index != 0 || re.ShareBPS != -5 {
		t.Errorf("ShareRangeError: %#v", err)
	}
	// A sum that overflows an int is caught by the range check.
	maxInt := int(^uint(0) >> 1)
	_, err = billing.Allocate(inputs(maxInt, maxInt, 10002), wire.ZeroMicro())
	if !errors.As(err, &re) || re.Index != 0 {
		t.Errorf("overflowing shares: %#v", err)
	}
}

func TestToolCallRecipients(t *testing.T) {
	t.Parallel()
	rs, err := billing.ToolCallRecipients(wire.MustParseMicroUSD("1001"), "0xProducer", "0xPlatform",
		billing.DefaultToolRevenueSplit().ProducerBPS, billing.DefaultToolRevenueSplit().PlatformBPS)
	if err != nil || amounts(rs) != "851/150" || rs[0].Role != billing.RoleProducer || rs[1].Role != billing.RolePlatform ||
		rs[0].Address != "0xProducer" || rs[1].ShareBPS != 1500 {
		t.Fatalf("ToolCallRecipients = %+v, %v", rs, err)
	}
	// A tied leftover unit goes to the producer.
	if rs, _ := billing.ToolCallRecipients(wire.MustParseMicroUSD("1"), "p", "q", 5000, 5000); amounts(rs) != "1/0" {
		t.Errorf("tie: %s", amounts(rs))
	}
	// Both recipients are present with a 0 share.
	if rs, _ := billing.ToolCallRecipients(wire.MustParseMicroUSD("7"), "p", "q", 10000, 0); amounts(rs) != "7/0" {
		t.Errorf("zero platform share: %s", amounts(rs))
	}
	if _, err := billing.ToolCallRecipients(wire.MustParseMicroUSD("7"), "p", "q", 8500, 1400); err == nil {
		t.Error("shares not summing to 10000 accepted")
	}
}
