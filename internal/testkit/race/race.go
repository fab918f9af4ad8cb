// Package race tells tests whether the race detector is on, and sizes the
// tests that .ci/run also runs in full without it.
//
// The race detector makes single-goroutine code five to thirty times
// slower and finds nothing in it but misuse of unsafe pointers; what it
// exists for is concurrency. So the long single-goroutine suites — the
// adversarial inputs at full size, the differential tests over every
// vector document — sample their inputs under it (Sample), .ci/run runs
// them again in full without it, and a test whose point is concurrency
// (validations from several goroutines at once) runs in full under it.
// Under the race detector sync.Pool also drops items at random, so
// allocation bounds of code that pools its buffers do not hold (Enabled).
package race

// Sample returns the filter of a test's inputs: without the race detector
// it keeps every input; under it, every n-th of its calls (the first, the
// (n+1)-th, …), so that a loop over schemas and documents still reaches
// every schema. n < 1 keeps every input.
func Sample(n int) func() bool {
	if !Enabled || n <= 1 {
		return func() bool { return true }
	}
	i := -1
	return func() bool {
		i++
		return i%n == 0
	}
}
