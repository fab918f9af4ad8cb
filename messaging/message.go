package messaging

import (
	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ContentType is the media type of a message's content.
//
// Its values: [ContentTypePlainText], [ContentTypeJSON].
type ContentType string

// The content types.
const (
	ContentTypePlainText ContentType = "text/plain"       // not otherwise checked
	ContentTypeJSON      ContentType = "application/json" // content must be exactly one JSON text
)

var contentTypes = enum.New(ContentTypePlainText, ContentTypeJSON)

// Valid reports whether c is one of the two content types.
func (c ContentType) Valid() bool { return contentTypes.Has(c) }

// Message is a message from one agent to another (schema agent-message). Closed
// object; members are encoded in the order declared here.
//
// Threading: a root message has no InReplyTo and either no ThreadID or its own
// ID as ThreadID; a reply carries the parent's id in InReplyTo and the root's
// id in ThreadID. Sending to oneself (From == To) is allowed.
type Message struct {
	// ID is the message's ULID.
	ID wire.ULID `json:"id"`
	// From is the sender.
	From AgentAddress `json:"from"`
	// To is the recipient.
	To AgentAddress `json:"to"`
	// Subject is an optional subject line.
	Subject *string `json:"subject,omitzero" hf:"minLength=1"`
	// Content is the message body.
	Content string `json:"content" hf:"minLength=1"`
	// ContentType is the media type of the content.
	ContentType ContentType `json:"content_type"`
	// Priority is the delivery hint.
	Priority Priority `json:"priority"`
	// DeliveryStatus is the delivery state.
	DeliveryStatus DeliveryStatus `json:"delivery_status"`
	// BillingEntryID names the billing entry charging the sender (attributed to the sender's TBA).
	BillingEntryID *string `json:"billing_entry_id,omitzero" hf:"minLength=1"`
	// SentAt is when the message was sent.
	SentAt wire.Timestamp `json:"sent_at"`
	// DeliveredAt is when the message reached the recipient's inbox.
	DeliveredAt wire.Timestamp `json:"delivered_at,omitzero"`
	// ReadAt is when the recipient read the message.
	ReadAt wire.Timestamp `json:"read_at,omitzero"`
	// ExpiresAt is when an ephemeral message expires (its TTL).
	ExpiresAt wire.Timestamp `json:"expires_at,omitzero"`
	// InReplyTo is the id of the message this one answers.
	InReplyTo wire.ULID `json:"in_reply_to,omitzero"`
	// ThreadID is the id of the thread's root message.
	ThreadID wire.ULID `json:"thread_id,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// timestampRule is one cell of the status/timestamp table.
type timestampRule uint8

const (
	tsAny timestampRule = iota
	tsRequired
	tsAbsent
)

// statusTimestamps is the status/timestamp table: for each status,
// the rule for delivered_at, read_at and expires_at.
var statusTimestamps = map[DeliveryStatus][3]timestampRule{
	StatusQueued:    {tsAbsent, tsAbsent, tsAny},
	StatusDelivered: {tsRequired, tsAbsent, tsAny},
	StatusRead:      {tsRequired, tsRequired, tsAny},
	StatusFailed:    {tsAbsent, tsAbsent, tsAny},
	StatusExpired:   {tsAny, tsAbsent, tsRequired},
}

var timestampMembers = [3]string{"delivered_at", "read_at", "expires_at"}

var _ = codec.Register(codec.Meta[Message]{
	Schema:      "agent-message",
	Description: "A message from one agent to another",
	Rules: func(m *Message, r *codec.Rules) {
		// "if content_type is application/json, content is exactly one JSON
		// text (RFC 8259; surrounding whitespace allowed; duplicate member
		// names anywhere inside rejected)"
		if r.OK("content_type", "content") && m.ContentType == ContentTypeJSON && !isJSONText(m.Content) {
			r.Report("agent-message-json-content",
				`content must be valid JSON when content_type is "application/json"`, "content")
		}
		// The status/timestamp table.
		if r.OK("delivery_status") {
			table := statusTimestamps[m.DeliveryStatus]
			values := [3]wire.Timestamp{m.DeliveredAt, m.ReadAt, m.ExpiresAt}
			for i, rule := range table {
				member := timestampMembers[i]
				if rule == tsAny || !r.OK(member) {
					continue
				}
				switch present := !values[i].IsZero(); {
				case rule == tsRequired && !present:
					r.Report("agent-message-status-timestamps",
						member+` is required when delivery_status is "`+string(m.DeliveryStatus)+`"`, member)
				case rule == tsAbsent && present:
					r.Report("agent-message-status-timestamps",
						member+` must be absent when delivery_status is "`+string(m.DeliveryStatus)+`"`, member)
				}
			}
		}
		// "delivered_at not before sent_at"
		if r.OK("sent_at", "delivered_at") && !m.DeliveredAt.IsZero() && m.DeliveredAt.Before(m.SentAt) {
			r.Report("agent-message-delivered-after-sent", "delivered_at must not be before sent_at", "delivered_at")
		}
		// "read_at present ⇒ delivered_at present"
		if r.OK("read_at", "delivered_at") && !m.ReadAt.IsZero() && m.DeliveredAt.IsZero() {
			r.Report("agent-message-read-requires-delivered", "read_at requires delivered_at", "read_at")
		}
		// "read_at not before delivered_at"
		if r.OK("read_at", "delivered_at") && !m.ReadAt.IsZero() && !m.DeliveredAt.IsZero() && m.ReadAt.Before(m.DeliveredAt) {
			r.Report("agent-message-read-after-delivered", "read_at must not be before delivered_at", "read_at")
		}
		// "expires_at strictly after sent_at"
		if r.OK("sent_at", "expires_at") && !m.ExpiresAt.IsZero() && !m.ExpiresAt.After(m.SentAt) {
			r.Report("agent-message-expires-after-sent", "expires_at must be after sent_at", "expires_at")
		}
		// "in_reply_to ≠ id"
		if r.OK("id", "in_reply_to") && !m.InReplyTo.IsZero() && m.InReplyTo == m.ID {
			r.Report("agent-message-reply-self", "in_reply_to must not equal id", "in_reply_to")
		}
		// "in_reply_to present ⇒ thread_id present"
		if r.OK("in_reply_to", "thread_id") && !m.InReplyTo.IsZero() && m.ThreadID.IsZero() {
			r.Report("agent-message-reply-thread", "thread_id is required when in_reply_to is present", "thread_id")
		}
		// "in_reply_to present ⇒ thread_id ≠ id"
		if r.OK("id", "in_reply_to", "thread_id") && !m.InReplyTo.IsZero() && !m.ThreadID.IsZero() && m.ThreadID == m.ID {
			r.Report("agent-message-thread-root", "thread_id must not equal id when in_reply_to is present", "thread_id")
		}
	},
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (members in declaration order, addresses in " +
			"their JSON object form, absent optional members omitted).",
		UnmarshalJSON: "UnmarshalJSON decodes strictly (duplicates, undeclared members, wrong types, " +
			"unparsable primitives and invalid addresses are errors) but does not run Validate; use " +
			"hounfour.Decode for both.",
	},
})

// isJSONText reports whether s is exactly one JSON text under RFC 8259 with the
// I-JSON restrictions the library applies everywhere: valid UTF-8, no unpaired
// surrogate escapes, no duplicate member names at any depth. Whitespace around the
// value is allowed.
func isJSONText(s string) bool { return jsontext.Value(s).IsValid() }
