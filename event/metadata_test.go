package event_test

import (
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour/event"
)

func TestMetadataNamespaces(t *testing.T) {
	t.Parallel()
	want := []event.MetadataNamespace{
		{Name: "PROTOCOL", Prefix: "loa.", Owner: "loa-hounfour"},
		{Name: "TRACE", Prefix: "trace.", Owner: "infrastructure"},
		{Name: "MODEL", Prefix: "model.", Owner: "model"},
		{Name: "BILLING", Prefix: "billing.", Owner: "economy"},
		{Name: "CONSUMER", Prefix: "x-", Owner: "consumer"},
	}
	ns := event.MetadataNamespaces()
	if !slices.Equal(ns, want) {
		t.Errorf("MetadataNamespaces() = %+v", ns)
	}
	// The slice is a copy: changing it changes no result.
	ns[0].Prefix, ns[4].Owner = "", "changed"
	if event.IsValidMetadataKey("region") {
		t.Error("IsValidMetadataKey(region) after changing the returned namespaces")
	}
	if owner, ok := event.MetadataNamespaceOwner("x-team"); !ok || owner != "consumer" {
		t.Errorf("MetadataNamespaceOwner(x-team) = %q, %v after changing the returned namespaces", owner, ok)
	}
	if !slices.Equal(event.MetadataNamespaces(), want) {
		t.Error("a later call returned the changed namespaces")
	}
}
