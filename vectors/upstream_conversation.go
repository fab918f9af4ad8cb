package vectors

import (
	"encoding/json"
	"fmt"
	"strings"
)

func init() {
	upstreamAdapters["conversation/conversations.json"] = adaptConversations
}

// adaptConversations converts upstream's conversation vectors: valid
// conversations and messages, and invalid cases given as one member's value
// ({id, field, value}) applied to the first valid document of the type the
// id names (conv-… a conversation, msg-… a message).
func adaptConversations(data []byte) ([]File, error) {
	type doc struct {
		ID   string          `json:"id"`
		Data json.RawMessage `json:"data"`
		Note string          `json:"note"`
	}
	var in struct {
		Conversations []doc `json:"valid_conversations"`
		Messages      []doc `json:"valid_messages"`
		Invalid       []struct {
			ID    string          `json:"id"`
			Field string          `json:"field"`
			Value json.RawMessage `json:"value"`
			Note  string          `json:"note"`
		} `json:"invalid"`
	}
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	conv, msg := File{Schema: "conversation"}, File{Schema: "message"}
	for _, v := range in.Conversations {
		conv.Cases = append(conv.Cases, Case{ID: v.ID, Note: v.Note, Valid: boolp(true), Doc: v.Data})
	}
	for _, v := range in.Messages {
		msg.Cases = append(msg.Cases, Case{ID: v.ID, Note: v.Note, Valid: boolp(true), Doc: v.Data})
	}
	for _, v := range in.Invalid {
		f := &conv
		if strings.HasPrefix(v.ID, "msg-") {
			f = &msg
		} else if !strings.HasPrefix(v.ID, "conv-") {
			return nil, fmt.Errorf("invalid case %s: unknown document type", v.ID)
		}
		if len(f.Cases) == 0 {
			return nil, fmt.Errorf("invalid case %s: no valid %s to modify", v.ID, f.Schema)
		}
		var base map[string]json.RawMessage
		if err := json.Unmarshal(f.Cases[0].Doc, &base); err != nil {
			return nil, err
		}
		base[v.Field] = v.Value
		f.Cases = append(f.Cases, Case{ID: v.ID, Note: v.Note + " (applied to " + f.Cases[0].ID + ")",
			Valid: boolp(false), Doc: raw(base)})
	}
	return []File{conv, msg}, nil
}
