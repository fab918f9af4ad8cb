package billing

import (
	"errors"
	"sync"
)

// ErrRemainderRange rejects a remainder of 1,000,000 micro-micro-USD or more
// in [RemainderAccumulator.Carry]: a remainder is always below one micro-USD.
var ErrRemainderRange = errors.New("billing: remainder must be below 1000000")

// RemainderAccumulator carries the sub-micro remainders of the
// floor-per-component convention per scope key (such as "tenant:abc"), so
// that fractions of a micro-USD are billed once they add up to a whole one.
// The zero value is ready to use; it is safe for concurrent
// use.
type RemainderAccumulator struct {
	mu  sync.Mutex
	acc map[string]uint64
}

// Carry adds a remainder to scope and returns the whole micro-USD it
// completes: t = accumulated + remainder; carry = floor(t / 1,000,000); the
// scope keeps t mod 1,000,000. The caller adds the carry to the cost it bills
// for the current request. A remainder ≥ 1,000,000 fails with
// ErrRemainderRange and leaves the state unchanged.
func (a *RemainderAccumulator) Carry(scope string, remainderMicro uint64) (carry uint64, err error) {
	if remainderMicro >= 1000000 {
		return 0, ErrRemainderRange
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.acc == nil {
		a.acc = map[string]uint64{}
	}
	t := a.acc[scope] + remainderMicro
	a.acc[scope] = t % 1000000
	return t / 1000000, nil
}

// Accumulated returns the remainder scope holds (0 for an unknown scope).
func (a *RemainderAccumulator) Accumulated(scope string) uint64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.acc[scope]
}
