package wire

import (
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// TestEIP55CacheCollisions alternates addresses that share a cache slot (same
// last byte) and checks every spelling against the uncached computation.
func TestEIP55CacheCollisions(t *testing.T) {
	t.Parallel()
	var addrs []common.Address
	for i := 0; i < 64; i++ {
		var a common.Address
		for j := range a {
			a[j] = byte(i*31 + j*7)
		}
		a[19] = 0x42 // all in one slot
		addrs = append(addrs, a)
	}
	for round := 0; round < 3; round++ {
		for _, a := range addrs {
			var got, want [42]byte
			eip55(&got, &a)
			eip55Compute(&want, &a)
			if got != want {
				t.Fatalf("cached %s, computed %s", got, want)
			}
			if !strings.EqualFold(string(got[:]), "0x"+common.Bytes2Hex(a[:])) {
				t.Fatalf("%s is not a spelling of %x", got, a)
			}
		}
	}
}
