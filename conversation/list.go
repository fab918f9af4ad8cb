package conversation

import (
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// MaxListLimit is the largest page size of the list responses.
const MaxListLimit = 1000

// ListResponse is a page of conversations (schema conversation-list-response), a
// library addition (upstream has no list types). Closed object.
type ListResponse struct {
	// Conversations is the page; it may be empty.
	Conversations []Conversation `json:"conversations"`
	// Total is the number of conversations matching the query.
	Total int64 `json:"total" hf:"minimum=0,maximum=9007199254740991"`
	// Offset is the index of the first returned item.
	Offset int64 `json:"offset" hf:"minimum=0,maximum=9007199254740991"`
	// Limit is the requested page size.
	Limit int `json:"limit" hf:"minimum=1,maximum=1000"`
}

// MessageListResponse is a page of messages (schema message-list-response), a
// library addition. Closed object.
type MessageListResponse struct {
	// Messages is the page; it may be empty.
	Messages []Message `json:"messages"`
	// Total is the number of messages matching the query.
	Total int64 `json:"total" hf:"minimum=0,maximum=9007199254740991"`
	// Offset is the index of the first returned item.
	Offset int64 `json:"offset" hf:"minimum=0,maximum=9007199254740991"`
	// Limit is the requested page size.
	Limit int `json:"limit" hf:"minimum=1,maximum=1000"`
	// HasMore says items follow this page: offset + page length < total.
	HasMore bool `json:"has_more"`
}

// pagination checks the two pagination rules for the
// page member of a list response of the given schema.
func pagination(r *codec.Rules, schema, member string, n int, total, offset int64, limit int) {
	if !r.TypeOK(member) {
		return
	}
	ns := strconv.Itoa(n)
	// P1: "n ≤ limit"
	if r.OK("limit") && n > limit {
		r.Report(schema+"-page-size", member+" length ("+ns+") exceeds limit ("+strconv.Itoa(limit)+")", member)
	}
	// P2: "if n ≥ 1: offset + n ≤ total"
	if r.OK("offset", "total") && n >= 1 && offset+int64(n) > total {
		r.Report(schema+"-page-range", "offset ("+itoa(offset)+") + "+member+" length ("+ns+") exceeds total ("+itoa(total)+")", member)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

var _ = codec.Register(codec.Meta[ListResponse]{
	Schema:      "conversation-list-response",
	Description: "Paginated list of NFT-owned conversations",
	Rules: func(l *ListResponse, r *codec.Rules) {
		pagination(r, "conversation-list-response", "conversations", len(l.Conversations), l.Total, l.Offset, l.Limit)
	},
	Methods: codec.MethodValidate | codec.MethodJSON | codec.MethodWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): every " +
			"conversation as a standalone Conversation, then the pagination rules (page size within limit; " +
			"offset + page length within total).",
		Warnings:    "Warnings reports the warnings of the conversations' access policies.",
		MarshalJSON: "MarshalJSON writes the default encoding (a nil page as []).",
	},
})

var _ = codec.Register(codec.Meta[MessageListResponse]{
	Schema:      "message-list-response",
	Description: "Paginated list of the messages of a conversation",
	Rules: func(l *MessageListResponse, r *codec.Rules) {
		n := len(l.Messages)
		pagination(r, "message-list-response", "messages", n, l.Total, l.Offset, l.Limit)
		// P3: "has_more == (offset + n < total)"
		if r.TypeOK("messages") && r.OK("offset", "total", "has_more") {
			want := l.Offset+int64(n) < l.Total
			if l.HasMore != want {
				cmp := "not less than"
				if want {
					cmp = "less than"
				}
				r.Report("message-list-response-has-more", "has_more must be "+strconv.FormatBool(want)+
					" when offset ("+itoa(l.Offset)+") + messages length ("+strconv.Itoa(n)+") is "+cmp+
					" total ("+itoa(l.Total)+")", "has_more")
			}
		}
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): every " +
			"message as a standalone Message, then the pagination rules, including has_more.",
		MarshalJSON: "MarshalJSON writes the default encoding (a nil page as []).",
	},
})
