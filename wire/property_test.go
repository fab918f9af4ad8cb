package wire_test

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"

	"github.com/ethereum/go-ethereum/common"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/wire"
)

// parameters gives the properties the shared seed rule (1, or
// HOUNFOUR_SEED) and at least 1000 cases each.
func parameters(t *testing.T) *gopter.TestParameters { return proptest.Parameters(t, 1000) }

func genAddress() gopter.Gen {
	return gen.SliceOfN(20, gen.UInt8()).Map(func(b []byte) common.Address { return common.BytesToAddress(b) })
}

// genDigits generates one to wire.MaxDigits ASCII digits, with leading
// zeros at times.
func genDigits() gopter.Gen {
	return gopter.CombineGens(gen.IntRange(0, 3), gen.NumString()).Map(func(v []any) string {
		digits := v[1].(string)
		if digits == "" {
			digits = "7"
		}
		digits = strings.Repeat("0", v[0].(int)) + digits
		return digits[:min(len(digits), wire.MaxDigits)]
	})
}

// genIntegerText generates text matching ^-?[0-9]+$ whose values cover the
// 64-bit fast paths, their edges and arbitrary precision.
func genIntegerText() gopter.Gen {
	edges := []string{
		"0", "-0", "007", "-007", "999999999999999999", "-999999999999999999", "1000000000000000000",
		"-1000000000000000000", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
		"18446744073709551615", "18446744073709551616", "-18446744073709551616",
	}
	return gen.OneGenOf(
		gen.Int64().Map(func(v int64) string { return strconv.FormatInt(v, 10) }),
		gen.Int64Range(-1e6, 1e6).Map(func(v int64) string { return strconv.FormatInt(v, 10) }),
		gen.IntRange(0, len(edges)-1).Map(func(i int) string { return edges[i] }),
		gopter.CombineGens(gen.Bool(), genDigits()).Map(func(v []any) string {
			if v[0].(bool) {
				return "-" + v[1].(string)
			}
			return v[1].(string)
		}),
	)
}

func bigOf(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad integer text " + s)
	}
	return x
}

func TestPropertyNftIDRoundTrip(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(parameters(t))
	props.Property("FormatNftID → String → ParseNftID is the identity", prop.ForAll(
		func(chain uint64, a common.Address, token string) bool {
			id, err := wire.FormatNftID(chain, wire.AddressFrom(a), token)
			if err != nil {
				return false
			}
			s := id.String()
			p, err := wire.ParseNftID(s)
			return err == nil && p == id && p.String() == s && p.ChainID() == chain &&
				p.Collection().Common() == a && p.TokenID() == token &&
				s == "eip155:"+strconv.FormatUint(chain, 10)+"/"+a.Hex()+"/"+token
		},
		gen.OneGenOf(gen.UInt64Range(1, math.MaxUint64), gen.UInt64Range(1, 1000)),
		genAddress(),
		genDigits(),
	))
	props.Property("lowercase and uppercase collections parse to the same NftID", prop.ForAll(
		func(chain uint64, a common.Address, token string) bool {
			lower := "eip155:" + strconv.FormatUint(chain, 10) + "/0x" + common.Bytes2Hex(a[:]) + "/" + token
			upper := "eip155:" + strconv.FormatUint(chain, 10) + "/0x" + strings.ToUpper(common.Bytes2Hex(a[:])) + "/" + token
			l, err1 := wire.ParseNftID(lower)
			u, err2 := wire.ParseNftID(upper)
			return err1 == nil && err2 == nil && l == u && l.Collection().String() == a.Hex()
		},
		gen.UInt64Range(1, math.MaxUint64),
		genAddress(),
		genDigits(),
	))
	props.TestingRun(t)
}

func TestPropertyEIP55(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(parameters(t))
	props.Property("the checksum of a checksum is itself", prop.ForAll(
		func(a common.Address) bool {
			s := wire.AddressFrom(a).String()
			p, err := wire.ParseAddress(s)
			return err == nil && p.String() == s && s == a.Hex() // go-ethereum as the oracle
		},
		genAddress(),
	))
	props.Property("lower, upper and EIP-55 spellings parse to equal values", prop.ForAll(
		func(a common.Address) bool {
			lower := "0x" + common.Bytes2Hex(a[:])
			upper := "0x" + strings.ToUpper(lower[2:])
			l, err1 := wire.ParseAddress(lower)
			u, err2 := wire.ParseAddress(upper)
			e, err3 := wire.ParseAddress(a.Hex())
			return err1 == nil && err2 == nil && err3 == nil && l == u && u == e && l.Common() == a
		},
		genAddress(),
	))
	props.Property("flipping the case of one letter of a mixed-case EIP-55 address is a checksum error", prop.ForAll(
		func(a common.Address, at int) bool {
			s := []byte(a.Hex())
			var letters []int
			for i := 2; i < len(s); i++ {
				if s[i] > '9' {
					letters = append(letters, i)
				}
			}
			if len(letters) < 3 {
				return true // flipping could give all-lower or all-upper text
			}
			i := letters[at%len(letters)]
			s[i] ^= 0x20
			_, err := wire.ParseAddress(string(s))
			upper, lower := strings.ToUpper(string(s[2:])), strings.ToLower(string(s[2:]))
			if string(s[2:]) == upper || string(s[2:]) == lower {
				return err == nil
			}
			return err != nil
		},
		genAddress(),
		gen.IntRange(0, 39),
	))
	props.TestingRun(t)
}

func TestPropertyMicroUSD(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(parameters(t))
	props.Property("parse gives the canonical text, which re-parses to itself", prop.ForAll(
		func(s string) bool {
			m, err := wire.ParseMicroUSD(s)
			if err != nil {
				return false
			}
			again, err := wire.ParseMicroUSD(m.String())
			return again == m && err == nil && m.String() == bigOf(s).String() && m.Big().Cmp(bigOf(s)) == 0
		},
		genIntegerText(),
	))
	props.Property("arithmetic agrees with math/big", prop.ForAll(
		func(a, b string, bps int64) bool {
			x, y := bigOf(a), bigOf(b)
			ma, mb := wire.MustParseMicroUSD(a), wire.MustParseMicroUSD(b)
			sum := new(big.Int).Add(x, y).String()
			diff := new(big.Int).Sub(x, y).String()
			prod := new(big.Int).Quo(new(big.Int).Mul(x, big.NewInt(bps)), big.NewInt(10000)).String()
			if ma.Add(mb).String() != sum || ma.SubSigned(mb).String() != diff || ma.Neg().String() != new(big.Int).Neg(x).String() {
				return false
			}
			if ma.Cmp(mb) != x.Cmp(y) || ma.Sign() != x.Sign() {
				return false
			}
			if v, ok := ma.Int64(); ok != x.IsInt64() || ok && v != x.Int64() {
				return false
			}
			if u, err := ma.Unsigned(); err == nil {
				if v, ok := u.Uint64(); ok != x.IsUint64() || ok && v != x.Uint64() {
					return false
				}
			}
			if r, err := ma.MulBPS(bps); err != nil || r.String() != prod {
				return false
			}
			if r, err := ma.Sub(mb); (err != nil) != (x.Cmp(y) < 0) || err == nil && r.String() != diff {
				return false
			}
			if y.Sign() != 0 {
				share := new(big.Int).Quo(new(big.Int).Mul(x, big.NewInt(10000)), y)
				if r, err := wire.BPSShare(ma, mb); err != nil || r.Cmp(share) != 0 {
					return false
				}
			}
			// The string layer on the raw, possibly non-canonical text.
			if r, err := wire.AddMicro(a, b); err != nil || r != sum {
				return false
			}
			if r, err := wire.SubtractMicroSigned(a, b); err != nil || r != diff {
				return false
			}
			if r, err := wire.SubtractMicro(a, b); (err != nil) != (x.Cmp(y) < 0) || err == nil && r != diff {
				return false
			}
			if r, err := wire.MultiplyBPS(a, bps); err != nil || r != prod {
				return false
			}
			if r, err := wire.CompareMicro(a, b); err != nil || r != x.Cmp(y) {
				return false
			}
			if r, err := wire.IsNegativeMicro(a); err != nil || r != (x.Sign() < 0) {
				return false
			}
			if r, err := wire.NegateMicro(a); err != nil || r != new(big.Int).Neg(x).String() {
				return false
			}
			return true
		},
		genIntegerText(),
		genIntegerText(),
		gen.OneGenOf(gen.Int64Range(0, 20000), gen.Int64Range(0, math.MaxInt64)),
	))
	props.TestingRun(t)
}
