// Package billing implements the protocol's billing documents and money
// arithmetic (billing.md of the hounfour-go specification). So far it holds
// Usage, the token-count object shared by BillingEntry, InvokeResponse and
// UsageReport (billing.md §5.1).
package billing
