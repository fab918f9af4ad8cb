package codec_test

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/codecgen"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// encodings is everything the library writes for v: its default encoding
// through codec.Marshal and through encoding/json (the types' MarshalJSON
// methods), and its RFC 8785 form (hounfour.MarshalCanonical), each with
// its error.
func encodings(v any) string {
	m, merr := codec.Marshal(v)
	j, jerr := json.Marshal(v)
	c, cerr := hounfour.MarshalCanonical(v)
	return fmt.Sprintf("Marshal %s %v\njson.Marshal %s %v\nMarshalCanonical %s %v", m, merr, j, jerr, c, cerr)
}

// sameEncodings reports a difference between the encodings of v by the
// generated encoders and by the reflective encoder (the reference path).
func sameEncodings(t testing.TB, paths *pathmode.Switch, what string, v any) {
	t.Helper()
	var want string
	paths.Reference(func() { want = encodings(v) })
	got := encodings(v)
	if got != want {
		t.Errorf("%s (%T): the generated encoders differ from the reflective encoder:\n got %s\nwant %s", what, v, got, want)
	}
}

// decodeAs decodes doc as schema structurally (Unmarshal: the values of
// documents that break validation rules are encoded too) and returns the
// value (the zero value when the document is not JSON), or nil on an
// error.
func decodeAs(schema string, doc []byte) any {
	v, err := schemas.New(schema)
	if err != nil {
		panic(err)
	}
	if _, err := codec.Unmarshal(doc, v); err != nil {
		return nil
	}
	return v
}

// TestGeneratedEncodersMatchReflective: every document of our vectors, of
// upstream's and of the performance corpus, decoded as its schema (and
// every fifth as every schema), is encoded to the same bytes, and the same
// canonical form, by the generated encoders and by the reflective one.
// Under the race detector it compares a sample (raceSample).
func TestGeneratedEncodersMatchReflective(t *testing.T) {
	paths := pathmode.Claim(t)
	keep := race.Sample(raceSample)
	compared := 0
	n, _ := forEachDocument(t, "generated encoders on upstream's vectors", 5, func(what, schema string, doc []byte) {
		if !keep() {
			return
		}
		if v := decodeAs(schema, doc); v != nil {
			sameEncodings(t, paths, what+" as "+schema, v)
			compared++
		}
	})
	if n < 1000 {
		t.Fatalf("only %d documents", n)
	}
	t.Logf("%d values of %d documents encoded both ways", compared, n)
}

// TestEveryStructTypeHasAGeneratedEncoder: the struct types reachable from
// the registered document types (members, elements, object primitives'
// wire forms, union variants) all have generated encoders, and the unions
// none (their own methods encode them, their variants generated).
func TestEveryStructTypeHasAGeneratedEncoder(t *testing.T) {
	t.Parallel()
	seen := map[reflect.Type]bool{}
	n := 0
	var visit func(ty reflect.Type)
	visit = func(ty reflect.Type) {
		if seen[ty] {
			return
		}
		seen[ty] = true
		info := codec.GenInfo(ty)
		if info.Custom {
			if codec.HasEncoder(ty) {
				t.Errorf("union %v has a generated encoder", ty)
			}
			if u := codec.UnionOf(ty); u != nil {
				for _, v := range u.Variants {
					visit(v)
				}
			}
			return
		}
		switch info.Kind {
		case codec.GenStruct:
			n++
			if !codec.HasEncoder(ty) {
				t.Errorf("%v has no generated encoder: run go generate ./internal/domains", ty)
			}
			for _, f := range info.Fields {
				visit(f.Type)
			}
		case codec.GenPtr, codec.GenSlice, codec.GenMap, codec.GenObject:
			visit(info.Elem)
		}
	}
	for _, ty := range codecgen.Roots() {
		if !codecTestType(ty) {
			visit(ty)
		}
	}
	if n < 150 {
		t.Fatalf("only %d struct types", n)
	}
	t.Logf("%d struct types, every one with a generated encoder", n)
}

// FuzzGeneratedEncoders decodes arbitrary bytes as the schema chosen by the
// first byte and encodes the value both ways. The seeds are those of
// FuzzFastPaths (schemaSeeds).
func FuzzGeneratedEncoders(f *testing.F) {
	names := schemaSeeds(f)
	paths := pathmode.Claim(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		if v := decodeAs(names[int(data[0])%len(names)], data[1:]); v != nil {
			sameEncodings(t, paths, "fuzz input", v)
		}
	})
}

// TestGeneratedEncodersOnRandomValues is a property over random values of
// every registered document type, built member by member: strings with
// characters JSON escapes or HTML would (<>&, U+2028, control characters,
// invalid UTF-8), huge and negative numbers, -0 and non-finite floats, nil
// and empty slices and maps, raw members that are not compact (or not
// JSON at all), undeclared members (some spelled like declared ones), and
// text and object primitives taken from decoded vector documents.
func TestGeneratedEncodersOnRandomValues(t *testing.T) {
	paths := pathmode.Claim(t)
	r := newRandomizer(t)
	var types []reflect.Type
	for _, s := range libraryNames() {
		ty, _ := schemas.Type(s)
		types = append(types, ty)
	}
	props := gopter.NewProperties(proptest.Parameters(t, 3000))
	runs, encoded := 0, 0
	props.Property("generated and reflective encodings are equal", prop.ForAll(func(seed int64) bool {
		rng := rand.New(rand.NewSource(seed))
		ty := types[rng.Intn(len(types))]
		v := reflect.New(ty)
		r.fill(rng, v.Elem(), 0)
		var want string
		paths.Reference(func() { want = encodings(v.Interface()) })
		got := encodings(v.Interface())
		if got != want {
			t.Logf("%v seed %d:\n got %s\nwant %s", ty, seed, got, want)
		}
		runs++
		if _, err := codec.Marshal(v.Interface()); err == nil {
			encoded++
		}
		return got == want
	}, gen.Int64()))
	props.TestingRun(t)
	// Values that cannot be encoded (a non-finite number, a raw member that
	// is not JSON) test the errors; most must encode.
	if encoded < runs/2 {
		t.Errorf("only %d of %d random values could be encoded", encoded, runs)
	}
	t.Logf("%d of %d random values encoded", encoded, runs)
}

// randomizer builds random values; leaves it cannot build from their
// members (text and object primitives, union types) come from the values
// met in decoded vector documents.
type randomizer struct {
	seen map[reflect.Type][]reflect.Value
}

var (
	randStrings = []string{"", "a", "<script>&amp;</script>", "line\u2028sep\u2029", "tab\tnl\n\x00\x1f\x7f",
		"quote\"back\\slash", "bad \xff\xfe utf8", "\xed\xa0\x80", "é😀", "/path/~1", "agent"}
	randRaws = []string{`{"a": [1, 2.50, "x\u0041"], "b": null}`, `"<&>\u2028"`, `1e400`, `-0`, `[]`, `{}`,
		`{"a":1,"a":2}`, `true`, `"\ud800"`, `{`, `not json`, "\"\xff\""}
	randInts   = []int64{0, 1, -1, 42, math.MaxInt64, math.MinInt64, 1 << 53, -(1 << 53) - 1}
	randFloats = []float64{0, math.Copysign(0, -1), 1.5, -2.25, 1e21, 1e-7, 123456789012345678, 5e-324, 1707700000, 1<<53 - 1, -(1 << 53),
		math.MaxFloat64, 0.1, math.Inf(1), math.NaN()}
)

func newRandomizer(t *testing.T) *randomizer {
	r := &randomizer{seen: map[reflect.Type][]reflect.Value{}}
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	for d := range vectorset.Documents(files) {
		if _, ok := schemas.Type(d.Schema); !ok {
			continue
		}
		if v := decodeAs(d.Schema, d.Text); v != nil {
			r.harvest(reflect.ValueOf(v).Elem(), 0)
		}
	}
	return r
}

// opaque reports whether values of t are taken from decoded documents
// rather than built.
func opaque(t reflect.Type) bool {
	if codec.UnionOf(t) != nil {
		return true
	}
	if t.Kind() == reflect.Interface {
		return true
	}
	switch info := codec.GenInfo(t); {
	case info.Custom:
		return true
	default:
		return info.Kind == codec.GenText || info.Kind == codec.GenObject || info.Kind == codec.GenForeign
	}
}

func (r *randomizer) harvest(v reflect.Value, depth int) {
	if depth > 20 {
		return
	}
	t := v.Type()
	if opaque(t) {
		if !v.IsZero() && len(r.seen[t]) < 64 {
			r.seen[t] = append(r.seen[t], v)
		}
		if t.Kind() != reflect.Struct || codec.UnionOf(t) == nil {
			return
		}
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			r.harvest(v.Elem(), depth+1)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			r.harvest(v.Index(i), depth+1)
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			r.harvest(it.Value(), depth+1)
		}
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if t.Field(i).IsExported() {
				r.harvest(v.Field(i), depth+1)
			}
		}
	}
}

func (r *randomizer) fill(rng *rand.Rand, v reflect.Value, depth int) {
	t := v.Type()
	if opaque(t) {
		if s := r.seen[t]; len(s) > 0 && rng.Intn(4) > 0 {
			v.Set(s[rng.Intn(len(s))])
		}
		return
	}
	if t == reflect.TypeFor[json.RawMessage]() || t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 {
		if rng.Intn(4) > 0 {
			v.SetBytes([]byte(randRaws[rng.Intn(len(randRaws))]))
		}
		return
	}
	switch t.Kind() {
	case reflect.String:
		if vals := enumValues(t); len(vals) > 0 && rng.Intn(5) > 0 {
			v.SetString(vals[rng.Intn(len(vals))])
			return
		}
		v.SetString(randStrings[rng.Intn(len(randStrings))])
	case reflect.Bool:
		v.SetBool(rng.Intn(2) == 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(randInts[rng.Intn(len(randInts))] >> (64 - t.Bits()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(randInts[rng.Intn(len(randInts))]) >> (64 - t.Bits()))
	case reflect.Float64:
		// Mostly finite: a non-finite number fails the whole encoding.
		f := randFloats[rng.Intn(len(randFloats))]
		if math.IsInf(f, 0) || math.IsNaN(f) {
			if rng.Intn(4) > 0 {
				f = 3
			}
		}
		v.SetFloat(f)
	case reflect.Pointer:
		if rng.Intn(3) > 0 && depth < 8 {
			p := reflect.New(t.Elem())
			r.fill(rng, p.Elem(), depth+1)
			v.Set(p)
		}
	case reflect.Slice:
		switch n := rng.Intn(4); {
		case n == 0 || depth >= 8:
		case n == 1:
			v.Set(reflect.MakeSlice(t, 0, 0))
		default:
			s := reflect.MakeSlice(t, n-1, n-1)
			for i := 0; i < n-1; i++ {
				r.fill(rng, s.Index(i), depth+1)
			}
			v.Set(s)
		}
	case reflect.Map:
		switch n := rng.Intn(4); {
		case n == 0 || depth >= 8:
		default:
			m := reflect.MakeMap(t)
			for i := 0; i < n-1; i++ {
				k := reflect.New(t.Key()).Elem()
				k.SetString(randStrings[rng.Intn(len(randStrings))])
				e := reflect.New(t.Elem()).Elem()
				r.fill(rng, e, depth+1)
				m.SetMapIndex(k, e)
			}
			v.Set(m)
		}
	case reflect.Struct:
		var declared []string
		if info := codec.GenInfo(t); info.Open {
			for _, f := range info.Fields {
				declared = append(declared, f.Name)
			}
		}
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			if f.Name == "Unknown" && f.Tag.Get("json") == "-" {
				r.unknown(rng, v.Field(i), declared)
				continue
			}
			r.fill(rng, v.Field(i), depth+1)
		}
	}
}

// unknown fills an open object's undeclared members, some of them named
// like a declared member (the declared one is written).
func (r *randomizer) unknown(rng *rand.Rand, v reflect.Value, declared []string) {
	n := rng.Intn(4)
	if n == 0 {
		return
	}
	m := map[string]json.RawMessage{}
	for i := 0; i < n; i++ {
		name := randStrings[rng.Intn(len(randStrings))]
		if len(declared) > 0 && rng.Intn(3) == 0 {
			name = declared[rng.Intn(len(declared))]
		}
		m[name] = json.RawMessage(randRaws[rng.Intn(len(randRaws))])
	}
	v.Set(reflect.ValueOf(m))
}

// enumValues returns the vocabulary of an enum type, from its schema
// shape.
func enumValues(t reflect.Type) []string {
	if t.PkgPath() == "" {
		return nil
	}
	return slices.Clone(codec.GenInfo(t).EnumValues)
}
