package tool

import (
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// MaxListLimit is the largest page size (limit) of a ListResponse.
const MaxListLimit = 1000

// ListResponse is one page of a tool listing (schema tool-list-response). Closed object.
type ListResponse struct {
	// Tools holds the page's tools; it may be empty.
	Tools []Registration `json:"tools"`
	// Total is the number of tools matching the filters.
	Total int64 `json:"total" hf:"minimum=0,maximum=9007199254740991"`
	// Offset is the index of the page's first tool.
	Offset int64 `json:"offset" hf:"minimum=0,maximum=9007199254740991"`
	// Limit is the page size asked for.
	Limit int `json:"limit" hf:"minimum=1,maximum=1000"`
	// FiltersApplied records the filters of the listing; {} means none.
	FiltersApplied *FiltersApplied `json:"filters_applied,omitzero"`
}

// FiltersApplied records the filters a tool listing applied (inline object of
// ListResponse, no schema of its own). Every member is optional.
type FiltersApplied struct {
	// LifecycleState keeps the tools in this state.
	LifecycleState LifecycleState `json:"lifecycle_state,omitzero"`
	// MinTier keeps the tools a caller of this tier may use.
	MinTier wire.Tier `json:"min_tier,omitzero"`
	// Provider keeps the tools of this provider.
	Provider *string `json:"provider,omitzero" hf:"minLength=1"`
}

var _ = codec.Register(codec.Meta[FiltersApplied]{Methods: codec.MethodsNone})

var _ = codec.Register(codec.Meta[ListResponse]{
	Schema:      "tool-list-response",
	Description: "A page of tool registrations with the filters that selected them",
	Rules: func(l *ListResponse, r *codec.Rules) {
		n := len(l.Tools)
		// "n ≤ limit"
		if r.TypeOK("tools") && r.OK("limit") && n > l.Limit {
			r.Report("tool-list-response-page-size",
				"tools length ("+strconv.Itoa(n)+") exceeds limit ("+strconv.Itoa(l.Limit)+")", "tools")
		}
		// "if n ≥ 1: offset + n ≤ total" (both operands ≤ 2^53−1: no overflow)
		if r.TypeOK("tools") && r.OK("offset", "total") && n >= 1 && l.Offset+int64(n) > l.Total {
			r.Report("tool-list-response-page-range",
				"offset ("+itoa(l.Offset)+") + tools length ("+strconv.Itoa(n)+") exceeds total ("+itoa(l.Total)+")", "tools")
		}
		if !r.TypeOK("tools") || !r.OK("filters_applied") || l.FiltersApplied == nil {
			return
		}
		f := l.FiltersApplied
		// Each per-item rule reads one member of the tool and skips a tool
		// whose member failed its own check.
		// "with a lifecycle_state filter, every tool has that state"
		if f.LifecycleState != "" {
			for i := range l.Tools {
				if s := l.Tools[i].LifecycleState; s.Valid() && s != f.LifecycleState {
					r.Report("tool-list-response-filter-state",
						`tool lifecycle_state "`+string(s)+`" does not match filters_applied.lifecycle_state "`+string(f.LifecycleState)+`"`,
						"tools", i, "lifecycle_state")
				}
			}
		}
		// "with a min_tier filter, every tool is usable at that tier: its
		// min_tier (absent counts as free) is not above the filter"
		if f.MinTier != "" {
			for i := range l.Tools {
				if t := l.Tools[i].MinTier; t.Valid() && tierRank(t) > tierRank(f.MinTier) {
					r.Report("tool-list-response-filter-tier",
						`tool min_tier "`+string(t)+`" exceeds filters_applied.min_tier "`+string(f.MinTier)+`"`,
						"tools", i, "min_tier")
				}
			}
		}
		// "with a provider filter, every tool's provider equals it exactly"
		if f.Provider != nil {
			for i := range l.Tools {
				if p := l.Tools[i].Provider; p != "" && p != *f.Provider {
					r.Report("tool-list-response-filter-provider",
						`tool provider "`+p+`" does not match filters_applied.provider "`+*f.Provider+`"`,
						"tools", i, "provider")
				}
			}
		}
	},
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (tools always as an array).",
	},
})

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
