package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/schemas"
)

func init() {
	conformanceHandlers[conformance.CategoryRecallWedge] = runRecallWedge
}

// recallWedgeID is the form of a recall-wedge vector_id.
var recallWedgeID = regexp.MustCompile(`^conformance-recall-wedge-\d{3}$`)

// recallWedgeSchema returns the schema name metadata.schema_ref names
// ("RecallPackSchema" → recall-pack).
func recallWedgeSchema(v *conformance.Vector) (string, error) {
	var ref string
	if err := json.Unmarshal(v.Metadata["schema_ref"], &ref); err != nil || !strings.HasSuffix(ref, "Schema") {
		return "", fmt.Errorf("metadata.schema_ref %s is not a schema export name", v.Metadata["schema_ref"])
	}
	return kebab(strings.TrimSuffix(ref, "Schema")), nil
}

// runRecallWedge: one document of the recall wedge (request → pack →
// receipt → commitment root, about an admitted assertion). Its vector_id
// has the wedge's form; its input must be valid for the type its
// metadata.schema_ref names, with the deferred checks accepted; and
// metadata.crypto_bearing must say whether the default options refuse it
// (CRYPTO_DEFERRED). The links between the five documents are checked on
// the folder (runRecallWedgeLinks).
func runRecallWedge(v *conformance.Vector, o hounfour.Options) error {
	if !v.ExpectedValid {
		return errors.New("recall-wedge: only valid vectors are defined")
	}
	if !recallWedgeID.MatchString(v.VectorID) {
		return fmt.Errorf("vector_id %s does not match %s", v.VectorID, recallWedgeID)
	}
	schema, err := recallWedgeSchema(v)
	if err != nil {
		return err
	}
	if !slices.Contains(schemas.NamesFor(o.Contract), schema) {
		if subject, ok := fixtureSchemaOwners[schema]; ok {
			return &conformanceOutcome{status: ConformanceSkipped, reason: waitingReason(subject)}
		}
		return fmt.Errorf("no document type %s under contract %s", schema, o.Contract.Or())
	}
	in, err := json.Marshal(v.Input)
	if err != nil {
		return err
	}
	accept := o
	accept.AcceptDeferred = true
	if err := mustValidateAs(accept, schema, in); err != nil {
		return err
	}
	var crypto bool
	if err := json.Unmarshal(v.Metadata["crypto_bearing"], &crypto); err != nil {
		return fmt.Errorf("metadata.crypto_bearing: %v", err)
	}
	def := o
	def.AcceptDeferred = false
	err = validateAs(def, schema, in)
	var ve *hounfour.ValidationError
	refused := errors.As(err, &ve) && len(ve.Violations) == 1 && ve.Violations[0].Rule == hounfour.RuleCryptoDeferred
	if refused != crypto {
		return fmt.Errorf("metadata.crypto_bearing %v, but the default options give %v", crypto, err)
	}
	return nil
}

// runRecallWedgeLinks checks the links between the five documents of
// conformance/recall-wedge/ (by metadata.schema_ref): the pack answers the
// request (recall_request_ref = request_id), the receipt acknowledges the
// pack (pack_hash), the commitment root commits to the receipt
// (subject_hash = receipt_hash, commitment_type recall_receipt), the
// pack's first item is the assertion (item_id "assertion-" + its
// assertion_id, item_type assertion), the assertion is admitted with at
// least one signature, the request's surface_context is private and equals
// the assertion's recall_scope, and the five vector_ids are distinct,
// each round_trip_step 1–5 once.
func runRecallWedgeLinks(fsys fs.FS) ([]Result, map[string]UpstreamFile) {
	c := newCorpusRun("conformance/recall-wedge links")
	const dir = "conformance/recall-wedge"
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, nil
	}
	docs := map[string]map[string]json.RawMessage{}
	ids := map[string]bool{}
	steps := map[int]bool{}
	var problems []string
	for _, e := range entries {
		if path.Ext(e.Name()) != ".json" {
			continue
		}
		data, err := fs.ReadFile(fsys, dir+"/"+e.Name())
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		var v conformance.Vector
		if err := json.Unmarshal(data, &v); err != nil {
			problems = append(problems, e.Name()+": "+err.Error())
			continue
		}
		schema, err := recallWedgeSchema(&v)
		if err != nil {
			problems = append(problems, e.Name()+": "+err.Error())
			continue
		}
		if ids[v.VectorID] {
			problems = append(problems, "vector_id "+v.VectorID+" repeated")
		}
		ids[v.VectorID] = true
		var step int
		if json.Unmarshal(v.Metadata["round_trip_step"], &step) != nil || step < 1 || step > 5 || steps[step] {
			problems = append(problems, fmt.Sprintf("%s: round_trip_step %s", e.Name(), v.Metadata["round_trip_step"]))
		}
		steps[step] = true
		docs[schema] = v.Input
	}
	str := func(schema, member string) string {
		var s string
		_ = json.Unmarshal(docs[schema][member], &s)
		return s
	}
	link := func(ok bool, what string) {
		if !ok {
			problems = append(problems, what)
		}
	}
	var items []struct {
		ItemID   string `json:"item_id"`
		ItemType string `json:"item_type"`
	}
	_ = json.Unmarshal(docs["recall-pack"]["items"], &items)
	var signatures []json.RawMessage
	_ = json.Unmarshal(docs["assertion"]["signatures"], &signatures)
	link(len(docs) == 5, fmt.Sprintf("%d documents, want the five of the wedge", len(docs)))
	link(str("recall-pack", "recall_request_ref") != "" && str("recall-pack", "recall_request_ref") == str("recall-request", "request_id"),
		"pack recall_request_ref ≠ request request_id")
	link(str("recall-receipt", "pack_hash") != "" && str("recall-receipt", "pack_hash") == str("recall-pack", "pack_hash"),
		"receipt pack_hash ≠ pack pack_hash")
	link(str("commitment-root", "subject_hash") != "" && str("commitment-root", "subject_hash") == str("recall-receipt", "receipt_hash"),
		"commitment subject_hash ≠ receipt receipt_hash")
	link(str("commitment-root", "commitment_type") == "recall_receipt", "commitment_type is not recall_receipt")
	link(len(items) > 0 && items[0].ItemID == "assertion-"+str("assertion", "assertion_id") && items[0].ItemType == "assertion",
		"the pack's first item is not the assertion")
	link(str("assertion", "status") == "admitted" && len(signatures) >= 1, "the assertion is not admitted with a signature")
	link(str("recall-request", "surface_context") == "private" && str("assertion", "recall_scope") == "private",
		"request surface_context and assertion recall_scope are not both private")
	c.fates = nil // the files are the conformance runner's; this checks them together
	if len(problems) > 0 {
		c.result(dir, "links", errors.New(strings.Join(problems, "; ")))
	} else {
		c.result(dir, "links", nil)
	}
	return c.results, nil
}
