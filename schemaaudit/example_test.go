package schemaaudit_test

import (
	"fmt"
	"os"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/schemaaudit"
)

func ExampleCompareSchemas() {
	older := []byte(`{"type":"object","additionalProperties":false,"required":["id"],
		"properties":{"id":{"type":"string"},"tier":{"enum":["free","pro"]}}}`)
	newer := []byte(`{"type":"object","additionalProperties":false,"required":["id"],
		"properties":{"id":{"type":"string"},"tier":{"enum":["free","pro","team"]},"note":{"type":"string"}}}`)
	changes, _ := schemaaudit.CompareSchemas(older, newer)
	for _, c := range changes {
		fmt.Printf("%s %s: %s (strict %s, lax %s)\n", c.Path, c.Kind, c.Detail, c.Strict, c.Lax)
	}
	// Output:
	// /properties/note optional_member_added: optional member note added to a closed object (strict BREAKING, lax COMPATIBLE)
	// /properties/tier enum_values_added: values added: "team" (strict BREAKING, lax COMPATIBLE)
}

func ExampleReport_WriteTable() {
	from := fstest.MapFS{"s.schema.json": {Data: []byte(`{"$id":"https://x/1.0.0/s","type":"integer","minimum":0}`)}}
	to := fstest.MapFS{
		"s.schema.json": {Data: []byte(`{"$id":"https://x/2.0.0/s","type":"integer","minimum":1}`)},
		"t.schema.json": {Data: []byte(`{"type":"string"}`)},
	}
	r, err := schemaaudit.Compare(from, to)
	if err != nil {
		panic(err)
	}
	r.WriteTable(os.Stdout)
	// Output:
	// SCHEMA  DIMENSION       CHANGE           PATH      STRICT    LAX
	// s       numeric_bounds  bound_tightened  /minimum  BREAKING  BREAKING
	// added (1): t
	// 1.0.0 → 2.0.0: 1 added, 0 removed, 1 changed, 0 unchanged; strict reader BREAKING, lax reader BREAKING
}
