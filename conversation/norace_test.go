//go:build !race

package conversation_test

const raceEnabled = false
