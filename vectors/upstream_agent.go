package vectors

import "encoding/json"

func init() {
	upstreamAdapters["agent/nft-id.json"] = adaptNftID
	upstreamAdapters["agent/lifecycle-transitions.json"] = adaptTransitions
	upstreamAdapters["agent/lifecycle-payloads.json"] = upstreamDocs("lifecycle-transition-payload", "valid_payloads", "invalid_payloads")
}

func adaptNftID(data []byte) ([]File, error) {
	var in struct {
		Valid []struct {
			ID, Input, Note string
		} `json:"valid"`
		Roundtrip []struct {
			ID         string `json:"id"`
			ChainID    uint64 `json:"chainId"`
			Collection string `json:"collection"`
			TokenID    string `json:"tokenId"`
			Expected   string `json:"expected"`
			Note       string `json:"note"`
		} `json:"roundtrip"`
		Checksum []struct {
			ID, Input, Expected, Note string
		} `json:"checksum"`
		Invalid []struct {
			ID, Input, Note string
		} `json:"invalid"`
	}
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	parse := File{Kind: "nftid"}
	for _, v := range in.Valid {
		parse.Cases = append(parse.Cases, Case{ID: v.ID, Note: v.Note, Input: raw(v.Input), Want: raw(map[string]string{})})
	}
	for _, v := range in.Invalid {
		parse.Cases = append(parse.Cases, Case{ID: v.ID, Note: v.Note, Input: raw(v.Input), Want: raw(map[string]string{"error": "any"})})
	}
	format := File{Kind: "nftid-format"}
	for _, v := range in.Roundtrip {
		format.Cases = append(format.Cases, Case{ID: v.ID, Note: v.Note,
			Input: raw(map[string]any{"chain_id": v.ChainID, "collection": v.Collection, "token_id": v.TokenID}),
			Want:  raw(map[string]string{"text": v.Expected})})
	}
	addr := File{Kind: "address"}
	for _, v := range in.Checksum {
		addr.Cases = append(addr.Cases, Case{ID: v.ID, Note: v.Note, Input: raw(v.Input), Want: raw(map[string]string{"eip55": v.Expected})})
	}
	return []File{parse, format, addr}, nil
}

func adaptTransitions(data []byte) ([]File, error) {
	var in map[string][]struct {
		ID, From, To, Note string
	}
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	f := File{Kind: "lifecycle-transition"}
	for _, key := range []string{"valid_transitions", "invalid_transitions"} {
		for _, v := range in[key] {
			f.Cases = append(f.Cases, Case{ID: v.ID, Note: v.Note,
				Input: raw(map[string]string{"from": v.From, "to": v.To}),
				Want:  raw(map[string]bool{"valid": key == "valid_transitions"})})
		}
	}
	return []File{f}, nil
}
