package codec

import (
	"reflect"
	"unsafe"
)

// deferredRules is a nested object's rule run postponed by an enclosing
// object with Meta.RulesBeforeNested: everything runRules needs, with the
// object's path and value captured (a record's values are visited through a
// reused temporary, so the value is copied).
type deferredRules struct {
	pl                     *plan
	p                      unsafe.Pointer
	segs                   []seg
	failedSmall, selfSmall uint64
	failedBig, selfBig     []bool
}

func (w *walker) snapshot(pl *plan, p unsafe.Pointer, failedSmall, selfSmall uint64, failedBig, selfBig []bool) deferredRules {
	c := reflect.New(pl.t)
	c.Elem().Set(reflect.NewAt(pl.t, p).Elem())
	return deferredRules{pl: pl, p: c.UnsafePointer(), segs: append([]seg(nil), w.path.segs...),
		failedSmall: failedSmall, selfSmall: selfSmall, failedBig: failedBig, selfBig: selfBig}
}

// flush runs queued rule runs in order, each at its own path.
func (w *walker) flush(queue []deferredRules) {
	if len(queue) == 0 {
		return
	}
	saved := w.path.segs
	for i := range queue {
		d := &queue[i]
		w.path.segs = d.segs
		w.runRules(d.pl, d.p, len(d.segs), d.failedSmall, d.selfSmall, d.failedBig, d.selfBig)
	}
	w.path.segs = saved
}
