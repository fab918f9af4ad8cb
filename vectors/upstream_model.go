package vectors

func init() {
	upstreamAdapters["thinking/thinking-traces.json"] = upstreamDocs("thinking-trace", "valid_traces", "invalid_traces")
}
