package conversation

import "github.com/hounfour-go/hounfour/internal/enum"

// Status is the status of a conversation. The protocol defines no transitions
// between statuses.
//
// Its values: [StatusActive], [StatusPaused], [StatusSealed], [StatusArchived].
type Status string

// The conversation statuses, in protocol order.
const (
	StatusActive   Status = "active"
	StatusPaused   Status = "paused"
	StatusSealed   Status = "sealed" // sealed during an ownership transfer
	StatusArchived Status = "archived"
)

var statuses = enum.New(StatusActive, StatusPaused, StatusSealed, StatusArchived)

// Valid reports whether s is one of the four statuses (exact, case-sensitive).
func (s Status) Valid() bool { return statuses.Has(s) }

// Role is the author role of a message.
//
// Its values: [RoleUser], [RoleAssistant], [RoleSystem], [RoleTool].
type Role string

// The message roles, in protocol order.
const (
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleSystem    Role = "system"
	RoleTool      Role = "tool"
)

var roles = enum.New(RoleUser, RoleAssistant, RoleSystem, RoleTool)

// Valid reports whether r is one of the four roles.
func (r Role) Valid() bool { return roles.Has(r) }

// AccessType says what the previous owner may still see of sealed
// conversations. Contract 7.3.0 added reputation_gated and 7.4.0 compound;
// under contract 7.0.0 they are outside the vocabulary.
//
// Its values: [AccessNone], [AccessReadOnly], [AccessTimeLimited],
// [AccessRoleBased], [AccessReputationGated], [AccessCompound].
type AccessType string

// The access types, in protocol order.
const (
	AccessNone            AccessType = "none"
	AccessReadOnly        AccessType = "read_only"
	AccessTimeLimited     AccessType = "time_limited"     // requires DurationHours
	AccessRoleBased       AccessType = "role_based"       // requires Roles
	AccessReputationGated AccessType = "reputation_gated" // requires a minimum reputation (7.3.0)
	AccessCompound        AccessType = "compound"         // requires Operator and Policies (7.4.0)
)

var accessTypes = enum.New(AccessNone, AccessReadOnly, AccessTimeLimited, AccessRoleBased,
	AccessReputationGated, AccessCompound).
	Since("7.3.0", AccessReputationGated).
	Since("7.4.0", AccessCompound)

// Valid reports whether t is one of the six access types.
func (t AccessType) Valid() bool { return accessTypes.Has(t) }

// AccessOperator combines the sub-policies of a compound access policy
// (contract 7.4.0 and later).
//
// Its values: [OperatorAnd], [OperatorOr].
type AccessOperator string

// The access operators.
const (
	OperatorAnd AccessOperator = "AND" // every sub-policy grants access
	OperatorOr  AccessOperator = "OR"  // some sub-policy grants access
)

var accessOperators = enum.New(OperatorAnd, OperatorOr)

// Valid reports whether o is AND or OR.
func (o AccessOperator) Valid() bool { return accessOperators.Has(o) }

// EncryptionScheme is the encryption applied to sealed conversations.
//
// Its values: [EncryptionAES256GCM], [EncryptionNone].
type EncryptionScheme string

// The encryption schemes.
const (
	EncryptionAES256GCM EncryptionScheme = "aes-256-gcm"
	EncryptionNone      EncryptionScheme = "none"
)

var encryptionSchemes = enum.New(EncryptionAES256GCM, EncryptionNone)

// Valid reports whether e is one of the two schemes.
func (e EncryptionScheme) Valid() bool { return encryptionSchemes.Has(e) }

// KeyDerivation is the key derivation function of the sealing key.
//
// Its values: [KeyDerivationHKDFSHA256], [KeyDerivationNone].
type KeyDerivation string

// The key derivation functions.
const (
	KeyDerivationHKDFSHA256 KeyDerivation = "hkdf-sha256"
	KeyDerivationNone       KeyDerivation = "none"
)

var keyDerivations = enum.New(KeyDerivationHKDFSHA256, KeyDerivationNone)

// Valid reports whether k is one of the two functions.
func (k KeyDerivation) Valid() bool { return keyDerivations.Has(k) }
