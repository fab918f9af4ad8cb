package constraint

import rt "github.com/hounfour-go/hounfour/internal/constraintrt"

// basket_weights_normalized(composition): the composition's entries are an
// array of 1 to 100 elements whose numeric weight members sum to 1 ± 0.001.
// The sum is a float64 left fold in array order over the elements that are
// objects (or arrays, which have no weight) with a number weight; every
// other element or weight is skipped. A composition that is no object reads
// as an empty one.
func basketWeightsNormalized(_ *env, a, _ Value, _ int) Value {
	entries, ok := elements(member(asRecord(a), "entries"))
	if !ok || len(entries) > maxItems || len(entries) == 0 {
		return vFalse
	}
	var sum float64
	for _, e := range entries {
		if isContainer(e) {
			if w := member(e, "weight"); w.k == KindNumber {
				sum += w.f
			}
		}
	}
	return Bool(rt.BasketNormalized(len(entries), sum))
}
