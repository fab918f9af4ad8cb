package conversation_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/wire"
)

// propertyParameters: fixed seed 1 unless HOUNFOUR_SEED says otherwise.
func propertyParameters(t *testing.T) *gopter.TestParameters {
	return proptest.Parameters(t, 500)
}

// as is a type assertion that maps gopter's untyped nil (gen.PtrOf) to T's
// zero value.
func as[T any](v any) T {
	t, _ := v.(T)
	return t
}

func genOptString() gopter.Gen {
	return gen.PtrOf(gen.AnyString())
}

// genAccessPolicy yields access policies with schema-valid members in any
// combination (so the cross-field checks see every case).
func genAccessPolicy() gopter.Gen {
	return gopter.CombineGens(
		gen.OneConstOf(conversation.AccessNone, conversation.AccessReadOnly, conversation.AccessTimeLimited, conversation.AccessRoleBased),
		gen.PtrOf(gen.IntRange(1, 8760)),
		gen.SliceOf(gen.AlphaString().SuchThat(func(s string) bool { return s != "" })),
		gen.Bool(), gen.Bool(), gen.Bool(),
	).Map(func(v []any) conversation.AccessPolicy {
		p := conversation.AccessPolicy{Type: v[0].(conversation.AccessType), DurationHours: as[*int](v[1]),
			AuditRequired: v[3].(bool), Revocable: v[4].(bool)}
		if roles := v[2].([]string); len(roles) > 0 && v[5].(bool) {
			p.Roles = roles // present only when schema-valid (non-empty)
		}
		return p
	})
}

func genSealingPolicy() gopter.Gen {
	return gopter.CombineGens(
		gen.OneConstOf(conversation.EncryptionAES256GCM, conversation.EncryptionNone),
		gen.OneConstOf(conversation.KeyDerivationHKDFSHA256, conversation.KeyDerivationNone),
		gen.PtrOf(gen.AlphaString().SuchThat(func(s string) bool { return s != "" })),
		gen.Bool(),
		gen.PtrOf(genAccessPolicy()),
	).Map(func(v []any) conversation.SealingPolicy {
		return conversation.SealingPolicy{EncryptionScheme: v[0].(conversation.EncryptionScheme), KeyDerivation: v[1].(conversation.KeyDerivation),
			KeyReference: as[*string](v[2]), AccessAudit: v[3].(bool), AccessPolicy: as[*conversation.AccessPolicy](v[4])}
	})
}

var times = []any{"2026-01-15T10:00:00Z", "2026-02-28T23:59:59.123456789+05:30", "0000-02-29T00:00:00-00:00", "9999-12-31T23:59:59Z"}

func genConversation() gopter.Gen {
	return gopter.CombineGens(
		gen.AnyString().SuchThat(func(s string) bool { return s != "" }),
		gen.UInt64Range(1, 1<<62), gen.OneConstOf("0x5af0d9827e0c53e4799bb226655a1de152a425a5", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"),
		genOptString(),
		gen.OneConstOf(conversation.StatusActive, conversation.StatusPaused, conversation.StatusSealed, conversation.StatusArchived),
		gen.PtrOf(genSealingPolicy()),
		gen.Int64Range(0, 1<<62),
		gen.OneConstOf(times...), gen.OneConstOf(times...), gen.OneConstOf(append([]any{""}, times...)...),
		gen.PtrOf(gen.AlphaString().SuchThat(func(s string) bool { return s != "" })),
	).Map(func(v []any) conversation.Conversation {
		c := conversation.Conversation{ID: v[0].(string),
			NftID: wire.MustParseNftID("eip155:" + strconv.FormatUint(v[1].(uint64), 10) + "/" + v[2].(string) + "/7"),
			Title: as[*string](v[3]), Status: v[4].(conversation.Status), SealingPolicy: as[*conversation.SealingPolicy](v[5]),
			MessageCount: v[6].(int64), CreatedAt: wire.MustParseTimestamp(v[7].(string)), UpdatedAt: wire.MustParseTimestamp(v[8].(string)),
			SealedBy: as[*string](v[10]), ContractVersion: wire.MustParseSemver("7.0.0")}
		if s := v[9].(string); s != "" {
			c.SealedAt = wire.MustParseTimestamp(s)
		}
		return c
	})
}

// TestConversationRoundTrip: a conversation encoded and strictly decoded
// again is the same value, and Decode's verdict equals Validate's on the Go
// value.
func TestConversationRoundTrip(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("encode → Decode is the identity", prop.ForAll(func(c conversation.Conversation) bool {
		b, err := json.Marshal(c)
		if err != nil {
			t.Log(err)
			return false
		}
		var back conversation.Conversation
		derr := hounfour.Decode(b, &back)
		if (derr == nil) != (c.Validate() == nil) {
			t.Logf("Decode %v, Validate %v: %s", derr, c.Validate(), b)
			return false
		}
		if err := back.UnmarshalJSON(b); err != nil {
			t.Log(err)
			return false
		}
		return reflect.DeepEqual(c, back)
	}, genConversation()))
	props.TestingRun(t)
}

// TestAccessPolicyProperties: strict mode turns exactly the warnings into
// errors after the non-strict errors; Validate of a schema-valid policy
// reports the function's errors as violations and its warnings as warnings.
func TestAccessPolicyProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("strict = errors then warnings", prop.ForAll(func(p conversation.AccessPolicy) bool {
		lax := conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{})
		strict := conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{Strict: true})
		return len(strict.Warnings) == 0 && slices.Equal(strict.Errors, append(slices.Clone(lax.Errors), lax.Warnings...)) &&
			strict.Valid == (len(strict.Errors) == 0) && lax.Valid == (len(lax.Errors) == 0)
	}, genAccessPolicy()))
	props.Property("Validate agrees with ValidateAccessPolicy", prop.ForAll(func(p conversation.AccessPolicy) bool {
		lax := conversation.ValidateAccessPolicy(p, conversation.AccessPolicyOptions{})
		var msgs []string
		if err := p.Validate(); err != nil {
			for _, v := range err.(*hounfour.ValidationError).Violations {
				msgs = append(msgs, v.Message)
			}
		}
		var warns []string
		for _, w := range p.Warnings() {
			warns = append(warns, w.Message)
		}
		return slices.Equal(msgs, lax.Errors) && slices.Equal(warns, lax.Warnings)
	}, genAccessPolicy()))
	props.TestingRun(t)
}
