package integrity_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

const hexDigits = "0123456789abcdefABCDEF"

// genUUID yields uuid text in any letter case, any version and variant.
func genUUID() gopter.Gen {
	return gen.SliceOfN(32, gen.IntRange(0, len(hexDigits)-1)).Map(func(ds []int) string {
		b := make([]byte, 0, 36)
		for i, d := range ds {
			if i == 8 || i == 12 || i == 16 || i == 20 {
				b = append(b, '-')
			}
			b = append(b, hexDigits[d])
		}
		return string(b)
	})
}

func TestCanonicalRegistryProperties(t *testing.T) {
	t.Parallel()
	// The only input is the id text; each case validates a 20-property
	// registry, so 200 cases (propertyParameters of property_test.go).
	props := gopter.NewProperties(propertyParameters(t, 200))
	props.Property("the canonical registry builder always validates and every constraint passes", prop.ForAll(
		func(id string) string {
			g := integrity.CanonicalRegistry(id)
			if err := g.Validate(); err != nil {
				return err.Error()
			}
			for _, r := range g.CheckConstraints() {
				if r.Status != constraint.StatusPass {
					return fmt.Sprintf("%s: %s", r.ID, r.Status)
				}
			}
			if g.RegistryID.String() != id {
				return "registry id " + g.RegistryID.String()
			}
			return ""
		},
		genUUID(),
	))
	props.TestingRun(t)
}

// Sizes, coverage and versions of the canonical data, written out from
// the specification.
func TestCanonicalData(t *testing.T) {
	t.Parallel()
	g := integrity.CanonicalRegistry("0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a")
	if g.TotalCount != 14 || len(g.Properties) != 14 || g.LivenessCount != 6 || len(g.LivenessProperties) != 6 ||
		g.ContractVersion.String() != string(hounfour.Contract700) {
		t.Errorf("counts %d/%d, %d/%d, version %s", g.TotalCount, len(g.Properties), g.LivenessCount, len(g.LivenessProperties), g.ContractVersion)
	}
	want := map[string]int64{"single_lot": 6, "account": 2, "platform": 5, "bilateral": 1}
	if fmt.Sprint(g.Coverage) != fmt.Sprint(want) {
		t.Errorf("coverage %v", g.Coverage)
	}
	for i, p := range g.Properties {
		if p.InvariantID != "I-"+strconv.Itoa(i+1) || p.ContractVersion.String() != "5.5.0" || len(p.ErrorCodes) != 1 {
			t.Errorf("property %d: %+v", i, p)
		}
		if recon := p.ReconciliationFailureCodes != nil; recon != (p.InvariantID == "I-4" || p.InvariantID == "I-13") {
			t.Errorf("%s: reconciliation codes %v", p.InvariantID, p.ReconciliationFailureCodes)
		}
	}
	for i, p := range g.LivenessProperties {
		if p.LivenessID != "L-"+strconv.Itoa(i+1) || p.ContractVersion.String() != "6.0.0" || !p.HasBoundedEventually() {
			t.Errorf("liveness %d: %+v", i, p)
		}
	}
	if bad := integrity.CanonicalRegistry("not-a-uuid"); bad.Validate() == nil {
		t.Error("a registry without a uuid validates")
	}
	// fresh slices
	a := integrity.CanonicalConservationProperties()
	a[0].Name = "changed"
	if integrity.CanonicalConservationProperties()[0].Name == "changed" {
		t.Error("CanonicalConservationProperties shares its data")
	}
}

func TestLivenessSkippedRule(t *testing.T) {
	t.Parallel()
	p := integrity.CanonicalLivenessProperties()[0]
	p.LTLFormula = "G(p => F(q))"
	if err := p.Validate(); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	rs := p.CheckConstraints()
	if len(rs) != 1 || rs[0].ID != "liveness-formula-has-eventually" || rs[0].Status != constraint.StatusSkipped || !constraint.OK(rs) {
		t.Errorf("CheckConstraints = %+v", rs)
	}
	if p.HasBoundedEventually() {
		t.Error("HasBoundedEventually")
	}
}

func FuzzDecodePropertyRegistry(f *testing.F) {
	data, _ := integrity.CanonicalRegistry("0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a").MarshalJSON()
	f.Add(data)
	f.Add([]byte(`{"coverage":{"a\nb":1,"":-1,"x":1.5},"properties":[{"reconciliation_failure_codes":[]}],"liveness_properties":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[integrity.PropertyRegistry](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeLivenessProperty(f *testing.F) {
	data, _ := integrity.CanonicalLivenessProperties()[2].MarshalJSON()
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[integrity.LivenessProperty](data); err != nil {
			t.Fatal(err)
		}
	})
}

func ExampleCanonicalRegistry() {
	g := integrity.CanonicalRegistry("0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a")
	fmt.Println(g.Validate(), g.TotalCount, g.LivenessCount, g.Coverage)
	fmt.Println(g.Properties[13].InvariantID, g.Properties[13].Name)
	fmt.Println(g.LivenessProperties[0].LTLFormula, g.LivenessProperties[0].CompanionSafety)
	// Output:
	// <nil> 14 6 map[account:2 bilateral:1 platform:5 single_lot:6]
	// I-14 Transfer conservation
	// G(reservation.pending => F_t(3600, reservation.terminal)) I-11
}
