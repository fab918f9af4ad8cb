package hounfour

// BUTTERFREEZONE.md, the repository's agent-facing README, is generated from
// the code; a test fails when the committed file differs from the
// generator's output for the current tree (head commit and time aside).
//go:generate go run ./cmd/hounfour butterfreezone generate -w
