// Package vectors holds the library's golden vectors and the runner that
// checks them, so that the library's own tests, the `hounfour vectors`
// command and a downstream service's tests all run the same cases (package
// vectorstest runs them as subtests of a Go test). The
// runner decodes documents with hounfour.Options.Decode under the contract
// of the run and hounfour.DefaultLimits (every vector is within them)
// unless [Options.Limits] or [ConformanceOptions.Limits] sets others.
//
// # Layout
//
// Vector files are JSON, embedded from the domain folders of this directory
// (agent/, billing/, …; the commons document types in commons/documents/).
// A file holds cases of one kind:
//
//	{
//	  "schema": "agent-descriptor",   // document files: the schema name
//	  "kind": "document",             // or a function kind: "nftid", "address", …
//	  "description": "…",
//	  "cases": [
//	    {"id": "…", "note": "…", "valid": true,  "doc": {…}},
//	    {"id": "…", "note": "…", "valid": false, "text": "{…raw JSON text…}",
//	     "violations": [{"path": "/name", "rule": "minLength", "message": "…"}]},
//	    {"id": "…", "input": …, "want": …},    // function kinds
//	    {"id": "…", "contract": "7.0.0", …}     // a case for one contract only
//	  ]
//	}
//
// A case runs under every contract the library speaks (7.0.0 and 8.7.0)
// and its expectations must hold under each, unless its "contract" names
// the one contract it is for: the verdicts that differ between contracts
// (a member or vocabulary value 8.x added, rejected under 7.0.0; the
// compatibility answers) are written once per contract. [Options.Contract]
// runs one contract's cases only.
//
// Document cases give the document as "doc" (a JSON value) or "text" (raw
// text, for duplicate members, invalid Unicode escapes or syntax errors). An
// invalid case lists its violations in document field order; the list must
// match exactly (path, rule, and message when given). "warnings" lists the
// expected warnings of a valid document; "encoded" the expected default
// encoding (member order and values; string escaping is not compared).
// Every valid document must also survive decode → encode → decode unchanged.
//
// "upstream_valid" and "schema_valid" record, for the three-way verdict test,
// where upstream v7.0.0's schema file or the library's generated schema file
// gives another verdict than the library (a listed deviation, or a rule JSON
// Schema cannot express); "deviation" names the entry of COMPATIBILITY.md.
//
// Function kinds take "input" and "want"; their meaning is documented with
// each kind in kinds.go.
//
// # Upstream's vectors and conformance suite
//
// [RunUpstreamAll] accounts for every file of upstream's vector folder: run
// through an adapter (a table keyed by path that the upstream_*.go files add
// to from init functions), run as a conformance vector, skipped with a
// reason, or unknown (which fails the run). [RunConformance] (and
// vectorstest.RunConformance, as subtests) runs upstream's conformance
// suite — one conformance.Vector per file, in a folder per category —
// through a category → handler table; [DefaultExpectedFailures] is the
// repository's list of vectors known to fail, with their reasons.
//
// A folder runs under the contract its VERSION file names
// ([TreeContract]): every document of it is read under that contract.
// A folder of contract 8.x holds more than 7.0.0's: its conformance folder
// adds categories (the commons substrate's run here; commons/<topic>/
// files are read leniently and run for what each asserts), the
// canonicalization and signing corpora run through package integrity, and
// per-schema fixture folders run through [RunFixtures] once their schema is
// registered. What waits on library code a later change brings is skipped
// with the reason "waiting on library code: <the change's subject>".
package vectors
