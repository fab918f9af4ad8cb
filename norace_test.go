//go:build !race

package hounfour_test

const raceEnabled = false
