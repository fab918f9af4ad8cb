package constraint

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
)

func mustParse(t *testing.T, src string) *File {
	t.Helper()
	f, err := ParseFile([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestTypeCheckFile(t *testing.T) {
	t.Parallel()
	f := mustParse(t, `{"$schema":"s","schema_id":"BillingEntry","contract_version":"7.0.0","expression_version":"2.0","constraints":[
	  {"id":"c1","expression":"true","severity":"error"},
	  {"id":"c2","expression":"true","severity":"error","type_signature":{"input_schema":"Other","output_type":"number","field_types":{"id":"string"}}},
	  {"id":"c3","expression":"true","severity":"error","type_signature":{"input_schema":"BillingEntry","output_type":"boolean","field_types":{
	     "x.y":"Widget","id":"Record<string, integer>","currency":"money","recipients[0]":"ConservationProperty[]","total_cost_micro":"bigint_coercible[]"}}},
	  {"id":"c4","expression":"true","severity":"error","type_signature":{"input_schema":"","output_type":"","steps":"array"}}
	]}`)
	got := TypeCheckFile(f, DefaultRegistry())
	want := TypeCheckResult{
		Valid: false,
		Errors: []TypeCheckError{
			{"c2", "input_schema: Other", "BillingEntry", "Other", "type_signature.input_schema 'Other' does not match file schema_id 'BillingEntry'"},
			{"c2", "output_type: number", "boolean", "number", "Constraint output_type must be 'boolean', got 'number'"},
		},
		Warnings: []TypeCheckWarning{
			{"c1", "Constraint 'c1' has no type_signature — cannot type-check"},
			{"c3", "Field path 'x.y' root 'x' not found in schema 'BillingEntry' fields"},
			{"c3", "Field 'currency' has type 'money' — not a primitive ConstraintType (may be a schema reference)"},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}

	unknown := mustParse(t, `{"$schema":"s","schema_id":"Nowhere","contract_version":"7.0.0","expression_version":"2.0","constraints":[
	  {"id":"c","expression":"true","severity":"error","type_signature":{"field_types":{"a":"nope"}}}]}`)
	got = TypeCheckFile(unknown, DefaultRegistry())
	want = TypeCheckResult{
		Errors:   []TypeCheckError{{"Nowhere", "Nowhere", "registered schema", "unknown", "Schema 'Nowhere' not found in registry"}},
		Warnings: []TypeCheckWarning{{"c", "Field 'a' has type 'nope' — not a primitive ConstraintType (may be a schema reference)"}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("unknown schema (-want +got):\n%s", diff)
	}
	// A registered schema without members gets no root warnings.
	got = TypeCheckFile(unknown, SchemaRegistry{"Nowhere": {}})
	if !got.Valid || len(got.Warnings) != 1 {
		t.Errorf("empty registered schema: %+v", got)
	}
	out, _ := json.Marshal(TypeCheckResult{Errors: []TypeCheckError{}, Warnings: []TypeCheckWarning{}})
	if string(out) != `{"valid":false,"errors":[],"warnings":[]}` {
		t.Errorf("JSON shape: %s", out)
	}
}

func TestDefaultRegistry(t *testing.T) {
	t.Parallel()
	reg := DefaultRegistry()
	for id, member := range map[string]string{
		"BillingEntry": "total_cost_micro", "AccessPolicy": "type", "ConversationSealingPolicy": "encryption_scheme",
		"EscrowEntry": "payer_id", "JwtBoundarySpec": "steps", "ProviderWireMessage": "role",
	} {
		t.Run(id, func(t *testing.T) {
			if _, ok := reg[id][member]; !ok {
				t.Errorf("registry: %s has no member %s", id, member)
			}
		})
	}
	if reg["BillingEntry"]["total_cost_micro"] != TypeBigIntCoercible || reg["DelegationChain"]["links"] != TypeArray ||
		reg["BridgeTransferSaga"]["settled_at"] != TypeUnknown || reg["BridgeTransferSaga"]["status"] != TypeString {
		t.Errorf("registry types: %v", reg["BillingEntry"]["total_cost_micro"])
	}
	for _, id := range []string{"EpistemicTristate", "ReservationArithmetic"} {
		t.Run(id, func(t *testing.T) {
			if _, ok := reg[id]; ok {
				t.Errorf("%s is not a schema", id)
			}
		})
	}
	reg["BillingEntry"]["x"] = TypeString // a fresh copy each time
	if _, ok := DefaultRegistry()["BillingEntry"]["x"]; ok {
		t.Errorf("DefaultRegistry shares its maps")
	}
}

func TestConstraintTypeDocuments(t *testing.T) {
	t.Parallel()
	if len(Types()) != 8 || !TypeBigIntCoercible.Valid() || Type("integer").Valid() {
		t.Errorf("Type vocabulary")
	}
	var typ Type
	if err := hounfour.Decode([]byte(`"bigint"`), &typ); err != nil || typ != TypeBigInt {
		t.Errorf("Decode constraint-type: %v %v", typ, err)
	}
	err := hounfour.Decode([]byte(`"integer"`), &typ)
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) || ve.Schema != "constraint-type" || ve.Violations[0].Rule != "enum" {
		t.Errorf("Decode bad constraint-type: %v", err)
	}
	var sig TypeSignature
	if err := hounfour.Decode([]byte(`{"input_schema":"BillingEntry","output_type":"boolean","field_types":{"b":"number","a":"string"}}`), &sig); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(sig)
	if err != nil || string(out) != `{"input_schema":"BillingEntry","output_type":"boolean","field_types":{"a":"string","b":"number"}}` {
		t.Errorf("MarshalJSON = %s, %v", out, err)
	}
	err = hounfour.Decode([]byte(`{"input_schema":"","output_type":"int","field_types":{"a":"x"},"extra":1}`), &sig)
	if !errors.As(err, &ve) || ve.Schema != "constraint-type-signature" {
		t.Fatalf("Decode bad signature: %v", err)
	}
	var rules []string
	for _, v := range ve.Violations {
		rules = append(rules, v.Path+" "+v.Rule)
	}
	if diff := cmp.Diff([]string{"/input_schema minLength", "/output_type enum", "/field_types/a enum", "/extra additionalProperties"}, rules); diff != "" {
		t.Errorf("violations (-want +got):\n%s", diff)
	}
	if err := json.Unmarshal([]byte(`{"input_schema":"X","output_type":"boolean","field_types":{},"field_types":{}}`), &sig); !errors.As(err, &ve) {
		t.Errorf("UnmarshalJSON duplicate: %v", err)
	}
	if err := (&TypeSignature{InputSchema: "X", OutputType: TypeBoolean, FieldTypes: map[string]Type{}}).Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
}
