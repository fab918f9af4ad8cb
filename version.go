package hounfour

// Version constants. The module's own release version and the protocol
// contract version are independent numbers: a module release implements
// exactly one contract version, and the module version says what changed in
// the Go API (see "Versioning" in README.md).
const (
	// ModuleVersion is the release version of this Go module, without the
	// leading "v" of its git tag. It names the newest section of CHANGELOG.md
	// after [Unreleased], and the tag of a release is "v" + ModuleVersion
	// (the release check in scripts/release-check asserts all three agree).
	ModuleVersion = "0.1.0"

	// ContractVersion is the library's default contract (upstream
	// CONTRACT_VERSION of the newest contract it speaks): every entry point
	// without a Contract (Decode, Validate, UnmarshalJSON, MarshalJSON,
	// schemas.Validate, CheckCompatibility) speaks it. The library also
	// speaks 7.0.0 ([Contract700]), selected with [Options] and the
	// Contract options of the other packages.
	ContractVersion = "8.7.0"

	// MinSupportedVersion is the oldest remote contract version that
	// CheckCompatibility accepts (upstream MIN_SUPPORTED_VERSION).
	MinSupportedVersion = "6.0.0"

	// SchemaBaseURL is the prefix of every schema $id (upstream SCHEMA_BASE_URL).
	SchemaBaseURL = "https://schemas.0xhoneyjar.com/loa-hounfour"
)

// SchemaID returns the $id of the named schema in the default contract's
// schema files: SchemaBaseURL + "/" + ContractVersion + "/" + name
// (Contract.SchemaID for another contract's). The name is not checked
// against the schema registry.
func SchemaID(name string) string {
	return SchemaBaseURL + "/" + ContractVersion + "/" + name
}
