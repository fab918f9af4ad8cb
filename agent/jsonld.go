package agent

// ContextDocument is the JSON-LD context document of a Descriptor, to be
// served (as application/ld+json) at DescriptorContext, the IRI every
// descriptor names in its @context. It maps each member to a stable IRI:
// schema.org terms where one fits (name, description, image, url,
// dateCreated), the Linked Data Platform inbox, and terms under
// https://schema.honeyjar.xyz/agent/v1# for the rest. id is the node's
// @id; chain_id and stats.interactions are xsd:integer, stats.uptime
// xsd:double, the timestamps xsd:dateTime; capabilities and tools are
// sets; models is a JSON literal (task type to pool, kept as it is);
// avatar_url, homepage, inbox and llms_txt are IRIs. The context is
// protected: a document cannot redefine its terms. The same text is the
// file agent/context.jsonld.
const ContextDocument = `{
  "@context": {
    "@version": 1.1,
    "@protected": true,
    "hf": "https://schema.honeyjar.xyz/agent/v1#",
    "schema": "https://schema.org/",
    "ldp": "http://www.w3.org/ns/ldp#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "id": "@id",
    "name": "schema:name",
    "chain_id": {"@id": "hf:chainId", "@type": "xsd:integer"},
    "collection": "hf:collection",
    "token_id": "hf:tokenId",
    "personality": "hf:personality",
    "description": "schema:description",
    "avatar_url": {"@id": "schema:image", "@type": "@id"},
    "capabilities": {"@id": "hf:capability", "@container": "@set"},
    "models": {"@id": "hf:models", "@type": "@json"},
    "tools": {"@id": "hf:tool", "@container": "@set"},
    "tba": "hf:tokenBoundAccount",
    "owner": "hf:owner",
    "homepage": {"@id": "schema:url", "@type": "@id"},
    "inbox": {"@id": "ldp:inbox", "@type": "@id"},
    "llms_txt": {"@id": "hf:llmsTxt", "@type": "@id"},
    "stats": {"@id": "hf:stats", "@context": {
      "interactions": {"@id": "hf:interactions", "@type": "xsd:integer"},
      "uptime": {"@id": "hf:uptime", "@type": "xsd:double"},
      "created_at": {"@id": "schema:dateCreated", "@type": "xsd:dateTime"},
      "last_active": {"@id": "hf:lastActive", "@type": "xsd:dateTime"}
    }},
    "lifecycle_state": "hf:lifecycleState",
    "contract_version": "hf:contractVersion"
  }
}
`

// JSONLDMediaType is the media type of the JSON-LD rendering and of
// ContextDocument.
const JSONLDMediaType = "application/ld+json"

// RenderJSONLD returns the JSON-LD rendering of d: its default JSON
// encoding, whose @context (DescriptorContext) resolves to ContextDocument.
// A descriptor that does not validate is an error (a
// *hounfour.ValidationError), since a rendering is what a service serves.
func RenderJSONLD(d *Descriptor) ([]byte, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	return d.MarshalJSON()
}
