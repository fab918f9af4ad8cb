package vectors

import (
	"encoding/json"
	"errors"
	"slices"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/schemas"
)

func init() {
	kinds["check-constraints"] = runCheckConstraints
}

// check-constraints: input {"schema": name, "doc": document}; the document
// is decoded structurally as the type registered under name (which must have
// a CheckConstraints method) and want is the list of every constraint
// result in file order, [{"id", "severity", "status"}]; Validate must agree:
// it fails exactly when an error-severity result has status fail or error
// or the schema rules fail ("schema_valid": false in want says they do),
// leaving out the rules "not_applied" in want lists (rules Validate does
// not apply).
func runCheckConstraints(c *Case) error {
	var in struct {
		Schema string          `json:"schema"`
		Doc    json.RawMessage `json:"doc"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	v, err := schemas.New(in.Schema)
	if err != nil {
		return err
	}
	u, ok := v.(json.Unmarshaler)
	if !ok {
		return errors.New(in.Schema + ": no UnmarshalJSON")
	}
	if err := u.UnmarshalJSON(in.Doc); err != nil {
		return err
	}
	cc, ok := v.(interface{ CheckConstraints() []constraint.Result })
	if !ok {
		return errors.New(in.Schema + ": no CheckConstraints method")
	}
	type result struct {
		ID       string `json:"id"`
		Severity string `json:"severity"`
		Status   string `json:"status"`
	}
	var want struct {
		Results     []result `json:"results"`
		SchemaValid *bool    `json:"schema_valid"`
		NotApplied  []string `json:"not_applied"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	rs := cc.CheckConstraints()
	got := make([]result, len(rs))
	for i, r := range rs {
		got[i] = result{r.ID, string(r.Severity), string(r.Status)}
	}
	gj, _ := json.Marshal(got)
	wj, _ := json.Marshal(want.Results)
	if string(gj) != string(wj) {
		return mismatch("constraint results", string(wj), string(gj))
	}
	schemaOK := true
	if want.SchemaValid != nil {
		schemaOK = *want.SchemaValid
	}
	applied := slices.DeleteFunc(slices.Clone(rs), func(r constraint.Result) bool { return slices.Contains(want.NotApplied, r.ID) })
	if got, want := v.Validate() == nil, schemaOK && constraint.OK(applied); got != want {
		return mismatch("Validate verdict", want, got)
	}
	return nil
}
