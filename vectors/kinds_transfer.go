package vectors

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/transfer"
)

func init() {
	kinds["choreography"] = runChoreography
	kinds["transfer-choreography"] = runTransferChoreography
	kinds["transfer-invariants"] = runTransferInvariants
}

// finding is event.Finding as vectors spell it.
type finding struct {
	Kind          string `json:"kind"`
	Index         int    `json:"index"`
	Type          string `json:"type"`
	ExpectedIndex int    `json:"expected_index"`
}

// choreography: input {"scenario", "direction", and "event_types": [type…] or
// "events": [DomainEvent…] (each must be a valid document; TypesOf gives the
// types), optionally "saga": a SagaContext document that must be valid}
// given to event.CheckChoreography; want {"findings": [finding…]} (exact,
// in order; [] when the sequence is the expected one), {"error": text}, or,
// for upstream's cases, {"valid": bool} (whether there are no findings).
func runChoreography(c *Case) error {
	var in struct {
		Scenario   transfer.Scenario `json:"scenario"`
		Direction  event.Direction   `json:"direction"`
		EventTypes []event.Type      `json:"event_types"`
		Events     []json.RawMessage `json:"events"`
		Saga       json.RawMessage   `json:"saga"`
	}
	var want struct {
		Findings []finding `json:"findings"`
		Error    *string   `json:"error"`
		Valid    *bool     `json:"valid"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	types := in.EventTypes
	if in.Events != nil {
		events := make([]event.RawEvent, len(in.Events))
		for i, doc := range in.Events {
			if err := c.decode(doc, &events[i]); err != nil {
				return fmt.Errorf("event %d: %v", i, err)
			}
		}
		types = event.TypesOf(events)
	}
	if in.Saga != nil {
		var s event.SagaContext
		if err := c.decode(in.Saga, &s); err != nil {
			return fmt.Errorf("saga: %v", err)
		}
		if s.Direction != in.Direction {
			return mismatch("saga direction", in.Direction, s.Direction)
		}
	}
	got, err := event.CheckChoreography(in.Scenario, in.Direction, types)
	if want.Error != nil {
		if err == nil || err.Error() != *want.Error {
			return mismatch("error", *want.Error, err)
		}
		return nil
	}
	if err != nil {
		return err
	}
	if (len(got) == 0) != (got == nil) {
		return mismatch("no findings as nil", true, got)
	}
	if want.Valid != nil {
		if *want.Valid != (got == nil) {
			return mismatch("valid", *want.Valid, got)
		}
		return nil
	}
	gf := make([]finding, len(got))
	for i, f := range got {
		gf[i] = finding{string(f.Kind), f.Index, string(f.Type), f.ExpectedIndex}
	}
	gj, _ := json.Marshal(gf)
	wj, _ := json.Marshal(want.Findings)
	if want.Findings == nil || string(gj) != string(wj) {
		return mismatch("findings", string(wj), string(gj))
	}
	return nil
}

// transfer-choreography: input {"scenario", "direction"} given to
// event.TransferChoreography; want {"types": […]} or {"ok": false}.
func runTransferChoreography(c *Case) error {
	var in struct {
		Scenario  transfer.Scenario `json:"scenario"`
		Direction event.Direction   `json:"direction"`
	}
	var want struct {
		Types []event.Type `json:"types"`
		OK    *bool        `json:"ok"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	got, ok := event.TransferChoreography(in.Scenario, in.Direction)
	if want.OK != nil && !*want.OK {
		if ok || got != nil {
			return mismatch("ok", false, got)
		}
		return nil
	}
	if !ok || fmt.Sprint(got) != fmt.Sprint(want.Types) {
		return mismatch("types", want.Types, got)
	}
	return nil
}

// transfer-invariants: input is the scenario given to
// event.TransferInvariants; want {"invariants": [{"description",
// "enforceable", "enforcement_mechanism"}…]} or {"ok": false}.
func runTransferInvariants(c *Case) error {
	var in transfer.Scenario
	type invariant struct {
		Description          string `json:"description"`
		Enforceable          bool   `json:"enforceable"`
		EnforcementMechanism string `json:"enforcement_mechanism"`
	}
	var want struct {
		Invariants []invariant `json:"invariants"`
		OK         *bool       `json:"ok"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	got, ok := event.TransferInvariants(in)
	if want.OK != nil && !*want.OK {
		if ok || got != nil {
			return mismatch("ok", false, got)
		}
		return nil
	}
	gi := make([]invariant, len(got))
	for i, v := range got {
		gi[i] = invariant{v.Description, v.Enforceable, v.EnforcementMechanism}
	}
	gj, _ := json.Marshal(gi)
	wj, _ := json.Marshal(want.Invariants)
	if !ok || string(gj) != string(wj) {
		return mismatch("invariants", string(wj), string(gj))
	}
	return nil
}
