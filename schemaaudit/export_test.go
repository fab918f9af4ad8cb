package schemaaudit

// CompareSchemasEncoding is CompareSchemas that also returns the number of
// bytes of JSON text the comparison encoded to compare and show objects and
// arrays.
func CompareSchemasEncoding(older, newer []byte) ([]Change, int, error) {
	enc := new(encodings)
	ch, err := compareSchemas(older, newer, enc)
	return ch, enc.bytes, err
}

// CompareSchemasCompared is CompareSchemas that also returns the number of
// bytes of long strings the comparison compared byte by byte.
func CompareSchemasCompared(older, newer []byte) ([]Change, int, error) {
	enc := new(encodings)
	ch, err := compareSchemas(older, newer, enc)
	return ch, enc.compared, err
}
