package hounfour

// Version constants of the protocol (version-errors-integrity.md §1).
const (
	// ContractVersion is the protocol version this library implements
	// (upstream CONTRACT_VERSION).
	ContractVersion = "7.0.0"

	// MinSupportedVersion is the oldest remote contract version that
	// CheckCompatibility accepts (upstream MIN_SUPPORTED_VERSION).
	MinSupportedVersion = "6.0.0"

	// SchemaBaseURL is the prefix of every schema $id (upstream SCHEMA_BASE_URL).
	SchemaBaseURL = "https://schemas.0xhoneyjar.com/loa-hounfour"
)

// SchemaID returns the $id of the named schema:
// SchemaBaseURL + "/" + ContractVersion + "/" + name.
// The name is not checked against the schema registry.
func SchemaID(name string) string {
	return SchemaBaseURL + "/" + ContractVersion + "/" + name
}
