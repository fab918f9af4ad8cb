package vectors

func init() {
	upstreamAdapters["transfer/transfers.json"] = adaptTransfers
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
