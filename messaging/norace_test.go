//go:build !race

package messaging_test

const raceEnabled = false
