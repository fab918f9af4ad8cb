package codec

import "reflect"

// Spared is what SpareMembers reports of one struct type.
type Spared struct {
	Names     []string // the members spares are kept of (Go names)
	Pointers  []string // those of them that are pointers
	Full      bool     // as many as spares hold
	Generated bool     // the type has a generated decoder
}

// SpareMembers returns, for every planned struct type (by package path and
// name), the members whose maps, slices or pointees a view-mode decode
// keeps for the next decode (spareFieldsOf, what the generated setups
// record).
func SpareMembers() map[string]Spared {
	ensureGenerated()
	// Every type with a generated decoder planned, whichever decodes ran.
	genMu.Lock()
	var ts []reflect.Type
	for t, g := range genDecoders {
		if g.fn != nil {
			ts = append(ts, t)
		}
	}
	genMu.Unlock()
	for _, t := range ts {
		planOf(t)
	}
	out := map[string]Spared{}
	planMu.Lock()
	defer planMu.Unlock()
	plans.Range(func(_, v any) bool {
		pl := v.(*plan)
		if pl.kind != kStruct || pl.t.Name() == "" {
			return true
		}
		var s Spared
		fields := spareFieldsOf(pl)
		for _, i := range fields {
			f := &pl.fields[i]
			s.Names = append(s.Names, f.goName)
			if f.plan.kind == kPtr {
				s.Pointers = append(s.Pointers, f.goName)
			}
		}
		s.Full = len(fields) == len(spares{}.maps)
		s.Generated = pl.gen != nil && pl.gen.fn != nil
		out[pl.t.PkgPath()+"."+pl.t.Name()] = s
		return true
	})
	return out
}
