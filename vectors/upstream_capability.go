package vectors

func init() {
	upstreamAdapters["capability/capabilities.json"] = adaptCapabilities
}

// adaptCapabilities splits upstream's capability discovery file into one
// document file per schema: valid_capabilities (capability), valid_queries
// (capability-query), valid_responses and invalid_responses
// (capability-response).
func adaptCapabilities(data []byte) ([]File, error) {
	var files []File
	for _, g := range [...]struct{ schema, valid, invalid string }{
		{"capability", "valid_capabilities", "invalid_capabilities"},
		{"capability-query", "valid_queries", "invalid_queries"},
		{"capability-response", "valid_responses", "invalid_responses"},
	} {
		fs, err := upstreamDocs(g.schema, g.valid, g.invalid)(data)
		if err != nil {
			return nil, err
		}
		files = append(files, fs...)
	}
	return files, nil
}
