package reputation_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/schemas"
)

var under87 = hounfour.Options{Contract: hounfour.Contract870}

func TestTaskTypes(t *testing.T) {
	t.Parallel()
	want := []reputation.TaskType{"code_review", "creative_writing", "analysis", "summarization", "general", "unspecified"}
	if got := reputation.TaskTypes(); !slices.Equal(got, want) {
		t.Errorf("TaskTypes() = %v, want %v", got, want)
	}
	got := reputation.TaskTypes()
	got[0] = "bogus"
	if reputation.TaskTypes()[0] != "code_review" || reputation.TaskType("bogus").Valid() {
		t.Error("TaskTypes() returned a shared slice")
	}
}

// The open vocabulary: the protocol literals, or namespace:type.
func TestTaskTypeValid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		s                  string
		valid, proto, comm bool
		namespace, name    string
	}{
		{"code_review", true, true, false, "", ""},
		{"unspecified", true, true, false, "", ""},
		{"legal-guild:contract_review", true, false, true, "legal-guild", "contract_review"},
		{"a-_:d_9", true, false, true, "a-_", "d_9"},
		{"ab:c", false, false, false, "", ""},
		{"ns:ty-pe", false, false, false, "", ""},
		{"ns:ab:cd", false, false, false, "", ""},
		{"Legal:contract_review", false, false, false, "", ""},
		{"contract_review", false, false, false, "", ""},
		{"data_extraction", false, false, false, "", ""},
		{"future_type", false, false, false, "", ""},
		{"", false, false, false, "", ""},
		{"a:bc", false, false, false, "", ""},
		{"ab:", false, false, false, "", ""},
		{"1b:cd", false, false, false, "", ""},
		{"ab:9d", false, false, false, "", ""},
		{"Code_review", false, false, false, "", ""},
	} {
		t.Run(c.s, func(t *testing.T) {
			tt := reputation.TaskType(c.s)
			if tt.Valid() != c.valid || tt.IsProtocol() != c.proto || tt.IsCommunity() != c.comm ||
				tt.Namespace() != c.namespace || tt.Name() != c.name {
				t.Errorf("%q: Valid %v IsProtocol %v IsCommunity %v Namespace %q Name %q", c.s, tt.Valid(), tt.IsProtocol(),
					tt.IsCommunity(), tt.Namespace(), tt.Name())
			}
			// The document verdict is the same as Valid.
			err := schemas.ValidateWith("task-type", []byte(`"`+c.s+`"`), under87)
			if (err == nil) != c.valid {
				t.Errorf("schemas.Validate %q: %v", c.s, err)
			}
			var ve *hounfour.ValidationError
			if err != nil && (!errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != "enum" ||
				ve.Violations[0].Message != "Expected union value" || ve.Violations[0].Path != "") {
				t.Errorf("%q: %v, want one enum violation at the document", c.s, err)
			}
		})
	}
}

// Under 7.0.0 task types do not exist.
func TestTaskTypeNotIn700(t *testing.T) {
	t.Parallel()
	var tt reputation.TaskType
	err := hounfour.Options{Contract: hounfour.Contract700}.Decode([]byte(`"analysis"`), &tt)
	if !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("7.0.0 decode: %v, want ErrNotInContract", err)
	}
	if err := under87.Decode([]byte(`"analysis"`), &tt); err != nil || tt != reputation.TaskAnalysis {
		t.Errorf("8.7.0 decode: %v %q", err, tt)
	}
}

func TestTaskTypeCohort(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, doc string
		want      []string // "path rule"
	}{
		{"protocol", `{"model_id":"native","personal_score":0.8,"sample_count":12,"last_updated":"2026-02-24T15:00:00Z","task_type":"code_review"}`, nil},
		{"community, cold", `{"model_id":"gpt-4o","personal_score":null,"sample_count":0,"last_updated":"2026-02-24T15:00:00Z","task_type":"legal-guild:contract_review","confidence_threshold":30}`, nil},
		{"unspecified", `{"model_id":"m","personal_score":null,"sample_count":0,"last_updated":"2026-02-24T15:00:00Z","task_type":"unspecified"}`, nil},
		{"bad task type", `{"model_id":"m","personal_score":null,"sample_count":0,"last_updated":"2026-02-24T15:00:00Z","task_type":"data_extraction"}`,
			[]string{"/task_type enum"}},
		{"score above 1", `{"model_id":"m","personal_score":1.5,"sample_count":0,"last_updated":"2026-02-24T15:00:00Z","task_type":"analysis"}`,
			[]string{"/personal_score maximum"}},
		{"threshold 0", `{"model_id":"m","personal_score":0.5,"sample_count":1,"last_updated":"2026-02-24T15:00:00Z","task_type":"analysis","confidence_threshold":0}`,
			[]string{"/confidence_threshold minimum"}},
		{"personal_score absent", `{"model_id":"m","sample_count":1,"last_updated":"2026-02-24T15:00:00Z","task_type":"analysis"}`,
			[]string{"/personal_score required"}},
		{"empty model", `{"model_id":"","personal_score":0.5,"sample_count":-1,"last_updated":"2026-02-24T15:00:00Z","task_type":"analysis"}`,
			[]string{"/model_id minLength", "/sample_count minimum"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			var cohort reputation.TaskTypeCohort
			err := under87.Decode([]byte(c.doc), &cohort)
			var ve *hounfour.ValidationError
			if errors.As(err, &ve) {
				for _, v := range ve.Violations {
					got = append(got, v.Path+" "+v.Rule)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("violations %v, want %v", got, c.want)
			}
			if err == nil {
				out, err := cohort.MarshalJSON()
				if err != nil || string(out) != c.doc {
					t.Errorf("round trip %s %v", out, err)
				}
			}
		})
	}
}

func ExampleTaskType() {
	for _, s := range []reputation.TaskType{"analysis", "legal-guild:contract_review", "unspecified", "ns:ty-pe"} {
		fmt.Printf("%s valid=%v protocol=%v namespace=%q name=%q\n", s, s.Valid(), s.IsProtocol(), s.Namespace(), s.Name())
	}
	// Output:
	// analysis valid=true protocol=true namespace="" name=""
	// legal-guild:contract_review valid=true protocol=false namespace="legal-guild" name="contract_review"
	// unspecified valid=true protocol=true namespace="" name=""
	// ns:ty-pe valid=false protocol=false namespace="" name=""
}

// The warning of a task-type document is the constraint file's
// task-type-protocol-values evaluated on {"value": s}: compared with the
// reference evaluation of the shipped file.
func TestTaskTypeWarningsMatchFile(t *testing.T) {
	t.Parallel()
	files := constraint.ForSchemaIn(hounfour.Contract870, "task-type")
	if len(files) != 1 {
		t.Fatalf("%d task-type files", len(files))
	}
	for _, s := range []string{"code_review", "creative_writing", "analysis", "summarization", "general", "unspecified",
		"legal-guild:contract_review", "a-_:d_9"} {
		t.Run(s, func(t *testing.T) {
			doc, err := constraint.DecodeJSON([]byte(`{"value":"` + s + `"}`))
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, r := range files[0].Evaluate(doc).Warnings() {
				want = append(want, r.ID+": "+r.Message)
			}
			var got []string
			tt := reputation.TaskType(s)
			for _, w := range tt.Warnings() {
				if w.Path != "" {
					t.Errorf("warning at %q", w.Path)
				}
				got = append(got, w.Rule+": "+w.Message)
			}
			if !slices.Equal(got, want) {
				t.Errorf("Warnings() = %q, the file gives %q", got, want)
			}
		})
	}
	// The file's error rule is the schema itself (a native check the
	// library does not evaluate): it never fails.
	for _, r := range files[0].Evaluate(constraint.Value{}).Errors() {
		t.Errorf("error rule %s failed", r.ID)
	}
}
