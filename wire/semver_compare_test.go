package wire_test

import (
	"fmt"
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

func TestSemverCompare(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b string
		want int
	}{
		{"7.0.0", "7.0.0", 0},
		{"07.00.000", "7.0.0", 0},
		{"6.9.9", "7.0.0", -1},
		{"7.10.0", "7.9.0", 1},
		{"7.0.10", "7.0.9", 1},
		{"99999999999999999999.0.0", "18446744073709551615.0.0", 1},
		{"0.0.0", "", 1},
		{"", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.a, func(t *testing.T) {
			var a, b wire.Semver
			if tt.a != "" {
				a = wire.MustParseSemver(tt.a)
			}
			if tt.b != "" {
				b = wire.MustParseSemver(tt.b)
			}
			if got := a.Compare(b); got != tt.want {
				t.Errorf("%q.Compare(%q) = %d, want %d", tt.a, tt.b, got, tt.want)
			}
			if got := b.Compare(a); got != -tt.want {
				t.Errorf("%q.Compare(%q) = %d, want %d", tt.b, tt.a, got, -tt.want)
			}
		})
	}
}

func ExampleSemver_Compare() {
	remote, local := wire.MustParseSemver("6.10.0"), wire.MustParseSemver("7.0.0")
	fmt.Println(remote.Compare(local), local.Compare(remote), wire.MustParseSemver("07.0.0").Compare(local))
	// Output: -1 1 0
}
