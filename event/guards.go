package event

import (
	"bytes"
	"io"

	"github.com/go-json-experiment/json/jsontext"
)

// The typed payload guards. A guard is true iff AggregateType
// is the guard's aggregate and the payload is a JSON object in which every
// member the guard requires is a non-empty string. Type is not consulted;
// other payload members are unconstrained. A guard never fails on malformed
// payload text: it is false.

// IsAgentEvent reports whether e is an agent event whose payload has agent_id
// (non-empty strings). For an agent event that is exactly when
// PayloadAs[AgentPayload](e) succeeds and the payload validates.
func IsAgentEvent(e RawEvent) bool {
	return e.AggregateType == AggregateAgent && hasStrings(e.Payload, "agent_id")
}

// IsBillingEvent reports whether e is a billing event whose payload has billing_entry_id
// (non-empty strings). For a billing event that is exactly when
// PayloadAs[BillingPayload](e) succeeds and the payload validates.
func IsBillingEvent(e RawEvent) bool {
	return e.AggregateType == AggregateBilling && hasStrings(e.Payload, "billing_entry_id")
}

// IsConversationEvent reports whether e is a conversation event whose payload has conversation_id
// (non-empty strings). For a conversation event that is exactly when
// PayloadAs[ConversationPayload](e) succeeds and the payload validates.
func IsConversationEvent(e RawEvent) bool {
	return e.AggregateType == AggregateConversation && hasStrings(e.Payload, "conversation_id")
}

// IsTransferEvent reports whether e is a transfer event whose payload has transfer_id and from_owner and to_owner
// (non-empty strings). For a transfer event that is exactly when
// PayloadAs[TransferPayload](e) succeeds and the payload validates.
func IsTransferEvent(e RawEvent) bool {
	return e.AggregateType == AggregateTransfer && hasStrings(e.Payload, "transfer_id", "from_owner", "to_owner")
}

// IsToolEvent reports whether e is a tool event whose payload has tool_call_id
// (non-empty strings). For a tool event that is exactly when
// PayloadAs[ToolPayload](e) succeeds and the payload validates.
func IsToolEvent(e RawEvent) bool {
	return e.AggregateType == AggregateTool && hasStrings(e.Payload, "tool_call_id")
}

// IsMessageEvent reports whether e is a message event whose payload has message_id
// (non-empty strings). For a message event that is exactly when
// PayloadAs[MessagePayload](e) succeeds and the payload validates.
func IsMessageEvent(e RawEvent) bool {
	return e.AggregateType == AggregateMessage && hasStrings(e.Payload, "message_id")
}

// IsPerformanceEvent reports whether e is a performance event whose payload has performance_record_id
// (non-empty strings). For a performance event that is exactly when
// PayloadAs[PerformancePayload](e) succeeds and the payload validates.
func IsPerformanceEvent(e RawEvent) bool {
	return e.AggregateType == AggregatePerformance && hasStrings(e.Payload, "performance_record_id")
}

// IsGovernanceEvent reports whether e is a governance event whose payload has governance_action_id
// (non-empty strings). For a governance event that is exactly when
// PayloadAs[GovernancePayload](e) succeeds and the payload validates.
func IsGovernanceEvent(e RawEvent) bool {
	return e.AggregateType == AggregateGovernance && hasStrings(e.Payload, "governance_action_id")
}

// IsReputationEvent reports whether e is a reputation event whose payload has agent_id
// (non-empty strings). For a reputation event that is exactly when
// PayloadAs[ReputationPayload](e) succeeds and the payload validates.
func IsReputationEvent(e RawEvent) bool {
	return e.AggregateType == AggregateReputation && hasStrings(e.Payload, "agent_id")
}

// IsEconomyEvent reports whether e is an economy event whose payload has transaction_id
// (non-empty strings). For an economy event that is exactly when
// PayloadAs[EconomyPayload](e) succeeds and the payload validates.
func IsEconomyEvent(e RawEvent) bool {
	return e.AggregateType == AggregateEconomy && hasStrings(e.Payload, "transaction_id")
}

// hasStrings reports whether raw is a JSON object whose members names are
// all present with non-empty string values. A repeated member counts by its
// last occurrence, as upstream's JSON.parse keeps it.
func hasStrings(raw []byte, names ...string) bool {
	var ok [3]bool
	dec := jsontext.NewDecoder(bytes.NewReader(raw), jsontext.AllowDuplicateNames(true))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return false
	}
	for dec.PeekKind() != '}' {
		tok, err := dec.ReadToken()
		if err != nil {
			return false
		}
		i := index(names, tok.String())
		if i < 0 {
			if dec.SkipValue() != nil {
				return false
			}
			continue
		}
		if dec.PeekKind() != '"' {
			ok[i] = false
			if dec.SkipValue() != nil {
				return false
			}
			continue
		}
		val, err := dec.ReadToken()
		if err != nil {
			return false
		}
		ok[i] = val.String() != ""
	}
	if _, err := dec.ReadToken(); err != nil { // }
		return false
	}
	if _, err := dec.ReadToken(); err != io.EOF { // one JSON text only
		return false
	}
	for i := range names {
		if !ok[i] {
			return false
		}
	}
	return true
}

func index(names []string, s string) int {
	for i, n := range names {
		if n == s {
			return i
		}
	}
	return -1
}
