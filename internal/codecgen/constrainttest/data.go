package constrainttest

import (
	"fmt"
	"strings"
	"sync"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/wire"
)

// Item is an element of Doc.Items and a node of its chains.
type Item struct {
	ID     string        `json:"id"`
	Amount wire.MicroUSD `json:"amount,omitzero"`
	Tags   []string      `json:"tags,omitzero"`
	Next   *Item         `json:"next,omitzero"`
}

// Doc is the document type the expressions are evaluated on. Its members
// are written alike by encoding/json and the codec's visit, so that the
// reference's value model is the one constraint.ValueOf makes.
type Doc struct {
	A     string        `json:"a"`
	B     wire.MicroUSD `json:"b,omitzero"`
	C     string        `json:"c"`
	N     int64         `json:"n"`
	F     float64       `json:"f"`
	Flag  *bool         `json:"flag,omitzero"`
	Items []Item        `json:"items,omitzero"`
	Head  *Item         `json:"head,omitzero"`
	// At and Until are instants, Stamp text that may be one.
	At    wire.Timestamp `json:"at,omitzero"`
	Until wire.Timestamp `json:"until,omitzero"`
	Stamp string         `json:"stamp"`
	// Lat holds percentiles.
	Lat *Latency `json:"lat,omitzero"`
}

// Latency is a set of latency percentiles.
type Latency struct {
	P50 float64  `json:"p50_ms"`
	P95 float64  `json:"p95_ms"`
	P99 float64  `json:"p99_ms"`
	Max *float64 `json:"max_ms,omitzero"`
}

// Schema is the schema name the code registers under.
const Schema = "codecgen-constrainttest"

// Package is the import path of this package, and Path its generated
// file's path from the module root.
const (
	Package = "github.com/hounfour-go/hounfour/internal/codecgen/constrainttest"
	Path    = "internal/codecgen/constrainttest/zz_constraints.go"
)

// Exprs are the expressions of the file.
var Exprs = []string{
	`bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gte(bigint_add(bigint_add(a, b), c), '0') && bigint_gt(a, 0)`,
	`bigint_eq(bigint_sub(bigint_add(a, a), b), bigint_add(c, head.amount))`,
	`bigint_gt(bigint_sum([a, b, c]), n)`,
	`a == c || b != null && c != '' || n > 3`,
	`head == null || head.next == null || head.next.id != a`,
	`items.length >= n && items.every(i => i.id != '' && i.tags.length <= 2)`,
	`items.every(i => i.next == null || i.next.amount != null => bigint_gte(i.amount, i.next.amount))`,
	`items.every(i => items.every(j => i.id != j.id || eq(i, j)))`,
	`items[0].id == a && items[1].amount == b && items[0].tags.length > 0`,
	`items.every(i => i.tags.every(t => t != c))`,
	`len(items) == n || unique_values(items, 'id')`,
	`flag == true => f > 0.5`,
	`!(flag != null) || head.tags.length == 0 || a.length > 1`,
	`eq(a, c) || len(a) > 2 && eq(head.id, c)`,
	`undefined_member == null && head.undeclared == undefined`,
	`bigint_sum(items, 'amount') == b || bigint_sum(head.tags) != 0`,
	`bigint_eq(bigint_sum([head.amount, head.next.amount]), b) || bigint_sum([a, n]) > 5`,
	`len(head) > 3 && len(head.tags) < 2 || f != f`,
	`a < c && !(n <= 2) || flag`,
	`_previous == null || changed(a) || undefined_member != null`,
	// Comparisons repeated within and across constraints (shared), after an
	// error or not.
	`bigint_eq(bigint_sub(a, b), c) || bigint_gt(bigint_add(a, c), b) && bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gt(bigint_add(a, c), b) => bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gte(b, c) && bigint_eq(bigint_sub(a, b), c)`,
	`bigint_gte(c, '1') || bigint_gte(b, c)`,
	`bigint_gte(bigint_add(a, c), '0') && bigint_eq(bigint_sub(b, head.amount), n)`,
	`bigint_eq(bigint_sub(b, head.amount), n)`,
	// The time builtins: instants of members, text and constants, maximum
	// ages of constants, numbers and null.
	`is_after(until, at) || is_after(n, at)`,
	`is_before(at, until) || is_before(stamp, '2026-01-01T00:00:00Z') && !is_after(a, '2026-01-01T00:00:00Z')`,
	`is_between(stamp, at, until) || is_between('2026-01-01T00:00:00+01:00', stamp, '2026-01-01T00:00:00Z')`,
	`is_stale(at, 3600, until) || is_within(stamp, f, until)`,
	`is_within(at, null, stamp) && !is_stale(head.id, 0, at) || is_stale(until, 1.5, stamp)`,
	// is_valid_dag: references through pointers, text, arrays and objects,
	// absent, non-array and non-string arguments.
	`is_valid_dag(items, 'id', 'next.id') || is_valid_dag(items, 'id', 'next.next.id', 'amount')`,
	`is_valid_dag(items, 'id', 'tags') || is_valid_dag(items, 'id', 'next') || is_valid_dag(items, 'tags', 'id')`,
	`is_valid_dag(items, 'id', 'tags.length', 'next.tags.0', 'next..id', 'next[0]') && !is_valid_dag(items, 'id', 1)`,
	`is_valid_dag(head, 'id', 'next.id') && is_valid_dag(undefined_member, 'id', 'x') && is_valid_dag(a, 'id', 'a')`,
	// The state-bearing builtins without state: strings, UTF-8 lengths,
	// percentiles of a struct (a member that may be absent), other kinds.
	`plan_content_hash_unchanged_since_signoff(a) && !plan_content_hash_unchanged_since_signoff(n) || plan_content_hash_unchanged_since_signoff(head.id)`,
	`!plan_content_hash_unchanged_since_signoff(undefined_member) && !plan_content_hash_unchanged_since_signoff(head) && !plan_content_hash_unchanged_since_signoff(flag)`,
	`utf8_byte_length_max(a, 2) || utf8_byte_length_max(head.id, 4) && !utf8_byte_length_max(n, 4)`,
	`utf8_byte_length_max(stamp, 1.5) || utf8_byte_length_max(c, 0) || utf8_byte_length_max(undefined_member, 9) || utf8_byte_length_max(c, 'x') || utf8_byte_length_max(c, 10000000000000)`,
	`percentiles_monotonic_nondecreasing(lat) || percentiles_monotonic_nondecreasing(head) && !percentiles_monotonic_nondecreasing(undefined_member)`,
	`percentiles_monotonic_nondecreasing(a) || lat == null || percentiles_monotonic_nondecreasing(lat)`,
	// A member's length read more than once (computed once), beside one
	// read through a pointer and one read once.
	`a.length >= 1 && a.length <= 3 && head.id.length != a.length || stamp.length == a.length || head.id.length == c.length`,
}

// File returns the constraint file of Exprs: constraint c<i> is Exprs[i].
var File = sync.OnceValue(file)

func file() *constraint.File {
	var b strings.Builder
	b.WriteString(`{"$schema":"x","schema_id":"CodecgenConstrainttest","contract_version":"7.0.0","expression_version":"2.0","constraints":[`)
	for i, x := range Exprs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":"c%d","expression":%q,"severity":"error","message":"m%d"}`, i, x, i)
	}
	b.WriteString(`]}`)
	f, err := constraint.ParseFile([]byte(b.String()))
	if err != nil {
		panic(err)
	}
	return f
}
