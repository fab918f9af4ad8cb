package vectors

import "encoding/json"

func init() {
	upstreamAdapters["transfer/transfers.json"] = adaptTransfers
	upstreamAdapters["transfer/choreography.json"] = adaptChoreography
}

// adaptTransfers converts upstream's valid transfer specs and transfer event
// records.
func adaptTransfers(data []byte) ([]File, error) {
	specs, err := upstreamDocs("transfer-spec", "valid_specs", "invalid_specs")(data)
	if err != nil {
		return nil, err
	}
	records, err := upstreamDocs("transfer-event", "valid_events", "invalid_events")(data)
	if err != nil {
		return nil, err
	}
	return append(specs, records...), nil
}

// adaptChoreography converts upstream's choreography vectors into cases of
// the choreography kind: a valid choreography's events (each validated as a
// domain-event document, its saga as a saga-context) must give no finding;
// an invalid one's event types must give at least one.
func adaptChoreography(data []byte) ([]File, error) {
	var in struct {
		Valid []struct {
			ID        string            `json:"id"`
			Scenario  string            `json:"scenario"`
			Direction string            `json:"direction"`
			Events    []json.RawMessage `json:"events"`
			Saga      json.RawMessage   `json:"saga"`
			Note      string            `json:"note"`
		} `json:"valid_choreographies"`
		Invalid []struct {
			ID         string   `json:"id"`
			Scenario   string   `json:"scenario"`
			Direction  string   `json:"direction"`
			EventTypes []string `json:"event_types"`
			Note       string   `json:"note"`
		} `json:"invalid_choreographies"`
	}
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	f := File{Kind: "choreography"}
	for _, v := range in.Valid {
		input := map[string]any{"scenario": v.Scenario, "direction": v.Direction, "events": v.Events}
		if v.Saga != nil {
			input["saga"] = v.Saga
		}
		f.Cases = append(f.Cases, Case{ID: v.ID, Note: v.Note, Input: raw(input), Want: raw(map[string]bool{"valid": true})})
	}
	for _, v := range in.Invalid {
		f.Cases = append(f.Cases, Case{ID: v.ID, Note: v.Note,
			Input: raw(map[string]any{"scenario": v.Scenario, "direction": v.Direction, "event_types": v.EventTypes}),
			Want:  raw(map[string]bool{"valid": false})})
	}
	return []File{f}, nil
}
