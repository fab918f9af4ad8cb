package hounfour_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
)

func ExampleDecodeWithLimits() {
	body := []byte(`{"agent_id":"a","previous_state":"ACTIVE","new_state":"SUSPENDED","reason":"` +
		strings.Repeat("x", 300) + `"}`)
	l := hounfour.DefaultLimits()
	l.MaxStringBytes = 256
	var p agent.TransitionPayload
	err := hounfour.DecodeWithLimits(body, &p, l)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%s [%s] %s\n", v.Path, v.Rule, v.Message)
		}
	}
	l.MaxStringBytes = 0 // the default, 1 MiB
	fmt.Println(hounfour.DecodeWithLimits(body, &p, l))
	// Output:
	// /reason [limit-string-bytes] String longer than the limit of 256 bytes
	// <nil>
}

func ExampleLimits() {
	// Past MaxViolations, one violation counts the rest.
	body := []byte(`{"a":1,"b":2,"c":3,"d":4}`)
	l := hounfour.Limits{MaxViolations: 2}
	var p agent.TransitionPayload
	err := hounfour.DecodeWithLimits(body, &p, l)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%q [%s] %s\n", v.Path, v.Rule, v.Message)
		}
	}
	// Output:
	// "/a" [additionalProperties] Unexpected property
	// "/b" [additionalProperties] Unexpected property
	// "" [limit-violations] 6 more violations not reported (limit 2)
}
