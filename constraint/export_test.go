package constraint

// SetReferenceBuild makes Apply build the value model of the whole document
// (true) or of the members its constraints read only (false, the default).
func SetReferenceBuild(on bool) { referenceBuild.Store(on) }
