package commons

import "github.com/hounfour-go/hounfour/internal/codec"

// GovernedTestResource is the test type of upstream's governed-resource
// vectors: a test_field followed by the governed-resource members, closed.
// (Declared in the package itself: the codec plans only the module's
// types.)
type GovernedTestResource struct {
	TestField string `json:"test_field"`
	GovernedFields
}

var _ = codec.Register(codec.Meta[GovernedTestResource]{})
