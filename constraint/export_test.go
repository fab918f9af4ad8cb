package constraint

// SetCompiled turns the compiled evaluation of Apply on or off (on by
// default); off, Apply evaluates on the value model as before it existed.
func SetCompiled(on bool) { compiledOff = !on }
