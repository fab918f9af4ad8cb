package vectors

import "encoding/json"

func init() {
	upstreamAdapters["discovery/discovery.json"] = upstreamDocs("protocol-discovery", "valid_discovery", "invalid_discovery")
	upstreamAdapters["health/health-status.json"] = upstreamDocs("health-status", "valid_statuses", "invalid_statuses")
	upstreamAdapters["jwt/conformance.json"] = adaptJWTConformance
}

// adaptJWTConformance turns upstream's JWT conformance vectors into jwt-claims
// document cases: every claim set is a schema-valid document; the vectors'
// "invalid" expectations are behavioural (expiry against the clock, audience,
// issuer allow-list, JWKS availability), checked by services, and are kept in the
// note.
func adaptJWTConformance(data []byte) ([]File, error) {
	var in struct {
		Vectors []struct {
			ID          string          `json:"id"`
			Description string          `json:"description"`
			Claims      json.RawMessage `json:"claims"`
			Expected    string          `json:"expected"`
			Error       string          `json:"error"`
		} `json:"vectors"`
	}
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	f := File{Schema: "jwt-claims"}
	for _, v := range in.Vectors {
		note := v.Description + " (token verdict: " + v.Expected
		if v.Error != "" {
			note += " " + v.Error
		}
		note += "; the claim set itself is a valid document)"
		f.Cases = append(f.Cases, Case{ID: v.ID, Note: note, Valid: boolp(true), Doc: v.Claims})
	}
	return []File{f}, nil
}
