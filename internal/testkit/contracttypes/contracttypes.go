// Package contracttypes holds document types for the tests of the contract
// and deferral mechanisms (hounfour.Options): a closed and an open type
// with members and vocabulary values later contracts introduced, a type a
// later contract introduced, and types that leave checks to the caller
// (crypto-, integrity- and chain-bearing, a vocabulary drift, a union with
// a crypto-bearing variant). No shipped type of this release is flagged,
// so the mechanisms are tested on these. Nothing but tests imports it; it
// registers no schema name.
package contracttypes

import (
	"encoding/json"
	"reflect"
	"slices"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/internal/enum"
)

type Kind string

var _ = enum.New[Kind]("plain", "later").Since("8.5.0", "later")

// Doc is a closed type with a later member and a later value.
type Doc struct {
	Kind  Kind            `json:"kind"`
	Score *float64        `json:"score,omitzero" hf:"since=7.3.0"`
	Subs  []Doc           `json:"subs,omitzero"`
	Note  *Open           `json:"note,omitzero"`
	Tags  map[string]Kind `json:"tags,omitzero"`
}

// Open is an open type with a later member.
type Open struct {
	Text    string                     `json:"text"`
	Extra   *string                    `json:"extra,omitzero" hf:"since=8.0.0"`
	Unknown map[string]json.RawMessage `json:"-"`
}

// Later is a type 8.0.0 introduced.
type Later struct {
	A string `json:"a"`
}

// The deferring types: crypto-bearing, crypto- and integrity-bearing,
// chain-bearing with a vocabulary drift.
type Crypto struct {
	Sig string `json:"sig" hf:"minLength=1"`
}
type Integrity struct {
	Hash string `json:"hash"`
}
type Chain struct {
	Scope map[string]bool `json:"scope"`
}

// Union holds one of two variants, the first crypto-bearing.
type Union struct{ V any }
type Escrow struct {
	Status string `json:"status" hf:"const=escrow"`
	Sig    string `json:"sig"`
}
type Candidate struct {
	Status string `json:"status" hf:"const=candidate"`
}

var (
	_ = codec.Register(codec.Meta[Doc]{})
	_ = codec.Register(codec.Meta[Open]{})
	_ = codec.Register(codec.Meta[Later]{Since: "8.0.0"})
	_ = codec.Register(codec.Meta[Crypto]{ID: "OptCrypto", Bearing: codec.CryptoBearing})
	_ = codec.Register(codec.Meta[Integrity]{ID: "OptIntegrity", Bearing: codec.CryptoBearing | codec.IntegrityBearing})
	_ = codec.Register(codec.Meta[Chain]{ID: "OptChain", Bearing: codec.ChainBearing, Drift: func(v *Chain) []string {
		var out []string
		for k := range v.Scope {
			if k != "billing" && k != "governance" {
				out = append(out, k)
			}
		}
		slices.Sort(out)
		return out
	}})
	_ = codec.Register(codec.Meta[Escrow]{Bearing: codec.CryptoBearing})
	_ = codec.Register(codec.Meta[Candidate]{})
	_ = codec.Register(codec.Meta[Union]{ID: "OptUnion", Union: &codec.Union{Discriminator: "status",
		Variants: []reflect.Type{reflect.TypeFor[Escrow](), reflect.TypeFor[Candidate]()},
		Variant:  func(v any) any { return v.(*Union).V }}})
)

func (v *Doc) Validate() error       { return document.Validate(v) }
func (v *Open) Validate() error      { return document.Validate(v) }
func (v *Later) Validate() error     { return document.Validate(v) }
func (v *Crypto) Validate() error    { return document.Validate(v) }
func (v *Integrity) Validate() error { return document.Validate(v) }
func (v *Chain) Validate() error     { return document.Validate(v) }
func (v *Escrow) Validate() error    { return document.Validate(v) }
func (v *Candidate) Validate() error { return document.Validate(v) }

// Union is a Custom type: its variant decides.
func (u *Union) DecodeCustom(data []byte, validate bool) []codec.Violation {
	var probe struct{ Status string }
	_ = json.Unmarshal(data, &probe)
	if probe.Status == "escrow" {
		u.V = &Escrow{}
	} else {
		u.V = &Candidate{}
	}
	viol, _ := codec.Decode(data, u.V)
	return viol
}
func (u *Union) ValidateCustom() (viol, warn []codec.Violation) { return codec.Validate(u.V) }
func (u Union) MarshalJSON() ([]byte, error)                    { return codec.Marshal(u.V) }
func (u *Union) Validate() error {
	if err := document.ErrorAs("", codec.Violations(u.V)); err != nil {
		return err
	}
	if x, ok := u.V.(hounfour.Validator); ok {
		return x.Validate()
	}
	return nil
}
