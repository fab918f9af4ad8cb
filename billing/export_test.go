package billing

// The two allocation paths, for the property that they agree.
var (
	Allocate64  = allocate64
	AllocateBig = allocateBig
)
