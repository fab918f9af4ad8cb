package constraint

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The language vectors (testdata/vectors/*.json) are the library's own:
// every builtin's normal and edge cases, every operator and coercion rule,
// every syntax error class. A file is {"description", "cases": [case…]}; a
// case is
//
//	{"name", "expr", "doc"?, "previous"?, "aliases"?, "no_aliases"?,
//	 "want"? | "syntax_error"? | "eval_error"?}
//
// doc defaults to {}. previous, when present, is passed with WithPrevious;
// aliases with WithAlias; no_aliases with WithoutAliases (after the
// aliases, so it removes them). want is a JSON
// boolean (the value must be that boolean) or a string compared with the
// value's String form ('text', 12n, undefined, [1, 2], …). syntax_error is
// {"message", "position"}; eval_error is the *EvalError message.
func TestVectors(t *testing.T) {
	t.Parallel()
	paths, err := filepath.Glob("testdata/vectors/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no vectors: %v", err)
	}
	total := 0
	for _, p := range paths {
		cases := loadVectors(t, p)
		name := strings.TrimSuffix(filepath.Base(p), ".json")
		t.Run(name, func(t *testing.T) {
			for _, c := range cases {
				runVector(t, c)
			}
		})
		total += len(cases)
	}
	t.Logf("%d language vectors in %d files", total, len(paths))
}

type vector struct {
	name, expr string
	doc        Value
	opts       []EvalOption
	want       Value // boolean or string
	syntax     *SyntaxError
	evalErr    string
}

func loadVectors(t *testing.T, path string) []vector {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	file, err := DecodeJSON(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	list, _ := file.Get("cases")
	if list.Kind() != KindArray || list.Len() == 0 {
		t.Fatalf("%s: no cases", path)
	}
	var out []vector
	for i := 0; i < list.Len(); i++ {
		c := list.Index(i)
		get := func(name string) Value { v, _ := c.Get(name); return v }
		for _, m := range c.Members() {
			switch m.Name {
			case "name", "expr", "doc", "previous", "aliases", "no_aliases", "want", "syntax_error", "eval_error", "note":
			default:
				t.Fatalf("%s case %d: unknown member %q", path, i, m.Name)
			}
		}
		v := vector{name: toString(get("name")), expr: toString(get("expr")), doc: get("doc"), want: get("want")}
		if v.doc.Kind() == KindUndefined {
			v.doc = ObjectOf()
		}
		if _, ok := c.Get("previous"); ok {
			v.opts = append(v.opts, WithPrevious(get("previous")))
		}
		if as := get("aliases"); as.Kind() == KindArray {
			for j := 0; j < as.Len(); j++ {
				v.opts = append(v.opts, WithAlias(toString(as.Index(j))))
			}
		}
		if get("no_aliases").Truthy() {
			v.opts = append(v.opts, WithoutAliases())
		}
		if se := get("syntax_error"); se.Kind() == KindObject {
			msg, _ := se.Get("message")
			pos, _ := se.Get("position")
			f, _ := pos.AsNumber()
			v.syntax = &SyntaxError{Msg: toString(msg), Pos: int(f)}
		}
		if ee := get("eval_error"); ee.Kind() == KindString {
			v.evalErr = ee.s
		}
		switch {
		case v.name == "" || v.expr == "" && v.syntax == nil:
			t.Fatalf("%s case %d: name and expr are required", path, i)
		case v.syntax == nil && v.evalErr == "" && v.want.Kind() != KindBool && v.want.Kind() != KindString:
			t.Fatalf("%s case %q: want must be a boolean or a rendering", path, v.name)
		}
		out = append(out, v)
	}
	return out
}

func runVector(t *testing.T, v vector) {
	t.Helper()
	x, err := Compile(v.expr)
	if v.syntax != nil {
		var se *SyntaxError
		if !errors.As(err, &se) || *se != *v.syntax {
			t.Errorf("%s: Compile(%q) = %v, want syntax error %q", v.name, v.expr, err, v.syntax.Error())
		}
		return
	}
	if err != nil {
		t.Errorf("%s: Compile(%q): %v", v.name, v.expr, err)
		return
	}
	got, err := x.Eval(v.doc, v.opts...)
	if v.evalErr != "" {
		var ee *EvalError
		if !errors.As(err, &ee) || ee.Msg != v.evalErr {
			t.Errorf("%s: %q: got %v, %v; want evaluation error %q", v.name, v.expr, got, err, v.evalErr)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %q: %v", v.name, v.expr, err)
		return
	}
	if v.want.Kind() == KindBool {
		if got.Kind() != KindBool || got.Truthy() != v.want.Truthy() {
			t.Errorf("%s: %q = %v, want %v", v.name, v.expr, got, v.want)
		}
		return
	}
	if got.String() != v.want.s {
		t.Errorf("%s: %q = %v, want %s", v.name, v.expr, got, v.want.s)
	}
}
