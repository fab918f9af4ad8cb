package domains

// The generated codecs and methods (zz_codec.go and zz_methods.go in every
// package declaring planned struct types) are written from the
// registrations this package imports.
//go:generate go run -tags codecgen ../codecgen/gen
//go:generate go run -tags codecgen ../codecgen/constrainttest/gen
