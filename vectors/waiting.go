package vectors

import "github.com/hounfour-go/hounfour/conformance"

// waitingReason is the reason of a skip that waits on library code: a file,
// folder or conformance category listed in the tables below is skipped
// with "waiting on library code: <subject>" (the subject of the change that
// brings the types or functions it needs) until its types exist; then it
// runs (a per-schema fixture folder as soon as its schema is registered, a
// conformance category as soon as its handler is). Every part of upstream
// 8.7.0's vectors runs now: the tables are empty, kept for the next
// contract.
func waitingReason(subject string) string { return "waiting on library code: " + subject }

// v8CategoryOwners lists the conformance categories contract 8.7.0 added
// whose library code comes with a later change, with that change's
// subject. The categories of the commons substrate (consumer-contract,
// governed-resource-runtime, the commons/ folder) run here.
var v8CategoryOwners = map[conformance.Category]string{}

// fixtureSchemaOwners lists the schemas of upstream 8.7.0's per-schema
// fixture folders (vectors/<PascalSchema>/), by schema name, with the
// subject of the change that adds their types. A folder whose schema the
// library registers runs through the fixture walker whatever this table
// says.
var fixtureSchemaOwners = map[string]string{}

// parityWaiting are the folders of the parity runner list whose schemas
// the library does not register yet, in runner order: the parity test
// expects exactly these to be missing, checks the per-folder numbers of
// the others, and compares the totals and the result file's SHA-256 with
// the reference's once the list is empty.
var parityWaiting = []string{}
