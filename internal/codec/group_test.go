package codec

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// The member-group tests declare a type with an embedded member group and
// its twin with the group's members written out: both must give the same
// violations, decoded members and encodings on every document, on every
// path. The group carries the features the commons types brought: a
// boolean const and a union of integer constants.

type tGroup struct {
	Version  int64                      `json:"version" hf:"minimum=0"`
	Fixed    bool                       `json:"fixed" hf:"const=false"`
	Layer    int64                      `json:"layer" hf:"anyOf=1|2"`
	Ref      *string                    `json:"ref,omitzero" hf:"minLength=1"`
	Ext      map[string]json.RawMessage `json:"ext,omitzero"`
	Inner    *tGroupInner               `json:"inner,omitzero"`
	Contract string                     `json:"contract" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

type tGroupInner struct {
	N int `json:"n" hf:"maximum=3"`
}

type tGrouped struct {
	Name string `json:"name" hf:"minLength=1"`
	TGroupForTests
}

// TGroupForTests is tGroup under an exported type name (an embedded
// group must be exported).
type TGroupForTests tGroup

type tFlat struct {
	Name     string                     `json:"name" hf:"minLength=1"`
	Version  int64                      `json:"version" hf:"minimum=0"`
	Fixed    bool                       `json:"fixed" hf:"const=false"`
	Layer    int64                      `json:"layer" hf:"anyOf=1|2"`
	Ref      *string                    `json:"ref,omitzero" hf:"minLength=1"`
	Ext      map[string]json.RawMessage `json:"ext,omitzero"`
	Inner    *tGroupInner               `json:"inner,omitzero"`
	Contract string                     `json:"contract" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

var (
	_ = Register(Meta[tGrouped]{Schema: "t-grouped", Rules: func(v *tGrouped, r *Rules) {
		if r.OK("version") && v.Version > 5 {
			r.Report("t-version-small", "version at most 5", "version")
		}
	}})
	_ = Register(Meta[tFlat]{Schema: "t-flat", Rules: func(v *tFlat, r *Rules) {
		if r.OK("version") && v.Version > 5 {
			r.Report("t-version-small", "version at most 5", "version")
		}
	}})
)

var groupDocs = []string{
	`{"name":"a","version":0,"fixed":false,"layer":1,"contract":"8.0.0"}`,
	`{"name":"a","version":2,"fixed":false,"layer":2,"ref":"r","ext":{"k":[1,{"a":null}]},"inner":{"n":3},"contract":"8.0.0"}`,
	`{"contract":"8.0.0","layer":1,"fixed":false,"version":1,"name":"reordered"}`,
	`{"name":"a","version":9,"fixed":false,"layer":1,"contract":"8.0.0"}`,
	`{"name":"","version":-1,"fixed":true,"layer":3,"ref":"","inner":{"n":4},"contract":"8.0"}`,
	`{"name":"a","fixed":false,"layer":1,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":false,"layer":0,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":false,"layer":2.0,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":false,"layer":1.5,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":false,"layer":-2,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":false,"layer":9007199254740993,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":"false","layer":"1","contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":null,"layer":null,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"version":1,"fixed":false,"layer":1,"contract":"8.0.0"}`,
	`{"name":"a","Version":0,"fixed":false,"layer":1,"contract":"8.0.0"}`,
	`{"name":"a","version":0,"fixed":false,"layer":1,"contract":"8.0.0","tGroup":{}}`,
	`{"name":"a","version":0,"fixed":false,"layer":1,"contract":"8.0.0","TGroupForTests":{}}`,
	`{}`,
	`[]`,
	`{"name":"a",`,
}

// groupOutcome is everything the codec says about doc as T: the
// violations of a decode, the decoded value's encoding, the violations of
// a walk of the decoded value and of a structural decode.
func groupOutcome[T any](doc string) string {
	v := new(T)
	viol, err := Decode([]byte(doc), v)
	enc, encErr := Marshal(v)
	walk, _ := Validate(v)
	u := new(T)
	structural, uerr := Unmarshal([]byte(doc), u)
	return fmt.Sprintf("decode %v %v\nencoding %s %v\nwalk %v\nstructural %v %v", viol, err, enc, encErr, walk, structural, uerr)
}

func TestMemberGroupTwin(t *testing.T) {
	claimPaths(t)
	for _, doc := range groupDocs {
		var ref string
		for _, m := range []Mode{ModeReference, ModeReflect, ModeFast} {
			SetMode(m)
			got, want := groupOutcome[tGrouped](doc), groupOutcome[tFlat](doc)
			if got != want {
				t.Errorf("mode %d, %s: the grouped type differs from its flat twin:\n got %s\nwant %s", m, doc, got, want)
			}
			if m == ModeReference {
				ref = got
			} else if got != ref {
				t.Errorf("mode %d, %s: differs from the reference paths:\n got %s\nwant %s", m, doc, got, ref)
			}
		}
	}
}

// TestGroupFeatureViolations: the exact violations of the boolean const
// and the union of integer constants, and where the group's members are
// decoded to.
func TestGroupFeatureViolations(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{groupDocs[0], "[]"},
		{groupDocs[4], "[{/name minLength Expected string length greater or equal to 1 []} " +
			"{/version minimum Expected integer to be greater or equal to 0 []} {/fixed const Expected false []} " +
			"{/layer anyOf Expected union value []} {/ref minLength Expected string length greater or equal to 1 []} " +
			"{/inner/n maximum Expected integer to be less or equal to 3 []} " +
			"{/contract pattern Expected string to match '^\\d+\\.\\d+\\.\\d+$' []}]"},
		{groupDocs[6], "[{/layer anyOf Expected union value []}]"},
		{groupDocs[7], "[]"},
		{groupDocs[5], "[{/version required Expected required property []}]"},
		{groupDocs[3], "[{/version t-version-small version at most 5 []}]"},
	} {
		var v tGrouped
		viol, err := Decode([]byte(c.doc), &v)
		if got := fmt.Sprint(viol); err != nil || got != c.want {
			t.Errorf("%s:\n got %s %v\nwant %s", c.doc, got, err, c.want)
		}
	}
	var v tGrouped
	if _, err := Decode([]byte(groupDocs[1]), &v); err != nil || v.Version != 2 || v.Layer != 2 || *v.Ref != "r" || v.Inner.N != 3 || v.Name != "a" {
		t.Errorf("decoded %+v %v", v, err)
	}
	enc, err := Marshal(&v)
	if err != nil || string(enc) != groupDocs[1] {
		t.Errorf("encoded %s %v", enc, err)
	}
	sh, _ := ShapeOf(reflect.TypeFor[tGrouped]())
	var names []string
	for _, f := range sh.Fields {
		names = append(names, f.Name)
	}
	if got := strings.Join(names, " "); got != "name version fixed layer ref ext inner contract" {
		t.Errorf("shape %s", got)
	}
	if c := sh.Fields[2].C; c.Const == nil || *c.Const != "false" || !c.ConstIsBool {
		t.Errorf("fixed: %+v", c)
	}
	if c := sh.Fields[3].C; fmt.Sprint(c.AnyOf) != "[1 2]" {
		t.Errorf("layer: %+v", c)
	}
}

type tBadPtrGroup struct {
	*TGroupForTests
}

type tBadJSONGroup struct {
	TGroupForTests `json:"g"`
}

type tBadBoolConst struct {
	B bool `json:"b" hf:"const=yes"`
}

type tBadAnyOfString struct {
	S string `json:"s" hf:"anyOf=1|2"`
}

type tUnknownGroup struct {
	Unknown map[string]json.RawMessage `json:"-"`
}

type tBadUnknownInGroup struct {
	A string `json:"a"`
	TUnknownGroupForTests
}

// TUnknownGroupForTests is a group declaring Unknown.
type TUnknownGroupForTests tUnknownGroup

type tBadDuplicateInGroup struct {
	Version int64 `json:"version2"`
	TGroupForTests
}

type tRegisteredGroup struct {
	A string `json:"a"`
}

// TRegisteredGroupForTests is a registered type used as a group.
type TRegisteredGroupForTests tRegisteredGroup

var _ = Register(Meta[TRegisteredGroupForTests]{})

type tBadRegisteredGroup struct {
	TRegisteredGroupForTests
}

// TestMemberGroupDeclarationErrors: a declaration the plan cannot keep
// faithfully panics when the plan is built, naming the field.
func TestMemberGroupDeclarationErrors(t *testing.T) {
	for _, c := range []struct {
		t    reflect.Type
		want string
	}{
		{reflect.TypeFor[tBadPtrGroup](), "an embedded field must be a struct without a json tag"},
		{reflect.TypeFor[tBadJSONGroup](), "an embedded field must be a struct without a json tag"},
		{reflect.TypeFor[tBadBoolConst](), "a boolean const is true or false"},
		{reflect.TypeFor[tBadAnyOfString](), "anyOf applies to number members"},
		{reflect.TypeFor[tBadUnknownInGroup](), "Unknown must be declared by the document type itself"},
		{reflect.TypeFor[tBadDuplicateInGroup](), "Go field Version declared twice"},
		{reflect.TypeFor[tBadRegisteredGroup](), "must not be registered"},
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), c.want) {
					t.Errorf("%v: panic %v, want %q", c.t, r, c.want)
				}
			}()
			planOf(c.t)
		}()
	}
	for _, tag := range []string{"anyOf=1|x", "anyOf=", "anyOf=01", "anyOf=1.5", "anyOf=99999999999999999"} {
		if _, err := parseTag(tag); err == nil {
			t.Errorf("tag %q accepted", tag)
		}
	}
}
