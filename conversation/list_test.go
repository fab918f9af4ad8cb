package conversation_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
)

func TestPagination(t *testing.T) {
	t.Parallel()
	m := conversation.Message{ID: "m", ConversationID: "c", Role: conversation.RoleUser,
		CreatedAt: mustTime("2026-01-01T00:00:00Z"), ContractVersion: mustSemver("7.0.0")}
	cases := []struct {
		name string
		l    conversation.MessageListResponse
		want []hounfour.Violation
	}{
		{"first page", conversation.MessageListResponse{Messages: []conversation.Message{m, m}, Total: 5, Limit: 2, HasMore: true}, nil},
		{"empty past end", conversation.MessageListResponse{Total: 5, Offset: 10, Limit: 20}, nil},
		{"nil page is []", conversation.MessageListResponse{Limit: 1}, nil},
		{"has_more wrong", conversation.MessageListResponse{Messages: []conversation.Message{m, m}, Total: 5, Offset: 3, Limit: 2, HasMore: true},
			[]hounfour.Violation{{Path: "/has_more", Rule: "message-list-response-has-more",
				Message: "has_more must be false when offset (3) + messages length (2) is not less than total (5)"}}},
		{"all three", conversation.MessageListResponse{Messages: []conversation.Message{m, m, m}, Total: 2, Offset: 0, Limit: 1},
			[]hounfour.Violation{
				{Path: "/messages", Rule: "message-list-response-page-size", Message: "messages length (3) exceeds limit (1)"},
				{Path: "/messages", Rule: "message-list-response-page-range", Message: "offset (0) + messages length (3) exceeds total (2)"}}},
		{"limit invalid", conversation.MessageListResponse{Messages: []conversation.Message{m}, Total: 1, Limit: conversation.MaxListLimit + 1},
			[]hounfour.Violation{{Path: "/limit", Rule: "maximum", Message: "Expected integer to be less or equal to 1000"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.l.Validate()
			var got []hounfour.Violation
			var verr *hounfour.ValidationError
			if errors.As(err, &verr) {
				got = verr.Violations
			} else if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("%s (-want +got):\n%s", c.name, diff)
			}
		})
	}
	// Required arrays are written as [] when nil.
	b, err := json.Marshal(conversation.ListResponse{Limit: 1})
	if err != nil || string(b) != `{"conversations":[],"total":0,"offset":0,"limit":1}` {
		t.Errorf("Marshal = %s, %v", b, err)
	}
}
