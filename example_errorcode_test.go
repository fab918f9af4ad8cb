package hounfour_test

import (
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
)

func ExampleErrorCode() {
	c := hounfour.CodeJTIRequired
	fmt.Println(c, c.HTTPStatus(), c.Category(), c.Valid(), c.Upstream())
	fmt.Println(hounfour.CodeToolNotFound.Upstream(), hounfour.ErrorCode("NOPE").Valid())
	fmt.Println(len(hounfour.ErrorCodes()))
	// Output:
	// JTI_REQUIRED 401 auth true true
	// false false
	// 59
}

func ExampleError() {
	// A service function fails with a protocol error …
	authorize := func(jti string) error {
		if jti == "" {
			return fmt.Errorf("invoke: %w", hounfour.NewError(hounfour.CodeJTIRequired, "jti claim is required for invoke"))
		}
		return nil
	}
	// … and the HTTP layer maps it to a response.
	err := authorize("")
	var perr *hounfour.Error
	if errors.As(err, &perr) {
		fmt.Println(perr.HTTPStatus(), perr.Code, perr.Message)
	}
	fmt.Println(errors.Is(err, hounfour.CodeJTIRequired))
	// Output:
	// 401 JTI_REQUIRED jti claim is required for invoke
	// true
}
