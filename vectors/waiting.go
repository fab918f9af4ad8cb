package vectors

import (
	"strings"

	"github.com/hounfour-go/hounfour/conformance"
)

// The library code a part of upstream's 8.7.0 vectors waits on: the subject
// of the change that brings the types or functions it needs. A file, folder
// or conformance category listed here is skipped with the reason
// "waiting on library code: <subject>" until its types exist; then it runs
// (a per-schema fixture folder as soon as its schema is registered, a
// conformance category as soon as its handler is).
const (
	waitGovernance = "governance execution, the economic membrane and x402 (45 schemas, 16 constraint files, 15 functions)"
	waitEnvelopes  = "signed governance envelopes — deliberation, org overseer, authority cascade, recall, assertions, challenges (36 schemas)"
	waitOperations = "operations, canonical runs, phase completion, plan governance — and a Go cross-runner with upstream's result format (25 schemas)"
)

// waitingReason is the reason of a skip that waits on library code.
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

func init() {
	for _, s := range strings.Fields(`phase-completion-envelope`) {
		fixtureSchemaOwners[s] = waitOperations
	}
}

// parityWaiting are the folders of the parity runner list whose schemas
// the library does not register yet, in runner order: the parity test
// expects exactly these to be missing, checks the per-folder numbers of
// the others, and compares the totals and the result file's SHA-256 with
// the reference's once the list is empty.
var parityWaiting = []string{}
