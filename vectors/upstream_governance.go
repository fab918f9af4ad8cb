package vectors

func init() {
	upstreamAdapters["reputation-score/reputation-scores.json"] = upstreamDocs("reputation-score", "valid_scores", "invalid_scores")
}
