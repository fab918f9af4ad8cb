//go:build race

package hostile

// Race reports whether the race detector is on: then sync.Pool drops items
// at random, so code that pools its buffers (regexp, for one) allocates far
// more, and allocation bounds of such code do not hold.
const Race = true
