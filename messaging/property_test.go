package messaging_test

import (
	"encoding/json"
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"

	"github.com/ethereum/go-ethereum/common"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/messaging"
	"github.com/hounfour-go/hounfour/wire"
)

// propertyParameters: fixed seed 1 unless HOUNFOUR_SEED says otherwise, at
// least 1000 cases per property.
func propertyParameters(t *testing.T) *gopter.TestParameters {
	return proptest.Parameters(t, 1000)
}

// genTokenID generates one or more ASCII digits, with leading zeros at times.
func genTokenID() gopter.Gen {
	return gopter.CombineGens(gen.IntRange(0, 3), gen.NumString()).Map(func(v []any) string {
		digits := v[1].(string)
		if digits == "" {
			digits = "7"
		}
		return strings.Repeat("0", v[0].(int)) + digits
	})
}

// genAlias generates ^[a-z][a-z0-9-]{0,63}$ other than eip155, short and
// long.
func genAlias() gopter.Gen {
	const rest = "abcdefghijklmnopqrstuvwxyz0123456789-"
	return gopter.CombineGens(gen.IntRange(0, 25), gen.SliceOfN(63, gen.IntRange(0, len(rest)-1)), gen.IntRange(0, 63)).
		Map(func(v []any) string {
			b := []byte{byte('a' + v[0].(int))}
			for _, i := range v[1].([]int)[:v[2].(int)] {
				b = append(b, rest[i])
			}
			if string(b) == "eip155" {
				return "eip155a"
			}
			return string(b)
		})
}

func genChainID() gopter.Gen {
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 3, Gen: gen.UInt64Range(1, 1<<20)},
		{Weight: 1, Gen: gen.UInt64Range(1, math.MaxUint64)},
		{Weight: 1, Gen: gen.OneConstOf(uint64(1), uint64(80094), uint64(math.MaxUint64))},
	})
}

func genNftID() gopter.Gen {
	return gopter.CombineGens(genChainID(), gen.SliceOfN(20, gen.UInt8()), genTokenID()).Map(func(v []any) wire.NftID {
		id, err := wire.FormatNftID(v[0].(uint64), wire.AddressFrom(common.BytesToAddress(v[1].([]byte))), v[2].(string))
		if err != nil {
			panic(err)
		}
		return id
	})
}

// genAddress generates an AgentAddress of every form through the constructors.
func genAddress() gopter.Gen {
	return gen.OneGenOf(
		genTokenID().Map(func(tok string) messaging.AgentAddress {
			a, err := messaging.AgentAddressForToken(tok)
			if err != nil {
				panic(err)
			}
			return a
		}),
		gopter.CombineGens(genAlias(), genTokenID()).Map(func(v []any) messaging.AgentAddress {
			a, err := messaging.AgentAddressForAlias(v[0].(string), v[1].(string))
			if err != nil {
				panic(err)
			}
			return a
		}),
		genNftID().Map(messaging.AgentAddressForNftID),
	)
}

// genURIText generates agent:// texts: valid ones of each form and
// mutations that are mostly invalid (another case, a lowercase collection,
// an inserted or deleted character).
func genURIText() gopter.Gen {
	valid := genAddress().Map(messaging.AgentAddress.String)
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 2, Gen: valid},
		{Weight: 1, Gen: valid.Map(strings.ToLower)},
		{Weight: 1, Gen: valid.Map(strings.ToUpper)},
		{Weight: 2, Gen: gopter.CombineGens(valid, gen.IntRange(0, 200), gen.OneConstOf("/", "-", "a", "A", "0", " ", "%", ":", "?", "é")).
			Map(func(v []any) string {
				s, i := v[0].(string), v[1].(int)%(len(v[0].(string))+1)
				return s[:i] + v[2].(string) + s[i:]
			})},
		{Weight: 1, Gen: gopter.CombineGens(valid, gen.IntRange(0, 200)).Map(func(v []any) string {
			s := v[0].(string)
			i := v[1].(int) % len(s)
			return s[:i] + s[i+1:]
		})},
		{Weight: 1, Gen: gen.AnyString().Map(func(s string) string { return "agent://" + s })},
	})
}

// uriOracle is a slow, obviously correct reading of the agent URI grammar
// (one regular expression, go-ethereum's EIP-55), the reference ParseAgentAddress
// is compared with.
var uriOracle = regexp.MustCompile(`^agent://(?:[0-9]+|([a-z][a-z0-9-]{0,63})/[0-9]+|eip155:([1-9][0-9]*)/(0x[0-9a-fA-F]{40})/[0-9]+)$`)

func oracleAccepts(s string) bool {
	m := uriOracle.FindStringSubmatch(s)
	if m == nil || m[1] == "eip155" {
		return false
	}
	if m[2] != "" {
		if _, err := strconv.ParseUint(m[2], 10, 64); err != nil {
			return false
		}
		return common.HexToAddress(m[3]).Hex() == m[3]
	}
	return true
}

func TestAddressProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	forms := map[messaging.AgentAddressForm]int{}
	accepted, rejected := 0, 0

	props.Property("every generated address round-trips through String/ParseAgentAddress and its JSON form", prop.ForAll(
		func(a messaging.AgentAddress) string {
			forms[a.Form()]++
			s := a.String()
			b, err := messaging.ParseAgentAddress(s)
			if err != nil {
				return "ParseAgentAddress(" + strconv.Quote(s) + "): " + err.Error()
			}
			if b != a || b.String() != s {
				return "ParseAgentAddress(String()) changed " + s + " to " + b.String()
			}
			enc, err := json.Marshal(a)
			if err != nil {
				return "Marshal: " + err.Error()
			}
			var c messaging.AgentAddress
			if err := json.Unmarshal(enc, &c); err != nil || c != a {
				return "JSON round trip of " + s + " via " + string(enc)
			}
			// The JSON form holds the pieces of the URI.
			var obj struct{ Scheme, NftID, Collection string }
			if err := json.Unmarshal(enc, &struct {
				Scheme     *string `json:"scheme"`
				NftID      *string `json:"nft_id"`
				Collection *string `json:"collection"`
			}{&obj.Scheme, &obj.NftID, &obj.Collection}); err != nil {
				return err.Error()
			}
			uri := "agent://" + obj.NftID
			if obj.Collection != "" {
				uri = "agent://" + obj.Collection + "/" + obj.NftID
			}
			if obj.Scheme != "agent" || uri != s {
				return "JSON form " + string(enc) + " does not spell " + s
			}
			return ""
		},
		genAddress(),
	))

	props.Property("ParseAgentAddress agrees with the oracle, accepts a text only if String gives it back, and its errors name the input and wrap a sentinel", prop.ForAll(
		func(s string) string {
			a, err := messaging.ParseAgentAddress(s)
			if want := oracleAccepts(s); (err == nil) != want {
				return "ParseAgentAddress(" + strconv.Quote(s) + ") accepted " + strconv.FormatBool(err == nil) + ", oracle " + strconv.FormatBool(want)
			}
			if err != nil {
				rejected++
				if !a.IsZero() {
					return "non-zero AgentAddress with an error"
				}
				if !strings.HasPrefix(err.Error(), "invalid agent address "+strconv.Quote(s)+": ") {
					return "error text " + err.Error()
				}
				if !errors.Is(err, wire.ErrSyntax) && !errors.Is(err, wire.ErrChecksum) {
					return "error wraps no sentinel: " + err.Error()
				}
				return ""
			}
			accepted++
			if a.String() != s {
				return "ParseAgentAddress(" + strconv.Quote(s) + ").String() = " + strconv.Quote(a.String())
			}
			return ""
		},
		genURIText(),
	))

	props.TestingRun(t)
	if n := proptest.Size(100); len(forms) != 3 || accepted < n || rejected < n {
		t.Errorf("generators too narrow: forms %v, %d accepted and %d rejected texts", forms, accepted, rejected)
	}
}

func TestDeliveryProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	v := messaging.NewDeliveryValidator()
	terminal := map[messaging.DeliveryStatus]int{}

	props.Property("random walks from queued stay on spec edges and end in read, failed or expired", prop.ForAll(
		func(choices []int) string {
			cur := messaging.StatusQueued
			for _, c := range choices {
				targets := messaging.DeliveryTransitions()[cur]
				if len(targets) == 0 {
					terminal[cur]++
					if cur != messaging.StatusRead && cur != messaging.StatusFailed && cur != messaging.StatusExpired {
						return "stuck in " + string(cur)
					}
					for _, s := range messaging.DeliveryStatuses() {
						if messaging.IsValidDeliveryTransition(cur, s) || v.IsValid(cur, s, nil).Valid {
							return "left terminal " + string(cur) + " to " + string(s)
						}
					}
					return ""
				}
				next := targets[c%len(targets)]
				if !specDeliveryAllows(cur, next) || !messaging.IsValidDeliveryTransition(cur, next) || !v.IsValid(cur, next, nil).Valid {
					return "walked " + agent.GuardKey(cur, next)
				}
				cur = next
			}
			return ""
		},
		gen.SliceOf(gen.IntRange(0, 1<<20)),
	))

	props.Property("a pair is valid iff the spec map has it", prop.ForAll(
		func(from, to messaging.DeliveryStatus) bool {
			return messaging.IsValidDeliveryTransition(from, to) == specDeliveryAllows(from, to) &&
				v.IsValid(from, to, nil).Valid == specDeliveryAllows(from, to)
		},
		genStatus(), genStatus(),
	))

	props.TestingRun(t)
	if len(terminal) != 3 {
		t.Errorf("walks ended only in %v", terminal)
	}
}

func genStatus() gopter.Gen {
	known := make([]any, 0, 5)
	for _, s := range messaging.DeliveryStatuses() {
		known = append(known, s)
	}
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 8, Gen: gen.OneConstOf(known...)},
		{Weight: 1, Gen: gen.OneConstOf(messaging.DeliveryStatus(""), messaging.DeliveryStatus("QUEUED"), messaging.DeliveryStatus("sent"))},
		{Weight: 1, Gen: gen.AnyString().Map(func(s string) messaging.DeliveryStatus { return messaging.DeliveryStatus(s) })},
	})
}
