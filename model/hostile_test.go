package model_test

import (
	"context"
	"crypto"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/model"
)

// The entry points of this package that take bytes from outside (issue
// 16): provider responses, provider specs and their signatures. Each hostile
// text is rejected by the limit scan, allocating a constant amount, or —
// within the limits — costs a small multiple of its size; never measured by
// the clock.

func TestHostileNormalizeProviderResponse(t *testing.T) {
	for _, in := range hostile.JSON() {
		// One string may be as long as the document in a response.
		want := in.Rule
		if want == hounfour.RuleLimitString {
			want = ""
		}
		for _, p := range []model.ProviderType{model.ProviderAnthropic, model.ProviderOpenAI, model.ProviderGoogle} {
			var err error
			n, allocs := hostile.Allocated(func() { _, err = model.NormalizeProviderResponse(p, in.Data) })
			var nerr *model.NormalizeError
			if !errors.As(err, &nerr) {
				t.Fatalf("%s, %s: %v, want a *NormalizeError", in.Name, p, err)
			}
			switch {
			case want != "":
				if !errors.Is(err, model.ErrResponseLimit) || !strings.HasPrefix(nerr.Detail, want+": ") {
					t.Errorf("%s, %s: %v, want ErrResponseLimit %s", in.Name, p, err, want)
				}
				if n > hostile.ScanBytes {
					t.Errorf("%s, %s: %d bytes in %d allocations, want at most %d", in.Name, p, n, allocs, hostile.ScanBytes)
				}
				// A rejection by the scan: a handful of allocations (the
				// error, its texts and the path), whatever the size.
				if a := testing.AllocsPerRun(3, func() { _, _ = model.NormalizeProviderResponse(p, in.Data) }); a > 32 {
					t.Errorf("%s, %s: %v allocations per run", in.Name, p, a)
				}
			default:
				if errors.Is(err, model.ErrResponseLimit) {
					t.Errorf("%s, %s: %v, want no limit error", in.Name, p, err)
				}
				// The decoder copies a long member name a few times.
				if n > 8*uint64(len(in.Data))+hostile.ScanBytes {
					t.Errorf("%s, %s: %d bytes in %d allocations for %d bytes", in.Name, p, n, allocs, len(in.Data))
				}
			}
			if len(err.Error()) > 1000 {
				t.Errorf("%s, %s: error text of %d bytes", in.Name, p, len(err.Error()))
			}
		}
	}
	// A long answer is one string: 5 MiB of text is normalized, at a small
	// multiple of its size.
	text := strings.Repeat("word ", 1<<20)
	raw := []byte(`{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5",` +
		`"content":[{"type":"text","text":"` + text + `"}],"stop_reason":"end_turn","stop_sequence":null,` +
		`"usage":{"input_tokens":1,"output_tokens":2}}`)
	var r model.NormalizedResponse
	var err error
	n, _ := hostile.Allocated(func() { r, err = model.NormalizeProviderResponse(model.ProviderAnthropic, raw) })
	if err != nil || r.Content == nil || *r.Content != text {
		t.Fatalf("5 MiB answer: %v", err)
	}
	if n > 4*uint64(len(raw)) {
		t.Errorf("5 MiB answer: %d bytes for %d bytes", n, len(raw))
	}
	// Depth at the limit passes the scan; one level more does not.
	deep := func(d int) []byte {
		return []byte(`{"x":` + strings.Repeat("[", d-1) + strings.Repeat("]", d-1) + `}`)
	}
	if _, err := model.NormalizeProviderResponse(model.ProviderOpenAI, deep(128)); errors.Is(err, model.ErrResponseLimit) {
		t.Errorf("depth 128: %v", err)
	}
	_, err = model.NormalizeProviderResponse(model.ProviderOpenAI, deep(129))
	var nerr *model.NormalizeError
	if !errors.As(err, &nerr) || nerr.Err != model.ErrResponseLimit || nerr.Path != "/x"+strings.Repeat("/0", 127) ||
		nerr.Detail != "limit-depth: Nesting exceeds the limit of 128 levels" {
		t.Errorf("depth 129: %#v", err)
	}
}

func TestHostileProviderSpec(t *testing.T) {
	resolve := func(context.Context, string, string) (crypto.PublicKey, error) {
		return nil, errors.New("no key")
	}
	now := time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC)
	for _, in := range hostile.JSON() {
		var err error
		n, allocs := hostile.Allocated(func() { _, err = model.CanonicalizeProviderSpec(in.Data) })
		var res model.SignatureResult
		nv, allocsV := hostile.Allocated(func() { res = model.VerifyProviderSignature(context.Background(), in.Data, resolve, now) })
		if in.Rule == "" {
			// Parsed, re-encoded and canonicalized: a few copies of the text.
			if n > 12*uint64(len(in.Data))+hostile.ScanBytes || nv > 8*uint64(len(in.Data))+hostile.ScanBytes {
				t.Errorf("%s: %d and %d bytes for %d bytes", in.Name, n, nv, len(in.Data))
			}
			continue
		}
		var verr *hounfour.ValidationError
		if !errors.As(err, &verr) || verr.Schema != "model-provider-spec" || len(verr.Violations) != 1 || verr.Violations[0].Rule != in.Rule {
			t.Errorf("%s: CanonicalizeProviderSpec: %.300v, want one %s violation", in.Name, err, in.Rule)
		}
		if res.Status != model.Failed || !strings.HasPrefix(res.Reason, "Provider spec exceeds a limit: ") {
			t.Errorf("%s: VerifyProviderSignature: %+v", in.Name, res)
		}
		if n > hostile.ScanBytes || nv > hostile.ScanBytes {
			t.Errorf("%s: %d bytes in %d allocations, %d in %d, want at most %d", in.Name, n, allocs, nv, allocsV, hostile.ScanBytes)
		}
	}
}
