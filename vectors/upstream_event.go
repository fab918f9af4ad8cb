package vectors

func init() {
	upstreamAdapters["domain-event/events.json"] = upstreamDocs("domain-event", "valid_events", "invalid")
	upstreamAdapters["domain-event/batches.json"] = upstreamDocs("domain-event-batch", "valid_batches", "invalid_batches")
}
