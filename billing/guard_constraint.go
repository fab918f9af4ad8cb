package billing

import "github.com/hounfour-go/hounfour/constraint"

// ConstraintEvaluator returns the guard's default evaluator path: the
// library's constraint language (package constraint). An
// expression is compiled with constraint.Compile (so only the 31 upstream
// builtins exist) and evaluated against a document whose members are the
// check's inputs as strings, e.g. {"spent": "…", "limit": "…"}.
func ConstraintEvaluator() Evaluator { return constraintEvaluator{} }

type constraintEvaluator struct{}

type constraintPredicate struct{ x *constraint.Expr }

func (constraintEvaluator) Compile(expression string) (Predicate, error) {
	x, err := constraint.Compile(expression)
	if err != nil {
		return nil, err
	}
	return constraintPredicate{x}, nil
}

func (p constraintPredicate) Check(in Inputs) (bool, error) {
	var ms [2]constraint.Member
	for i := 0; i < in.n; i++ {
		ms[i] = constraint.Member{Name: in.names[i], Value: constraint.String(in.values[i])}
	}
	return p.x.Check(constraint.ObjectOf(ms[:in.n]...))
}
