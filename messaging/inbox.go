package messaging

import (
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// MaxListLimit is the largest page size (limit) of an Inbox.
const MaxListLimit = 1000

// Inbox is a page of the messages held for one agent (schema agent-inbox). Closed
// object. It has no has_more member: more messages follow when Offset +
// len(Messages) < Total.
//
// No rule requires each message's To to equal Agent: aliases and token ids
// make structural comparison unreliable.
type Inbox struct {
	// Agent is the inbox's owner.
	Agent AgentAddress `json:"agent"`
	// Messages holds the page's messages; it may be empty.
	Messages []Message `json:"messages"`
	// UnreadCount is the number of messages in the whole inbox that are delivered and not yet read.
	UnreadCount int64 `json:"unread_count" hf:"minimum=0,maximum=9007199254740991"`
	// Total is the number of messages in the inbox.
	Total int64 `json:"total" hf:"minimum=0,maximum=9007199254740991"`
	// Offset is the index of the page's first message.
	Offset int64 `json:"offset" hf:"minimum=0,maximum=9007199254740991"`
	// Limit is the page size asked for.
	Limit int `json:"limit" hf:"minimum=1,maximum=1000"`
}

var _ = codec.Register(codec.Meta[Inbox]{
	Schema:      "agent-inbox",
	Description: "A page of the messages held for one agent",
	Rules: func(in *Inbox, r *codec.Rules) {
		n := len(in.Messages)
		// "n ≤ limit"
		if r.TypeOK("messages") && r.OK("limit") && n > in.Limit {
			r.Report("agent-inbox-page-size",
				"messages length ("+strconv.Itoa(n)+") exceeds limit ("+strconv.Itoa(in.Limit)+")", "messages")
		}
		// "if n ≥ 1: offset + n ≤ total" (both operands ≤ 2^53−1: no overflow)
		if r.TypeOK("messages") && r.OK("offset", "total") && n >= 1 && in.Offset+int64(n) > in.Total {
			r.Report("agent-inbox-page-range",
				"offset ("+itoa(in.Offset)+") + messages length ("+strconv.Itoa(n)+") exceeds total ("+itoa(in.Total)+")", "messages")
		}
		// "unread_count ≤ total"
		if r.OK("unread_count", "total") && in.UnreadCount > in.Total {
			r.Report("agent-inbox-unread-total",
				"unread_count ("+itoa(in.UnreadCount)+") exceeds total ("+itoa(in.Total)+")", "unread_count")
		}
		// "d ≤ unread_count", d = the page's messages whose delivery_status is delivered
		if r.TypeOK("messages") && r.OK("unread_count") {
			d := 0
			for i := range in.Messages {
				if in.Messages[i].DeliveryStatus == StatusDelivered {
					d++
				}
			}
			if int64(d) > in.UnreadCount {
				r.Report("agent-inbox-unread-page",
					"unread_count ("+itoa(in.UnreadCount)+") is less than the number of delivered messages on this page ("+strconv.Itoa(d)+")",
					"unread_count")
			}
		}
	},
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (messages always as an array).",
	},
})

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
