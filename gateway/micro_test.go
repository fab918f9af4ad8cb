package gateway_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

func mustMicro(t *testing.T, s string) wire.MicroUSDUnsigned {
	t.Helper()
	m, err := wire.ParseMicroUSDUnsigned(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
