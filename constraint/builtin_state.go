package constraint

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/jcs"
)

// The state-bearing builtins: nonce windows, per-cluster sequences, chain
// ledgers, canonical size caps, signer key-id derivation, percentile
// order, UTF-8 byte caps (the plan sign-off ledger is in
// builtin_plan.go). Each is a boolean in the language and has a
// standalone check that says why (a Diagnostic).

// DiagnosticCode is the stable code of a state-bearing builtin's
// Diagnostic. The codes are normative; the messages are not.
type DiagnosticCode string

// The diagnostic codes.
const (
	NonceInvalidInput            DiagnosticCode = "NONCE_INVALID_INPUT"
	NonceContextDeferred         DiagnosticCode = "NONCE_CONTEXT_DEFERRED"
	NonceReplayDetected          DiagnosticCode = "NONCE_REPLAY_DETECTED"
	SequenceInvalidInput         DiagnosticCode = "SEQUENCE_INVALID_INPUT"
	SequenceContextDeferred      DiagnosticCode = "SEQUENCE_CONTEXT_DEFERRED"
	ClusterIDMismatch            DiagnosticCode = "CLUSTER_ID_MISMATCH"
	KeyVersionRegression         DiagnosticCode = "KEY_VERSION_REGRESSION"
	SequenceMonotonicViolation   DiagnosticCode = "SEQUENCE_MONOTONIC_VIOLATION"
	ChainInvalidInput            DiagnosticCode = "CHAIN_INVALID_INPUT"
	ChainContextDeferred         DiagnosticCode = "CHAIN_CONTEXT_DEFERRED"
	ChainGenesisViolation        DiagnosticCode = "CHAIN_GENESIS_VIOLATION"
	ChainPrevHashMismatch        DiagnosticCode = "CHAIN_PREV_HASH_MISMATCH"
	ChainLedgerMismatch          DiagnosticCode = "CHAIN_LEDGER_MISMATCH"
	CanonicalSizeCapInvalidInput DiagnosticCode = "CANONICAL_SIZE_CAP_INVALID_INPUT"
	CanonicalSizeCapExceeded     DiagnosticCode = "CANONICAL_SIZE_CAP_EXCEEDED"
	SignerKeyIDInvalidInput      DiagnosticCode = "SIGNER_KEY_ID_INVALID_INPUT"
	SignerKeyIDMismatch          DiagnosticCode = "SIGNER_KEY_ID_MISMATCH"
	PercentilesInvalidInput      DiagnosticCode = "PERCENTILES_MONOTONIC_INVALID_INPUT"
	PercentilesViolation         DiagnosticCode = "PERCENTILES_MONOTONIC_VIOLATION"
	UTF8ByteLengthInvalidInput   DiagnosticCode = "UTF8_BYTE_LENGTH_INVALID_INPUT"
	UTF8ByteLengthExceeded       DiagnosticCode = "UTF8_BYTE_LENGTH_EXCEEDED"
)

// Diagnostic is the outcome of a state-bearing builtin's standalone check:
// the builtin's value (Pass) and, unless it plainly passed, the code and a
// message saying why (a deferral passes with its *_CONTEXT_DEFERRED code).
type Diagnostic struct {
	Pass    bool
	Code    DiagnosticCode
	Message string
}

func pass() Diagnostic { return Diagnostic{Pass: true} }

func deferred(c DiagnosticCode, msg string) Diagnostic {
	return Diagnostic{Pass: true, Code: c, Message: msg}
}

func failed(c DiagnosticCode, msg string) Diagnostic { return Diagnostic{Code: c, Message: msg} }

// fieldOf is the member of record named by the value name, which must be
// a string, and whether both are strings.
func fieldOf(record, name Value) (string, bool) {
	if name.k != KindString {
		return "", false
	}
	v, ok := record.obj().get(name.s)
	if !ok || v.k != KindString {
		return "", false
	}
	return v.s, true
}

// CheckNonce is nonce_unique_per_signer_window(record, signerField,
// nonceField) with its diagnostic: false when record is not an object or
// its two members are not strings (NONCE_INVALID_INPUT), when the window's
// WindowSeconds is not finite or negative (NONCE_INVALID_INPUT), or when
// the nonce is among the signer's nonces in the window
// (NONCE_REPLAY_DETECTED); true when w is nil (NONCE_CONTEXT_DEFERRED) or
// the nonce is new.
func CheckNonce(record Value, signerField, nonceField string, w *NonceWindow) Diagnostic {
	return checkNonce(record, String(signerField), String(nonceField), w)
}

func checkNonce(record, signerField, nonceField Value, w *NonceWindow) Diagnostic {
	if record.k != KindObject {
		return failed(NonceInvalidInput, "record is not an object")
	}
	signer, ok1 := fieldOf(record, signerField)
	nonce, ok2 := fieldOf(record, nonceField)
	if !ok1 || !ok2 {
		return failed(NonceInvalidInput, "the signer id and the nonce must be strings")
	}
	if w == nil {
		return deferred(NonceContextDeferred, "no nonce window (WithNonceWindow): the consumer checks nonce uniqueness")
	}
	if math.IsNaN(w.WindowSeconds) || math.IsInf(w.WindowSeconds, 0) || w.WindowSeconds < 0 {
		return failed(NonceInvalidInput, "the window length must be a finite number of seconds, not negative")
	}
	if _, seen := w.PerSigner[signer][nonce]; seen {
		return failed(NonceReplayDetected, "nonce "+strconv.Quote(nonce)+" already seen for signer "+strconv.Quote(signer))
	}
	return pass()
}

// nonce_unique_per_signer_window(record, signer_id_field, nonce_field).
func nonceUniquePerSignerWindow(e *env, record, signerField, nonceField Value) Value {
	return Bool(checkNonce(record, signerField, nonceField, e.nonceWindow).Pass)
}

// isDecimal reports whether s is decimal text without sign or leading
// zero: 0 or [1-9][0-9]*.
func isDecimal(s string) bool {
	if s == "" || s[0] == '0' && len(s) > 1 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// compareDecimal compares two decimal texts (isDecimal) as integers.
func compareDecimal(a, b string) int {
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}

// CheckSequence is sequence_monotonic_per_cluster(record, clusterField,
// signerField, sequenceField, keyVersionField) with its diagnostic. The
// four members must be strings (SEQUENCE_INVALID_INPUT); with state, the
// record's cluster must be the state's (CLUSTER_ID_MISMATCH, checked
// first); the sequence and the key version must be decimal text without
// sign or leading zero, with or without state (SEQUENCE_INVALID_INPUT);
// without state the check defers (SEQUENCE_CONTEXT_DEFERRED); the key
// version must not be below the state's highest (KEY_VERSION_REGRESSION);
// and the sequence must be above the last one of the same signer and key
// version (SEQUENCE_MONOTONIC_VIOLATION). Numbers compare exactly at any
// size.
func CheckSequence(record Value, clusterField, signerField, sequenceField, keyVersionField string, s *SequenceState) Diagnostic {
	return checkSequence(record, []Value{String(clusterField), String(signerField), String(sequenceField),
		String(keyVersionField)}, s)
}

func checkSequence(record Value, fields []Value, s *SequenceState) Diagnostic {
	if record.k != KindObject {
		return failed(SequenceInvalidInput, "record is not an object")
	}
	var m [4]string
	for i, f := range fields {
		v, ok := fieldOf(record, f)
		if !ok {
			return failed(SequenceInvalidInput, "the cluster id, signer id, sequence and key version must be strings")
		}
		m[i] = v
	}
	cluster, signer, seq, kv := m[0], m[1], m[2], m[3]
	if s != nil && s.ClusterID != cluster {
		return failed(ClusterIDMismatch, "record cluster "+strconv.Quote(cluster)+" is not the state's "+strconv.Quote(s.ClusterID))
	}
	if !isDecimal(seq) || !isDecimal(kv) {
		return failed(SequenceInvalidInput, "the sequence and key version must be decimal text without sign or leading zero")
	}
	if s == nil {
		return deferred(SequenceContextDeferred, "no sequence state (WithSequenceState): the consumer checks monotonicity")
	}
	if !isDecimal(s.HighestKeyVersion) {
		return failed(SequenceInvalidInput, "the state's highest key version is not decimal text")
	}
	if compareDecimal(kv, s.HighestKeyVersion) < 0 {
		return failed(KeyVersionRegression, "key version "+kv+" is below the highest seen, "+s.HighestKeyVersion)
	}
	if last, ok := s.LastSequence[SequenceKey{SignerID: signer, KeyVersion: kv}]; ok {
		if !isDecimal(last) {
			return failed(SequenceInvalidInput, "the state's last sequence is not decimal text")
		}
		if compareDecimal(seq, last) <= 0 {
			return failed(SequenceMonotonicViolation, "sequence "+seq+" is not above the last, "+last)
		}
	}
	return pass()
}

// sequence_monotonic_per_cluster(record, cluster_id_field, signer_id_field,
// sequence_field, key_version_field).
func sequenceMonotonicPerCluster(e *env, args []Value) Value {
	return Bool(checkSequence(args[0], args[1:], e.sequenceState).Pass)
}

// CheckChain is chain_validator_prev_hash(chain, entryHashField,
// previousHashField) with its diagnostic: false when chain is not an array
// (CHAIN_INVALID_INPUT, with or without a ledger); true without a ledger
// (CHAIN_CONTEXT_DEFERRED: nothing is checked) and for an empty chain.
// Otherwise each element in order must be an object whose two members are
// strings (CHAIN_INVALID_INPUT); the first element's previous hash must be
// the ledger's genesis (GenesisHash, else DefaultLedgerGenesis;
// CHAIN_GENESIS_VIOLATION), every later one's the entry hash of the
// element before (CHAIN_PREV_HASH_MISMATCH), and where the ledger expects
// a previous hash at an index, that one (CHAIN_LEDGER_MISMATCH). Hashes
// compare exactly.
func CheckChain(chain Value, entryHashField, previousHashField string, l *ChainLedger) Diagnostic {
	return checkChain(chain, String(entryHashField), String(previousHashField), l)
}

func checkChain(chain, entryField, prevField Value, l *ChainLedger) Diagnostic {
	elems, ok := elements(chain)
	if !ok {
		return failed(ChainInvalidInput, "chain is not an array")
	}
	if l == nil {
		return deferred(ChainContextDeferred, "no chain ledger (WithChainLedger): the consumer checks the chain")
	}
	genesis := DefaultLedgerGenesis
	if l.GenesisHash != nil {
		genesis = *l.GenesisHash
	}
	var before string
	for i, el := range elems {
		if el.k != KindObject {
			return failed(ChainInvalidInput, "chain element "+strconv.Itoa(i)+" is not an object")
		}
		entry, ok1 := fieldOf(el, entryField)
		prev, ok2 := fieldOf(el, prevField)
		if !ok1 || !ok2 {
			return failed(ChainInvalidInput, "chain element "+strconv.Itoa(i)+": the entry and previous hashes must be strings")
		}
		if i == 0 && prev != genesis {
			return failed(ChainGenesisViolation, "chain element 0 does not follow the genesis "+strconv.Quote(genesis))
		}
		if i > 0 && prev != before {
			return failed(ChainPrevHashMismatch, "chain element "+strconv.Itoa(i)+" does not follow element "+strconv.Itoa(i-1))
		}
		if want, ok := l.ExpectedPriorHash[i]; ok && want != prev {
			return failed(ChainLedgerMismatch, "chain element "+strconv.Itoa(i)+": the ledger expects previous hash "+strconv.Quote(want))
		}
		before = entry
	}
	return pass()
}

// chain_validator_prev_hash(chain, entry_hash_field, previous_hash_field).
func chainValidatorPrevHash(e *env, chain, entryField, prevField Value) Value {
	return Bool(checkChain(chain, entryField, prevField, e.chainLedger).Pass)
}

// positiveCap reports whether v is a finite positive integral number.
func positiveCap(v Value) (float64, bool) {
	f, ok := v.AsNumber()
	return f, ok && f > 0 && !math.IsInf(f, 0) && f == math.Trunc(f)
}

// CanonicalMaxBytes is the limit of the canonical form canonical_size_cap
// measures: a value whose canonical form is longer is never within a cap.
const CanonicalMaxBytes = 100_000

// CheckCanonicalSize is canonical_size_cap(value, byteCap) with its
// diagnostic: the byte cap must be a finite positive integer, and value
// must have a canonical form (NFC on every string and member name, no two
// member names alike after NFC, RFC 8785, at most CanonicalMaxBytes
// bytes), else CANONICAL_SIZE_CAP_INVALID_INPUT; its UTF-8 length must not
// exceed the cap (CANONICAL_SIZE_CAP_EXCEEDED).
func CheckCanonicalSize(value Value, byteCap float64) Diagnostic {
	return checkCanonicalSize(value, Number(byteCap))
}

func checkCanonicalSize(value, byteCap Value) Diagnostic {
	limit, ok := positiveCap(byteCap)
	if !ok {
		return failed(CanonicalSizeCapInvalidInput, "the byte cap must be a finite positive integer")
	}
	n, ok := canonicalSize(value)
	if !ok {
		return failed(CanonicalSizeCapInvalidInput, "the value has no canonical form within "+strconv.Itoa(CanonicalMaxBytes)+" bytes")
	}
	if float64(n) > limit {
		return failed(CanonicalSizeCapExceeded, "canonical form of "+strconv.Itoa(n)+" bytes exceeds the cap")
	}
	return pass()
}

// canonicalSize is the length of v's NFC canonical form, or false when it
// has none (undefined, a bigint, a member-name collision, over
// CanonicalMaxBytes).
func canonicalSize(v Value) (int, bool) {
	if v.k == KindUndefined || hasBigInt(v, 0) {
		return 0, false
	}
	out, err := jcs.Append(nil, appendJSON(nil, v), jcs.Options{NFC: true, MaxBytes: CanonicalMaxBytes})
	if err != nil {
		return 0, false
	}
	return len(out), true
}

// hasBigInt reports whether v holds a bigint (which has no JSON form).
func hasBigInt(v Value, depth int) bool {
	switch v.k {
	case KindBigInt:
		return true
	case KindArray:
		for _, x := range v.arr().elems {
			if hasBigInt(x, depth+1) {
				return true
			}
		}
	case KindObject:
		for _, m := range v.Members() {
			if hasBigInt(m.Value, depth+1) {
				return true
			}
		}
	}
	return false
}

// canonical_size_cap(value, byte_cap).
func canonicalSizeCap(_ *env, value, byteCap Value, _ int) Value {
	return Bool(checkCanonicalSize(value, byteCap).Pass)
}

// DeriveSignerKeyID returns the key id of a cluster's signing key of a key
// version: the lowercase hex SHA-256 of the NFC of clusterID, the byte ':'
// and the NFC of keyVersion (UTF-8, nothing escaped).
func DeriveSignerKeyID(clusterID, keyVersion string) string {
	b := jcs.AppendNFC(nil, []byte(clusterID))
	b = append(b, ':')
	b = jcs.AppendNFC(b, []byte(keyVersion))
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// CheckSignerKeyID is signer_key_id_matches_derivation(record,
// clusterField, keyVersionField, keyIDField) with its diagnostic: the
// three members must be strings (SIGNER_KEY_ID_INVALID_INPUT) and the key
// id, in any letter case, DeriveSignerKeyID of the other two
// (SIGNER_KEY_ID_MISMATCH; a "sha256:" prefix never matches).
func CheckSignerKeyID(record Value, clusterField, keyVersionField, keyIDField string) Diagnostic {
	return checkSignerKeyID(record, String(clusterField), String(keyVersionField), String(keyIDField))
}

func checkSignerKeyID(record, clusterField, kvField, kidField Value) Diagnostic {
	if record.k != KindObject {
		return failed(SignerKeyIDInvalidInput, "record is not an object")
	}
	cid, ok1 := fieldOf(record, clusterField)
	kv, ok2 := fieldOf(record, kvField)
	kid, ok3 := fieldOf(record, kidField)
	if !ok1 || !ok2 || !ok3 {
		return failed(SignerKeyIDInvalidInput, "the cluster id, key version and key id must be strings")
	}
	if want := DeriveSignerKeyID(cid, kv); !strings.EqualFold(want, kid) || len(kid) != len(want) {
		return failed(SignerKeyIDMismatch, "key id is not the derivation "+want)
	}
	return pass()
}

// signer_key_id_matches_derivation(record, cluster_id_field,
// key_version_field, key_id_field).
func signerKeyIDMatchesDerivation(record, cid, kv, kid Value) Value {
	return Bool(checkSignerKeyID(record, cid, kv, kid).Pass)
}

// percentileNames are the members percentiles_monotonic_nondecreasing
// reads, in order.
var percentileNames = [4]string{"p50_ms", "p95_ms", "p99_ms", "max_ms"}

// CheckPercentiles is percentiles_monotonic_nondecreasing(measurements)
// with its diagnostic: measurements must be an object whose p50_ms,
// p95_ms, p99_ms and max_ms are finite numbers, not negative
// (PERCENTILES_MONOTONIC_INVALID_INPUT), in non-decreasing order
// (PERCENTILES_MONOTONIC_VIOLATION). Other members are ignored.
func CheckPercentiles(measurements Value) Diagnostic {
	if measurements.k != KindObject {
		return failed(PercentilesInvalidInput, "measurements is not an object")
	}
	var p [4]float64
	for i, name := range percentileNames {
		v, _ := measurements.obj().get(name)
		f, ok := v.AsNumber()
		if !ok || math.IsNaN(f) || math.IsInf(f, 0) || f < 0 {
			return failed(PercentilesInvalidInput, name+" must be a finite number, not negative")
		}
		p[i] = f
	}
	for i := 1; i < 4; i++ {
		if p[i-1] > p[i] {
			return failed(PercentilesViolation, percentileNames[i-1]+" exceeds "+percentileNames[i])
		}
	}
	return pass()
}

// percentiles_monotonic_nondecreasing(measurements).
func percentilesMonotonicNondecreasing(_ *env, m, _ Value, _ int) Value {
	return Bool(CheckPercentiles(m).Pass)
}

// CheckUTF8ByteLength is utf8_byte_length_max(value, byteCap) with its
// diagnostic: value must be a string and the cap a finite positive integer
// (UTF8_BYTE_LENGTH_INVALID_INPUT); the string's UTF-8 length, as given
// (no normalization), must not exceed the cap (UTF8_BYTE_LENGTH_EXCEEDED).
func CheckUTF8ByteLength(value Value, byteCap float64) Diagnostic {
	return checkUTF8ByteLength(value, Number(byteCap))
}

func checkUTF8ByteLength(value, byteCap Value) Diagnostic {
	if value.k != KindString {
		return failed(UTF8ByteLengthInvalidInput, "value is not a string")
	}
	limit, ok := positiveCap(byteCap)
	if !ok {
		return failed(UTF8ByteLengthInvalidInput, "the byte cap must be a finite positive integer")
	}
	if n := utf8Len(value.s); float64(n) > limit {
		return failed(UTF8ByteLengthExceeded, "the text takes "+strconv.Itoa(n)+" bytes, over the cap")
	}
	return pass()
}

// utf8Len is the length of s in UTF-8 with each invalid byte counted as
// U+FFFD (three bytes), as JavaScript encodes a lone surrogate.
func utf8Len(s string) int {
	if utf8.ValidString(s) {
		return len(s)
	}
	n := 0
	for _, r := range s {
		n += utf8.RuneLen(r)
	}
	return n
}

// utf8_byte_length_max(value, byte_cap).
func utf8ByteLengthMax(_ *env, value, byteCap Value, _ int) Value {
	return Bool(checkUTF8ByteLength(value, byteCap).Pass)
}
