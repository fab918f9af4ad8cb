// Package testkit holds nothing itself: its subpackages are the helpers
// the module's tests share, and nothing else imports them (the code
// generators and scripts/schema-check use upstreamdata to find the module
// root):
//
//   - benchratio: benchmarks that interleave the library with its baselines
//     and report ratios;
//   - commonsdocs: valid documents of the commons document types (contract
//     8.x), until our vectors hold them;
//   - golden: comparison with golden files under testdata/ (-update rewrites
//     them);
//   - hostile: the adversarial JSON texts and the allocation measure of the
//     hostile-input tests;
//   - pathmode: the switch of the library's paths (codec.SetMode) for the
//     differential tests and the benchmarks, which keeps them from running
//     in parallel with other tests;
//   - perfcorpus: the shared performance corpus (upstream's documents per
//     schema, with tie ratios);
//   - proptest: the seed rule of the property tests (HOUNFOUR_SEED);
//   - race: whether the race detector is on, and the sample of a long
//     single-goroutine test run under it;
//   - threeway: the three-way verdict check (Go validation, our schema
//     files, upstream's schema files) of the document vectors;
//   - upstreamdata: the module root and the shared upstream data beside a
//     checkout (HOUNFOUR_REQUIRE_UPSTREAM);
//   - vectorset: our vector files and upstream's, loaded together.
//
// internal/roundtrip is not here: the vectors runner, which ships in
// package vectors and the hounfour command, checks its round trips with it.
package testkit
