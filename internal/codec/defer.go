package codec

import (
	"reflect"
	"slices"
	"unsafe"
)

// deferral holds the rule runs postponed by objects whose meta has
// RulesBeforeNested: while such an object's members are walked, the rules
// of the objects nested in it are queued instead of run, and they run after
// the object's own. The queue and the path segments of its entries live in
// the pooled walker, so a walk allocates nothing for them once warm.
type deferral struct {
	deferring int             // enclosing objects with RulesBeforeNested
	queue     []deferredRules // postponed runs, in the order they will run
	segArena  []seg           // the paths of the queued runs
	inRecord  int             // > 0 while visiting record values (through a reused temporary)
}

// deferredRules is a nested object's postponed rule run: everything
// runRules needs, with the object's path as a slice of segArena.
type deferredRules struct {
	pl                     *plan
	p                      unsafe.Pointer
	segStart, segEnd       int
	failedSmall, selfSmall uint64
	failedBig, selfBig     []bool
}

// enqueue postpones the rules of the object of plan pl at p (the walk is at
// its path). An object that itself runs its rules before its members' goes
// before the runs its members queued (from index start on); any other after
// them.
func (w *walker) enqueue(pl *plan, p unsafe.Pointer, first bool, start int, failedSmall, selfSmall uint64, failedBig, selfBig []bool) {
	if w.inRecord > 0 {
		// A record value is visited through a temporary the walk reuses for
		// the next entry: keep a copy.
		c := reflect.New(pl.t)
		c.Elem().Set(reflect.NewAt(pl.t, p).Elem())
		p = c.UnsafePointer()
	}
	s := len(w.segArena)
	w.segArena = append(w.segArena, w.path.segs...)
	d := deferredRules{pl: pl, p: p, segStart: s, segEnd: len(w.segArena),
		failedSmall: failedSmall, selfSmall: selfSmall, failedBig: failedBig, selfBig: selfBig}
	if first {
		w.queue = slices.Insert(w.queue, start, d)
	} else {
		w.queue = append(w.queue, d)
	}
}

// flush runs the queued runs from index start on, each at its own path, and
// drops them.
func (w *walker) flush(start, segStart int) {
	if len(w.queue) == start {
		return
	}
	saved := w.path.segs
	for i := start; i < len(w.queue); i++ {
		d := w.queue[i]
		w.path.segs = w.segArena[d.segStart:d.segEnd:d.segEnd]
		w.runRules(d.pl, d.p, d.segEnd-d.segStart, d.failedSmall, d.selfSmall, d.failedBig, d.selfBig)
	}
	w.path.segs = saved
	clear(w.queue[start:])
	w.queue, w.segArena = w.queue[:start], w.segArena[:segStart]
}
