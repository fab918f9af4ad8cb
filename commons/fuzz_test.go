package commons_test

import (
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/internal/jcs"
	"github.com/hounfour-go/hounfour/wire"
)

// The slow references: upstream's regular expressions.
var (
	segmentRE  = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)
	schemaIDRE = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9._:-]*$`)
	versionRE  = regexp.MustCompile(`^[0-9][a-zA-Z0-9._+-]*$`)
	orgRE      = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)
	consumerRE = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)
	bodyRE     = regexp.MustCompile(`^[a-z][a-z0-9_.-]+$`)
	auditTSRE  = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`)
)

func FuzzValidateDomainTag(f *testing.F) {
	for _, s := range []string{"", "a:b", "a::c", "a:B:c", ":a:b", "a:b:c:", "a:b:c", "loa-commons:audit:governedcredits:8-0-0", "a:b:c\n", "é:b:c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tag string) {
		err := commons.ValidateDomainTag(tag)
		segs := strings.Split(tag, ":")
		want := tag != "" && len(segs) >= 3
		for _, s := range segs {
			want = want && segmentRE.MatchString(s)
		}
		var de *commons.DomainTagError
		if (err == nil) != want || (err != nil && !errors.As(err, &de)) {
			t.Fatalf("ValidateDomainTag(%q) = %v, reference valid = %v", tag, err, want)
		}
	})
}

func FuzzBuildDomainTag(f *testing.F) {
	f.Add("GovernedCredits", "8.0.0")
	f.Add("a:b.C_d", "8.0.0+build.1")
	f.Add("", "")
	f.Add("1abc", "v8")
	f.Add("x\n", "1\n")
	f.Fuzz(func(t *testing.T, schema, version string) {
		tag, err := commons.BuildDomainTag(schema, version)
		ok := len(schema) >= 1 && len(schema) <= 256 && schemaIDRE.MatchString(schema) && !strings.Contains(schema, "\n") &&
			len(version) >= 1 && len(version) <= 256 && versionRE.MatchString(version) && !strings.Contains(version, "\n")
		if (err == nil) != ok {
			t.Fatalf("BuildDomainTag(%q, %q) = %q, %v; reference valid = %v", schema, version, tag, err, ok)
		}
		if err == nil {
			if verr := commons.ValidateDomainTag(tag); verr != nil {
				t.Fatalf("built tag %q does not validate: %v", tag, verr)
			}
			return
		}
		var de *commons.DomainTagError
		if !errors.As(err, &de) || tag != "" {
			t.Fatalf("error %T %v, tag %q", err, err, tag)
		}
	})
}

func FuzzEventType(f *testing.F) {
	for _, s := range []string{"0xhoneyjar:straylight:assertion.admitted", "agent.lifecycle.transitioned", "x:b:c.d:e", "", "a:b:c", "0x:B:c.d", "::"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		parts := strings.Split(s, ":")
		three := len(parts) == 3 && orgRE.MatchString(parts[0]) && consumerRE.MatchString(parts[1]) && bodyRE.MatchString(parts[2])
		if got := commons.IsThreeSegmentEventType(s); got != three {
			t.Fatalf("IsThreeSegmentEventType(%q) = %v, reference %v", s, got, three)
		}
		p, ok := commons.EventTypePrefix(s)
		if ok != (len(parts) == 3) || (ok && p != parts[0]+":"+parts[1]+":") {
			t.Fatalf("EventTypePrefix(%q) = %q, %v", s, p, ok)
		}
	})
}

func FuzzValidateAuditTimestamp(f *testing.F) {
	for _, s := range []string{"2026-02-28T12:00:00Z", "2026-02-28T12:00:00.123456789Z", "2026-02-28T12:00:00+05:30", "1969-12-31T23:59:59.999Z",
		"2026-02-29T00:00:00Z", "2026-02-28T24:00:00Z", "", "Feb 28, 2026", "9999-12-31T23:59:59-23:59", "0000-01-01T00:00:00+23:59"} {
		f.Add(s, int64(1772323200000))
	}
	f.Fuzz(func(t *testing.T, s string, nowMs int64) {
		now := time.UnixMilli(nowMs)
		r := commons.ValidateAuditTimestamp(s, now)
		if r.Valid != (r.Error == "") || r.Valid == (r.Normalized == "") {
			t.Fatalf("inconsistent result %+v", r)
		}
		if s != "" && !auditTSRE.MatchString(s) && r.Error != "Timestamp must be strict ISO 8601 format" {
			t.Fatalf("%q: %+v, want the format error", s, r)
		}
		if !r.Valid {
			return
		}
		ts, err := wire.ParseTimestamp(s)
		n, nerr := wire.ParseTimestamp(r.Normalized)
		if err != nil || nerr != nil || len(r.Normalized) != 24 || ts.CompareMilli(n) != 0 || n.Time().Before(time.Unix(0, 0)) ||
			n.Time().Sub(now) > 24*time.Hour {
			t.Fatalf("%q valid, normalized %q (%v, %v)", s, r.Normalized, err, nerr)
		}
	})
}

func FuzzIsNegotiationValid(f *testing.F) {
	f.Add("2026-02-25T10:30:00Z", "2026-02-25T11:00:00Z")
	f.Add("yesterday", "2026-02-25T11:00:00.999+01:00")
	f.Add("0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z")
	f.Fuzz(func(t *testing.T, clock, expires string) {
		var n commons.ContractNegotiation
		ts, err := wire.ParseTimestamp(expires)
		if err == nil {
			n.ExpiresAt, n.NegotiatedAt = ts, ts
		}
		v := commons.IsNegotiationValid(n, clock)
		if v.Valid && (v.RemainingMS == nil || *v.RemainingMS <= 0) || !v.Valid && v.RemainingMS != nil && *v.RemainingMS != 0 {
			t.Fatalf("%+v", v)
		}
		if e := commons.ComputeNegotiationExpiry(n); e.Valid != (err == nil) || e.TTL != 0 || e.TTLMillis != 0 {
			t.Fatalf("%+v", e)
		}
	})
}

// FuzzAuditEntryHash: the canonical content equals the canonical form of
// the whole hashed object written plainly and canonicalized at once (the
// reference), and the hash is defined exactly when the reference is.
func FuzzAuditEntryHash(f *testing.F) {
	f.Add("550e8400-e29b-41d4-a716-446655440000", "2026-02-25T10:00:00Z", "commons.transition.executed", "agent-1", true, []byte(`{"b":2,"a":"é"}`))
	f.Add("", "", "", "", false, []byte(`null`))
	f.Add("\"", "\\", "\u2028", "\x00", true, []byte(` [1e21, -0, 1.0] `))
	f.Add("x", "y", "z", "", false, []byte(`{"a":1,"a":2}`))
	f.Add("x", "y", "z", "", false, []byte{})
	f.Fuzz(func(t *testing.T, id, ts, et, actor string, hasActor bool, payload []byte) {
		in := commons.AuditEntryHashInput{EntryID: id, Timestamp: ts, EventType: et, Payload: payload}
		obj := map[string]any{"entry_id": id, "timestamp": ts, "event_type": et}
		if hasActor {
			in.ActorID = &actor
			obj["actor_id"] = actor
		}
		if payload == nil {
			in.Payload = nil
		} else {
			obj["payload"] = json.RawMessage("0") // placeholder, replaced below
		}
		got, err := commons.CanonicalEntry(in)
		h, herr := commons.AuditEntryHash(in, "t")
		if (err == nil) != (herr == nil) || (err == nil) != strings.HasPrefix(h, "sha256:") {
			t.Fatalf("CanonicalEntry err %v, AuditEntryHash %q, %v", err, h, herr)
		}
		// Reference: the object written by encoding/json (which checks the
		// payload is JSON and the strings UTF-8), canonicalized whole.
		ref, rerr := referenceCanonical(obj, payload)
		if (err == nil) != (rerr == nil) {
			t.Fatalf("canonical %s, %v; reference %s, %v", got, err, ref, rerr)
		}
		if err == nil && string(got) != string(ref) {
			t.Fatalf("canonical\n%s\nreference\n%s", got, ref)
		}
	})
}

func referenceCanonical(obj map[string]any, payload []byte) ([]byte, error) {
	for k, v := range obj {
		if s, ok := v.(string); ok && !utf8Valid(s) {
			return nil, errors.New("invalid UTF-8 in " + k)
		}
	}
	if _, ok := obj["payload"]; ok {
		if !json.Valid(payload) {
			return nil, errors.New("payload not JSON")
		}
		obj["payload"] = json.RawMessage(payload)
	}
	text, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	return jcs.Append(nil, text, jcs.Options{})
}

// FuzzLoadManifest: any manifest text loads or gives a *ManifestError;
// ListVectors agrees with LoadManifest, and LoadVector returns exactly the
// file its first entry names, inside the folder.
func FuzzLoadManifest(f *testing.F) {
	f.Add([]byte(`{"manifest_version":"1.0.0","generated_at":"2026-01-01T00:00:00Z","contract_version":"8.7.0","total_vectors":1,` +
		`"vectors":[{"vector_id":"a","category":"c","path":"a.json","layer":1,"description":"d","contract_version":"8.7.0","expected_valid":true}]}`))
	f.Add([]byte(`{"vectors":[{"vector_id":"a","path":"../../etc/passwd"}]}`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{"manifest.json": {Data: data}, "a.json": {Data: []byte(`{"x":1}`)}}
		m, err := commons.LoadManifest(fsys)
		var me *commons.ManifestError
		if err != nil && !errors.As(err, &me) {
			t.Fatalf("%T %v", err, err)
		}
		l, lerr := commons.ListVectors(fsys, "", 0)
		if (err == nil) != (lerr == nil) || (err == nil && len(l) != len(m.Vectors)) {
			t.Fatalf("LoadManifest %v, ListVectors %d, %v", err, len(l), lerr)
		}
		seen := map[string]bool{}
		for _, e := range m.Vectors {
			if seen[e.VectorID] {
				continue // LoadVector takes the first entry of an id
			}
			seen[e.VectorID] = true
			v, err := commons.LoadVector(fsys, e.VectorID)
			if file := fsys[e.Path]; err == nil && (file == nil || string(v) != string(file.Data)) {
				t.Fatalf("vector %q at %q: %s", e.VectorID, e.Path, v)
			}
		}
	})
}
