package codec_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestGeneratedHostile: the hostile texts (each over one limit, or hostile
// within them), validated as every schema of an open object type, whose
// generated decoder reads undeclared members of any shape: the same results
// as the reference paths, and memory at most a small multiple of the input.
func TestGeneratedHostile(t *testing.T) {
	paths := pathmode.Claim(t)
	var open []string
	for _, s := range libraryNames() {
		if typ, ok := schemas.Type(s); ok && codec.UnionOf(typ) == nil && codec.GenInfo(typ).Open {
			open = append(open, s)
		}
	}
	if len(open) == 0 {
		t.Fatal("no schema of an open object type")
	}
	for _, in := range hostile.JSON() {
		for _, s := range open {
			sameBothPaths(t, paths, in.Name, s, in.Data)
			n, allocs := hostile.Allocated(func() { _ = schemas.Validate(s, in.Data) })
			if n > 8*uint64(len(in.Data))+hostile.ScanBytes {
				t.Errorf("%s as %s: %d bytes in %d allocations for %d bytes", in.Name, s, n, allocs, len(in.Data))
			}
		}
	}
	t.Logf("%d hostile texts as %d schemas", len(hostile.JSON()), len(open))
}
