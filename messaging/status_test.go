package messaging_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/messaging"
)

// specDelivery is the specification's delivery map, written out
// literally: the oracle of the tests and properties.
var specDelivery = map[messaging.DeliveryStatus][]messaging.DeliveryStatus{
	"queued":    {"delivered", "failed", "expired"},
	"delivered": {"read", "expired"},
	"read":      {},
	"failed":    {},
	"expired":   {},
}

func specDeliveryAllows(from, to messaging.DeliveryStatus) bool {
	for _, t := range specDelivery[from] {
		if t == to {
			return true
		}
	}
	return false
}

func TestVocabularies(t *testing.T) {
	t.Parallel()
	if diff := cmp.Diff([]messaging.Priority{"normal", "urgent", "bulk"}, messaging.Priorities()); diff != "" {
		t.Errorf("Priorities (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]messaging.DeliveryStatus{"queued", "delivered", "read", "failed", "expired"}, messaging.DeliveryStatuses()); diff != "" {
		t.Errorf("DeliveryStatuses (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"", "Normal", "NORMAL", "high", "queued "} {
		t.Run(bad, func(t *testing.T) {
			if messaging.Priority(bad).Valid() || messaging.DeliveryStatus(bad).Valid() || messaging.ContentType(bad).Valid() {
				t.Errorf("%q is Valid", bad)
			}
		})
	}
	if !messaging.ContentTypeJSON.Valid() || !messaging.ContentTypePlainText.Valid() || messaging.ContentType("text/html").Valid() {
		t.Error("ContentType.Valid")
	}
}

func TestDeliveryTransitions(t *testing.T) {
	t.Parallel()
	m := messaging.DeliveryTransitions()
	if diff := cmp.Diff(specDelivery, m); diff != "" {
		t.Errorf("DeliveryTransitions (-want +got):\n%s", diff)
	}
	m["queued"][0] = "read"
	if diff := cmp.Diff(specDelivery, messaging.DeliveryTransitions()); diff != "" {
		t.Error("DeliveryTransitions shares its slices")
	}
	all := append(messaging.DeliveryStatuses(), "", "QUEUED", "sent")
	v := messaging.NewDeliveryValidator()
	for _, from := range all {
		for _, to := range all {
			want := specDeliveryAllows(from, to)
			if got := messaging.IsValidDeliveryTransition(from, to); got != want {
				t.Errorf("IsValidDeliveryTransition(%q, %q) = %v", from, to, got)
			}
			r := v.IsValid(from, to, map[string]any{"anything": true})
			if r.Valid != want || !want && (r.Guard != agent.TransitionMapGuard ||
				r.Reason != "Transition "+string(from)+"→"+string(to)+" is not structurally valid") {
				t.Errorf("NewDeliveryValidator().IsValid(%q, %q) = %+v", from, to, r)
			}
		}
	}
}
