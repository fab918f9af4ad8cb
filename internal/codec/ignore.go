package codec

import "bytes"

// skipIgnored skips the value of an undeclared member that the object
// ignores (hf keyword ignoreUnknown). The member is not kept, but it is part
// of the document: repeated names inside it are still violations (D3a),
// reported with the object's other undeclared-member findings.
func (d *decoder) skipIgnored(path string) {
	raw := d.readValue()
	if bytes.IndexByte(raw, '{') < 0 {
		return
	}
	obj := d.here()
	checkDuplicates(raw, path, func(p string) {
		d.res.addExtra(obj, p, "duplicate-member", "Duplicate property")
	})
}
