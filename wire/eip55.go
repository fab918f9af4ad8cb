package wire

import (
	"encoding/hex"
	"hash"
	"sync"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto/keccak"
)

// keccakState is the legacy Keccak-256 hash with Read, which squeezes the
// digest without the copy Sum makes.
type keccakState interface {
	hash.Hash
	Read([]byte) (int, error)
}

// eip55Scratch is a pooled hasher with buffers that live beside it, so that
// hashing does not make its arguments escape to the heap.
type eip55Scratch struct {
	h     keccakState
	lower [40]byte
	sum   [32]byte
}

var eip55Pool = sync.Pool{New: func() any {
	return &eip55Scratch{h: keccak.NewLegacyKeccak256().(keccakState)}
}}

// eip55Cache remembers the EIP-55 spelling of recently seen addresses.
// Services see the same few collection, owner and account addresses again and
// again, and each spelling costs a Keccak-256 hash (about 400 ns), paid once
// to verify a checksummed input and once more to write it out. The cache is
// direct-mapped on the last address byte (addresses are hash outputs, so
// uniformly spread) and lock-free: entries are immutable and a slot is simply
// overwritten; a hit compares the whole address.
var eip55Cache [256]atomic.Pointer[eip55Entry]

type eip55Entry struct {
	addr common.Address
	text [42]byte
}

// eip55 writes the EIP-55 spelling of a into dst: the 40
// lowercase hex digits are hashed with Keccak-256 (the original padding, over
// their ASCII bytes), and each letter whose hash nibble is ≥ 8 is uppercased.
func eip55(dst *[42]byte, a *common.Address) {
	slot := &eip55Cache[a[len(a)-1]]
	if e := slot.Load(); e != nil && e.addr == *a {
		*dst = e.text
		return
	}
	eip55Compute(dst, a)
	slot.Store(&eip55Entry{addr: *a, text: *dst})
}

// eip55Compute is eip55 without the cache.
func eip55Compute(dst *[42]byte, a *common.Address) {
	p := eip55Pool.Get().(*eip55Scratch)
	hex.Encode(p.lower[:], a[:])
	p.h.Reset()
	p.h.Write(p.lower[:])
	p.h.Read(p.sum[:])
	dst[0], dst[1] = '0', 'x'
	for i, c := range p.lower {
		nibble := p.sum[i/2] >> 4
		if i%2 == 1 {
			nibble = p.sum[i/2] & 0xf
		}
		if c > '9' && nibble >= 8 {
			c -= 'a' - 'A'
		}
		dst[2+i] = c
	}
	eip55Pool.Put(p)
}

// decodeAddress reads the 40 hex digits of s, which has the form 0x + 40
// characters, and reports whether it holds both upper- and lowercase letters.
// ok is false when a character is not a hex digit.
func decodeAddress(s string) (a common.Address, mixed, ok bool) {
	s = s[2:42]
	var acc byte
	for i := range a {
		c1, c2 := hexClass[s[2*i]], hexClass[s[2*i+1]]
		acc |= c1 | c2
		a[i] = c1<<4 | c2&0xf
	}
	if acc&hexInvalid != 0 {
		return common.Address{}, false, false
	}
	return a, acc&(hexUpper|hexLower) == hexUpper|hexLower, true
}

// hexClass maps an ASCII byte to its hex digit value in the low nibble,
// with hexUpper or hexLower added for a letter, or to hexInvalid.
var hexClass = func() (t [256]byte) {
	for i := range t {
		t[i] = hexInvalid
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = byte(c - '0')
	}
	for c := 'a'; c <= 'f'; c++ {
		t[c] = byte(c-'a') + 10 | hexLower
		t[c-'a'+'A'] = byte(c-'a') + 10 | hexUpper
	}
	return t
}()

const (
	hexUpper   = 0x10
	hexLower   = 0x20
	hexInvalid = 0x80
)
