package wire

// Patterns and format names of the primitives, exactly as they appear in the
// schema files. Schema generation reads them from here.
const (
	// AddressPattern is the upstream pattern of an Ethereum address.
	AddressPattern = `^0x[a-fA-F0-9]{40}$`
	// NftIDPattern is the upstream schema pattern of an NftId.
	NftIDPattern = `^eip155:[1-9]\d*\/0x[a-fA-F0-9]{40}\/\d+$`
	// SemverPattern is the pattern of contract_version-style members.
	SemverPattern = `^\d+\.\d+\.\d+$`
	// MicroUSDPattern is the pattern of a signed micro-USD amount.
	MicroUSDPattern = `^-?[0-9]+$`
	// MicroUSDUnsignedPattern is the pattern of an unsigned micro-USD amount.
	MicroUSDUnsignedPattern = `^[0-9]+$`
	// MicroUSDCPattern is the pattern of an on-chain USDC amount in
	// micro-units.
	MicroUSDCPattern = `^[0-9]+$`
	// ULIDPattern is the pattern of a ULID member.
	ULIDPattern = `^[0-7][0-9A-HJKMNP-TV-Z]{25}$`
	// AccountIDPattern is the SDD wire-boundary pattern of an account id.
	AccountIDPattern = `^[a-zA-Z0-9_-]+$`

	// FormatDateTime is the schema format name of a [Timestamp].
	FormatDateTime = "date-time"
	// FormatURI is the schema format name of a [URI].
	FormatURI = "uri"
	// FormatUUID is the schema format name of a [UUID].
	FormatUUID = "uuid"
)
